import Foundation

/// Reading and writing script files, with errors a person can act on.
enum ScriptFile {
    /// Relative paths in a loaded script are relative to that script, as `#include` is.
    static func resolve(_ path: String, relativeTo directory: String?) -> String {
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

    /// `~` and `~/…` become the home directory; `~user` is left as typed.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"),
              let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    static func read(_ path: String, as typed: String) throws(ShellError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShellError("no such file '\(typed)'")
        }
        guard !isDirectory.boolValue else { throw ShellError("'\(typed)' is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ShellError("cannot read '\(typed)'", hint: "check its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ShellError("'\(typed)' is not a UTF-8 text file")
        }
        return text
    }

    /// Writes to a temporary file beside the target, then renames it over the target, so
    /// a failure never leaves half a script behind.
    static func write(_ text: String, to path: String) throws(ShellError) {
        let target = expandingTilde(path)
        let directory = directory(of: target)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw ShellError("cannot save '\(path)': no such directory '\(directory)'")
        }
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ShellError("cannot save '\(path)': it is a directory")
        }
        let name = lastComponent(of: target)
        let temporary = joined(directory, ".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw ShellError("cannot save '\(path)': the directory is not writable")
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw ShellError("cannot save '\(path)': \(reason)")
        }
    }
}
