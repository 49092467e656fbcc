/// One word of a command line and the columns it came from, for carets.
struct Word: Sendable, Equatable {
    var text: String
    var range: Range<Int>
}

/// Splits a command line into words at spaces, tabs and commas (`view a, b, c`).
enum Words {
    static func split(_ line: String) -> [Word] {
        var words: [Word] = []
        var start: (index: String.Index, column: Int)?
        var column = 0
        var index = line.startIndex
        // Slices of the line, not strings grown a character at a time: every line of a
        // script passes through here.
        while index < line.endIndex {
            let char = line[index]
            if char == " " || char == "\t" || char == "," {
                if let s = start { words.append(Word(text: String(line[s.index..<index]), range: s.column..<column)) }
                start = nil
            } else if start == nil {
                start = (index, column)
            }
            index = line.index(after: index)
            column += 1
        }
        if let s = start { words.append(Word(text: String(line[s.index...]), range: s.column..<column)) }
        return words
    }

    /// Whether the line, comment aside, is exactly `word` (cheap: most lines are not).
    static func isOnly(_ word: String, _ line: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix(word) && split(stripComment(line)).map(\.text) == [word]
    }

    /// The line without its `#` comment; nothing in the command language uses `#`.
    static func stripComment(_ line: String) -> String {
        // By byte: every line passes here, and '#' is ASCII, so no grapheme walk is needed.
        guard let hash = line.utf8.firstIndex(of: UInt8(ascii: "#")) else { return line }
        return String(line[..<hash])
    }
}
