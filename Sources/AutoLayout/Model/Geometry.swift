/// A view's frame in its superview's coordinates, as UIKit's `frame`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public subscript(component: FrameComponent) -> Double {
        switch component {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }

    /// `20 20 335 30`, the form `expect email.frame == …` uses.
    public var description: String {
        [x, y, width, height].map(formatNumber).joined(separator: " ")
    }
}

/// The two layout axes; `h` and `v` in the shell.
public enum Axis: String, CaseIterable, Sendable {
    case horizontal, vertical
}

/// The four numbers of a frame, each of which can be ambiguous on its own.
public enum FrameComponent: String, CaseIterable, Sendable {
    case x, y, width, height

    public var axis: Axis { self == .x || self == .width ? .horizontal : .vertical }
}

/// Numbers as a person writes them: `20`, `-16`, `0.5`, `33.333333`.
/// (Written by `NumberText`: digits straight into bytes for the grid's common values.)
package func formatNumber(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.capacity) { buffer in
        let count = NumberText.write(value, to: buffer.baseAddress!)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
}

/// A number that defines a constraint (a multiplier, a constant: what the user typed or
/// exact arithmetic made of it), printed so it reads back to the same double: the shortest
/// round-trip form, without a trailing `.0`. `1e-9 * b.width` once printed as `0 * b.width`
/// and exported as `multiplier: 0`. Frames and other solved values keep `formatNumber`.
package func formatExact(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
    return "\(value)"
}

/// Solver values carry float noise (19.999999999997); frames are reported on a 1e-6 grid,
/// the precision SPEC §7 promises, so diffs do not report phantom moves. Past a million
/// points the grid is 12 significant digits: a solve keeps about that many of a Double's
/// 16, and the digits past them differ from one history of the same layout to another.
package func roundToMicro(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e18 else { return value }
    // Int64 arithmetic instead of `rounded()`, which would pull libm into the link.
    // Grid points per point (1e6 up to a million points, a tenth as many per decade past
    // it); past 1e12 a grid step of 10^k points (exact powers of ten either way).
    var perPoint = 1e6, step = 1.0, limit = 1e6
    while abs(value) >= limit {
        if perPoint > 1 { perPoint /= 10 } else { step *= 10 }
        limit *= 10
    }
    let scaled = value * perPoint / step
    // The noise goes first, to a thousandth of a grid step: a value the exact layout puts
    // on a half step (a layout pass that halves an inset of an odd count of steps) then
    // rounds away from zero whatever noise a history left in it, not up in one history
    // and down in another (a replay then differed from the session by one step).
    let fine = Double(Int64(scaled * 1000 + (scaled < 0 ? -0.5 : 0.5))) / 1000
    let rounded = Double(Int64(fine + (fine < 0 ? -0.5 : 0.5))) * step / perPoint
    return rounded == 0 ? 0 : rounded
}
