import AutoLayout
import Messages

/// Draws an error the way compilers do: the message, where it came from, the line, and a
/// caret under the columns at fault.
///
/// ```
/// error: unknown attribute 'rigth'
///  --> login.al:3:12
/// 3 | a.left = b.rigth * 1 + 8 @750
///   |            ^~~~~ did you mean 'right'?
/// ```
struct ErrorRenderer {
    var style: Style
    var language: Language = .en

    /// `location` is nil for a line typed at the keyboard: the person has just seen it, so
    /// the gutter carries no line number and no `-->` line is printed.
    func render(_ error: ShellError, line: String, location: (origin: String, line: Int)?,
                kind: String? = nil) -> String {
        var out = style.error("\(kind ?? Message(.errorLabel).text(in: language)):") + " " + error.message.text(in: language) + "\n"
        let gutter = location.map { String($0.line) } ?? ""
        let pad = String(repeating: " ", count: gutter.count)
        if let location {
            let column = (error.range?.lowerBound ?? 0) + 1
            out += "\(pad)--> \(location.origin):\(location.line):\(column)\n"
        }
        // At the keyboard the line has just been typed: no gutter, as Diagnostic renders it.
        let lead = location == nil ? "" : gutter + " | "
        let blank = location == nil ? "" : pad + " | "
        out += lead + line + "\n"
        out += blank + marker(for: error, in: line) + "\n"
        return out
    }

    private func marker(for error: ShellError, in line: String) -> String {
        let characters = Array(line)
        let length = characters.count
        let range = error.range ?? leadingWord(of: line)
        let start = min(max(range.lowerBound, 0), length)
        let width = max(1, min(range.upperBound, length) - start)
        // Display columns, so the caret stays under a Chinese name; the padding is plain
        // spaces (the style colours only the caret).
        let marks = Diagnostic.caret(start: start, count: width, in: characters)
        let caretStart = marks.firstIndex(of: "^") ?? marks.endIndex
        let hint = error.hint.map { " " + $0.text(in: language) } ?? ""
        return String(marks[..<caretStart]) + style.error(String(marks[caretStart...])) + hint
    }

    /// With no column given, the whole first word is underlined.
    private func leadingWord(of line: String) -> Range<Int> {
        let chars = Array(line)
        var start = 0
        while start < chars.count, chars[start] == " " || chars[start] == "\t" { start += 1 }
        var end = start
        while end < chars.count, chars[end] != " ", chars[end] != "\t" { end += 1 }
        return start..<max(end, start + 1)
    }
}
