import Testing
@testable import AutoLayout
import LayoutTestSupport

@Suite struct LayoutTests {
    @Test func rootStartsPortraitAtOrigin() {
        let layout = Layout()
        #expect(layout.rootSize == (375, 667))
        #expect(layout.frame(of: "root") == rect(0, 0, 375, 667))
        #expect(layout.viewNames.isEmpty)
        #expect(layout.constraints.isEmpty)
    }

    @Test func idsCountOnFromTheLargestInUse() throws {
        let layout = makeLayout(["view a b"])
        #expect(try layout.addConstraintLine("a.width == 10") == ["c1"])
        #expect(try layout.addConstraintLine("c7: a.height == 10") == ["c7"])
        #expect(try layout.addConstraintLine("b.width == 10") == ["c8"])
        #expect(try layout.addConstraintLine("H:|[a][b]|") == ["g1", "c9", "c10", "c11"])
        #expect(try layout.addConstraintLine("rows: V:|[a]") == ["rows", "c12"])
        try layout.remove("c12")
        #expect(layout.group("rows") == nil)
        // An id that went away is not given again (issue 12): numbering goes on past it.
        #expect(try layout.addConstraintLine("b.height == 5") == ["c13"])
        #expect(layout.constraint("c9")?.group == "g1")
        #expect(layout.constraint("c9")?.origin == .vfl(group: "g1"))
    }

    @Test func duplicateLabelIsRefused() throws {
        let layout = makeLayout(["view a", "top: a.top == root.top"])
        #expect(throws: Diagnostic.self) { try layout.addConstraintLine("top: a.left == root.left") }
        #expect(layout.constraints.count == 1)
    }

    @Test func translatesAutoresizingMaskConflict() throws {
        let layout = makeLayout(["view box frame 10 10 100 50"])
        #expect(layout.frame(of: "box") == rect(10, 10, 100, 50))
        #expect(layout.analyze().ambiguous.isEmpty)
        try layout.addConstraintLine("box.width == 200")
        let info = try #require(layout.constraint("c1"))
        #expect(info.state == .broken)
        #expect(!info.satisfied)
        #expect(info.conflict == ["autoresizing:box.width"])
        let mask = try #require(layout.constraint("autoresizing:box.width"))
        #expect(mask.text == "h=--& v=--& box.width == 100")
        #expect(mask.origin == .autoresizingMask(view: "box"))
        #expect(layout.analyze().conflicts == [Conflict(id: "c1", conflictingWith: ["autoresizing:box.width"])])
        #expect(layout.frame(of: "box") == rect(10, 10, 100, 50))
    }

