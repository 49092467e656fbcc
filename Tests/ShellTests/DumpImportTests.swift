import AutoLayout
import Foundation
import Testing
@testable import Shell

/// A constraint array, a trace and a description of one run, pasted one after another:
/// one picture, one misplaced view and the ambiguity UIKit saw, compared with alsh's.
struct DumpImportTests {
    static let constraints = """
    (lldb) po self.view.constraints
    <__NSArrayM 0x600000c4e0a0>(
    <NSLayoutConstraint:0x600002f1c0f0 UILabel:0x7fa1c0d0a100'Title'.leading == UIView:0x7fa1c0c0a200.leadingMargin   (active)>,
    <NSLayoutConstraint:0x600002f1c190 UIButton:0x7fa1c0d0b300'Go'.leading == UIView:0x7fa1c0c0a200.leading + 16   (active)>,
    <NSLayoutConstraint:0x600002f1c1e0 UIButton:0x7fa1c0d0b300'Go'.top == UIView:0x7fa1c0c0a200.top + 68.5   (active)>,
    <NSLayoutConstraint:0x600002f1c230 'UIView-Encapsulated-Layout-Width' UIView:0x7fa1c0c0a200.width == 375   (active)>,
    <NSLayoutConstraint:0x600002f1c240 'UIView-Encapsulated-Layout-Height' UIView:0x7fa1c0c0a200.height == 667   (active)>,
    <NSContentSizeLayoutConstraint:0x600002f1c280 UILabel:0x7fa1c0d0a100'Title'.width == 42 Hug:251 CompressionResistance:750   (active)>,
    <NSContentSizeLayoutConstraint:0x600002f1c2d0 UILabel:0x7fa1c0d0a100'Title'.height == 20.5 Hug:251 CompressionResistance:750   (active)>,
    <NSContentSizeLayoutConstraint:0x600002f1c320 UIButton:0x7fa1c0d0b300'Go'.width == 30 Hug:250 CompressionResistance:750   (active)>,
    <NSContentSizeLayoutConstraint:0x600002f1c370 UIButton:0x7fa1c0d0b300'Go'.height == 30 Hug:250 CompressionResistance:750   (active)>
    )
    """

    static let trace = """
    •UIWindow:0x7fa1c0e01000
    |   •UIView:0x7fa1c0c0a200
    |   |   *UILabel:0x7fa1c0d0a100'Title'- AMBIGUOUS LAYOUT for UILabel:0x7fa1c0d0a100'Title'.minY{id: 31}
    |   |   *UIButton:0x7fa1c0d0b300'Go'

    Legend:
    \t* - is laid out with auto layout
    \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
    \t• - layout engine host
    """

    static let description = """
    <UIWindow: 0x7fa1c0e01000; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c4e2c0>; layer = <UIWindowLayer: 0x600000c4e300>>
       | <UIView: 0x7fa1c0c0a200; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600000c4e340>>
       |    | <UILabel: 0x7fa1c0d0a100; frame = (16 40; 42 20.5); text = 'Title'; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000c4e380>>
       |    | <UIButton: 0x7fa1c0d0b300; frame = (16 68.5; 30 30); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x600000c4e3c0>>
       |    |    | <UIButtonLabel: 0x7fa1c0d0b600; frame = (7 6; 16 18); text = 'Go'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000c4e400>>
    """

    /// A view's description followed by its constraints, as a hook that prints both does:
    /// the views come from the descriptions, the constraints from the lines between them,
    /// joined by address, and no constraint line is reported as skipped.
    @Test func constraintsPastedAmongTheViewsAreImportedWithThem() {
        let text = """
        <UIView: 0x7fa1c0c0a500; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x600000c4e500>>
           | <UILabel: 0x7fa1c0d0a510; frame = (20 30; 100 40); text = 'Name'; layer = <_UILabelLayer: 0x600000c4e510>>
        [<NSLayoutConstraint:0x600002f1c510 UILabel:0x7fa1c0d0a510'Name'.height == 40   (active)>, <NSLayoutConstraint:0x600002f1c520 UILabel:0x7fa1c0d0a510'Name'.top == UIView:0x7fa1c0c0a500.top + 30   (active)>]
        """
        let script = "import\n\(text)\n\n"
        let (session, output) = runScript(script)
        #expect(session.layout.viewNames.contains("label_name"))
        #expect(!output.text.contains("skipped"), "\(output.text)")
        #expect(session.layout.constraints.count == 2, "\(output.text)")
        #expect(session.layout.frame(of: "label_name").height == 40)
    }

