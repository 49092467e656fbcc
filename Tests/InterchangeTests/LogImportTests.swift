import Cassowary
import Foundation
import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// Apple's conflict logs into a layout: the corpus with its minimal sets, every
/// description form parsed and written back, and the report's candidate fixes.
@Suite struct LogImportTests {
    // MARK: corpus

    @Test(arguments: LogCorpus.cases)
    func corpusFindsTheMinimalSets(_ log: LogCase) {
        let parsed = LogImport().parse(log.text)
        #expect(parsed.problems.map(\.line) == log.problemLines, "\(parsed.problems)")
        let layout = Layout()
        let report = LogImport().apply(parsed, to: layout)
        let sets = report.conflicts.map { Set($0.minimalSet) }
        #expect(sets == log.minimalSets, "\(report.lines.joined(separator: "\n"))")
        if !log.appleBroke.isEmpty {
            #expect(report.appleBroke == log.appleBroke)
        }
        // Apple's broken constraint goes in last, so alsh breaks the same one.
        if let broken = report.appleBroke.first ?? nil, !(log.minimalSets.first?.isEmpty ?? true),
           log.minimalSets.first?.contains(broken) == true {
            #expect(report.conflicts.first?.broken == broken)
        }
    }

    /// The same logs with Windows line ends (pasted through a Windows machine or a web
    /// page) read line for line as they do with Unix ones.
    @Test(arguments: LogCorpus.cases)
    func windowsLineEndsReadTheSame(_ log: LogCase) {
        let unix = LogImport().parse(log.text)
        let windows = LogImport().parse(log.text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(windows.problems.map(\.line) == unix.problems.map(\.line))
        let sets = { (parsed: ParsedLog) in LogImport().apply(parsed, to: Layout()).conflicts.map { Set($0.minimalSet) } }
        #expect(sets(windows) == sets(unix))
        #expect(sets(windows) == log.minimalSets)
    }

    @Test func corpusHasFortyDistinctBlocks() {
        let blocks = LogCorpus.cases.reduce(0) { $0 + max(1, LogImport().parse($1.text).blocks.count) }
        #expect(blocks >= 40)
        #expect(Set(LogCorpus.cases.map(\.name)).count == LogCorpus.cases.count)
        #expect(Set(LogCorpus.cases.map(\.text)).count == LogCorpus.cases.count)
    }

    /// Replaying the recorded script gives the same constraints and conflicts.
    @Test(arguments: LogCorpus.cases)
    func scriptReplaysTheImport(_ log: LogCase) throws {
        let layout = Layout()
        let report = LogImport().importText(log.text, into: layout)
        let replayed = Layout()
        for line in report.script { try Self.replay(line, into: replayed) }
        #expect(replayed.constraints.map(\.text) == layout.constraints.map(\.text))
        #expect(replayed.analyze().conflicts.map(\.id) == layout.analyze().conflicts.map(\.id))
    }

    /// The shell lines an import records, as the shell runs them.
    static func replay(_ line: String, into layout: Layout) throws(Diagnostic) {
        let words = line.split(separator: " ").map(String.init)
        switch words.first {
        case "hug" where words.count == 4:
            try layout.setHugging(words[1], words[2] == "h" ? .horizontal : .vertical, Double(words[3]) ?? 0)
        case "resist" where words.count == 4:
            try layout.setResistance(words[1], words[2] == "h" ? .horizontal : .vertical, Double(words[3]) ?? 0)
        case "deactivate" where words.count == 2:
            try layout.deactivate(words[1])
        case "ref" where words.count == 3:
            try layout.setRef(words[1], words[2])
        case "margins" where words.count == 4 && words[2] == "fromsafearea":
            try layout.setMarginsFromSafeArea(words[1], words[3] == "on")
        default:
            try apply(line, to: layout)
        }
    }

    // MARK: the report

    @Test func viewsAreNamedReadablyAndKeepTheirAddresses() {
        let report = LogImport().importText(LogCorpus.cases[0].text, into: Layout())
        #expect(report.views.map(\.name) == ["label_title", "view_1"])
        #expect(report.view(address: "0x7fb5c8d0e4f0")?.name == "label_title")
        #expect(report.view(address: "0x7FB5C8C0B2A0")?.item.className == "UIView")
        #expect(report.constraint(id: "label_title_width")?.key == "0x600003f0c0a0")
        #expect(report.describe("label_title_width_2") == "label_title_width_2 (0x600003f0c1e0, line 8)")
        #expect(report.notes.contains { $0.contains("subviews of root") })
    }

    @Test func fixesShowFramesAndAmbiguityWithoutTouchingTheSession() throws {
        let layout = Layout()
        let report = LogImport().importText(LogCorpus.cases[0].text, into: layout)
        let before = layout.constraints.map(\.text)
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.views == ["label_title", "view_1"])
        let removeFixed = try #require(conflict.fixes.first { $0.id == "label_title_width_2" && $0.action == .remove })
        #expect(removeFixed.frames["label_title"]?.width == 158)
        #expect(removeFixed.remainingConflicts.isEmpty)
        let lowerScale = try #require(conflict.fixes.first { $0.id == "label_title_width" && $0.action == .lowerTo999 })
        #expect(lowerScale.frames["label_title"]?.width == 200)
        #expect(lowerScale.unsatisfied["label_title_width"] == 42)
        let removeScreen = try #require(conflict.fixes.first { $0.id == "UIView_Encapsulated_Layout_Width" && $0.action == .remove })
        #expect(removeScreen.frames["view_1"]?.width == 480)
        #expect(layout.constraints.map(\.text) == before)
        #expect(layout.analyze().conflicts.map(\.id) == ["label_title_width_2"])
    }

