import AutoLayout
import Messages

/// The sentences the journal and `--resume` say (SPEC §12), as catalogue messages.
public enum JournalMessages {
    /// At startup, when the newest journal belongs to a session that ended without `quit`
    /// or Ctrl-D.
    public static func abnormalEnd(started: Message, steps: Int) -> Message {
        Message(.journalAbnormalEnd, [.message(started), .count(steps)])
    }

    /// After `--resume` restored a journal.
    public static func resumed(started: Message, steps: Int, closed: Bool) -> Message {
        Message(closed ? .journalResumedClosed : .journalResumedAbnormal, [.message(started), .count(steps)])
    }

    /// `--resume` found no journal at all.
    public static func nothingToResume(folder: String) -> Message { Message(.journalNothingToResume, folder) }

    /// A journal line that no longer runs (alsh changed since, or the journal was edited):
    /// the session stops restoring there and keeps what ran.
    public static func stoppedRestoring(at record: Int, of total: Int, path: String) -> Message {
        Message(.journalStoppedRestoring, [.count(record), .text(String(total)), .text(path)])
    }

    /// A journal record could not be written: said once, the session goes on.
    public static func writeFailed(_ path: String) -> Message { Message(.journalWriteFailed, path) }

    /// The journal folder cannot be made: said once at startup.
    public static func noJournal(_ folder: String) -> Message { Message(.journalUnavailable, folder) }

    /// When a journal's session started, from its header ("started … UTC, pid 42").
    public static func started(fromHeader header: String) -> Message {
        guard let range = header.range(of: "started ") else { return Message(.journalStartedEarlier) }
        let rest = header[range.upperBound...]
        let time = rest.split(separator: ",").first.map(String.init) ?? String(rest)
        return Message(.journalStartedAt, time)
    }
}
