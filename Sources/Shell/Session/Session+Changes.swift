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
        let marks = layout.idHighWaterMarks, lost = layout.lostCoefficients, start = layout
        if recording { layout.beginRecording() }
        do throws(Diagnostic) {
            try edit(layout)
            if recording { try refuseOverflow(marks, lost: lost) }
        } catch {
            if recording {
                _ = layout.endRecording()
                // An edit refused after the solver lost a coefficient: the log is replayed.
                if layout === start { _ = replayAfterLoss(since: lost) }
            }
            endTrace(pivots)
            throw ShellError(error, fallback: range)
        }
        let inverse = recording ? layout.endRecording() : nil
        endTrace(pivots)
        guard !replaying else { return }
        let logged = Words.stripComment(line).trimmingTrailingWhitespace().drop { $0 == " " || $0 == "\t" }.description
        record(.appended(loggedLine(logged, numberedFrom: marks, relabel: relabel)),
               inverse: inverse.map(StepInverse.edit), numberedFrom: marks, typed: logged)
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
    func announceAdded(_ ids: [String]) -> String {
        guard let first = ids.first else { return "" }
        if let group = layout.group(first) {
            return style.dim(word(.addedItem, first, group.members.joined(separator: ", ")))
        }
        return style.dim(word(.addedItem, first, layout.constraintText(first) ?? ""))
    }

    /// Logs a change for undo and `save`. `typed` is the line as typed where the log spells
    /// its ids out: `undid:` names it, and the journal keeps it (a resume replays the undos
    /// too, so the typed line takes the same ids again).
    func record(_ kind: UndoStep.Kind, inverse: StepInverse? = nil, numberedFrom marks: [Character: Int]? = nil,
                typed: String? = nil) {
        let replayed = replayMarks(after: kind, numberedFrom: marks)
        var step = UndoStep(command: commandCount, kind: kind, inverse: inverse, replayMarks: replayed)
        switch kind {
        case .appended(let line):
            log.append(line)
            if let typed, typed != line { step.typed = typed }
            journalStep(.appended(step.typed ?? line))
        case .reset:
            log = []
            journalStep(kind)
        }
        undoSteps.append(step)
        redoSteps = []
    }

    /// What was shown last, to diff against, or nil when nobody will see the report.
    func analysisBeforeChange() -> ShownBefore? {
        guard printsReports else {
            shownLayout = nil
            return nil
        }
        // The tracker's analysis is what the last report showed; with no tracker yet,
        // this starts one, so the change that follows is reported as a change.
        // Reports read which components are ambiguous, not their kept ranges (`exactRanges`).
        let analysis = shownLayout === layout
            ? layout.lastTrackedAnalysis ?? layout.trackedAnalysis(exactRanges: false).analysis
            : layout.trackedAnalysis(exactRanges: false).analysis
        shownLayout = layout
        return ShownBefore(layout: layout, analysis: analysis)
    }

    /// What changed since `before` was shown: the layout's tracked analysis says it for the
    /// views its change reached (SPEC §10), unless the layout is new (reset, or undo and
    /// redo where they replay the log) or was rebuilt, where the whole analyses are compared.
    func reportChanges(since before: ShownBefore?) {
        guard let before, printsReports else { return }
        // Kept only for a replaced layout; let go otherwise, so the tracker writes its
        // tables in place instead of copying them.
        let previous = before.layout === layout ? nil : before.analysis
        before.analysis = nil
        let (after, tracked) = layout.trackedAnalysis(exactRanges: false)
        shownLayout = layout
        let changes = tracked ?? LayoutChanges(from: previous ?? LayoutAnalysis(), to: after)
        say(ChangeReport(layout: layout, style: style, language: options.language).render(changes))
        reportWarnings(after, changes)
    }
}

/// What a report diffs against: the analysis last shown, and the layout it was of (weak:
/// undo, redo and reset replace the layout, and the old one should be freed before its
/// successor is built; its analysis is all the diff needs).
final class ShownBefore {
    weak var layout: Layout?
    var analysis: LayoutAnalysis?

    init(layout: Layout, analysis: LayoutAnalysis) {
        self.layout = layout
        self.analysis = analysis
    }
}
