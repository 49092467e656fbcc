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

    /// Puts the id high-water marks back to `marks` (a refused change's ids are not taken).
    public func restoreIDHighWater(_ marks: [Character: Int]) { idHighWater = marks }
}
