import Testing
@testable import Cassowary

/// The solver's basic contract: values, edits, constants, priorities, removal.
@Suite struct SolverTests {
    @Test func solvesASimpleSystem() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(Expression(x) + Expression(y), .equal, Expression(constant: 100)))
        try s.add(Constraint(Expression(x), .equal, Expression(constant: 30)))
        #expect(s.value(x) == 30)
        #expect(s.value(y) == 70)
    }

    @Test func conflictSetIsMinimal() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let c0 = try s.add(Constraint(Expression(z), .equal, Expression(constant: 7)))
        let c1 = try s.add(Constraint(Expression(x), .equal, Expression(constant: 10)))
        let c2 = try s.add(Constraint(Expression(y), .equal, x + 5))
        _ = c0
        #expect(throws: SolverError.unsatisfiable(conflict: [c1, c2])) {
            try s.add(Constraint(Expression(y), .equal, Expression(constant: 3)))
        }
        #expect(s.value(y) == 15)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let s = Solver()
        let w = s.makeVariable("w"), half = s.makeVariable("half")
        try s.add(Constraint(2 * half, .equal, Expression(w)))
        try s.addEditVariable(w, priority: Priority(999))
        for value in [100.0, 250, 37] {
            try s.suggestValue(w, value)
            #expect(abs(s.value(half) - value / 2) < 1e-9)
        }
    }

    @Test func setConstantIsRefusedWhenItWouldConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let upper = try s.add(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 100)))
        let pin = try s.add(Constraint(Expression(x), .equal, Expression(constant: 50)))
        try s.setConstant(pin, -80)
        #expect(s.value(x) == 80)
        #expect(throws: SolverError.unsatisfiable(conflict: [upper])) { try s.setConstant(pin, -120) }
        #expect(s.value(x) == 80)
        #expect(s.constraint(pin)?.expression.constant == -80)
    }

    @Test func optionalPriorityChangesMoveTheAnswer() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let a = try s.add(Constraint(Expression(x), .equal, Expression(constant: 10), priority: Priority(300)))
        try s.add(Constraint(Expression(x), .equal, Expression(constant: 20), priority: Priority(400)))
        #expect(s.value(x) == 20)
        try s.setPriority(a, Priority(500))
        #expect(s.value(x) == 10)
        try s.setPriority(a, .required)
        #expect(s.value(x) == 10)
        #expect(s.violations().count == 1)
    }

    @Test func removingRestoresTheEarlierAnswer() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(Expression(x), .equal, Expression(constant: 10), priority: .low))
        let strong = try s.add(Constraint(Expression(x), .equal, Expression(y)))
        let pinY = try s.add(Constraint(Expression(y), .equal, Expression(constant: 42)))
        #expect(s.value(x) == 42)
        try s.remove(pinY)
        try s.remove(strong)
        #expect(s.value(x) == 10)
        #expect(!s.contains(strong))
    }

    @Test func ambiguityReportsRangeAndCause() throws {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        let bound = try s.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(constant: 0)))
        try s.add(Constraint(x + w, .equal, Expression(constant: 100)))
        let a = s.ambiguity(of: Expression(w))
        #expect(a?.lower == 0)
        #expect(a?.upper == nil)
        #expect(s.ambiguity(of: x + w) == nil)
        let cap = try s.add(Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 30)))
        let b = s.ambiguity(of: Expression(x))
        #expect(b?.lower == 70 && b?.upper == 100)
        #expect(b?.cause == .inequalities([bound, cap]))
        let free = s.makeVariable("free")
        #expect(s.ambiguity(of: Expression(free))?.cause == .unconstrained)
    }

    @Test func equalPriorityTiesAreAmbiguousUntilOneIsRaised() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(Constraint(a + b, .equal, Expression(constant: 300)))
        try s.add(Constraint(Expression(a), .greaterThanOrEqual, Expression(constant: 0)))
        try s.add(Constraint(Expression(b), .greaterThanOrEqual, Expression(constant: 0)))
        let hugA = try s.add(Constraint(Expression(a), .lessThanOrEqual, Expression(constant: 100), priority: Priority(250)))
        let hugB = try s.add(Constraint(Expression(b), .lessThanOrEqual, Expression(constant: 100), priority: Priority(250)))
        let tie = s.ambiguity(of: Expression(a))
        #expect(tie?.lower == 100 && tie?.upper == 200)
        #expect(tie?.cause == .tie(Priority(250), [hugA, hugB]))
        try s.setPriority(hugA, Priority(251))
        #expect(s.ambiguity(of: Expression(a)) == nil)
        #expect(s.value(a) == 100)
    }
}

