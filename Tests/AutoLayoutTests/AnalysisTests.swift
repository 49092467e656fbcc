import Testing
@testable import AutoLayout
import LayoutTestSupport

@Suite struct AnalysisTests {
    @Test func leftAndWidthOnlyLeaveYAndHeightAmbiguous() throws {
        let layout = makeLayout(["view a", "a.left == root.left + 10", "a.width == 100"])
        let analysis = layout.analyze()
        #expect(analysis.ambiguousComponents(of: "a") == [.y, .height])
        let height = try #require(analysis.ambiguous["a"]?[.height])
        // Only the non-negative rule bounds the height: from 0 up, no upper bound.
        #expect(height.lower == 0)
        #expect(height.upper == nil)
        #expect(height.cause == .inequalities(["nonNegative:a.height"]))
        let y = try #require(analysis.ambiguous["a"]?[.y])
        #expect(y.lower == nil && y.upper == nil)
        #expect(y.cause == .unconstrained)
        #expect(analysis.frames["a"]?.x == 10)
    }

    static let row = [
        "view l1 l2",
        "intrinsic l1 50 20", "intrinsic l2 50 20",
        "H:|[l1][l2]|", "V:|[l1]", "V:|[l2]",
    ]

    @Test func twoLabelsHuggingAtOnePriorityTie() throws {
        let layout = makeLayout(Self.row)
        let analysis = layout.analyze()
        #expect(analysis.ambiguousComponents(of: "l1") == [.width])
        #expect(analysis.ambiguousComponents(of: "l2") == [.x, .width])
        let width = try #require(analysis.ambiguous["l1"]?[.width])
        guard case .tie(let priority, let ids) = width.cause else {
            Issue.record("expected a tie, got \(width.cause)")
            return
        }
        #expect(priority == 250)
        #expect(ids.contains("hug:l1.width") && ids.contains("hug:l2.width"))
        #expect(width.lower == 50 && width.upper == 325)
        // Both hugs cannot hold: their errors sum to 275 whichever way they split.
        #expect(analysis.brokenOptional.map(\.id).allSatisfy { $0.hasPrefix("hug:") })
    }

    @Test func raisingOneHugBreaksTheTie() throws {
        let layout = makeLayout(Self.row)
        try layout.setHugging("l1", .horizontal, 251)
        let analysis = layout.analyze()
        #expect(analysis.ambiguous.isEmpty)
        #expect(analysis.frames["l1"] == rect(0, 0, 50, 20))
        #expect(analysis.frames["l2"] == rect(50, 0, 325, 20))
        #expect(analysis.brokenOptional.map(\.id) == ["hug:l2.width"])
        #expect(analysis.brokenOptional.first?.amount == 275)
        #expect(layout.constraint("hug:l1.width")?.text == "l1.width <= 50 Hug:251")
        #expect(layout.constraint("resist:l1.width")?.text == "l1.width >= 50 CompressionResistance:750")
    }

    @Test func subviewOfAnAmbiguousSuperviewIsNotItselfAmbiguous() {
        let layout = makeLayout([
            "view box", "view inner in box",
            "box.width == 100", "box.height == 100",  // box has no position
            "H:|-10-[inner]-10-|", "V:|-10-[inner]-10-|",
        ])
        let analysis = layout.analyze()
        #expect(analysis.ambiguousComponents(of: "box") == [.x, .y])
        #expect(analysis.ambiguousComponents(of: "inner").isEmpty)
        #expect(analysis.frames["inner"] == rect(10, 10, 80, 80))
    }

    @Test func conflictsListEveryBrokenRequiredConstraint() {
        let layout = makeLayout(["view a", "a.width == 10", "a.width == 20", "a.width == -1"])
        let conflicts = layout.analyze().conflicts
        #expect(conflicts.map(\.id) == ["c2", "c3"])
        #expect(conflicts.first?.conflictingWith == ["c1"])
        // A width that must be negative needs nothing else to break: c1 plays no part.
        #expect(conflicts.last?.conflictingWith == [])
        #expect(layout.negativeSize("c3")?.sizes == ["a.width"])
    }

