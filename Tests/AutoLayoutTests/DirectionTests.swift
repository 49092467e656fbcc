import Testing
@testable import AutoLayout
import LayoutTestSupport

/// `direction rtl|ltr` (SPEC §8). Root is 375 wide. In right-to-left UIKit reads leading
/// as the right edge and trailing as the left edge, keeps constants meaningful in the
/// reading direction (a leading inset of 20 is 20 from the right edge) and keeps the
/// multiplier on the physical coordinate. Every expected frame below is worked out by hand
/// from those rules, in the comment beside it.
@Suite struct DirectionTests {
    /// x and width: what a horizontal flip moves.
    private func horizontal(_ layout: Layout, _ view: String) -> [Double] {
        let frame = layout.frame(of: view)
        return [frame.x, frame.width]
    }

    @Test func standardSpacesFlip() throws {
        let layout = makeLayout(["view a b", "H:|-[a]-[b]-|", "a.width == b.width"])
        // Left-to-right: `|-` is root's margin, 16 on a 375-point width: 16 + w + 8 + w + 16 =
        // 375, so w = 167.5; a at 16, b at 16 + 167.5 + 8.
        #expect(horizontal(layout, "a") == [16, 167.5])
        #expect(horizontal(layout, "b") == [191.5, 167.5])
        #expect(layout.setDirection(.rightToLeft) == ["c1", "c2", "c3"])
        // Right-to-left: a's right edge is on root's leading margin (375 - 16 = 359), so
        // a.x = 359 - 167.5 = 191.5; b's right edge is 8 left of a's left edge
        // (191.5 - 8 = 183.5), so b.x = 183.5 - 167.5 = 16; b's left edge is on the margin.
        #expect(horizontal(layout, "a") == [191.5, 167.5])
        #expect(horizontal(layout, "b") == [16, 167.5])
        // Texts and explanations keep speaking of leading and trailing.
        #expect(layout.constraint("c1")?.text == "a.leading == root.leadingMargin")
        #expect(layout.explain("c2") == "b's leading edge should equal a's trailing edge plus 8 (required)")
        // The value of a.leading is where the edge is: a's right edge, 359.
        #expect(layout.why("a", .leading)?.value == 359)
        #expect(layout.why("a", .trailing)?.value == 191.5)
        #expect(layout.analyze().conflicts.isEmpty)
    }

    @Test func liveStacksFlipWithTheLayout() throws {
        let layout = Layout()
        try layout.addStack(StackSpec.parse(["s", "axis", "horizontal", "spacing", "10", "views", "a", "b"]))
        for line in ["s.leading = root.leading", "s.top = root.top", "a.width = 50", "b.width = 60",
                     "a.height = 20", "b.height = 20"] { try apply(line, to: layout) }
        // Left-to-right: s at 0, a first at 0 in s, b 10 after it at 60; s is 120 wide.
        #expect(horizontal(layout, "s") == [0, 120])
        #expect(horizontal(layout, "a") == [0, 50] && horizontal(layout, "b") == [60, 60])
        let flipped = layout.setDirection(.rightToLeft)
        // The user's leading constraint and the stack's own (canvas connections and the gap).
        #expect(flipped.contains("c1") && flipped.contains { $0.hasPrefix("UISV-") })
        // Right-to-left: s's right edge on root's (375), so s.x = 375 - 120 = 255; a, the
        // first arranged view, at s's right: 120 - 50 = 70 in s; b 10 left of a: 70 - 10 - 60 = 0.
        #expect(horizontal(layout, "s") == [255, 120])
        #expect(horizontal(layout, "a") == [70, 50] && horizontal(layout, "b") == [0, 60])
        layout.setDirection(.leftToRight)
        #expect(horizontal(layout, "a") == [0, 50] && horizontal(layout, "b") == [60, 60])
    }

    @Test func fixedWidthFromTheLeadingEdge() throws {
        let layout = makeLayout(["view a", "H:|-20-[a(100)]"])
        // Left-to-right: x = 20.
        #expect(horizontal(layout, "a") == [20, 100])
        layout.setDirection(.rightToLeft)
        // Right-to-left: the right edge at 375 - 20 = 355, so x = 355 - 100 = 255.
        #expect(horizontal(layout, "a") == [255, 100])
    }

