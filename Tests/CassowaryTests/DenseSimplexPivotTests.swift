import Testing
@testable import Cassowary
import LayoutTestSupport

/// `DenseSimplex` updates only the pivot row's nonzero cells: a settlement's LP over a nest's
/// widths makes a degenerate pivot per direction (each on the direction's own bound, a row
/// of two cells), and updating every cell of the tableau for each made that LP cubic. A zero
/// cell of the pivot row leaves an entry as it was, so the answers must be the full
/// update's to the bit. `FullPivotSimplex` is that full update (Bland's rule, the same
/// tolerances), run against `DenseSimplex` on random problems shaped like a settlement's:
/// directions split in a + and a − part, rows of a few cells, many right-hand sides at 0,
/// and the unit rows of restricted directions.
@Suite struct DenseSimplexPivotTests {
    struct Problem {
        var cost: [Double]
        var a: [Double]
        var b: [Double]
        var split: Int
    }

    static func number(_ random: inout SeededRandom) -> Double {
        switch random.below(5) {
        case 0: return random.pick([1, -1, 2, -2, 0.5, 3, 1e-10, -1e-10])
        case 1: return Double(random.below(21) - 10)
        default: return (Double(random.below(2_000_001)) - 1_000_000) / Double(1 + random.below(997))
        }
    }

    /// k directions (each split), face rows of a few cells, then unit rows for some.
    static func problem(_ random: inout SeededRandom) -> Problem {
        let k = 1 + random.below(9)
        let n = 2 * k
        var rows: [[Double]] = []
        var b: [Double] = []
        for _ in 0..<random.below(2 * k + 1) {
            var row = [Double](repeating: 0, count: k)
            for _ in 0..<(1 + random.below(3)) { row[random.below(k)] = number(&random) }
            rows.append(row)
            b.append(random.below(3) == 0 ? 0 : abs(number(&random)))
        }
        for j in 0..<k where random.below(3) != 0 {
            var row = [Double](repeating: 0, count: k)
            row[j] = 1
            rows.append(row)
            b.append(0)
        }
        if random.below(4) == 0, rows.count > 1 {
            // A repeated row: ties in the ratio test.
            rows.append(rows[0]); b.append(b[0])
        }
        var a: [Double] = []
        for row in rows {
            // value + row·w >= 0, written −row·w <= value, as `SettleLP.tableau` writes it.
            for j in 0..<k { a.append(-row[j]) }
            for j in 0..<k { a.append(row[j]) }
        }
        var c = (0..<k).map { _ in random.below(3) == 0 ? 0 : number(&random) }
        if random.below(3) == 0 { c = c.map { abs($0) } }
        var cost = [Double](repeating: 0, count: n)
        for j in 0..<k { cost[j] = c[j]; cost[k + j] = -c[j] }
        return Problem(cost: cost, a: a, b: b, split: k)
    }

    static func same(_ x: [Double], _ y: [Double]) -> Bool {
        x.count == y.count && zip(x, y).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    @Test(arguments: 0..<12)
    func answersAreTheFullPivotsToTheBit(batch: Int) {
        var random = SeededRandom(state: UInt64(batch) &* 0x9E37_79B9 &+ 17)
        var degenerate = 0
        for _ in 0..<400 {
            let p = Self.problem(&random)
            let full = FullPivotSimplex.run(cost: p.cost, a: p.a, b: p.b, split: p.split)
            degenerate += full.degeneratePivots > 0 ? 1 : 0
            let found = DenseSimplex.optimumAndUniqueness(cost: p.cost, a: p.a, b: p.b, split: p.split,
                                                          margin: 1e-3, bound: 1e3)
            #expect(found?.value.bitPattern == full.value?.bitPattern, "\(p)")
            #expect(found.map { Self.same($0.x, full.x) } ?? (full.value == nil), "\(p)")
            #expect((found?.unique ?? false) == full.unique, "\(p)")
            #expect(DenseSimplex.reachesMaximum(cost: p.cost, a: p.a, b: p.b) == full.optimal, "\(p)")
            let withPoint = DenseSimplex.maximumWithPoint(cost: p.cost, a: p.a, b: p.b)
            #expect(withPoint.value?.bitPattern == full.value?.bitPattern, "\(p)")
            #expect(Self.same(withPoint.x, full.stopPoint), "\(p)")
        }
        // The cases exercise what the change is about.
        #expect(degenerate > 100)
    }
}

/// `DenseSimplex.run` as it updates every cell of the tableau at each pivot.
enum FullPivotSimplex {
    struct Answer {
        var value: Double?
        var x: [Double]
        var unique: Bool
        var optimal: Bool
        /// Where the search stopped (`maximumWithPoint`): the vertex, or one step along the ray.
        var stopPoint: [Double]
        var degeneratePivots: Int
    }

