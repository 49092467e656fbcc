import Testing
@testable import AutoLayout

/// Built-in guides and NSLayoutAnchor names in formulas (SPEC §8, Swift spellings).
@Suite struct GuideSyntaxTests {
    @Test(arguments: [
        ("label.top = root.safeArea.top + 8", "label.top == root.safeArea.top + 8"),
        ("label.topAnchor = root.safeAreaLayoutGuide.topAnchor", "label.top == root.safeArea.top"),
        ("a.leading = b.superview.layoutMarginsGuide.leading", "a.leading == b.superview.margins.leading"),
        ("a.width <= root.readableContentGuide.widthAnchor", "a.width <= root.readableContent.width"),
        ("a.centerXAnchor == b.margins.centerX", "a.centerX == b.margins.centerX"),
        ("a.firstBaselineAnchor == b.lastBaselineAnchor", "a.firstBaseline == b.lastBaseline"),
        ("a.leftAnchor = b.rightAnchor + 8", "a.left == b.right + 8"),
    ])
    func readsGuidesAndAnchors(line: String, expected: String) throws {
        #expect(try formula(line) == expected)
    }

    @Test func aGuideEndsTheItem() throws {
        let syntax = try ConstraintParser.parseFormula("a.top = b.superview.safeArea.top", context: parserTestContext)
        let item = try #require(syntax.rhs.terms.first).attribute.item
        #expect(item.name == "b" && item.superviewHops == 1 && item.guide == .safeArea)
        #expect(item.range == 8..<28)
    }

    @Test func refusesWhatAGuideDoesNotHave() throws {
        let error = try #require(formulaError("a.top = root.safeArea.topMargin"))
        #expect(error.message == "layout guide 'root.safeArea' has no 'topMargin'")
        #expect(error.range == 22..<31)
        let baseline = try #require(formulaError("a.firstBaseline = b.margins.firstBaseline"))
        #expect(baseline.message == "layout guide 'b.margins' has no 'firstBaseline'")
        // Margins have no anchors in UIKit, and a guide has no superview.
        #expect(formulaError("a.topMarginAnchor = b.top")?.message == "unknown attribute 'topMarginAnchor'")
        #expect(formulaError("a.top = b.safeArea.superview.top")?.message == "unknown attribute 'superview'")
    }

    @Test func suggestsTheSwiftSpellings() throws {
        let error = try #require(formulaError("a.top = b.safeAreaLayoutGuid.top"))
        #expect(error.hint == "did you mean 'safeAreaLayoutGuide'?")
        let anchor = try #require(formulaError("a.topAnchr = b.top"))
        #expect(anchor.hint == "did you mean 'topAnchor'?")
    }
}
