import AutoLayout
import Messages

/// `render`'s I-beams: each constraint that holds is written with the label `export svg`
/// gives it (`ConstraintFigure`) on a beam between the cells of the two edges it relates,
/// `├─20─┤` across and `┬`, `8`, `┴` down; a width or height as a bar inside its view. A
/// beam is drawn only where every cell it crosses is blank, so it never covers a border, a
/// name or another beam, and two labels never touch; a label with no room is left out.
extension LayoutRenderer {
    func writeConstants(of layout: Layout, on drawing: inout Drawing) {
        let frames = PictureFrames(layout)
        let grid = CellGrid(layout: layout, cells: drawing.cells, scale: drawing.scale,
                            rtl: layout.direction == .rightToLeft, cell: cell)
        var sketch = Sketch(canvas: drawing.canvas)
        for info in layout.constraints where info.state == .active {
            guard let figure = ConstraintFigure(info, layout: layout, language: language, frame: frames.anchorFrame),
                  !figure.drawnLabel.isEmpty else { continue }
            grid.draw(figure, on: &sketch)
        }
        drawing.canvas = sketch.canvas
    }
}

/// Points to cells, as the boxes were drawn: a view's own edge is where its box landed
/// (rounding and keeping it inside its superview may have moved it a cell), anything else
/// (margins, centres, guides) is rounded from its place in points.
private struct CellGrid {
    let layout: Layout
    let cells: [String: LayoutRenderer.Cells]
    let scale: Double
    let rtl: Bool
    let cell: (Double, Double) -> Int

    func column(_ x: Double) -> Int { cell(x, scale) }
    func row(_ y: Double) -> Int { cell(y, scale / 2) }

    /// The cell of an anchor at `position` points, or nil when its view is not drawn.
    func edge(_ anchor: AppleShape.Anchor, at position: Double, horizontal: Bool) -> Int? {
        if anchor.guide == nil, !layout.isGuide(anchor.view) {
            guard let box = cells[anchor.view] else { return nil }
            switch anchor.attribute {
            case .left: return box.left
            case .right: return box.right
            case .leading: return rtl ? box.right : box.left
            case .trailing: return rtl ? box.left : box.right
            case .top: return box.top
            case .bottom: return box.bottom
            default: break
            }
        }
        return horizontal ? column(position) : row(position)
    }

    /// The cells an anchor's item spans across the beam (rows for an x beam).
    func span(_ anchor: AppleShape.Anchor, _ frame: Rect, horizontal: Bool) -> ClosedRange<Int>? {
        if anchor.guide == nil, !ConstraintFigure.isMargin(anchor.attribute), let box = cells[anchor.view] {
            return horizontal ? box.top...box.bottom : box.left...box.right
        }
        let low = horizontal ? row(frame.y) : column(frame.x)
        let high = horizontal ? row(frame.y + frame.height) : column(frame.x + frame.width)
        return low <= high ? low...high : nil
    }

    func draw(_ figure: ConstraintFigure, on canvas: inout Sketch) {
        let shape = figure.shape
        if figure.kind == .size {
            guard let box = cells[shape.first.view], shape.first.guide == nil else { return }
            if figure.horizontal {
                // A bar across the view, as low in it as there is room (Interface Builder's place).
                let rows = Array(stride(from: box.bottom - 1, to: box.top, by: -1))
                Beam(label: figure.drawnLabel, low: box.left, high: box.right).across(rows, on: &canvas)
            } else {
                // A bar down the view, as near its right edge as the label allows.
                let columns = Array(stride(from: box.right - 1, to: box.left, by: -1))
                Beam(label: figure.drawnLabel, low: box.top, high: box.bottom).down(columns, within: box.left...box.right, on: &canvas)
            }
            return
        }
        let horizontal = figure.horizontal
        guard let a = edge(shape.first, at: figure.a, horizontal: horizontal),
              let spanA = span(shape.first, figure.first, horizontal: horizontal) else { return }
        var b = horizontal ? column(figure.b) : row(figure.b)
        var shared = spanA
        if let second = shape.second, let frame = figure.second {
            guard let edgeB = edge(second, at: figure.b, horizontal: horizontal),
                  let spanB = span(second, frame, horizontal: horizontal) else { return }
            b = edgeB
            // At the middle of what the two share across the axis, as `export svg` draws it.
            if spanA.overlaps(spanB) { shared = max(spanA.lowerBound, spanB.lowerBound)...min(spanA.upperBound, spanB.upperBound) }
        }
        let beam = Beam(label: figure.drawnLabel, low: min(a, b), high: max(a, b))
        // Inside both items first (a beam on a border row would end on a corner), middle out.
        let middle = (shared.lowerBound + shared.upperBound) / 2
        let borders = Set([spanA.lowerBound, spanA.upperBound, shared.lowerBound, shared.upperBound])
        let places = shared.sorted { p, q in
            (borders.contains(p) ? 1 : 0, abs(p - middle), p) < (borders.contains(q) ? 1 : 0, abs(q - middle), q)
        }
        if horizontal {
            beam.across(places, on: &canvas)
        } else {
            beam.down(places, within: nil, on: &canvas)
        }
    }
}

