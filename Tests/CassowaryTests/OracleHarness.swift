import Cassowary
import LayoutTestSupport

/// Drives our `Solver` through a case and judges every step against `Oracle`. It keeps its
/// own mirror of what the solver should hold (constraints and edit suggestions as plain
/// constraints), so nothing it compares is read back from the solver's bookkeeping except
/// values, ambiguity answers and thrown errors.
final class OracleHarness {
    struct Entry {
        var id: ConstraintID?       // nil for an edit variable's suggestion
        var label: String
        var constraint: OracleConstraint
    }

    let theCase: OracleCase
    let solver = Solver()
    let variables: [Variable]
    private(set) var accepted: [Entry] = []
    private(set) var failures: [String] = []
    private(set) var log: [String] = []
    /// What the case exercised, so a run that never refuses, never finds ambiguity or never
    /// breaks an optional constraint can be told apart from one that checked those.
    private(set) var stats: [String: Int] = [:]
    /// Edit variables: variable index → its mirror entry's label.
    private var edits: [Int: String] = [:]

    init(_ theCase: OracleCase) {
        self.theCase = theCase
        let solver = solver
        variables = (0..<theCase.variableCount).map { solver.makeVariable("v\($0)") }
    }

    private func fail(_ what: String) {
        failures.append("\(what)\n  \(theCase)\n  steps: \(log.joined(separator: "; "))")
    }

    // MARK: operations

    func addAll() throws(OracleOverflow) {
        for (i, c) in theCase.constraints.enumerated() { try add(c, label: "c\(i)") }
    }

    func add(_ c: OracleConstraint, label: String) throws(OracleOverflow) {
        log.append("add \(label)")
        let before = snapshot()
        let feasible = c.isRequired ? try Oracle.isFeasible(requiredNow + [c], variableCount: variables.count) : true
        do {
            let id = try solver.add(c.solverConstraint(variables))
            accepted.append(Entry(id: id, label: label, constraint: c))
            if !feasible { fail("accepted \(label) (\(c)) but the oracle says the required set is infeasible") }
        } catch .unsatisfiable(let conflict) {
            log[log.count - 1] += " (refused)"
            stats["refused adds", default: 0] += 1
            if feasible { fail("refused \(label) (\(c)) but the oracle finds the required set feasible") }
            try checkConflict(conflict, failing: c, label: label)
            checkUnchanged(before, after: "the refused add of \(label)")
        } catch {
            fail("add \(label) threw \(error)")
        }
    }

    /// `v == value` at the edit's priority, as the oracle sees a suggestion.
    func suggest(_ j: Int, _ value: Int, priority: Int) throws(OracleOverflow) {
        var coefficients = Array(repeating: 0, count: variables.count)
        coefficients[j] = 1
        var mirror = OracleConstraint(coefficients: coefficients, constant: -value, relation: .equal, priority: priority)
        do {
            if let label = edits[j], let index = accepted.firstIndex(where: { $0.label == label }) {
                // An existing edit keeps the priority it was made with.
                log.append("suggest v\(j) = \(value)")
                try solver.suggestValue(variables[j], Double(value))
                mirror.priority = accepted[index].constraint.priority
                accepted[index].constraint = mirror
            } else {
                log.append("edit v\(j) @\(priority) = \(value)")
                try solver.addEditVariable(variables[j], priority: Priority(Double(priority)))
                try solver.suggestValue(variables[j], Double(value))
                edits[j] = "edit v\(j)"
                accepted.append(Entry(id: nil, label: "edit v\(j)", constraint: mirror))
            }
        } catch {
            fail("edit or suggest on v\(j) threw \(error)")
        }
    }

