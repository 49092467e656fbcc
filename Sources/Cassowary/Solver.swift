/// An incremental Cassowary solver with strict priorities, minimal conflict explanations
/// and ambiguity queries. Not thread-safe: one owner at a time.
///
/// The symbols and rows are the `Tableau`'s; the objective, one dense coefficient array
/// per optional priority level compared lexicographically (which is what makes
/// priorities strict), is the `Objective`'s.
public final class Solver {
    /// The symbols, the rows and their columns (`Tableau`).
    var tableau = Tableau()

    /// A constant change kept out of the rows and what the next one reuses
    /// (`ConstantShifts`, `Solver+DeferredShift`).
    var shifts = ConstantShifts()

    /// The objective by priority level and the candidates to enter (`Objective`).
    var objective = Objective()

    /// The constraints by id, their order and the edit variables (`ConstraintRecords`).
    var records = ConstraintRecords()
    /// Which symbol a new row is solved for (`SubjectChoice`).
    var subjects = SubjectChoice()

    /// The probe solvers that make a refusal's set minimal (`ConflictProbes`).
    var conflicts: ConflictProbes

    /// What changed since the last `takeChanges()` (see `Solver+Dirty`).
    var dirty = DirtySet()

    /// The ambiguity queries' scratch and their memos' numbering (`AmbiguityScratch`).
    var ambiguityScratch = AmbiguityScratch()

    /// The settled point and the parts it was settled in (`Settlement`).
    var settlement = Settlement()

    /// Pivots made since the solver was made (the tableau's basis exchanges).
    public var pivotCount: Int { tableau.exchanges }
    /// How many tableau cells were dropped as zero though they were a product, not a
    /// cancellation (`Tableau.dropZeroCells`): a coefficient the solver could not hold. A
    /// caller compares it before and after a change and refuses the change.
    public var lostProducts: Int { tableau.lostProducts }
    /// Told of every pivot before it is made (Solver+Observe.swift); nil costs nothing.
    public var pivotObserver: ((PivotEvent) -> Void)?
    /// `pivotCount` when residuals were last checked (`Solver+Residuals`).
    var pivotsAtLastCheck = 0

    public init() { conflicts = ConflictProbes(explains: true) }
    init(explainsConflicts: Bool) { conflicts = ConflictProbes(explains: explainsConflicts) }

    /// A solver that folds priorities into one weighted sum, as kiwi and the original
    /// Cassowary do: `weight(p)` is the cost of one point of error at priority p. For
    /// comparing with strict priorities; enough low-priority error can then outweigh a
    /// higher priority's.
    public init(weightedBy weight: @escaping @Sendable (Priority) -> Double) {
        conflicts = ConflictProbes(explains: true)
        objective = Objective(weights: weight)
    }

    /// Makes a new variable; `name` is used by `dump()` and error text only.
    public func makeVariable(_ name: String = "") -> Variable {
        Variable(id: newSymbol(.external, owner: -1, name: name))
    }

    public func name(of variable: Variable) -> String {
        let i = Int(variable.id)
        guard i >= 0, i < tableau.names.count else { return variable.description }
        return tableau.names[i].isEmpty ? variable.description : tableau.names[i]
    }

