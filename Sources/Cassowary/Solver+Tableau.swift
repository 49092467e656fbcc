/// The tableau's operations with what each must tell the rest of the solver: a new
/// symbol's cost in every objective level, a written row to change tracking, a pivot to
/// its observer and to the objective.
extension Solver {
    func newSymbol(_ kind: SymbolKind, owner: Int32, name: String = "") -> Int32 {
        let s = tableau.addSymbol(kind, owner: owner, name: name)
        // The objective's per-symbol arrays follow the tableau's room.
        objective.addSymbol(capacity: tableau.kinds.capacity)
        dirty.grow()
        return s
    }

    func insertRow(_ row: Row) -> Int32 {
        let r = tableau.insertRow(row)
        touchRow(r)
        return r
    }

    /// Takes a row out of the tableau and returns it.
    @discardableResult
    func deleteRow(_ r: Int32) -> Row {
        touchRow(r)
        return tableau.deleteRow(r)
    }

    /// Makes `e` basic in row `r` (whose basic symbol leaves) and substitutes it everywhere.
    func pivot(entering e: Int32, row r: Int32, step: PivotStep = .optimize) {
        if let pivotObserver { reportPivot(pivotObserver, entering: e, row: r, step: step) }
        let leaving = tableau.exchange(entering: e, row: r)
        substitute(e, definedBy: r)
        touch(leaving)
        touchRow(r)
        objective.pivotLog?.append((e, leaving))
    }

    /// Replaces the parameter `s` by its row everywhere: other rows, the objective levels
    /// and the phase-one objective. Rows that become infeasible are queued for the dual.
    func substitute(_ s: Int32, definedBy r: Int32) {
        // No other row mentions `s` when its count is 0 (a repair's entering error is in
        // its own row only): the list holds at most `r`, and need not be read or compacted.
        // That case, every pivot of a rotation's thousands of repairs, copies nothing.
        if tableau.columnCount[Int(s)] != 0 { substituteIntoRows(s, definedBy: r) }
        tableau.clearColumn(s)
        substituteIntoObjective(s, row: r)
        if objective.artificial != nil, let i = objective.artificial!.index(of: s) {
            let a = objective.artificial!.coefficients[i]
            objective.artificial!.removeCell(at: i)
            tableau.merge(&objective.artificial!, tableau.rows[Int(r)], times: a)
        }
    }

    /// `substitute` into the other rows of the column of `s`.
    private func substituteIntoRows(_ s: Int32, definedBy r: Int32) {
        let definition = tableau.rows[Int(r)]
        for target in tableau.column(s) where target != r {
            if tableau.substitute(s, in: target, by: definition) { touchRow(target) }
        }
    }
}
