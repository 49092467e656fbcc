/// A constant change kept out of the rows (`Solver+DeferredShift`), and what lets the
/// next feasible interval reuse the last ones' reading of the tableau.
struct ConstantShifts {
    /// The change not yet written into the rows.
    var deferred: DeferredShift?
    /// By row index, a count of the writes to its cells or basic symbol (not its constant),
    /// and the last feasible intervals' columns read with those counts: a row whose count
    /// stands holds the same coefficient.
    var rowShape: [UInt32] = []
    var intervalColumns: [IntervalColumn] = []
    /// How often a kept column was reused, how many of its rows were searched again, and
    /// how many feasible intervals stopped at a row excluding the shift (read by tests,
    /// so they know they reached each).
    var keptColumnsReused = 0
    var keptRowsReread = 0
    var intervalsCutShort = 0
}

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

/// A column of the tableau as `feasibleInterval` reads it (see `Solver.keptColumn`).
struct IntervalColumn {
    var symbol: Int32
    var rows: [Int32]
    var coefficients: [Double] = []
    /// Per row, what its basic's kind says about bounding a shift (`Solver.bound`), or
    /// `unread`.
    var bounds: [UInt8] = []
    static let unread: UInt8 = 255
    /// Per row, its `rowShape` count when read.
    var shapes: [UInt32] = []
}
