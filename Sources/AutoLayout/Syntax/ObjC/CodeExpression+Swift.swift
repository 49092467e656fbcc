/// Conditions (Swift's and C's), `??` and casts, read so a statement holding them parses: most make
/// no layout (`XCTAssertTrue(c.isActive == true)`, `if a && b {` over lines), and where one
/// does, what it names is read (`addConstraint(kept ?? NSLayoutConstraint())`, `toItem:
/// sender as! UIView`). Each comparison or logical operator is a `.binary` of its own
/// character (`=` for `==`, `≠`, `≤`, `≥`, `<`, `>`, `&` for `&&`, `‖` for `||`), which
/// no number and no constraint is made of; `a ?? b` is `.binary("?", a, b)`, read as `a`.
extension CodeExpressionParser {
    static let castWords: Set<String> = ["as", "is"]

    /// `a || b`, `a && b`: loosest, left to right.
    mutating func swiftCondition() throws(Diagnostic) -> CodeExpression {
        var lhs = try swiftComparison()
        while current.isPunctuation("&") && next.isPunctuation("&") || current.isPunctuation("|") && next.isPunctuation("|") {
            let op: Character = current.isPunctuation("&") ? "&" : "‖"
            advance(); advance()
            let rhs = try swiftComparison()
            lhs = .binary(op, lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
        }
        return lhs
    }

    /// `a == b`, `a != b`, `a < b`, `a >= b`: one comparison (Swift chains none).
    private mutating func swiftComparison() throws(Diagnostic) -> CodeExpression {
        let lhs = try swiftCoalescing()
        guard let op = comparison() else { return lhs }
        let rhs = try swiftCoalescing()
        return .binary(op, lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
    }

    /// The comparison operator at the current token, taken; nil when there is none.
    private mutating func comparison() -> Character? {
        guard case .punctuation(let c) = current.kind, "=!<>".contains(c) else { return nil }
        let withEquals = next.isPunctuation("=")
        switch (c, withEquals) {
        case ("=", true): advance(); advance(); return "="
        case ("!", true): advance(); advance(); return "≠"
        case ("<", true): advance(); advance(); return "≤"
        case (">", true): advance(); advance(); return "≥"
        case ("<", false), (">", false): advance(); return c
        default: return nil
        }
    }

    /// `a ?? b`: right to left, tighter than comparisons.
    private mutating func swiftCoalescing() throws(Diagnostic) -> CodeExpression {
        let lhs = try bitwiseOr()
        guard current.isPunctuation("?"), next.isPunctuation("?") else { return lhs }
        advance(); advance()
        let rhs = try swiftCoalescing()
        return .binary("?", lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
    }

    /// `as`, `as?`, `as!` or `is` and the type after it (`UIView`, `[TagView]`,
    /// `NSLayoutConstraint.Attribute`, `Array<UIView>`), passed over.
    mutating func skipCast() throws(Diagnostic) {
        advance()
        if current.isPunctuation("?") || current.isPunctuation("!") { advance() }
        try skipType()
    }

    private mutating func skipType() throws(Diagnostic) {
        if current.isPunctuation("[") || current.isPunctuation("(") {
            let closing: Character = current.isPunctuation("[") ? "]" : ")"
            advance()
            while !current.isPunctuation(closing) {
                guard !atEnd else { throw unexpected(.verbatim("'\(closing)'")) }
                if current.isPunctuation(":") || current.isPunctuation(",") { advance() } else { try skipType() }
            }
            advance()
        } else {
            guard case .identifier = current.kind else { throw unexpected(Diagnostic.Expected.item) }
            advance()
            while current.isPunctuation("."), case .identifier = next.kind { advance(); advance() }
            if current.isPunctuation("<") {
                advance()
                while !current.isPunctuation(">") {
                    guard !atEnd else { throw unexpected(.verbatim("'>'")) }
                    if current.isPunctuation(",") { advance() } else { try skipType() }
                }
                advance()
            }
        }
        while current.isPunctuation("?") && !next.isPunctuation("?") || current.isPunctuation("!") && !next.isPunctuation("=") {
            advance()
        }
    }
}
