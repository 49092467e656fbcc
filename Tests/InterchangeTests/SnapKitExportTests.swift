import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// `export snapkit` as SnapKit's users write it: constraints to root from the subview's
/// side, `.inset` from the superview's edges, SnapKit's priority names.
@Suite struct SnapKitExportTests {
    static func export(_ lines: [String]) -> String {
        CodeExporter(makeLayout(lines), options: ExportOptions(fragment: true)).export(.snapkit)
    }

    @Test func rootIsOnlyEverTheOtherSide() {
        let code = Self.export(["view x", "H:|-20-[x]-20-|", "V:|-20-[x]", "root.bottom >= x.bottom + 10"])
        #expect(!code.contains("view.snp.makeConstraints"))
        #expect(code.contains("x.snp.makeConstraints { make in"))
        #expect(code.contains("    make.leading.equalToSuperview().inset(20)\n"))
        #expect(code.contains("    make.trailing.equalToSuperview().inset(20)\n"))
        #expect(code.contains("    make.top.equalToSuperview().inset(20)\n"))
        // root.bottom >= x.bottom + 10 is x.bottom <= root.bottom - 10.
        #expect(code.contains("    make.bottom.lessThanOrEqualToSuperview().inset(10)\n"))
    }

    @Test func guidesMarginsAndOtherViews() {
        let code = Self.export(["view a b", "view c in a", "a.top == root.safeArea.top", "a.leading == root.leadingMargin",
                                "b.top == a.bottom + 8 @750", "b.width == 0.5 * a.width @300", "c.centerY == root.centerY",
                                "c.top == a.topMargin"])
        #expect(code.contains("make.top.equalTo(view.safeAreaLayoutGuide)\n"))
        #expect(code.contains("make.leading.equalTo(view.layoutMarginsGuide)\n"))
        // Optional constraints are kept, as in the Swift export, to change later.
        #expect(code.contains("c3Constraint = make.top.equalTo(a.snp.bottom).offset(8).priority(.high).constraint\n"))
        #expect(code.contains("c4Constraint = make.width.equalTo(a.snp.width).multipliedBy(0.5).priority(300).constraint\n"))
        // c's superview is a: root is named, a is its superview.
        #expect(code.contains("make.centerY.equalTo(view)\n"))
        #expect(code.contains("make.top.equalTo(a.layoutMarginsGuide)\n"))
    }

    /// A system spacing has no SnapKit call: its points, and a comment that says so.
    @Test func systemSpacingIsNamed() {
        let code = Self.export(["view a b", "b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)"])
        #expect(code.contains("make.leading.equalTo(a.snp.trailing).offset(16)  // UIKit's system spacing × 2; SnapKit has no call for it"))
    }
}
