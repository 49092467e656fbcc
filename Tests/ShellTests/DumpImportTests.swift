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
}
