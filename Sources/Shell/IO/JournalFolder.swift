import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder of session journals (`$XDG_STATE_HOME/alsh`, beside the history): one file
/// per interactive session, `journal-<UTC start>-<pid>.txt`.
///
/// - A journal whose last record is `end` belongs to a session that ended with `quit` or
///   Ctrl-D. One without, whose file no process holds locked, belongs to a session that was
///   killed, crashed or lost its terminal: that is an abnormal end.
/// - A journal some process holds locked is a session running now (two at once each have
///   their own file): it is neither noted, resumed nor trimmed.
/// - Only the newest `kept` journals are kept; older ones are removed when a session starts.
public struct JournalFolder {
    public let path: String
    /// Journals kept when a new session starts: enough to go back a few sessions, few
    /// enough that the folder does not grow with every session ever run.
    public static let kept = 8

    public init(path: String) {
        self.path = path
    }

    /// One journal on disk.
    public struct Entry {
        public var path: String
        public var modified: Date
        public var contents: JournalContents
        /// Its session ended without `quit` or Ctrl-D and no process holds it.
        public var abnormal: Bool { !contents.closed }
    }

    /// Journals no running session holds, newest (last written) first.
    public func entries() -> [Entry] {
        let files = FileManager.default
        let names = (try? files.contentsOfDirectory(atPath: path)) ?? []
        var entries: [Entry] = []
        for name in names where Self.isJournalName(name) {
            let file = path + "/" + name
            guard !Self.inUse(file), let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let modified = (try? files.attributesOfItem(atPath: file)[.modificationDate] as? Date) ?? .distantPast
            entries.append(Entry(path: file, modified: modified, contents: JournalContents(text: text)))
        }
        return entries.sorted { ($0.modified, $0.path) > ($1.modified, $1.path) }
    }

    /// What `--resume` restores: the newest journal that ended abnormally, else the newest
    /// closed one (so `--resume` after a clean quit goes on where that session stopped).
    /// A session killed before it changed anything has nothing to give back: it is passed
    /// over for one that has.
    public func toResume() -> Entry? {
        let all = entries()
        let useful = all.filter { !$0.contents.changes.isEmpty }
        return useful.first(where: \.abnormal) ?? useful.first ?? all.first
    }

    /// The newest abnormal end not yet shown, for the note at startup.
    public func unnotedAbnormalEnd() -> Entry? {
        entries().first { $0.abnormal && !$0.contents.noted && $0.contents.stepCount > 0 }
    }

    /// Marks a journal as shown, so the note is printed once (`--resume` still finds it).
    public func markNoted(_ entry: Entry) {
        let descriptor = open(entry.path, O_RDWR | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { _ = close(descriptor) }
        // A session that resumed it a moment ago holds the lock: then it is not abnormal.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
        JournalWriter.dropPartialLastLine(descriptor)
        let bytes = Array((JournalRecord.notedMark + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Removes the oldest journals beyond `kept` (none that a running session holds),
    /// `sparing` the one just made.
    public func trim(sparing current: String?) {
        let others = entries().filter { $0.path != current }
        for entry in others.dropFirst(current == nil ? Self.kept : Self.kept - 1) { unlink(entry.path) }
    }

    static func isJournalName(_ name: String) -> Bool {
        name.hasPrefix("journal-") && name.hasSuffix(".txt")
    }

    /// Another process holds the file's lock: its session is running.
    static func inUse(_ file: String) -> Bool {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { _ = close(descriptor) }
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
            _ = flock(descriptor, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }
}
