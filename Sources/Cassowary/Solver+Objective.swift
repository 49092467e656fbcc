/// The two simplex loops over the tableau and the objective (`Objective`), and the
/// objective's part in adding a constraint and in a pivot.
extension Solver {
    /// The level index of a priority, creating the level (kept sorted, highest first).
    func levelIndex(_ priority: Priority, creating: Bool = false) -> Int {
        objective.levelIndex(priority, creating: creating, symbols: tableau.kinds.count)
    }

    /// Adds `weight` × (the constraint's error symbols) to the objective at `level`,
    /// substituting rows for error symbols that are basic.
    func setErrorWeights(_ record: ConstraintRecord, level: Int, weight: Double) {
        let weight = weight * objective.weight(of: record.constraint.priority)
        for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] == .error {
            let r = tableau.rowOf[Int(s)]
            if r >= 0 {
                let row = tableau.rows[Int(r)]
                objective.constants[level] += weight * row.constant
                for i in row.symbols.indices {
                    let t = row.symbols[i]
                    objective.addCost(weight * row.coefficients[i], at: level, to: t)
                    touchCost(t)
                    considerEntering(t)
                }
            } else {
                objective.addCost(weight, at: level, to: s)
                touchCost(s)
                considerEntering(s)
            }
        }
    }

    /// Replaces `s` in the objective by row `r`, its definition.
    func substituteIntoObjective(_ s: Int32, row r: Int32) {
        // The row read in place through a pointer: passed as a value it was copied (its
        // three arrays retained and released, per pivot; a rotation makes thousands).
        tableau.rows.withUnsafeBufferPointer { rows in
            let written = objective.substitute(s, by: rows.baseAddress! + Int(r))
            if objective.costs.isEmpty { return }
            // Placed markers skipped at once: they never enter, and a cost mark on one is
            // read and dropped (`readCostMarks` acts on slacks and errors).
            let marking = written && dirty.tracking
            rows[Int(r)].symbols.withUnsafeBufferPointer { symbols in
                for t in symbols where tableau.kinds[Int(t)] != .dummy {
                    if marking { touchCost(t) }
                    considerEntering(t)
                }
            }
        }
    }

    @inline(__always) func considerEntering(_ s: Int32) {
        let i = Int(s)
        if !objective.inHeap[i] && tableau.rowOf[i] < 0 && tableau.kinds[i] != .dummy && objective.costSign(s) < 0 {
            objective.offer(s)
        }
    }

    /// Primal simplex on the lexicographic objective.
    func optimize() throws(SolverError) {
        defer { tableau.compactOverfullColumns() }
        var budget = 50 * (tableau.rows.count + 64)
        while let e = objective.nextCandidate() {
            guard tableau.rowOf[Int(e)] < 0, tableau.kinds[Int(e)] != .dummy, objective.costSign(e) < 0 else { continue }
            guard let r = tableau.leavingRow(for: e) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(entering: e, row: r)
            budget -= 1
            if budget == 0 { throw .internalError("the simplex did not converge") }
        }
    }

    /// Dual simplex after constants changed: restores feasibility keeping optimality.
    /// Returns the row that cannot be made feasible (a required conflict), or nil.
    func dualOptimize() -> Int32? {
        defer { tableau.compactOverfullColumns() }
        var budget = 50 * (tableau.rows.count + 64)
        while let r = tableau.infeasibleRows.popLast() {
            guard tableau.rows[Int(r)].basic >= 0, tableau.isInfeasible(r) else { continue }
            guard let e = dualEntering(r) else {
                tableau.infeasibleRows.removeAll(keepingCapacity: true)
                return r
            }
            pivot(entering: e, row: r, step: .repair)
            budget -= 1
            if budget == 0 { tableau.infeasibleRows.removeAll(keepingCapacity: true); return r }
        }
        return nil
    }

    /// The dual ratio test: among cells whose coefficient has the sign opposite to the
    /// row's constant (pivoting there moves the basic symbol back to its bound), the
    /// smallest cost-vector / |coefficient|, compared lexicographically; ties to lowest id.
    private func dualEntering(_ r: Int32) -> Int32? {
        var best: Int32?
        var bestCoefficient = 0.0
        // The row read in place (a copy retains its arrays; a rotation repairs thousands).
        let direction: Double = tableau.rows[Int(r)].constant < 0 ? 1 : -1
        for i in tableau.rows[Int(r)].symbols.indices {
            let s = tableau.rows[Int(r)].symbols[i], a = direction * tableau.rows[Int(r)].coefficients[i]
            guard a > 1e-9, tableau.kinds[Int(s)] != .dummy else { continue }
            guard let b = best else { best = s; bestCoefficient = a; continue }
            let order = objective.compareRatios(s, a, b, bestCoefficient)
            if order < 0 || (order == 0 && s < b) { best = s; bestCoefficient = a }
        }
        return best
    }
}
