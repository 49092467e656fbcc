import Testing
@testable import AutoLayout
import LayoutTestSupport

/// `font NAME SIZE|STYLE`: San Francisco's metrics place a view's baselines
/// (docs/UIKIT-RULES.md, "Text in the system font: sizes and baselines"). 17 pt: ascender
/// 17 × 1950/2048 = 16.186523, line height 17 × 2444/2048 = 20.287109.
@Suite struct TextFontTests {
    private let ascender17 = 17 * 1950.0 / 2048
    private let line17 = 17 * 2444.0 / 2048

    private func bottom(_ layout: Layout, _ view: String) -> Double {
        let frame = layout.frame(of: view)
        return frame.y + frame.height
    }

    @Test func aLabelsBaselinesAreItsAscenderBelowItsTopAndDescenderAboveItsBottom() throws {
        // The label is 53 tall (two lines' room and more); the first baseline stays an
        // ascender below its top, not centred in the height.
        let layout = makeLayout(["view label other", "H:|-20-[label(200)]-[other(50)]",
                                 "label.top == root.top + 100", "label.height == 53",
                                 "other.lastBaseline == label.firstBaseline", "other.height == 20"])
        try layout.setFont("label", TextFont(size: 17))
        // other has no font: its last baseline is its bottom, at 100 + 16.186523.
        #expect(abs(bottom(layout, "other") - (100 + ascender17)) < 1e-6)
        #expect(abs((layout.why("label", .firstBaseline)?.value ?? 0) - (100 + ascender17)) < 1e-6)
        // UIKit measures a last baseline from the bottom edge: the descender above it,
        // wherever the text's last line falls (_baselineOffsetFromNearestEdgeForLayoutAttribute:).
        #expect(abs((layout.why("label", .lastBaseline)?.value ?? 0) - (153 - (line17 - ascender17))) < 1e-6)
    }

    @Test func aButtonCentresItsTextSoItsBaselineFollowsItsCentre() throws {
        let layout = makeLayout(["view go label", "go.top == root.top + 26", "go.height == 33",
                                 "H:|-20-[go(46)]-[label(40)]", "label.height == 21",
                                 "label.lastBaseline == go.lastBaseline"])
        try layout.setFont("go", TextFont(size: 17))
        try layout.setFont("label", TextFont(size: 17))
        // Both are labels so far: their last baselines are a descender above their
        // bottoms, so the bottoms line up.
        #expect(layout.frame(of: "label").y == 26 + 33 - 21)
        try layout.setViewClass("go", "UIButton")
        // A button's baseline: its centre (26 + 16.5) less half a line plus the ascender.
        let baseline = 26 + 16.5 - line17 / 2 + ascender17
        #expect(abs(layout.frame(of: "label").y - (baseline + (line17 - ascender17) - 21)) < 1e-6)
        try layout.setViewClass("go", nil)
        #expect(layout.frame(of: "label").y == 26 + 33 - 21)
    }

    @Test func aFixedBaselineAndAFontReplaceEachOther() throws {
        let layout = makeLayout(["view a b", "a.top == root.top", "a.height == 40", "b.height == 10",
                                 "b.bottom == a.lastBaseline"])
        #expect(layout.frame(of: "b").y == 30)
        try layout.setFont("a", TextFont(style: .largeTitle))
        #expect(abs(bottom(layout, "b") - (40 - 34 * 494.0 / 2048)) < 1e-6)
        try layout.setBaseline("a", offset: 12)
        #expect(layout.font(of: "a") == nil)
        #expect(layout.frame(of: "b").y == 2)
        try layout.setFont("a", TextFont(size: 20))
        #expect(layout.info(of: "a")?.baselineOffset == nil)
        try layout.setFont("a", nil)
        #expect(layout.frame(of: "b").y == 30)
        #expect(throws: Diagnostic.self) { try layout.setFont("a", TextFont(size: 0)) }
        #expect(throws: Diagnostic.self) { try layout.setFont("nobody", TextFont(size: 17)) }
    }

    @Test func textStylesHaveTheirDefaultSizesAndInterfaceBuildersNames() {
        let sizes = TextStyle.allCases.map { "\($0.rawValue) \(Int($0.pointSize))" }
        #expect(sizes == ["largeTitle 34", "title1 28", "title2 22", "title3 20", "headline 17", "body 17",
                          "callout 16", "subheadline 15", "footnote 13", "caption1 12", "caption2 11"])
        #expect(TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(TextStyle(interfaceBuilderName: "UICTFontTextStyleBody") == .body)
        #expect(TextStyle(interfaceBuilderName: "Body") == nil)
        // A line of 15-point system text is 17.900391 tall, as UIFont reports it.
        #expect(abs(TextFont(size: 15).lineHeight - 17.900390625) < 1e-6)
    }
}
