import Cassowary

/// A constraint in NSLayoutConstraint's shape, `first relation multiplier × second +
/// constant`, for writers of Apple's formats (`log`). Views by name; a guide attribute
/// names the owning view and the guide.
public struct AppleShape: Hashable, Sendable {
    public struct Anchor: Hashable, Sendable {
        public var view: String
        public var guide: BuiltInGuide?
        public var attribute: Attribute
        /// The stack's alignment spanner (UIKit's `_UILayoutSpacer 'UISV-alignment-spanner'`),
        /// `view` being the stack.
        public var isSpanner = false
    }
    public var first: Anchor
    public var relation: Relation
    public var multiplier: Double
    public var second: Anchor?
    public var constant: Double
    public var priority: Double
    /// The VFL line the constraint came from, when it still stands as that line made it.
    public var visualFormatViews: [String]?
    /// UIKit's identifier for a constraint the layout made as UIKit does: a stack's
    /// (`UISV-spacing` …).
    public var identifier: String?
    /// An NSAutoresizingMaskLayoutConstraint: the mask as logged (`h=--& v=--&`) and the
    /// part (`minX`, `minY`, `width`, `height`). A position is measured from the
    /// superview's origin: `second` is then the superview's size, or nil (a fixed one).
    public var autoresizingMask: String?
    public var autoresizingPart: String?
    /// The superview a fixed autoresizing position is measured from.
    public var origin: String?
}

extension Layout {
    /// The constraint as one NSLayoutConstraint, or nil for what is not one: a general
    /// linear form, a size never being negative (Apple's engine keeps that without a
    /// constraint), root's origin, and the layout's own constraints with forms of their own.
    public func appleShape(_ id: String) -> AppleShape? {
        guard let record = records[id] else { return nil }
        switch record.origin {
        case .stackView: return stackShape(record)
        case .autoresizingMask(let view): return autoresizingShape(record, view: view)
        default: break
        }
        if case .rootSize(let axis) = record.origin {
            // UIKit's window sizes its root view with 'UIView-Encapsulated-Layout-…'.
            return AppleShape(first: .init(view: Self.rootName, guide: nil, attribute: axis == .horizontal ? .width : .height),
                              relation: .equal, multiplier: 1, second: nil,
                              constant: rootSize.width * (axis == .horizontal ? 1 : 0) + rootSize.height * (axis == .vertical ? 1 : 0),
                              priority: record.priority, visualFormatViews: nil)
        }
        guard let canonical = record.canonical, canonical.isAppleExpressible, let lhs = canonical.lhs.first else { return nil }
        let second = canonical.rhs.first
        var vflViews: [String]?
        if let group = record.group { vflViews = groups[group].map { _ in record.views } }
        return AppleShape(first: .init(view: lhs.view, guide: lhs.guide, attribute: lhs.attribute),
                          relation: canonical.relation, multiplier: second?.coefficient ?? 1,
                          second: second.map { .init(view: $0.view, guide: $0.guide, attribute: $0.attribute) },
                          constant: canonical.constant, priority: record.priority, visualFormatViews: vflViews)
    }
}

extension Layout {
    /// A stack's constraint as UIKit makes it: its text (`b.leading == a.trailing + 6`,
    /// `row.alignmentSpanner.top <= a.top`) read back, the kind (`UISV-spacing`) its
    /// identifier. Nil for one that is not one NSLayoutConstraint (the equal gaps of
    /// `equalSpacing`, which UIKit makes with spacer guides).
    func stackShape(_ record: ConstraintRecord) -> AppleShape? {
        var words = record.text.split(separator: " ").map(String.init)
        if words.last?.hasPrefix("@") == true { words.removeLast() }
        guard words.count >= 3, let first = Self.stackAnchor(words[0]) else { return nil }
        let relation: Relation
        switch words[1] {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: return nil
        }
        var rest = Array(words[2...])
        var multiplier = 1.0
        var second: AppleShape.Anchor?
        if rest.count >= 3, rest[1] == "*", let factor = Double(rest[0]) {
            multiplier = factor
            rest.removeFirst(2)
        }
        if let anchor = Self.stackAnchor(rest[0]) {
            second = anchor
            rest.removeFirst()
        } else if rest.count == 1, let value = Double(rest[0]) {
            return AppleShape(first: first, relation: relation, multiplier: 0, second: nil, constant: value,
                              priority: record.priority, visualFormatViews: nil,
                              identifier: Self.stackIdentifier(record.id))
        }
        var constant = 0.0
        if rest.count == 2, let value = Double(rest[1]), rest[0] == "+" || rest[0] == "-" {
            constant = rest[0] == "+" ? value : -value
        } else if !rest.isEmpty {
            return nil
        }
        guard second != nil else { return nil }
        return AppleShape(first: first, relation: relation, multiplier: multiplier, second: second,
                          constant: constant, priority: record.priority, visualFormatViews: nil,
                          identifier: Self.stackIdentifier(record.id))
    }

    /// `a.leading`, `row.alignmentSpanner.top`.
    private static func stackAnchor(_ word: String) -> AppleShape.Anchor? {
        let parts = word.split(separator: ".").map(String.init)
        guard let name = parts.first, let last = parts.last, let attribute = Attribute(rawValue: last) else { return nil }
        if parts.count == 3, parts[1] == "alignmentSpanner" {
            return AppleShape.Anchor(view: name, guide: nil, attribute: attribute, isSpanner: true)
        }
        guard parts.count == 2 else { return nil }
        return AppleShape.Anchor(view: name, guide: nil, attribute: attribute)
    }

    /// `UISV-spacing:row.a-b` → `UISV-spacing`; `UISV-spacing-hidden` is UIKit's spacing too.
    private static func stackIdentifier(_ id: String) -> String {
        let kind = String(id.prefix { $0 != ":" })
        return kind == "UISV-spacing-hidden" ? "UISV-spacing" : kind
    }

    /// A mask constraint as UIKit logs it: `h=--& v=--& view.minX == 0.5*super.width - 25`.
    func autoresizingShape(_ constraint: ConstraintRecord, view: String) -> AppleShape? {
        guard let record = views[view], let basis = record.autoresizing,
              let part = constraint.id.split(separator: ".").last.map(String.init),
              let spec = Self.autoresizingParts.first(where: { $0.part == part }) else { return nil }
        let parent = record.superview ?? Self.rootName
        let horizontal = spec.axis == .horizontal
        let frame = basis.frame
        let origin = horizontal ? frame.x : frame.y
        let size = horizontal ? frame.width : frame.height
        // As the constraint stands: a pending axis is logged with its frame's numbers.
        let terms = Self.autoresizingTerms(basis, spec.axis)
        let sizeAttribute: Attribute = horizontal ? .width : .height
        let firstAttribute: Attribute = spec.isSize ? sizeAttribute : (horizontal ? .left : .top)
        var shape = AppleShape(first: .init(view: view, guide: nil, attribute: firstAttribute), relation: .equal,
                               multiplier: 0, second: nil, constant: spec.isSize ? size : origin,
                               priority: constraint.priority, visualFormatViews: nil)
        if let term = spec.isSize ? terms.size : terms.position {
            shape.second = .init(view: parent, guide: nil, attribute: sizeAttribute)
            shape.multiplier = term.multiplier
            shape.constant = roundToMicro(term.constant)
        } else if !spec.isSize {
            shape.origin = parent
        }
        shape.autoresizingMask = basis.mask.logNotation
        shape.autoresizingPart = part
        return shape
    }
}
