import AutoLayout

/// Takes Apple's "Unable to simultaneously satisfy constraints" console output into a
/// layout: `parse` reads the text (pure), `apply` rebuilds the views and constraints and
/// explains the conflict, with what each candidate fix would do.
public struct LogImport: Sendable {
    public init() {}

    /// Reads a log: whole iOS/macOS blocks or bare descriptions, one per line. Lines it
    /// cannot read are listed in `problems` with their line numbers.
    public func parse(_ text: String) -> ParsedLog {
        AppleLogParser.parse(text)
    }

    /// Adds the log's views and constraints to `layout`. Names never clash with what the
    /// layout already has. Candidate fixes are computed on scratch layouts (a replay of the
    /// import at the same root size), so `layout` gets the import and nothing else.
    public func apply(_ log: ParsedLog, to layout: Layout) -> ImportReport {
        apply(log, to: layout, replayingEveryFix: false)
    }

    /// `replayingEveryFix`: each candidate fix by a replay of the whole import, never on the
    /// import as built (the reference the tests hold the quicker way to).
    func apply(_ log: ParsedLog, to layout: Layout, replayingEveryFix: Bool) -> ImportReport {
        var planner = ImportPlanner(log: log, takenViewNames: layout.viewNames,
                                    takenIDs: layout.allConstraints.map(\.id) + layout.groupIDs,
                                    join: ImportJoin(layout: layout))
        planner.build()
        var report = planner.report
        let plan = planner.plan
        let run = plan.run(on: layout)
        report.problems += run.problems
        report.script = run.script
        report.problems.sort { $0.line < $1.line }
        report.appleBroke = log.blocks.map { block in
            block.brokenKey.flatMap { key in
                report.constraints.first { $0.key == key }?.ids.first ?? report.joinedConstraints.first { $0.key == key }?.id
            }
        }
        var explainer = ConflictExplainer(plan: plan, report: report, rootSize: layout.rootSize,
                                          replayingEveryFix: replayingEveryFix)
        report.conflicts = explainer.conflicts(in: layout)
        return report
    }

    /// `parse` then `apply`.
    public func importText(_ text: String, into layout: Layout) -> ImportReport {
        apply(parse(text), to: layout)
    }
}