    @Test func removingAnEdgeMakesAmbiguity() throws {
        let text = """
        UIView:0x7f0000000a10.leading == UIView:0x7f0000000b20.leading + 10
        UIView:0x7f0000000a10.width == 100
        UIView:0x7f0000000a10.width == 120
        """
        let report = LogImport().importText(text, into: Layout())
        let conflict = try #require(report.conflicts.first)
        #expect(Set(conflict.minimalSet) == ["view_1_width", "view_1_width_2"])
        let fix = try #require(conflict.fixes.first { $0.id == "view_1_width" && $0.action == .remove })
        #expect(fix.newAmbiguity.isEmpty)
        #expect(fix.frames["view_1"]?.width == 120)
    }

    /// A width that must be negative is listed alone, as Apple lists it: the set is the
    /// broken constraint, the report says why in words, and no line offers to change a
    /// rule it does not name.
    @Test func negativeWidthIsASetOfOne() throws {
        let report = LogImport().importText("UIView:0x7f0000000a10.width == - 16", into: Layout())
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.minimalSet == ["view_1_width"])
        #expect(conflict.reason?.text(in: .en) == "it would make view_1.width -16, and Apple's engine never lets a size be negative")
        #expect(!conflict.fixes.contains { $0.id.hasPrefix("nonNegative:") })
        let lines = report.lines
        let head = try #require(lines.firstIndex { $0.hasPrefix("conflict: ") })
        #expect(lines[head].hasSuffix("minimal set: view_1_width"))
        #expect(lines[head + 1] == "  it would make view_1.width -16, and Apple's engine never lets a size be negative")
        #expect(!lines.contains { $0.contains("nonNegative") || $0.contains("cannot change") })
    }

    /// A rule the layout makes cannot be removed or lowered, whatever names it.
    @Test func layoutOwnConstraintsCannotBeFixed() {
        #expect(ConflictExplainer.whyFixed("nonNegative:a.width", imported: false)?.text(in: .en).contains("negative") == true)
        #expect(ConflictExplainer.whyFixed("root:width", imported: false) != nil)
        #expect(ConflictExplainer.whyFixed("a_width", imported: true) == nil)
    }

    @Test func guidesGetInferredEdgesAndSaySo() {
        let layout = Layout()
        let report = LogImport().importText(LogCorpus.cases.first { $0.name.hasPrefix("margins guide the log") }?.text ?? "", into: layout)
        let inferred = report.constraints.filter { $0.key == nil }.flatMap(\.ids)
        #expect(inferred == ["margins_guide_inferred_leading", "margins_guide_inferred_top",
                             "margins_guide_inferred_trailing", "margins_guide_inferred_bottom"])
        #expect(layout.constraints.first { $0.id == "margins_guide_inferred_trailing" }?.text
                == "margins_guide.trailing == root.trailing - 8 @998")
        #expect(report.notes.contains { $0.contains("'margins_guide'") && $0.contains("inset 8") })
    }

    @Test func importedNamesAvoidTheSessionsNames() throws {
        let layout = Layout()
        try layout.declareView("label_title", in: "root", frame: nil)
        try layout.addConstraintLine("UIView_Encapsulated_Layout_Width: label_title.height == 1")
        let report = LogImport().importText(LogCorpus.cases[0].text, into: layout)
        #expect(report.views.map(\.name) == ["label_title_2", "view_1"])
        #expect(report.constraints.flatMap(\.ids).contains("UIView_Encapsulated_Layout_Width_2"))
        #expect(report.problems.isEmpty)
    }

    @Test func unreadableLinesAreReportedNotDropped() {
        let text = """
        UIView:0x7f01.width == 10
        this is not a constraint
        UIView:0x7f01.width == 
        UIView:0x7f01.centerX == 4
        UIView:0x7f01.width == 20
        """
        let log = LogImport().parse(text)
        #expect(log.problems.map(\.line) == [2, 3, 4])
        #expect(log.constraints.count == 2)
        let report = LogImport().apply(log, to: Layout())
        #expect(report.lines.contains { $0.hasPrefix("skipped line 2:") })
        #expect(report.conflicts.count == 1)
    }

    @Test func nothingCrashesOnGarbage() {
        let samples = ["<", "<NSLayoutConstraint:", "<NSLayoutConstraint:0x>", "\"<NSLayoutConstraint:0x1 H:[>\",",
                       "H:", "V:|", "H:[UIView:0x1(", "UIView:0x1'", "UIView:0x1'a'.width == 1e999",
                       "UIView:0x1.width == 5 @0", "UIView:0x1.width == 5 @2000", "h=--& v=--&",
                       "(active, names: '|':", "UIView:0x1.width == NSSpace(", String(repeating: "(", count: 500) + "active)"]
        for sample in samples {
            let log = LogImport().parse(sample)
            _ = LogImport().apply(log, to: Layout())
        }
    }

    @Test func pasteEndsAtABlankLineOutsideABlock() {
        var paste = LogPaste()
        let first = paste.add("UIView:0x1.width == 10")
        let blank = paste.add("")
        #expect(!first && blank)
        var block = LogPaste()
        let lines = LogCorpus.iOS(["<NSLayoutConstraint:0x2 UIView:0x1.width == 10>"], breaking: 0)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var endedEarly: [String] = []
        for line in lines where block.add(line) { endedEarly.append(line) }
        #expect(endedEarly.isEmpty)
        let ended = block.add("")
        #expect(ended)
        #expect(block.text == lines.joined(separator: "\n"))
    }
}

