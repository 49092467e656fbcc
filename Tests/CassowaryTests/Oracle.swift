import Cassowary
import LayoutTestSupport

/// One constraint of an oracle case: `Σ coefficients[j]·v_j + constant  relation  0`.
struct OracleConstraint: CustomStringConvertible {
    var coefficients: [Int]
    var constant: Int
    var relation: Relation
    /// 1000 is required; 1…999 are strict optional levels.
    var priority: Int

    var isRequired: Bool { priority >= 1000 }

    /// The same constraint for our solver.
    func solverConstraint(_ variables: [Variable]) -> Constraint {
        let terms = coefficients.indices.filter { coefficients[$0] != 0 }
            .map { Term(variables[$0], Double(coefficients[$0])) }
        return Constraint(Expression(terms, constant: Double(constant)), relation,
                          priority: Priority(Double(priority)))
    }

    /// Replayable text, e.g. `2*v0 - v1 + 3 >= 0 @500`.
    var description: String {
        var text = ""
        for (j, k) in coefficients.enumerated() where k != 0 {
            let sign = k < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            text += sign + (abs(k) == 1 ? "" : "\(abs(k))*") + "v\(j)"
        }
        if text.isEmpty { text = "0" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return text + " \(relation.symbol) 0" + (isRequired ? "" : " @\(priority)")
    }
}

/// What the lexicographic optimum looks like: each optional level's least error sum (from
/// the highest priority down) and, per variable, its range over the optimal face.
struct OracleAnswer {
    var levels: [(priority: Int, optimum: OracleRational)]
    /// nil bounds are unbounded; empty unless ranges were asked for.
    var ranges: [(lower: OracleRational?, upper: OracleRational?)]
}

/// The reference: strict priorities solved level by level as exact LPs. Level k minimises
/// Σ |errors| of its constraints subject to the required ones and every higher level held
/// at its optimum (the simplex keeps only the optimal face of each level).
enum Oracle {
    typealias Q = OracleRational

    /// Is there a point satisfying every required constraint in `constraints`?
    static func isFeasible(_ constraints: [OracleConstraint], variableCount: Int) throws(OracleOverflow) -> Bool {
        let required = constraints.filter(\.isRequired)
        return try Model(required, variableCount: variableCount).simplex() != nil
    }

    /// nil when the required constraints cannot all hold.
    static func solve(_ constraints: [OracleConstraint], variableCount: Int,
                      ranges: Bool) throws(OracleOverflow) -> OracleAnswer? {
        let model = Model(constraints, variableCount: variableCount)
        guard var simplex = try model.simplex() else { return nil }
        var answer = OracleAnswer(levels: [], ranges: [])
        for priority in Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >) {
            let cost = model.cost(ofLevel: priority)
            guard case .optimal(let optimum) = try simplex.minimize(cost) else {
                throw OracleOverflow()  // cannot happen: errors are >= 0
            }
            try simplex.restrictToOptimalFace(cost)
            answer.levels.append((priority, optimum))
        }
        guard ranges else { return answer }
        for j in 0..<variableCount {
            let cost = model.cost(ofVariable: j)
            let lower = try simplex.minimize(cost)
            let upper = try simplex.minimize(cost.map { $0.negated() })
            answer.ranges.append((lower: lower.value, upper: upper.value?.negated()))
        }
        return answer
    }

    /// The standard-form LP: columns are v_j⁺, v_j⁻ for each variable, then per constraint
    /// a slack and/or error columns; one equation per constraint.
    private struct Model {
        var equations: [[Q]] = []
        var rhs: [Q] = []
        var errorColumns: [(priority: Int, column: Int)] = []
        var columnCount: Int

        init(_ constraints: [OracleConstraint], variableCount n: Int) {
            columnCount = 2 * n
            var extras: [[(column: Int, sign: Int)]] = []
            for c in constraints {
                var mine: [(column: Int, sign: Int)] = []
                func column(_ sign: Int, error: Bool) {
                    if error { errorColumns.append((c.priority, columnCount)) }
                    mine.append((columnCount, sign))
                    columnCount += 1
                }
                switch (c.relation, c.isRequired) {
                case (.equal, true): break
                case (.lessThanOrEqual, true): column(1, error: false)
                case (.greaterThanOrEqual, true): column(-1, error: false)
                // e + const = p - m: both parts are error.
                case (.equal, false): column(-1, error: true); column(1, error: true)
                // e + const <= p: slack closes the gap, p is the error.
                case (.lessThanOrEqual, false): column(-1, error: true); column(1, error: false)
                // e + const >= -m.
                case (.greaterThanOrEqual, false): column(1, error: true); column(-1, error: false)
                }
                extras.append(mine)
            }
            for (c, mine) in zip(constraints, extras) {
                var row = Array(repeating: Q.zero, count: columnCount)
                for (j, k) in c.coefficients.enumerated() where k != 0 {
                    row[2 * j] = Q(k)
                    row[2 * j + 1] = Q(-k)
                }
                for (column, sign) in mine { row[column] = Q(sign) }
                equations.append(row)
                rhs.append(Q(-c.constant))
            }
        }

        func simplex() throws(OracleOverflow) -> OracleSimplex? {
            try OracleSimplex(columns: columnCount, equations: equations, rhs: rhs)
        }

        func cost(ofLevel priority: Int) -> [Q] {
            var cost = Array(repeating: Q.zero, count: columnCount)
            for (p, column) in errorColumns where p == priority { cost[column] = .one }
            return cost
        }

        func cost(ofVariable j: Int) -> [Q] {
            var cost = Array(repeating: Q.zero, count: columnCount)
            cost[2 * j] = .one
            cost[2 * j + 1] = Q(-1)
            return cost
        }
    }
}

extension OracleSimplex.Outcome {
    var value: OracleRational? {
        if case .optimal(let v) = self { return v }
        return nil
    }
}
