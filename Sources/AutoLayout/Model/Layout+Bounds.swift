import Cassowary

/// Values no screen holds: a chain of large multipliers (`d1.width = 1e9 * d0.width`, …)
/// or a difference of such values solves to numbers past 1e15, to infinity, or to NaN.
/// They are refused as errors after the solve, never printed as frames.
extension Layout {
    /// Beyond this many points a solved value is refused (1e15 keeps 1/10 point exact in a Double).
    public static let valueBound = 1e15

    /// Throws if any solved value is not finite or lies beyond ±`valueBound`, naming the
    /// variable (`x.width`). The caller takes the change back (Session.change).
    public func checkValuesInBounds() throws(Diagnostic) {
        guard let (variable, value) = solver.valueOutOfBounds(Self.valueBound) else { return }
        throw LayoutMessages.valueOutOfBounds(solver.name(of: variable), value: value)
    }

    /// How many coefficients the solver has lost to its zero tolerance (`Solver.lostProducts`),
    /// read before a change and handed to `checkCoefficientsHeld(since:)` after it.
    public var lostCoefficients: Int { solver.lostProducts }

    /// Throws if the solver lost a coefficient since it counted `count`. Each constraint's
    /// multipliers are within `coefficientSpread`, but chained from two sides (`c = 1e4·b`,
    /// `d = 1e4·c`, `e = 1e-4·b`) a row would hold `e = 1e-12·d`: `e` stayed 0 with its
    /// constraint listed unsatisfied and no conflict. The solver counts as it drops cells,
    /// so this costs one comparison. The rows that lost a cell are not what the change
    /// found, so the caller replays the log rather than undoing the change in place.
    public func checkCoefficientsHeld(since count: Int) throws(Diagnostic) {
        guard solver.lostProducts != count else { return }
        throw LayoutMessages.error(.coefficientLost, "1e-9")
    }

    /// Puts the id high-water marks back to `marks` (a refused change's ids are not taken).
    public func restoreIDHighWater(_ marks: [Character: Int]) { idHighWater = marks }
}
