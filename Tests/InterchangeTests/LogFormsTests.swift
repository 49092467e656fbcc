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

    /// Four ways a log reaches a reader after passing through a web page or an old system,
    /// each written here the way it was found: a Swift private class's mangled name with
    /// Markdown's `*` for its underscores, Mac OS X 10.7's space after the colon, Markdown's
    /// backslash escapes, and descriptions wrapped over lines inside code backticks. Each
    /// one lost the conflict (its lines were skipped).
    static let markdownMangledName = """
    (
        "<NSLayoutConstraint:0x600000a10010 *TtC5UIKitP33*0123456789ABCDEF0123456789ABCDEF13ButtonWrapper:0x7f0000001010.width == _UIButtonBarButton:0x7f0000001020.width   (active)>",
        "<NSLayoutConstraint:0x600000a10020 'IB_Leading_Leading' H:|-(8)-[_UIModernBarButton:0x7f0000001030]   (active, names: '|':_UIButtonBarButton:0x7f0000001020 )>",
        "<NSLayoutConstraint:0x600000a10030 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x7f0000001030]-(8)-|   (active, names: '|':_UIButtonBarButton:0x7f0000001020 )>",
        "<NSLayoutConstraint:0x600000a10040 'UIView-Encapsulated-Layout-Width' *TtC5UIKitP33*0123456789ABCDEF0123456789ABCDEF13ButtonWrapper:0x7f0000001010.width == 0   (active)>"
    )
    &nbsp;
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600000a10030 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x7f0000001030]-(8)-|   (active, names: '|':_UIButtonBarButton:0x7f0000001020 )>
    """

    static let spaceAfterColon = """
    Unable to simultaneously satisfy constraints:
    (
        "<NSLayoutConstraint: 0x400010010 H:[NSButton:0x400020010'Done']-(12)-|   (Names: '|':NSView:0x400020020 ) >",
        "<NSLayoutConstraint: 0x400010020 H:[NSButton:0x400020010'Done']-(30)-|   (Names: '|':NSView:0x400020020 ) >"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint: 0x400010010 H:[NSButton:0x400020010'Done']-(12)-|   (Names: '|':NSView:0x400020020 ) >
    """

    static let markdownEscapes = #"""
    > Unable to simultaneously satisfy constraints.
    > (
    > "<NSLayoutConstraint:0x600000b10010 V:|-(10)-\[UIImageView:0x7f0000002010\] (active, names: '|':UITableViewCellContentView:0x7f0000002020 )>",
    > "<NSLayoutConstraint:0x600000b10020 V:\[UIImageView:0x7f0000002010\]-(10)-| (active, names: '|':UITableViewCellContentView:0x7f0000002020 )>",
    > "<NSLayoutConstraint:0x600000b10030 UIImageView:0x7f0000002010.height == 0.5\*UITableViewCellContentView:0x7f0000002020.width (active)>",
    > "<NSLayoutConstraint:0x600000b10040 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f0000002020.height == 60 (active)>",
    > "<NSLayoutConstraint:0x600000b10050 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f0000002020.width == 320 (active)>"
    > )
    """#

    static let wrappedInBackticks = """
    `Unable to simultaneously satisfy constraints.`
    `(`
      `"<NSAutoresizingMaskLayoutConstraint:0x600000c10010
    h=--& v=--& H:[UISlider:0x7f0000003010(150)]>",`
      `"<NSLayoutConstraint:0x600000c10020 UISlider:0x7f0000003010.leading == UIView:0x7f0000003020.leading + 20>",`
      `"<NSLayoutConstraint:0x600000c10030 UISlider:0x7f0000003010.trailing
    == UIView:0x7f0000003020.trailing - 20>",`
      `"<NSLayoutConstraint:0x600000c10040 'UIView-Encapsulated-Layout-Width'
    H:[UIView:0x7f0000003020(320)]>"`
    `)`
    `Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600000c10030 UISlider:0x7f0000003010.trailing
    == UIView:0x7f0000003020.trailing - 20>`
    """

    /// A blog's copy with every line in Markdown bold, the list's parentheses too.
    static let boldLines = """
    **Unable to simultaneously satisfy constraints.**

    **(**

        **"<NSLayoutConstraint:0x600000d10010 UIView:0x7f0000004010.height == 60   (active)>",**

        **"<NSLayoutConstraint:0x600000d10020 V:|-(12)-[UIView:0x7f0000004010]   (active, names: '|':UITableViewCellContentView:0x7f0000004020 )>",**

        **"<NSLayoutConstraint:0x600000d10030 V:[UIView:0x7f0000004010]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f0000004020 )>",**

        **"<NSLayoutConstraint:0x600000d10040 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f0000004020.height == 90.5   (active)>"**

    **)**

    **Will attempt to recover by breaking constraint**

    **<NSLayoutConstraint:0x600000d10010 UIView:0x7f0000004010.height == 60   (active)>**
    """

    /// A private class's `_` that Markdown printed as `*` (`*UIKBCompatInputView`).
    static let markdownMangledPrivateName = """
    > (
    >     "<NSLayoutConstraint:0x600000e20010 'accessoryView.bottom' *UIRemoteKeyboardPlaceholderView:0x7f0000008010.bottom == *UIKBCompatInputView:0x7f0000008020.top   (active)>",
    >     "<NSLayoutConstraint:0x600000e20020 'assistantHeight' SystemInputAssistantView.height == 72   (active, names: SystemInputAssistantView:0x7f0000008030 )>",
    >     "<NSLayoutConstraint:0x600000e20030 'assistantView.bottom' SystemInputAssistantView.bottom == _UIKBCompatInputView:0x7f0000008020.top   (active, names: SystemInputAssistantView:0x7f0000008030 )>",
    >     "<NSLayoutConstraint:0x600000e20040 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0x7f0000008010]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0x7f0000008030 )>"
    > )
    >
    > Will attempt to recover by breaking constraint
    > <NSLayoutConstraint:0x600000e20020 'assistantHeight' SystemInputAssistantView.height == 72   (active, names: SystemInputAssistantView:0x7f0000008030 )>
    """

    /// A superview the names list binds by a class name the log cut short, with a space in
    /// it (`'|':UIKeyboardLayoutStar Prev...:0x…`): `|` is that view, not an unknown one.
    static let cutNameWithSpace = """
    (
        "<NSLayoutConstraint:0x600000e30010 V:|-(7)-[TUIKeyboardContentView:0x7f0000009010]   (active, names: '|':TUIKeyplaneView:0x7f0000009020 )>",
        "<NSLayoutConstraint:0x600000e30020 V:[TUIKeyboardContentView:0x7f0000009010]-(10)-|   (active, names: '|':TUIKeyplaneView:0x7f0000009020 )>",
        "<NSLayoutConstraint:0x600000e30030 V:|-(0)-[TUIKeyplaneView:0x7f0000009020]   (active, names: UIKeyboardLayoutStar Prev...:0x7f0000009030, '|':UIKeyboardLayoutStar Prev...:0x7f0000009030 )>",
        "<NSLayoutConstraint:0x600000e30040 V:[TUIKeyplaneView:0x7f0000009020]-(0)-|   (active, names: UIKeyboardLayoutStar Prev...:0x7f0000009030, '|':UIKeyboardLayoutStar Prev...:0x7f0000009030 )>",
        "<NSLayoutConstraint:0x600000e30050 UIKeyboardLayoutStar Prev....height == 250   (active, names: UIKeyboardLayoutStar Prev...:0x7f0000009030 )>",
        "<NSLayoutConstraint:0x600000e30060 'TUIKeyplane.height' TUIKeyboardContentView:0x7f0000009010.height == 216   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600000e30060 'TUIKeyplane.height' TUIKeyboardContentView:0x7f0000009010.height == 216   (active)>
    """

    @Test(arguments: [
        ("markdownMangledPrivateName", markdownMangledPrivateName, 4, "0x600000e20020"),
        ("cutNameWithSpace", cutNameWithSpace, 6, "0x600000e30060"),
        ("markdownMangledName", markdownMangledName, 4, "0x600000a10030"),
        ("boldLines", boldLines, 4, "0x600000d10010"),
        ("spaceAfterColon", spaceAfterColon, 2, "0x400010010"),
        ("markdownEscapes", markdownEscapes, 5, "0x600000b10030"),
        ("wrappedInBackticks", wrappedInBackticks, 4, "0x600000c10030"),
    ])
    func pastedFormsAreRead(form: String, text: String, count: Int, broken: String) throws {
        let parsed = LogImport().parse(text)
        #expect(parsed.problems.isEmpty, "\(form): \(parsed.problems.map(\.message))")
        #expect(parsed.constraints.count == count, "\(form)")
        let report = LogImport().apply(parsed, to: Layout())
        #expect(report.conflicts.count == 1, "\(form): \(report.lines.joined(separator: "\n"))")
        if form != "markdownEscapes" {
            #expect(parsed.blocks.first?.brokenKey == broken, "\(form)")
        }
    }

    /// The view a cut name with a space binds is `|`'s: the keyplane is its subview, so the
    /// conflict runs through its 250-point height, not through root's.
    @Test func aCutSuperviewNameWithASpaceIsTheSuperview() throws {
        let report = LogImport().importText(Self.cutNameWithSpace, into: Layout())
        let star = try #require(report.view(address: "0x7f0000009030")?.name)
        #expect(report.view(address: "0x7f0000009020")?.superview == star)
        #expect(report.view(address: "0x7f0000009030")?.item.className == "UIKeyboardLayoutStar Prev...")
    }

    /// The mangled name comes back with its underscores, and the view is named by the
    /// class's own last part.
    @Test func aMangledSwiftClassKeepsItsNameAndIsNamedByItsLastPart() throws {
        let parsed = LogImport().parse(Self.markdownMangledName)
        let constraint = try #require(parsed.constraints.first { $0.address == "0x600000a10010" })
        #expect(constraint.first.item?.className == "_TtC5UIKitP33_0123456789ABCDEF0123456789ABCDEF13ButtonWrapper")
        let report = LogImport().apply(parsed, to: Layout())
        #expect(report.view(address: "0x7f0000001010")?.name == "button_wrapper_1")
        #expect(ImportNaming.demangledClassName("_TtC7MyApp_13ProfileHeader") == "ProfileHeader")
        #expect(ImportNaming.demangledClassName("_UIButtonBarButton") == "_UIButtonBarButton")
        let privateName = LogImport().parse(Self.markdownMangledPrivateName).constraints.first?.first.item?.className
        #expect(privateName == "_UIRemoteKeyboardPlaceholderView")
    }

    /// A long class name or title is cut after a whole word, not inside one.
    @Test func longNamesAreCutAfterAWord() {
        #expect(ImportNaming.snakeCase("NavigationTransitionView") == "navigation_transition")
        #expect(ImportNaming.snakeCase("TableViewCellContentView") == "table_view_cell_content")
        #expect(ImportNaming.snakeCase("Please sign in to continue", limit: 12) == "please_sign")
        // With no word ending past half of the limit, the cut is at the limit.
        #expect(ImportNaming.snakeCase("Supercalifragilisticexpialidocious_a") == "supercalifragilisticexpi")
    }

    /// A list printed on one line, as a log copied into Markdown or a JSON string without
    /// its newlines shows it: `("<…>","<…>")`. Each description is read (the line was
    /// skipped whole, and the conflict lost).
    static let listOnOneLine = """
    Unable to simultaneously satisfy constraints.
    ("<NSLayoutConstraint:0x600000e20010 UIImageView:0x7f0000005010.height == 60 (active)>","<NSLayoutConstraint:0x600000e20020 V:|-(0)-[UIImageView:0x7f0000005010] (active, names: '|':UIView:0x7f0000005020 )>", "<NSLayoutConstraint:0x600000e20030 UIImageView:0x7f0000005010.bottom == UIView:0x7f0000005020.bottom (active)>","<NSLayoutConstraint:0x600000e20040 'UIView-Encapsulated-Layout-Height' UIView:0x7f0000005020.height == 44 (active)>")
    """

    @Test func aListPrintedOnOneLineIsReadEntryByEntry() throws {
        let parsed = LogImport().parse(Self.listOnOneLine)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.message))")
        #expect(parsed.constraints.map(\.address) == ["0x600000e20010", "0x600000e20020", "0x600000e20030", "0x600000e20040"])
        #expect(parsed.constraints.allSatisfy { $0.line == 2 })
        let report = LogImport().apply(parsed, to: Layout())
        #expect(report.conflicts.count == 1, "\(report.lines.joined(separator: "\n"))")
    }

    /// Swift's `print(view.constraints)` puts the array on one line, its entries unquoted:
    /// each is read, as in a list Apple prints.
    @Test func aSwiftArrayPrintedOnOneLineIsReadEntryByEntry() {
        let text = "Unable to simultaneously satisfy constraints.\n"
            + "[<NSLayoutConstraint:0x600000e30010 UILabel:0x7f0000006010.height == 40   (active)>, "
            + "<NSLayoutConstraint:0x600000e30020 V:|-(10)-[UILabel:0x7f0000006010]   (active, names: '|':UIView:0x7f0000006020 )>, "
            + "<NSLayoutConstraint:0x600000e30030 UILabel:0x7f0000006010.bottom == UIView:0x7f0000006020.bottom - 10   (active)>, "
            + "<NSLayoutConstraint:0x600000e30040 UIView:0x7f0000006020.height == 50   (active)>]"
        let parsed = LogImport().parse(text)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.message))")
        #expect(parsed.constraints.map(\.address) == ["0x600000e30010", "0x600000e30020", "0x600000e30030", "0x600000e30040"])
        let report = LogImport().apply(parsed, to: Layout())
        #expect(report.conflicts.count == 1, "\(report.lines.joined(separator: "\n"))")
    }

    /// A description cut short (no `>`) is not joined to the next description: both are
    /// read alone, the cut one reported where it is.
    @Test func aCutDescriptionIsNotJoinedToTheNext() {
        let text = """
        (
            "<NSLayoutConstraint:0x600000d10010 UIView:0x7f0000004010.width == 10
            "<NSLayoutConstraint:0x600000d10020 UIView:0x7f0000004010.width == 20>"
        )
        """
        let parsed = LogImport().parse(text)
        #expect(parsed.problems.map(\.line) == [2])
        #expect(parsed.constraints.map(\.address) == ["0x600000d10020"])
    }
}

