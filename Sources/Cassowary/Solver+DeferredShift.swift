/// Constant changes that need not touch every row.
///
/// Suggesting a new root width shifts the constant of every row that depends on it
/// (in a grid, nearly all of them), which is all kiwi does per suggestion. Yet while the
/// shift keeps every restricted row non-negative, no pivot follows, and the rows' true
/// constants are just `stored + coefficient · amount`. So the shift is kept aside, with
/// the interval of amounts that keeps every row feasible (found once, in one pass over
/// the column), and only written into the rows when the tableau is next read or changed
/// or the interval is left. A run of suggestions then costs O(1) each, and reading a
/// value looks up one coefficient in its row.
struct DeferredShift {
    var symbol: Int32
    var amount: Double
    var lower: Double
    var upper: Double
    /// The rows holding the symbol and its coefficient in each, read once by the pass
    /// that found the interval: writing the shift (or checking it against the bounds)
    /// then costs one store per row, not a search of each row's cells again. Valid while
    /// the shift is deferred, since every structural operation writes it first.
    var rows: [Int32] = []
    var coefficients: [Double] = []
    /// False when the pass stopped early (a basic dummy holds the symbol: nothing may be
    /// deferred) and `rows` is not the whole column.
    var complete = false
}

extension Solver {
    /// Defers the constant change if the marker is a parameter and the accumulated shift
    /// stays within the feasible interval. Returns false (with nothing deferred) otherwise.
    func deferShift(_ record: ConstraintRecord, by delta: Double) -> Bool {
        // A deferred shift moves values that the rows do not show yet.
        dropSettlement()
        let s = record.marker
        guard rowOf[Int(s)] < 0, record.other < 0 || rowOf[Int(record.other)] < 0 else {
            applyDeferredShift()
            return false
        }
        if deferred?.symbol != s {
            applyDeferredShift()
            deferred = feasibleInterval(for: s)
        }
        let amount = deferred!.amount + delta / record.markerSign
        guard amount >= deferred!.lower, amount <= deferred!.upper else {
            // The shift is written row by row now (`shiftConstant`): hand it the rows and
            // coefficients already read, so a rotation searches each row's cells once.
            let column = deferred!
            applyDeferredShift()
            rejectedShift = column
            return false
        }
        deferred!.amount = amount
        return true
    }

    /// Writes a deferred shift into the rows. Every structural operation calls this first.
    func applyDeferredShift() {
        guard let d = deferred else { return }
        deferred = nil
        if d.amount == 0 { return }
        let column = d.complete ? d.rows : column(d.symbol)
        let coefficients = d.complete ? d.coefficients : column.map { rows[Int($0)].coefficient(of: d.symbol) }
        addToConstants(of: column, coefficients.map { $0 * d.amount })
        for level in objective.indices { objectiveConstant[level] += objective[level][Int(d.symbol)] * d.amount }
    }

    private func feasibleInterval(for s: Int32) -> DeferredShift {
        var lower = -Double.infinity, upper = Double.infinity
        let column = keptColumn(s)
        // Rows read in place: a copy of each would retain its two arrays, and this walks
        // every row that follows the root's size.
        for i in column.rows.indices {
            let bound = column.bounds[i]
            guard bound != 0 else { continue }
            let a = column.coefficients[i]
            if bound == 2 && a != 0 { return DeferredShift(symbol: s, amount: 0, lower: 0, upper: 0) }
            let r = Int(column.rows[i])
            if a > 0 { lower = max(lower, -rows[r].constant / a) }
            if a < 0 { upper = min(upper, -rows[r].constant / a) }
        }
        return DeferredShift(symbol: s, amount: 0, lower: lower, upper: upper, rows: column.rows,
                             coefficients: column.coefficients, complete: true)
    }

    /// The rows holding `s`, in `column(s)`'s order, with their coefficients and basics'
    /// kinds. The last few read are kept: when the column lists the same rows, only rows
    /// whose cells were written since (`rowShape`) are searched again. A resize after a
    /// change that pivoted elsewhere (or only shifted constants) then reads no row's cells.
    private func keptColumn(_ s: Int32) -> IntervalColumn {
        let holding = column(s)
        // One kept column per symbol resized lately (a rotation resizes both of root's).
        if let k = intervalColumns.firstIndex(where: { $0.symbol == s }) {
            var kept = intervalColumns.remove(at: k)
            if kept.rows == holding {
                for i in holding.indices where kept.shapes[i] != rowShape[Int(holding[i])] {
                    let r = Int(holding[i])
                    kept.coefficients[i] = rows[r].coefficient(of: s)
                    kept.bounds[i] = Self.bound(kinds[Int(rows[r].basic)])
                    kept.shapes[i] = rowShape[r]
                    keptRowsReread += 1
                }
                intervalColumns.append(kept)
                keptColumnsReused += 1
                return kept
            }
        }
        var column = IntervalColumn(symbol: s, rows: holding)
        column.coefficients.reserveCapacity(holding.count)
        column.bounds.reserveCapacity(holding.count)
        column.shapes.reserveCapacity(holding.count)
        for r in holding {
            column.coefficients.append(rows[Int(r)].coefficient(of: s))
            column.bounds.append(Self.bound(kinds[Int(rows[Int(r)].basic)]))
            column.shapes.append(rowShape[Int(r)])
        }
        if intervalColumns.count >= Self.keptColumns { intervalColumns.removeFirst() }
        intervalColumns.append(column)
        return column
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
        rows.withUnsafeMutableBufferPointer { rows in
            for (r, amount) in zip(targets, amounts) {
                rows[Int(r)].constant += amount
                if Self.isLarge(rows[Int(r)].constant) { large = true }
            }
        }
        if large { constantsMayBeLarge = true }
        touchRowConstants(targets)
    }

    /// Counts a write to row `r`'s cells or basic symbol.
    @inline(__always) func noteShape(_ r: Int32) {
        let i = Int(r)
        if i >= rowShape.count { rowShape.append(contentsOf: repeatElement(0, count: i + 1 - rowShape.count)) }
        rowShape[i] &+= 1
    }
}

/// A column of the tableau as `feasibleInterval` reads it (see `Solver.keptColumn`).
struct IntervalColumn {
    var symbol: Int32
    var rows: [Int32]
    var coefficients: [Double] = []
    /// Per row, what its basic's kind says about bounding a shift (`Solver.bound`).
    var bounds: [UInt8] = []
    /// Per row, its `rowShape` count when read.
    var shapes: [UInt32] = []
}