    static func run(cost: [Double], a: [Double], b: [Double], split: Int) -> Answer {
        let m = b.count, n = cost.count
        var t = a, b = b
        var nonbasic = Array(0..<n)
        var basis = (0..<m).map { n + $0 }
        var reduced = cost
        var value = 0.0
        var optimal = false
        var degenerate = 0
        for _ in 0..<(50 * (n + m) + 50) {
            var e = -1
            for c in 0..<n where reduced[c] > 1e-9 && (e < 0 || nonbasic[c] < nonbasic[e]) { e = c }
            guard e >= 0 else { optimal = true; break }
            var leave = -1
            var best = Double.infinity
            for r in 0..<m where t[r * n + e] > 1e-9 {
                let ratio = b[r] / t[r * n + e]
                if ratio < best - 1e-12 || (ratio <= best + 1e-12 && leave >= 0 && basis[r] < basis[leave]) {
                    best = ratio; leave = r
                }
            }
            if leave < 0 {
                var x = vertex(n: n, m: m, basis: basis, b: b)
                if nonbasic[e] < n { x[nonbasic[e]] = 1 }
                for r in 0..<m where basis[r] < n { x[basis[r]] -= t[r * n + e] }
                return Answer(value: nil, x: [], unique: false, optimal: false, stopPoint: x, degeneratePivots: degenerate)
            }
            if b[leave] == 0 { degenerate += 1 }
            let p = t[leave * n + e]
            for j in 0..<n where j != e { t[leave * n + j] /= p }
            t[leave * n + e] = 1 / p
            b[leave] /= p
            for r in 0..<m where r != leave && t[r * n + e] != 0 {
                let f = t[r * n + e]
                for j in 0..<n where j != e { t[r * n + j] -= f * t[leave * n + j] }
                t[r * n + e] = 0 - f * t[leave * n + e]
                b[r] -= f * b[leave]
            }
            let f = reduced[e]
            for j in 0..<n where j != e { reduced[j] -= f * t[leave * n + j] }
            reduced[e] = 0 - f * t[leave * n + e]
            value += f * b[leave]
            swap(&nonbasic[e], &basis[leave])
        }
        let x = vertex(n: n, m: m, basis: basis, b: b)
        var unique = false
        if optimal, !t.contains(where: { abs($0) > 1e3 }) {
            var isBasic = [Bool](repeating: false, count: n)
            for v in basis where v < n { isBasic[v] = true }
            unique = (0..<n).allSatisfy { c in
                let v = nonbasic[c]
                return reduced[c] < -1e-3 || (v < 2 * split && isBasic[v < split ? v + split : v - split])
            }
        }
        return Answer(value: value, x: x, unique: unique, optimal: optimal, stopPoint: x, degeneratePivots: degenerate)
    }

    private static func vertex(n: Int, m: Int, basis: [Int], b: [Double]) -> [Double] {
        var x = [Double](repeating: 0, count: n)
        for r in 0..<m where basis[r] < n { x[basis[r]] = b[r] }
        return x
    }
}
