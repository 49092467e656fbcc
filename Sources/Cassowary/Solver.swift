/// An incremental Cassowary solver with strict priorities, minimal conflict explanations
/// and ambiguity queries. Not thread-safe: one owner at a time.
///
/// PUBLIC API CONTRACT (bodies being written; signatures are final):
public final class Solver {
    public init() { fatalError("in progress") }

    /// Makes a new variable; `name` is used by `dump()` and error text only.
    public func makeVariable(_ name: String = "") -> Variable { fatalError() }
    public func name(of variable: Variable) -> String { fatalError() }

    /// Adds a constraint. A required one that cannot hold throws `.unsatisfiable` with a
    /// minimal conflicting set, and the solver is left exactly as before the call.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID { fatalError() }
    public func remove(_ id: ConstraintID) throws(SolverError) { fatalError() }
    public func contains(_ id: ConstraintID) -> Bool { fatalError() }
    public func constraint(_ id: ConstraintID) -> Constraint? { fatalError() }
    /// Active constraints, in the order they were added.
    public var constraintIDs: [ConstraintID] { fatalError() }

    /// Replaces the constant of the constraint's expression (`lhs - rhs`), incrementally
    /// (as animating a constant does). Throws `.unsatisfiable` (and changes nothing) if a
    /// required constraint could no longer hold.
    public func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) { fatalError() }
    /// Moves an optional constraint to another optional priority, or a required one to
    /// another... (required <-> optional is done by remove + add, may throw).
    public func setPriority(_ id: ConstraintID, _ priority: Priority) throws(SolverError) { fatalError() }

    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) { fatalError() }
    public func removeEditVariable(_ variable: Variable) throws(SolverError) { fatalError() }
    public func hasEditVariable(_ variable: Variable) -> Bool { fatalError() }
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) { fatalError() }

    /// The variable's value in the current solution (always current; no update call needed).
    public func value(_ variable: Variable) -> Double { fatalError() }
    public func value(_ expression: Expression) -> Double { fatalError() }

    /// Active optional constraints that the solution violates, by how much.
    public func violations() -> [Violation] { fatalError() }
    /// nil if the expression has one value on the whole optimal face; else its range and cause.
    public func ambiguity(of expression: Expression) -> Ambiguity? { fatalError() }

    /// Removes every constraint and edit variable (variables stay valid).
    public func reset() { fatalError() }
    /// The tableau in readable sections.
    public func dump() -> String { fatalError() }
    /// Pivots performed since the solver was made (for benchmarks).
    public var pivotCount: Int { fatalError() }
}
