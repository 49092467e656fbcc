import AutoLayout
import Interchange
import Messages

/// One shell session: the layout, the log of lines that made it, undo and redo, and what
/// has gone wrong so far. Every line, typed or read from a script, goes through `run`.
public final class Session: Completer {
    public let options: SessionOptions
    /// Where everything is printed; `watch` puts a copying sink in front (Session+Watch.swift).
    var output: OutputSink
    let style: Style
    /// The live model. Replaced wholesale by `reset` (and by `rebuild`, undo's fallback).
    var layout = Layout()
    /// The lines that changed the layout, in order: replaying them into a fresh layout
    /// gives this state again. `save` writes them; `load` lines are expanded into them.
    var log: [String] = []
    var undoSteps: [UndoStep] = []
    var redoSteps: [UndoStep] = []
    /// The layout whose tracked analysis was last shown, so the next report prints only
    /// what changed. nil when none was kept (stdout suppressed by `--json`) or the layout
    /// was replaced (weak: a replaced layout is freed before its successor is built). The
    /// layout, not a copy of its analysis: a copy held across the next report would make
    /// the tracker copy its whole tables on its first write (a cost in the session's size).
    weak var shownLayout: Layout?
    /// Undo and redo by replaying the log, as they did before they inverted edits: the
    /// tests' reference for the inverse (UndoTests.swift).
    var undoesByReplay = false
    /// The warnings the last report left standing, so each is printed once (WarningReport.swift);
    /// each once. A list: a rotation of a big layout shows thousands at once and clears
    /// them at the next, and hashing each into a set was most of the warnings' cost.
    var shownWarnings: [LayoutWarning] = []
    /// The scripts being read, innermost last; empty between lines typed at the keyboard.
    var inputs: [InputFrame] = []
    /// What pasted code left for later statements (string constants, views dictionaries),
    /// and the constraint ids its variables hold (`NSLayoutConstraint *c = …`).
    var codeState = PastedCodeState()
    var codeVariables: [String: CodeVariable] = [:]
    /// The frames and ambiguity marks imported debugger dumps printed (Session+DumpImport.swift).
    var dumpEvidence = DebuggerEvidence()
    /// The frames an imported Interface Builder document stores for views its constraints
    /// put elsewhere (superview coordinates): `export svg` and `watch` draw both.
    var misplacedFrames: [String: Rect] = [:]
    /// Lines read so far by the outermost `load` running (its files and all they load), and
    /// whether it was stopped at `loadLineLimit`: every file it opened then stops too.
    var loadedLines = 0
    var loadStopped = false
    /// How many lines one `load` may expand to (`loadLineLimit`; tests set less).
    var loadLineLimit = Session.loadLineLimit
    /// Files opened so far under the outermost `load` (by `load` and `import FILE`), and
    /// how many it may open (`loadFileLimit`; tests set less).
    var loadedFiles = 0
    var loadFileLimit = Session.loadFileLimit
    /// Numbers the command typed at the top level, so one `undo` takes back a whole `load`.
    var commandCount = 0
    /// True while the log is replayed into a fresh layout: nothing is printed or logged.
    var replaying = false
    /// How many `load -q` are being read; see `printsReports`.
    var quietLoads = 0
    /// `trace on`: each pivot of the solves that follow is printed (TeachCommands.swift).
    var tracing = false
    var failureCount = 0
    /// The `expect` lines run so far and where the failed ones were: the summary that ends
    /// a script run (`expectationSummary`).
    var expectationTally = ExpectationTally()
    /// Set while a lesson's checks are tried: a failing `expect` (or an error it makes) is
    /// kept here instead of printed and counted (Session+Lesson.swift).
    var probing = false
    var probeFailure: Message?
    /// The lesson being taken, if any, and the progress remembered between runs.
    var lessons = LessonState()
    /// Where each change is journalled for `--resume` (Session+Journal.swift); nil outside
    /// interactive sessions.
    var journal: JournalWriter?
    /// `watch FILE`: the file rewritten after every top-level command (Session+Watch.swift).
    var watching: WatchTarget?

    /// Any error or failed expect so far.
    public var failed: Bool { failureCount > 0 }
    /// `quit` or `exit` was given: every loop stops.
    public private(set) var quitRequested = false

    /// The first line a person sees at the keyboard.
    public static var welcome: String { welcome(loaded: []) }

    /// The first line after scripts given with `-i` ran: what is loaded, rather than advice
    /// to load an example (which would add its constraints a second time).
    public static func welcome(loaded scripts: [String], language: Language = .en) -> String {
        func words(_ message: Message) -> String { message.text(in: language) }
        guard !scripts.isEmpty else { return words(Message(.welcome)) }
        let names = switch scripts.count {
        case 1: scripts[0]
        case 2: words(Message(.welcomeTwoScripts, scripts[0], scripts[1]))
        default: words(Message(.welcomeMoreScripts, [.text(scripts[0]), .count(scripts.count - 1)]))
        }
        return words(Message(.welcomeLoaded, names))
    }

    /// `load` may nest this deep; deeper is almost surely a file that loads itself.
    static let loadDepthLimit = 16

    /// All the lines one `load` may run, counting the files it loads: ten files each loading
    /// the next ten times fan out without a cycle or a deep nest (10^16 loads at the depth
    /// limit). The largest script `load` reads (64 MB) has about 5 million lines.
    static let loadLineLimit = 10_000_000

    /// All the files one `load` may open, counting those its files load or import. The line
    /// bound alone lets a fan-out of short files run for minutes (ten files each loading the
    /// next ten times, six deep: a million loads of one line each); a project of scripts
    /// opens tens of files, and each open costs a path walk, a stat and a read.
    static let loadFileLimit = 10_000

    public init(options: SessionOptions, output: OutputSink) {
        self.options = options
        self.output = output
        self.style = Style(enabled: options.color)
    }

    /// Reports go to stdout unless `--json` keeps stdout for the final document.
    var printsReports: Bool { !options.json && !replaying && quietLoads == 0 }
    /// `load -q` in progress: its lines print no reports (errors still show).

    func say(_ text: String) {
        guard printsReports, !text.isEmpty else { return }
        // Two writes rather than a copy of the report with its line end (the sink buffers).
        output.write(text)
        if text.utf8.last != UInt8(ascii: "\n") { output.write("\n") }
    }

    func requestQuit() { quitRequested = true }
}
