import Shell

/// The journal of this run's session (SPEC §12), in the folder beside the history: made
/// at the start of an interactive session, or taken over from the session `--resume`
/// restores, and closed with `end` when the session ends with `quit` or Ctrl-D.
struct SessionJournal {
    let output: StandardOutput
    /// The file this run made itself (removed at a clean end if nothing changed).
    private var madeHere = false

    init(output: StandardOutput) {
        self.output = output
    }

    /// A new journal for a new session; returns the note to print after the welcome when
    /// the last session ended abnormally (shown once per such session).
    mutating func start(_ session: Session) -> String? {
        guard let folderPath = HistoryFile.prepareFolder(),
              let writer = JournalWriter.create(in: folderPath) else {
            return JournalMessages.noJournal(HistoryFile.describedFolder()).text(in: session.options.language)
        }
        madeHere = true
        session.attachJournal(writer)
        let folder = JournalFolder(path: folderPath)
        folder.trim(sparing: writer.path)
        guard let crashed = folder.unnotedAbnormalEnd() else { return nil }
        folder.markNoted(crashed)
        return JournalMessages.abnormalEnd(started: JournalMessages.started(fromHeader: crashed.contents.started),
                                           steps: crashed.contents.stepCount).text(in: session.options.language)
    }

    /// Restores the newest journal no running session holds and goes on appending to it;
    /// false (with the reason on stderr) when there is none.
    mutating func resume(_ session: Session) -> Bool {
        guard let folderPath = HistoryFile.prepareFolder(),
              let entry = JournalFolder(path: folderPath).toResume() else {
            output.writeError("alsh: " + JournalMessages.nothingToResume(folder: HistoryFile.describedFolder())
                .text(in: session.options.language) + "\n")
            return false
        }
        let contents = entry.contents
        // Taken before restoring: a second `--resume` at the same moment finds it held.
        let writer = JournalWriter.reopen(entry.path)
        output.write(Launch.terminated(JournalMessages.resumed(
            started: JournalMessages.started(fromHeader: contents.started),
            steps: contents.stepCount, closed: contents.closed).text(in: session.options.language)))
        let done = session.restore(contents)
        let total = contents.changes.count
        if done == total, let writer {
            session.attachJournal(writer)
        } else {
            // The old file's tail would replay wrongly next time: this session starts its
            // own journal with what it did restore.
            writer?.close(removingIfEmpty: false)
            if done < total {
                output.writeError(JournalMessages.stoppedRestoring(at: done, of: total, path: entry.path)
                    .text(in: session.options.language) + "\n")
            }
            if let fresh = JournalWriter.create(in: folderPath) {
                for record in contents.changes.prefix(done) { fresh.append(record) }
                madeHere = true
                session.attachJournal(fresh)
            }
        }
        return true
    }

    /// A clean end of the session.
    func close(_ session: Session) {
        session.closeJournal(removingIfEmpty: madeHere)
    }
}
