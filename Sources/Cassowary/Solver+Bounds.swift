extension Solver {
    /// The first variable (by id) whose value is not finite or lies beyond ±`bound`, with
    /// that value; nil when every value is in range. One pass over the symbols, each an
    /// array load: cheap beside any solve, so it can run after every change.
    public func valueOutOfBounds(_ bound: Double) -> (variable: Variable, value: Double)? {
        for i in kinds.indices where kinds[i] == .external && rowOf[i] >= 0 {
            let variable = Variable(id: Int32(i))
            let value = value(variable)
            if !value.isFinite || abs(value) > bound { return (variable, value) }
        }
        return nil
    }
}
