import Testing
@testable import AutoLayout
@testable import Interchange

/// Apple's output in forms a person pastes it in: copied from a web page's HTML, with views
/// printed by their class alone, and with a constraint whose description is `(null)`.
@Suite struct LogPrintedFormsTests {
    /// A log as a page's HTML source holds it: entities for `<`, `>` and `&`, `&emsp;`
    /// indents and `<br />` line ends. 50 tall between 30-point gaps in a 100-point view:
    /// a conflict, found only when the lines are read.
    static let pageSource = """
    Unable to simultaneously satisfy constraints.<br />
    (<br />
    &emsp;&emsp;"&lt;NSLayoutConstraint:0x600000a20010 V:|-(30)-[UIView:0x7f0000008010]   (Names: '|':UIView:0x7f0000008020 )&gt;",<br />
    &emsp;&emsp;"&lt;NSLayoutConstraint:0x600000a20020 V:[UIView:0x7f0000008010]-(30)-|   (Names: '|':UIView:0x7f0000008020 )&gt;",<br />
    &emsp;&emsp;"&lt;NSLayoutConstraint:0x600000a20030 V:[UIView:0x7f0000008010(50)]&gt;",<br />
    &nbsp;&nbsp;"&lt;NSAutoresizingMaskLayoutConstraint:0x600000a20040 h=--&amp; v=--&amp; V:[UIView:0x7f0000008020(100)]&gt;"<BR>
    )<br/>
    """

    @Test func aLogCopiedFromAPagesHTMLIsRead() throws {
        let parsed = LogImport().parse(Self.pageSource)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.message))")
        #expect(parsed.constraints.map(\.address) == ["0x600000a20010", "0x600000a20020", "0x600000a20030", "0x600000a20040"])
        let resizing = try #require(parsed.constraints.last)
        #expect(resizing.kind == .autoresizing(mask: "h=--& v=--&"))
        let report = LogImport().apply(parsed, to: Layout())
        #expect(report.conflicts.count == 1, "\(report.lines.joined(separator: "\n"))")
    }

    /// Decoding touches only what a page writes: numeric entities, and text with no entity
    /// (a raw `h=--& v=--&`, a description's own `<`) left as it is.
    @Test func pageTextDecodesEntitiesAndLineBreaksOnly() {
        #expect(PageText.decoded("&#60;A&#x3E; &quot;b&quot;<br>") == "<A> \"b\"")
        #expect(PageText.decoded("h=--& v=--& V:[UIView:0x1(5)]") == "h=--& v=--& V:[UIView:0x1(5)]")
        #expect(PageText.decoded("<NSLayoutConstraint:0x1 A &unknown; B>") == "<NSLayoutConstraint:0x1 A &unknown; B>")
        #expect(AppleLogParser.cleaned("&nbsp;") == "")
    }

    /// Views printed without addresses, in a visual format and in the names list: each
    /// printed name is one view, and the report says so. A 200-point image with 10 above
    /// and a label 10 below it, in a 180-point cell: a conflict.
    static let unaddressed = """
    (
        "<NSLayoutConstraint:0x600000b20010 V:|-(10)-[UIImageView]   (Names: '|':UITableViewCellContentView )>",
        "<NSLayoutConstraint:0x600000b20020 V:[UIImageView]-(10)-[UILabel]>",
        "<NSLayoutConstraint:0x600000b20030 V:[UILabel]-(0)-|   (Names: '|':UITableViewCellContentView )>",
        "<NSLayoutConstraint:0x600000b20040 V:[UIImageView(200)]>",
        "<NSAutoresizingMaskLayoutConstraint:0x600000b20050 h=--& v=--& V:[UITableViewCellContentView(180)]>"
    )
    """

    @Test func viewsWithoutAddressesAreOneViewPerPrintedName() throws {
        let parsed = LogImport().parse(Self.unaddressed)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.message))")
        #expect(parsed.items.map(\.text) == ["UIImageView", "UITableViewCellContentView", "UILabel"])
        #expect(parsed.items.allSatisfy { $0.unaddressed })
        let report = LogImport().apply(parsed, to: Layout())
        let image = try #require(report.views.first { $0.item.className == "UIImageView" })
        let cell = try #require(report.views.first { $0.item.className == "UITableViewCellContentView" })
        #expect(image.superview == cell.name && image.superviewFromLog)
        #expect(report.notes.contains("the log prints 'UIImageView', 'UITableViewCellContentView', 'UILabel' without addresses; "
                                      + "alsh takes each printed name for one view"), "\(report.notes)")
        #expect(report.conflicts.count == 1, "\(report.lines.joined(separator: "\n"))")
    }

    /// A class alone is a view only where an address would end: before `]`, `(` or the end.
    @Test func aClassFollowedByAnythingElseStillNeedsAnAddress() {
        let parsed = LogImport().parse("<NSLayoutConstraint:0x600000b20060 UIView.width == 10>")
        #expect(parsed.problems.count == 1)
        #expect(parsed.constraints.isEmpty)
    }

    /// `<Class: 0x…> (null) ((null), (null))`: the constraint printed no description.
    /// The line is skipped saying so, and the other lines are read.
    @Test func aNullDescriptionIsSkippedSayingSo() throws {
        let text = """
        (
            "<NSLayoutConstraint: 0x600000c20010> (null) ((null), (null))",
            "<NSLayoutConstraint: 0x600000c20020> H:[UIView:0x7f0000009010(80)] ((null), (null))",
            "<NSLayoutConstraint:0x600000c20030 (null)>"
        )
        """
        let parsed = LogImport().parse(text)
        #expect(parsed.constraints.map(\.address) == ["0x600000c20020"])
        #expect(parsed.problems.map(\.line) == [2, 4])
        #expect(parsed.problems.first?.message
                == "the log prints constraint 0x600000c20010 with no description ('(null)'): there is nothing in it to import")
    }
}
