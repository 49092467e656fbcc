import AutoLayout

/// Every change to the layout goes through `change`: it happens whole or not at all, is
/// logged for undo and save, and is followed by a report of what moved.
extension Session {
    /// Runs `edit` on the layout; on success logs `line` and prints what changed.
    func change(_ line: String, at range: Range<Int>? = nil, announce: () -> String = { "" },
                _ edit: (Layout) throws(Diagnostic) -> Void) throws(ShellError) {
        let before = analysisBeforeChange()
        let pivots = startTrace()
        do throws(Diagnostic) {
            try edit(layout)
        } catch {
            endTrace(pivots)
            throw ShellError(error, fallback: range)
        }
        endTrace(pivots)
        guard !replaying else { return }
        record(.appended(Words.stripComment(line).trimmingTrailingWhitespace()
            .drop { $0 == " " || $0 == "\t" }.description))
        if printsReports { say(announce()) }
        reportChanges(since: before)
    }

    /// A constraint line: a formula or a VFL line, with an optional label.
    func addConstraint(_ line: String) throws(ShellError) {
        var ids: [String] = []
        try change(line, announce: { announceAdded(ids) }) { layout throws(Diagnostic) in
            ids = try layout.addConstraintLine(line)
        }
    }

    /// `added c7: a.width == 2 * a.height`, or for a VFL line its group and members.
    private func announceAdded(_ ids: [String]) -> String {
        guard let first = ids.first else { return "" }
        if let group = layout.group(first) {
            return style.dim(word(.addedItem, first, group.members.joined(separator: ", ")))
        }
        return style.dim(word(.addedItem, first, layout.constraintText(first) ?? ""))
    }

    func record(_ kind: UndoStep.Kind) {
        switch kind {
        case .appended(let line): log.append(line)
        case .reset: log = []
        }
        undoSteps.append(UndoStep(command: commandCount, kind: kind))
        redoSteps = []
        journalStep(kind)
    }

    /// What was shown last, to diff against, or nil when nobody will see the report.
    func analysisBeforeChange() -> ShownBefore? {
        guard printsReports else {
            shownLayout = nil
            return nil
        }
        // The tracker's analysis is what the last report showed; with no tracker yet,
        // this starts one, so the change that follows is reported as a change.
        let analysis = shownLayout === layout ? layout.lastTrackedAnalysis ?? layout.trackedAnalysis().analysis
            : layout.trackedAnalysis().analysis
        shownLayout = layout
        return ShownBefore(layout: layout, analysis: analysis)
    }

    /// What changed since `before` was shown: the layout's tracked analysis says it for the
    /// views its change reached (SPEC §10), unless the layout is new (undo, redo and reset
    /// replace it) or was rebuilt, where the whole analyses are compared.
    func reportChanges(since before: ShownBefore?) {
        guard let before, printsReports else { return }
        // Kept only for a replaced layout; let go otherwise, so the tracker writes its
        // tables in place instead of copying them.
        let previous = before.layout === layout ? nil : before.analysis
        before.analysis = nil
        let (after, tracked) = layout.trackedAnalysis()
        shownLayout = layout
        let changes = tracked ?? LayoutChanges(from: previous ?? LayoutAnalysis(), to: after)
        say(ChangeReport(layout: layout, style: style, language: options.language).render(changes))
        reportWarnings(after, changes)
    }

    // MARK: undo, redo, reset

    /// Takes back the last top-level command (a whole `load` at once); inside a loaded
    /// script, the last line, as typing that script would.
    func undo() throws(ShellError) {
        guard let last = undoSteps.last else { throw ShellError(.nothingToUndo) }
        let before = analysisBeforeChange()
        var taken: [UndoStep] = []
        while let step = undoSteps.last, step.command == last.command {
            undoSteps.removeLast()
            switch step.kind {
            case .appended: log.removeLast()
            case .reset(let previous): log = previous
            }
            taken.append(step)
            if inputs.count > 1 { break }
        }
        redoSteps.append(contentsOf: taken)
        journalUndo(redo: false)
        rebuild()
        say(style.dim(word(.undid, describe(taken.reversed()))))
        reportChanges(since: before)
    }

    func redo() throws(ShellError) {
        guard let last = redoSteps.last else { throw ShellError(.nothingToRedo) }
        let before = analysisBeforeChange()
        var done: [UndoStep] = []
        while let step = redoSteps.last, step.command == last.command {
            redoSteps.removeLast()
            switch step.kind {
            case .appended(let line): log.append(line)
            case .reset: log = []
            }
            done.append(step)
            if inputs.count > 1 { break }
        }
        undoSteps.append(contentsOf: done)
        journalUndo(redo: true)
        rebuild()
        say(style.dim(word(.redid, describe(done))))
        reportChanges(since: before)
    }

    func reset() {
        let before = analysisBeforeChange()
        record(.reset(previous: log))
        layout = Layout()
        reportChanges(since: before)
    }

    private func describe(_ steps: [UndoStep]) -> String {
        let lines = steps.map { step in
            switch step.kind {
            case .appended(let line): line
            case .reset: "reset"
            }
        }
        return lines.count <= 2 ? lines.joined(separator: "; ") : "\(lines[0]) … (\(lines.count) lines)"
    }

    /// Replays the log into a fresh layout: slower than inverting each edit, and always
    /// right, which matters more for undo.
    func rebuild() {
        layout = Layout()
        replaying = true
        defer { replaying = false }
        for line in log { execute(line) }
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
