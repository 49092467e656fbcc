import Testing
import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// `log` writes the conflicts as UIKit does; `import` must read them back to the same
/// conflicts: the same constraints (by address) in each minimal set, the same one broken.
@Suite struct LogWriterTests {
    /// (original ids of the conflict, minus those UIKit has no constraint for) for each
    /// conflict, against the import's conflicts mapped back through the addresses.
    func roundTrip(_ lines: [String]) throws -> (original: [Set<String>], imported: [Set<String>],
                                                 broken: [String], appleBroke: [String]) {
        let layout = makeLayout(lines)
        let writer = LogWriter(layout)
        let text = writer.log()
        let conflicts = layout.analyze().conflicts
        #expect(!conflicts.isEmpty)
        let byAddress = Dictionary(uniqueKeysWithValues: layout.allConstraints.map { (writer.address(ofConstraint: $0.id), $0.id) })
        let original = conflicts.map { conflict in
            Set((conflict.conflictingWith + [conflict.id]).filter { writer.description(of: $0) != nil })
        }
        let report = LogImport().importText(text, into: Layout())
        #expect(report.problems.isEmpty, "\(report.problems)")
        let imported = report.conflicts.map { conflict in
            Set(conflict.minimalSet.compactMap { report.constraint(id: $0)?.key }.compactMap { byAddress[$0] })
        }
        let appleBroke = report.appleBroke.compactMap { $0 }.compactMap { report.constraint(id: $0)?.key }.compactMap { byAddress[$0] }
        return (original, imported, conflicts.map(\.id), appleBroke)
    }

    @Test func widthAgainstEdgesRoundTrips() throws {
        let r = try roundTrip(["view email", "H:|-[email]-|", "email.width = 400"])
        #expect(r.original == [["root:width", "c1", "c2", "c3"]])
        #expect(r.imported == r.original)
        #expect(r.appleBroke == r.broken)
    }

    /// A labelled constraint keeps its label as the identifier; a multiplier and a
    /// relation come back as they were.
    @Test func labelsMultipliersAndRelationsRoundTrip() throws {
        let r = try roundTrip(["view a b", "a.leading = root.leading + 10", "b.leading = a.trailing",
                               "a.width = 0.5 * root.width", "b.trailing <= root.trailing - 10",
                               "wide: b.width >= 200"])
        #expect(r.imported == r.original)
        #expect(r.appleBroke == ["wide"])
    }

    @Test func theTextIsUIKitsAndStable() throws {
        let lines = ["view email", "H:|-[email]-|", "email_w: email.width = 400"]
        let text = LogWriter(makeLayout(lines)).log()
        #expect(text == LogWriter(makeLayout(lines)).log())
        #expect(text.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(text.contains("\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(text.contains("'email_w' UIView:0x"))
        #expect(text.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        #expect(LogWriter(makeLayout(["view a", "H:|-[a]-|"])).log().isEmpty)
    }
}
