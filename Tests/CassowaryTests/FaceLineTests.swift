import Testing
@testable import Cassowary

/// A face of one free direction is answered in closed form (`DenseSimplex.Line`) instead
/// of by the dense simplex; ambiguity ranges are printed, so the two must agree to the bit.
/// Random segments (ties in the ratio test, zero and tiny entries, zero right-hand sides,
/// restricted and unrestricted directions, costs at and around the 1e-9 threshold) go
/// through both, built as `Face.maximum` builds the simplex's arrays.
@Suite struct FaceLineTests {
    /// The oracle's splitmix64, so the cases are the same on every run.
    struct Random {
        private var base: OracleRandom
        init(state: UInt64) { base = OracleRandom(seed: state) }
        mutating func next() -> UInt64 { base.next() }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
        mutating func number() -> Double {
            switch below(6) {
            case 0: return pick([0, 1, -1, 2, -2, 0.5, 1e-10, -1e-10, 3e-9, -3e-9])
            case 1: return Double(below(41) - 20)
            default: return (Double(next() % 2_000_001) - 1_000_000) / Double(1 + below(997))
            }
        }
    }

    /// `Face.maximum`'s arrays for one symbol: the + part's column −v, the − part's v.
    static func simplex(cells: [Double], constants: [Double], unrestricted: Bool, cost c: Double) -> Double? {
        let n = unrestricted ? 2 : 1
        var cost = [Double](repeating: 0, count: n)
        cost[0] += c
        if unrestricted { cost[1] -= c }
        var a = [Double](repeating: 0, count: cells.count * n)
        for (r, v) in cells.enumerated() {
            a[r * n] += -v
            if unrestricted { a[r * n + 1] -= -v }
        }
        return DenseSimplex.maximize(cost: cost, a: a, b: constants.map { max(0, $0) })
    }

    @Test(arguments: 1...20)
    func lineAgreesWithSimplexToTheBit(seed: Int) {
        var random = Random(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        for _ in 0..<500 {
            let m = 1 + random.below(8)
            var cells = (0..<m).map { _ in random.number() }.map { $0 == 0 ? 1 : $0 }
            var constants = (0..<m).map { _ in random.below(4) == 0 ? 0 : random.number() }
            if m > 1, random.below(3) == 0 {
                // Equal ratios in two rows: the tie rule must pick the same row.
                cells[m - 1] = cells[0] * 2; constants[m - 1] = constants[0] * 2
            }
            let unrestricted = random.below(2) == 0
            let line = DenseSimplex.Line(cells: cells, b: constants.map { max(0, $0) }, unrestricted: unrestricted)
            for c in [random.number(), -random.number(), 1, -1, 0, -0.0, 1e-9, -1e-9, 2e-9, -2e-9] {
                let expected = Self.simplex(cells: cells, constants: constants, unrestricted: unrestricted, cost: c)
                let found = line.maximum(c)
                #expect(found?.bitPattern == expected?.bitPattern,
                        "cells \(cells) constants \(constants) unrestricted \(unrestricted) cost \(c): \(String(describing: found)) vs \(String(describing: expected))")
            }
        }
    }
}
