import Foundation

/// The words the journal and `--resume` say (SPEC §12), kept together for translation.
public enum JournalMessages {
    /// At startup, when the newest journal belongs to a session that ended without `quit`
    /// or Ctrl-D.
    public static func abnormalEnd(started: String, steps: Int) -> String {
        "note: the last session (\(started)) ended without 'quit' or Ctrl-D, after "
            + "\(steps) change\(steps == 1 ? "" : "s"); 'alsh --resume' restores it, undo history too"
    }

    /// After `--resume` restored a journal.
    public static func resumed(started: String, steps: Int, closed: Bool) -> String {
        let how = closed ? "it ended with 'quit'" : "it ended abnormally"
        return "resumed the session \(started) (\(how)): \(steps) change\(steps == 1 ? "" : "s"), undo history as it was"
    }

    /// `--resume` with a FILE or `--json`.
    public static let resumeStandsAlone = "'--resume' cannot be used with FILE or '--json'"
    public static let resumeHint = "resume first, then 'load FILE' in the restored session"

    /// `--resume` found no journal at all.
    public static func nothingToResume(folder: String) -> String {
        "nothing to resume: no session journal in \(folder)"
    }

    /// A journal line that no longer runs (alsh changed since, or the journal was edited):
    /// the session stops restoring there and keeps what ran.
    public static func stoppedRestoring(at record: Int, of total: Int, path: String) -> String {
        "note: restored \(record) of \(total) journal records from \(path); the next no longer runs, "
            + "so this session writes a journal of its own"
    }

    /// A journal record could not be written: said once, the session goes on.
    public static func writeFailed(_ path: String) -> String {
        "note: cannot write the session journal \(path); this session will not be resumable"
    }

    /// The journal folder cannot be made: said once at startup.
    public static func noJournal(_ folder: String) -> String {
        "note: cannot keep a session journal in \(folder); this session will not be resumable"
    }

    /// The first line of a journal's header, as people read it ("started … UTC, pid 42").
    public static func started(fromHeader header: String) -> String {
        guard let range = header.range(of: "started ") else { return "of an earlier run" }
        let rest = header[range.upperBound...]
        let time = rest.split(separator: ",").first.map(String.init) ?? String(rest)
        return "started " + time
    }
}
