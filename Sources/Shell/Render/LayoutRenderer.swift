import AutoLayout
import Messages

/// Draws a layout in the terminal: one box per view with its name inside, nested views
/// inside their superview, scaled to fit `columns` with the aspect ratio kept (a cell
/// is about twice as tall as it is wide, so one row stands for two columns' worth).
struct LayoutRenderer {
    /// A view's frame in root's coordinates, and how deep it is nested.
    struct Box: Equatable {
        var name: String
        var frame: Rect
        var depth: Int
    }

    var columns: Int
    /// Keeps a very tall root from printing thousands of lines.
    var maxRows = 120
    /// Lines the whole output may take (the terminal's rows), the note under it included.
    var lineLimit: Int?
    var language: Language = .en
    /// The boxes alone, without the constants on I-beams.
    var framesOnly = false

    func render(_ layout: Layout) -> String {
        let size = layout.rootSize
        let boxes = boxes(of: layout)
        // The canvas is root: what reaches past its edges is cut there, so say which.
        let outside = boxes.dropFirst().filter { box in
            box.frame.x < -1e-6 || box.frame.y < -1e-6
                || box.frame.x + box.frame.width > size.width + 1e-6 || box.frame.y + box.frame.height > size.height + 1e-6
        }
        var fitted = self
        if let lineLimit {
            // A canvas of r rows spans r − 1 row-heights; the note takes a line of its own.
            fitted.maxRows = max(1, min(maxRows, lineLimit - 1 - (outside.isEmpty ? 0 : 1)))
        }
        // Views inside root that reach outside their own superview are cut at its edge too.
        var parents: [Int: Rect] = [:]
        var cut: [Box] = []
        for box in boxes {
            if box.depth > 1, let parent = parents[box.depth - 1], !Self.contains(parent, box.frame),
               !outside.contains(box) {
                cut.append(box)
            }
            parents[box.depth] = box.frame
        }
        if !cut.isEmpty, lineLimit != nil { fitted.maxRows = max(1, fitted.maxRows - 1) }
        var text: String
        if var drawing = fitted.draw(boxes, width: size.width, height: size.height) {
            if !framesOnly { fitted.writeConstants(of: layout, on: &drawing) }
            text = drawing.canvas.text
        } else {
            text = fitted.render(boxes, width: size.width, height: size.height)
        }
        if !outside.isEmpty {
            text += "\noutside root, cut at its edge: " + outside.map { "\($0.name) \(Format.frame($0.frame))" }.joined(separator: ", ")
        }
        if !cut.isEmpty {
            let list = cut.map { "\($0.name) \(Format.frame($0.frame))" }.joined(separator: ", ")
            text += "\n" + Message(.renderCutAtSuperview, list).text(in: language)
        }
        return text
    }

    /// Boxes parents first, so children are drawn over them.
    func boxes(of layout: Layout) -> [Box] {
        var result: [Box] = []
        func visit(_ view: String, origin: (x: Double, y: Double), depth: Int) {
            let local = layout.frame(of: view)
            let frame = Rect(x: origin.x + local.x, y: origin.y + local.y, width: local.width, height: local.height)
            result.append(Box(name: view, frame: frame, depth: depth))
            // Layout guides are never drawn, as in UIKit.
            for child in layout.subviews(of: view) where !layout.isGuide(child) {
                visit(child, origin: (frame.x, frame.y), depth: depth + 1)
            }
        }
        visit(Layout.rootName, origin: (0, 0), depth: 0)
        return result
    }

    func render(_ boxes: [Box], width: Double, height: Double) -> String {
        guard let drawing = draw(boxes, width: width, height: height) else {
            return "(root is \(Format.number(width))x\(Format.number(height)): nothing to draw)"
        }
        return drawing.canvas.text
    }

    /// The cells a box was drawn at (its border's columns and rows).
    struct Cells: Equatable {
        var left, top, right, bottom: Int
    }

    /// The canvas with the boxes on it, where each box landed, and the scale (columns a
    /// point; rows a point are half of it).
    struct Drawing {
        var canvas: Canvas
        var cells: [String: Cells]
        var scale: Double
    }