    func setConstant(_ index: Int, _ constant: Int) throws(OracleOverflow) {
        let entry = accepted[index]
        guard let id = entry.id else { return }
        log.append("constant \(entry.label) = \(constant)")
        var changed = entry.constraint
        changed.constant = constant
        var others = accepted.map(\.constraint).filter(\.isRequired)
        if entry.constraint.isRequired { others = requiredNow(excluding: index) + [changed] }
        let feasible = try Oracle.isFeasible(others, variableCount: variables.count)
        let before = snapshot()
        do {
            try solver.setConstant(id, Double(constant))
            accepted[index].constraint = changed
            if !feasible { fail("setConstant on \(entry.label) accepted but the oracle finds it infeasible") }
        } catch .unsatisfiable(let conflict) {
            log[log.count - 1] += " (refused)"
            stats["refused constants", default: 0] += 1
            if feasible { fail("setConstant on \(entry.label) refused but the oracle finds it feasible") }
            try checkConflict(conflict, failing: changed, label: entry.label, excluding: index)
            checkUnchanged(before, after: "the refused setConstant on \(entry.label)")
        } catch {
            fail("setConstant on \(entry.label) threw \(error)")
        }
    }

    func remove(_ index: Int) {
        let entry = accepted[index]
        guard let id = entry.id else { return }
        log.append("remove \(entry.label)")
        do {
            try solver.remove(id)
            accepted.remove(at: index)
        } catch {
            fail("remove \(entry.label) threw \(error)")
        }
    }

    // MARK: judgements

    private var requiredNow: [OracleConstraint] { accepted.map(\.constraint).filter(\.isRequired) }

    private func requiredNow(excluding index: Int) -> [OracleConstraint] {
        accepted.indices.filter { $0 != index && accepted[$0].constraint.isRequired }.map { accepted[$0].constraint }
    }

    /// The conflict must name accepted required constraints, be infeasible with the failing
    /// one, and become feasible without any single member.
    private func checkConflict(_ conflict: [ConstraintID], failing c: OracleConstraint, label: String,
                               excluding: Int? = nil) throws(OracleOverflow) {
        var members: [OracleConstraint] = []
        for id in conflict {
            guard let i = accepted.firstIndex(where: { $0.id == id }), i != excluding,
                  accepted[i].constraint.isRequired else {
                fail("conflict for \(label) names \(id), which is not another active required constraint")
                return
            }
            members.append(accepted[i].constraint)
        }
        let names = conflict.compactMap { id in accepted.first { $0.id == id }?.label }
        if try Oracle.isFeasible(members + [c], variableCount: variables.count) {
            fail("conflict \(names) for \(label) is not infeasible together with it")
        }
        for k in members.indices {
            var fewer = members
            fewer.remove(at: k)
            if try !Oracle.isFeasible(fewer + [c], variableCount: variables.count) {
                fail("conflict \(names) for \(label) is not minimal: without \(names[k]) it still conflicts")
            }
        }
    }

    private func snapshot() -> (values: [Double], ids: [ConstraintID]) {
        (variables.map { solver.value($0) }, solver.constraintIDs)
    }

    private func checkUnchanged(_ before: (values: [Double], ids: [ConstraintID]), after what: String) {
        let now = snapshot()
        if now.ids != before.ids { fail("\(what) changed the constraint list: \(before.ids) → \(now.ids)") }
        for j in variables.indices where !Self.close(now.values[j], before.values[j], 1e-9) {
            fail("\(what) moved v\(j): \(before.values[j]) → \(now.values[j])")
        }
    }

    /// Our error sum per optional level and our required residuals, from our values.
    func ourLevelSums() -> [Int: Double] {
        var sums: [Int: Double] = [:]
        for entry in accepted {
            let c = entry.constraint
            let value = c.coefficients.indices.reduce(Double(c.constant)) {
                $0 + Double(c.coefficients[$1]) * solver.value(variables[$1])
            }
            let amount = Constraint(Expression(constant: value), c.relation).violation(at: value)
            if c.isRequired {
                if amount > 1e-6 * (1 + Double(c.coefficients.map(abs).max() ?? 0) + abs(Double(c.constant))) {
                    fail("required \(entry.label) (\(c)) is violated by \(amount)")
                }
            } else {
                sums[c.priority, default: 0] += amount
            }
        }
        return sums
    }

