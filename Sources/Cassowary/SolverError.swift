/// Everything a `Solver` call can refuse. A call that throws leaves the solver as it was.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints listed.
    /// The list is minimal: without any one of them the constraint would be accepted.
    case unsatisfiable(conflict: [ConstraintID])
    case unknownConstraint(ConstraintID)
    case invalidPriority(Double)
    /// Edit variables are optional by nature: a required one would be a plain constraint.
    case requiredEditVariable
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// A non-finite coefficient or constant.
    case invalidNumber
    /// The tableau lost an invariant (should not happen; reported rather than crashing).
    case internalError(String)
}

/// How far an active optional constraint is from holding in the current solution.
public struct Violation: Hashable, Sendable {
    public let constraint: ConstraintID
    public let amount: Double
}

/// A quantity the optimum does not pin down: the values it can take while every priority
/// level keeps its best error, and why it is free.
public struct Ambiguity: Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// Nothing constrains it (no constraint mentions a variable it depends on).
        case unconstrained
        /// Only inequalities bound it; these are the ones that do.
        case inequalities([ConstraintID])
        /// Optional constraints of one priority trade error among themselves at no cost.
        case tie(Priority, [ConstraintID])
    }

    /// nil means unbounded below / above.
    public var lower: Double?
    public var upper: Double?
    public var cause: Cause
}
