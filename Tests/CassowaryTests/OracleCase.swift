import Cassowary

/// A seeded random constraint system: 2–6 variables, 2–10 constraints with small integer
/// coefficients, mixed relations, priorities from {required, 750, 500, 250, 1}, and now and
/// then an optional constraint scaled by 1000 (a weighted-strength solver lets such a low
/// priority outweigh a higher one; a strict one must not).
struct OracleCase: CustomStringConvertible {
    let seed: UInt64
    let variableCount: Int
    let constraints: [OracleConstraint]

    static let priorities = [1000, 1000, 1000, 750, 500, 250, 1]

    init(seed: UInt64) {
        self.seed = seed
        var rng = OracleRandom(seed: seed)
        let n = 2 + rng.below(5)
        variableCount = n
        constraints = (0..<(2 + rng.below(9))).map { _ in Self.constraint(&rng, variableCount: n) }
    }

    static func constraint(_ rng: inout OracleRandom, variableCount n: Int) -> OracleConstraint {
        var coefficients = Array(repeating: 0, count: n)
        let used = 1 + rng.below(min(3, n))
        var order = Array(0..<n)
        rng.shuffle(&order)
        for j in order.prefix(used) { coefficients[j] = rng.nonzero(3) }
        let priority = priorities[rng.below(priorities.count)]
        if priority < 1000 && rng.below(8) == 0 { coefficients = coefficients.map { $0 * 1000 } }
        return OracleConstraint(coefficients: coefficients, constant: rng.below(21) - 10,
                                relation: Relation.allCases[rng.below(3)], priority: priority)
    }

    var description: String {
        "seed 0x\(String(seed, radix: 16)) (replay: ORACLE_CASE=0x\(String(seed, radix: 16)))\n"
            + constraints.enumerated().map { "    c\($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}

/// SplitMix64: tiny, deterministic, good enough to spread test cases.
struct OracleRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    /// ±1…±limit.
    mutating func nonzero(_ limit: Int) -> Int { (1 + below(limit)) * (below(2) == 0 ? 1 : -1) }

    mutating func shuffle(_ items: inout [Int]) {
        for i in items.indices.reversed() where i > 0 { items.swapAt(i, below(i + 1)) }
    }

    /// The seed of case `index` in a test whose own seed is `base`.
    static func caseSeed(_ base: UInt64, _ index: Int) -> UInt64 {
        var r = OracleRandom(seed: base &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        return r.next()
    }
}