    /// A constraint line marked as a trace's views are (`*` before it) reads as the dump's
    /// constraint, once: its lines are a log, never taken for another dump.
    @Test func aConstraintLineMarkedLikeATraceLineIsReadOnce() {
        let text = """
        *UIView:0x7fa1c0c0a600
        *   "<NSLayoutConstraint:0x600002f1c610 UIView:0x7fa1c0c0a600.width == 20   (active)>"
        """
        let (session, output) = runScript("import\n\(text)\n\n")
        #expect(output.text.contains("_autolayoutTrace: 1 view"), "\(output.text)")
        #expect(session.layout.constraints.count == 1, "\(output.text)")
    }

    @Test func threePastesOfOneRunMakeOnePicture() {
        // Pasted at the prompt: `import`, the text, an empty line (two inside the trace,
        // whose own blank line comes before its legend).
        let script = "import\n\(Self.constraints)\n\nimport\n\(Self.trace)\n\n\nimport\n\(Self.description)\n\nframes\n"
        let (session, output) = runScript(script)
        #expect(session.layout.viewNames == ["view_1", "label_title", "button_go", "button_label_go"])
        // Each view once: the trace and the description found them by address.
        #expect(output.text.contains("label_title (0x7fa1c0d0a100): already in the session"))
        let misplaced = output.text.components(separatedBy: "\n").filter { $0.hasPrefix("misplaced:") }
        #expect(misplaced == ["misplaced: label_title: frame will be (8, 0, 42, 20.5), the run printed (16, 40, 42, 20.5)"])
        #expect(output.text.contains("ambiguous for UIKit and alsh: label_title (UIKit: y; alsh: y)"))
        // UIKit's own subview stays where the run put it.
        #expect(session.layout.frame(of: "button_label_go") == Rect(x: 7, y: 6, width: 16, height: 18))
        // Undo takes the description back whole.
        session.execute("undo")
        #expect(!session.layout.hasView("button_label_go"))
    }

    /// The session's picture in the run's own terms: each view by its address with its
    /// superview's, frame and whether it translates its mask; each constraint's text with
    /// its views written as addresses; the ambiguity; and what the evidence says.
    static func picture(_ session: Session) -> [String] {
        let layout = session.layout
        let names = [Layout.rootName] + layout.viewNames
        var refs: [String: String] = [:]
        for name in names { refs[name] = layout.ref(of: name) ?? name }
        let analysis = layout.analyze()
        var lines = names.map { name in
            let superview = layout.superview(of: name).map { refs[$0] ?? $0 } ?? "-"
            let ambiguous = analysis.ambiguousComponents(of: name).map(\.rawValue).joined(separator: "/")
            return "view \(refs[name]!) in \(superview) \(layout.frame(of: name))"
                + (layout.autoresizing(of: name) != nil ? " translating" : "") + (ambiguous.isEmpty ? "" : " ambiguous " + ambiguous)
        }
        let identifier = /[A-Za-z_][A-Za-z0-9_]*(?=\.)/
        lines += layout.constraints.map { constraint in
            "constraint " + constraint.text.replacing(identifier) { refs[String($0.output)] ?? String($0.output) }
        }
        lines += session.dumpEvidence.report(on: layout).map { $0.text(in: .en) }
        return lines.sorted()
    }

