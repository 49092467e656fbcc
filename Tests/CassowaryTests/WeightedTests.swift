import Testing
@testable import Cassowary

/// kiwi's weighted strengths against strict priorities, on kiwi issue 33's case:
/// A: v >= 100 (501), B: v == 90 (500), C: v == 10 (10), each priority p weighted p × 1000.
@Suite struct WeightedTests {
    func solve(_ solver: Solver) throws -> Double {
        let v = solver.makeVariable("v")
        try solver.add(Constraint(Expression(v), .greaterThanOrEqual, Expression(constant: 100), priority: Priority(501)))
        try solver.add(Constraint(Expression(v), .equal, Expression(constant: 90), priority: Priority(500)))
        try solver.add(Constraint(Expression(v), .equal, Expression(constant: 10), priority: Priority(10)))
        return solver.value(v)
    }

    /// Strict: 501 beats everything below it, v = 100. Weighted: at 90 the cost is
    /// 10·501,000 + 80·10,000 = 5,810,000, at 100 it is 10·500,000 + 90·10,000 = 5,900,000.
    @Test func issue33ShowsNinetyAgainstAHundred() throws {
        #expect(try solve(Solver()) == 100)
        #expect(try solve(Solver(weightedBy: { $0.value * 1000 })) == 90)
    }

    /// Required stays required when weighted.
    @Test func requiredStaysHard() throws {
        let s = Solver(weightedBy: { $0.value * 1000 })
        let v = s.makeVariable("v")
        try s.add(Constraint(Expression(v), .lessThanOrEqual, Expression(constant: 50)))
        try s.add(Constraint(Expression(v), .equal, Expression(constant: 90), priority: Priority(999)))
        #expect(s.value(v) == 50)
    }
}
