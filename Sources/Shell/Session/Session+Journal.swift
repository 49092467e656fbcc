/// The session's side of the journal (SPEC §12): each change to the undo history is
/// appended as it happens, before its report prints, and `--resume` runs the records back
/// through the same commands, so layout, ids, undo and redo come out as they were.
extension Session {
    /// Journals every change from now on (`alsh` attaches one to interactive sessions).
    public func attachJournal(_ writer: JournalWriter) {
        journal = writer
    }

    /// A clean end (`quit`, Ctrl-D): the journal is closed with `end`, or removed when this
    /// session made it and changed nothing.
    public func closeJournal(removingIfEmpty: Bool) {
        journal?.close(removingIfEmpty: removingIfEmpty)
        journal = nil
    }

    /// Called by `record` for each step added to the undo history.
    func journalStep(_ kind: UndoStep.Kind) {
        switch kind {
        case .appended(let line): journalAppend(.step(command: commandCount, line: line))
        case .reset: journalAppend(.reset(command: commandCount))
        }
    }

    /// Called by `undo` and `redo` once they took their steps: inside a loaded script they
    /// take one line, at the top level a whole command.
    func journalUndo(redo: Bool) {
        let whole = inputs.count <= 1
        journalAppend(redo ? .redo(whole: whole) : .undo(whole: whole))
    }

    private func journalAppend(_ record: JournalRecord) {
        guard let journal, !replaying else { return }
        let failedBefore = journal.failed
        if !journal.append(record), !failedBefore, journal.failed {
            output.writeError(JournalMessages.writeFailed(journal.path).text(in: options.language) + "\n")
        }
    }

    /// Runs a journal's records back, printing nothing for them and then one report of the
    /// whole restored layout (as `load -q`). No journal may be attached while it runs.
    /// Returns how many records ran; fewer than all when one no longer runs (it and
    /// everything after it are left out).
    public func restore(_ contents: JournalContents) -> Int {
        let records = contents.changes
        let before = analysisBeforeChange()
        let savedInputs = inputs
        quietLoads += 1
        var done = 0
        for record in records {
            guard replay(record) else { break }
            done += 1
        }
        inputs = savedInputs
        quietLoads -= 1
        reportChanges(since: before)
        return done
    }

    /// One record, through the command it stands for; false when it did not do what it
    /// did when it was journalled.
    private func replay(_ record: JournalRecord) -> Bool {
        let failures = failureCount
        let steps = undoSteps.count
        switch record {
        case .step(let command, let line):
            inputs = []
            commandCount = command
            execute(line)
            return failureCount == failures && undoSteps.count == steps + 1
        case .reset(let command):
            inputs = []
            commandCount = command
            reset()
            return true
        case .undo(let whole), .redo(let whole):
            // An undo in a loaded script took one line: two frames stand for being inside one.
            let frame = InputFrame(origin: "journal", isKeyboard: false)
            inputs = whole ? [] : [frame, frame]
            do throws(ShellError) {
                if case .undo = record { try undo() } else { try redo() }
            } catch {
                return false
            }
            return true
        case .end:
            return true
        }
    }
}
