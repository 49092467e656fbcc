import Testing
@testable import Shell
@testable import AutoLayout

/// A constraint on a stack view's baseline uses the baseline of the arranged view the
/// stack vends (`-[UIStackView viewForFirstBaselineLayout]`, `_baselineViewForFirst:`):
/// docs/UIKIT-RULES.md, "A stack view's baselines are an arranged view's".
struct StackBaselineTests {
    private static let ascender14 = 14 * 1950.0 / 2048
    private static let line14 = 14 * 2444.0 / 2048

    private static func y(_ session: Session, _ view: String) -> Double { session.layout.frame(of: view).y }

    /// Interface Builder's form of a title over a text field, with an icon set by the
    /// stack's last baseline: the field's (centred) baseline, not the stack's bottom.
    @Test func aVerticalStacksLastBaselineIsItsLastVisibleViews() {
        let (session, output) = runScript("""
        root 375x667
        stack col axis vertical views title field
        intrinsic title 100 20
        intrinsic field 100 30
        font field 14
        class field UITextField
        col.top = root.top + 100
        col.leading = root.leading + 60
        view icon
        icon.leading = root.leading + 16
        icon.width = 32
        icon.height = 32
        col.lastBaseline = icon.firstBaseline + 21
        """)
        #expect(output.errors.isEmpty)
        // The field is 120 to 150: its baseline 135 - half a line + the ascender.
        let baseline = 135 - Self.line14 / 2 + Self.ascender14
        #expect(abs(Self.y(session, "icon") - (baseline - 21)) < 1e-6)
        let expected = String(format: "%.6f", baseline)
        let checked = more(session, "expect col.lastBaseline == \(expected)")
        #expect(checked.errors.isEmpty)
        // Hidden, the field vends nothing: the title (no font: its bottom edge) does.
        let hidden = more(session, "hide field")
        #expect(hidden.errors.isEmpty)
        #expect(abs(Self.y(session, "icon") - (120 - 21)) < 1e-6)
    }

    /// A horizontal stack aligned to the top vends its tallest view for its last baseline
    /// (greatest intrinsic height) and its first visible view for its first.
    @Test func aTopAlignedRowVendsItsTallestViewForItsLastBaseline() {
        let (session, output) = runScript("""
        root 375x667
        stack row axis horizontal alignment top views a b
        intrinsic a 50 20
        intrinsic b 50 40
        baseline a 15
        baseline b 30
        row.top = root.top + 100
        row.leading = root.leading
        view first last
        first.bottom = row.firstBaseline
        last.bottom = row.lastBaseline
        first.height = 10
        last.height = 10
        H:|[first(10)]-[last(10)]
        """)
        #expect(output.errors.isEmpty)
        #expect(abs(Self.y(session, "first") - (100 + 15 - 10)) < 1e-6)
        #expect(abs(Self.y(session, "last") - (100 + 30 - 10)) < 1e-6)
        // a grows taller than b: it is now the tallest.
        let grown = more(session, "intrinsic a 50 60")
        #expect(grown.errors.isEmpty)
        #expect(abs(Self.y(session, "last") - (100 + 15 - 10)) < 1e-6)
    }

    /// A baseline-relative column measures its gaps from the baselines its rows vend: a
    /// top-aligned row's last baseline is its tallest view's, the next row's first its
    /// first view's. When the tallest changes, or is hidden, the column follows.
    @Test func aColumnsGapsRunBetweenTheBaselinesItsRowsVend() {
        let (session, output) = runScript("""
        root 375x667
        stack r1 axis horizontal alignment top spacing 8 views a b
        stack r2 axis horizontal alignment top spacing 8 views c d
        stack col axis vertical spacing 29 baseline on views r1 r2
        intrinsic a 50 20
        intrinsic b 50 40
        intrinsic c 50 20
        intrinsic d 50 20
        baseline a 15
        baseline b 30
        baseline c 15
        baseline d 15
        col.top = root.top + 100
        col.leading = root.leading
        """)
        #expect(output.errors.isEmpty)
        // r2's first baseline (c's, 15 down) is 29 below r1's last (b's, 30 down).
        #expect(abs(Self.y(session, "r2") - (30 + 29 - 15)) < 1e-6)
        #expect(session.layout.constraint("UISV-spacing:col.r1-r2")?.text == "r2.firstBaseline == r1.lastBaseline + 29")
        // b shorter than a: a is the tallest, its baseline 15 down.
        #expect(more(session, "intrinsic b 50 10").errors.isEmpty)
        #expect(abs(Self.y(session, "r2") - 29) < 1e-6)
        // a hidden: b is the only view r1 has to vend.
        #expect(more(session, "hide a").errors.isEmpty)
        #expect(abs(Self.y(session, "r2") - (30 + 29 - 15)) < 1e-6)
    }

    private func more(_ session: Session, _ script: String) -> CapturingOutput {
        let output = CapturingOutput()
        session.output = output
        session.run(ScriptLineSource(text: script), origin: "test.al")
        return output
    }
}
