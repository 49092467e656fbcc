extension Solver {
    /// The first variable (by row) whose value is not finite or lies beyond ±`bound`, with
    /// that value; nil when every value is in range. A variable's value is its row's
    /// constant (0 when it is not basic), so one pass over the rows answers: cheap beside
    /// the solve, so it can run after every change. Slacks and errors are not values.
    public func valueOutOfBounds(_ bound: Double) -> (variable: Variable, value: Double)? {
        let shift = deferred.flatMap { $0.amount != 0 ? $0 : nil }
        for r in rows.indices {
            let basic = rows[r].basic
            guard basic >= 0, kinds[Int(basic)] == .external else { continue }
            var value = rows[r].constant
            if let shift { value += rows[r].coefficient(of: shift.symbol) * shift.amount }
            if !value.isFinite || abs(value) > bound { return (Variable(id: basic), value) }
        }
        return nil
    }
}
