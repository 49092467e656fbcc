/// max cᵀx subject to A x <= b, x >= 0, with b >= 0 (the origin is feasible), by Bland's
/// rule. Returns nil when unbounded. Sized for the small faces ambiguity queries make.
///
/// Kept as a dictionary: m rows by the n non-basic columns (a slack's column exists only
/// while it is non-basic), so a face bounded by a thousand rows over two free directions
/// costs a thousand cells per pivot, not a million. It makes exactly the pivots, and
/// exactly the floating-point operations, of the full tableau with m explicit slack
/// columns (whose basic columns are unit vectors and never change), so answers are the
/// same to the bit. A pivot updates each row only where the pivot row has a nonzero cell
/// (`x − f·0` is `x`), so a degenerate pivot on a direction's own bound costs a column,
/// not the tableau (`docs/DESIGN.md`, "A pivot costs its row's cells").
enum DenseSimplex {
    /// `maximize` for one variable (split in two when unrestricted), in closed form with
    /// the same floating-point operations: the first pivot's entering column is the
    /// variable's + or − part by the cost's sign, its ratio test does not depend on the
    /// cost, and after it every reduced cost is exactly 0 or negative (the − part's column
    /// is the + part's negated, so the division in the pivot row gives exactly −1), so the
    /// simplex stops there. The two ratio tests run once per face, not twice per query.
    struct Line {
        let unrestricted: Bool
        /// The first pivot's b/p for the + part and the − part; nil: unbounded that way.
        let plus: Double?
        let minus: Double?

        /// `cells`: each row's coefficient of the variable as the face row holds it; `b`: the
        /// rows' right-hand sides (the form the tests check against `maximize`).
        init(cells: [Double], b: [Double], unrestricted: Bool) {
            self.init(rows: cells.count, cell: { cells[$0] }, b: { b[$0] }, unrestricted: unrestricted)
        }

        /// `cell(r)`: row r's coefficient of the variable as the face row holds it
        /// (`constant + cell·z >= 0`); `b(r)`: its right-hand side, as `maximize` gets it.
        /// Functions of the row, so a face builds its line without arrays (one is built for
        /// every face of one direction); both ratio tests in one pass, each in row order.
        init(rows: Int, cell: (Int) -> Double, b: (Int) -> Double, unrestricted: Bool) {
            self.unrestricted = unrestricted
            // `maximize`'s ratio test on a column of the initial tableau (whose basis is the
            // slacks in row order, so its tie rule never replaces an earlier row). The
            // tableau's entries: −v for the + part, 0 − (−v) for the − part.
            var bestPlus = Double.infinity, bestMinus = Double.infinity
            var foundPlus = false, foundMinus = false
            func test(_ entry: Double, _ r: Int, _ best: inout Double, _ found: inout Bool) {
                guard entry > 1e-9 else { return }
                let ratio = b(r) / entry
                if ratio < best - 1e-12 { best = ratio; found = true }
            }
            for r in 0..<rows {
                let v = cell(r)
                test(0.0 + -v, r, &bestPlus, &foundPlus)
                if unrestricted { test(0.0 - -v, r, &bestMinus, &foundMinus) }
            }
            plus = foundPlus ? bestPlus : nil
            minus = unrestricted && foundMinus ? bestMinus : nil
        }

        /// max c·z over the segment (nil if unbounded), as `maximize` computes it.
        func maximum(_ c: Double) -> Double? {
            // The cost vector as `Face.maximum` builds it: 0 + c, and 0 − c for the − part.
            let costPlus = 0.0 + c
            if costPlus > 1e-9 { return plus.map { 0.0 + costPlus * $0 } }
            if unrestricted {
                let costMinus = 0.0 - c
                if costMinus > 1e-9 { return minus.map { 0.0 + costMinus * $0 } }
            }
            return 0.0
        }
    }

    /// `a`: row-major, m rows of n coefficients (m = b.count, n = cost.count).
    static func maximize(cost: [Double], a: [Double], b: [Double]) -> Double? {
        optimum(cost: cost, a: a, b: b, point: false)?.value
    }

    /// `maximize`, and with `point` also where the maximum is reached (a value per column;
    /// empty without `point`, so the ambiguity queries allocate nothing more).
    static func optimum(cost: [Double], a: [Double], b: [Double], point: Bool) -> (value: Double, x: [Double])? {
        let found = run(cost: cost, a: a, b: b, point: point ? .optimal : .none)
        guard let value = found.value else { return nil }
        return (value, found.x)
    }

    /// `optimum` with its point, for variables split in two (column j + `split` is column
    /// j negated, j < `split`), and whether that point is the only one reaching the
    /// maximum, by a margin: every non-basic column but the trivial ones (the other part
    /// of a variable whose one part is basic: moving it moves no variable) lowers the cost
    /// by more than `margin` a unit, and every tableau cell is within ±`bound`, so the
    /// point moves little when the right-hand sides move by rounding. False says nothing.
    static func optimumAndUniqueness(cost: [Double], a: [Double], b: [Double], split: Int,
                                     margin: Double, bound: Double) -> (value: Double, x: [Double], unique: Bool)? {
        let found = run(cost: cost, a: a, b: b, point: .optimal, uniqueness: (split, margin, bound))
        guard let value = found.value else { return nil }
        return (value, found.x, found.unique)
    }