    @Test func theRunsPastesJoinInAnyOrder() {
        func paste(_ text: String) -> String { "import\n\(text)\n\n\n" }
        let orders = [[Self.constraints, Self.trace, Self.description],
                      [Self.description, Self.trace, Self.constraints],
                      [Self.trace, Self.description, Self.constraints],
                      [Self.description, Self.constraints, Self.trace]]
        let pictures = orders.map { order in Self.picture(runScript(order.map(paste).joined()).session) }
        for picture in pictures.dropFirst() { #expect(picture == pictures[0]) }
        // One misplaced view and the ambiguity UIKit saw, whichever came first.
        #expect(pictures[0].filter { $0.hasPrefix("misplaced:") }.count == 1)
        #expect(pictures[0].contains("ambiguous for UIKit and alsh: label_title (UIKit: y; alsh: y)"))
        // Each constraint once, each view once.
        #expect(pictures[0].filter { $0.hasPrefix("constraint ") }.count == 5)
        #expect(pictures[0].filter { $0.hasPrefix("view ") }.count == 5)
    }

    @Test func aLogAfterADumpKeepsTheDumpsNamesAndAddsNothingTwice() {
        let (session, output) = runScript("import\n\(Self.description)\n\nimport\n\(Self.constraints)\n\nimport\n\(Self.constraints)\n\n")
        #expect(session.layout.viewNames == ["view_1", "label_title", "button_1", "button_label_go"])
        #expect(output.text.contains("view label_title = UILabel:0x7fa1c0d0a100'Title' in view_1 (already in the session)"))
        #expect(output.text.contains("note: 'label_title', 'view_1', 'button_1' came with frames from a description"))
        #expect(output.text.contains("note: 5 constraints of the log are already in the session by their addresses and were not added again"))
        #expect(session.layout.constraints.count == 5)
        #expect(session.layout.autoresizing(of: "label_title") == nil)
        #expect(session.layout.autoresizing(of: "button_label_go") != nil)
        // The log's import is one step: undo gives the description's frames back.
        session.execute("undo")
        session.execute("undo")
        #expect(session.layout.autoresizing(of: "label_title") != nil)
        #expect(session.layout.constraints.isEmpty)
    }

    @Test func aViewTheLogPutInRootMovesToTheRunsSuperview() {
        // The log says nothing of the button's superview (its edges relate to the view
        // controller's view without a margin): alsh guessed root, the description moves it.
        let (session, output) = runScript("import\n\(Self.constraints)\n\nimport\n\(Self.description)\n\n")
        #expect(output.text.contains("button_go moved from root to view_1, where the run had it"))
        #expect(session.layout.superview(of: "button_go") == "view_1")
        #expect(session.layout.constraints.count == 5)
        session.execute("undo")
        #expect(session.layout.superview(of: "button_go") == "root")
    }

    @Test func aViewThatCannotMoveIsNotedWithBothSuperviews() {
        let (session, output) = runScript("""
        view box frame 1 2 3 4
        ref box 0x7fa1c0d0b300
        import
        \(Self.description)

        """)
        #expect(output.text.contains("note: the run had box in view_1, the session has it in root, and it stays there: 'box' cannot move: it translates its autoresizing mask"))
        #expect(session.layout.superview(of: "box") == "root")
    }

    @Test func hiddenViewsOfADescriptionAreHidden() {
        let description = """
        <UIWindow: 0x7fb0; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6000>>
           | <UIView: 0x7fb1; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6001>>
           |    | <UILabel: 0x7fb2; frame = (20 64; 335 20.5); text = 'Hello'; hidden = YES; layer = <_UILabelLayer: 0x6002>>
           |    | <UIView: 0x7fb3; frame = (20 100; 46 30); hidden; layer = <CALayer: 0x6003>>
           |    | <UIView: 0x7fb4; frame = (20 140; 46 30); layer = <CALayer: 0x6004>>
        """
        let (session, output) = runScript("import\n\(description)\n\nframes\nshow label_hello\n")
        #expect(session.layout.hiddenViewNames == ["label_hello", "view_2"])
        #expect(output.text.contains("label_hello (0x7fb2) in view_1 (hidden)"))
        #expect(output.text.contains("view_2 (0x7fb3) in view_1 (hidden)"))
        #expect(!output.text.contains("view_3 (0x7fb4) in view_1 (hidden)"))
        // `frames` and `show` say so; a hidden view keeps its place, as UIKit lays it out.
        #expect(output.text.contains("    label_hello  (20, 64, 335, 20.5)  (hidden)"))
        #expect(output.text.contains("label_hello: (20, 64, 335, 20.5) in view_1  ref 0x7fb2  (hidden)"))
        session.execute("undo")
        #expect(session.layout.hiddenViewNames.isEmpty)
    }

    @Test func aDescriptionOfAViewControllersViewJoinsTheTraceOfItsWindow() {
        // The description starts at the view controller's view, which the trace of the
        // whole window named first: it stays that view (not root) and takes its frame.
        let trace = """
        UIWindow:0x7fc94b735440
        |   UIViewControllerWrapperView:0x7fc94b48e3c0
        |   |   •UIView:0x7fc94b63c360
        |   |   |   *UILabel:0x7fc94b63c5a0'Label'
        """
        let description = """
        <UIView: 0x7fc94b63c360; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x7fc94b63c340>>
           | <UILabel: 0x7fc94b63c5a0; frame = (166.5 110; 42 20.5); text = 'Label'; layer = <_UILabelLayer: 0x7fc94b63c9d0>>
        """
        let (session, output) = runScript("import\n\(trace)\n\n\nimport\n\(description)\n\n")
        #expect(session.layout.viewNames == ["view_controller_wrapper_1", "view_1", "label_label"])
        #expect(session.layout.superview(of: "view_1") == "view_controller_wrapper_1")
        #expect(session.layout.frame(of: "view_1") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(!output.text.contains("moved"))
        #expect(output.text.contains("misplaced: label_label: frame will be (0, 0, 0, 0), the run printed (166.5, 110, 42, 20.5)"))
    }

    /// UIKit's own "View has an ambiguous layout" message traces the one view it found,
    /// with no window above it: that view comes in under root, with what UIKit named.
    @Test func uikitsAmbiguousLayoutMessageTracesAViewUnderRoot() {
        let message = """
        2018-02-08 23:37:39.171851-0500 App[303:26335] [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

        *UIVisualEffectView:0x125e848a0- AMBIGUOUS LAYOUT for UIVisualEffectView:0x125e848a0.Height{id: 35}

        Legend:
        \t* - is laid out with auto layout
        """
        let (session, output) = runScript("import\n\(message)\n\n\n")
        #expect(session.layout.viewNames == ["visual_effect_view_1"], "\(output.text)")
        #expect(session.layout.superview(of: "visual_effect_view_1") == "root")
        #expect(output.text.contains("ambiguous for UIKit and alsh: visual_effect_view_1 (UIKit: height; alsh: x, y, width, height)"),
                "\(output.text)")
    }

