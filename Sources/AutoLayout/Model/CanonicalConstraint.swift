import Cassowary
import Messages

/// One `coefficient * view.attribute` with the view resolved (no `.superview` hops left),
/// or `coefficient * view.guide.attribute` for one of the view's built-in guides.
package struct ResolvedTerm: Hashable, Sendable {
    package internal(set) var coefficient: Double
    package internal(set) var view: String
    package internal(set) var attribute: Attribute
    package internal(set) var guide: BuiltInGuide? = nil
    /// An edge or margin of a scroll view in a constraint with its content: Apple's rule
    /// puts it on the content area, not the frame (docs/UIKIT-RULES.md, "A scroll view's
    /// margins are its content area's"). The text stays as written, as UIKit prints it.
    package internal(set) var onContentArea = false

    var text: String {
        guard let guide else { return "\(view).\(attribute.rawValue)" }
        return "\(view).\(guide.rawValue).\(attribute.rawValue)"
    }

    /// True when the term's value depends on UIKit's insets (a guide or a margin), which
    /// the layout pass recomputes from the frames.
    var usesGuideInsets: Bool { (guide.map { !$0.isScrollViewGuide } ?? false) || attribute.isMargin }
}

/// A user constraint in Apple's shape, `lhs relation rhs + constant`, with view names
/// resolved. An NSLayoutConstraint is the case of one lhs term with coefficient 1 and at
/// most one rhs term (the multiplier); anything else is the general linear form.
package struct CanonicalConstraint: Hashable, Sendable {
    package internal(set) var lhs: [ResolvedTerm]
    package internal(set) var relation: Relation
    package internal(set) var rhs: [ResolvedTerm]
    /// Apple's `constant`: what `constant c3 40` sets.
    package internal(set) var constant: Double

    /// Moves every number to the right, drops zero terms, and divides by the lhs
    /// coefficient when that yields Apple's `item1.attr1 == m * item2.attr2 + c`.
    init(lhs: [ResolvedTerm], lhsConstant: Double, relation: Relation,
         rhs: [ResolvedTerm], rhsConstant: Double) {
        var left = lhs.filter { $0.coefficient != 0 }
        var right = rhs.filter { $0.coefficient != 0 }
        var relation = relation
        var constant = rhsConstant - lhsConstant
        if left.isEmpty, !right.isEmpty {
            swap(&left, &right)
            constant = -constant
            relation = relation.flipped
        }
        if left.count == 1, right.count <= 1, let k = left.first?.coefficient, k != 1 {
            left[0].coefficient = 1
            right = right.map { term in
                var scaled = term
                scaled.coefficient /= k
                return scaled
            }
            constant /= k
            if k < 0 { relation = relation.flipped }
        }
        self.lhs = left; self.relation = relation; self.rhs = right; self.constant = constant
    }

    package var terms: [ResolvedTerm] { lhs + rhs }

    /// Views in the order the constraint names them, each once.
    var views: [String] {
        // A constraint names a view or two: a linear search beats hashing every name (the
        // shell asks this of each new constraint, for its warnings).
        var names: [String] = []
        for side in [lhs, rhs] {
            for term in side where !names.contains(term.view) { names.append(term.view) }
        }
        return names
    }

    /// Per axis, how much the positions (not sizes) weigh on the left side less the right:
    /// 0 when every position has its counterpart (`a.top == b.bottom + 8`), the multiplier's
    /// complement otherwise (`a.centerX == 0.5 * b.centerX` weighs 0.5). A directional
    /// attribute weighs against the axis in right-to-left, as its edge is lowered.
    func positionWeight(direction: LayoutDirection) -> (horizontal: Double, vertical: Double) {
        var horizontal = 0.0, vertical = 0.0
        for (side, sign) in [(lhs, 1.0), (rhs, -1.0)] {
            for term in side where !term.attribute.isSize {
                let mirrored = direction == .rightToLeft && term.attribute.isDirectional
                let weight = sign * term.coefficient * (mirrored ? -1 : 1)
                if term.attribute.isHorizontal { horizontal += weight } else { vertical += weight }
            }
        }
        return (horizontal, vertical)
    }

    package var isAppleExpressible: Bool {
        lhs.count == 1 && lhs.first?.coefficient == 1 && rhs.count <= 1
    }

    /// `email.leading == root.leading + 20`, `logo.width == 2 * logo.height`.
    var text: String {
        let left = Self.sum(lhs)
        var right = Self.sum(rhs)
        if right.isEmpty {
            right = formatExact(constant)
        } else if constant != 0 {
            right += (constant < 0 ? " - " : " + ") + formatExact(abs(constant))
        }
        return "\(left) \(relation.symbol) \(right)"
    }

    private static func sum(_ terms: [ResolvedTerm]) -> String {
        var text = ""
        for (index, term) in terms.enumerated() {
            var k = term.coefficient
            if index > 0 {
                text += k < 0 ? " - " : " + "
                k = abs(k)
            }
            text += k == 1 ? term.text : k == -1 ? "-" + term.text : "\(formatExact(k)) * \(term.text)"
        }
        return text
    }
}

extension Relation {
    /// The relation after both sides are swapped or multiplied by a negative number.
    package var flipped: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

extension Attribute {
    /// Leading/trailing and left/right may not be mixed in one constraint (Apple).
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    var axis: Axis { isHorizontal ? .horizontal : .vertical }

    /// The catalogue's words for explanations: "leading edge", "horizontal center".
    /// "should equal" in the form that agrees with the attribute's noun: a Russian verb
    /// takes its subject's gender (край равен, ширина равна, поле равно); the other
    /// languages word the three keys alike.
    var equalKey: MessageKey {
        switch self {
        case .width, .height, .firstBaseline, .lastBaseline: .explainEqualFeminine
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: .explainEqualNeuter
        default: .explainEqual
        }
    }

    var phraseKey: MessageKey {
        switch self {
        case .left: .attributeLeft
        case .right: .attributeRight
        case .top: .attributeTop
        case .bottom: .attributeBottom
        case .leading: .attributeLeading
        case .trailing: .attributeTrailing
        case .width: .attributeWidth
        case .height: .attributeHeight
        case .centerX: .attributeCenterX
        case .centerY: .attributeCenterY
        case .firstBaseline: .attributeFirstBaseline
        case .lastBaseline: .attributeLastBaseline
        case .leftMargin: .attributeLeftMargin
        case .rightMargin: .attributeRightMargin
        case .topMargin: .attributeTopMargin
        case .bottomMargin: .attributeBottomMargin
        case .leadingMargin: .attributeLeadingMargin
        case .trailingMargin: .attributeTrailingMargin
        case .centerXWithinMargins: .attributeCenterXWithinMargins
        case .centerYWithinMargins: .attributeCenterYWithinMargins
        }
    }
}
