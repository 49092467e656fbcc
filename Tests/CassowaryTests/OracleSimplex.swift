import LayoutTestSupport

/// A dense two-phase simplex over exact rationals: minimise c·x subject to A x = b, x >= 0.
/// Bland's rule (lowest index enters, lowest basic index leaves on ties) so it cannot
/// cycle. Tiny and slow on purpose: it is the independent reference the solver is judged
/// against, so it shares nothing with the solver but the problem statement.
struct OracleSimplex {
    typealias Q = OracleRational

    enum Outcome: Equatable {
        case optimal(OracleRational)
        case unbounded
    }

    private(set) var rows: [[Q]]
    private(set) var rhs: [Q]
    private(set) var basis: [Int]
    let columnCount: Int
    /// Columns pinned at zero: they left the optimal face of an earlier objective.
    private var fixed: [Bool]

    /// Phase one from `A x = b` over `n` columns; nil when no x >= 0 solves it.
    init?(columns n: Int, equations: [[Q]], rhs b: [Q]) throws(OracleOverflow) {
        let m = equations.count
        columnCount = n
        rows = []
        rhs = []
        basis = []
        fixed = Array(repeating: false, count: n + m)
        // Artificial columns n..<n+m start as the basis; rows are signed so b >= 0.
        for (i, equation) in equations.enumerated() {
            let flip = b[i].isNegative
            var row = flip ? equation.map { $0.negated() } : equation
            row += (0..<m).map { $0 == i ? Q.one : Q.zero }
            rows.append(row)
            rhs.append(flip ? b[i].negated() : b[i])
            basis.append(n + i)
        }
        let phaseOne = (0..<(n + m)).map { $0 >= n ? Q.one : Q.zero }
        guard case .optimal(let infeasibility) = try minimize(phaseOne), infeasibility.isZero else { return nil }
        try driveOutArtificials()
        rows = rows.map { Array($0[0..<n]) }
        fixed = Array(fixed[0..<n])
    }

    /// Pivots artificials still basic (at zero) out of the basis; a row with no real
    /// column left is a redundant equation and goes.
    private mutating func driveOutArtificials() throws(OracleOverflow) {
        var i = 0
        while i < rows.count {
            if basis[i] >= columnCount {
                if let j = (0..<columnCount).first(where: { !rows[i][$0].isZero }) {
                    try pivot(row: i, column: j)
                } else {
                    rows.remove(at: i); rhs.remove(at: i); basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
    }

    /// Minimises `cost·x` over the current face, starting from the current basis.
    mutating func minimize(_ cost: [Q]) throws(OracleOverflow) -> Outcome {
        while true {
            guard let entering = try firstImproving(cost) else {
                var value = Q.zero
                for (i, b) in basis.enumerated() where !cost[b].isZero {
                    value = try value.plus(cost[b].times(rhs[i]))
                }
                return .optimal(value)
            }
            var leaving: Int?
            var best = Q.zero
            for i in rows.indices where rows[i][entering].isPositive {
                let ratio = try rhs[i].dividedBy(rows[i][entering])
                if let l = leaving, !(ratio < best || (ratio == best && basis[i] < basis[l])) { continue }
                leaving = i
                best = ratio
            }
            guard let leaving else { return .unbounded }
            try pivot(row: leaving, column: entering)
        }
    }

    /// After an optimal `minimize(cost)`: pins every column whose reduced cost is positive,
    /// since exactly those are zero on the whole optimal face. Later objectives then range
    /// over that face only, which is how strict priority levels are stacked.
    mutating func restrictToOptimalFace(_ cost: [Q]) throws(OracleOverflow) {
        for j in 0..<columnCount where !fixed[j] && !basis.contains(j) {
            if try reducedCost(cost, j).isPositive { fixed[j] = true }
        }
    }

    private func reducedCost(_ cost: [Q], _ j: Int) throws(OracleOverflow) -> Q {
        var d = cost[j]
        for (i, b) in basis.enumerated() where !cost[b].isZero && !rows[i][j].isZero {
            d = try d.minus(cost[b].times(rows[i][j]))
        }
        return d
    }

    private func firstImproving(_ cost: [Q]) throws(OracleOverflow) -> Int? {
        for j in 0..<cost.count where !fixed[j] && !basis.contains(j) {
            if try reducedCost(cost, j).isNegative { return j }
        }
        return nil
    }

    private mutating func pivot(row r: Int, column c: Int) throws(OracleOverflow) {
        let p = rows[r][c]
        for j in rows[r].indices where !rows[r][j].isZero { rows[r][j] = try rows[r][j].dividedBy(p) }
        rhs[r] = try rhs[r].dividedBy(p)
        for i in rows.indices where i != r && !rows[i][c].isZero {
            let f = rows[i][c]
            for j in rows[r].indices where !rows[r][j].isZero {
                rows[i][j] = try rows[i][j].minus(f.times(rows[r][j]))
            }
            rhs[i] = try rhs[i].minus(f.times(rhs[r]))
        }
        basis[r] = c
    }
}
