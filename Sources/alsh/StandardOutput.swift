#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Shell

/// Standard output and standard error as the session's `OutputSink`.
///
/// Standard output is buffered (a long script prints many small pieces); it is flushed
/// before anything goes to standard error and before every prompt, so `2>&1` keeps the
/// order in which the session wrote.
final class StandardOutput: OutputSink {
    /// Shared with the line editor, which draws its prompt through the same buffer.
    let out: UnsafeMutablePointer<FILE>
    let err: UnsafeMutablePointer<FILE>

    init() {
        // Glibc's `stdout` global cannot be read under Swift 6; a FILE of our own can.
        // fdopen only fails when out of memory, and then there is nothing better to do.
        guard let out = fdopen(STDOUT_FILENO, "w"), let err = fdopen(STDERR_FILENO, "w") else {
            _exit(70)
        }
        self.out = out
        self.err = err
        setvbuf(err, nil, _IONBF, 0)
    }

    func write(_ text: String) {
        fputs(text, out)
    }

    func writeError(_ text: String) {
        fflush(out)
        fputs(text, err)
    }

    func flush() {
        fflush(out)
    }
}
