import Testing
@testable import Cassowary

/// The markers of required equalities kept out of the rows (`MarkerParts`) against a twin
/// solver that keeps them in the rows, as a plain Cassowary tableau does: the same values
/// (to nine places), the same conflicts, dependencies and shown tableau, and a placed marker's
/// column lists exactly the rows holding it.
@Suite struct MarkerPartsTests {
    private struct Twins {
        let lazy = Solver(), eager = Solver()
        var lazyVariables: [Variable] = [], eagerVariables: [Variable] = []

        init(variables n: Int, collectingAlways: Bool = false) {
            eager.tableau.placesMarkersAtOnce = true
            if collectingAlways { lazy.tableau.markerParts.collectionSlack = 0 }
            lazyVariables = (0..<n).map { lazy.makeVariable("v\($0)") }
            eagerVariables = (0..<n).map { eager.makeVariable("v\($0)") }
        }

        /// Runs the same step on both; the errors thrown must agree.
        func both(_ what: String, _ step: (Solver, [Variable]) throws(SolverError) -> Void) {
            var errors: [String] = []
            for (solver, variables) in [(lazy, lazyVariables), (eager, eagerVariables)] {
                do throws(SolverError) { try step(solver, variables); errors.append("ok") } catch { errors.append("\(error)") }
            }
            #expect(errors[0] == errors[1], "\(what)")
        }