    /// Adds a constraint. A required one that cannot hold throws `.unsatisfiable` with a
    /// minimal conflicting set, and the solver is left exactly as before the call.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let id = ConstraintID(raw: records.count)
        try insert(constraint, as: id)
        checkResidualsIfDue()
        return id
    }

    public func remove(_ id: ConstraintID) throws(SolverError) {
        applyDeferredShift()
        tableau.collectMarkersIfDue()
        guard let record = records[id] else { throw .unknownConstraint(id) }
        records.dropEdit(of: id)
        try removeFromTableau(record)
        records.forget(id)
        try optimize()
        checkResidualsIfDue()
    }

    public func contains(_ id: ConstraintID) -> Bool { records[id] != nil }

    public func constraint(_ id: ConstraintID) -> Constraint? { records[id]?.constraint }

    /// Active constraints, in the order they were added.
    public var constraintIDs: [ConstraintID] { records.idsInOrder }

    /// Replaces the constant of the constraint's expression (`lhs - rhs`), incrementally
    /// (as animating a constant does): a substitution of the constraint's marker and a dual
    /// simplex repair, never a rebuild. Throws `.unsatisfiable` (and changes nothing) if a
    /// required constraint could no longer hold.
    public func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
        guard let record = records[id] else { throw .unknownConstraint(id) }
        guard constant.isFinite else { throw .invalidNumber }
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }
        tableau.collectMarkersIfDue()
        place(marker: record.marker)
        if deferShift(record, by: delta) {
            records.setConstant(constant, of: id)
            return
        }
        shiftConstant(record, by: delta)
        if let failing = dualOptimize() {
            let candidates = conflictCandidates(inRow: failing, excluding: id)
            shiftConstant(record, by: -delta)
            guard dualOptimize() == nil else { throw .internalError("could not restore after a refused constant") }
            var changed = record.constraint
            changed.expression.constant = constant
            throw .unsatisfiable(conflict: conflicts.minimal(candidates, for: changed, excluding: id, among: records))
        }
        records.setConstant(constant, of: id)
        checkResidualsIfDue()
    }

    /// Moves a constraint to another priority. Between optional levels this only moves
    /// its error terms in the objective; to or from required it is a remove and re-add
    /// under the same id (and is refused, changing nothing, if the result conflicts).
    public func setPriority(_ id: ConstraintID, _ priority: Priority) throws(SolverError) {
        applyDeferredShift()
        guard let record = records[id] else { throw .unknownConstraint(id) }
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        let old = record.constraint.priority
        if old == priority { return }
        if !old.isRequired && !priority.isRequired {
            setErrorWeights(record, level: levelIndex(old), weight: -1)
            records.setPriority(priority, of: id)
            setErrorWeights(records[id.raw]!, level: levelIndex(priority, creating: true), weight: 1)
            try optimize()
            return
        }
        try removeFromTableau(record)
        records.forget(id)
        var changed = record.constraint
        changed.priority = priority
        do {
            try insert(changed, as: id, sequence: record.sequence)
        } catch {
            try? insert(record.constraint, as: id, sequence: record.sequence)
            throw error
        }
    }

    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        guard !priority.isRequired else { throw .requiredEditVariable }
        guard records.edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        let id = try add(Constraint(Expression(variable), .equal, priority: priority))
        records.edits[variable.id] = id
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = records.edits[variable.id] else { throw .unknownEditVariable(variable) }
        try remove(id)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { records.edits[variable.id] != nil }

    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let id = records.edits[variable.id] else { throw .unknownEditVariable(variable) }
        try setConstant(id, -value)
    }

    /// The variable's value in the current solution (always current; no update call needed).
    public func value(_ variable: Variable) -> Double {
        let i = Int(variable.id)
        guard i >= 0, i < tableau.rowOf.count else { return 0 }
        // The settled point's shift (none while a constant change is deferred: deferring
        // drops the settlement).
        let shift = !settlement.valid || i >= settlement.shift.count ? 0 : settlement.shift[i]
        let r = tableau.rowOf[i]
        guard r >= 0 else { return shift }
        if let d = shifts.deferred, d.amount != 0 {
            return tableau.rows[Int(r)].constant + tableau.rows[Int(r)].coefficient(of: d.symbol) * d.amount
        }
        return tableau.rows[Int(r)].constant + shift
    }

    public func value(_ expression: Expression) -> Double {
        var total = expression.constant
        for term in expression.terms { total += term.coefficient * value(term.variable) }
        return total
    }

    /// Active optional constraints that the solution violates, by how much.
    /// In id order; runs after every command, so it walks the records directly.
    public func violations() -> [Violation] {
        var found: [Violation] = []
        for raw in records.indices {
            if let amount = violation(of: ConstraintID(raw: raw)) {
                found.append(Violation(constraint: ConstraintID(raw: raw), amount: amount))
            }
        }
        return found
    }

    /// Whether a refused constraint's conflict is made minimal (on probe solvers, which
    /// never touch the tableau) or left as the certificate the tableau gives. Which
    /// constraints go in is the same either way; a caller that reads only that, and will
    /// put the solver back, turns it off (`Layout.removalFrees`).
    public var explainsConflicts: Bool {
        get { conflicts.explains }
        set { conflicts.explains = newValue }
    }

    /// The order a conflict's set is chosen by: the caller's order of declaration; nil
    /// leaves the set the certificate gives (`ConflictProbes.canonical`).
    public var conflictRank: ((ConstraintID) -> Int)? {
        get { conflicts.rank }
        set { conflicts.rank = newValue }
    }

    /// For each set in `removals`: whether, with that set taken out together, `failing`
    /// (a required constraint not in the solver) could be added; nil when that cannot be
    /// claimed (`ConflictProbes.removalsAdmit`). The solver is not touched.
    public func removalsAdmit(_ failing: Constraint, removing removals: [[ConstraintID]],
                              limit: Int = 1_000, budget: Int = 10_000) -> [Bool]? {
        conflicts.removalsAdmit(failing, removing: removals, limit: limit, budget: budget, among: records)
    }

    /// `removalsAdmit` for each of `failings`, answered together: those linked to the same
    /// required constraints share one probe (`ConflictProbes.removalsAdmit`).
    public func removalsAdmit(_ failings: [Constraint], removing removals: [[ConstraintID]],
                              limit: Int = 1_000, budget: Int = 10_000) -> [[Bool]?] {
        conflicts.removalsAdmit(failings, removing: removals, limit: limit, budget: budget, among: records)
    }

    /// `conflict` (a set refusing `failing`) without the `background` constraints, and
    /// minimal with every background constraint and each of `facts` present, going down
    /// `rank` (`ConflictProbes+Background`). The solver is not touched.
    public func minimalConflict(_ conflict: [ConstraintID], for failing: Constraint,
                                background: [ConstraintID], facts: [Constraint] = [],
                                rank: (ConstraintID) -> Int) -> [ConstraintID] {
        conflicts.minimal(conflict, for: failing, background: background, facts: facts, rank: rank, among: records)
    }

    /// Removes every constraint and edit variable; variables stay valid.
    public func reset() {
        forgetSettlement()
        shifts.deferred = nil
        shifts.intervalColumns = []
        dirty.everything = true
        tableau.removeRows()
        objective.removeAll()
        records.removeAll()
    }
}
