import AutoLayout
import Foundation
import Testing
@testable import Interchange
@testable import Shell

/// What UIKit's own classes bring to a layout, typed in the shell and imported from
/// documents written for these tests in Interface Builder's format (Transcripts/include/):
/// each stored frame is what UIKit gives, worked out in the document's comments.
struct IBUIKitModelTests {
    /// Imports a scene and checks every view against its stored frame.
    static func expectStoredFrames(_ file: String, _ scene: String?, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (session: Session, output: CapturingOutput, plan: IBImport) {
        let imported = try IBImportTests.importScene(file, scene)
        #expect(imported.output.errors.isEmpty, "\(imported.output.text)", sourceLocation: sourceLocation)
        for view in imported.plan.views where view.storedFrame != nil {
            #expect(imported.session.layout.frame(of: view.name) == view.storedFrame, "\(view.name)", sourceLocation: sourceLocation)
        }
        return imported
    }

    @Test func aSwitchAlignsItsAlignmentRect() {
        let (session, output) = runScript("""
        root 375x667
        view label sw
        class sw UISwitch
        intrinsic sw 49 31
        intrinsic label 73 21
        sw.trailing = root.trailing - 16
        sw.top = root.top + 100
        sw.leading = label.trailing + 6
        label.centerY = sw.centerY
        """)
        #expect(!session.failed, "\(output.text)")
        // The alignment rect (49 wide) ends at 359; the frame is 2 wider on the right.
        #expect(session.layout.alignmentInsets(of: "sw") == AlignmentInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(session.layout.frame(of: "sw") == Rect(x: 310, y: 100, width: 51, height: 31))
        #expect(session.layout.frame(of: "label") == Rect(x: 231, y: 105, width: 73, height: 21))
        // Insets set with `inset` win over the class's; `class sw none` leaves them; a
        // plain view's frame is its alignment rect; `undo` takes a class's insets back.
        let (edited, editOutput) = runScript("""
        root 375x667
        view sw
        H:|-20-[sw(49)]
        V:|-100-[sw(31)]
        class sw UISwitch
        inset sw 0 0 0 4
        class sw none
        expect sw.frame == 20 100 53 31
        inset sw 0
        class sw UISlider
        expect sw.frame == 18 100 53 32
        undo
        expect sw.frame == 20 100 49 31
        """)
        #expect(!edited.failed, "\(editOutput.text)")
    }

    @Test func importedControlsTakeTheirInsets() throws {
        let (session, _, plan) = try Self.expectStoredFrames("controls.storyboard", "Switch")
        let lines = plan.lines.map(\.text)
        // An imported control's intrinsic size is its stored frame less its insets.
        #expect(lines.contains("intrinsic toggle 49 31"))
        #expect(lines.contains("intrinsic volume 335 30"))
        #expect(session.layout.frame(of: "toggle") == Rect(x: 310, y: 100, width: 51, height: 31))
    }

    @Test func aStackAlignsAlignmentRects() throws {
        let (session, _, plan) = try Self.expectStoredFrames("controls.storyboard", "Segments")
        #expect(plan.lines.map(\.text).contains("intrinsic picker 121 34"))
        // The 34-tall box and the control's 34-tall alignment rect: the stack is 34 tall.
        #expect(session.layout.frame(of: "row") == Rect(x: 16, y: 100, width: 221, height: 34))
        #expect(session.layout.frame(of: "picker") == Rect(x: 100, y: 0, width: 121, height: 35))
    }
}
