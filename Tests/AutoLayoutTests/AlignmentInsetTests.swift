import Testing
@testable import AutoLayout
import LayoutTestSupport

/// `inset NAME T L B R` (UIView.alignmentRectInsets, SPEC §8). Constraints act on the
/// alignment rect, the frame inset by top/left/bottom/right; frames are reported as frames.
/// So a frame is the alignment rect grown by the insets: x = alignX - left,
/// width = alignWidth + left + right, and the same vertically. Root is 375x667.
@Suite struct AlignmentInsetTests {
    private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> AlignmentInsets {
        AlignmentInsets(top: top, left: left, bottom: bottom, right: right)
    }

    @Test func viewPinnedByItsEdges() throws {
        let layout = makeLayout(["view a", "H:|-20-[a]-20-|", "V:|-30-[a(100)]"])
        #expect(layout.frame(of: "a") == rect(20, 30, 335, 100))
        try layout.setAlignmentInsets("a", insets(2, 4, 6, 8))
        // The alignment rect stays 20…355 by 30…130; the frame is 4 further left and 8
        // further right (x 16, width 335 + 12 = 347), 2 higher and 6 lower (y 28, height 108).
        #expect(layout.frame(of: "a") == rect(16, 28, 347, 108))
        // Attributes are the alignment rect's.
        #expect(layout.why("a", .width)?.value == 335)
        #expect(layout.why("a", .left)?.value == 20)
        #expect(layout.why("a", .bottom)?.value == 130)
        // Clearing them gives the first frame back exactly.
        try layout.setAlignmentInsets("a", .zero)
        #expect(layout.frame(of: "a") == rect(20, 30, 335, 100))
    }

    @Test func centredView() throws {
        let layout = makeLayout(["view a", "a.centerX == root.centerX", "a.centerY == root.centerY",
                                 "a.width == 100", "a.height == 50"])
        try layout.setAlignmentInsets("a", insets(0, 10, 0, 0))
        // The alignment rect is 100 wide centred on 187.5: 137.5…237.5; the frame adds 10
        // on the left: x 127.5, width 110. Vertically nothing changes: 333.5 - 25 = 308.5.
        #expect(layout.frame(of: "a") == rect(127.5, 308.5, 110, 50))
    }

    @Test func intrinsicSizeIsTheAlignmentRectsSize() throws {
        let layout = makeLayout(["view toggle", "intrinsic toggle 51 31",
                                 "toggle.leading == root.leading + 20", "toggle.top == root.top + 40"])
        try layout.setAlignmentInsets("toggle", insets(2, 3, 4, 5))
        // Alignment rect 51x31 at (20, 40); frame (20 - 3, 40 - 2, 51 + 3 + 5, 31 + 2 + 4).
        #expect(layout.frame(of: "toggle") == rect(17, 38, 59, 37))
        // The content-size constraints keep their texts: they speak of the alignment size.
        #expect(layout.constraint("hug:toggle.width")?.text == "toggle.width <= 51 Hug:250")
        #expect(layout.analyze().brokenOptional.isEmpty)
    }

    @Test func baselinesAreMeasuredOnTheAlignmentRect() throws {
        let layout = makeLayout(["view label other", "H:|-20-[label]-[other]", "label.width == 50", "other.width == 50",
                                 "other.top == root.top + 100", "other.height == 30",
                                 "label.firstBaseline == other.lastBaseline", "label.height == 20"])
        try layout.setBaseline("label", offset: 14)
        try layout.setAlignmentInsets("label", insets(3, 0, 5, 0))
        // other has no baseline, so its last baseline is its bottom: 130. label's is 14
        // below its alignment top: alignment top 116, frame y 116 - 3 = 113, height 20 + 8.
        #expect(layout.frame(of: "label") == rect(20, 113, 50, 28))
        // Without a baseline the last is the alignment rect's bottom, 5 above the frame's.
        try layout.setAlignmentInsets("other", insets(0, 0, 5, 0))
        // other's alignment rect is 100…130, so its frame is 100…135 and label is unmoved.
        #expect(layout.frame(of: "other") == rect(78, 100, 50, 35))
        #expect(layout.frame(of: "label") == rect(20, 113, 50, 28))
        // And the first is the alignment rect's top: 2 below the frame's.
        let top = makeLayout(["view label other", "H:|-20-[label]-[other]", "label.width == 50", "other.width == 50",
                              "other.top == root.top + 100", "other.height == 30",
                              "label.firstBaseline == other.firstBaseline", "label.height == 20"])
        try top.setBaseline("label", offset: 14)
        try top.setAlignmentInsets("other", insets(2, 0, 0, 0))
        // other's alignment top stays at 100 (its frame moves up to 98): label's top is
        // 100 - 14 = 86, not 98 - 14.
        #expect(top.frame(of: "other") == rect(78, 98, 50, 32))
        #expect(top.frame(of: "label") == rect(20, 86, 50, 20))
    }

