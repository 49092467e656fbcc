extension Solver {
    /// The first variable (by row) whose value is not finite or lies beyond ±`bound`, with
    /// that value; nil when every value is in range. A variable's value is its row's
    /// constant (0 when it is not basic), so one pass over the rows answers: cheap beside
    /// the solve, so it can run after every change. Slacks and errors are not values.
    public func valueOutOfBounds(_ bound: Double) -> (variable: Variable, value: Double)? {
        let shift = deferred.flatMap { $0.amount != 0 ? $0 : nil }
        // Only the rows in the shifted symbol's column move (a root resize shifts one
        // symbol that a few rows hold): walk them in order beside the pass, rather than
        // scanning every row for the symbol.
        let shifted = shift.map { column($0.symbol).sorted() } ?? []
        var next = 0
        for r in rows.indices {
            var delta = 0.0
            while next < shifted.count, Int(shifted[next]) <= r {
                if Int(shifted[next]) == r, let shift { delta = rows[r].coefficient(of: shift.symbol) * shift.amount }
                next += 1
            }
            let basic = rows[r].basic
            guard basic >= 0, kinds[Int(basic)] == .external else { continue }
            var value = rows[r].constant
            if shift != nil { value += delta }
            if !value.isFinite || abs(value) > bound { return (Variable(id: basic), value) }
        }
        return nil
    }
}
