import Testing
@testable import AutoLayout
@testable import Interchange

/// Forms of real logs that were misread: one printed name for two views, and an
/// autoresizing constraint in visual format with its identifier after the mask.
@Suite struct LogFormsTests {
    /// Two labels whose class name the log truncated to the same text, told apart by the
    /// addresses the names list binds: the n-th use of the name is the n-th binding.
    static let twoLabelsOneName = """
    (
        "<NSLayoutConstraint:0x600000e10010 V:[TitleCellLabel...]-(7)-[TitleCellLabel...]   (active, names: TitleCellLabel...:0x7fa100a0c3d0, TitleCellLabel...:0x7fa100a0c9e0 )>",
        "<NSLayoutConstraint:0x600000e10020 TitleCellLabel....height == 20   (active, names: TitleCellLabel...:0x7fa100a0c3d0 )>"
    )
    """

    @Test func twoViewsWithOnePrintedNameAreTwoViews() throws {
        let layout = Layout()
        let report = LogImport().importText(Self.twoLabelsOneName, into: layout)
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(Set(report.views.compactMap(\.item.address)) == ["0x7fa100a0c3d0", "0x7fa100a0c9e0"])
        #expect(report.conflicts.isEmpty, "\(report.lines.joined(separator: "\n"))")
        let first = try #require(report.view(address: "0x7fa100a0c3d0")?.name)
        let second = try #require(report.view(address: "0x7fa100a0c9e0")?.name)
        #expect(first != second)
        // The gap runs from the first binding's bottom to the second's top.
        #expect(report.constraints.contains { $0.formula.hasSuffix("\(second).top == \(first).bottom + 7") },
                "\(report.constraints.map(\.formula))")
    }
}
