@testable import Cassowary

/// `SettleLP` over dense vectors, as the solver settled before it kept them sparse: an
/// n×n basis of open directions and every row in every LP. Simple to read, O(n²) a rule
/// and more; kept as the reference the sparse one must match to the bit.
struct DenseSettleLP {
    private var rowA: [[Double]] = []
    /// Each row's value at the current point (>= 0: the point is on the face).
    private var rowValue: [Double] = []
    private(set) var point: [Double]
    private var open: [[Double]]

    init(directions n: Int) {
        point = [Double](repeating: 0, count: n)
        open = (0..<n).map { k in (0..<n).map { $0 == k ? 1.0 : 0.0 } }
    }

    /// No direction is left open.
    var isPoint: Bool { open.isEmpty }

    mutating func addRow(_ a: [Double], value: Double) {
        rowA.append(a)
        rowValue.append(max(0, value))
    }

    /// Moves the point as the rule says and closes the direction the rule moved along.
    mutating func settle(_ f: [Double], constant: Double, least: Bool) {
        let g = open.map { denseDot(f, $0) }
        guard g.contains(where: { abs($0) > 1e-9 }) else { return }
        let now = constant + denseDot(f, point)
        // A violation that is 0 is at its least (it is never negative): keep it there.
        if least && abs(now) <= 1e-9 {
            close(along: g)
            return
        }
        // The rows over the open directions, once for the rule's LPs.
        let a = rowA.map { row in open.map { denseDot(row, $0) } }
        if open.count == 1 {
            settleOnLine(g[0], a, now: now, least: least)
            return
        }
        let high = maximize(g, a, cap: nil)?.value
        let low = maximize(g.map { -$0 }, a, cap: nil).map { -$0.value }
        if let high, let low, high - low <= 1e-9 * (1 + abs(now) + abs(high) + abs(low)) { return }
        let target: Double
        if least {
            guard let low else { return }
            target = now + low
        } else {
            target = min(max(0, low.map { now + $0 } ?? -.infinity), high.map { now + $0 } ?? .infinity)
        }
        let delta = target - now
        if abs(delta) > 1e-12 * (1 + abs(now)) {
            let sign: Double = delta > 0 ? 1 : -1
            guard let reached = maximize(g.map { sign * $0 }, a, cap: abs(delta)) else { return }
            var move = [Double](repeating: 0, count: point.count)
            for (j, direction) in open.enumerated() where reached.w[j] != 0 {
                for i in move.indices { move[i] += reached.w[j] * direction[i] }
            }
            for i in point.indices { point[i] += move[i] }
            for r in rowValue.indices { rowValue[r] = max(0, rowValue[r] + denseDot(rowA[r], move)) }
        }
        close(along: g)
    }

    /// `settle` with one direction open: the rows bound it to a segment (the ratio tests
    /// the LPs would make), and the rule picks a point of it.
    private mutating func settleOnLine(_ g: Double, _ a: [[Double]], now: Double, least: Bool) {
        // value_r + a_r·w >= 0 for every row: w in [lowest, highest].
        var lowest = -Double.infinity, highest = Double.infinity
        for (r, row) in a.enumerated() {
            if row[0] > 1e-9 { lowest = max(lowest, -rowValue[r] / row[0]) }
            if row[0] < -1e-9 { highest = min(highest, rowValue[r] / -row[0]) }
        }
        // The rule's range, now + g·w over the segment.
        let ends = [now + g * lowest, now + g * highest].map { $0.isNaN ? now : $0 }
        let low = ends.min()!, high = ends.max()!
        if high.isFinite, low.isFinite, high - low <= 1e-9 * (1 + abs(now) + abs(high) + abs(low)) { return }
        let target = least ? low : min(max(0, low), high)
        guard target.isFinite else { return }
        let w = (target - now) / g
        if abs(target - now) > 1e-12 * (1 + abs(now)) {
            for i in point.indices { point[i] += w * open[0][i] }
            for r in rowValue.indices { rowValue[r] = max(0, rowValue[r] + w * a[r][0]) }
        }
        open.removeAll()
    }

    /// Closes the open direction g leans on most; the others keep g·w = 0 from now on.
    private mutating func close(along g: [Double]) {
        var pivot = 0
        for j in g.indices where abs(g[j]) > abs(g[pivot]) { pivot = j }
        for j in open.indices where j != pivot && g[j] != 0 {
            let k = g[j] / g[pivot]
            for i in open[j].indices { open[j][i] -= k * open[pivot][i] }
        }
        open.remove(at: pivot)
    }

    /// max c·w over the rows (and c·w <= cap), w over the open directions: each split in
    /// a + and a − part for `DenseSimplex`, whose origin (the current point) is feasible.
    private func maximize(_ c: [Double], _ a: [[Double]], cap: Double?) -> (value: Double, w: [Double])? {
        let k = c.count, n = 2 * k
        var cost = [Double](repeating: 0, count: n)
        for j in 0..<k { cost[j] = c[j]; cost[k + j] = -c[j] }
        var t: [Double] = []
        var b: [Double] = []
        t.reserveCapacity((a.count + 1) * n)
        for (r, row) in a.enumerated() {
            // value + row·w >= 0, written −row·w <= value.
            for j in 0..<k { t.append(-row[j]) }
            for j in 0..<k { t.append(row[j]) }
            b.append(rowValue[r])
        }
        if let cap {
            t += cost
            b.append(cap)
        }
        guard let (value, x) = DenseSimplex.optimum(cost: cost, a: t, b: b, point: true) else { return nil }
        return (value, (0..<k).map { x[$0] - x[k + $0] })
    }
}

private func denseDot(_ a: [Double], _ b: [Double]) -> Double {
    var total = 0.0
    for i in a.indices { total += a[i] * b[i] }
    return total
}

