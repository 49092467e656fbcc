import Testing
@testable import AutoLayout
import LayoutTestSupport

/// User layout guides (UILayoutGuide): items with a frame of their own, never drawn.
@Suite struct GuideTests {
    /// Three 50-wide views, 20 from root's edges, with two guides as equal spacers.
    /// The row is 375 wide: a spans 20…70, c spans 305…355, so the gaps and b share
    /// 305 − 70 = 235: b is 50 and each gap (235 − 50) / 2 = 92.5. b.x = 70 + 92.5.
    @Test func guidesAsEqualSpacers() throws {
        let layout = makeLayout(["view a b c"])
        try layout.declareGuide("gap1", in: "root")
        try layout.declareGuide("gap2", in: "root")
        for line in ["a.left = root.left + 20", "a.width = 50", "b.width = a.width", "c.width = a.width",
                     "c.right = root.right - 20", "a.top = root.top + 100", "a.height = 40",
                     "b.top = a.top", "c.top = a.top", "b.height = a.height", "c.height = a.height",
                     "gap1.left = a.right", "gap1.right = b.left", "gap2.left = b.right", "gap2.right = c.left",
                     "gap1.width = gap2.width", "gap1.top = a.top", "gap1.height = a.height",
                     "gap2.top = a.top", "gap2.height = a.height"] {
            try layout.addConstraintLine(line)
        }
        #expect(layout.frame(of: "b") == rect(162.5, 100, 50, 40))
        #expect(layout.frame(of: "gap1") == rect(70, 100, 92.5, 40))
        #expect(layout.frame(of: "gap2") == rect(212.5, 100, 92.5, 40))
        #expect(layout.analyze().ambiguous.isEmpty)
        #expect(layout.isGuide("gap1") && !layout.isGuide("a"))
        #expect(layout.info(of: "gap1")?.isGuide == true)
    }

    /// A guide's frame is in its owning view's coordinates, as layoutFrame is.
    @Test func guideInASubviewReportsOwnerCoordinates() throws {
        let layout = makeLayout(["view card", "H:|-20-[card]-20-|", "V:|-100-[card(200)]"])
        try layout.declareGuide("inner", in: "card")
        try layout.addConstraintLine("inner.left = card.left + 10")
        try layout.addConstraintLine("inner.right = card.right - 10")
        try layout.addConstraintLine("inner.top = card.top")
        try layout.addConstraintLine("inner.height = 30")
        // card is 335 wide at (20, 100); inner is 10 in from each side: 315 wide at x 10.
        #expect(layout.frame(of: "inner") == rect(10, 0, 315, 30))
        #expect(layout.superview(of: "inner") == "card")
    }

    /// A guide pinned only horizontally is ambiguous vertically, reported as a view's is.
    @Test func guideAmbiguityIsReported() throws {
        let layout = makeLayout(["view a", "H:|[a]|", "V:|[a]|"])
        try layout.declareGuide("spacer", in: "root")
        try layout.addConstraintLine("spacer.left = root.left")
        try layout.addConstraintLine("spacer.width = 10")
        let analysis = layout.analyze()
        #expect(analysis.ambiguousComponents(of: "spacer") == [.y, .height])
        #expect(analysis.ambiguousComponents(of: "a").isEmpty)
    }

    @Test func guidesAreRefusedWhereAppleRefusesThem() throws {
        let layout = makeLayout(["view a"])
        try layout.declareGuide("spacer", in: "root")
        let vfl = try #require(diagnostic { try layout.addConstraintLine("H:|[a][spacer]|") })
        #expect(vfl.message.hasPrefix("'spacer' is a layout guide; Apple's visual format takes views only"))
        #expect(vfl.range == 7..<13)
        let margin = try #require(diagnostic { try layout.addConstraintLine("a.left = spacer.leftMargin") })
        #expect(margin.message.hasPrefix("layout guide 'spacer' has no 'leftMargin'"))
        let nested = try #require(diagnostic { try layout.addConstraintLine("a.top = spacer.safeArea.top") })
        #expect(nested.message.hasPrefix("'spacer' is a layout guide, not a view"))
        #expect(diagnostic { try layout.declareView("b", in: "spacer", frame: nil) } != nil)
        #expect(diagnostic { try layout.setIntrinsicSize("spacer", width: 10, height: 10) } != nil)
        #expect(diagnostic { try layout.setMargins("spacer", top: 1, left: 1, bottom: 1, right: 1) } != nil)
        #expect(diagnostic { try layout.declareGuide("a", in: "root") } != nil)
        #expect(layout.constraints.isEmpty)
        #expect(layout.viewNames == ["a", "spacer"])
    }

    /// `remove view` removes a guide and the constraints naming it; removing its owner
    /// takes the guide along.
    @Test func removingGuides() throws {
        let layout = makeLayout(["view card"])
        try layout.declareGuide("g", in: "card")
        try layout.declareGuide("h", in: "card")
        try layout.addConstraintLine("g.width = card.width")
        try layout.addConstraintLine("h.width = 4")
        try layout.removeView("g")
        #expect(layout.viewNames == ["card", "h"])
        #expect(layout.constraints.map(\.id) == ["c2"])
        try layout.removeView("card")
        #expect(layout.viewNames.isEmpty)
        #expect(layout.constraints.isEmpty)
    }

    /// Built-in guides read as `root.safeArea.top` in texts and explanations.
    @Test func builtInGuidesAreNamedInTexts() throws {
        let layout = makeLayout(["view label", "label.top = root.safeAreaLayoutGuide.topAnchor + 8"])
        #expect(layout.constraint("c1")?.text == "label.top == root.safeArea.top + 8")
        #expect(layout.explain("c1") == "label's top edge should equal root's safe area top edge plus 8 (required)")
        #expect(layout.constraint("c1")?.views == ["label", "root"])
    }
}

/// The diagnostic a throwing call gave, or nil.
func diagnostic<T>(_ body: () throws -> T) -> Diagnostic? {
    do { _ = try body() } catch { return error as? Diagnostic }
    return nil
}
