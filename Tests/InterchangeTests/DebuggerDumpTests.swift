import AutoLayout
import Testing
@testable import Interchange

/// Dumps written for these tests in each printed form. Where each form's details come
/// from: the modern trace's `|   ` levels, `•`/`*`/`+` marks, `- AMBIGUOUS LAYOUT for
/// Class:0x….minX{id: N}` list, `, MISSING HOST CONSTRAINTS` and `Legend:` block are what
/// UIKit's `_autolayoutTrace` prints since iOS 8 (its format string is `- AMBIGUOUS LAYOUT
/// for %@`); the iOS 6–7 form wraps each view as `<Class:0x…>` and says ` - AMBIGUOUS
/// LAYOUT` alone; recursiveDescription is `-[UIView description]` per view, `   | ` per level.
struct DebuggerDumpTests {
    @Test func modernTrace() {
        let text = """
        (lldb) po [[UIWindow keyWindow] _autolayoutTrace]

        •UIWindow:0x7f9481c93360
        |   •UIView:0x7f9481c9d680, MISSING HOST CONSTRAINTS
        |   |   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT for UIView:0x7f9481c9d990.minX{id: 13}, UIView:0x7f9481c9d990.minY{id: 16}
        |   |   |   *UILabel:0x7f9481c9da00'It's late'- AMBIGUOUS LAYOUT for UILabel:0x7f9481c9da00'It's late'.Width{id: 20}
        |   |   *_UILayoutGuide:0x7f9481c9e160- AMBIGUOUS LAYOUT for _UILayoutGuide:0x7f9481c9e160.minY{id: 17}
        |   |   +UIImageView:0x7f9481c9e500
        |   |   |   |   *UIButton:0x7f9481c9e600

        Legend:
        \t* - is laid out with auto layout
        \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
        \t• - layout engine host
        """
        #expect(DebuggerDumpReader.looksLikeDump(text))
        let dump = DebuggerDumpReader.read(text)
        #expect(dump.form == .trace)
        #expect(dump.views.map(\.className) == ["UIWindow", "UIView", "UIView", "UILabel", "_UILayoutGuide", "UIImageView"])
        #expect(dump.views.map(\.parent) == [nil, 0, 1, 2, 1, 1])
        #expect(dump.views[1].missingHostConstraints)
        #expect(dump.views[2].ambiguous == [.x, .y])
        #expect(dump.views[3].title == "It's late")
        #expect(dump.views[3].ambiguous == [.width])
        #expect(dump.views[5].mark == "+")
        #expect(dump.views[5].ambiguous == nil)
        // The line two levels too deep is noted, the rest kept; the prompt is passed over.
        #expect(dump.problems.map(\.line) == [9])
    }

    /// A book's narrow column wraps the mark onto the next line, with or without the bars.
    @Test func aWrappedAmbiguityMarkJoinsItsView() {
        let dump = DebuggerDumpReader.read("""
        UIWindow:0x7fc5a1e3dae0
        |   •UIView:0x7fc5a3b23f70
        |   |   *UILabel:0x7fc5a3b21be0'E-mail address'-
          AMBIGUOUS LAYOUT for UILabel:0x7fc5a3b21be0'E-mail address'.Width{id: 26}
        |   |   *UILabel:0x7fc5a3b24240'Password' - AMBIGUOUS LAYOUT
        |   |     for UILabel:0x7fc5a3b24240.minX{id: 31}, UILabel:0x7fc5a3b24240.Width{id: 34}
        |   |   *UIImageView:0x7fc5a3b24750
        """)
        #expect(dump.problems.isEmpty, "\(dump.problems.map(\.message))")
        #expect(dump.views.map(\.title) == [nil, nil, "E-mail address", "Password", nil])
        #expect(dump.views[2].ambiguous == [.width])
        #expect(dump.views[3].ambiguous == [.x, .width])
        #expect(dump.views[4].line == 7 && dump.views[4].parent == 1)
    }

