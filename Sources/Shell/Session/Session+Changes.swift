import AutoLayout

/// Every change to the layout goes through `change`: it happens whole or not at all, is
/// logged for undo and save, and is followed by a report of what moved.
extension Session {
    /// Runs `edit` on the layout; on success logs `line` and prints what changed.
    func change(_ line: String, at range: Range<Int>? = nil, announce: () -> String = { "" },
                relabel: ((String, Set<Character>) -> String)? = nil,
                _ edit: (Layout) throws(Diagnostic) -> Void) throws(ShellError) {
        let before = analysisBeforeChange()
        let pivots = startTrace()
        let recording = !replaying
        let marks = layout.idHighWaterMarks
        if recording { layout.beginRecording() }
        do throws(Diagnostic) {
            try edit(layout)
            if recording { try refuseOverflow(marks) }
        } catch {
            if recording { _ = layout.endRecording() }
            endTrace(pivots)
            throw ShellError(error, fallback: range)
        }
        let inverse = recording ? layout.endRecording() : nil
        endTrace(pivots)
        guard !replaying else { return }
        let logged = Words.stripComment(line).trimmingTrailingWhitespace().drop { $0 == " " || $0 == "\t" }.description
        record(.appended(loggedLine(logged, numberedFrom: marks, relabel: relabel)),
               inverse: inverse.map(StepInverse.edit), numberedFrom: marks)
        if case .appended(let line)? = undoSteps.last?.kind, line != logged { undoSteps[undoSteps.count - 1].typed = logged }
        if printsReports { say(announce()) }
        reportChanges(since: before)
    }

    /// A constraint line: a formula or a VFL line, with an optional label.
    func addConstraint(_ line: String) throws(ShellError) {
        var ids: [String] = []
        try change(line, announce: { announceAdded(ids) }, relabel: { self.labeled($0, ids: ids, needs: $1) }) {
            layout throws(Diagnostic) in
            ids = try layout.addConstraintLine(line)
        }
    }

    /// `added c7: a.width == 2 * a.height`, or for a VFL line its group and members.
    private func announceAdded(_ ids: [String]) -> String {
        guard let first = ids.first else { return "" }
        if let group = layout.group(first) {
            return style.dim("added \(first): \(group.members.joined(separator: ", "))")
        }
        return style.dim("added \(first): " + (layout.constraint(first)?.text ?? ""))
    }

    func record(_ kind: UndoStep.Kind, inverse: StepInverse? = nil, numberedFrom marks: [Character: Int]? = nil) {
        let replayed = replayMarks(after: kind, numberedFrom: marks)
        switch kind {
        case .appended(let line): log.append(line)
        case .reset: log = []
        }
        undoSteps.append(UndoStep(command: commandCount, kind: kind, inverse: inverse, replayMarks: replayed))
        redoSteps = []
    }

    /// The analysis to diff against, or nil when nobody will see the report.
    func analysisBeforeChange() -> LayoutAnalysis? {
        guard printsReports else {
            shownAnalysis = nil
            return nil
        }
        if let shownAnalysis { return shownAnalysis }
        let analysis = layout.trackedAnalysis().analysis
        shownAnalysis = analysis
        return analysis
    }

    /// What changed since `before`: the layout's tracked analysis says it for the views its
    /// change reached (SPEC §10), unless the layout is new (reset, or undo and redo where
    /// they replay the log) or was rebuilt, where the whole analyses are compared.
    func reportChanges(since before: LayoutAnalysis?) {
        guard let before, printsReports else { return }
        let (after, tracked) = layout.trackedAnalysis()
        shownAnalysis = after
        let changes = tracked ?? LayoutChanges(from: before, to: after)
        say(ChangeReport(layout: layout, style: style).render(changes))
        reportWarnings(after, changes)
    }
}
