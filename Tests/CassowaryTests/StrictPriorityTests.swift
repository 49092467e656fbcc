import Testing
@testable import Cassowary

/// The regressions the strict-priority issue names: weighted strengths would get each of
/// these wrong, and a refused constraint must leave no trace.
@Suite struct StrictPriorityTests {
    /// One constraint at 501 beats 500 and 10 together, whatever their combined pull.
    @Test func aSingleHigherLevelWins() throws {
        let s = Solver()
        let v = s.makeVariable("v")
        try s.add(Constraint(Expression(v), .greaterThanOrEqual, Expression(constant: 100), priority: Priority(501)))
        try s.add(Constraint(Expression(v), .equal, Expression(constant: 90), priority: Priority(500)))
        try s.add(Constraint(Expression(v), .equal, Expression(constant: 10), priority: Priority(10)))
        #expect(abs(s.value(v) - 100) < 1e-9)
        #expect(s.ambiguity(of: Expression(v)) == nil)
    }

    /// A large coefficient at 250 does not outweigh a unit one at 500.
    @Test func coefficientsDoNotLeakAcrossLevels() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(2000.0 * w, .equal, Expression(constant: 0), priority: Priority(250)))
        try s.add(Constraint(Expression(w), .equal, Expression(constant: 100), priority: Priority(500)))
        #expect(abs(s.value(w) - 100) < 1e-9)
        let broken = s.violations().map(\.amount)
        #expect(broken.count == 1 && abs((broken.first ?? 0) - 200_000) < 1e-6)
    }

    /// `b >= a` against `a >= 10` and `b <= 5` is refused with both named, and afterwards
    /// the solver holds exactly what it held before.
    @Test func aRefusedRequiredConstraintChangesNothing() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        let ten = try s.add(Constraint(Expression(a), .greaterThanOrEqual, Expression(constant: 10)))
        let five = try s.add(Constraint(Expression(b), .lessThanOrEqual, Expression(constant: 5)))
        let before = (s.value(a), s.value(b), s.constraintIDs)
        do {
            try s.add(Constraint(Expression(b), .greaterThanOrEqual, Expression(a)))
            Issue.record("b >= a was accepted")
        } catch .unsatisfiable(let conflict) {
            #expect(Set(conflict) == [ten, five])
        }
        #expect(s.value(a) == before.0 && s.value(b) == before.1)
        #expect(s.constraintIDs == before.2)
        #expect(s.value(a) >= 10 && s.value(b) <= 5)
        // Still usable: the refused relation's absence is real, not just hidden.
        try s.add(Constraint(Expression(a), .equal, Expression(constant: 12)))
        #expect(abs(s.value(a) - 12) < 1e-9)
    }
}
