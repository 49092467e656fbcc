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

    /// `h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[…]-(0)-|`: the identifier follows
    /// the mask, and the constraint is read (it was skipped).
    static let encapsulatedTop = """
    (
        "<NSLayoutConstraint:0x600000f10010 V:[UICollectionView:0x7f0000007010(230)]>",
        "<NSLayoutConstraint:0x600000f10020 'UIView-Encapsulated-Layout-Height' V:[UIView:0x7f0000007020(200)]>",
        "<NSAutoresizingMaskLayoutConstraint:0x600000f10030 h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[UIView:0x7f0000007020]-(0)-| (Names: '|':UICollectionView:0x7f0000007010)>",
        "<NSLayoutConstraint:0x600000f10040 V:|-(0)-[UIView:0x7f0000007020]   (Names: '|':UICollectionView:0x7f0000007010 )>"
    )
    """

    @Test func autoresizingVisualFormatWithAnIdentifierIsRead() throws {
        let parsed = LogImport().parse(Self.encapsulatedTop)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.message))")
        let top = try #require(parsed.constraints.first { $0.address == "0x600000f10030" })
        #expect(top.identifier == "UIView-Encapsulated-Layout-Top")
        #expect(top.kind == .autoresizing(mask: "h=--- v=---"))
        let report = LogImport().apply(parsed, to: Layout())
        let constraint = try #require(report.constraints.first { $0.key == "0x600000f10030" })
        #expect(constraint.ids == ["UIView_Encapsulated_Layout_Top"])
        // 200 tall, pinned to both ends of a 230-tall collection view: a conflict, with the
        // autoresizing constraint in it.
        let conflict = try #require(report.conflicts.first)
        #expect(([conflict.broken] + conflict.minimalSet).contains("UIView_Encapsulated_Layout_Top"),
                "\(report.lines.joined(separator: "\n"))")
    }
}
