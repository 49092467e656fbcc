import Testing
@testable import AutoLayout
@testable import Interchange

/// The set a conflict report names is minimal with every size's `>= 0` always present (as
/// in Apple's lists, which never name those), and no line of the report refutes it.
@Suite struct ConflictMinimalityTests {
    /// A scroll view pinned 20 from both sides of a view UIKit made 0 wide: the two edges
    /// and the width conflict because the scroll view cannot be narrower than nothing.
    static let squeezed = """
    (
        "<NSLayoutConstraint:0x600000a10010 H:|-(20)-[UIScrollView:0x7f0000001010]   (active, names: '|':UIView:0x7f0000002020 )>",
        "<NSLayoutConstraint:0x600000a10020 H:[UIScrollView:0x7f0000001010]-(20)-|   (active, names: '|':UIView:0x7f0000002020 )>",
        "<NSLayoutConstraint:0x600000a10030 'UIView-Encapsulated-Layout-Width' UIView:0x7f0000002020.width == 0   (active)>"
    )
    """

    @Test func aSizeNeverNegativeIsNotNamedAndEveryMemberFreesIt() throws {
        let report = LogImport().importText(Self.squeezed, into: Layout())
        let conflict = try #require(report.conflicts.first)
        #expect(Set(conflict.minimalSet) == ["scroll_view_1_leading", "view_1_trailing", "UIView_Encapsulated_Layout_Width"])
        for fix in conflict.fixes where fix.action == .remove {
            #expect(fix.impossible == nil, "\(fix.id)")
            #expect(fix.remainingConflicts.isEmpty, "\(fix.id)")
        }
        #expect(!report.lines.contains { $0.contains("nonNegative:") }, "\(report.lines.joined(separator: "\n"))")
    }

    /// A column of 8-point gaps alone overflows a 10-point cell: the labels' fixed heights
    /// play no part (a height of 0 would not help), so they are not named.
    static let overflowingColumn = """
    (
        "<NSLayoutConstraint:0x600000b10010 UILabel:0x7f0000003010.height == 20   (active)>",
        "<NSLayoutConstraint:0x600000b10020 UILabel:0x7f0000003020.height == 20   (active)>",
        "<NSLayoutConstraint:0x600000b10030 V:|-(8)-[UILabel:0x7f0000003010]   (active, names: '|':UITableViewCellContentView:0x7f0000004010 )>",
        "<NSLayoutConstraint:0x600000b10040 V:[UILabel:0x7f0000003010]-(8)-[UILabel:0x7f0000003020]   (active)>",
        "<NSLayoutConstraint:0x600000b10050 V:[UILabel:0x7f0000003020]-(8)-|   (active, names: '|':UITableViewCellContentView:0x7f0000004010 )>",
        "<NSLayoutConstraint:0x600000b10060 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f0000004010.height == 10   (active)>"
    )
    """

    @Test func fixedSizesThatPlayNoPartAreNotNamed() throws {
        let report = LogImport().importText(Self.overflowingColumn, into: Layout())
        let conflict = try #require(report.conflicts.first)
        #expect(Set(conflict.minimalSet) == ["label_1_top", "label_2_top", "table_view_cell_content_1_bottom",
                                             "UIView_Encapsulated_Layout_Height"], "\(conflict.minimalSet)")
    }

    /// Two fixed heights each overflow the cell alone: the conflict has two minimal sets.
    /// Removing the named height leaves the other set; the report says so rather than
    /// "still broken", which would read as the named set not being minimal.
    static let twoWays = """
    (
        "<NSLayoutConstraint:0x600000c10010 UIView:0x7f0000005010.height == 50   (active)>",
        "<NSLayoutConstraint:0x600000c10020 UIView:0x7f0000005020.height == 60   (active)>",
        "<NSLayoutConstraint:0x600000c10030 V:|-(0)-[UIView:0x7f0000005010]   (active, names: '|':UITableViewCellContentView:0x7f0000006010 )>",
        "<NSLayoutConstraint:0x600000c10040 V:[UIView:0x7f0000005010]-(0)-[UIView:0x7f0000005020]   (active)>",
        "<NSLayoutConstraint:0x600000c10050 V:[UIView:0x7f0000005020]-(0)-|   (active, names: '|':UITableViewCellContentView:0x7f0000006010 )>",
        "<NSLayoutConstraint:0x600000c10060 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f0000006010.height == 40   (active)>"
    )
    """

    @Test func noLineRefutesTheNamedSet() throws {
        let report = LogImport().importText(Self.twoWays, into: Layout())
        let conflict = try #require(report.conflicts.first)
        let heights = Set(conflict.minimalSet).intersection(["view_1_height", "view_2_height"])
        #expect(heights.count == 1, "\(conflict.minimalSet)")
        let lines = report.lines
        for member in conflict.minimalSet {
            let line = try #require(lines.first { $0.hasPrefix("  remove \(member):") })
            #expect(!line.contains("still broken: \(conflict.broken)"), "\(line)")
        }
        let named = try #require(heights.first)
        let other = named == "view_1_height" ? "view_2_height" : "view_1_height"
        let line = try #require(lines.first { $0.hasPrefix("  remove \(named):") })
        #expect(line.contains("\(conflict.broken) still cannot hold: it also conflicts with"), "\(line)")
        #expect(line.contains(other), "\(line)")
    }

    /// The same in a session: a fixed height that a `height >= 0` can stand in for is not
    /// named; a width that must be negative conflicts with nothing beyond itself.
    @Test func sessionSetsCountSizesAsAlwaysPresent() throws {
        let layout = Layout()
        try layout.declareView("s", in: Layout.rootName, frame: nil)
        try layout.declareView("a", in: "s", frame: nil)
        for line in ["a.height = 24", "a.top = s.top + 21", "s.bottom = a.bottom + 9", "s.height = 10"] {
            try layout.addConstraintLine(line)
        }
        let conflict = try #require(layout.analyze().conflicts.first)
        #expect(conflict.id == "c4")
        #expect(Set(conflict.conflictingWith) == ["c2", "c3"], "\(conflict.conflictingWith)")
        try layout.addConstraintLine("a.width = -16")
        let negative = try #require(layout.analyze().conflicts.first { $0.id == "c5" })
        #expect(negative.conflictingWith == [])
    }
}
