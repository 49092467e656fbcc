import Testing
@testable import Cassowary

/// A required equality's marker (a dummy) keeps only the first rows of its column until its
/// constraint is shifted or removed; the column is then completed from the rows. Checked
/// against a twin solver that keeps every list whole, on a chain long enough that the
/// markers' columns outgrow the prefix.
@Suite struct DummyColumnTests {
    /// `H:|[v0(5)]-1-[v1(5)]-1-…`: each left is the chain of every width and gap before it.
    private struct Chain {
        let solver = Solver()
        var left: [Variable] = [], width: [Variable] = []
        var links: [ConstraintID] = [], widths: [ConstraintID] = []

        init(_ n: Int, prefix: Int) throws {
            solver.dummyListPrefix = prefix
            for i in 0..<n {
                left.append(solver.makeVariable("v\(i).left"))
                width.append(solver.makeVariable("v\(i).width"))
                try solver.add(Constraint(Expression(width[i]), .greaterThanOrEqual))
            }
            try solver.add(Constraint(Expression(left[0]), .equal))
            for i in 0..<n {
                widths.append(try solver.add(Constraint(Expression(width[i]), .equal, Expression(constant: 5))))
                if i > 0 {
                    links.append(try solver.add(Constraint(Expression(left[i]), .equal,
                                                           Expression(left[i - 1]) + Expression(width[i - 1]) + Expression(constant: 1))))
                }
            }
        }

        var values: [Double] { (left + width).map(solver.value) }

        /// The rows mentioning `marker`, read off the rows.
        func rowsHolding(_ marker: Int32) -> Set<Int32> {
            Set(solver.rows.indices.filter { solver.rows[$0].basic >= 0 && solver.rows[$0].index(of: marker) != nil }.map(Int32.init))
        }
    }

    @Test func longColumnsAreCompletedWhenAskedFor() throws {
        let lazy = try Chain(60, prefix: 8), whole = try Chain(60, prefix: .max)
        // A link near the start is in every later left's row: far more than the prefix.
        let marker = lazy.solver.records[lazy.links[3].raw]!.marker
        #expect(!lazy.solver.columnKept[Int(marker)])
        #expect(lazy.solver.columns[Int(marker)].count == 8)
        #expect(lazy.rowsHolding(marker).count > 40)
        #expect(whole.solver.columns[Int(marker)].count == whole.rowsHolding(marker).count)
        let column = lazy.solver.column(marker)
        #expect(lazy.solver.columnKept[Int(marker)])
        #expect(Set(column) == lazy.rowsHolding(marker))
        #expect(column.count == Set(column).count)
        // The first entries stand first, in the order they came.
        #expect(Array(column.prefix(8)) == Array(whole.solver.column(marker).prefix(8)))
    }

    @Test func shiftsAndRemovalsMatchAWholeTwin() throws {
        let lazy = try Chain(60, prefix: 8), whole = try Chain(60, prefix: .max)
        #expect(lazy.values == whole.values)
        for (i, k) in [(10, 3.0), (30, -2.0), (5, 7.5), (10, 1.0)] {
            try lazy.solver.setConstant(lazy.links[i], k)
            try whole.solver.setConstant(whole.links[i], k)
            #expect(lazy.values == whole.values)
        }
        // A width (its marker's column is the lefts after it) set to 9.
        try lazy.solver.setConstant(lazy.widths[20], -9)
        try whole.solver.setConstant(whole.widths[20], -9)
        #expect(lazy.values == whole.values)
        #expect(lazy.solver.value(lazy.left[59]) == whole.solver.value(whole.left[59]))
        var firstFree = lazy.left.count
        for i in [40, 2, 25] {
            firstFree = min(firstFree, i + 1)
            try lazy.solver.remove(lazy.links[i])
            try whole.solver.remove(whole.links[i])
            // Past the removed link the lefts are free (their vertex is the basis's choice):
            // the same ones are, and the rest have the same values.
            for v in lazy.left.indices {
                let free = lazy.solver.ambiguity(of: Expression(lazy.left[v])) != nil
                #expect(free == (whole.solver.ambiguity(of: Expression(whole.left[v])) != nil))
                #expect(free == (v >= firstFree))
                if !free { #expect(lazy.solver.value(lazy.left[v]) == whole.solver.value(whole.left[v])) }
            }
            for marker in lazy.links.compactMap({ lazy.solver.records[$0.raw]?.marker }) {
                #expect(Set(lazy.solver.column(marker)) == lazy.rowsHolding(marker))
            }
        }
    }
}
