import Testing
@testable import Cassowary

/// Long chains of equalities, where the subject choice departs from kiwi's lowest id to
/// keep each link from rewriting every earlier row: determined values must not depend on
/// it, and ambiguity answers must be the same as with kiwi's choice throughout.
@Suite struct ChainSubjectTests {
    /// `n` views in a row (`H:|[v0(5)]-1-[v1(5)]…`), tops and bottoms aligned, sizes >= 0,
    /// then `v0.top == 0`, `v0.height == 5`; the solver's threshold as given.
    private struct Chain {
        let solver = Solver()
        var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []

        init(_ n: Int, threshold: Int) throws {
            solver.subjects.threshold = threshold
            for i in 0..<n {
                left.append(solver.makeVariable("v\(i).left")); top.append(solver.makeVariable("v\(i).top"))
                width.append(solver.makeVariable("v\(i).width")); height.append(solver.makeVariable("v\(i).height"))
                try solver.add(Constraint(Expression(width[i]), .greaterThanOrEqual))
                try solver.add(Constraint(Expression(height[i]), .greaterThanOrEqual))
            }
            try solver.add(Constraint(Expression(left[0]), .equal))
            for i in 0..<n {
                try solver.add(Constraint(Expression(width[i]), .equal, Expression(constant: 5)))
                if i > 0 {
                    try solver.add(Constraint(Expression(left[i]), .equal,
                                              Expression(left[i - 1]) + Expression(width[i - 1]) + Expression(constant: 1)))
                }
            }
            for i in 1..<n { try solver.add(Constraint(Expression(top[i]), .equal, Expression(top[i - 1]))) }
            for i in 1..<n {
                try solver.add(Constraint(Expression(top[i]) + Expression(height[i]), .equal,
                                          Expression(top[i - 1]) + Expression(height[i - 1])))
            }
        }

        func settle() throws {
            try solver.add(Constraint(Expression(top[0]), .equal))
            try solver.add(Constraint(Expression(height[0]), .equal, Expression(constant: 5)))
        }

        var answers: [Ambiguity?] {
            (top + height + left + width).map { solver.ambiguity(of: Expression($0)) }
        }
    }

    @Test func anAlignedChainSettlesAsWithKiwisChoice() throws {
        let sparse = try Chain(120, threshold: 16), kiwi = try Chain(120, threshold: .max)
        #expect(sparse.solver.subjects.taken > 0)
        #expect(kiwi.solver.subjects.taken == 0)
        // Before the vertical line: every top and height ambiguous, the same way.
        #expect(sparse.answers == kiwi.answers)
        #expect(sparse.top.allSatisfy { sparse.solver.ambiguity(of: Expression($0)) != nil })
        #expect(sparse.height.allSatisfy { sparse.solver.ambiguity(of: Expression($0)) != nil })
        try sparse.settle()
        try kiwi.settle()
        #expect(sparse.answers.allSatisfy { $0 == nil })
        for i in 0..<120 {
            #expect(sparse.solver.value(sparse.left[i]) == Double(6 * i))
            #expect(sparse.solver.value(sparse.top[i]) == 0)
            #expect(sparse.solver.value(sparse.width[i]) == 5)
            #expect(sparse.solver.value(sparse.height[i]) == 5)
            #expect(sparse.solver.value(sparse.height[i]) == kiwi.solver.value(kiwi.height[i]))
        }
    }

    /// A link refused in the middle of a long chain leaves it as it was, and the conflict
    /// is explained by the same constraints under either choice.
    @Test func aConflictInALongChainIsExplainedTheSame() throws {
        let sparse = try Chain(60, threshold: 16), kiwi = try Chain(60, threshold: .max)
        try sparse.settle()
        try kiwi.settle()
        func refuse(_ chain: Chain) -> SolverError? {
            do {
                try chain.solver.add(Constraint(Expression(chain.height[59]), .equal, Expression(constant: 7)))
                return nil
            } catch { return error }
        }
        let a = refuse(sparse), b = refuse(kiwi)
        #expect(a != nil)
        #expect(a == b)
        #expect(sparse.solver.value(sparse.height[59]) == 5)
    }
}

/// The ambiguity memo shares one face among expressions that differ only in symbols held
/// at 0 on the optimal face (each aligned top is written over its own run of dummies, in
/// a solver that keeps them in the rows: placed markers are held there the same way).
@Suite struct AmbiguityMemoSharingTests {
    @Test func alignedTopsShareOneAnswer() throws {
        let s = Solver()
        s.tableau.placesMarkersAtOnce = true
        let tops = (0..<40).map { s.makeVariable("v\($0).top") }
        let heights = (0..<40).map { s.makeVariable("v\($0).height") }
        for h in heights { try s.add(Constraint(Expression(h), .greaterThanOrEqual)) }
        for i in 1..<40 {
            try s.add(Constraint(Expression(tops[i]), .equal, Expression(tops[i - 1])))
            try s.add(Constraint(Expression(tops[i]) + Expression(heights[i]), .equal,
                                 Expression(tops[i - 1]) + Expression(heights[i - 1])))
        }
        let memo = AmbiguityMemo()
        var footprint = AmbiguityFootprint()
        let shared = tops.map { s.ambiguity(of: Expression($0), footprint: &footprint, memo: memo) }
        let alone = tops.map { s.ambiguity(of: Expression($0)) }
        #expect(shared == alone)
        #expect(alone.allSatisfy { $0 != nil })
        // The tops' forms differ (their dummies), yet one face (and at most one form
        // entry: a face of one direction keeps none) answered them all.
        #expect(Set(tops.map { s.parametric(Expression($0)).symbols.count }).count > 1)
        #expect(memo.faceCount == 1 && memo.answers.count <= 1)
        let heightsShared = heights.map { s.ambiguity(of: Expression($0), footprint: &footprint, memo: memo) }
        #expect(heightsShared == heights.map { s.ambiguity(of: Expression($0)) })
        #expect(memo.answers.count <= 3)
    }
}