    /// Cycript prints a dump as a JavaScript string (`\\u2022`, `\\t`) and lists labels'
    /// sublayers; a navigation bar describes itself by its title; a command may be written
    /// down without its prompt; a stack's spacer is UIKit's, like a guide.
    @Test func cycriptAndOtherPrintedForms() {
        let trace = DebuggerDumpReader.read(#"""
         [UIWindow keyWindow] _autolayoutTrace]
        WAWindow:0x104b04f30
        |   \u2022UIView:0x104bc2870
        |   |   *UILabel:0x106954e10'Welcome'
        |   |   *<_UILayoutSpacer: 0x600000ab4960 - "UISV-alignment-spanner", layoutFrame = {{0, 0}, {374, 0}}>
        |   Dynamic Stack View:0x7fadc940fa10

        Legend:
        \t* - is laid out with auto layout
        \t\u2022 - layout engine host`
        """#)
        #expect(trace.problems.isEmpty, "\(trace.problems.map(\.message))")
        #expect(trace.views.map(\.className) == ["WAWindow", "UIView", "UILabel", "_UILayoutSpacer", "Dynamic Stack View"])
        #expect(trace.views[1].mark == "•" && trace.views[3].isLayoutGuide)
        let description = DebuggerDumpReader.read("""
        <UIView: 0x104bc2870; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x2828ac600>>
           | <UILabel: 0x106954e10; frame = (24 403.5; 327 33.5); text = 'Welcome'; layer = <_UILabelLayer: 0x280b74230>>
           |    | <_UILabelContentLayer: 0x282865200> (layer)
        """)
        #expect(description.problems.isEmpty && description.views.count == 2)
    }

    @Test func legacyTrace() {
        let text = """
        *<UIWindow:0x8d5a3a0>
        |   *<UIView:0x8d61e40>
        |   |   *<UIButton:0x8d5c5f0> - AMBIGUOUS LAYOUT
        |   |   |   <UIButtonLabel:0x8d5cc70>
        """
        let dump = DebuggerDumpReader.read(text)
        #expect(dump.form == .legacyTrace)
        #expect(dump.views.count == 4)
        #expect(dump.views[2].ambiguous == [])
        #expect(dump.views[3].parent == 2)
    }

    @Test func recursiveDescription() {
        let text = """
        2024-03-01 10:00:00.123456+0100 Demo[123:4567] <UIWindow: 0x7fb0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
           | <UIView: 0x7fb1; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6001>>
           |    | <UILabel: 0x7fb2; frame = (20 64; 335 20.5); text = 'Hello; world'; hidden = YES; autoresize = RM+BM; layer = <_UILabelLayer: 0x6002>>
           |    | <UIButton: 0x7fb3; frame = (20 100; 46 30); opaque = NO; layer = <CALayer: 0x6003>>
           |    | <UIButton: 0x7fb3; frame = (20 100; 46 30); opaque = NO; layer = <CALayer: 0x6003>>
           |    | <UIView: 0x7fb4; frame = (0 0; 10
           |    | <UITextField: 0x7fb5; frame = (8 141; 304 30); text = ''; clipsToBounds = YES; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x6004>; layer = <CALayer: 0x6005
        """
        let dump = DebuggerDumpReader.read(text)
        #expect(dump.form == .recursiveDescription)
        #expect(dump.views.map(\.className) == ["UIWindow", "UIView", "UILabel", "UIButton", "UITextField"])
        #expect(dump.views[0].frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(dump.views[2].title == "Hello; world")
        #expect(dump.views[2].hidden)
        #expect(dump.views[2].autoresize == "RM+BM")
        #expect(dump.views[2].parent == 1)
        // A wrapped line still gives its frame; a repeated address and a cut frame are noted.
        #expect(dump.views[4].frame == Rect(x: 8, y: 141, width: 304, height: 30))
        #expect(dump.problems.map(\.line) == [5, 6])
    }

    @Test func aDescriptionWithoutBarsNestsByIndentation() {
        // iPhone OS 3 printed recursiveDescription indented by spaces alone.
        let text = """
        <UIWebView: 0x4411; frame = (0 0; 320 480); layer = <CALayer: 0x4412>>
            <UIScroller: 0x4421; frame = (0 0; 320 480); autoresize = H; layer = <CALayer: 0x4422>>
                <UIImageView: 0x4431; frame = (0 0; 54 54); alpha = 0; layer = <CALayer: 0x4432>>
                <UIImageView: 0x4441; frame = (0 0; 54 54); alpha = 0; layer = <CALayer: 0x4442>>
            <UIView: 0x4451; frame = (0 0; 320 20); layer = <CALayer: 0x4452>>
        """
        let dump = DebuggerDumpReader.read(text)
        #expect(dump.form == .recursiveDescription)
        #expect(dump.views.map(\.parent) == [nil, 0, 1, 1, 0])
        #expect(dump.problems.isEmpty)
    }

    @Test func aConflictLogIsNotADump() {
        #expect(!DebuggerDumpReader.looksLikeDump("""
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        "<NSLayoutConstraint:0x600 UILabel:0x7f1.width == 420   (active)>"
        """))
        #expect(!DebuggerDumpReader.looksLikeDump("<NSLayoutConstraint:0x600 UILabel:0x7f1.width == 420   (active)>"))
    }

    @Test func planJoinsViewsByAddress() throws {
        let layout = Layout()
        try layout.declareView("title", in: "root", frame: nil)
        try layout.setRef("title", "0x7fb2")
        let dump = DebuggerDumpReader.read("""
        <UIView: 0x7fb1; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer: 0x6001>>
           | <UILabel: 0x7fb2; frame = (20 64; 280 20.5); text = 'Hello'; layer = <_UILabelLayer: 0x6002>>
           |    | <UIView: 0x7fb6; frame = (1 2; 3 4); autoresize = W+H; layer = <CALayer: 0x6007>>
        """)
        let plan = DebuggerImport.plan(dump, layout: layout)
        #expect(plan.views.map(\.name) == ["root", "title", "view_1"])
        #expect(plan.views[1].joined)
        // No paste shows 'title' laid out by Auto Layout: it takes the printed frame.
        #expect(plan.lines == ["ref root 0x7fb1", "autoresizing title on", "frame title 20 64 280 20.5",
                               "view view_1 in title frame 1 2 3 4 mask flexibleWidth flexibleHeight", "ref view_1 0x7fb6"])
        // A constraint naming it, or a trace's '*', leaves it to Auto Layout.
        try layout.addConstraintLine("title.width == 100")
        #expect(!DebuggerImport.plan(dump, layout: layout).lines.contains { $0.hasPrefix("frame title") })
        try layout.remove("c1")
        #expect(!DebuggerImport.plan(dump, layout: layout, traced: ["title"]).lines.contains { $0.hasPrefix("frame title") })
    }

    /// The note on left-out guides names the dump, whichever form it is: a
    /// recursiveDescription is not a trace.
    @Test func leftOutGuidesAreNamedByTheDump() {
        let dump = DebuggerDumpReader.read("""
        <UIView: 0x7fb1; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer: 0x6001>>
           | <_UILayoutGuide: 0x7fb7; frame = (0 0; 0 20); hidden = YES; layer = <CALayer: 0x6008>>
        """)
        let notes = DebuggerImport.plan(dump, layout: Layout()).noteMessages.map { $0.text(in: .en) }
        #expect(notes == ["1 layout guide of the dump is left out: UIKit makes it"])
    }
}