        func check(_ what: String) {
            #expect(lazyVariables.map { Self.rounded(lazy.value($0)) } == eagerVariables.map { Self.rounded(eager.value($0)) },
                    "values after \(what)")
            for v in lazyVariables.indices {
                #expect(lazy.dependencies(of: Expression(lazyVariables[v])) == eager.dependencies(of: Expression(eagerVariables[v])),
                        "dependencies of v\(v) after \(what)")
            }
            #expect(Self.picture(lazy.snapshot()) == Self.picture(eager.snapshot()), "tableau after \(what)")
            for s in lazy.tableau.kinds.indices where lazy.tableau.kinds[s] == .dummy && lazy.tableau.inRows[s] {
                let holding = lazy.tableau.rows.indices.filter { lazy.tableau.rows[$0].basic >= 0 && lazy.tableau.rows[$0].index(of: Int32(s)) != nil }
                #expect(Set(lazy.tableau.column(Int32(s))) == Set(holding.map(Int32.init)), "placed marker's column after \(what)")
            }
            #expect(lazy.invariantViolations().isEmpty, "\(lazy.invariantViolations())")
        }

        /// The tableau as text, numbers to nine places: the same basis and cells, and
        /// numbers that may differ in their last bits (a marker's cells are summed in
        /// another order when read out of the graph, and so is what a shift moves by).
        static func picture(_ t: TableauSnapshot) -> [String] {
            func cell(_ term: (symbol: TableauSymbol, coefficient: Double)) -> String {
                "\(term.symbol.id):\(rounded(term.coefficient))"
            }
            return t.rows.map { "\($0.basic.id) = \(rounded($0.constant)) " + $0.terms.map(cell).joined(separator: " ") }
                + t.levels.map { "@\($0.priority) " + $0.terms.map(cell).joined(separator: " ") }
        }

        static func rounded(_ x: Double) -> Double { (x * 1e9).rounded() / 1e9 }
    }

    /// `H:|[v0(5)]-1-[v1(5)]-1-…`: each left rests on every width and gap before it, the
    /// markers the rows used to hold by the hundred.
    @Test func aChainShiftedAndCutMatchesItsTwin() throws {
        for collecting in [false, true] {
            let n = 40
            var twins = Twins(variables: 0, collectingAlways: collecting)
            twins.lazyVariables = (0..<2 * n).map { twins.lazy.makeVariable("x\($0)") }
            twins.eagerVariables = (0..<2 * n).map { twins.eager.makeVariable("x\($0)") }
            var links: [ConstraintID] = [], widths: [ConstraintID] = []
            twins.both("pin") { s, v throws(SolverError) in _ = try s.add(Constraint(Expression(v[0]), .equal)) }
            for i in 0..<n {
                twins.both("width \(i)") { s, v throws(SolverError) in
                    let id = try s.add(Constraint(Expression(v[2 * i + 1]), .equal, Expression(constant: 5)))
                    if s === twins.lazy { widths.append(id) }
                }
                if i > 0 {
                    twins.both("link \(i)") { s, v throws(SolverError) in
                        let id = try s.add(Constraint(Expression(v[2 * i]), .equal,
                                                      Expression(v[2 * i - 2]) + Expression(v[2 * i - 1]) + Expression(constant: 1)))
                        if s === twins.lazy { links.append(id) }
                    }
                }
            }
            twins.check("the chain")
            // The rows hold no marker: the far end's row is one cell, not one per link.
            #expect(twins.lazy.tableau.rows.allSatisfy { row in row.symbols.allSatisfy { twins.lazy.tableau.kinds[Int($0)] != .dummy } })
            for (i, k) in [(10, 3.0), (30, -2.0), (5, 7.5), (10, 1.0)] {
                twins.both("shift link \(i)") { s, _ throws(SolverError) in try s.setConstant(links[i], k) }
                twins.check("shifting link \(i)")
            }
            twins.both("width 20") { s, _ throws(SolverError) in try s.setConstant(widths[20], -9) }
            twins.check("shifting width 20")
            for i in [30, 2, 17] {
                twins.both("cut \(i)") { s, _ throws(SolverError) in try s.remove(links[i]) }
                twins.check("cutting link \(i)")
            }
            // A link back in that contradicts the pin: the same conflict.
            twins.both("contradiction") { s, v throws(SolverError) in
                _ = try s.add(Constraint(Expression(v[2 * (n - 1)]), .equal, Expression(constant: 1)))
            }
            twins.check("the contradiction")
        }
    }

    /// Random systems: adds (refused ones too), removals and shifts, each compared.
    @Test(arguments: 0..<40) func randomSessionsMatchTheirTwin(_ index: Int) {
        var rng = OracleRandom(seed: OracleRandom.caseSeed(0x4D41_524B, index))
        let n = 2 + rng.below(4)
        let twins = Twins(variables: n, collectingAlways: index % 2 == 1)
        var ids: [ConstraintID] = []
        for step in 0..<30 {
            switch rng.below(ids.isEmpty ? 1 : 4) {
            case 0, 1:
                var c = OracleCase.constraint(&rng, variableCount: n)
                // Mostly required equalities: those are the markers kept out.
                if rng.below(2) == 0 { c.relation = .equal; c.priority = 1000 }
                twins.both("step \(step): add \(c)") { s, v throws(SolverError) in
                    let id = try s.add(c.solverConstraint(v))
                    if s === twins.lazy { ids.append(id) }
                }
            case 2:
                let id = ids.remove(at: rng.below(ids.count))
                twins.both("step \(step): remove") { s, _ throws(SolverError) in try s.remove(id) }
            default:
                let id = ids[rng.below(ids.count)], k = Double(rng.below(21) - 10)
                twins.both("step \(step): shift to \(k)") { s, _ throws(SolverError) in try s.setConstant(id, k) }
            }
            twins.check("step \(step) of case \(index)")
        }
    }

    /// A resize back and forth, again and again (a rotation breaks every width cap and
    /// mends it): the graph stays bounded, sign flips folding and garbage collected, and
    /// the values stay the twin's.
    @Test func repeatedResizesKeepTheGraphBounded() throws {
        let twins = Twins(variables: 0)
        twins.lazy.tableau.markerParts.collectionSlack = 200
        var width: ConstraintID?
        for (solver, name) in [(twins.lazy, "lazy"), (twins.eager, "eager")] {
            let root = solver.makeVariable("root.width")
            let id = try solver.add(Constraint(Expression(root), .equal, Expression(constant: 1000)))
            if name == "lazy" { width = id }
            var previous = solver.makeVariable("left0")
            try solver.add(Constraint(Expression(previous), .equal, Expression(constant: 8)))
            for i in 1...30 {
                let left = solver.makeVariable("left\(i)"), w = solver.makeVariable("w\(i)")
                try solver.add(Constraint(Expression(left), .equal, Expression(previous) + Expression(w) + Expression(constant: 8)))
                try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 10), priority: Priority(750)))
                try solver.add(Constraint(Expression(w), .greaterThanOrEqual))
                previous = left
            }
            try solver.add(Constraint(Expression(previous), .equal, Expression(root)))
        }
        var sizes: [Int] = []
        for k in 0..<200 {
            twins.both("resize \(k)") { s, _ throws(SolverError) in try s.setConstant(width!, k % 2 == 0 ? -2000 : -300) }
            sizes.append(twins.lazy.tableau.markerParts.count)
        }
        let values = { (s: Solver) in s.tableau.kinds.indices.filter { s.tableau.kinds[$0] == .external }.map { s.value(Variable(id: Int32($0))) } }
        #expect(values(twins.lazy).map(Twins.rounded) == values(twins.eager).map(Twins.rounded))
        // Collected and rebuilt in a steady cycle: the second hundred resizes reach no more
        // nodes than the first (kept whole, the graph grew by ~170 nodes per resize).
        #expect(sizes[100...].max()! <= sizes[..<100].max()!, "the graph grew: \(sizes[..<100].max()!) → \(sizes.max()!)")
    }
}