@Suite struct SolverInvariantTests {
    /// A long random session of adds, removes, constant and priority edits keeps every
    /// structural invariant and the residuals of required constraints.
    @Test func randomEditsKeepTheTableauSound() throws {
        var rng = OracleRandom(seed: 7)
        let s = Solver()
        let vars = (0..<8).map { s.makeVariable("x\($0)") }
        var live: [ConstraintID] = []
        for step in 0..<600 {
            switch rng.next() % 5 {
            case 0, 1:
                let a = vars[Int(rng.next() % 8)], b = vars[Int(rng.next() % 8)]
                let rel = Relation.allCases[Int(rng.next() % 3)]
                let p = [Priority.required, Priority(750), Priority(250), Priority(1)][Int(rng.next() % 4)]
                let c = Constraint(Expression(a), rel, b + Double(rng.next() % 50), priority: p)
                if let id = try? s.add(c) { live.append(id) }
            case 2 where !live.isEmpty:
                try s.remove(live.remove(at: Int(rng.next() % UInt64(live.count))))
            case 3 where !live.isEmpty:
                _ = try? s.setConstant(live[Int(rng.next() % UInt64(live.count))], -Double(rng.next() % 80))
            default:
                if !live.isEmpty {
                    _ = try? s.setPriority(live[Int(rng.next() % UInt64(live.count))], Priority(Double(1 + rng.next() % 999)))
                }
            }
            let problems = s.invariantViolations()
            #expect(problems.isEmpty, "step \(step): \(problems)")
            if !problems.isEmpty { return }
        }
    }
}

/// A required equality stated twice is redundant: the second copy's dummy becomes basic,
/// and must stay 0 whatever happens to the first.
@Suite struct RedundantEqualityTests {
    @Test func removingOneCopyKeepsTheOther() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(Expression(w), .greaterThanOrEqual))
        let a = try s.add(Constraint(Expression(w) - 200, .equal))
        let b = try s.add(Constraint(Expression(w) - 200, .equal))
        try s.remove(a)
        #expect(s.value(w) == 200)
        #expect(throws: SolverError.unsatisfiable(conflict: [b])) {
            try s.add(Constraint(Expression(w) - 50, .equal))
        }
        #expect(s.invariantViolations().isEmpty)
    }

    @Test func changingOneCopysConstantConflictsWithTheOther() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let a = try s.add(Constraint(Expression(w) - 200, .equal))
        let b = try s.add(Constraint(Expression(w) - 200, .equal))
        #expect(throws: SolverError.unsatisfiable(conflict: [b])) { try s.setConstant(a, -50) }
        #expect(s.value(w) == 200)
        try s.remove(b)
        try s.setConstant(a, -50)
        #expect(s.value(w) == 50)
        #expect(s.invariantViolations().isEmpty)
    }
}

@Suite struct RebuildTests {
    /// The drift guard's rebuild re-adds every constraint under its old id and gives the
    /// same solution, edit variables and priority levels included.
    @Test func rebuildKeepsIdsValuesAndEdits() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), w = s.makeVariable("w")
        let a = try s.add(Constraint(x + y, .equal, Expression(w)))
        let b = try s.add(Constraint(Expression(x), .equal, Expression(constant: 30), priority: Priority(250)))
        let c = try s.add(Constraint(Expression(y), .greaterThanOrEqual, Expression(constant: 10)))
        try s.addEditVariable(w, priority: Priority(999))
        try s.suggestValue(w, 100)
        let before = [s.value(x), s.value(y), s.value(w)]
        s.rebuild()
        #expect([s.value(x), s.value(y), s.value(w)] == before)
        #expect(s.contains(a) && s.contains(b) && s.contains(c))
        try s.suggestValue(w, 20)
        #expect(s.value(x) == 10 && s.value(y) == 10)
        #expect(s.invariantViolations().isEmpty)
    }
}
