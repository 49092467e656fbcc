/// The lexicographic objective and the two simplex loops.
///
/// kiwi folds priorities into one weighted sum (strong 1e6, medium 1e3, weak 1), so enough
/// weak errors, or one weak error with a large coefficient, outweigh a strong one. Here
/// each optional priority is its own level: a symbol's cost is the vector of its
/// coefficients, highest priority first, and costs compare lexicographically. Pivoting
/// rules are unchanged; only "is this negative" and "which ratio is smaller" look at
/// vectors, which are 1–3 entries long in practice.
extension Solver {
    /// The level index of a priority, creating the level (kept sorted, highest first).
    func levelIndex(_ priority: Priority, creating: Bool = false) -> Int {
        // Weighted: one level holds every optional error (named after the lowest priority).
        let priority = weights == nil ? priority : Priority(1)
        if let i = levels.firstIndex(of: priority) { return i }
        precondition(creating, "priority level must exist")
        let i = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: i)
        objective.insert([Double](repeating: 0, count: tableau.kinds.count), at: i)
        objectiveConstant.insert(0, at: i)
        return i
    }

    /// Adds `weight` × (the constraint's error symbols) to the objective at `level`,
    /// substituting rows for error symbols that are basic.
    func setErrorWeights(_ record: ConstraintRecord, level: Int, weight: Double) {
        let weight = weights.map { weight * $0(record.constraint.priority) } ?? weight
        for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] == .error {
            let r = tableau.rowOf[Int(s)]
            if r >= 0 {
                let row = tableau.rows[Int(r)]
                objectiveConstant[level] += weight * row.constant
                for i in row.symbols.indices {
                    let t = row.symbols[i]
                    objective[level][Int(t)] += weight * row.coefficients[i]
                    touchCost(t)
                    if nearZero(objective[level][Int(t)]) { objective[level][Int(t)] = 0 }
                    considerEntering(t)
                }
            } else {
                objective[level][Int(s)] += weight
                touchCost(s)
                if nearZero(objective[level][Int(s)]) { objective[level][Int(s)] = 0 }
                considerEntering(s)
            }
        }
    }

    /// Replaces `s` in the objective by row `r`, its definition.
    func substituteIntoObjective(_ s: Int32, row r: Int32) {
        // The row read in place through a pointer: passed as a value it was copied (its
        // three arrays retained and released, per pivot; a rotation makes thousands).
        tableau.rows.withUnsafeBufferPointer { rows in substituteIntoObjective(s, rows.baseAddress! + Int(r)) }
    }

    private func substituteIntoObjective(_ s: Int32, _ definition: UnsafePointer<Row>) {
        var written = false
        for level in objective.indices {
            let k = objective[level][Int(s)]
            if k == 0 { continue }
            written = true
            objectiveConstant[level] += k * definition.pointee.constant
            // The level's array written through one exclusive access: subscripting the
            // nested array per cell checked both arrays' uniqueness each time (a rotation
            // repairs thousands of rows, each a few dozen cells long). The row's cells are
            // walked with their form (bytes or doubles) decided once.
            objective[level].withUnsafeMutableBufferPointer { costs in
                costs[Int(s)] = 0
                definition.pointee.symbols.withUnsafeBufferPointer { symbols in
                    definition.pointee.coefficients.forEachCell { i, a in
                        let t = Int(symbols[i])
                        let c = costs[t] + k * a
                        costs[t] = nearZero(c) ? 0 : c
                    }
                }
            }
        }
        if objective.isEmpty { return }
        // Placed markers skipped at once: they never enter, and a cost mark on one is read
        // and dropped (`readCostMarks` acts on slacks and errors).
        let marking = written && dirty.tracking
        definition.pointee.symbols.withUnsafeBufferPointer { symbols in
            for t in symbols where tableau.kinds[Int(t)] != .dummy {
                if marking { touchCost(t) }
                considerEntering(t)
            }
        }
    }

    /// The sign of a symbol's cost vector: its first non-zero entry decides.
    @inline(__always) func costSign(_ s: Int32) -> Int {
        for level in objective.indices {
            let c = objective[level][Int(s)]
            if c < 0 { return -1 }
            if c > 0 { return 1 }
        }
        return 0
    }

    @inline(__always) func considerEntering(_ s: Int32) {
        let i = Int(s)
        if !inHeap[i] && tableau.rowOf[i] < 0 && tableau.kinds[i] != .dummy && costSign(s) < 0 {
            inHeap[i] = true
            entering.push(s)
        }
    }

    /// Primal simplex on the lexicographic objective.
    func optimize() throws(SolverError) {
        defer { tableau.compactOverfullColumns() }
        var budget = 50 * (tableau.rows.count + 64)
        while let e = entering.pop() {
            inHeap[Int(e)] = false
            guard tableau.rowOf[Int(e)] < 0, tableau.kinds[Int(e)] != .dummy, costSign(e) < 0 else { continue }
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
            let order = compareRatios(s, a, b, bestCoefficient)
            if order < 0 || (order == 0 && s < b) { best = s; bestCoefficient = a }
        }
        return best
    }

    private func compareRatios(_ s: Int32, _ a: Double, _ t: Int32, _ b: Double) -> Int {
        for level in objective.indices {
            let x = objective[level][Int(s)] / a, y = objective[level][Int(t)] / b
            if x < y - 1e-12 { return -1 }
            if x > y + 1e-12 { return 1 }
        }
        return 0
    }
}
