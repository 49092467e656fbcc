/// One line of a session journal (`JournalFile`): what happened to the session's undo
/// history, in the order it happened, so replaying the records through the session's own
/// commands gives the same layout, ids, undo and redo stacks.
///
/// The format is text, one record a line, so a person can read a journal (and a script's
/// lines stay as typed):
///
///     # alsh journal 1: started 2026-11-22 20:31:07 UTC, pid 4242
///     step 1 view a b
///     step 2 H:|-[a(100)]-[b]-|
///     undo command
///     redo command
///     reset 5
///     end
///
/// `step N LINE`: a line that changed the layout, logged as `N`-th top-level command (all the
/// lines one `load` read share its number, so one `undo` still takes the whole load back, and
/// the journal holds what the file said then, not its name). `undo line` / `redo line` are
/// an undo inside a loaded script, which takes back one line only. `end` closes a session
/// that ended with `quit` or Ctrl-D. Lines starting with `#` are notes for people.
public enum JournalRecord: Equatable, Sendable {
    case step(command: Int, line: String)
    case reset(command: Int)
    /// `whole`: the top-level `undo`, which takes back every step of the last command.
    case undo(whole: Bool)
    case redo(whole: Bool)
    case end

    /// The first line of every journal; the number is the format's version.
    public static let header = "# alsh journal 1"
    /// Written after the session was shown as ended abnormally, so it is said once.
    public static let notedMark = "# noted"

    /// The record as one line, without its newline; nil for a line that cannot be one
    /// (a newline or NUL inside), which no accepted command has.
    public var encoded: String? {
        switch self {
        case .step(let command, let line):
            guard !line.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\0" }) else { return nil }
            return "step \(command) \(line)"
        case .reset(let command): return "reset \(command)"
        case .undo(let whole): return whole ? "undo command" : "undo line"
        case .redo(let whole): return whole ? "redo command" : "redo line"
        case .end: return "end"
        }
    }

    /// Reads one line; nil for a note (`#`), an empty line or one this version cannot read.
    public init?(decoding text: Substring) {
        if text.hasPrefix("step ") {
            let rest = text.dropFirst(5)
            guard let space = rest.firstIndex(of: " "), let command = Int(rest[..<space]) else { return nil }
            self = .step(command: command, line: String(rest[rest.index(after: space)...]))
            return
        }
        if text.hasPrefix("reset "), let command = Int(text.dropFirst(6)) {
            self = .reset(command: command)
            return
        }
        switch text {
        case "undo command": self = .undo(whole: true)
        case "undo line": self = .undo(whole: false)
        case "redo command": self = .redo(whole: true)
        case "redo line": self = .redo(whole: false)
        case "end": self = .end
        default: return nil
        }
    }
}

/// What a journal's text says: its records, and whether the session that wrote it ended
/// properly.
public struct JournalContents: Equatable, Sendable {
    public var records: [JournalRecord]
    /// The first note line (when and by which process the session started).
    public var started: String
    /// The last record is `end`: the session ended with `quit` or Ctrl-D (a resumed session
    /// appends after an `end`, and only its own `end` closes the journal again).
    public var closed: Bool { records.last == .end }
    /// A `# noted` follows the last record: the abnormal end was already shown once.
    public var noted: Bool
    /// Records without `end`: what restoring replays.
    public var changes: [JournalRecord] { records.filter { $0 != .end } }
    /// Lines that changed the layout, for the note at startup.
    public var stepCount: Int {
        records.reduce(0) { count, record in
            if case .step = record { return count + 1 }
            return count
        }
    }

    /// Parses a journal's text. A last line without its newline was cut short by a crash in
    /// the middle of a write (a disk filling up; a kill cannot split one `write`): it is left
    /// out, as that command's report never printed either.
    public init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // After the last newline: "" for a whole journal, the cut-short line otherwise.
        if !lines.isEmpty { lines.removeLast() }
        records = []
        started = ""
        noted = false
        for line in lines {
            if line.hasPrefix("#") {
                if started.isEmpty { started = String(line) }
                if line == JournalRecord.notedMark { noted = true }
                continue
            }
            guard let record = JournalRecord(decoding: line) else { continue }
            records.append(record)
            noted = false
        }
    }
}
