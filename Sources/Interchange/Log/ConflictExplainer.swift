import AutoLayout
import Messages

/// For each conflict among imported constraints: the minimal set, and for each member
/// what removing it or lowering it to 999 would do. Every what-if is a replay of the
/// import into a fresh `Layout` of the same root size; the session is never touched.
struct ConflictExplainer {
    let plan: ImportPlan
    let report: ImportReport
    let rootSize: (width: Double, height: Double)
    private let importedIDs: Set<String>
    private var baseline: Layout?

    init(plan: ImportPlan, report: ImportReport, rootSize: (width: Double, height: Double)) {
        self.plan = plan
        self.report = report
        self.rootSize = rootSize
        importedIDs = Set(report.constraints.flatMap(\.ids))
    }

    mutating func conflicts(in layout: Layout) -> [ImportReport.ConflictReport] {
        layout.analyze().conflicts.filter { importedIDs.contains($0.id) }.map { conflict in
            let set = [conflict.id] + conflict.conflictingWith
            let views = viewsNamed(by: set, in: layout)
            let fixes = set.flatMap { id in
                [fix(id, .remove, views: views), fix(id, .lowerTo999, views: views)]
            }
            return ImportReport.ConflictReport(broken: conflict.id, minimalSet: set, views: views, fixes: fixes)
        }
    }

    private func viewsNamed(by ids: [String], in layout: Layout) -> [String] {
        let named = Set(ids.flatMap { layout.constraint($0)?.views ?? [] })
        return layout.viewNames.filter(named.contains)
    }

    private mutating func fix(_ id: String, _ action: ImportReport.Fix.Action, views: [String]) -> ImportReport.Fix {
        var result = ImportReport.Fix(id: id, action: action, impossible: nil, frames: [:], newAmbiguity: [:],
                                      remainingConflicts: [], unsatisfied: [:])
        if let reason = Self.whyFixed(id, imported: importedIDs.contains(id)) {
            result.impossible = reason
            return result
        }
        let before = baselineLayout()
        let scratch = replay(action == .remove ? .remove(id) : .lower(id, to: 999))
        let analysis = scratch.analyze()
        for view in views {
            result.frames[view] = analysis.frames[view]
            let old = Set(before.ambiguity(of: view).components)
            let new = analysis.ambiguousComponents(of: view).filter { !old.contains($0) }
            if !new.isEmpty { result.newAmbiguity[view] = new }
        }
        for conflict in analysis.conflicts where importedIDs.contains(conflict.id) {
            result.remainingConflicts.append(conflict.id)
            result.remainingSets[conflict.id] = conflict.conflictingWith
        }
        for (violated, amount) in analysis.brokenOptional where importedIDs.contains(violated) {
            result.unsatisfied[violated] = amount
        }
        return result
    }

    /// Why a member of a conflict cannot be removed or lowered; nil when it can.
    static func whyFixed(_ id: String, imported: Bool) -> Message? {
        if id.hasPrefix("nonNegative:") { return Message(.fixedNonNegative) }
        if id.hasPrefix("root:") { return Message(.fixedScreen) }
        if !imported { return Message(.fixedNotImported) }
        return nil
    }

    private mutating func baselineLayout() -> Layout {
        if let baseline { return baseline }
        let layout = replay(.none)
        baseline = layout
        return layout
    }

    private func replay(_ change: ImportPlan.Change) -> Layout {
        let scratch = Layout()
        try? scratch.setRootSize(width: rootSize.width, height: rootSize.height)
        plan.run(on: scratch, change: change)
        return scratch
    }
}
