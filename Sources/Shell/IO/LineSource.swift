/// Where the session's lines come from: the keyboard (libedit, in `alsh`), a script file,
/// or standard input. One loop serves them all, so a script behaves as typing it.
public protocol LineSource: AnyObject {
    /// The next line without its newline, or nil at end of input (Ctrl-D).
    /// `prompt` is shown only by interactive sources.
    func readLine(prompt: String) -> String?
    /// A line worth keeping in the interactive history; other sources ignore it.
    func remember(_ line: String)
    /// The number in its file of the line just read, where lines are not read in the
    /// order written (`ScriptLineSource(file:)`); nil: one more than the line before.
    var lastLineNumber: Int? { get }
    func peekLine() -> String?
}

extension LineSource {
    public var lastLineNumber: Int? { nil }
    /// The line `readLine` will return next, where the whole text is known (a script held
    /// in memory); nil where lines come one at a time (the keyboard, a pipe).
    public func peekLine() -> String? { nil }
}

/// Where the session's text goes; tests capture it, `alsh` writes to stdout and stderr.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// Tab completion: candidates for the word that ends at `cursor` (a Character offset).
public protocol Completer: AnyObject {
    func completions(line: String, cursor: Int) -> [String]
}