    /// Compares every level's error sum and, when `ranges`, every variable's ambiguity.
    func compareOptimum(ranges: Bool) throws(OracleOverflow) {
        guard let answer = try Oracle.solve(accepted.map(\.constraint), variableCount: variables.count,
                                            ranges: ranges) else {
            fail("the oracle finds the accepted required constraints infeasible")
            return
        }
        let ours = ourLevelSums()
        stats["levels with error", default: 0] += answer.levels.filter { !$0.optimum.isZero }.count
        for (priority, optimum) in answer.levels where !Self.close(ours[priority] ?? 0, optimum.double, 1e-6) {
            fail("level @\(priority): our error sum \(ours[priority] ?? 0), oracle optimum \(optimum)")
        }
        for (j, range) in answer.ranges.enumerated() { compareAmbiguity(j, range) }
    }

    private func compareAmbiguity(_ j: Int, _ range: (lower: OracleRational?, upper: OracleRational?)) {
        let value = solver.value(variables[j])
        let ambiguous = range.lower == nil || range.upper == nil || range.lower != range.upper
        let ours = solver.ambiguity(of: Expression(variables[j]))
        stats[ambiguous ? (range.lower != nil || range.upper != nil ? "ambiguous, bounded" : "ambiguous, free")
                        : "fixed", default: 0] += 1
        let oracleText = "[\(range.lower?.description ?? "-∞"), \(range.upper?.description ?? "+∞")]"
        if (ours != nil) != ambiguous {
            fail("v\(j) = \(value): ours says \(ours.map { "ambiguous \($0)" } ?? "fixed"), oracle range \(oracleText)")
            return
        }
        if let lower = range.lower, value < lower.double - 1e-6 * max(1, abs(lower.double)) {
            fail("v\(j) = \(value) is below the optimal face \(oracleText)")
        }
        if let upper = range.upper, value > upper.double + 1e-6 * max(1, abs(upper.double)) {
            fail("v\(j) = \(value) is above the optimal face \(oracleText)")
        }
        guard let ours else { return }
        if !Self.sameBound(ours.lower, range.lower) || !Self.sameBound(ours.upper, range.upper) {
            fail("v\(j) range: ours [\(ours.lower.map { "\($0)" } ?? "-∞"), \(ours.upper.map { "\($0)" } ?? "+∞")], oracle \(oracleText)")
        }
    }

    /// Builds a fresh solver from the mirror (suggestions as plain constraints) and checks
    /// it reaches the same level sums and ambiguity verdicts as the incremental one.
    func compareWithRebuild() {
        let fresh = OracleHarness(theCase)
        for entry in accepted {
            do {
                let id = try fresh.solver.add(entry.constraint.solverConstraint(fresh.variables))
                fresh.accepted.append(Entry(id: id, label: entry.label, constraint: entry.constraint))
            } catch {
                fail("rebuilding: \(entry.label) (\(entry.constraint)) threw \(error)")
                return
            }
        }
        let (mine, theirs) = (ourLevelSums(), fresh.ourLevelSums())
        for (priority, sum) in theirs where !Self.close(mine[priority] ?? 0, sum, 1e-6) {
            fail("after edits, level @\(priority) sums \(mine[priority] ?? 0); rebuilt from scratch: \(sum)")
        }
        for j in variables.indices {
            let a = solver.ambiguity(of: Expression(variables[j])) != nil
            let b = fresh.solver.ambiguity(of: Expression(fresh.variables[j])) != nil
            if a != b { fail("v\(j): incremental says \(a ? "ambiguous" : "fixed"), rebuilt says \(b ? "ambiguous" : "fixed")") }
        }
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(b))
    }

    private static func sameBound(_ ours: Double?, _ oracle: OracleRational?) -> Bool {
        switch (ours, oracle) {
        case (nil, nil): true
        case let (a?, b?): close(a, b.double, 1e-6)
        default: false
        }
    }
}