    /// Whether `maximize` stops at a maximum: bounded, found before the iteration cap.
    static func reachesMaximum(cost: [Double], a: [Double], b: [Double]) -> Bool {
        run(cost: cost, a: a, b: b, point: .none).optimal
    }

    /// `maximize`, with a point of the feasible region where the search stopped: the
    /// optimal vertex, or, when unbounded, that vertex moved one unit along the ray the
    /// last ratio test found open. The same pivots as `maximize`, so the same value.
    static func maximumWithPoint(cost: [Double], a: [Double], b: [Double]) -> (value: Double?, x: [Double]) {
        let found = run(cost: cost, a: a, b: b, point: .anyStop)
        return (found.value, found.x)
    }

    enum PointWanted { case none, optimal, anyStop }

    private static func run(cost: [Double], a: [Double], b: [Double], point: PointWanted,
                            uniqueness: (split: Int, margin: Double, bound: Double)? = nil)
        -> (value: Double?, x: [Double], unique: Bool, optimal: Bool) {
        let m = b.count, n = cost.count
        var t = a, b = b
        // Column c holds variable nonbasic[c] (originals 0..<n, slack of row r is n + r);
        // row r's basic variable is basis[r]. reduced[c] is column c's reduced cost.
        var nonbasic = Array(0..<n)
        var basis = (0..<m).map { n + $0 }
        var reduced = cost
        var value = 0.0
        var optimal = false
        // The pivot row after its division, and its nonzero columns but e: a degenerate
        // pivot on a row of two cells (a direction's own bound) then costs a column, not
        // the whole tableau.
        var pivotRow = [Double](repeating: 0, count: n)
        var cells: [Int] = []
        cells.reserveCapacity(n)
        for _ in 0..<(50 * (n + m) + 50) {
            // Bland: the lowest variable with a positive reduced cost (basic ones have 0).
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
                guard point == .anyStop else { return (nil, [], false, false) }
                // The ray: column e rises by 1, each basic falls by t[r][e] (at most 1e-9).
                var x = vertex(n: n, m: m, basis: basis, b: b)
                if nonbasic[e] < n { x[nonbasic[e]] = 1 }
                for r in 0..<m where basis[r] < n { x[basis[r]] -= t[r * n + e] }
                return (nil, x, false, false)
            }
            let p = t[leave * n + e]
            // The leaving variable takes column e: in the full tableau its column was the
            // unit vector of row `leave`, so its entries come out as 1/p and 0 − f·(1/p).
            cells.removeAll(keepingCapacity: true)
            for j in 0..<n where j != e {
                t[leave * n + j] /= p
                pivotRow[j] = t[leave * n + j]
                if pivotRow[j] != 0 { cells.append(j) }
            }
            t[leave * n + e] = 1 / p
            b[leave] /= p
            for r in 0..<m where r != leave && t[r * n + e] != 0 {
                let f = t[r * n + e]
                subtract(f, pivotRow, cells, e, from: &t, at: r * n)
                t[r * n + e] = 0 - f * t[leave * n + e]
                b[r] -= f * b[leave]
            }
            let f = reduced[e]
            subtract(f, pivotRow, cells, e, from: &reduced, at: 0)
            reduced[e] = 0 - f * t[leave * n + e]
            value += f * b[leave]
            swap(&nonbasic[e], &basis[leave])
        }
        guard point != .none else { return (value, [], false, optimal) }
        var unique = false
        if optimal, let (split, margin, bound) = uniqueness {
            unique = isUnique(n: n, nonbasic: nonbasic, basis: basis, reduced: reduced, t: t,
                              split: split, margin: margin, bound: bound)
        }
        return (value, vertex(n: n, m: m, basis: basis, b: b), unique, optimal)
    }

    /// A row (of the tableau at `base`, or the reduced costs) −= f · the pivot row, column
    /// e aside (the caller sets it), over the pivot row's nonzero cells. A zero cell leaves
    /// the entry as it was, to the bit, but for the sign of a zero entry, which no test or
    /// answer reads (every comparison is against a tolerance; values come from `b`). An
    /// infinite f makes 0·f NaN: then every cell, as the full update.
    @inline(__always)
    private static func subtract(_ f: Double, _ pivotRow: [Double], _ cells: [Int], _ e: Int,
                                 from row: inout [Double], at base: Int) {
        if f.isFinite {
            for j in cells { row[base + j] -= f * pivotRow[j] }
        } else {
            for j in pivotRow.indices where j != e { row[base + j] -= f * pivotRow[j] }
        }
    }

    /// `optimumAndUniqueness`'s test on the final dictionary.
    private static func isUnique(n: Int, nonbasic: [Int], basis: [Int], reduced: [Double], t: [Double],
                                 split: Int, margin: Double, bound: Double) -> Bool {
        guard !t.contains(where: { abs($0) > bound }) else { return false }
        var isBasic = [Bool](repeating: false, count: n)
        for v in basis where v < n { isBasic[v] = true }
        for c in 0..<n where !(reduced[c] < -margin) {
            let v = nonbasic[c]
            guard v < 2 * split, isBasic[v < split ? v + split : v - split] else { return false }
        }
        return true
    }

    /// The originals' values at the basis (non-basic ones at 0).
    private static func vertex(n: Int, m: Int, basis: [Int], b: [Double]) -> [Double] {
        var x = [Double](repeating: 0, count: n)
        for r in 0..<m where basis[r] < n { x[basis[r]] = b[r] }
        return x
    }
}
