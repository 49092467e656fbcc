import AutoLayout
import Messages

/// A user constraint as the pictures draw it (`export svg`, `watch` and `render` share it,
/// so both say the same thing): as one NSLayoutConstraint, the frames of the items it
/// relates, the kind of mark it is drawn as, the two places it spans on its axis and its
/// label (`20`, `≥ 8`, `@750`, `= other × 0.5`, `1:1`, and how far it gives way).
struct ConstraintFigure {
    enum Kind {
        /// A width or height: a bar inside the view, from `a` (its low edge) to `b`.
        case size
        /// Centre on centre: a dashed centre line, and an I-beam from `b` to `a`.
        case centre
        /// A spacing or edge constraint: an I-beam from `b` (second) to `a` (first).
        case spacing
    }

    let shape: AppleShape
    let kind: Kind
    let horizontal: Bool
    /// Frames, in root's coordinates, of what the first and second anchors belong to.
    let first: Rect
    let second: Rect?
    /// The places the mark spans on its axis.
    let a: Double, b: Double
    /// The label in full (`data-label`), and what the picture writes ("" for plain centring).
    let label: String
    let drawnLabel: String

    /// The figure of `info`, or nil for a general linear form (not one NSLayoutConstraint)
    /// or an anchor with no frame. `frame` gives an anchor's item's frame in root's
    /// coordinates (`anchorFrame` is the usual one).
    init?(_ info: LayoutConstraintInfo, layout: Layout, language: Language, frame: (AppleShape.Anchor) -> Rect?) {
        guard let shape = layout.appleShape(info.id), let first = frame(shape.first) else { return nil }
        let broken = info.state == .broken, inactive = info.state == .inactive, optional = info.priority < 1000
        let horizontal = shape.first.attribute.isHorizontal
        let relation = shape.relation == .equal ? "" : shape.relation == .greaterThanOrEqual ? "≥ " : "≤ "
        let priority = optional ? " @" + formatNumber(info.priority) : ""
        let second = shape.second.flatMap(frame)
        let rtl = layout.direction == .rightToLeft
        self.shape = shape
        self.horizontal = horizontal
        self.first = first
        self.second = second

        /// The label with its relation and priority, and how far an optional one gives way
        /// when the solution (`actual`) misses what it asks.
        func finish(_ core: String, actual: Double) -> String {
            var label = relation + core + priority
            if !broken, !inactive, optional {
                let off = Self.shortfall(shape, actual)
                if off > 0.001 { label = Message(.svgGivesWay, label, formatNumber(off)).text(in: language) }
            }
            return label
        }

        if shape.first.attribute.isSize {
            let length = horizontal ? first.width : first.height
            var actual = length
            var core = formatNumber(shape.constant)
            if let other = shape.second, let otherFrame = second {
                let otherLength = other.attribute == .width ? otherFrame.width : otherFrame.height
                actual = length - shape.multiplier * otherLength
                core = Self.relativeSize(shape, other)
                if !relation.isEmpty, core.hasPrefix("= ") { core.removeFirst(2) }
            }
            kind = .size
            (a, b) = horizontal ? (first.x, first.x + first.width) : (first.y, first.y + first.height)
            label = finish(core, actual: actual)
            drawnLabel = label
            return
        }
        let a = Self.position(shape.first.attribute, first, rtl: rtl)
        let b = shape.second.flatMap { anchor in second.map { Self.position(anchor.attribute, $0, rtl: rtl) } } ?? 0
        var core = formatNumber(shape.constant)
        if shape.multiplier != 1 {
            core = "× " + formatNumber(shape.multiplier)
            if shape.constant != 0 { core += (shape.constant < 0 ? " − " : " + ") + formatNumber(abs(shape.constant)) }
        }
        let label = finish(core, actual: a - shape.multiplier * b)
        let centring = Self.isCentre(shape.first.attribute) && shape.second.map { Self.isCentre($0.attribute) } == true
        kind = centring ? .centre : .spacing
        self.a = a
        self.b = b
        self.label = label
        let plain = shape.constant == 0 && shape.multiplier == 1 && relation.isEmpty && priority.isEmpty
        drawnLabel = centring && plain ? "" : label
    }

    /// `= other`, `= other.height × 0.5 + 10`, or an aspect ratio `2:1`.
    private static func relativeSize(_ shape: AppleShape, _ other: AppleShape.Anchor) -> String {
        let ratio = other.view == shape.first.view && other.attribute != shape.first.attribute
        var core = ratio ? formatNumber(shape.multiplier) + ":1"
            : "= " + other.view + (other.attribute == shape.first.attribute ? "" : "." + other.attribute.rawValue)
        if shape.multiplier != 1, !ratio { core += " × " + formatNumber(shape.multiplier) }
        if shape.constant != 0 { core += (shape.constant < 0 ? " − " : " + ") + formatNumber(abs(shape.constant)) }
        return core
    }

    /// How far the solution is from what the constraint asks, on its own terms.
    private static func shortfall(_ shape: AppleShape, _ actual: Double) -> Double {
        let want = shape.constant
        switch shape.relation {
        case .equal: return abs(actual - want)
        case .greaterThanOrEqual: return max(0, want - actual)
        case .lessThanOrEqual: return max(0, actual - want)
        }
    }

    /// The frame an anchor is read off: a built-in guide's, the margins' for a margin
    /// attribute, else the view's (`absolute` and `guideFrame` in root's coordinates).
    static func anchorFrame(_ anchor: AppleShape.Anchor, absolute: [String: Rect],
                            guideFrame: (String, BuiltInGuide) -> Rect?) -> Rect? {
        if let guide = anchor.guide { return guideFrame(anchor.view, guide) }
        return isMargin(anchor.attribute) ? guideFrame(anchor.view, .margins) ?? absolute[anchor.view] : absolute[anchor.view]
    }

    static func isMargin(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    static func isCentre(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// An anchor's coordinate on its axis (leading is the right edge in right-to-left).
    static func position(_ attribute: Attribute, _ f: Rect, rtl: Bool) -> Double {
        switch attribute {
        case .left, .leftMargin: return f.x
        case .right, .rightMargin: return f.x + f.width
        case .leading, .leadingMargin: return rtl ? f.x + f.width : f.x
        case .trailing, .trailingMargin: return rtl ? f.x : f.x + f.width
        case .top, .topMargin, .firstBaseline: return f.y
        case .bottom, .bottomMargin, .lastBaseline: return f.y + f.height
        case .centerX, .centerXWithinMargins: return f.x + f.width / 2
        case .centerY, .centerYWithinMargins: return f.y + f.height / 2
        case .width: return f.width
        case .height: return f.height
        }
    }
}