/// The canvas and the cells beams drew lines on: a beam may cross another's line (`┼`,
/// a view's width bar and its height bar), never a border, a name or a label.
private struct Sketch {
    var canvas: Canvas
    var beamLines: Set<Int> = []

    private func key(_ row: Int, _ column: Int) -> Int { row * canvas.columns + column }

    /// Blank, or a beam's line running across (`crossing`) that this one may cross.
    func isFree(_ row: Int, _ column: Int, crossing: Character) -> Bool {
        let cell = canvas[row: row, column: column]
        return cell == " " || (cell == crossing && beamLines.contains(key(row, column)))
    }

    mutating func line(_ row: Int, _ column: Int, _ character: Character) {
        canvas.put(row, column, canvas[row: row, column: column] == " " ? character : "┼")
        beamLines.insert(key(row, column))
    }
}

/// A labelled beam between two cells on one axis, drawn at the first place where it fits.
private struct Beam {
    let label: String
    let low: Int, high: Int

    /// `├──20──┤` on the first of `rows` where the cells between the ends are free.
    func across(_ rows: [Int], on sketch: inout Sketch) {
        let width = label.displayWidth, room = high - low - 1
        guard width > 0, room >= width else { return }
        let start = low + 1 + (room - width) / 2
        for row in rows {
            guard sketch.canvas.isBlank(row: row, from: start, count: width),
                  (low + 1..<high).allSatisfy({ sketch.isFree(row, $0, crossing: "│") }),
                  let left = Self.join(sketch.canvas[row: row, column: low], .right),
                  let right = Self.join(sketch.canvas[row: row, column: high], .left) else { continue }
            for column in (low + 1)..<high { sketch.line(row, column, "─") }
            sketch.canvas.write(label, row: row, at: start)
            sketch.canvas.put(row, low, left)
            sketch.canvas.put(row, high, right)
            return
        }
    }

    /// `┬`, a line, the label across the middle row, `┴`, on the first of `columns` where
    /// the cells are free; `within` keeps the label between a view's borders.
    func down(_ columns: [Int], within bounds: ClosedRange<Int>?, on sketch: inout Sketch) {
        let width = label.displayWidth, room = high - low - 1
        guard width > 0, room >= 1 else { return }
        let labelRow = low + 1 + (room - 1) / 2
        for column in columns {
            let start = column - (width - 1) / 2
            if let bounds, start <= bounds.lowerBound || start + width - 1 >= bounds.upperBound { continue }
            // Text just beside the label would read as one word with it.
            let canvas = sketch.canvas
            guard canvas.isBlank(row: labelRow, from: start, count: width),
                  Self.isLine(canvas[row: labelRow, column: start - 1]), Self.isLine(canvas[row: labelRow, column: start + width]),
                  (low + 1..<high).allSatisfy({ $0 == labelRow || sketch.isFree($0, column, crossing: "─") }),
                  let top = Self.join(canvas[row: low, column: column], .down),
                  let bottom = Self.join(canvas[row: high, column: column], .up) else { continue }
            for row in (low + 1)..<high where row != labelRow { sketch.line(row, column, "│") }
            sketch.canvas.write(label, row: labelRow, at: start)
            sketch.canvas.put(low, column, top)
            sketch.canvas.put(high, column, bottom)
            return
        }
    }

    enum Arm { case left, right, up, down }

    static let lines: Set<Character> = ["─", "│", "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼", "·"]

    /// Blank, a border or a beam, or past the canvas's edge: not text.
    static func isLine(_ cell: Character?) -> Bool {
        guard let cell else { return true }
        return cell == " " || lines.contains(cell)
    }

    /// An end of a beam on what a cell holds: a border it meets becomes a joint (`│` and a
    /// beam going right: `├`), a blank an end bar; a corner or a flat view's line is kept as
    /// it is. Nil where the end would land on a name.
    static func join(_ cell: Character?, _ arm: Arm) -> Character? {
        guard let cell else { return nil }
        switch (cell, arm) {
        case ("│", .right), (" ", .right), ("├", .right): return "├"
        case ("│", .left), (" ", .left), ("┤", .left): return "┤"
        case ("─", .down), (" ", .down), ("┬", .down): return "┬"
        case ("─", .up), (" ", .up), ("┴", .up): return "┴"
        case ("┤", .right), ("├", .left), ("┴", .down), ("┬", .up), ("┼", _): return "┼"
        default: return lines.contains(cell) ? cell : nil
        }
    }
}
