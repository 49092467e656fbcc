import AutoLayout
import Messages

/// The words after a command name, taken one at a time; a missing or extra word is a
/// usage error pointing at the place, with the command's synopsis as the hint.
struct Arguments {
    let line: String
    let spec: CommandSpec
    private let words: [Word]
    private var index = 1

    init(line: String, words: [Word], spec: CommandSpec) {
        self.line = line
        self.words = words
        self.spec = spec
    }

    var command: Word { words[0] }
    var isAtEnd: Bool { index >= words.count }
    var remaining: [Word] { Array(words[min(index, words.count)...]) }
    func peek() -> Word? { isAtEnd ? nil : words[index] }

    var usage: Message { Message(.usageLine, spec.synopsis) }

    func usageError(_ message: Message, at range: Range<Int>? = nil) -> ShellError {
        ShellError(message, at: range ?? endRange, hint: usage)
    }

    /// The column just past the last word, where a missing word would go.
    private var endRange: Range<Int> {
        let end = line.count
        return end..<(end + 1)
    }

    mutating func next(_ placeholder: String) throws(ShellError) -> Word {
        guard let word = peek() else { throw usageError(Message(.missingWord, placeholder)) }
        index += 1
        return word
    }

    mutating func take(_ keyword: String) -> Bool {
        guard peek()?.text == keyword else { return false }
        index += 1
        return true
    }

    mutating func number(_ placeholder: String) throws(ShellError) -> Double {
        let word = try next(placeholder)
        return try Self.number(word, placeholder: placeholder, usage: usage)
    }

    /// `X Y WIDTH HEIGHT`.
    mutating func rect() throws(ShellError) -> Rect {
        Rect(x: try number("X"), y: try number("Y"), width: try number("WIDTH"), height: try number("HEIGHT"))
    }

    /// `TOP [LEFT BOTTOM RIGHT]`: one number for all four sides, as `margins` and
    /// `safearea` take them.
    mutating func sides() throws(ShellError) -> Margins {
        let top = try number("TOP")
        guard !isAtEnd else { return Margins(top: top, left: top, bottom: top, right: top) }
        return Margins(top: top, left: try number("LEFT"), bottom: try number("BOTTOM"), right: try number("RIGHT"))
    }

    static func number(_ word: Word, placeholder: String, usage: Message) throws(ShellError) -> Double {
        // Double("nan") and Double("inf") parse; neither is a length.
        guard let value = Double(word.text), value.isFinite, abs(value) < 1e9 else {
            throw ShellError(.notANumber, word.text, at: word.range,
                             hint: Message(.hintIsANumber, [.text(placeholder), .message(usage)]))
        }
        return value
    }

    /// A priority: 1…1000 or one of UIKit's names.
    mutating func priority(_ placeholder: String) throws(ShellError) -> Double {
        let word = try next(placeholder)
        let names: [String: Double] = ["required": 1000, "high": 750, "low": 250, "fittingSize": 50]
        if let value = names[word.text] { return value }
        let text = word.text.hasPrefix("@") ? String(word.text.dropFirst()) : word.text
        guard let value = Double(text), value >= 1, value <= 1000 else {
            throw ShellError(.notAPriority, word.text, at: word.range, hint: Message(.hintPriorityWords))
        }
        return value
    }

    mutating func axis() throws(ShellError) -> Axis {
        let word = try next("AXIS")
        switch word.text {
        case "h", "H", "horizontal": return .horizontal
        case "v", "V", "vertical": return .vertical
        default:
            throw ShellError(.notAnAxis, word.text, at: word.range, hint: Message(.hintAxes))
        }
    }

    /// Nothing may follow the last argument.
    func end() throws(ShellError) {
        guard let extra = peek() else { return }
        let last = words[words.count - 1]
        throw usageError(Message(.unexpectedWord, extra.text), at: extra.range.lowerBound..<last.range.upperBound)
    }
}