    @Test func formulasWithLeadingAndTrailingFlipAndLeftRightDoNot() throws {
        let layout = makeLayout([
            "view a b c d",
            "a.leading == root.leading + 30", "a.trailing == root.trailing - 50",
            "b.leading == 0.5 * root.trailing", "b.width == 40",
            "c.trailing == 0.8 * root.trailing", "c.width == 50",
            "d.left == root.left + 10", "d.width == 60",
        ])
        // Left-to-right: a from 30 to 375 - 50 = 325 (width 295); b at 0.5 * 375 = 187.5;
        // c's right edge at 0.8 * 375 = 300, so c.x = 250; d at 10.
        #expect(horizontal(layout, "a") == [30, 295])
        #expect(horizontal(layout, "b") == [187.5, 40])
        #expect(horizontal(layout, "c") == [250, 50])
        #expect(horizontal(layout, "d") == [10, 60])
        layout.setDirection(.rightToLeft)
        // Right-to-left, leading = -maxX and trailing = -minX:
        // a: -a.maxX = -375 + 30, so maxX = 345; -a.minX = -0 - 50, so minX = 50: x 50, width 295.
        // b: -b.maxX = 0.5 * -root.minX = 0, so b's right edge is at 0 and b.x = -40.
        // c: -c.minX = 0.8 * -root.minX = 0, so c.x = 0: the multiplier scales root's left
        //    edge (0) as in UIKit, where a trailing edge at 80% of the superview's ends up
        //    against the left side (Stack Overflow question 33714527).
        // d: left/right do not flip, x = 10.
        #expect(horizontal(layout, "a") == [50, 295])
        #expect(horizontal(layout, "b") == [-40, 40])
        #expect(horizontal(layout, "c") == [0, 50])
        #expect(horizontal(layout, "d") == [10, 60])
    }

    @Test func mixingLeadingWithLeftStaysRefusedInBothDirections() throws {
        let layout = makeLayout(["view a"])
        layout.setDirection(.rightToLeft)
        #expect(throws: Diagnostic.self) { try layout.addConstraintLine("a.leading == root.left + 8") }
        #expect(layout.constraints.isEmpty)
    }

    @Test func marginsFlipWithTheirSide() throws {
        let layout = makeLayout([
            "view e f",
            "e.leading == root.leadingMargin + 5", "e.width == 100",
            "f.leadingMargin == root.leading + 40", "f.width == 100",
        ])
        // Root's side margins cannot go below UIKit's system minimum (16), so 20 and 30.
        try layout.setMargins("root", top: 0, left: 20, bottom: 0, right: 30)
        try layout.setMargins("f", top: 0, left: 2, bottom: 0, right: 6)
        // Left-to-right: root's leading margin is its left margin, 20, so e.x = 25;
        // f's leading margin is f.x + 2 = 40, so f.x = 38.
        #expect(horizontal(layout, "e") == [25, 100])
        #expect(horizontal(layout, "f") == [38, 100])
        layout.setDirection(.rightToLeft)
        // Right-to-left: root's leading margin is its right margin, at 375 - 30 = 345, and
        // e's right edge is 5 further in: 340, so e.x = 240. f's leading margin is its right
        // margin, f.maxX - 6, 40 in from root's right edge (335): f.maxX = 341, f.x = 241.
        #expect(horizontal(layout, "e") == [240, 100])
        #expect(horizontal(layout, "f") == [241, 100])
        // Changing margins in right-to-left re-lowers with the flipped reading.
        try layout.setMargins("root", top: 0, left: 20, bottom: 0, right: 50)
        // root's leading margin now at 375 - 50 = 325, e's right edge at 320: e.x = 220.
        #expect(horizontal(layout, "e") == [220, 100])
    }

