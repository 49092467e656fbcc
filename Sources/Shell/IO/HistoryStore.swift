#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The persistent line history: one line typed per file line, appended as it is typed
/// (one `write` with `O_APPEND`), never rewritten in place. A kill at any moment leaves
/// every line written before it, and two sessions open at once both keep their lines
/// (appends interleave whole lines). The file is trimmed rarely: when it holds twice the
/// lines kept, the newest are written to a temporary file that is renamed over it.
public struct HistoryStore {
    public let path: String
    /// How many lines the editor keeps (and the file keeps after a trim).
    public let limit: Int

    public init(path: String, limit: Int = 1000) {
        self.path = path
        self.limit = limit
    }

    /// The lines to offer, oldest first, at most `limit`. Reads libedit's own format
    /// (`_HiStOrY_V2_`, spaces as `\040`) too, so history from earlier versions survives.
    public func load() -> [String] {
        guard let text = Self.readFile(path) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if lines.first == "_HiStOrY_V2_" {
            lines = lines.dropFirst().map(Self.decodingVis)
        }
        if lines.count > 2 * limit || text.hasPrefix("_HiStOrY_V2_") { trim(to: Array(lines.suffix(limit))) }
        return Array(lines.suffix(limit))
    }

    /// Appends one line; a line with a newline or a NUL cannot be a history entry.
    @discardableResult
    public func append(_ line: String) -> Bool {
        guard !line.contains("\n"), !line.utf8.contains(0) else { return false }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array((line + "\n").utf8)
        // One write call per line: O_APPEND places it whole at the end, whoever else writes.
        return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }

    /// Replaces the file with `lines` through a temporary file and a rename, so no moment
    /// exists at which the history is half written.
    private func trim(to lines: [String]) {
        let temporary = path + ".\(getpid()).trim"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
    }

    private static func readFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
            // A history file is small; a huge one is not ours to read whole.
            if bytes.count > 16 << 20 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// libedit's `strvis` encoding: `\ooo` octal bytes and `\\`.
    static func decodingVis(_ line: String) -> String {
        let input = Array(line.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "\\"), index + 3 < input.count,
               let value = octal(input[(index + 1)...].prefix(3)) {
                output.append(value)
                index += 4
            } else if byte == UInt8(ascii: "\\"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "\\") {
                output.append(byte)
                index += 2
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func octal(_ digits: ArraySlice<UInt8>) -> UInt8? {
        guard digits.count == 3 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") else { return nil }
            value = value * 8 + Int(digit - UInt8(ascii: "0"))
        }
        return value <= 255 ? UInt8(value) : nil
    }
}
