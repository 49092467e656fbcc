/// One word of a command line and the columns it came from, for carets.
struct Word: Sendable, Equatable {
    /// As typed, quotes and backslashes included: a name is checked as it was typed.
    var text: String
    var range: Range<Int>
    /// The word with its quotes and escapes resolved, when it has any.
    var unquoted: String? = nil

    /// The word as a file path: quotes and escapes resolved.
    var path: String { unquoted ?? text }
}

/// Splits a command line into words at spaces, tabs and commas (`view a, b, c`). A word
/// may hold those characters quoted (`"My App/Main.storyboard"`) or escaped
/// (`My\ App/Main.storyboard`), as a shell's words do: Xcode projects put spaces in folder
/// names. A word keeps its text as typed (a name with a quote is still refused); a path
/// reads `Word.path`, quotes and escapes resolved.
enum Words {
    static func split(_ line: String) -> [Word] {
        // By byte: every line of a script passes here, and nearly none quotes anything.
        if line.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return splitQuoted(line)
        }
        // An ASCII line without a carriage return ("\r\n" is one Character) has one
        // Character per byte, and bytes are read for a fraction of a Character's cost.
        if line.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return split(line, line.utf8) { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ",") }
        }
        return split(line, line) { $0 == " " || $0 == "\t" || $0 == "," }
    }

    /// Cuts `line` at the elements of `view` that `isBreak`; each element is one column.
    private static func split<View: Collection>(_ line: String, _ view: View,
                                                isBreak: (View.Element) -> Bool) -> [Word] where View.Index == String.Index {
        var words: [Word] = []
        var start: (index: String.Index, column: Int)?
        var column = 0
        var index = view.startIndex
        // Slices of the line, not strings grown a character at a time: every line of a
        // script passes through here.
        while index < view.endIndex {
            if isBreak(view[index]) {
                if let s = start { words.append(Word(text: String(line[s.index..<index]), range: s.column..<column)) }
                start = nil
            } else if start == nil {
                start = (index, column)
            }
            view.formIndex(after: &index)
            column += 1
        }
        if let s = start { words.append(Word(text: String(line[s.index...]), range: s.column..<column)) }
        return words
    }

    /// The slow path: `"…"` holds blanks and commas (`\"` and `\\` inside it are a quote
    /// and a backslash); outside quotes `\` takes the next character as it is. A word's
    /// range covers its quotes and backslashes; an open quote runs to the end of the line.
    private static func splitQuoted(_ line: String) -> [Word] {
        var words: [Word] = []
        var text = ""
        var raw = ""
        var start: Int?
        var inQuote = false
        var column = 0
        let characters = Array(line)
        var index = 0
        func finish() {
            if let s = start { words.append(Word(text: raw, range: s..<column, unquoted: raw == text ? nil : text)) }
            start = nil
            text = ""
            raw = ""
        }
        while index < characters.count {
            let char = characters[index]
            if !inQuote, char == " " || char == "\t" || char == "," {
                finish()
            } else {
                if start == nil { start = column }
                raw.append(char)
                if char == "\"" {
                    inQuote.toggle()
                } else if char == "\\", index + 1 < characters.count {
                    let next = characters[index + 1]
                    raw.append(next)
                    if !inQuote || next == "\"" || next == "\\" {
                        text.append(next)
                    } else {
                        text.append(char)
                        text.append(next)
                    }
                    index += 1
                    column += 1
                } else {
                    text.append(char)
                }
            }
            index += 1
            column += 1
        }
        finish()
        return words
    }

    /// A path as a word: each blank, comma, quote and backslash escaped (`My\ App/`), so
    /// that `split` reads it back whole.
    static func escaped(_ path: String) -> String {
        guard path.contains(where: { " \t,\"\\".contains($0) }) else { return path }
        var out = ""
        for char in path {
            if " \t,\"\\".contains(char) { out.append("\\") }
            out.append(char)
        }
        return out
    }

    /// The word being typed at the end of `prefix`, as typed (quotes and backslashes
    /// kept), or "" when `prefix` ends between words: what Tab completes.
    static func typedWord(_ prefix: String) -> String {
        guard let last = split(prefix).last, last.range.upperBound == prefix.count else { return "" }
        return String(prefix.dropFirst(last.range.lowerBound))
    }

    /// Whether the line, comment aside, is exactly `word` (cheap: most lines are not).
    static func isOnly(_ word: String, _ line: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix(word) && split(stripComment(line)).map(\.text) == [word]
    }

    /// The line without its `#` comment; nothing in the command language uses `#`.
    static func stripComment(_ line: String) -> String {
        // By byte: every line passes here, and '#' is ASCII, so no grapheme walk is needed.
        guard let hash = line.utf8.firstIndex(of: UInt8(ascii: "#")) else { return line }
        // A '#' quoted or escaped is part of a path (`"Sketch #2/x.storyboard"`).
        if line.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            var inQuote = false, escaping = false
            for index in line.indices {
                let char = line[index]
                if escaping { escaping = false; continue }
                if char == "\\" { escaping = true } else if char == "\"" { inQuote.toggle() } else if char == "#", !inQuote {
                    return String(line[..<index])
                }
            }
            return line
        }
        return String(line[..<hash])
    }
}
