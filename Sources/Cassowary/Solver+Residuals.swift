/// Guarding against floating-point drift.
///
/// The tableau is never re-factorised as it is edited, so rounding errors accumulate over
/// long sessions. Every so often (once the pivots since the last check outnumber the
/// constraints, which keeps the cost amortised O(1) per pivot) each required constraint
/// is evaluated at the current solution; if one no longer holds, the tableau is rebuilt
/// from the constraints, keeping their ids.
extension Solver {
    /// Required constraints whose residual exceeds the tolerance at the current solution.
    public func driftedConstraints() -> [ConstraintID] {
        applyDeferredShift()
        var drifted: [ConstraintID] = []
        for (raw, record) in records.enumerated() {
            guard let record, record.constraint.priority.isRequired else { continue }
            let c = record.constraint
            let scale = 1 + abs(c.expression.constant)
                + c.expression.terms.reduce(0) { $0 + abs($1.coefficient * value($1.variable)) }
            if c.violation(at: value(c.expression)) > 1e-7 * scale { drifted.append(ConstraintID(raw: raw)) }
        }
        return drifted
    }

    /// Called after each solve: checks residuals when enough pivots have passed.
    func checkResidualsIfDue() {
        guard pivotCount - pivotsAtLastCheck > max(64, records.count) else { return }
        pivotsAtLastCheck = pivotCount
        if !driftedConstraints().isEmpty { rebuild() }
    }

    /// Re-adds every constraint to an empty tableau in its original order and ids.
    func rebuild() {
        let kept = constraintIDs.map { (id: $0, record: records[$0.raw]!) }
        let editsKept = records.edits
        reset()
        for (id, record) in kept {
            try? insert(record.constraint, as: id, sequence: record.sequence)
        }
        records.sequence = (kept.map(\.record.sequence).max() ?? -1) + 1
        records.edits = editsKept.filter { records[$0.value.raw] != nil }
    }

    /// Checks the tableau's structural invariants; returns what is wrong (empty if sound).
    /// For tests: it walks everything.
    public func invariantViolations() -> [String] {
        applyDeferredShift()
        var problems: [String] = []
        for (r, row) in tableau.rows.enumerated() where row.basic >= 0 {
            if tableau.rowOf[Int(row.basic)] != Int32(r) { problems.append("row \(r): basic \(symbolName(row.basic)) not indexed") }
            if tableau.isInfeasible(Int32(r)) && (tableau.kinds[Int(row.basic)] == .dummy || row.constant < -1e-7) {
                problems.append("row \(r): restricted \(symbolName(row.basic)) = \(row.constant)")
            }
            for s in row.symbols where tableau.rowOf[Int(s)] >= 0 {
                problems.append("row \(r): basic symbol \(symbolName(s)) used as a parameter")
            }
        }
        for s in tableau.kinds.indices {
            let true_count = tableau.rows.reduce(0) { $0 + ($1.basic >= 0 && $1.index(of: Int32(s)) != nil ? 1 : 0) }
            if true_count != Int(tableau.columnCount[s]) {
                problems.append("symbol \(symbolName(Int32(s))): column count \(tableau.columnCount[s]), rows \(true_count)")
            }
            for level in objective.costs.indices where objective.costs[level][s] != 0 && tableau.rowOf[s] >= 0 {
                problems.append("objective mentions basic \(symbolName(Int32(s)))")
            }
        }
        if !driftedConstraints().isEmpty { problems.append("required constraints drifted") }
        return problems
    }
}
