import Foundation
import Testing
import AutoLayout
@testable import Shell
import LayoutTestSupport

/// After a tracked change the warnings look again at the views the tracker found by slot
/// (`Layout.warningScope(for:extra:)`); here random sessions check, after every line, that
/// these are the views the names say: those moved or whose ambiguity changed, their
/// subviews, the superviews of those moved, and the extra ones, in declaration order.
@Suite struct WarningScopeTests {
    @Test(arguments: 1...20)
    func scopeBySlotIsScopeByName(seed: Int) {
        var generator = IncrementalAnalysisTests.Generator(rng: SeededRandom(state: UInt64(seed) &* 104_729))
        let session = Session(options: SessionOptions(json: true), output: CapturingOutput())
        _ = session.layout.trackedAnalysis()
        var answered = 0
        var lines: [String] = []
        for _ in 0..<80 {
            let line = generator.line(session.layout)
            lines.append(line)
            session.run(ScriptLineSource(text: line), origin: "random")
            let layout = session.layout
            let (_, tracked) = layout.trackedAnalysis()
            guard let changes = tracked else { continue }
            let extra = layout.viewNames.isEmpty ? [] : [generator.pick(layout.viewNames)]
            guard let scope = layout.warningScope(for: changes, extra: extra) else { continue }
            answered += 1
            var named = Set(changes.moved.map(\.view))
            named.formUnion(changes.newAmbiguity.map(\.view))
            named.formUnion(changes.clearedAmbiguity.map(\.view))
            named.formUnion(named.flatMap { layout.subviews(of: $0) })
            named.formUnion(changes.moved.compactMap { layout.superview(of: $0.view) })
            named.formUnion(extra)
            let expected = layout.viewNames.filter(named.contains)
            #expect(scope == expected, "seed \(seed): \(lines.suffix(4).joined(separator: " | "))")
        }
        // Most lines are tracked changes: the scope was compared, not skipped.
        #expect(answered > 20, "seed \(seed): only \(answered) scopes")
    }
}