    @Test func changesReportWhatMovedAndNothingElse() throws {
        let layout = makeLayout(["view a b", "H:|-20-[a]-20-|", "V:|-20-[a(30)]"])
        let before = layout.analyze()
        try layout.addConstraintLine("a.height == 40")
        let conflict = LayoutChanges(from: before, to: layout.analyze())
        #expect(conflict.moved.isEmpty)
        #expect(conflict.newConflicts == [Conflict(id: "c5", conflictingWith: ["c4"])])

        let middle = layout.analyze()
        try layout.remove("c4")
        let changes = LayoutChanges(from: middle, to: layout.analyze())
        #expect(changes.moved == [LayoutChanges.Move(view: "a", old: rect(20, 20, 335, 30), new: rect(20, 20, 335, 40))])
        #expect(changes.resolvedConflicts == ["c5"])
        #expect(changes.newConflicts.isEmpty)
        #expect(changes.newAmbiguity.isEmpty && changes.clearedAmbiguity.isEmpty)

        let unchanged = layout.analyze()
        #expect(LayoutChanges(from: unchanged, to: layout.analyze()).isEmpty)
    }

    @Test func changesReportAmbiguityComingAndGoing() throws {
        let layout = makeLayout(["view a", "H:|[a]|", "V:|[a(10)]"])
        let start = layout.analyze()
        try layout.deactivate("c4")
        let opened = LayoutChanges(from: start, to: layout.analyze())
        #expect(opened.newAmbiguity.map(\.component) == [.height])
        let middle = layout.analyze()
        try layout.activate("c4")
        let closed = LayoutChanges(from: middle, to: layout.analyze())
        #expect(closed.clearedAmbiguity.map(\.component) == [.height])
    }

    @Test func changesReportNewViewsAndNewlyBrokenOptionals() throws {
        let layout = makeLayout(["view a", "H:|[a]|", "V:|[a(10)]"])
        let before = layout.analyze()
        try layout.declareView("b", in: "root", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        try layout.addConstraintLine("a.height == 50 @500")
        let changes = LayoutChanges(from: before, to: layout.analyze())
        #expect(changes.moved == [LayoutChanges.Move(view: "b", old: nil, new: rect(1, 2, 3, 4))])
        #expect(changes.newlyBrokenOptional.map(\.id) == ["c5"])
        #expect(changes.newlyBrokenOptional.first?.amount == 40)
        #expect(layout.constraint("c5")?.satisfied == false)
    }

    @Test func explanationsInPlainWords() throws {
        let layout = makeLayout([
            "view email logo", "view box frame 1 2 3 4",
            "email.leading == root.leading + 20", "logo.width == 2 * logo.height @750",
            "intrinsic email 100 30",
        ])
        #expect(layout.explain("c1") == "email's leading edge should equal root's leading edge plus 20 (required)")
        #expect(layout.explain("c2") == "logo's width should equal 2 times logo's height (optional, priority 750)")
        #expect(layout.explain("nonNegative:logo.width")?.contains("never be negative") == true)
        #expect(layout.explain("hug:email.width")?.contains("content hugging") == true)
        #expect(layout.explain("root:width") == "root's width is the screen's width, 375 (required)")
        #expect(layout.explain("autoresizing:box.minX")?.hasPrefix("box's frame x stays 1") == true)
        #expect(layout.explain("nope") == nil)
    }

    @Test func whyNamesTheBindingConstraints() throws {
        let layout = makeLayout(["view a", "H:|-20-[a]-20-|", "V:|-20-[a(30)]"])
        let why = try #require(layout.why("a", .width))
        #expect(why.value == 335)
        #expect(why.ambiguity == nil)
        #expect(why.binding == ["root:width", "c1", "c2"])
        let height = try #require(layout.why("a", .bottom))
        #expect(height.value == 50)
        #expect(layout.why("ghost", .width) == nil)
    }

    @Test func fiveHundredViewsAnalyseWithoutQuadraticBlowUp() throws {
        let layout = Layout()
        var previous = "root"
        for index in 0..<500 {
            let name = "v\(index)"
            try layout.declareView(name, in: "root", frame: nil)
            try layout.addConstraintLine("\(name).width == 10")
            try layout.addConstraintLine("\(name).height == 10")
            try layout.addConstraintLine(previous == "root" ? "\(name).left == root.left"
                                                             : "\(name).left == \(previous).right")
            try layout.addConstraintLine("\(name).top == root.top")
            previous = name
        }
        let analysis = layout.analyze()
        #expect(analysis.ambiguous.isEmpty)
        #expect(analysis.frames["v499"] == rect(4990, 0, 10, 10))
    }
}
