import Testing
@testable import Cassowary

/// The feasible interval reuses the column it read last time for a symbol, searching again
/// only the rows written since (`Solver+DeferredShift`). Twin solvers take the same steps,
/// one of them dropping its kept columns before every constant change: every value, every
/// refusal and every deferral must come out bit for bit the same.
@Suite struct KeptColumnTests {
    /// A grid-like system: rows of views whose widths share a root width (the constant
    /// resized), with optional caps and floors that start and stop giving way, and other
    /// constraints added and removed between resizes (pivots in and out of the column).
    private struct Twin {
        let solvers = [Solver(), Solver()]
        var variables: [[Variable]] = [[], []]
        var roots: [ConstraintID] = []
        var extra: [ConstraintID] = []

        init(views: Int, rng: inout OracleRandom) {
            for (k, s) in solvers.enumerated() {
                let root = s.makeVariable("root")
                variables[k].append(root)
                roots.append(try! s.add(Constraint(Expression(root), .equal, Expression(constant: 300))))
            }
            var lines: [(Int, Int, Int, Int)] = []
            for i in 0..<views {
                // (kind, other, constant, priority)
                lines.append((rng.below(4), rng.below(i + 1), rng.below(60), rng.below(3)))
            }
            for (k, s) in solvers.enumerated() {
                let root = variables[k][0]
                for (i, line) in lines.enumerated() {
                    let v = s.makeVariable("v\(i)")
                    variables[k].append(v)
                    let other = variables[k][line.1]
                    let priority = [Priority(250), Priority(750), Priority.required][line.3]
                    switch line.0 {
                    case 0: _ = try? s.add(Constraint(2 * v, .equal, root - Double(line.2)))
                    case 1: _ = try? s.add(Constraint(Expression(v), .equal, other + Double(line.2)))
                    case 2: _ = try? s.add(Constraint(Expression(v), .equal, Expression(other)))
                    default: _ = try? s.add(Constraint(v + other, .equal, Expression(root)))
                    }
                    _ = try? s.add(Constraint(Expression(v), .lessThanOrEqual, Expression(constant: Double(40 + line.2)),
                                              priority: priority == .required ? Priority(500) : priority))
                    _ = try? s.add(Constraint(Expression(v), .greaterThanOrEqual, Expression(constant: 0)))
                }
            }
        }

        func expectSame(_ context: String) {
            let a = variables[0].map { solvers[0].value($0) }, b = variables[1].map { solvers[1].value($0) }
            #expect(a == b, "values, \(context)")
            #expect(solvers[0].violations().map(\.amount) == solvers[1].violations().map(\.amount), "violations, \(context)")
            // The deferral itself: its interval and the coefficients it will write with.
            let shifts = solvers.map(\.shifts.deferred)
            #expect(shifts[0].map { [$0.lower, $0.upper, $0.amount] } == shifts[1].map { [$0.lower, $0.upper, $0.amount] },
                    "deferred interval, \(context)")
            #expect(shifts[0]?.coefficients == shifts[1]?.coefficients && shifts[0]?.rows == shifts[1]?.rows,
                    "deferred column, \(context)")
        }
    }

    @Test(arguments: 0..<40) func keptColumnsChangeNothing(seed: Int) {
        var rng = OracleRandom(seed: 0xC01_0000 + UInt64(seed))
        var twin = Twin(views: 6 + rng.below(30), rng: &rng)
        twin.expectSame("built, seed \(seed)")
        var kept = 0
        for step in 0..<60 {
            switch rng.below(6) {
            case 0, 1, 2:
                let constant = Double(rng.below(900)) - 100
                var outcomes: [Bool] = []
                for (k, s) in twin.solvers.enumerated() {
                    if k == 1 { s.shifts.intervalColumns = [] } else { kept += s.shifts.intervalColumns.count }
                    outcomes.append((try? s.setConstant(twin.roots[k], -constant)) != nil)
                }
                #expect(outcomes[0] == outcomes[1], "refusal, seed \(seed) step \(step)")
            case 3:
                // A pivot elsewhere: a new optional constraint on some view.
                let i = 1 + rng.below(twin.variables[0].count - 1), c = Double(rng.below(80))
                var ids: [ConstraintID?] = []
                for (k, s) in twin.solvers.enumerated() {
                    ids.append(try? s.add(Constraint(Expression(twin.variables[k][i]), .equal, Expression(constant: c),
                                                     priority: Priority(600))))
                }
                if let id = ids[0], ids[1] == id { twin.extra.append(id) }
            case 4:
                guard !twin.extra.isEmpty else { continue }
                let id = twin.extra.remove(at: rng.below(twin.extra.count))
                for s in twin.solvers { try? s.remove(id) }
            default:
                // Values read (a deferred shift written into the rows).
                for s in twin.solvers { _ = s.takeChanges() }
            }
            twin.expectSame("seed \(seed) step \(step)")
        }
        // Reused columns were there to be reused (else this compares nothing new), and
        // passes were cut short at a row excluding the shift; rows written since were
        // searched again in every seed but 0, whose passes all stop before reaching one.
        let solver = twin.solvers[0]
        #expect(kept > 0, "seed \(seed)")
        #expect(solver.shifts.keptColumnsReused > 0 && solver.shifts.intervalsCutShort > 0, "seed \(seed)")
        #expect(solver.shifts.keptRowsReread > 0 || seed == 0, "seed \(seed)")
    }
}
