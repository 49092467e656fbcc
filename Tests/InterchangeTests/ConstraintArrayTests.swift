import AutoLayout
import Testing
@testable import Interchange

/// Constraint arrays as the debugger prints them, written for these tests: Objective-C's
/// `po` prints an NSArray as `<__NSArrayM 0x…>(`, one description a line ending in `,`,
/// and `)`; `constraintsAffectingLayoutForAxis:` returns an `__NSArrayI` (or
/// `__NSArrayI_Transfer`); an empty array is `<__NSArray0 0x…>()` on one line; Swift's `po`
/// prints `▿ N elements` and `  - i : <…>` per element; Xcode's "Print Description"
/// heads the output with `Printing description of NAME:`. None of the frame is a problem.
struct ConstraintArrayTests {
    @Test func objectiveCArraysImportWithoutNotes() {
        let text = """
        (lldb) po self.view.constraints
        <__NSArrayM 0x600000c4e0a0>(
        <NSLayoutConstraint:0x600002f1c0f0 UILabel:0x7fa1c0d0a100'Title'.leading == UIView:0x7fa1c0c0a200.leadingMargin   (active)>,
        <NSLayoutConstraint:0x600002f1c190 V:|-(20)-[UILabel:0x7fa1c0d0a100'Title']   (active, names: '|':UIView:0x7fa1c0c0a200 )>,
        <NSAutoresizingMaskLayoutConstraint:0x600002f1c1e0 h=--& v=--& UIImageView:0x7fa1c0d0c400.minX == 10   (active, names: '|':UIView:0x7fa1c0c0a200 )>
        )
        (lldb) po [self.label constraintsAffectingLayoutForAxis:1]
        <__NSArrayI_Transfer 0x600002440160>(
        <NSContentSizeLayoutConstraint:0x600002f1c280 UILabel:0x7fa1c0d0a100'Title'.height == 20.5 Hug:251 CompressionResistance:750   (active)>,
        <NSLayoutConstraint:0x600002f1c190 V:|-(20)-[UILabel:0x7fa1c0d0a100'Title']   (active, names: '|':UIView:0x7fa1c0c0a200 )>,
        <NSLayoutConstraint:0x60000010d7c0 'UIView-Encapsulated-Layout-Height' UIView:0x7fa1c0c0a200.height == 844   (active)>
        )
        (lldb) po self.button.constraints
        <__NSArray0 0x7fff80617ad0>()
        Printing description of self.stack.constraints:
        <__NSSingleObjectArrayI 0x600000c4e100>(
        <NSLayoutConstraint:0x600002f1c300 UIStackView:0x7fa1c0d0d500.width == 200   (active)>
        )
        (lldb)
        """
        let log = LogImport().parse(text)
        #expect(log.problems.isEmpty, "\(log.problems.map(\.message))")
        // The repeated V:|-(20)- is one constraint.
        #expect(log.constraints.count == 6)
        let layout = Layout()
        let report = LogImport().apply(log, to: layout)
        #expect(report.problems.isEmpty)
        #expect(layout.superview(of: "label_title") == "view_1")
        #expect(layout.frame(of: "label_title").y == 20)
    }

    @Test func swiftArraysImportWithoutNotes() {
        let text = """
        (lldb) po view.constraints
        ▿ 2 elements
          - 0 : <NSLayoutConstraint:0x600002f1c0f0 UILabel:0x7fa1c0d0a100'Title'.width == 120   (active)>
          - 1 : <NSLayoutConstraint:0x600002f1c190 UILabel:0x7fa1c0d0a100'Title'.top == UIView:0x7fa1c0c0a200.top + 8   (active)>
        """
        let log = LogImport().parse(text)
        #expect(log.problems.isEmpty, "\(log.problems.map(\.message))")
        #expect(log.constraints.count == 2)
    }

    @Test func whatIsNotAnArrayHeaderIsStillNoted() {
        for line in ["<__NSArrayM 0x600000c4e0a0>", "<__NSArrayM 0xzz>(", "▿ some elements"] {
            #expect(!DebuggerOutputLines.isFrame(line), "\(line)")
        }
        #expect(LogImport().parse("<__NSDictionaryM 0x600000c4e0a0>(").problems.count == 1)
    }
}
