import AutoLayout

/// A line the session refused: what went wrong, where in the line, and one hint.
/// Parser and model errors (`Diagnostic`) are converted to this so every error is shown
/// the same way, with the caret under the offending columns.
struct ShellError: Error, Sendable {
    var message: String
    /// 0-based Character columns in the line as typed; nil when the whole line is at fault.
    var range: Range<Int>?
    /// Shown after the caret: "did you mean 'right'?", or a usage line.
    var hint: String?

    init(_ message: String, at range: Range<Int>? = nil, hint: String? = nil) {
        self.message = message
        self.range = range
        self.hint = hint
    }
}


extension ShellError {
    /// A parser or model error; `fallback` places the caret when the model gave no column
    /// (an unknown id names no column of its own, but the word that held it does).
    init(_ diagnostic: Diagnostic, fallback: Range<Int>? = nil) {
        self.init(diagnostic.message, at: diagnostic.range ?? fallback, hint: diagnostic.hint)
    }
}
