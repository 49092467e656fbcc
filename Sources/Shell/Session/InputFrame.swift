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
    /// Lines of pasted code read so far that do not yet make a statement, and the line
    /// number of the first (Session+PastedCode.swift).
    var pendingCode: [String] = []
    var pendingCodeLine = 0
    /// Inside `#if 0` (pasted code the compiler leaves out): how many `#if`s are open
    /// since it; 0 outside one.
    var disabledDepth = 0
    /// A blank line was kept inside the Objective-C statement being gathered (in a file).
    var blankInMessage = false
    /// A file read by `load` (or named on the command line): its lines count against
    /// `Session.loadLineLimit`.
    var isLoad = false
    /// The source's next line, unread (`LineSource.peekLine`): nil at the keyboard.
    var peekLine: () -> String? = { nil }
}

/// One change to the log, with the top-level command it belongs to.
struct UndoStep {
    enum Kind {
        case appended(String)
        case reset(previous: [String])
    }
    // Declared so `commandNumber` fills the gap after `kind`: every line of a session keeps
    // a step (60,000 in a 10,000-view grid), 104 bytes each rather than 128.
    var kind: Kind
    private var commandNumber: Int32
    var command: Int {
        get { Int(commandNumber) }
        set { commandNumber = Int32(clamping: newValue) }
    }
    /// What takes the step back without replaying the log (Session+Undo.swift); nil when
    /// only a replay can (imports), or after a replay made the layout anew.
    var inverse: StepInverse? = nil
    /// The id high-water marks a replay of the log up to this step reaches (Session+Undo.swift).
    var replayMarks: [Character: Int] {
        get { marks.dictionary }
        set { marks = IDMarks(newValue) }
    }
    private var marks: IDMarks
    /// The line as typed, where the log spells its ids out (`undid:` names it so).
    var typed: String? = nil

    init(command: Int, kind: Kind, inverse: StepInverse? = nil, replayMarks: [Character: Int] = [:]) {
        commandNumber = Int32(clamping: command)
        self.kind = kind
        self.inverse = inverse
        self.marks = IDMarks(replayMarks)
    }

    /// The step as undo's fallback keeps it: taken back by replaying the log.
    var withoutInverse: UndoStep {
        var plain = self
        plain.inverse = nil
        return plain
    }
}

/// Id high-water marks kept as numbers: every step holds its own marks, and as a small
/// dictionary each was a heap block of about 120 bytes (7 MB over a 10,000-view grid's
/// 60,000 lines). Only `c` and `g` ids are counted (`Layout.noteID`), each in 32 bits (-1:
/// none); any other prefix, or a mark too large for that, keeps its own dictionary, so
/// nothing is lost.
private struct IDMarks {
    var c: Int32 = -1, g: Int32 = -1
    var others: [Character: Int] = [:]

    init(_ marks: [Character: Int]) {
        for (prefix, value) in marks {
            switch (prefix, Int32(exactly: value)) {
            case ("c", let small?) where small >= 0: c = small
            case ("g", let small?) where small >= 0: g = small
            default: others[prefix] = value
            }
        }
    }

    var dictionary: [Character: Int] {
        var marks = others
        if c >= 0 { marks["c"] = Int(c) }
        if g >= 0 { marks["g"] = Int(g) }
        return marks
    }
}
