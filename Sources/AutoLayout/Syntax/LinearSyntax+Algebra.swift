/// The folding a formula's algebra needs: sums, scaling by numbers, like terms merged.
extension LinearSyntax {
    init(attribute: AttributeSyntax) {
        self.init(terms: [(1, attribute)])
    }

    var isConstant: Bool { terms.isEmpty }

    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    static func + (a: LinearSyntax, b: LinearSyntax) -> LinearSyntax {
        var sum = a
        for term in b.terms { sum.add(term.coefficient, term.attribute) }
        sum.constant += b.constant
        return sum
    }

    static prefix func - (a: LinearSyntax) -> LinearSyntax {
        a.scaled(by: -1)
    }

    func scaled(by factor: Double) -> LinearSyntax {
        LinearSyntax(terms: terms.map { ($0.coefficient * factor, $0.attribute) },
                     constant: constant * factor)
    }

    /// The same terms, each marked as scaled by a number written across `range`.
    func scaled(by factor: Double, writtenAt range: SourceRange) -> LinearSyntax {
        var result = scaled(by: factor)
        for index in result.terms.indices { result.terms[index].attribute.factorRange = range }
        return result
    }

    /// Merges `a.width + a.width` into `2 * a.width`, keeping the first place it was written.
    private mutating func add(_ coefficient: Double, _ attribute: AttributeSyntax) {
        if let index = terms.firstIndex(where: { $0.attribute.sameAttribute(as: attribute) }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append((coefficient, attribute))
        }
    }

    /// Terms that cancelled out (`a.width - a.width`, `0 * a.left`) say nothing.
    func withoutZeroTerms() -> LinearSyntax {
        LinearSyntax(terms: terms.filter { $0.coefficient != 0 }, constant: constant)
    }
}

extension AttributeSyntax {
    /// Same view, same hops, same guide, same attribute, wherever it was written.
    func sameAttribute(as other: AttributeSyntax) -> Bool {
        attribute == other.attribute && item.name == other.item.name
            && item.superviewHops == other.item.superviewHops && item.guide == other.item.guide
    }
}
