import AutoLayout
import Messages

/// A line the session refused: what went wrong, where in the line, and one hint.
/// Parser and model errors (`Diagnostic`) are converted to this so every error is shown
/// the same way, with the caret under the offending columns.
/// Message and hint are catalogue sentences, worded in the session's language when shown.
struct ShellError: Error, Sendable {
    var message: Message
    /// 0-based Character columns in the line as typed; nil when the whole line is at fault.
    var range: Range<Int>?
    /// Shown after the caret: "did you mean 'right'?", or a usage line.
    var hint: Message?

    init(_ message: Message, at range: Range<Int>? = nil, hint: Message? = nil) {
        self.message = message
        self.range = range
        self.hint = hint
    }

    init(_ key: MessageKey, _ arguments: String..., at range: Range<Int>? = nil, hint: Message? = nil) {
        self.init(Message(key, arguments.map(MessageArgument.text)), at: range, hint: hint)
    }
}


extension ShellError {
    /// A parser or model error; `fallback` places the caret when the model gave no column
    /// (an unknown id names no column of its own, but the word that held it does).
    init(_ diagnostic: Diagnostic, fallback: Range<Int>? = nil) {
        self.init(diagnostic.sentence, at: diagnostic.range ?? fallback, hint: diagnostic.advice)
    }
}