/// Every description form Apple prints: parsed, written back, parsed again, same constraint.
@Suite struct LogDescriptionRoundTripTests {
    static let forms = [
        "<NSLayoutConstraint:0x600003f0c0a0 UILabel:0x7fb5c8d0e4f0'Title'.width == 0.4*UIView:0x7fb5c8c0b2a0.width + 8   (active)>",
        "<NSLayoutConstraint:0x600003f0c0f0 UILabel:0x7fb5c8d0e4f0'Title'.height == 24   (active)>",
        "<NSLayoutConstraint:0x600003f0c140 UIView:0x7fb5c8c0b2a0.height >= 100   (active)>",
        "<NSLayoutConstraint:0x600003f0c190 UIView:0x7fb5c8c0b2a0.width <= 0.5*UIView:0x7fb5c8c0b4d0.width - 10   (active)>",
        "<NSLayoutConstraint:0x600003f0c1e0 H:|-(20)-[UILabel:0x7fb5c8d0e4f0'Title']   (active, names: '|':UIView:0x7fb5c8c0b2a0 )>",
        "<NSLayoutConstraint:0x600003f0c230 H:[UILabel:0x7fb5c8d0e4f0'Title']-(20)-|   (active, names: '|':UIView:0x7fb5c8c0b2a0 )>",
        "<NSLayoutConstraint:0x600003f0c280 V:[UIButton:0x7fb5c8d0f010'OK'(44)]   (active)>",
        "<NSLayoutConstraint:0x600003f0c2d0 H:[UILabel:0x7fb5c8d0e4f0'Title']-(NSSpace(8))-[UIButton:0x7fb5c8d0f010'OK']   (active)>",
        "<NSLayoutConstraint:0x600003f0c320 V:[UILabel:0x7fb5c8d0e4f0'Title']-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x7fb5c8d0f010'OK']   (active)>",
        "<_UISystemBaselineConstraint:0x600003f0c370 UIView:0x7fb5c8c0b4d0.bottom <= UILayoutGuide:0x600002d9c0e0'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
        "<NSLayoutConstraint:0x600003f0c3c0 H:|-(0)-[UIView:0x7fb5c8c0b4d0]   (active, names: '|':UIView:0x7fb5c8c0b2a0 )>",
        "<NSLayoutConstraint:0x600003f0c410 'my-id' UIView:0x7fb5c8c0b4d0.width == 64   (active)>",
        "<NSLayoutConstraint:0x600003f0c460 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x6000005b0b60'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7fb5c8c0b2a0 )>",
        "<NSLayoutConstraint:0x600003f0c4b0 UILabel:0x7fb5c8d0e4f0'Title'.width == 100 @750   (active)>",
        "<NSLayoutConstraint:0x7f9b3a61c2e0 H:[UILabel:0x7f9b3a61a8b0'Hi'(258@251)]>",
        "<NSAutoresizingMaskLayoutConstraint:0x600003f0c500 h=--& v=--& UIView:0x7fb5c8c0b4d0.minX == 0   (active, names: '|':UIWindow:0x7fb5c8c05e10 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x600003f0c550 h=-&- v=&-- UIView:0x7fb5c8c0b4d0.width == 320   (active)>",
        "<NSContentSizeLayoutConstraint:0x600003f0c5a0 UILabel:0x7fb5c8d0e4f0'Title'.width == 48 Hug:250 CompressionResistance:750   (active)>",
        "<NSContentSizeLayoutConstraint:0x7fe5a2e1c6b0 V:[UIButton:0x7fe5a2e19b40'Go'(46)] Hug:1000 CompressionResistance:750>",
        "<NSLayoutConstraint:0x600003f0c5f0 'UIView-Encapsulated-Layout-Width' UIView:0x7fb5c8c0b2a0.width == 375   (active)>",
        "<NSLayoutConstraint:0x600003f0c640 'UIView-Encapsulated-Layout-Height' V:[UIView:0x7fb5c8c0b2a0(667)]>",
        "<NSLayoutConstraint:0x600003f0c690 UILabel:0x7fb5c8d0e4f0'Title'.leading == UILayoutGuide:0x6000005b0b60'UIViewLayoutMarginsGuide'.leading   (active)>",
        "<NSLayoutConstraint:0x600003f0c6e0 UIView:0x7fb5c8c0b2a0.trailingMargin == UIButton:0x7fb5c8d0f010'OK'.trailing   (active)>",
        "<NSLayoutConstraint:0x600003f0c730 UILabel:0x7fb5c8d0e4f0'Title'.firstBaseline == UILabel:0x7fb5c8d0e720'Sub'.lastBaseline + 20   (active)>",
        "<NSLayoutConstraint:0x600003f0c780 UILabel:0x7fb5c8d0e4f0'Title'.baseline == UIButton:0x7fb5c8d0f010'OK'.baseline>",
        "<NSLayoutConstraint:0x600003f0c7d0 UIView:0x7fb5c8c0b4d0.height == 30   (inactive)>",
        "<NSLayoutConstraint:0x7fcc724257e0 H:|-(30)-[UILabel:0x7fcc7273b520'Seconds']   (Names: '|':UIView:0x7fcc724294a0 )>",
        "<SnapKit.LayoutConstraint:0x600003c4b2a0@ProfileView.swift#42 UIView:0x7fa1e3d0b6c0.height == 0.0   (active)>",
        "<NSLayoutConstraint:0x610000095c20 V:[_UILayoutGuide:0x7fa16b406020]-(-20)-[UINavigationBar:0x7fa16b607d40]   (active)>",
        "<NSLayoutConstraint:0x600003f0c820 V:[UIView:0x7fb5c8c0b4d0]-(>=8@999)-[UIView:0x7fb5c8c0b2a0]   (active)>",
        "<_UITemporaryLayoutWidth:0x6000031ec550 UITableViewCellContentView:0x7fd1c2e09d70.width == 0   (active)>",
        "UILabel:0x7fb5c8d0e4f0'Title'.centerX == UIView:0x7fb5c8c0b2a0.centerXWithinMargins",
        "H:[Reader.AvatarView:0x7fa4e0d0b530(48)]",
        // Masks with flexible parts relate the origin to the superview's size: iOS 17
        // (both margins flexible) and iOS 12 (left margin flexible, Programming iOS 12).
        "<NSAutoresizingMaskLayoutConstraint:0x600003e0de00 h=&-& v=&-& UIView:0x13db08780.minX == 0.500507*UIView:0x13d908cf0.width - 32.0324   (active)>",
        "<NSAutoresizingMaskLayoutConstraint:0x6000002818b0 h=&-- v=--& UILabel:0x7f9d3820bf80'Hello'.midX == UIView:0x7f9d383079d0.width-29>",
    ]