    @Test func flippingBackAndForthReturnsExactly() throws {
        let lines = [
            "view a b c", "view inner in a",
            "H:|-20-[a]-[b(==a)]-20-|", "V:|-30-[a(80)]", "V:|-30-[b(80)]",
            "H:|-12-[inner]-(>=4)-|", "inner.width == 0.5 * a.width @750", "V:|-20-[inner]-20-|",
            "c.centerX == root.centerX", "c.trailing <= root.trailing - 100",
            "c.width == 300 @500", "c.top == a.bottom + 8", "c.height == 20",
        ]
        let layout = makeLayout(lines)
        let names = ["a", "b", "c", "inner"]
        let ltr = names.map(layout.frame)
        // c is centred and 300 wide would reach 337.5; c.trailing <= 275 caps it: width
        // 2 * (275 - 187.5) = 175, x = 100. In right-to-left the cap reads -c.minX <= -100:
        // c.x >= 100, the same frame, because c is symmetric about the centre.
        #expect(layout.frame(of: "c") == rect(100, 118, 175, 20))
        layout.setDirection(.rightToLeft)
        let rtl = names.map(layout.frame)
        #expect(rtl != ltr)
        // inner is 12 from a's right edge: a is 191.5…355 (as in standardSpacesFlip), inner
        // is half as wide (81.75) so its right edge is at 355 - 12 = 343 in root, x = 343 -
        // 81.75 - 191.5 = 69.75 in a's coordinates; vertically 20 (the standard space to a
        // superview's edge) inside a's 80: y 20, height 40.
        #expect(layout.frame(of: "inner") == rect(69.75, 20, 81.75, 40))
        layout.setDirection(.leftToRight)
        #expect(names.map(layout.frame) == ltr)
        layout.setDirection(.rightToLeft)
        #expect(names.map(layout.frame) == rtl)
        // The same lines added while already right-to-left give the same frames.
        let fresh = Layout()
        fresh.setDirection(.rightToLeft)
        for line in lines { try apply(line, to: fresh) }
        #expect(names.map(fresh.frame) == rtl)
    }

    @Test func settingTheSameDirectionChangesNothing() throws {
        let layout = makeLayout(["view a", "H:|-[a]-|"])
        #expect(layout.setDirection(.leftToRight).isEmpty)
        #expect(layout.setDirection(.rightToLeft) == ["c1", "c2"])
        #expect(layout.setDirection(.rightToLeft).isEmpty)
        #expect(layout.direction == .rightToLeft)
    }

    @Test func vflDirectionOptionsDoNotFlip() throws {
        // directionLeftToRight makes left/right constraints, which the layout's direction
        // leaves alone; the default (directionLeadingToTrailing) makes leading/trailing.
        let layout = makeLayout(["view a b", "H:|-10-[a(50)] directionLeftToRight", "H:|-10-[b(50)]"])
        layout.setDirection(.rightToLeft)
        // a: left edge at 10. b: right edge at 375 - 10 = 365, x = 315.
        #expect(horizontal(layout, "a") == [10, 50])
        #expect(horizontal(layout, "b") == [315, 50])
    }

    @Test func conflictUnderRightToLeftBreaksTheNewestConstraint() throws {
        let layout = makeLayout(["view a", "a.leading == root.leading + 20", "a.width == 100", "a.right == root.left + 120"])
        // Left-to-right all three agree: a from 20 to 120.
        #expect(horizontal(layout, "a") == [20, 100])
        #expect(layout.analyze().conflicts.isEmpty)
        layout.setDirection(.rightToLeft)
        // Right-to-left c1 puts a's right edge at root's width - 20 = 355 while c3 wants it
        // at 120: the newest, c3, breaks, and a sits at 355 - 100 = 255. The minimal set is
        // c1 and root's width (root's left edge cancels out of the two).
        let conflicts = [Conflict(id: "c3", conflictingWith: ["root:width", "c1"])]
        #expect(layout.analyze().conflicts == conflicts)
        #expect(layout.constraint("c1")?.state == .active)
        #expect(horizontal(layout, "a") == [255, 100])
        // The same as typing the three lines in right-to-left.
        let typed = Layout()
        typed.setDirection(.rightToLeft)
        for line in ["view a", "a.leading == root.leading + 20", "a.width == 100", "a.right == root.left + 120"] {
            try apply(line, to: typed)
        }
        #expect(typed.analyze().conflicts == conflicts)
        // Back to left-to-right the conflict goes and c3 holds again.
        layout.setDirection(.leftToRight)
        #expect(layout.analyze().conflicts.isEmpty)
        #expect(layout.constraint("c3")?.state == .active)
        #expect(horizontal(layout, "a") == [20, 100])
    }

    @Test func onlyDirectionalConstraintsAreRelowered() throws {
        let layout = makeLayout(["view a b", "a.left == root.left + 10", "a.width == 20", "b.leading == a.trailing + 5",
                                 "b.width == 30", "V:|[a]", "a.centerY == b.centerY"])
        let untouched = ["c1", "c2", "c4", "c5", "c6"].map { layout.records[$0]?.solverID }
        #expect(layout.setDirection(.rightToLeft) == ["c3"])
        // The other constraints are still the same solver constraints: no rebuild.
        #expect(["c1", "c2", "c4", "c5", "c6"].map { layout.records[$0]?.solverID } == untouched)
        // b's right edge 5 left of a's left edge (10): 5, so b.x = -25.
        #expect(horizontal(layout, "b") == [-25, 30])
    }
}
