import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// How the UIKit model's features (alignment insets, right-to-left, autoresizing masks)
/// come out in exported code and in from conflict logs.
@Suite struct ModelFeatureFormatTests {
    private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> AlignmentInsets {
        AlignmentInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A 320x568 root holding `box`, which translates its mask.
    private func phone(_ frame: Rect, _ mask: AutoresizingMask) throws -> Layout {
        let layout = Layout()
        try layout.setRootSize(width: 320, height: 568)
        try layout.declareView("box", in: "root", frame: frame, mask: mask)
        return layout
    }

    @Test func exportNotesInsetsAndDirection() throws {
        let layout = makeLayout(["view toggle", "H:|-[toggle]"])
        try layout.setAlignmentInsets("toggle", insets(1, 2, 3, 4))
        layout.setDirection(.rightToLeft)
        let code = CodeExporter(layout).export(.swift)
        #expect(code.contains("// toggle: alignmentRectInsets 1 2 3 4 (top left bottom right"))
        #expect(code.contains("// laid out right-to-left"))
        #expect(!CodeExporter(makeLayout(["view a"])).export(.swift).contains("alignmentRectInsets"))
    }

    @Test func exportSetsTheMask() throws {
        let layout = try phone(rect(0, 0, 320, 44), [.flexibleWidth, .flexibleBottomMargin])
        #expect(CodeExporter(layout).swiftLines().contains("box.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]"))
        #expect(CodeExporter(layout).objcLines().contains(
            "self.box.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleBottomMargin;"))
    }

    @Test func importReadsTheProportionalForm() throws {
        // iOS 17 logs a mask with both margins flexible as minX == m * superview.width + c.
        let log = """
        (
            "<NSAutoresizingMaskLayoutConstraint:0x600003e0de00 h=&-& v=&-& UIView:0x13db08780.minX == 0.500507*UIView:0x13d908cf0.width - 32.0324   (active)>",
            "<NSLayoutConstraint:0x600003e0d950 'UIView-Encapsulated-Layout-Width' UIView:0x13d908cf0.width == 393   (active)>"
        )
        """
        let parsed = AppleLogParser.parse(log)
        #expect(parsed.problems.isEmpty)
        let minX = try #require(parsed.constraints.first)
        #expect(minX.kind == .autoresizing(mask: "h=&-& v=&-&") && minX.measuresFromOrigin)
        #expect(minX.multiplier == 0.500507 && minX.second?.attribute == .width)
    }

    @Test func logLinesMarkedLTRAreLeftAndRight() throws {
        // Apple marks visual-format descriptions of left/right constraints with (LTR)
        // (the safe area's 'UIViewSafeAreaLayoutGuide-left'); leading ones carry no mark.
        let left = try LogDescriptionParser.parse(
            "<NSLayoutConstraint:0x600000b7e0a0 'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[UIView:0x7fe8d0c0b9b0](LTR)   (active, names: '|':UIView:0x7fe8d0c0b9a0 )>",
            line: 1)
        #expect(left.first.attribute == .left && left.second?.attribute == .left)
        let right = try LogDescriptionParser.parse(
            "<NSLayoutConstraint:0x600000b7e0f0 H:[UIView:0x7fe8d0c0b9b0]-(16)-|(LTR)   (active, names: '|':UIView:0x7fe8d0c0b9a0 )>",
            line: 1)
        #expect(right.first.attribute == .right && right.second?.attribute == .right)
        #expect(right.appleDescription.contains("-(16)-|(LTR)"))
        let leading = try LogDescriptionParser.parse(
            "<NSLayoutConstraint:0x600003f0c1e0 H:|-(20)-[UIView:0x7fe8d0c0b9b0]   (active, names: '|':UIView:0x7fe8d0c0b9a0 )>",
            line: 1)
        #expect(leading.first.attribute == .leading)
    }
}
