import Testing
@testable import Cassowary

/// `takeChanges()` hands over every mark the solver made since the last call and leaves
/// none behind: a flag left set makes the next change to that symbol or row go unseen
/// (its mark is skipped as already taken), and the analysis kept from the changes would
/// then keep a stale answer. Checked after every step of seeded random systems.
@Suite struct ChangeTrackingTests {
    @Test func takingChangesLeavesNoMarkBehind() throws {
        var checked = 0
        for index in 0..<600 {
            let theCase = OracleCase(seed: OracleRandom.caseSeed(0x7A6E5, index))
            let solver = Solver()
            let variables = (0..<theCase.variableCount).map { solver.makeVariable("v\($0)") }
            _ = solver.takeChanges()
            var ids: [ConstraintID] = []
            var rng = OracleRandom(seed: theCase.seed ^ 0x5EED)
            for constraint in theCase.constraints {
                if let id = try? solver.add(constraint.solverConstraint(variables)) { ids.append(id) }
                try expectNoMarks(solver, after: "an add", theCase)
                checked += 1
                guard !ids.isEmpty, rng.below(3) == 0 else { continue }
                let id = ids[rng.below(ids.count)]
                try? solver.setConstant(id, Double(rng.below(41) - 20))
                try expectNoMarks(solver, after: "a constant change", theCase)
                if rng.below(2) == 0 {
                    try? solver.remove(id)
                    ids.removeAll { $0 == id }
                    try expectNoMarks(solver, after: "a removal", theCase)
                }
            }
        }
        #expect(checked > 2000)
    }

    private func expectNoMarks(_ solver: Solver, after step: String, _ theCase: OracleCase) throws {
        _ = solver.takeChanges()
        let d = solver.dirty
        let bits = [("symbol", DirtySet.marked), ("reshaped", DirtySet.reshaped), ("cost", DirtySet.costMarked),
                    ("cost unread", DirtySet.costUnread)]
        var left = bits.filter { bit in d.flags.contains { $0 & bit.1 != 0 } }.map(\.0)
        if d.rowMarked.contains(where: { $0 != 0 }) { left.append("row") }
        #expect(left.isEmpty && d.list.isEmpty && d.costList.isEmpty && d.rowList.isEmpty,
                "marks left after taking the changes of \(step): \(left)\n\(theCase)")
        if !left.isEmpty { throw Stop() }
    }

    private struct Stop: Error {}
}
