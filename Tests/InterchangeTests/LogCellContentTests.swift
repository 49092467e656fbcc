import Testing
@testable import AutoLayout
@testable import Interchange

/// A table cell's content view that a log names without its superview: a table keeps its
/// cells clear of the bars, so its margins take nothing of root's safe area
/// (docs/UIKIT-RULES.md, "A list places its cells").
@Suite struct LogCellContentTests {
    /// A box pinned to the content view's top and bottom margins in a 100-point cell:
    /// 8 + 84 + 8 fits exactly; 85 does not.
    static func log(boxHeight: Int) -> String {
        """
        (
            "<NSLayoutConstraint:0x600000d30010 UITableViewCellContentView:0x7f000000a010.topMargin == UIView:0x7f000000a020.top   (active)>",
            "<NSLayoutConstraint:0x600000d30020 UITableViewCellContentView:0x7f000000a010.bottomMargin == UIView:0x7f000000a020.bottom   (active)>",
            "<NSLayoutConstraint:0x600000d30030 UIView:0x7f000000a020.height >= \(boxHeight)   (active)>",
            "<NSLayoutConstraint:0x600000d30040 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f000000a010.height == 100   (active)>"
        )
        """
    }

    @Test func aContentViewsMarginsIgnoreRootsSafeArea() throws {
        let layout = Layout()
        try layout.setSafeArea(Margins(top: 20, left: 0, bottom: 0, right: 0))
        let report = LogImport().importText(Self.log(boxHeight: 84), into: layout)
        #expect(report.conflicts.isEmpty, "\(report.lines.joined(separator: "\n"))")
        let cell = try #require(report.view(address: "0x7f000000a010")?.name)
        #expect(report.script.contains("margins \(cell) fromsafearea off"), "\(report.script)")
        #expect(report.notes.contains { $0.hasPrefix("'\(cell)' is a table cell's content view") }, "\(report.notes)")
    }

    /// Without a margin in any constraint there is nothing to say, and nothing is written.
    @Test func aContentViewWithoutMarginConstraintsGetsNoNote() throws {
        let text = """
        (
            "<NSLayoutConstraint:0x600000d30050 UIView:0x7f000000a020.top == UITableViewCellContentView:0x7f000000a010.top + 8   (active)>",
            "<NSLayoutConstraint:0x600000d30060 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f000000a010.height == 100   (active)>"
        )
        """
        let report = LogImport().importText(text, into: Layout())
        #expect(!report.script.contains { $0.contains("fromsafearea") }, "\(report.script)")
        #expect(!report.notes.contains { $0.contains("table cell's content view") }, "\(report.notes)")
    }

    @Test func aBoxTallerThanTheMarginsLeaveConflicts() throws {
        let layout = Layout()
        try layout.setSafeArea(Margins(top: 20, left: 0, bottom: 0, right: 0))
        let report = LogImport().importText(Self.log(boxHeight: 85), into: layout)
        #expect(report.conflicts.count == 1, "\(report.lines.joined(separator: "\n"))")
    }
}
