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
        for (i, r) in column.enumerated() {
            rows[Int(r)].constant += (d.complete ? d.coefficients[i] : rows[Int(r)].coefficient(of: d.symbol)) * d.amount
            noteConstant(rows[Int(r)].constant)
            touchRow(r, shape: false)
        }
        for level in objective.indices { objectiveConstant[level] += objective[level][Int(d.symbol)] * d.amount }
    }

    private func feasibleInterval(for s: Int32) -> DeferredShift {
        var lower = -Double.infinity, upper = Double.infinity
        let holding = column(s)
        var coefficients: [Double] = []
        coefficients.reserveCapacity(holding.count)
        // Rows read in place: a copy of each would retain its two arrays, and this walks
        // every row that follows the root's size.
        for r in holding {
            let a = rows[Int(r)].coefficient(of: s)
            coefficients.append(a)
            let kind = kinds[Int(rows[Int(r)].basic)]
            guard kind.isRestricted else { continue }
            if kind == .dummy && a != 0 { return DeferredShift(symbol: s, amount: 0, lower: 0, upper: 0) }
            if a > 0 { lower = max(lower, -rows[Int(r)].constant / a) }
            if a < 0 { upper = min(upper, -rows[Int(r)].constant / a) }
        }
        return DeferredShift(symbol: s, amount: 0, lower: lower, upper: upper, rows: holding, coefficients: coefficients,
                             complete: true)
    }
}
