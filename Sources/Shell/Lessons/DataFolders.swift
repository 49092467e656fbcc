#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the lessons and examples installed with alsh are: `share/alsh` beside the
/// program's `bin` (what `scripts/run` installs), the XDG data folders, and the source
/// tree the program was built from (a development build run from anywhere).
enum DataFolders {
    static let all: [String] = {
        var candidates: [String] = []
        if let program = executablePath() {
            candidates.append(ScriptFile.directory(of: ScriptFile.directory(of: program)) + "/share/alsh")
        }
        if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") {
            candidates.append(data + "/alsh")
        } else if let home = environment("HOME"), !home.isEmpty {
            candidates.append(home + "/.local/share/alsh")
        }
        candidates += ["/usr/local/share/alsh", "/usr/share/alsh", sourceTree]
        var seen: Set<String> = []
        return candidates.filter { isDirectory($0) && seen.insert(ScriptFile.canonical($0) ?? $0).inserted }
    }()

    /// The repository this file was compiled in: Sources/Shell/Lessons/DataFolders.swift.
    static let sourceTree: String = {
        var path = #filePath
        for _ in 0..<4 { path = ScriptFile.directory(of: path) }
        return path
    }()

    /// The first `folder/relative` that exists, in the folders' order.
    static func find(_ relative: String) -> String? {
        all.lazy.map { ScriptFile.joined($0, relative) }.first { access($0, R_OK) == 0 }
    }

    /// A script installed with alsh, for a relative name that is not a file here:
    /// `examples/register.al`, `register.al` or `register`.
    static func installedScript(_ typed: String) -> String? {
        let name = ScriptFile.unquoted(typed)
        guard !name.isEmpty, !name.hasPrefix("/"), !name.hasPrefix("~") else { return nil }
        var candidates = [name, "examples/" + name]
        if !name.hasSuffix(".al") { candidates += [name + ".al", "examples/" + name + ".al"] }
        return candidates.lazy.compactMap(find).first
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        let first = CommandLine.arguments.first ?? ""
        return first.contains("/") ? ScriptFile.canonical(first) : nil
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
