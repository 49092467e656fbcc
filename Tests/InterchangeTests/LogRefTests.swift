import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// Refs (where an imported view or constraint came from) and the description forms met in
/// real logs, read piece by piece.
@Suite struct LogRefTests {
    static func importCase(_ prefix: String) -> (Layout, ImportReport) {
        let layout = Layout()
        let text = LogCorpus.cases.first { $0.name.hasPrefix(prefix) }?.text ?? ""
        return (layout, LogImport().importText(text, into: layout))
    }

    @Test func importedViewsAndConstraintsKeepTheLogsAddress() {
        let (layout, report) = Self.importCase("quoted with")
        #expect(layout.ref(of: "label_name") == "0x7fa0c1d0a100")
        #expect(layout.ref(of: "view_1") == "0x7fa0c1d09e40")
        #expect(layout.ref(of: "label_name_width") == "0x600002a04b40")
        #expect(layout.ref(of: "UIView_Encapsulated_Layout_Width") == "0x600002a04c30")
        #expect(layout.ref(of: "nonesuch") == nil)
        // The script that replays the import (undo, save) sets the same refs.
        #expect(report.script.contains("ref label_name 0x7fa0c1d0a100"))
        #expect(report.script.contains("ref label_name_width 0x600002a04b40"))
        // The report shows the address beside each member of the minimal set.
        #expect(report.lines.contains { $0.contains("minimal set: ") && $0.contains("label_name_width (0x600002a04b40)") })
    }

    @Test func masonryKeysAreNotRefs() {
        let (layout, report) = Self.importCase("Masonry keys")
        #expect(report.views.map(\.name) == ["container", "title_label"])
        #expect(layout.ref(of: "container") == nil && layout.ref(of: "TitleHeight") == nil)
        // The NSAutoresizingMaskLayoutConstraint has a real address.
        #expect(layout.ref(of: "container_autoresizing_height") == "0x7f8c2a51e3f0")
    }

    @Test func setRefRefusesBadRefsAndUnknownNamesAndChangesNothing() throws {
        let layout = Layout()
        try layout.declareView("a", in: "root", frame: nil)
        try layout.addConstraintLine("w: a.width == 10")
        try layout.setRef("a", "0x1")
        try layout.setRef("w", "ib-Xy3-4k")
        for bad in ["", "two words", "tab\there", String(repeating: "x", count: 201)] {
            #expect(throws: Diagnostic.self) { try layout.setRef("a", bad) }
        }
        #expect(throws: Diagnostic.self) { try layout.setRef("b", "0x2") }
        #expect(layout.ref(of: "a") == "0x1" && layout.ref(of: "w") == "ib-Xy3-4k")
        try layout.setRef("a", nil)
        #expect(layout.ref(of: "a") == nil)
    }

    @Test func aVFLSpacingGivesTheSiblingItsSuperview() {
        let (_, report) = Self.importCase("views joined by a VFL spacing")
        let superviews = Dictionary(uniqueKeysWithValues: report.views.map { ($0.name, $0.superview) })
        #expect(superviews["image_view_1"] == "table_view_cell_content_1")
        #expect(superviews["label_title"] == "table_view_cell_content_1")
        #expect(!report.notes.contains { $0.contains("label_title") })
    }

    @Test func autoresizingConstraintsPlaceTheViewInItsSuperview() {
        let (layout, _) = Self.importCase("autoresizing midX against the superview's midX")
        #expect(layout.superview(of: "composer_view_1") == "input_host_view_1")
        #expect(layout.constraints.first { $0.id == "composer_view_1_autoresizing_midX" }?.text
                == "composer_view_1.centerX == input_host_view_1.centerX + 187.5")
    }

    static func parse(_ text: String) throws -> LogConstraint {
        try LogDescriptionParser.parse(text, line: 1)
    }

    @Test func realFormsReadAsTheyMean() throws {
        #expect(try Self.parse("UIView:0x1.width == - 16").constant == -16)
        let minY = try Self.parse("<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0x1.minY == - 0.333333   (active, names: '|':UIView:0x3 )>")
        #expect(minY.constant == -0.333333 && minY.second?.item?.address == "0x3" && minY.second?.attribute == .top)
        let after = try Self.parse("UIImageView:0x1.width == UIImageView:0x1.height * 0.384615")
        #expect(after.multiplier == 0.384615 && after.second?.attribute == .height)
        let dotted = try Self.parse("<NSLayoutConstraint:0x2 AddressToolbar.lockIcon.width == 24   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>")
        #expect(dotted.first.item?.name == "AddressToolbar.lockIcon" && dotted.first.item?.address == "0x106c2b2e0")
        let vfl = try Self.parse("<NSLayoutConstraint:0x2 V:[one]-(28)-[two]   (Names: two:0x608000145960, one:NSButton:0x6080001453e0 )>")
        #expect(vfl.first.item?.address == "0x608000145960" && vfl.second?.item?.className == "NSButton")
        #expect(vfl.constant == 28 && vfl.second?.item?.name == "one")
        let masonry = try Self.parse("<MASLayoutConstraint:ConflictingConstraint[0] UILabel:messageLabel.top == MASExampleDebuggingView:superview.top + 1>")
        #expect(masonry.identifier == "ConflictingConstraint[0]" && masonry.address == nil)
        #expect(masonry.first.item?.name == "messageLabel" && masonry.second?.item?.name == "superview")
        let attached = try Self.parse("<MASLayoutConstraint:0x1 UILabel:self.statusLabel.top == UIView:0x2.top + 15>")
        #expect(attached.first.item?.name == "self.statusLabel" && attached.first.attribute == .top && attached.constant == 15)
        let midX = try Self.parse("<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=--& A:0x1.midX == B:0x3.midX + 187.5>")
        #expect(midX.first.attribute == .centerX && midX.second?.attribute == .centerX && midX.constant == 187.5)
        let width = try Self.parse("<NSAutoresizingMaskLayoutConstraint:0x2 h=&-- v=--& A:0x1.midX == B:0x3.width-29>")
        #expect(width.second?.attribute == .right && width.multiplier == 1 && width.constant == -29)
        // Two flexible parts share a change in proportion (iOS 17 logs `0.500507*S.width`):
        // kept as a size term, which the planner writes with S's edges.
        let share = try Self.parse("A:0x1.midX == B:0x3.width * 0.3")
        #expect(share.second?.attribute == .width && share.multiplier == 0.3)
        #expect(throws: LogParseFailure.self) { try Self.parse("A:0x1.top == B:0x3.minY") }
    }

    @Test func anyLinePrefixIsSkipped() {
        let line = "<NSLayoutConstraint:0x2 UIView:0x1.width == 10   (active)>"
        for prefix in ["> ", "> > ", "\t\t", "2025-01-02 10:11:12.1+0100 App[1:2] ", "<Warning>: \"", "//   ", "( \""] {
            let log = LogImport().parse(prefix + line + "\",")
            #expect(log.problems.isEmpty, "\(prefix)")
            #expect(log.constraints.first?.address == "0x2", "\(prefix)")
        }
    }
}
