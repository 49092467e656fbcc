import AutoLayout

/// How an undo step is taken back without replaying the log.
enum StepInverse {
    /// What the line overwrote in the layout (`Layout.undo(_:)`).
    case edit(LayoutEdit)
    /// `reset`: the layout it put aside, brought back whole (and the empty one it made,
    /// put back by redo).
    case swap(Layout)
}

/// `undo`, `redo` and `reset`. Undo inverts the edits of the last command, so it costs
/// what that command cost; redo inverts the undo. Replaying the log into a fresh layout
/// (`rebuild`) is the fallback for steps with no inverse (imports), and the tests'
/// reference: both give the same state (UndoTests.swift).
extension Session {
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
        redoSteps.append(contentsOf: invert(taken))
        journalUndo(redo: false)
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
        undoSteps.append(contentsOf: invert(done))
        journalUndo(redo: true)
        say(style.dim(word(.redid, describe(done))))
        reportChanges(since: before)
    }

    func reset() {
        let before = analysisBeforeChange()
        let previous = layout
        layout = Layout()
        misplacedFrames = [:]
        layout.raiseIDHighWater(to: previous.idHighWaterMarks)
        record(.reset(previous: log), inverse: .swap(previous))
        reportChanges(since: before)
    }

    /// Applies the inverses of `steps` (newest first for undo, oldest first for redo: the
    /// order they are given) and returns the steps with the inverses that take them back
    /// again. Without an inverse for every step, the log (already brought up to date) is
    /// replayed instead.
    private func invert(_ steps: [UndoStep]) -> [UndoStep] {
        let invertible = !undoesByReplay && steps.allSatisfy { step in
            switch step.inverse {
            case .edit(let edit): layout.owns(edit)
            case .swap: true
            case nil: false
            }
        }
        guard invertible else {
            rebuild()
            return steps.map(\.withoutInverse)
        }
        let lost = layout.lostCoefficients, inverting = layout
        var inverted = steps
        for index in inverted.indices {
            switch inverted[index].inverse {
            case .edit(let edit):
                inverted[index].inverse = layout.undo(edit).map(StepInverse.edit)
            case .swap(let other):
                let current = layout
                other.raiseIDHighWater(to: current.idHighWaterMarks)
                other.forgetTrackedAnalysis()
                layout = other
                inverted[index].inverse = .swap(current)
            case nil:
                break
            }
        }
        // Putting a state back can take other pivots than reaching it did: if one lost a
        // coefficient, the log (already brought up to date) is replayed instead.
        if layout === inverting, replayAfterLoss(since: lost) { return steps.map(\.withoutInverse) }
        return inverted
    }

    private func describe(_ steps: [UndoStep]) -> String {
        let lines = steps.map { step in
            switch step.kind {
            case .appended(let line): step.typed ?? line
            case .reset: "reset"
            }
        }
        return lines.count <= 2 ? lines.joined(separator: "; ") : "\(lines[0]) … (\(lines.count) lines)"
    }

    /// Replays the log into a fresh layout: undo's fallback where a step has no inverse.
    /// The inverses recorded on the old layout mean nothing to the new one, so every
    /// step left falls back to replaying too. Ids keep counting where they were.
    func rebuild() {
        let marks = layout.idHighWaterMarks
        layout = Layout()
        replaying = true
        defer { replaying = false }
        for line in log { execute(line) }
        layout.raiseIDHighWater(to: marks)
        for index in undoSteps.indices { undoSteps[index].inverse = nil }
        for index in redoSteps.indices { redoSteps[index].inverse = nil }
    }

    // MARK: ids that replay the same

    /// Ids are never given twice in a session, so after an undo (or a reset) the session
    /// numbers past ids its log no longer makes, and a replay of the log would number
    /// lower. A line that took numbered ids where the replay's count differs is logged
    /// with them spelled out as a label, so `save` and undo's fallback replay to the same ids.
    func loggedLine(_ line: String, numberedFrom before: [Character: Int],
                    relabel: ((String, Set<Character>) -> String)?) -> String {
        guard let relabel else { return line }
        let replay = undoSteps.last?.replayMarks ?? [:]
        let after = layout.idHighWaterMarks
        let differing = Set(("cg" as String).filter { prefix in
            (after[prefix] ?? 0) > (before[prefix] ?? 0) && (replay[prefix] ?? 0) != (before[prefix] ?? 0)
        })
        return differing.isEmpty ? line : relabel(line, differing)
    }

    /// The marks a replay of the log reaches once `kind` is logged: none after a reset;
    /// after a line that took numbered ids, the session's own (the line replays to them,
    /// spelled out if need be). Lines logged without marks (imports) leave them as they
    /// were, a lower bound that only makes later lines spell their ids out.
    func replayMarks(after kind: UndoStep.Kind, numberedFrom before: [Character: Int]?) -> [Character: Int] {
        if case .reset = kind { return [:] }
        var marks = undoSteps.last?.replayMarks ?? [:]
        guard let before else { return marks }
        for (prefix, value) in layout.idHighWaterMarks where value > (before[prefix] ?? 0) { marks[prefix] = value }
        return marks
    }

    /// A constraint line with the ids it took written out: `c9: a.width == 10`; for VFL the
    /// group and its first member, `g3/c9: H:|[a]-[b]|`. A label typed stays.
    func labeled(_ line: String, ids: [String], needs: Set<Character>) -> String {
        guard let first = ids.first else { return line }
        let (label, bodyStart) = ConstraintParser.splitLabel(line)
        let body = String(line.dropFirst(bodyStart))
        guard layout.group(first) != nil else { return label == nil ? "\(first): \(body)" : line }
        let group = label.map { String($0.prefix { $0 != "/" }) } ?? first
        if needs.contains("c"), ids.count > 1 { return "\(group)/\(ids[1]): \(body)" }
        return label == nil ? "\(group): \(body)" : line
    }

    /// A change whose solution has a value beyond ±1e15 or not finite, or that made the
    /// solver lose a coefficient since it counted `lost` losses, is taken back whole (ids
    /// too) and refused: such numbers are never printed as frames.
    func refuseOverflow(_ marks: [Character: Int], lost: Int) throws(Diagnostic) {
        do throws(Diagnostic) {
            try layout.checkCoefficientsHeld(since: lost)
            try layout.checkValuesInBounds()
        } catch {
            if let edit = layout.endRecording(), !replayAfterLoss(since: lost) { layout.undo(edit) }
            layout.beginRecording()
            layout.restoreIDHighWater(marks)
            throw error
        }
    }

    /// When the solver lost a coefficient since it counted `lost`, replays the log into a
    /// fresh layout (the rows that lost a cell are not what undo could take back: the
    /// session after a refused line read wrong frames and ambiguity) and says true.
    func replayAfterLoss(since lost: Int) -> Bool {
        guard layout.lostCoefficients != lost else { return false }
        rebuild()
        return true
    }
}