    /// Apple lists a width that must be negative alone: its set is empty, and the reason
    /// names the size it would make negative.
    @Test func negativeWidthConflictsWithNothingNamed() throws {
        let layout = makeLayout(["view a", "a.width == -16"])
        let info = try #require(layout.constraint("c1"))
        #expect(info.state == .broken)
        #expect(info.conflict == [])
        #expect(layout.negativeSize("c1") == NegativeSize(sizes: ["a.width"], value: -16, isBound: false))
        #expect(layout.brokenReason("c1").text(in: .en)
                == "it would make a.width -16, and Apple's engine never lets a size be negative")
        #expect(layout.constraint("nonNegative:a.width")?.text == "a.width >= 0")
        #expect(layout.frame(of: "a").width == 0)
    }

    /// An upper bound below 0, and a sum of sizes that must be negative, say so; a size
    /// that another one can make room for is no such case.
    @Test func negativeSizesReadOffTheConstraint() throws {
        let layout = makeLayout(["view a b", "a.width <= -3", "a.height + b.height == -4", "a.width == b.width - 10"])
        #expect(layout.negativeSize("c1") == NegativeSize(sizes: ["a.width"], value: -3, isBound: true))
        #expect(layout.negativeSize("c2") == NegativeSize(sizes: ["a.height", "b.height"], value: nil, isBound: false))
        #expect(layout.constraint("c3")?.state == .active)
        #expect(layout.negativeSize("c3") == nil)
    }

    @Test func brokenConstraintComesBackWhenFreed() throws {
        let layout = makeLayout(["view a", "a.width == 100", "a.width == 200"])
        #expect(layout.constraint("c2")?.state == .broken)
        #expect(layout.constraint("c2")?.conflict == ["c1"])
        try layout.remove("c1")
        #expect(layout.constraint("c2")?.state == .active)
        #expect(layout.frame(of: "a").width == 200)
    }

    @Test func deactivateAndConstantFreeBrokenOnes() throws {
        let layout = makeLayout(["view a", "a.width == 100", "a.width == 200"])
        try layout.setConstant("c1", 200)
        #expect(layout.constraint("c2")?.state == .active)
        #expect(layout.constraint("c1")?.constant == 200)
        try layout.setConstant("c1", 50)
        #expect(layout.constraint("c1")?.state == .broken)
        #expect(layout.constraint("c1")?.conflict == ["c2"])
        try layout.deactivate("c2")
        #expect(layout.constraint("c2")?.state == .inactive)
        #expect(layout.constraint("c1")?.state == .active)
        #expect(layout.frame(of: "a").width == 50)
        try layout.activate("c2")
        #expect(layout.constraint("c2")?.state == .broken)
    }

    @Test func resizeBreaksTheNewestConflictingConstraint() throws {
        let layout = makeLayout(["view a b", "H:|[a(180)]", "H:[b(180)]|", "b.leading >= a.trailing"])
        #expect(layout.analyze().conflicts.isEmpty)
        try layout.setRootSize(width: 320, height: 568)
        #expect(layout.rootSize == (320, 568))
        #expect(layout.frame(of: "root") == rect(0, 0, 320, 568))
        let conflicts = layout.analyze().conflicts
        #expect(conflicts.map(\.id) == ["c5"])
        #expect(conflicts.first?.conflictingWith.contains("root:width") == true)
        try layout.setRootSize(width: 375, height: 667)
        #expect(layout.analyze().conflicts.isEmpty)
        #expect(layout.frame(of: "b") == rect(195, 0, 180, 0))
    }

    @Test func priorityRules() throws {
        let layout = makeLayout(["view a", "a.width == 100", "a.width == 50 @750"])
        #expect(layout.constraint("c2")?.text == "a.width == 50 @750")
        #expect(layout.constraint("c2")?.satisfied == false)
        #expect(throws: Diagnostic.self) { try layout.setPriority("c1", 999) }
        #expect(throws: Diagnostic.self) { try layout.setPriority("c2", 1000) }
        #expect(throws: Diagnostic.self) { try layout.setPriority("c2", 0) }
        #expect(throws: Diagnostic.self) { try layout.setPriority("c2", 1001) }
        try layout.setPriority("c2", 250)
        #expect(layout.constraint("c2")?.priority == 250)
        try layout.deactivate("c1")
        try layout.setPriority("c1", 10)
        try layout.activate("c1")
        #expect(layout.frame(of: "a").width == 50)
        do {
            try layout.setPriority("c1", 1000)
            Issue.record("required mutation accepted")
        } catch {
            #expect(error.message.contains("mutating a priority from required to not"))
        }
    }

    @Test func onlyUserConstraintsCanBeEdited() {
        let layout = makeLayout(["view a"])
        #expect(throws: Diagnostic.self) { try layout.remove("nonNegative:a.width") }
        #expect(throws: Diagnostic.self) { try layout.remove("c1") }
        #expect(layout.constraint("nonNegative:a.width") != nil)
    }

    @Test func locationRules() {
        let layout = makeLayout(["view a b"])
        for line in ["a.left == 20", "a.left == b.width", "a.leading == b.left", "a.left == b.top"] {
            #expect(throws: Diagnostic.self, "\(line)") { try layout.addConstraintLine(line) }
        }
        #expect(throws: Diagnostic.self) { try layout.addConstraintLine("root.left == root.superview.left") }
        #expect(layout.constraints.isEmpty)
    }

    @Test func failingVFLLineAddsNothing() {
        let layout = makeLayout(["view a", "view b in a"])
        // `|` is b's superview a, but root has none: the second member fails.
        #expect(throws: Diagnostic.self) { try layout.addConstraintLine("H:[a]-[root]|") }
        #expect(layout.constraints.isEmpty)
        #expect(layout.groupIDs.isEmpty)
        #expect(throws: Diagnostic.self) { try layout.addConstraintLine("H:|[a][b]|") }
        #expect(layout.constraints.isEmpty)
    }

    @Test func removeViewTakesSubviewsAndTheirConstraints() throws {
        let layout = makeLayout([
            "view card other", "view title in card", "view icon in title",
            "H:|[card]|", "title.width == card.width", "icon.width == 10",
            "other.width == title.width", "other.height == 5",
        ])
        try layout.removeView("card")
        #expect(layout.viewNames == ["other"])
        #expect(layout.constraints.map(\.text) == ["other.height == 5"])
        #expect(layout.groupIDs.isEmpty)
        #expect(!layout.allConstraints.contains { $0.views.contains("icon") })
        #expect(throws: Diagnostic.self) { try layout.removeView("root") }
        #expect(throws: Diagnostic.self) { try layout.removeView("card") }
        try layout.declareView("card", in: "root", frame: nil)
    }

    @Test func framesAreInSuperviewCoordinates() {
        let layout = makeLayout([
            "view outer", "view inner in outer",
            "H:|-30-[outer(200)]", "V:|-40-[outer(100)]",
            "H:|-10-[inner]-10-|", "V:|-5-[inner]-5-|",
        ])
        #expect(layout.frame(of: "outer") == rect(30, 40, 200, 100))
        #expect(layout.frame(of: "inner") == rect(10, 5, 180, 90))
    }

    /// A multiplier on positions measures them in the items' nearest common ancestor (its
    /// own edges from its bounds), as UIKit does: inside a card at y 100, `0.5 *
    /// card.centerY` is a quarter of the card's height, not half of root's y of its centre.
    @Test func positionsWithAMultiplierAreMeasuredInTheCommonAncestor() throws {
        let layout = makeLayout([
            "view card other", "view a b in card",
            "card.left == root.left + 40", "card.top == root.top + 100", "card.width == 200", "card.height == 300",
            "a.width == 10", "a.height == 10",
            "a.centerX == 0.5 * card.centerX", "a.centerY == 0.5 * card.centerY",
            "b.width == 10", "b.height == 10", "b.left == a.left", "b.centerY == 2 * a.centerY",
            "other.width == 10", "other.height == 10", "other.left == root.left", "other.centerY == 0.5 * root.centerY",
        ])
        #expect(layout.frame(of: "a") == rect(45, 70, 10, 10))
        // Two subviews of card: positions from card's top, so b's centre is 150 down in it.
        #expect(layout.frame(of: "b") == rect(45, 145, 10, 10))
        #expect(layout.frame(of: "other") == rect(0, 161.75, 10, 10))
        // Moved out of card, a's constraints meet in root: root's coordinates. b's centre is
        // twice a's centre y of 125 from root's top, so 250 (145 down in card again).
        try layout.moveView("a", to: "root")
        #expect(layout.frame(of: "a") == rect(65, 120, 10, 10))
        #expect(layout.frame(of: "b") == rect(25, 145, 10, 10))
    }

    @Test func marginsAndBaselines() throws {
        let layout = makeLayout([
            "view a label",
            "a.leading == root.leadingMargin", "a.trailing == root.trailingMargin",
            "a.top == root.topMargin", "a.height == 10",
            "label.firstBaseline == a.bottom + 20", "label.leading == a.leading",
            "intrinsic label 50 20",
        ])
        // Root's margins by UIKit's rules at 375 wide: 16 on the sides, and the top
        // margin (0) measured from the safe area (20): a spans 16…359 from y 20.
        #expect(layout.frame(of: "a") == rect(16, 20, 343, 10))
        // The label has no baseline, so UIKit takes its top for the first: 30 + 20 = 50.
        #expect(layout.frame(of: "label") == rect(16, 50, 50, 20))
        // 16 20 16 20 is above UIKit's minimum everywhere; the top is 20 + 16 = 36.
        try layout.setMargins("root", top: 16, left: 20, bottom: 16, right: 20)
        #expect(layout.frame(of: "a") == rect(20, 36, 335, 10))
        // Baseline 14 below the top, at a.bottom + 20 = 66: top 52.
        try layout.setBaseline("label", offset: 14)
        #expect(layout.frame(of: "label") == rect(20, 52, 50, 20))
    }

    @Test func centerWithinMargins() {
        let layout = makeLayout([
            "view a",
            "a.centerX == root.centerXWithinMargins", "a.width == 100",
        ])
        #expect(layout.frame(of: "a").x == 137.5)
    }
}
