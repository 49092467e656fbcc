import AutoLayout
import Messages

/// For each conflict among imported constraints: the minimal set, and for each member
/// what removing it or lowering it to 999 would do, as the import would stand with that
/// change made. The session is never touched: the what-ifs run on a scratch `Layout`
/// holding the import alone (a replay of it at the same root size).
struct ConflictExplainer {
    let plan: ImportPlan
    let report: ImportReport
    let rootSize: (width: Double, height: Double)
    private let importedIDs: Set<String>
    private let replayingEveryFix: Bool
    private var baseline: Baseline?

    /// The import replayed unchanged, and its views' ambiguity read before any what-if.
    private struct Baseline {
        let layout: Layout
        let ambiguity: [String: Set<FrameComponent>]
    }

    init(plan: ImportPlan, report: ImportReport, rootSize: (width: Double, height: Double),
         replayingEveryFix: Bool = false) {
        self.plan = plan
        self.replayingEveryFix = replayingEveryFix
        self.report = report
        self.rootSize = rootSize
        importedIDs = Set(report.constraints.flatMap(\.ids))
    }

    mutating func conflicts(in layout: Layout) -> [ImportReport.ConflictReport] {
        let found = layout.analyze().conflicts.filter { importedIDs.contains($0.id) }.map { conflict in
            let set = [conflict.id] + conflict.conflictingWith
            return (broken: conflict.id, set: set, views: viewsNamed(by: set, in: layout))
        }
        let involved = found.flatMap(\.views)
        return found.map { conflict in
            let fixes = conflict.set.flatMap { id in
                [fix(id, .remove, views: conflict.views, involved: involved),
                 fix(id, .lowerTo999, views: conflict.views, involved: involved)]
            }
            // A set of the broken constraint alone: Apple's own rules refuse it.
            let reason = conflict.set.count == 1 ? layout.negativeSize(conflict.broken).map(ConflictMessages.negative) : nil
            return ImportReport.ConflictReport(broken: conflict.broken, minimalSet: conflict.set,
                                               views: conflict.views, fixes: fixes, reason: reason)
        }
    }

    private func viewsNamed(by ids: [String], in layout: Layout) -> [String] {
        let named = Set(ids.flatMap { layout.constraint($0)?.views ?? [] })
        return layout.viewNames.filter(named.contains)
    }

    private mutating func fix(_ id: String, _ action: ImportReport.Fix.Action, views: [String],
                              involved: [String]) -> ImportReport.Fix {
        var result = ImportReport.Fix(id: id, action: action, impossible: nil, frames: [:], newAmbiguity: [:],
                                      remainingConflicts: [], unsatisfied: [:])
        if let reason = Self.whyFixed(id, imported: importedIDs.contains(id)) {
            result.impossible = reason
            return result
        }
        let before = baselineState(reading: involved)
        let analysis = whatIf(action == .remove ? .remove(id) : .lower(id, to: 999))
        for view in views {
            result.frames[view] = analysis.frames[view]
            let old = before.ambiguity[view] ?? []
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
        if id.hasPrefix("content:") { return Message(.fixedContentOrigin) }
        if !imported { return Message(.fixedNotImported) }
        return nil
    }

    /// The analysis of the import with `change` made. Made on the baseline and taken back
    /// by undo, which costs what the change touches; a replay of the whole import with the
    /// change costs every line of it, and is kept for what an edit cannot stand for.
    private mutating func whatIf(_ change: ImportPlan.Change) -> LayoutAnalysis {
        if let analysis = tryOnBaseline(change) { return analysis }
        return replay(change).analyze()
    }

    /// The baseline with `change` made, analysed, then undone; nil when the edited baseline
    /// may read otherwise than the replay (`Layout.analysesAsBuiltAfresh`: the constraints
    /// it leaves broken, margins in use) or the change is not one constraint's.
    private mutating func tryOnBaseline(_ change: ImportPlan.Change) -> LayoutAnalysis? {
        guard !replayingEveryFix, let label = change.label, let step = plan.constraintStep(labelled: label), step.isActive else {
            return nil
        }
        let layout = baselineState(reading: []).layout
        layout.beginRecording()
        var analysis: LayoutAnalysis?
        do {
            switch change {
            case .none: break
            case .remove: try layout.remove(label)
            case .lower(_, let priority):
                // Off, lowered, on again: a required constraint's priority cannot change
                // while it is active, and the replay adds it optional in its place.
                try layout.deactivate(label)
                try layout.setPriority(label, priority)
                try layout.activate(label)
            }
            if layout.analysesAsBuiltAfresh { analysis = layout.analyze() }
        } catch {
            analysis = nil
        }
        if let edit = layout.endRecording() { layout.undo(edit) }
        return analysis
    }

    private mutating func baselineState(reading views: [String]) -> Baseline {
        if let baseline { return baseline }
        let layout = replay(.none)
        var ambiguity: [String: Set<FrameComponent>] = [:]
        for view in views where ambiguity[view] == nil {
            ambiguity[view] = Set(layout.ambiguity(of: view).components)
        }
        let made = Baseline(layout: layout, ambiguity: ambiguity)
        baseline = made
        return made
    }

    private func replay(_ change: ImportPlan.Change) -> Layout {
        let scratch = Layout()
        try? scratch.setRootSize(width: rootSize.width, height: rootSize.height)
        plan.run(on: scratch, change: change)
        return scratch
    }
}
