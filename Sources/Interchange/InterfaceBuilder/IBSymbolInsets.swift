import AutoLayout
import Cassowary

/// The alignment-rect insets of an image view showing an SF Symbol, as a scene's stored
/// frames imply them.
///
/// UIImageView takes its alignment rect from its image's `alignmentRectInsets`, and a
/// symbol's are its glyph's own (a stopwatch's crown rises above the rect, a circle sits
/// inside it). Interface Builder lays the scene out with them but writes only the frame,
/// so the insets are read back: the stack the view is arranged in, or the required
/// equalities tying its edges to its superview or to siblings, say where its alignment
/// rect lies; the stored frame's distance from there is the insets (docs/UIKIT-RULES.md).
/// An edge nothing places keeps its frame's (inset 0).
struct IBSymbolInsets {
    let elements: [String: IBView]
    let parents: [String: String]
    /// Root's safe-area guide and where it lies in root, as the importer works it out
    /// (the device, its bars and the Xcode that saved the document).
    var rootSafeArea: (root: String, guide: String, frame: Rect)?
    /// The required equalities naming each view, with the view that holds them.
    private var constraintsByItem: [String: [(holder: String, constraint: IBConstraint)]] = [:]
    /// Each view's required `width >= c` and `height <= c` on itself alone.
    private var sizeBounds: [String: [IBConstraint]] = [:]

    init(elements: [String: IBView], parents: [String: String], constraints: [(String, IBConstraint)]) {
        self.elements = elements
        self.parents = parents
        // Placeholders count: Interface Builder laid the stored frames out with them.
        for (holder, constraint) in constraints {
            guard constraint.priority >= 1000 else { continue }
            guard constraint.relation == .equal else {
                if constraint.secondItem == nil { sizeBounds[constraint.firstItem ?? holder, default: []].append(constraint) }
                continue
            }
            let first = constraint.firstItem ?? holder
            constraintsByItem[first, default: []].append((holder, constraint))
            if let second = constraint.secondItem, second != first {
                constraintsByItem[second, default: []].append((holder, constraint))
            }
        }
    }

    /// The insets, or nil when nothing places the alignment rect away from the frame (or
    /// what places it disagrees, or would put it further off than half the frame).
    func insets(of view: IBView) -> AlignmentInsets? {
        guard view.systemImage != nil, let frame = view.frame else { return nil }
        let horizontal = span(view, .horizontal, frame: (frame.x, frame.x + frame.width))
        let vertical = span(view, .vertical, frame: (frame.y, frame.y + frame.height))
        let insets = AlignmentInsets(top: vertical?.start ?? 0, left: horizontal?.start ?? 0,
                                     bottom: vertical?.end ?? 0, right: horizontal?.end ?? 0)
        return insets.isZero ? nil : insets
    }

    /// What a stack or a constraint says about one axis of the alignment rect.
    private enum Fact { case start(Double), end(Double), center(Double), size(Double) }

    /// The insets on one axis: the alignment rect's start less the frame's, and the
    /// frame's end less the rect's.
    private func span(_ view: IBView, _ axis: Axis, frame: (start: Double, end: Double)) -> (start: Double, end: Double)? {
        let facts = stackFacts(view, axis) + constraintFacts(view, axis) + boundFacts(view, axis, frame: frame)
        func agreed(_ values: [Double]) -> Double?? {
            guard let first = values.first else { return .some(nil) }
            return values.allSatisfy { abs($0 - first) < 0.01 } ? first : nil
        }
        guard let start = agreed(facts.compactMap { if case .start(let v) = $0 { v } else { nil } }),
              let end = agreed(facts.compactMap { if case .end(let v) = $0 { v } else { nil } }),
              let center = agreed(facts.compactMap { if case .center(let v) = $0 { v } else { nil } }),
              let size = agreed(facts.compactMap { if case .size(let v) = $0 { v } else { nil } }) else { return nil }
        var rect: (start: Double, end: Double)
        switch (start, end, center, size) {
        case let (s?, e?, _, _): rect = (s, e)
        case let (s?, nil, _, z?): rect = (s, s + z)
        case let (nil, e?, _, z?): rect = (e - z, e)
        case let (nil, nil, c?, z?): rect = (c - z / 2, c + z / 2)
        case let (s?, nil, c?, nil): rect = (s, 2 * c - s)
        case let (nil, e?, c?, nil): rect = (2 * c - e, e)
        case let (s?, nil, nil, nil): rect = (s, frame.end)
        case let (nil, e?, nil, nil): rect = (frame.start, e)
        case let (nil, nil, c?, nil):
            let shift = c - (frame.start + frame.end) / 2
            rect = (frame.start + shift, frame.end + shift)
        default: return nil
        }
        let insets = (start: Self.clean(rect.start - frame.start), end: Self.clean(frame.end - rect.end))
        // The insets are the image's, in points, whatever the view's size: a small frame
        // may sit well inside its rect (a 25-point rect, a 15.7-point glyph); more than
        // half the frame is a frame Interface Builder did not lay out this way.
        let limit = (frame.end - frame.start) / 2
        guard rect.end > rect.start, abs(insets.start) <= limit, abs(insets.end) <= limit else { return nil }
        return insets
    }

    /// Float noise from frames in thirds of a point is not an inset.
    private static func clean(_ value: Double) -> Double {
        abs(value) < 1e-6 ? 0 : value
    }

