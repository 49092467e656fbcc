extension Solver {
    /// Row constants at or below this size need no second look from `valueOutOfBounds`.
    public static let largeConstant = 1e15

    /// Beyond `largeConstant`, or not finite (NaN fails the comparison).
    @inline(__always) static func isLarge(_ constant: Double) -> Bool {
        !(abs(constant) <= largeConstant)
    }

    /// The first variable (by row) whose value is not finite or lies beyond ±`bound`, with
    /// that value; nil when every value is in range. A variable's value is its row's
    /// constant (0 when it is not basic) plus any deferred shift. Unless some constant
    /// written since the last clean answer was large (`noteConstant`), only the rows a
    /// pending shift moves are read; `bound` below `largeConstant` always reads them all.
    public func valueOutOfBounds(_ bound: Double) -> (variable: Variable, value: Double)? {
        let shift = shifts.deferred.flatMap { $0.amount != 0 ? $0 : nil }
        guard tableau.constantsMayBeLarge || bound < Self.largeConstant else {
            guard let shift else { return nil }
            guard shift.complete else {
                for r in tableau.column(shift.symbol).sorted() {
                    let value = tableau.rows[Int(r)].constant + tableau.rows[Int(r)].coefficient(of: shift.symbol) * shift.amount
                    if let found = outOfBounds(row: Int(r), value: value, bound) { return found }
                }
                return nil
            }
            // The first row out of bounds, by index, from the coefficients the shift keeps.
            var first: (row: Int32, value: Double)?
            for (r, a) in zip(shift.rows, shift.coefficients) where first.map({ r < $0.row }) ?? true {
                let value = tableau.rows[Int(r)].constant + a * shift.amount
                if outOfBounds(row: Int(r), value: value, bound) != nil { first = (r, value) }
            }
            return first.flatMap { outOfBounds(row: Int($0.row), value: $0.value, bound) }
        }
        // Only the rows in the shifted symbol's column move (a root resize shifts one
        // symbol that a few rows hold): walk them in order beside the pass, rather than
        // scanning every row for the symbol.
        let shifted = shift.map { tableau.column($0.symbol).sorted() } ?? []
        var next = 0
        // Clean only if every raw constant is small too: a pending shift that brings a
        // large one into range may still be taken back without writing the row.
        var sawLarge = false
        for r in tableau.rows.indices {
            if !(abs(tableau.rows[r].constant) <= Self.largeConstant) { sawLarge = true }
            var delta = 0.0
            while next < shifted.count, Int(shifted[next]) <= r {
                if Int(shifted[next]) == r, let shift { delta = tableau.rows[r].coefficient(of: shift.symbol) * shift.amount }
                next += 1
            }
            if let found = outOfBounds(row: r, value: tableau.rows[r].constant + delta, bound) { return found }
        }
        tableau.constantsMayBeLarge = sawLarge
        return nil
    }

    /// The row's external basic variable and its value, when that value is out of range.
    private func outOfBounds(row r: Int, value: Double, _ bound: Double) -> (variable: Variable, value: Double)? {
        let basic = tableau.rows[r].basic
        guard basic >= 0, tableau.kinds[Int(basic)] == .external else { return nil }
        return !value.isFinite || abs(value) > bound ? (Variable(id: basic), value) : nil
    }
}
