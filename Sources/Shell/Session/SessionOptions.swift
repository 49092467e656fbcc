import AutoLayout
import Messages

/// How a session talks to its person: decided once by `alsh` from argv and the terminal.
public struct SessionOptions: Sendable {
    /// ANSI colour in reports and errors (stdout is a terminal and `NO_COLOR` is unset).
    public var color: Bool
    /// Lines typed at a keyboard: a prompt, history, errors shown under the typed line.
    public var interactive: Bool
    /// `--json`: stdout carries only the final JSON document, so per-command reports are
    /// neither printed nor computed (errors and failed expects still go to stderr).
    public var json: Bool
    /// Columns available to `render`; `alsh` passes `$COLUMNS` (80 when unset).
    public var terminalWidth: Int
    /// `--echo` (and `-i` for the scripts it runs first): each script line is printed,
    /// with its file and number, before what it did, so reports can be matched to lines.
    public var echo: Bool
    /// Rows available to `render` (`$LINES` or the terminal's); nil when output is not a
    /// terminal, where only `render`'s own cap applies.
    public var terminalHeight: Int?
    /// The language of every message, report and help page (`--lang`, else the locale).
    public var language: Language
    /// Where lesson progress is kept between runs (`$XDG_STATE_HOME/alsh`); nil keeps it
    /// for the session only.
    public var stateFolder: String?

    public init(color: Bool = false, interactive: Bool = false, json: Bool = false,
                terminalWidth: Int = 80, terminalHeight: Int? = nil, echo: Bool = false,
                language: Language = .en, stateFolder: String? = nil) {
        self.color = color
        self.interactive = interactive
        self.json = json
        self.terminalWidth = terminalWidth
        self.echo = echo
        self.terminalHeight = terminalHeight
        self.language = language
        self.stateFolder = stateFolder
    }
}
