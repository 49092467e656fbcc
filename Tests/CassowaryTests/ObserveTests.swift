import Testing
@testable import Cassowary

/// The tableau as data and the pivot observer (what `tableau` and `trace` print).
@Suite struct ObserveTests {
    /// x >= 10 required, x == 50 @250, x <= 30 @750: the 750 bound wins, so x = 30; the
    /// row for x must say 30 and the objective has one level per optional priority.
    @Test func tableauRowsMatchTheValues() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 10)))
        try s.add(Constraint(Expression(x), .equal, Expression(constant: 50), priority: .low))
        try s.add(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 30), priority: .high))
        #expect(s.value(x) == 30)
        let t = s.snapshot()
        let row = try #require(t.rows.first { $0.basic.name == "x" })
        #expect(row.constant == 30)
        #expect(t.levels.map(\.priority) == [.high, .low])
        // Every basic symbol's constant is its value; every symbol has its kind.
        let kinds = Set(t.rows.flatMap { [$0.basic] + $0.terms.map(\.symbol) }.map(\.kind))
        #expect(kinds.contains(.variable) && kinds.contains(.slack) && kinds.contains(.error))
        // The @250 level still pays 20 (x is 30, not 50).
        #expect(t.levels[1].constant == 20)
    }

    /// The observer sees each pivot before it happens, with the ratio the entering
    /// symbol takes; without an observer the solve is the same.
    @Test func observerSeesEveryPivot() throws {
        func build(_ s: Solver, observe: Bool) throws -> [PivotEvent] {
            var events: [PivotEvent] = []
            if observe { s.pivotObserver = { events.append($0) } }
            let x = s.makeVariable("x")
            try s.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 10)))
            try s.add(Constraint(Expression(x), .equal, Expression(constant: 50), priority: .low))
            try s.add(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 30), priority: .high))
            #expect(s.value(x) == 30)
            return events
        }
        let watched = Solver(), plain = Solver()
        let events = try build(watched, observe: true)
        _ = try build(plain, observe: false)
        #expect(events.count == watched.pivotCount)
        #expect(watched.pivotCount == plain.pivotCount)
        #expect(!events.isEmpty)
        #expect(events.allSatisfy { $0.ratio >= 0 })
        #expect(events.contains { $0.entering.kind != .variable || $0.leaving.kind != .variable })
    }

    /// A refused required constraint is added through phase one and undone: both show.
    /// a + b = 327 with both >= 0 and a == 100 @750; b == 400 cannot hold.
    @Test func refusedConstraintShowsPhaseOneAndUndo() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(Constraint(Expression(a), .greaterThanOrEqual, Expression(constant: 0)))
        try s.add(Constraint(Expression(b), .greaterThanOrEqual, Expression(constant: 0)))
        try s.add(Constraint(a + Expression(b), .equal, Expression(constant: 327)))
        try s.add(Constraint(Expression(a), .equal, Expression(constant: 100), priority: .high))
        var steps: [PivotStep] = []
        s.pivotObserver = { steps.append($0.step) }
        #expect(throws: (any Error).self) {
            try s.add(Constraint(Expression(b), .equal, Expression(constant: 400)))
        }
        #expect(steps.contains(.phaseOne))
        #expect(steps.contains(.undo))
        #expect(s.value(a) == 100)
    }
}
