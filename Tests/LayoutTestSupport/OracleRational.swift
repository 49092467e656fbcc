/// An exact fraction for the solver's oracle and the exact checks of wide multipliers. Int128 parts, always reduced, denominator
/// positive; any overflow throws `OracleOverflow` and the caller skips the case (and counts
/// the skip), so the oracle is never silently inexact.
public struct OracleRational: Hashable, Comparable, CustomStringConvertible, Sendable {
    public let numerator: Int128
    public let denominator: Int128

    public static let zero = OracleRational(0)
    public static let one = OracleRational(1)

    public init(_ value: Int) {
        numerator = Int128(value)
        denominator = 1
    }

    /// `n / d` reduced; `d` must not be 0.
    public init(_ n: Int128, _ d: Int128) throws(OracleOverflow) {
        guard d != 0, n != .min, d != .min else { throw OracleOverflow() }
        let g = Self.gcd(n.magnitude, d.magnitude)
        let sign: Int128 = d < 0 ? -1 : 1
        numerator = sign * n / Int128(g)
        denominator = sign * d / Int128(g)
    }

    public var isZero: Bool { numerator == 0 }
    public var isNegative: Bool { numerator < 0 }
    public var isPositive: Bool { numerator > 0 }
    public var double: Double { Double(numerator) / Double(denominator) }
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    public static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }

    public static func < (a: Self, b: Self) -> Bool {
        // Exact when it does not overflow; the fallback only orders, never feeds arithmetic.
        let (l, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
        let (r, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
        if !o1 && !o2 { return l < r }
        return a.double < b.double
    }

    public static func mul(_ a: Int128, _ b: Int128) throws(OracleOverflow) -> Int128 {
        let (p, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow else { throw OracleOverflow() }
        return p
    }

    public static func add(_ a: Int128, _ b: Int128) throws(OracleOverflow) -> Int128 {
        let (s, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw OracleOverflow() }
        return s
    }

    public func plus(_ b: Self) throws(OracleOverflow) -> Self {
        if b.isZero { return self }
        if isZero { return b }
        if denominator == b.denominator {
            return try Self(Self.add(numerator, b.numerator), denominator)
        }
        let g = Int128(Self.gcd(denominator.magnitude, b.denominator.magnitude))
        let l = try Self.mul(numerator, b.denominator / g)
        let r = try Self.mul(b.numerator, denominator / g)
        return try Self(Self.add(l, r), Self.mul(denominator / g, b.denominator))
    }

    public func minus(_ b: Self) throws(OracleOverflow) -> Self { try plus(b.negated()) }

    public func times(_ b: Self) throws(OracleOverflow) -> Self {
        if isZero || b.isZero { return .zero }
        // Cross-reduce first so intermediate products stay small.
        let g1 = Int128(Self.gcd(numerator.magnitude, b.denominator.magnitude))
        let g2 = Int128(Self.gcd(b.numerator.magnitude, denominator.magnitude))
        return try Self(Self.mul(numerator / g1, b.numerator / g2), Self.mul(denominator / g2, b.denominator / g1))
    }

    public func dividedBy(_ b: Self) throws(OracleOverflow) -> Self {
        guard !b.isZero else { throw OracleOverflow() }
        return try times(Self(b.denominator, b.numerator))
    }

    public func negated() -> Self {
        // numerator is never Int128.min (the initialiser refuses it), so this cannot trap.
        Self(unchecked: -numerator, denominator)
    }

    private init(unchecked n: Int128, _ d: Int128) {
        numerator = n
        denominator = d
    }
}

/// The exact oracle ran out of Int128 range: the case is skipped, not judged.
public struct OracleOverflow: Error, Sendable {
    public init() {}
}
