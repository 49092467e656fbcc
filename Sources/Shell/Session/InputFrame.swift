/// One source being read: where errors say they happened and where nested `load`s start.
struct InputFrame {
    /// "login.al", "<stdin>".
    var origin: String
    /// 1-based number of the line being run.
    var lineNumber = 0
    /// Directory relative `load` paths resolve against: the file's own for a script, the
    /// working directory for the keyboard and standard input.
    var directory: String?
    /// Lines typed at a keyboard show errors under the line itself, with no file position.
    var isKeyboard: Bool
    /// The script's canonical path (symlinks resolved), so a `load` cycle is found at its
    /// first repeat; nil for the keyboard and standard input.
    var canonicalPath: String? = nil
}

/// One change to the log, with the top-level command it belongs to.
struct UndoStep {
    enum Kind {
        case appended(String)
        case reset(previous: [String])
    }
    var command: Int
    var kind: Kind
    /// What takes the step back without replaying the log (Session+Undo.swift); nil when
    /// only a replay can (imports), or after a replay made the layout anew.
    var inverse: StepInverse? = nil
    /// The id high-water marks a replay of the log up to this step reaches (Session+Undo.swift).
    var replayMarks: [Character: Int] = [:]
    /// The line as typed, where the log spells its ids out (`undid:` names it so).
    var typed: String? = nil
}
