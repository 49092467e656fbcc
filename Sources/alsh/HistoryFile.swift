#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where interactive history persists: `$XDG_STATE_HOME/alsh/history`, else
/// `~/.local/state/alsh/history` (the XDG base directory rules: a relative
/// `XDG_STATE_HOME` is ignored).
enum HistoryFile {
    /// The path, with its directory created; nil when there is no home or it cannot be made,
    /// in which case history lives for the session only.
    static func prepare() -> String? {
        prepareFolder().map { $0 + "/history" }
    }

    /// `$XDG_STATE_HOME/alsh` (or `~/.local/state/alsh`), made if missing: the history and
    /// the session journals live there. Nil when there is no home or it cannot be made.
    static func prepareFolder() -> String? {
        guard let directory = stateDirectory() else { return nil }
        let alshDirectory = directory + "/alsh"
        guard makeDirectories(alshDirectory) else { return nil }
        return alshDirectory
    }

    /// The folder as a person would look for it, for messages when it cannot be made.
    static func describedFolder() -> String {
        (stateDirectory() ?? "$XDG_STATE_HOME") + "/alsh"
    }

    /// `$XDG_STATE_HOME/alsh` (or `~/.local/state/alsh`) without making it: lesson progress
    /// makes it when it first has something to keep.
    static func describedFolderIfKnown() -> String? {
        stateDirectory().map { $0 + "/alsh" }
    }

    static func stateDirectory() -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state
        }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/state"
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `mkdir -p` with owner-only permissions for the directories it makes: history may
    /// hold what a person typed about their app.
    static func makeDirectories(_ path: String) -> Bool {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return false }
        }
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
