/// Apple's rules on which attributes one constraint may relate, checked on the syntax
/// because they need no layout: `NSLayoutConstraint` refuses these at creation.
enum ConstraintRules {
    static func check(_ constraint: ConstraintSyntax) throws(Diagnostic) {
        let attributes = (constraint.lhs.terms + constraint.rhs.terms).map(\.attribute)
        guard let first = attributes.first else {
            throw Diagnostic(.noAttributes, at: constraint.range)
        }
        let locations = attributes.filter { !$0.attribute.isSize }
        guard let firstLocation = locations.first else { return }  // sizes relate freely
        if let size = attributes.first(where: \.attribute.isSize) {
            // Point at whichever came second, the one that broke the pattern.
            let offending = first.attribute.isSize ? firstLocation : size
            throw Diagnostic(.locationRelatedToSize(location: text(firstLocation), size: text(size)),
                             at: offending.range)
        }
        if let other = locations.first(where: { $0.attribute.isHorizontal != firstLocation.attribute.isHorizontal }) {
            let (horizontal, vertical) = firstLocation.attribute.isHorizontal
                ? (firstLocation, other) : (other, firstLocation)
            throw Diagnostic(.axisMismatch(horizontal: text(horizontal), vertical: text(vertical)),
                             at: other.range)
        }
        if locations.count == 1 {
            throw Diagnostic(.locationEqualsConstant(text(firstLocation)), at: firstLocation.range)
        }
    }

    /// `a.superview.left` as the user would write it.
    static func text(_ syntax: AttributeSyntax) -> String {
        syntax.item.name + String(repeating: ".superview", count: syntax.item.superviewHops)
            + (syntax.item.guide.map { "." + $0.rawValue } ?? "") + "." + syntax.attribute.rawValue
    }
}