    @Test func marginsAreMeasuredFromTheFrame() throws {
        let layout = makeLayout(["view c", "c.leftMargin == root.left + 30", "c.width == 100",
                                 "c.topMargin == root.top + 30", "c.height == 10"])
        try layout.setAlignmentInsets("c", insets(1, 5, 0, 0))
        // Margin attributes are the margins guide's edges, and UIKit's guides are measured
        // from the view's bounds, not its alignment rect: c's margins are 8, so its frame
        // starts at 30 - 8 = 22 on both axes (below the 20-point status bar, so no safe-area
        // inset adds to the top margin). Width and height are the alignment rect's: the
        // frame is 100 + 5 wide and 10 + 1 high.
        #expect(layout.frame(of: "c") == rect(22, 22, 105, 11))
    }

    @Test func insetsAndRightToLeft() throws {
        let layout = makeLayout(["view a", "H:|-20-[a(100)]"])
        try layout.setAlignmentInsets("a", insets(0, 4, 0, 8))
        // Left-to-right: alignment x 20, frame x 16, width 112.
        #expect(layout.frame(of: "a").x == 16)
        layout.setDirection(.rightToLeft)
        // Right-to-left: the alignment rect's right edge at 355, its left at 255; the frame
        // 4 further left (251) and 8 further right (363): width 112.
        #expect(layout.frame(of: "a") == rect(251, 0, 112, 0))
        #expect(layout.why("a", .leading)?.value == 355)
    }

    @Test func anInsetChangeIsAnEditOfTheViewsConstraints() throws {
        let layout = makeLayout(["view a b", "H:|-20-[a]-[b(==a)]-20-|", "V:|-30-[a(100)]", "b.top == a.top",
                                 "b.height == a.height", "intrinsic a 50 50"])
        let ids = layout.recordOrder
        let before = ids.map { layout.records[$0]?.solverID }
        try layout.setAlignmentInsets("a", insets(10, 10, 10, 10))
        // Only constants moved: every constraint is still the same solver constraint.
        #expect(ids.map { layout.records[$0]?.solverID } == before)
        // Alignment widths: 20 + w + 8 + w + 20 = 375, w = 163.5; a's frame 10 wider on each
        // side (x 10, width 183.5), b's alignment rect = frame at 191.5. Vertically a's
        // alignment rect is 30…130, its frame 20…140, and b lines up with the alignment rect.
        #expect(layout.frame(of: "a") == rect(10, 20, 183.5, 120))
        #expect(layout.frame(of: "b") == rect(191.5, 30, 163.5, 100))
    }

    @Test func badInsetsChangeNothing() throws {
        let layout = makeLayout(["view a", "H:|-20-[a]-20-|"])
        #expect(throws: Diagnostic.self) { try layout.setAlignmentInsets("b", .zero) }
        #expect(throws: Diagnostic.self) { try layout.setAlignmentInsets("a", insets(0, .infinity, 0, 0)) }
        #expect(throws: Diagnostic.self) { try layout.setAlignmentInsets("a", insets(0, 2e9, 0, 0)) }
        #expect(layout.alignmentInsets(of: "a") == .zero)
        #expect(layout.frame(of: "a") == rect(20, 0, 335, 0))
    }

    @Test func uiKitControlsHaveTheirClassInsets() throws {
        // The values a device reports, applied by `class`.
        #expect(AlignmentInsets.forClass("UISwitch") == insets(0, 0, 0, 2))
        #expect(AlignmentInsets.forClass("UISlider") == insets(0, 2, 1, 2))
        #expect(AlignmentInsets.forClass("UISegmentedControl") == insets(0, 0, 1, 0))
        #expect(AlignmentInsets.forClass("UILabel") == .zero)
        let layout = makeLayout(["view a", "H:[a]-16-|", "V:|-100-[a(31)]", "a.width == 49"])
        try layout.setViewClass("a", "UISwitch")
        #expect(layout.frame(of: "a") == rect(310, 100, 51, 31))
    }
}