    /// The iOS 6–7 trace says `AMBIGUOUS LAYOUT` and not which parts: the report does not
    /// put parts in UIKit's mouth. Views with no `*` are laid out by hand: they stand at
    /// zero, not reported ambiguous, until a description of the same run places them.
    @Test func aLegacyTraceClaimsNoPartsAndLeavesHandLaidViewsUnambiguous() {
        let trace = """
        *<UIWindow:0x7269010>
        |   *<UIView:0x7267c70>
        |   |   *<UIView:0x7270420> - AMBIGUOUS LAYOUT
        |   <UITabBar:0x726d440>
        |   |   <UITabBarButton:0x726e880>
        """
        let description = """
        <UIWindow: 0x7269010; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x7269100>>
           | <UIView: 0x7267c70; frame = (0 0; 320 431); autoresize = W+H; layer = <CALayer: 0x7267d00>>
           |    | <UIView: 0x7270420; frame = (10 10; 50 50); layer = <CALayer: 0x7270500>>
           | <UITabBar: 0x726d440; frame = (0 431; 320 49); autoresize = W+TM; layer = <CALayer: 0x726d500>>
           |    | <UITabBarButton: 0x726e880; frame = (2 1; 76 48); opaque = NO; layer = <CALayer: 0x726e900>>
        """
        let (session, output) = runScript("import\n\(trace)\n\n")
        #expect(output.text.contains("ambiguous for UIKit and alsh: view_2 (UIKit did not say which parts; alsh: x, y, width, height)"),
                "\(output.text)")
        #expect(output.text.contains("note: 2 views the trace shows laid out by hand (no '*') stand at (0, 0, 0, 0)"), "\(output.text)")
        let analysis = session.layout.analyze()
        #expect(analysis.ambiguousComponents(of: "tab_bar_1").isEmpty)
        #expect(analysis.ambiguousComponents(of: "tab_bar_button_1").isEmpty)
        session.run(ScriptLineSource(text: "import\n\(description)\n\n"), origin: "test.al")
        #expect(session.layout.frame(of: "tab_bar_1") == Rect(x: 0, y: 431, width: 320, height: 49))
        #expect(session.layout.frame(of: "tab_bar_button_1") == Rect(x: 2, y: 1, width: 76, height: 48))
        // Either order, one picture.
        func paste(_ text: String) -> String { "import\n\(text)\n\n\n" }
        #expect(Self.picture(runScript(paste(trace) + paste(description)).session)
                == Self.picture(runScript(paste(description) + paste(trace)).session))
    }
}
