/// One word of a command line and the columns it came from, for carets.
struct Word: Sendable, Equatable {
    var text: String
    var range: Range<Int>
}

/// Splits a command line into words at spaces, tabs and commas (`view a, b, c`).
enum Words {
    static func split(_ line: String) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        for (column, char) in line.enumerated() {
            if char == " " || char == "\t" || char == "," {
                if !current.isEmpty { words.append(Word(text: current, range: start..<column)) }
                current = ""
            } else {
                if current.isEmpty { start = column }
                current.append(char)
            }
        }
        if !current.isEmpty { words.append(Word(text: current, range: start..<line.count)) }
        return words
    }

    /// The line without its `#` comment; nothing in the command language uses `#`.
    static func stripComment(_ line: String) -> String {
        guard let hash = line.firstIndex(of: "#") else { return line }
        return String(line[..<hash])
    }
}
