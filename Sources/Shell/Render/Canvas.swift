import Messages

/// A grid of characters that boxes are drawn on; anything outside it is clipped. A wide
/// (CJK) character takes two cells: the second holds `Canvas.covered`, which prints as
/// nothing, so every row still spans the same columns in a terminal.
struct Canvas {
    private var cells: [[Character]]
    let columns: Int, rows: Int
    /// The right half of a wide character; never drawn itself.
    static let covered: Character = "\u{0}"

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
    }

    var text: String {
        cells.map { String($0.filter { $0 != Self.covered }).trimmingTrailingWhitespace() }.joined(separator: "\n")
    }

    mutating func put(_ row: Int, _ column: Int, _ character: Character) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        // Drawing over either half of a wide character leaves a blank in the other half.
        if cells[row][column] == Self.covered, column > 0 { cells[row][column - 1] = " " }
        if column + 1 < columns, cells[row][column + 1] == Self.covered { cells[row][column + 1] = " " }
        cells[row][column] = character
    }

    /// A character that takes two columns, or a blank when only one cell is left.
    private mutating func putWide(_ row: Int, _ column: Int, _ character: Character) {
        guard column + 1 < columns else { put(row, column, " "); return }
        put(row, column, character)
        put(row, column + 1, Self.covered)
    }

    mutating func box(left: Int, top: Int, right: Int, bottom: Int, label: String) {
        if right <= left, bottom <= top {
            put(top, left, "·")
            return
        }
        if bottom <= top {            // no height: a line with the name on it
            for column in left...right { put(top, column, "─") }
            write(label, row: top, from: left + 1, before: right)
            return
        }
        if right <= left {            // no width
            for row in top...bottom { put(row, left, "│") }
            return
        }
        for column in left...right {
            put(top, column, "─")
            put(bottom, column, "─")
        }
        for row in top...bottom {
            put(row, left, "│")
            put(row, right, "│")
        }
        put(top, left, "┌"); put(top, right, "┐")
        put(bottom, left, "└"); put(bottom, right, "┘")
        // The name sits in the top border, where subviews cannot cover it.
        write(label, row: top, from: left + 1, before: right)
    }

    /// The name, cut to the room there is (in columns); a cut name ends in '…'.
    private mutating func write(_ label: String, row: Int, from start: Int, before end: Int) {
        let room = end - start
        guard room > 0 else { return }
        var text = Array(label)
        if label.displayWidth > room {
            var kept: [Character] = [], width = 0
            for character in text {
                guard width + character.displayWidth <= room - 1 else { break }
                kept.append(character)
                width += character.displayWidth
            }
            text = kept + ["…"]
        }
        write(String(text), row: row, at: start)
    }

    /// Text from `column` on, a wide character in two cells.
    mutating func write(_ text: String, row: Int, at column: Int) {
        var column = column
        for character in text {
            switch character.displayWidth {
            case 0: continue        // a lone mark has no cell of its own
            case 2: putWide(row, column, character); column += 2
            default: put(row, column, character); column += 1
            }
        }
    }

    /// What a cell holds, or nil outside the canvas.
    subscript(row row: Int, column column: Int) -> Character? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return cells[row][column]
    }

    /// Whether `count` cells from `column` on are inside the canvas and blank.
    func isBlank(row: Int, from column: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        for c in column..<(column + count) where self[row: row, column: c] != " " { return false }
        return true
    }
}
