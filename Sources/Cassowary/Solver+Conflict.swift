/// Making a conflict explanation minimal.
///
/// The tableau hands us a Farkas certificate: the markers in the failing row. In exact
/// arithmetic that set is already minimal; in floating point a deletion filter over it
/// (one tiny re-solve per member) confirms it, and drops any member that is not needed.
extension Solver {
    func minimalConflict(_ candidates: [ConstraintID], for failing: Constraint,
                         excluding id: ConstraintID) -> [ConstraintID] {
        guard explainsConflicts else { return candidates }
        var current = candidates
        if !isInfeasible(current, with: failing) {
            // The certificate missed a member (numerical noise): start from every active
            // required constraint when that is affordable.
            let all = constraintIDs.filter { $0 != id && records[$0.raw]!.constraint.priority.isRequired }
            guard all.count <= 300, isInfeasible(all, with: failing) else { return candidates }
            current = all
        }
        for member in current {
            let trial = current.filter { $0 != member }
            if isInfeasible(trial, with: failing) { current = trial }
        }
        return current.sorted()
    }

    /// Whether `failing` is refused by a fresh solver holding just `ids`.
    private func isInfeasible(_ ids: [ConstraintID], with failing: Constraint) -> Bool {
        let probe = Solver(explainsConflicts: false)
        var map: [Int32: Variable] = [:]
        func translate(_ c: Constraint) -> Constraint {
            var t = c
            t.expression.terms = c.expression.terms.map { term in
                if let v = map[term.variable.id] { return Term(v, term.coefficient) }
                let v = probe.makeVariable()
                map[term.variable.id] = v
                return Term(v, term.coefficient)
            }
            return t
        }
        for id in ids {
            guard let c = records[id.raw]?.constraint else { continue }
            do { try probe.add(translate(c)) } catch { return true }
        }
        do { try probe.add(translate(failing)) } catch { return true }
        return false
    }
}
