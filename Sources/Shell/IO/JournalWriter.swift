#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal of one interactive session, open for appending: one `write(2)` per record
/// to an `O_APPEND` descriptor, before the record's report prints. Once `write` returns,
/// the bytes are the kernel's: `kill -9`, a closed terminal or a crash of alsh cannot lose
/// them. There is no `fsync` per record: it would cost a disk flush per command (a pasted
/// block of 1,000 lines would wait for 1,000 of them), and what it adds, surviving a power
/// cut in the half minute before the kernel writes dirty pages back, is not worth that.
///
/// The writer holds an exclusive `flock` on its file for as long as it lives: the lock
/// is how another alsh tells a live session's journal from one whose process died
/// (the kernel drops it however the process ends), whatever became of the pid.
public final class JournalWriter {
    public let path: String
    private var descriptor: Int32
    /// Records this writer appended (not counting what the file held before a resume).
    public private(set) var written = 0
    /// A write failed (a full disk, a removed folder): said once, then the session goes on
    /// without a journal.
    public private(set) var failed = false

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { closeDescriptor(descriptor) }
    }

    /// A new journal in `folder` named after the moment and the process, so two sessions
    /// started at once each have their own; nil when it cannot be made.
    public static func create(in folder: String) -> JournalWriter? {
        let now = time(nil)
        let name = "journal-" + JournalClock.fileStamp(now) + "-\(getpid()).txt"
        let path = folder + "/" + name
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            closeDescriptor(descriptor)
            return nil
        }
        let writer = JournalWriter(path: path, descriptor: descriptor)
        guard writer.note(JournalRecord.header + ": started " + JournalClock.readable(now) + ", pid \(getpid())") else {
            return nil
        }
        return writer
    }

    /// An existing journal, to go on appending after restoring it; nil when another alsh
    /// holds it (it is still running) or it cannot be opened. A last line cut short is
    /// removed first, so the next record starts a line of its own.
    public static func reopen(_ path: String) -> JournalWriter? {
        let descriptor = open(path, O_RDWR | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            closeDescriptor(descriptor)
            return nil
        }
        dropPartialLastLine(descriptor)
        let writer = JournalWriter(path: path, descriptor: descriptor)
        _ = writer.note("# resumed " + JournalClock.readable(time(nil)) + ", pid \(getpid())")
        return writer
    }

    /// Cuts a last line that has no newline (a write cut short), so what is appended next
    /// starts a line of its own rather than finishing that one. The caller holds the lock.
    static func dropPartialLastLine(_ descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return }
        var length = Int(status.st_size)
        var byte: UInt8 = 0
        while length > 0, pread(descriptor, &byte, 1, off_t(length - 1)) == 1, byte != UInt8(ascii: "\n") {
            length -= 1
        }
        if length < Int(status.st_size) { _ = ftruncate(descriptor, off_t(length)) }
    }

    /// Appends one record; false (and nothing more is written) once a write failed.
    @discardableResult
    public func append(_ record: JournalRecord) -> Bool {
        guard let line = record.encoded else { return false }
        guard writeLine(line) else { return false }
        written += 1
        return true
    }

    /// A line for people (`# …`), ignored when the journal is read back.
    @discardableResult
    func note(_ text: String) -> Bool {
        writeLine(text.hasPrefix("#") ? text : "# " + text)
    }

    /// A clean end: `end` is appended, or, when this session never changed the layout and
    /// made the file itself, the file goes (there is nothing to resume).
    public func close(removingIfEmpty: Bool) {
        guard descriptor >= 0 else { return }
        if removingIfEmpty, written == 0 {
            unlink(path)
        } else {
            _ = writeLine(JournalRecord.end.encoded ?? "end")
        }
        closeDescriptor(descriptor)
        descriptor = -1
    }

    private func writeLine(_ line: String) -> Bool {
        guard !failed, descriptor >= 0 else { return false }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        // One call places the whole line: O_APPEND writes it at the end in one piece.
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failed = true
                return false
            }
            offset += count
        }
        return true
    }
}

/// Times for journal names (sortable) and notes (readable), in UTC.
enum JournalClock {
    static func fileStamp(_ seconds: time_t) -> String {
        let t = parts(seconds)
        return "\(t.year)\(two(t.month))\(two(t.day))T\(two(t.hour))\(two(t.minute))\(two(t.second))Z"
    }

    static func readable(_ seconds: time_t) -> String {
        let t = parts(seconds)
        return "\(t.year)-\(two(t.month))-\(two(t.day)) \(two(t.hour)):\(two(t.minute)):\(two(t.second)) UTC"
    }

    private static func parts(_ seconds: time_t) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var value = seconds
        var broken = tm()
        gmtime_r(&value, &broken)
        return (Int(broken.tm_year) + 1900, Int(broken.tm_mon) + 1, Int(broken.tm_mday),
                Int(broken.tm_hour), Int(broken.tm_min), Int(broken.tm_sec))
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

/// `close(2)`, named apart from `JournalWriter.close(removingIfEmpty:)`.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
