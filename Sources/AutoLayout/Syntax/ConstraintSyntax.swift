import Cassowary

/// Columns of one input line, 0-based, counted in Characters; `upperBound` is exclusive.
public typealias SourceRange = Range<Int>

/// Every layout attribute Apple has. `center.x`/`center.y` are parsed as aliases.
public enum Attribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Sizes may be related to constants alone; locations only to other locations.
    public var isSize: Bool { self == .width || self == .height }
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

/// `name`, `name.superview`, `name.superview.superview` …, optionally followed by one of
/// the view's own guides: `name.safeArea`, `name.superview.layoutMarginsGuide`.
public struct ItemSyntax: Hashable, Sendable {
    public var name: String
    /// How many `.superview` hops follow the name.
    public var superviewHops: Int
    /// The built-in guide of the view named so far, if the item is one.
    public var guide: BuiltInGuide?
    public var range: SourceRange
    public init(name: String, superviewHops: Int = 0, guide: BuiltInGuide? = nil, range: SourceRange) {
        self.name = name; self.superviewHops = superviewHops; self.guide = guide; self.range = range
    }
}

/// `item.attribute`
public struct AttributeSyntax: Hashable, Sendable {
    public var item: ItemSyntax
    public var attribute: Attribute
    /// The whole `item.attribute` text.
    public var range: SourceRange
    /// The product a number scales it in (`1e9 * b.width`), where an error about its
    /// coefficient points; nil when no number does. Not part of equality: it only says
    /// where the coefficient was written.
    public var factorRange: SourceRange?
    public init(item: ItemSyntax, attribute: Attribute, range: SourceRange) {
        self.item = item; self.attribute = attribute; self.range = range
    }

    public static func == (a: AttributeSyntax, b: AttributeSyntax) -> Bool {
        a.item == b.item && a.attribute == b.attribute && a.range == b.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(item); hasher.combine(attribute); hasher.combine(range)
    }

    /// Where its coefficient was written: the product if a number scales it, else itself.
    public var coefficientRange: SourceRange { factorRange ?? range }
}

/// `Σ coefficient·attribute + constant`, after the algebra (parentheses, `*`, `/`) is folded.
public struct LinearSyntax: Hashable, Sendable {
    public var terms: [(coefficient: Double, attribute: AttributeSyntax)]
    public var constant: Double
    public init(terms: [(coefficient: Double, attribute: AttributeSyntax)] = [], constant: Double = 0) {
        self.terms = terms; self.constant = constant
    }
    public static func == (a: LinearSyntax, b: LinearSyntax) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.coefficient == $1.coefficient && $0.attribute == $1.attribute }
    }
    public func hash(into h: inout Hasher) {
        h.combine(constant)
        for t in terms { h.combine(t.coefficient); h.combine(t.attribute) }
    }
}

/// One constraint as written (formula) or as generated (one member of a VFL line):
/// `lhs relation rhs @priority`.
public struct ConstraintSyntax: Hashable, Sendable {
    public var lhs: LinearSyntax
    public var relation: Relation
    public var rhs: LinearSyntax
    /// 1…1000; 1000 when the text gives none.
    public var priority: Double
    /// The text this constraint came from (the whole formula, or the VFL piece).
    public var range: SourceRange
    /// `constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)`: the
    /// multiplier, so exports say the system spacing, not the 16 it comes to here.
    public var systemSpacingMultiplier: Double?
    public init(lhs: LinearSyntax, relation: Relation, rhs: LinearSyntax, priority: Double = 1000,
                range: SourceRange) {
        self.lhs = lhs; self.relation = relation; self.rhs = rhs; self.priority = priority
        self.range = range
    }
}

/// NSLayoutFormatOptions.
public enum FormatOption: String, CaseIterable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading,
         alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllFirstBaseline,
         alignAllLastBaseline, alignAllBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
}

/// A parsed VFL line: the constraints it makes (all or none are added) and its options.
public struct VFLSyntax: Hashable, Sendable {
    public var isVertical: Bool
    /// Views in the order the line names them.
    public var views: [ItemSyntax]
    public var constraints: [ConstraintSyntax]
    public var options: [FormatOption]
    public init(isVertical: Bool, views: [ItemSyntax], constraints: [ConstraintSyntax],
                options: [FormatOption]) {
        self.isVertical = isVertical; self.views = views; self.constraints = constraints
        self.options = options
    }
}
