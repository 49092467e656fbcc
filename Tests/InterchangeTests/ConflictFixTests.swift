import Testing
@testable import AutoLayout
@testable import Interchange
import LayoutTestSupport

/// A candidate fix of an imported conflict is tried on the import as built and taken back
/// by undo, unless the edit may break other constraints than a replay would; a replay of
/// the whole import with the fix made is the reference, and both give the same report.
@Suite struct ConflictFixTests {
    static func reports(_ text: String) -> (edited: ImportReport, replayed: ImportReport) {
        let log = LogImport().parse(text)
        return (LogImport().apply(log, to: Layout(), replayingEveryFix: false),
                LogImport().apply(log, to: Layout(), replayingEveryFix: true))
    }

    @Test(arguments: LogCorpus.cases)
    func corpusFixesAreTheReplays(_ logCase: LogCase) {
        let (edited, replayed) = Self.reports(logCase.text)
        #expect(edited.conflicts == replayed.conflicts)
    }

    /// Layouts with several conflicts sharing constraints, written as UIKit's log: a
    /// removal can let one broken constraint back in while another must stay broken, and
    /// which one a replay breaks depends on the order of the lines.
    @Test(arguments: 0..<60)
    func severalConflictsFixesAreTheReplays(_ seed: Int) throws {
        var random = SeededRandom(state: UInt64(seed) &* 6151 &+ 29)
        let layout = Layout()
        let names = (0..<(2 + random.below(3))).map { "v\($0)" }
        for name in names { try layout.declareView(name, in: Layout.rootName, frame: nil) }
        let attributes: [[Attribute]] = [[.leading, .trailing, .centerX, .width], [.top, .bottom, .centerY, .height]]
        var tries = 0
        while layout.analyze().conflicts.count < 2, tries < 80 {
            tries += 1
            let axis = random.pick(attributes)
            let a = random.pick(names), attribute = random.pick(axis)
            let b = random.pick(names + [Layout.rootName]), other = random.pick(axis)
            let constant = 10 * random.below(20) - 50
            if attribute.isSize, random.below(3) == 0 {
                _ = try? layout.addConstraintLine("\(a).\(attribute.rawValue) = \(abs(constant) + 10)")
            } else if attribute.isSize == other.isSize, a != b {
                let relation = random.pick(["=", "=", ">=", "<="])
                _ = try? layout.addConstraintLine("\(a).\(attribute.rawValue) \(relation) \(b).\(other.rawValue) + \(constant)")
            }
        }
        try #require(!layout.analyze().conflicts.isEmpty)
        let text = LogWriter(layout).log()
        let (edited, replayed) = Self.reports(text)
        #expect(!edited.conflicts.isEmpty)
        #expect(edited.conflicts == replayed.conflicts, "seed \(seed)\n\(text)")
    }
}
