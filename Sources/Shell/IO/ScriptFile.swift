import AutoLayout
import Foundation
import Messages

/// Reading and writing script files, with errors a person can act on.
enum ScriptFile {
    /// Relative paths in a loaded script are relative to that script, as `#include` is.
    static func resolve(_ path: String, relativeTo directory: String?) -> String {
        let path = unquoted(path)
        guard let directory, !path.hasPrefix("/"), !path.hasPrefix("~") else {
            return expandingTilde(path)
        }
        return joined(directory, path)
    }

    // Path arithmetic by hand: NSString's path methods trap on some inputs on Linux
    // (`save c` crashed in deletingLastPathComponent), and these few rules are all we need.

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `"name"` and `'name'` as `name`: people quote file names out of habit, and a file
    /// literally named `""` is never what they meant.
    static func unquoted(_ path: String) -> String {
        for quote in ["\"", "'"] where path.count >= 2 && path.hasPrefix(quote) && path.hasSuffix(quote) {
            return String(path.dropFirst().dropLast())
        }
        return path
    }

    /// `~` and `~/…` become the home directory; `~user` is left as typed.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"),
              let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    /// The path with symlinks and `.`/`..` resolved, or nil if it does not exist.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Scripts larger than this are not scripts (and reading one whole would take memory
    /// for nothing).
    static let maximumScriptBytes = 64 << 20

    static func read(_ path: String, as typed: String) throws(ShellError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw ShellError(.noSuchFile, typed) }
            throw ShellError(.cannotReadBecause, typed, String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ShellError(.isADirectory, typed)
        default:
            // A device, FIFO or socket may never end (`/dev/zero`) or block forever.
            throw ShellError(Message(.notARegularFile, [.text(typed), .message(fileKind(info.st_mode))]), hint: Message(.hintSaveToFile))
        }
        guard Int(info.st_size) <= maximumScriptBytes else {
            throw ShellError(.scriptTooLarge, typed, String(Int(info.st_size) >> 20), String(maximumScriptBytes >> 20))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ShellError(.cannotRead, typed, hint: Message(.hintPermissions))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ShellError(.notUTF8, typed)
        }
        return text
    }

    private static func fileKind(_ mode: mode_t) -> Message {
        switch mode & S_IFMT {
        case S_IFCHR: Message(.fileCharacterDevice)
        case S_IFBLK: Message(.fileBlockDevice)
        case S_IFIFO: Message(.fileFIFO)
        case S_IFSOCK: Message(.fileSocket)
        default: Message(.fileNotPlain)
        }
    }

    /// Writes to a temporary file beside the target, then renames it over the target, so
    /// a failure never leaves half a script behind. A symlink is written through (the file
    /// it names is replaced, the link stays), and an existing file keeps its mode.
    static func write(_ text: String, to path: String) throws(ShellError) {
        let path = unquoted(path)
        guard !path.isEmpty else {
            throw ShellError(.saveEmptyName, hint: Message(.hintSaveExample))
        }
        let target = followingLinks(expandingTilde(path))
        let directory = directory(of: target)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw ShellError(.saveNoDirectory, path, directory)
        }
        // Only a regular file is replaced: renaming over a FIFO or a device (`/dev/null` as
        // root) would put a plain file where the node was. `stat` follows any link left.
        var node = stat()
        if stat(target, &node) == 0 {
            switch node.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw ShellError(.saveIsDirectory, path)
            default:
                throw ShellError(Message(.saveNotARegularFile, [.text(path), .message(fileKind(node.st_mode))]))
            }
        }
        let name = lastComponent(of: target)
        let temporary = joined(directory, ".\(name).\(ProcessInfo.processInfo.processIdentifier).alsh-save")
        var existing = stat()
        let mode: mode_t? = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        if let reason = writeFile(temporary, Array(text.utf8), keeping: mode) {
            unlink(temporary)
            throw ShellError(.saveFailed, path, reason)
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw ShellError(.saveFailed, path, reason)
        }
    }

    /// The file a chain of symlinks ends at (which need not exist yet), so `save` replaces
    /// that file and keeps the link.
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : joined(directory(of: current), destination)
        }
        return current
    }

    /// Creates (or truncates) `path`, writes `bytes` and flushes them to disk; the reason
    /// on failure. The mode of the file it replaces is set explicitly (the umask would
    /// narrow it); a new file gets the umask's default as any editor's would.
    private static func writeFile(_ path: String, _ bytes: [UInt8], keeping mode: mode_t?) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        if let mode { fchmod(descriptor, mode) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }
}
