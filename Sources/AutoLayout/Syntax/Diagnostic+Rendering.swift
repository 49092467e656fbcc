import Messages

extension Diagnostic {
    /// The report as swift-syntax prints it: the message, where it happened, the line and a
    /// caret under the columns with the hint beside it.
    ///
    ///     error: unknown attribute 'rigth'
    ///      --> login.al:3:12
    ///     3 | a.left = b.rigth * 1 + 8 @750
    ///       |            ^~~~~ did you mean 'right'?
    ///
    /// Without an origin (interactive input) only the line and the caret follow the message.
    public func rendered(line: String, origin: String?, lineNumber: Int?, language: Language = .en) -> String {
        let number = lineNumber.map(String.init) ?? ""
        let gutterWidth = number.count
        let blankGutter = lineNumber == nil ? "" : String(repeating: " ", count: gutterWidth) + " | "
        var lines = [Message(.errorLabel).text(in: language) + ": " + message(in: language)]
        if let origin {
            var place = origin
            if let lineNumber { place += ":\(lineNumber)" }
            if let range { place += ":\(range.lowerBound + 1)" }
            lines.append(String(repeating: " ", count: gutterWidth) + "--> " + place)
        }
        lines.append((lineNumber == nil ? "" : number + " | ") + line)
        if let range {
            let caret = Self.caret(under: range, in: line)
            lines.append(blankGutter + caret + (hint(in: language).map { " " + $0 } ?? ""))
        } else if let hint = hint(in: language) {
            lines.append(blankGutter + Message(.helpLabel).text(in: language) + ": " + hint)
        }
        return lines.joined(separator: "\n")
    }

    /// Padding that copies the line's tabs, so the caret lines up in any terminal, and
    /// counts display columns, so it lines up under wide (CJK) characters too.
    static func caret(under range: SourceRange, in line: String) -> String {
        let characters = Array(line)
        let start = min(max(range.lowerBound, 0), characters.count)
        let count = max(1, min(range.count, max(1, characters.count - start)))
        return caret(start: start, count: count, in: characters)
    }

    /// The padding and `^~~` under `count` characters from `start`, in display columns:
    /// shared with the shell's error renderer.
    package static func caret(start: Int, count: Int, in characters: [Character]) -> String {
        let lower = min(max(start, 0), characters.count)
        let padding = characters[..<lower].map { $0 == "\t" ? "\t" : String(repeating: " ", count: $0.displayWidth) }.joined()
        let upper = min(lower + max(count, 1), characters.count)
        let width = max(1, characters[lower..<upper].reduce(0) { $0 + $1.displayWidth })
        return padding + "^" + String(repeating: "~", count: width - 1)
    }
}
