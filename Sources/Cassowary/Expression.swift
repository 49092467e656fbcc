/// One `coefficient * variable` of a linear expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`.
/// Terms may repeat a variable; `simplified()` merges them.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The same expression with one term per variable, in variable order, zeros dropped.
    /// Sorting and merging neighbours, not hashing: every constraint made goes through
    /// here, and its handful of terms sorts faster than a dictionary can be built.
    public func simplified() -> Expression {
        // Most expressions are simplified already (a lowered constraint is made so, and the
        // warnings ask again after every command): then there is nothing to make.
        var isSimplified = true
        for i in terms.indices where terms[i].coefficient == 0 || (i > 0 && !(terms[i - 1].variable < terms[i].variable)) {
            isSimplified = false
            break
        }
        if isSimplified { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms.sorted(by: { $0.variable < $1.variable }) {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }
}

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func - (a: Expression, b: Expression) -> Expression { a + (-1.0 * b) }
public func * (k: Double, e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
public func * (e: Expression, k: Double) -> Expression { k * e }
public func / (e: Expression, k: Double) -> Expression { (1.0 / k) * e }
public func + (e: Expression, k: Double) -> Expression {
    Expression(e.terms, constant: e.constant + k)
}
public func - (e: Expression, k: Double) -> Expression { e + (-k) }
public prefix func - (e: Expression) -> Expression { -1.0 * e }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func + (a: Variable, k: Double) -> Expression { Expression(a) + k }
public func - (a: Variable, k: Double) -> Expression { Expression(a) - k }
public func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
public func + (e: Expression, v: Variable) -> Expression { e + Expression(v) }
public func - (e: Expression, v: Variable) -> Expression { e - Expression(v) }
public func + (v: Variable, e: Expression) -> Expression { Expression(v) + e }
public func - (v: Variable, e: Expression) -> Expression { Expression(v) - e }
