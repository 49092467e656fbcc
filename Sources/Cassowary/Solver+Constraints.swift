/// Adding and removing constraints, and shifting their constants.
extension Solver {
    func insert(_ constraint: Constraint, as id: ConstraintID, sequence seq: Int? = nil) throws(SolverError) {
        applyDeferredShift()
        tableau.collectMarkersIfDue()
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.value) }
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite && Int($0.variable.id) < tableau.kinds.count && $0.variable.id >= 0 })
        else { throw .invalidNumber }
        var row = tableau.makeRow(constraint.expression)
        records.store(makeMarkers(constraint, id: id, into: &row), sequence: seq)
        let record = records[id.raw]!
        if !constraint.priority.isRequired {
            setErrorWeights(record, level: levelIndex(constraint.priority, creating: true), weight: 1)
        }
        if row.constant < 0 { tableau.scale(&row, by: -1) }
        do {
            try place(row, record)
            try optimize()
        } catch {
            records.forget(id)
            throw error
        }
    }

    /// Creates the marker (and error) symbols of a constraint and adds them to its row.
    private func makeMarkers(_ c: Constraint, id: ConstraintID, into row: inout Row) -> ConstraintRecord {
        let owner = Int32(id.raw)
        let optional = !c.priority.isRequired
        var record = ConstraintRecord(id: id, constraint: c, marker: -1, other: -1, markerSign: 1, otherSign: 0, sequence: 0)
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            record.marker = newSymbol(.slack, owner: owner)
            record.markerSign = sign
            row.append(record.marker, sign)
            if optional {
                record.other = newSymbol(.error, owner: owner)
                record.otherSign = -sign
                row.append(record.other, -sign)
            }
        case .equal where optional:
            record.marker = newSymbol(.error, owner: owner)
            record.other = newSymbol(.error, owner: owner)
            record.markerSign = -1
            record.otherSign = 1
            row.append(record.marker, -1)
            row.append(record.other, 1)
        case .equal:
            record.marker = newSymbol(.dummy, owner: owner)
            tableau.addMarker(record.marker, to: &row)
        }
        return record
    }

    /// Puts a new constraint's row into the tableau: directly when a subject can be
    /// chosen, else through phase one with an artificial variable.
    private func place(_ row: Row, _ record: ConstraintRecord) throws(SolverError) {
        var row = row
        var subject = subjects.choose(row, record, in: tableau)
        if subject < 0 && row.symbols.allSatisfy({ tableau.kinds[Int($0)] == .dummy }) {
            guard nearZero(row.constant) else {
                let candidates = owners(of: tableau.markerSymbols(of: row), excluding: record)
                throw .unsatisfiable(conflict: conflicts.minimal(candidates, for: record.constraint, excluding: record.id,
                                                                     among: records))
            }
            subject = record.marker
            tableau.placeOwnMarker(record.marker, in: &row)
        }
        if subject < 0, nearZero(row.constant), let shortcut = subjects.sparser(of: row, in: tableau, objective) {
            // The row already holds at the current point (constant 0), so the sparser
            // symbol can be basic in it at a feasible 0 and no other row's constant moves.
            row.constant = 0
            subject = shortcut
        }
        if subject >= 0 {
            tableau.solve(&row, for: subject)
            let r = insertRow(row)
            substitute(subject, definedBy: r)
            return
        }
        try addThroughArtificial(row, record)
    }

    /// Phase one: minimise an artificial variable standing for the row. Success adds the
    /// constraint; failure reads the conflict off the phase-one objective (its non-zero
    /// markers form a Farkas certificate) and undoes every pivot, so nothing is left behind
    /// (kiwi keeps the rejected constraint's effect here).
    private func addThroughArtificial(_ row: Row, _ record: ConstraintRecord) throws(SolverError) {
        let art = newSymbol(.slack, owner: -1)
        var artRow = row
        artRow.basic = art
        _ = insertRow(artRow)
        objective.artificial = row
        objective.pivotLog = []
        defer { objective.artificial = nil; objective.pivotLog = nil }
        try optimizeArtificial()
        let residual = objective.artificial!.constant
        if !nearZero(residual) && residual > 1e-9 * (1 + abs(row.constant)) {
            let candidates = owners(of: tableau.markerSymbols(of: objective.artificial!), excluding: record)
            let log = objective.pivotLog!
            objective.pivotLog = nil
            for step in log.reversed() {
                pivot(entering: step.leaving, row: tableau.rowOf[Int(step.entering)], step: .undo)
            }
            tableau.infeasibleRows.removeAll(keepingCapacity: true)
            if tableau.rowOf[Int(art)] >= 0 { deleteRow(tableau.rowOf[Int(art)]) }
            objective.clearCosts(of: art)
            throw .unsatisfiable(conflict: conflicts.minimal(candidates, for: record.constraint, excluding: record.id,
                                                                     among: records))
        }
        if tableau.rowOf[Int(art)] >= 0 {
            var taken = deleteRow(tableau.rowOf[Int(art)])
            if !taken.isEmpty {
                let pick = taken.symbols.filter { tableau.kinds[Int($0)] == .slack || tableau.kinds[Int($0)] == .error }.min()
                    ?? lowestSymbol(placingIn: &taken)
                tableau.solve(&taken, for: pick)
                let r = insertRow(taken)
                substitute(pick, definedBy: r)
            }
        }
        for r in tableau.column(art) {
            if let i = tableau.rows[Int(r)].index(of: art) {
                tableau.rows[Int(r)].removeCell(at: i)
                tableau.columnDrop(art)
                touchRow(r)
            }
        }
        tableau.columns[Int(art)].removeAll()
        objective.clearCosts(of: art)
    }

    private func optimizeArtificial() throws(SolverError) {
        let limit = 50 * (tableau.rows.count + 64)
        var budget = limit
        while true {
            // Prefer an entering symbol that costs nothing in the real objective and is
            // mentioned by few rows: Bland's lowest id tends to pick old, widely shared
            // symbols (an edit variable's error), each pivot then rewriting every row, only
            // for the real objective to pivot them straight back. Bland's rule takes over
            // if this ever runs long, so phase one still cannot cycle.
            let bland = budget < limit / 2
            var e: Int32 = -1
            var best = Int.max
            let art = objective.artificial!
            for i in art.symbols.indices where art.coefficients[i] < -1e-9 && tableau.kinds[Int(art.symbols[i])] != .dummy {
                let s = art.symbols[i]
                let score = bland ? 0
                    : SubjectChoice.phaseOneScore(costSign: objective.costSign(s), rows: tableau.columnCount[Int(s)])
                if score < best || (score == best && s < e) { best = score; e = s }
            }
            if e < 0 { return }
            guard let r = tableau.leavingRow(for: e) else { throw .internalError("phase one is unbounded") }
            pivot(entering: e, row: r, step: .phaseOne)
            budget -= 1
            if budget == 0 { throw .internalError("phase one did not converge") }
        }
    }

    /// The required constraints owning the given symbols (markers), without `record` itself.
    func owners(of symbols: [Int32], excluding record: ConstraintRecord) -> [ConstraintID] {
        let me = Int32(record.id.raw)
        var found = Set<Int>()
        for s in symbols {
            let o = tableau.owner[Int(s)]
            guard o >= 0, o != me, let r = records[Int(o)], r.constraint.priority.isRequired else { continue }
            found.insert(Int(o))
        }
        return found.sorted().map { ConstraintID(raw: $0) }
    }

    func conflictCandidates(inRow r: Int32, excluding id: ConstraintID) -> [ConstraintID] {
        let row = tableau.rows[Int(r)]
        guard let record = records[id.raw] else { return [] }
        return owners(of: tableau.markerSymbols(of: row) + [row.basic], excluding: record)
    }

    /// Takes a constraint's marker out of the tableau (kiwi's scheme: pivot the marker
    /// into the basis at a row that keeps feasibility, then drop that row).
    func removeFromTableau(_ record: ConstraintRecord) throws(SolverError) {
        if !record.constraint.priority.isRequired {
            setErrorWeights(record, level: levelIndex(record.constraint.priority), weight: -1)
        }
        let marker = record.marker
        place(marker: marker)
        if tableau.rowOf[Int(marker)] >= 0 {
            deleteRow(tableau.rowOf[Int(marker)])
        } else {
            guard let r = markerLeavingRow(marker) else {
                throw .internalError("constraint marker not found in the tableau")
            }
            pivot(entering: marker, row: r, step: .removal)
            deleteRow(tableau.rowOf[Int(marker)])
        }
    }

    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32?, second: Int32?, third: Int32?
        var r1 = Double.infinity, r2 = Double.infinity
        for r in tableau.column(marker) {
            let row = tableau.rows[Int(r)]
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            // A redundant copy of the constraint (a basic dummy that mentions the marker)
            // takes over its role: pivoting there keeps every other row as it is.
            if tableau.kinds[Int(row.basic)] == .dummy { return r }
            if !tableau.kinds[Int(row.basic)].isRestricted {
                if third == nil { third = r }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < r1 { r1 = ratio; first = r }
            } else {
                let ratio = row.constant / c
                if ratio < r2 { r2 = ratio; second = r }
            }
        }
        return first ?? second ?? third
    }

    /// Substitutes `marker → marker − δ/sign` (see `ConstraintRecord`), which is what a
    /// change of the expression's constant by δ means for the tableau.
    func shiftConstant(_ record: ConstraintRecord, by delta: Double) {
        var s = record.marker, sign = record.markerSign
        if tableau.rowOf[Int(s)] < 0 && record.other >= 0 && tableau.rowOf[Int(record.other)] >= 0 {
            s = record.other; sign = record.otherSign
        }
        let shift = delta / sign
        let r = tableau.rowOf[Int(s)]
        if r >= 0 {
            tableau.rows[Int(r)].constant -= shift
            tableau.noteConstant(tableau.rows[Int(r)].constant)
            touchRow(r, shape: false)
            noteIfInfeasible(r)
            return
        }
        shiftConstants(holding: s, by: shift)
        objective.shiftConstants(by: s, shift)
    }

    private func noteIfInfeasible(_ r: Int32) {
        if tableau.isInfeasible(r) { tableau.infeasibleRows.append(r) }
    }
}