    /// An arranged view's alignment rect fills the stack across its axis (or is pinned to
    /// one side, or centred, by the stack's alignment); along it, the first starts at the
    /// stack's start and the last ends at its end. Stacks arranging inside their margins
    /// are left out (the margins are not stored).
    private func stackFacts(_ view: IBView, _ axis: Axis) -> [Fact] {
        guard !view.isHidden, let parentID = parents[view.id], let parent = elements[parentID],
              let stack = parent.stack, !stack.marginsRelative, let bounds = parent.frame else { return [] }
        let length = axis == .horizontal ? bounds.width : bounds.height
        if axis == stack.axis {
            let shown = parent.subviews.filter { !$0.isHidden }
            var facts: [Fact] = []
            if shown.first?.id == view.id { facts.append(.start(0)) }
            if shown.last?.id == view.id { facts.append(.end(length)) }
            return facts
        }
        switch stack.alignment {
        case "fill": return [.start(0), .end(length)]
        case "top", "leading": return [.start(0)]
        case "bottom", "trailing": return [.end(length)]
        case "center": return [.center(length / 2)]
        default: return []
        }
    }

    /// Required equalities between one of the view's edges, centres or sizes on this
    /// axis and its superview's bounds or a sibling's stored frame.
    private func constraintFacts(_ view: IBView, _ axis: Axis) -> [Fact] {
        (constraintsByItem[view.id] ?? []).compactMap { holder, constraint in
            let firstID = constraint.firstItem ?? holder
            let isFirst = firstID == view.id
            guard let mine = Self.part(isFirst ? constraint.firstAttribute : constraint.secondAttribute ?? ""),
                  mine.axis == axis else { return nil }
            guard let secondID = constraint.secondItem else {
                // `width == 40` on the view itself.
                return isFirst && mine.kind == .size ? .size(constraint.constant) : nil
            }
            guard firstID != secondID, let secondAttribute = constraint.secondAttribute else { return nil }
            let (otherID, otherAttribute) = isFirst ? (secondID, secondAttribute) : (firstID, constraint.firstAttribute)
            guard let other = Self.part(otherAttribute), other.axis == axis, (other.kind == .size) == (mine.kind == .size),
                  mine.kind == .size || constraint.multiplier == 1,
                  let value = value(of: other, on: otherID, beside: view) else { return nil }
            // first = multiplier × second + constant, solved for the view's side.
            let position = isFirst
                ? constraint.multiplier * value + constraint.constant
                : (value - constraint.constant) / constraint.multiplier
            guard position.isFinite else { return nil }
            switch mine.kind {
            case .start: return .start(position)
            case .end: return .end(position)
            case .center: return .center(position)
            case .size: return .size(position)
            }
        }
    }

    /// A required bound on the view's own size that its stored frame breaks says the
    /// alignment rect is not the frame: Interface Builder held the rect at the bound
    /// (`height >= 32` on a symbol whose frame is 31 tall: the rect is 32).
    private func boundFacts(_ view: IBView, _ axis: Axis, frame: (start: Double, end: Double)) -> [Fact] {
        (sizeBounds[view.id] ?? []).compactMap { constraint in
            guard let mine = Self.part(constraint.firstAttribute), mine.axis == axis, mine.kind == .size else { return nil }
            let length = frame.end - frame.start
            switch constraint.relation {
            case .greaterThanOrEqual where length < constraint.constant - 0.01: return .size(constraint.constant)
            case .lessThanOrEqual where length > constraint.constant + 0.01: return .size(constraint.constant)
            default: return nil
            }
        }
    }

    private enum Kind { case start, end, center, size }

    /// The axis and kind of an IB attribute; nil for margins, baselines and the rest.
    private static func part(_ attribute: String) -> (axis: Axis, kind: Kind)? {
        switch attribute {
        case "top": (.vertical, .start)
        case "bottom": (.vertical, .end)
        case "centerY": (.vertical, .center)
        case "height": (.vertical, .size)
        case "left", "leading": (.horizontal, .start)
        case "right", "trailing": (.horizontal, .end)
        case "centerX": (.horizontal, .center)
        case "width": (.horizontal, .size)
        default: nil
        }
    }

    /// Where an attribute of the view's superview (its bounds), of root's safe area when
    /// root is the superview, or of a sibling (its stored frame) lies, in the superview's
    /// coordinates. Siblings whose own frame is not their alignment rect (another symbol,
    /// a switch) say nothing.
    private func value(of part: (axis: Axis, kind: Kind), on id: String, beside view: IBView) -> Double? {
        guard let superviewID = parents[view.id] else { return nil }
        let frame: Rect
        if let safeArea = rootSafeArea, id == safeArea.guide, superviewID == safeArea.root {
            frame = safeArea.frame
        } else if let item = elements[id], let stored = item.frame {
            frame = stored
        } else {
            return nil
        }
        let (origin, length) = part.axis == .horizontal ? (frame.x, frame.width) : (frame.y, frame.height)
        let start: Double
        if id == rootSafeArea?.guide {
            start = origin
        } else if id == superviewID || coincides(superviewID, withParent: id) {
            start = 0
        } else if parents[id] == superviewID, let item = elements[id], item.systemImage == nil,
                  AlignmentInsets.forClass(item.uiKitClass).isZero {
            start = origin
        } else {
            return nil
        }
        switch part.kind {
        case .start: return start
        case .end: return start + length
        case .center: return start + length / 2
        case .size: return length
        }
    }

    /// A cell's content view fills the cell: constraints name the cell for its edges.
    private func coincides(_ id: String, withParent parentID: String) -> Bool {
        guard parents[id] == parentID, let frame = elements[id]?.frame, let outer = elements[parentID]?.frame else { return false }
        return frame.x == 0 && frame.y == 0 && frame.width == outer.width && frame.height == outer.height
    }
}