    @Test(arguments: forms)
    func roundTrip(_ form: String) throws {
        let first = try LogDescriptionParser.parse(form, line: 1)
        let written = first.appleDescription
        let second = try LogDescriptionParser.parse(written, line: 1)
        #expect(Self.shape(first) == Self.shape(second), "\(written)")
    }

    /// Everything but the source line and the text as written.
    static func shape(_ c: LogConstraint) -> LogConstraint {
        var copy = c
        copy.line = 0
        copy.text = ""
        if copy.className.isEmpty || copy.address == nil { copy.className = "NSLayoutConstraint" }
        return copy
    }

    @Test func formsReadAsApplesMeaning() throws {
        func parse(_ index: Int) throws -> LogConstraint { try LogDescriptionParser.parse(Self.forms[index], line: 1) }
        let multiplier = try parse(0)
        #expect(multiplier.multiplier == 0.4 && multiplier.constant == 8 && multiplier.second?.attribute == .width)
        #expect(multiplier.first.item?.title == "Title" && multiplier.first.item?.address == "0x7fb5c8d0e4f0")
        #expect(try parse(3).constant == -10)
        let edge = try parse(4)
        #expect(edge.first.attribute == .leading && edge.second?.item?.address == "0x7fb5c8c0b2a0" && edge.constant == 20)
        let trailing = try parse(5)
        #expect(trailing.first.item?.address == "0x7fb5c8c0b2a0" && trailing.first.attribute == .trailing)
        #expect(try parse(6).first.attribute == .height)
        #expect(try parse(7).constant == 8)
        let system = try parse(9)
        // `lessThanOrEqualToSystemSpacingBelow:` puts the first anchor at most 8 below the second.
        #expect(system.constant == 8 && system.relation == .lessThanOrEqual)
        #expect(try parse(11).identifier == "my-id")
        #expect(try parse(12).superview?.address == "0x7fb5c8c0b2a0")
        #expect(try parse(13).priority == 750)
        let old = try parse(14)
        #expect(old.constant == 258 && old.priority == 251)
        let minX = try parse(15)
        #expect(minX.kind == .autoresizing(mask: "h=--& v=--&") && minX.first.attribute == .left)
        #expect(minX.second?.item?.className == "UIWindow" && minX.firstAttributeName == "minX")
        #expect(try parse(17).kind == .contentSize(hugging: 250, resistance: 750))
        #expect(try parse(18).kind == .contentSize(hugging: 1000, resistance: 750))
        #expect(try parse(21).second?.item?.isLayoutGuide == true)
        #expect(try parse(24).first.attribute == .lastBaseline)
        #expect(try parse(25).isActive == false)
        #expect(try parse(27).className == "SnapKit.LayoutConstraint")
        #expect(try parse(28).constant == -20)
        let spacing = try parse(29)
        #expect(spacing.relation == .greaterThanOrEqual && spacing.priority == 999)
    }
}
