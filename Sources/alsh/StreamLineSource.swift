#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Shell

/// Lines from a pipe or a file: no prompt, no editing, no history, so piping a script in
/// prints exactly what running it as a file prints.
final class StreamLineSource: LineSource {
    private let file: UnsafeMutablePointer<FILE>
    private let closesFile: Bool
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    private init(file: UnsafeMutablePointer<FILE>, closesFile: Bool) {
        self.file = file
        self.closesFile = closesFile
    }

    /// Standard input, left open when the source ends.
    static func standardInput() -> StreamLineSource {
        // Glibc's `stdin` global cannot be read under Swift 6; fdopen fails only without memory.
        guard let file = fdopen(STDIN_FILENO, "r") else { _exit(70) }
        return StreamLineSource(file: file, closesFile: false)
    }

    /// A script file, or nil when it cannot be opened (errno says why).
    convenience init?(path: String) {
        guard let file = fopen(path, "r") else { return nil }
        self.init(file: file, closesFile: true)
    }

    deinit {
        free(buffer)
        if closesFile { fclose(file) }
    }

    /// Reads at most one byte more than the session accepts, so endless input without
    /// newlines (`alsh - < /dev/zero`) costs bounded memory: the session refuses the line.
    func readLine(prompt: String) -> String? {
        let limit = Session.maximumLineBytes + 1
        if capacity < limit + 1 {
            free(buffer)
            buffer = nil
            guard let memory = malloc(limit + 1) else { return nil }
            buffer = memory.assumingMemoryBound(to: CChar.self)
            capacity = limit + 1
        }
        guard let buffer else { return nil }
        var length = 0
        while length < limit {
            let byte = getc(file)
            if byte == EOF { break }
            buffer[length] = CChar(truncatingIfNeeded: byte)
            length += 1
            if byte == 10 { break }
        }
        if length == 0 { return nil }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        var line = String(decoding: bytes, as: UTF8.self)
        // Scripts written on Windows end lines with CR LF; Swift sees "\r\n" as one Character.
        if line.hasSuffix("\n") || line.hasSuffix("\r\n") { line.removeLast() }
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    func remember(_ line: String) {}
}
