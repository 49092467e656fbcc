/// How a constraint's expression relates to zero.
public enum Relation: Hashable, Sendable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression relation 0` at a priority.
/// `Constraint(lhs, .equal, rhs)` stores `lhs - rhs`.
public struct Constraint: Hashable, Sendable {
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression.simplified()
        self.relation = relation
        self.priority = priority
    }

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// How far `value` (the expression's value) is from satisfying the relation; 0 if it holds.
    public func violation(at value: Double) -> Double {
        switch relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
    }
}

/// A handle for a constraint added to a `Solver`. Ids are never reused by one solver.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    package init(raw: Int) { self.raw = raw }
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.raw < b.raw }
    public var description: String { "#\(raw)" }
}
