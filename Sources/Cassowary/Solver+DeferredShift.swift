extension Solver {
    /// Defers the constant change if the marker is a parameter and the accumulated shift
    /// stays within the feasible interval. Returns false (with nothing deferred) otherwise.
    func deferShift(_ record: ConstraintRecord, by delta: Double) -> Bool {
        // A deferred shift moves values that the rows do not show yet.
        dropSettlement()
        let s = record.marker
        guard tableau.rowOf[Int(s)] < 0, record.other < 0 || tableau.rowOf[Int(record.other)] < 0 else {
            applyDeferredShift()
            return false
        }
        if shifts.deferred?.symbol != s {
            applyDeferredShift()
            // Found admitting this shift: a row that excludes it ends the pass, and the
            // shift is written row by row (a rotation's first capped width does so).
            guard let interval = feasibleInterval(for: s, admitting: delta / record.markerSign) else { return false }
            shifts.deferred = interval
        }
        let amount = shifts.deferred!.amount + delta / record.markerSign
        guard amount >= shifts.deferred!.lower, amount <= shifts.deferred!.upper else {
            // The shift is written row by row now (`shiftConstant`), from the column the
            // interval kept: writing the deferred amount changes no row's cells, so none is
            // searched again.
            applyDeferredShift()
            return false
        }
        shifts.deferred!.amount = amount
        return true
    }

    /// Writes a deferred shift into the rows. Every structural operation calls this first.
    func applyDeferredShift() {
        guard let d = shifts.deferred else { return }
        shifts.deferred = nil
        if d.amount == 0 { return }
        let column = d.complete ? d.rows : tableau.column(d.symbol)
        let coefficients = d.complete ? d.coefficients : column.map { tableau.rows[Int($0)].coefficient(of: d.symbol) }
        addToConstants(of: column, coefficients.map { $0 * d.amount })
        objective.shiftConstants(by: d.symbol, d.amount)
    }

    /// The interval of shifts of `s` that keep every row feasible, or nil as soon as a
    /// row excludes `amount` (the interval only narrows row by row, so the whole one would
    /// too). The column is read as kept (`keptColumn`): only rows written since it was
    /// read are searched again, as far as the pass goes.
    private func feasibleInterval(for s: Int32, admitting amount: Double) -> DeferredShift? {
        var lower = -Double.infinity, upper = Double.infinity
        var column = keptColumn(s)
        defer { keep(column) }
        // A block of rows refreshed, then read: each loop stays tight, and a pass cut
        // short refreshes at most a block more than it reads.
        var start = 0
        while start < column.rows.count {
            let end = min(start + 512, column.rows.count)
            refresh(&column, start..<end)
            // Rows read in place: a copy of each would retain its two arrays, and this
            // walks every row that follows the root's size.
            for i in start..<end {
                let bound = column.bounds[i]
                guard bound != 0 else { continue }
                let a = column.coefficients[i], r = Int(column.rows[i])
                if bound == 2 && a != 0 {
                    if amount == 0 { return DeferredShift(symbol: s, amount: 0, lower: 0, upper: 0) }
                    shifts.intervalsCutShort += 1
                    return nil
                }
                if a > 0 { lower = max(lower, -tableau.rows[r].constant / a) }
                if a < 0 { upper = min(upper, -tableau.rows[r].constant / a) }
                if !(amount >= lower && amount <= upper) {
                    shifts.intervalsCutShort += 1
                    return nil
                }
            }
            start = end
        }
        return DeferredShift(symbol: s, amount: 0, lower: lower, upper: upper, rows: column.rows,
                             coefficients: column.coefficients, complete: true)
    }

    /// Searches again the rows in `range` of a kept column that are unread or were
    /// written since they were read (their `rowShape` count moved), through buffers.
    private func refresh(_ column: inout IntervalColumn, _ range: Range<Int>) {
        let s = column.symbol
        var reread = 0
        shifts.rowShape.withUnsafeBufferPointer { shapesNow in
        column.coefficients.withUnsafeMutableBufferPointer { coefficients in
        column.bounds.withUnsafeMutableBufferPointer { bounds in
        column.shapes.withUnsafeMutableBufferPointer { shapes in
        column.rows.withUnsafeBufferPointer { listed in
            for i in range {
                let r = Int(listed[i])
                guard bounds[i] == IntervalColumn.unread || shapes[i] != shapesNow[r] else { continue }
                if bounds[i] != IntervalColumn.unread { reread += 1 }
                coefficients[i] = tableau.rows[r].coefficient(of: s)
                bounds[i] = Self.bound(tableau.kinds[Int(tableau.rows[r].basic)])
                shapes[i] = shapesNow[r]
            }
        }}}}} // listed, shapes, bounds, coefficients, shapesNow
        shifts.keptRowsReread += reread
    }

    /// The column of `s` as last read, taken out of the kept ones (`keep` puts it back),
    /// when it lists the same rows as now; else a new one, every row unread. A resize
    /// after a change that pivoted elsewhere (or only shifted constants) then reads no
    /// row's cells.
    private func keptColumn(_ s: Int32) -> IntervalColumn {
        let holding = tableau.column(s)
        // One kept column per symbol resized lately (a rotation resizes both of root's).
        if let k = shifts.intervalColumns.firstIndex(where: { $0.symbol == s }) {
            let kept = shifts.intervalColumns.remove(at: k)
            if kept.rows == holding {
                shifts.keptColumnsReused += 1
                return kept
            }
        }
        var column = IntervalColumn(symbol: s, rows: holding)
        column.coefficients = [Double](repeating: 0, count: holding.count)
        column.bounds = [UInt8](repeating: IntervalColumn.unread, count: holding.count)
        column.shapes = [UInt32](repeating: 0, count: holding.count)
        return column
    }

    /// Puts a column back among the kept ones, as the most recent.
    private func keep(_ column: IntervalColumn) {
        if shifts.intervalColumns.count >= Self.keptColumns { shifts.intervalColumns.removeFirst() }
        shifts.intervalColumns.append(column)
    }

    /// How many columns are kept: root's width and height, and one more.
    static let keptColumns = 3

    /// 0: the row's basic is unrestricted (never bounds the shift); 1: restricted; 2: a
    /// dummy (which must stay 0, so any coefficient blocks deferring).
    private static func bound(_ kind: SymbolKind) -> UInt8 {
        kind == .dummy ? 2 : kind.isRestricted ? 1 : 0
    }

    /// Adds `amounts[i]` to the constant of row `targets[i]` and marks the rows: a constant
    /// shifted down a column, which after a root resize is every row that follows the
    /// root's size; written through one buffer, not an access per row.
    func addToConstants(of targets: [Int32], _ amounts: [Double]) {
        var large = false
        // The basics gathered for the marks only while changes are tracked.
        var basics = [Int32](repeating: -1, count: dirty.tracking ? targets.count : 0)
        basics.withUnsafeMutableBufferPointer { basics in
            tableau.rows.withUnsafeMutableBufferPointer { rows in
                for i in targets.indices {
                    let r = Int(targets[i])
                    rows[r].constant += amounts[i]
                    if Self.isLarge(rows[r].constant) { large = true }
                    if !basics.isEmpty { basics[i] = rows[r].basic }
                }
            }
        }
        if large { tableau.constantsMayBeLarge = true }
        touchRowConstants(targets, basics: basics)
    }

    /// Adds each row's coefficient of `s` times `shift` to its constant (the rows of the
    /// column of `s`), marks the rows, and queues the ones left infeasible for the dual
    /// simplex, in one pass through the rows. The coefficients come from the kept column,
    /// searched again only in rows written since (`refresh`): a rotation's shift is
    /// rejected at its first capped width and written here, into tens of thousands of
    /// rows of which it pivoted a fifth last time, and each row searched missed the
    /// cache twice more (its cells are two arrays of their own).
    func shiftConstants(holding s: Int32, by shift: Double) {
        var column = keptColumn(s)
        defer { keep(column) }
        refresh(&column, column.rows.indices)
        var large = false
        var infeasible: [Int32] = []
        var basics = [Int32](repeating: -1, count: dirty.tracking ? column.rows.count : 0)
        let kinds = tableau.kinds
        basics.withUnsafeMutableBufferPointer { basics in
            tableau.rows.withUnsafeMutableBufferPointer { rows in
                let listed = column.rows
                for i in listed.indices {
                    let r = Int(listed[i])
                    let constant = rows[r].constant + column.coefficients[i] * shift
                    rows[r].constant = constant
                    if Self.isLarge(constant) { large = true }
                    let basic = rows[r].basic
                    if Tableau.isInfeasible(constant, basic: kinds[Int(basic)]) { infeasible.append(Int32(r)) }
                    if !basics.isEmpty { basics[i] = basic }
                }
            }
        }
        if large { tableau.constantsMayBeLarge = true }
        touchRowConstants(column.rows, basics: basics)
        tableau.infeasibleRows.append(contentsOf: infeasible)
    }

    /// Counts a write to row `r`'s cells or basic symbol.
    @inline(__always) func noteShape(_ r: Int32) {
        let i = Int(r)
        if i >= shifts.rowShape.count { shifts.rowShape.append(contentsOf: repeatElement(0, count: i + 1 - shifts.rowShape.count)) }
        shifts.rowShape[i] &+= 1
    }
}
