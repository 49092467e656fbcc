import Cassowary
import Testing
@testable import AutoLayout

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

    @Test func layoutOwnConstraintsCannotBeFixed() throws {
        let report = LogImport().importText(LogCorpus.cases.first { $0.name.hasPrefix("temporary") }?.text ?? "", into: Layout())
        let conflict = try #require(report.conflicts.first)
        let fix = try #require(conflict.fixes.first { $0.id.hasPrefix("nonNegative:") })
        #expect(fix.impossible?.contains("negative") == true)
        #expect(report.lines.contains { $0.contains("cannot change") })
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