    func draw(_ boxes: [Box], width: Double, height: Double) -> Drawing? {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        var cells: [String: Cells] = [:]
        var scale = Double(max(columns - 1, 8)) / width
        if height * scale / 2 > Double(maxRows) { scale = Double(maxRows) * 2 / height }
        var canvas = Canvas(columns: cell(width, scale) + 1, rows: cell(height, scale / 2) + 1)
        var topRows: [Int: Int] = [:]   // depth → top row of the box last drawn there
        // depth → the cells of the box last drawn there (a box's superview is the last box
        // one level up), and its frame in points.
        var drawn: [Int: (left: Int, top: Int, right: Int, bottom: Int, frame: Rect)] = [:]
        // depth → the cells of the boxes drawn so far in the current superview.
        var siblings: [Int: [(left: Int, top: Int, right: Int, bottom: Int, frame: Rect)]] = [:]
        for box in boxes {
            // The origin and the size are rounded each on its own, so views of one size are
            // drawn one size (rounding both edges draws two 30-point fields 3 and 4 rows tall).
            var left = cell(box.frame.x, scale), right = left + cell(box.frame.width, scale)
            var top = cell(box.frame.y, scale / 2), bottom = top + cell(box.frame.height, scale / 2)
            siblings[box.depth + 1] = []
            // A subview is kept inside its superview's border cells: rounding (or a frame
            // reaching outside) would otherwise put it over the border and the superview's
            // name. What lies wholly outside its superview is not drawn.
            let parent = box.depth > 0 ? drawn[box.depth - 1] : nil
            if let parent {
                guard parent.right - parent.left >= 2, parent.bottom - parent.top >= 2,
                      left <= parent.right, right >= parent.left, top <= parent.bottom, bottom >= parent.top else {
                    drawn[box.depth] = (0, 0, -1, -1, box.frame)
                    continue
                }
                let inside = Self.contains(parent.frame, box.frame)
                Self.clamp(&left, &right, within: parent.left, parent.right, keepingLength: inside)
                Self.clamp(&top, &bottom, within: parent.top, parent.bottom, keepingLength: inside)
            }
            // Sizes rounded apart can make views apart in points (two fields 8 points apart)
            // share a border cell; the later one moves one cell on, as it lies in points.
            // Checked on the cells as kept inside the superview, where a clash shows.
            for sibling in siblings[box.depth] ?? [] {
                guard left <= sibling.right, right >= sibling.left, top <= sibling.bottom, bottom >= sibling.top else { continue }
                if box.frame.y >= sibling.frame.y + sibling.frame.height - 1e-6 {
                    bottom += sibling.bottom + 1 - top
                    top = sibling.bottom + 1
                } else if box.frame.x >= sibling.frame.x + sibling.frame.width - 1e-6 {
                    right += sibling.right + 1 - left
                    left = sibling.right + 1
                }
            }
            if let parent {
                Self.clamp(&left, &right, within: parent.left, parent.right)
                Self.clamp(&top, &bottom, within: parent.top, parent.bottom)
            }
            drawn[box.depth] = (left, top, right, bottom, box.frame)
            siblings[box.depth, default: []].append((left, top, right, bottom, box.frame))
            // A view too flat for a box is a line; on its superview's top border it would
            // hide the superview's name, so it goes one row down (never onto the bottom border).
            if bottom <= top, box.depth > 0, topRows[box.depth - 1] == top,
               let parent = drawn[box.depth - 1], top + 1 < parent.bottom {
                top += 1
                bottom = top
            }
            topRows[box.depth] = top
            canvas.box(left: left, top: top, right: right, bottom: bottom, label: box.name)
            cells[box.name] = Cells(left: left, top: top, right: right, bottom: bottom)
        }
        return Drawing(canvas: canvas, cells: cells, scale: scale)
    }

    /// Keeps a span of cells between a superview's two border cells, never inverted. A view
    /// that lies inside its superview in points and only rounds onto the border is moved
    /// off it whole, keeping its length where there is room; one that reaches outside is cut.
    private static func clamp(_ low: inout Int, _ high: inout Int, within lowBorder: Int, _ highBorder: Int,
                              keepingLength: Bool = false) {
        if keepingLength, low <= lowBorder { high += lowBorder + 1 - low }
        low = min(max(low, lowBorder + 1), highBorder - 1)
        high = max(min(high, highBorder - 1), low)
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - 1e-6 && inner.y >= outer.y - 1e-6
            && inner.x + inner.width <= outer.x + outer.width + 1e-6 && inner.y + inner.height <= outer.y + outer.height + 1e-6
    }

    /// Rounds a length to a cell index, clamped so no input can overflow an Int.
    func cell(_ value: Double, _ scale: Double) -> Int {
        let scaled = value * scale
        guard scaled.isFinite else { return 0 }
        return Int(max(-1, min(scaled, 10_000)).rounded())
    }
}
