import Testing
@testable import Cassowary

/// A form's free cells gathered row by row (`Solver.addFreeCells`) are `parametric`'s
/// free cells, each the very same number: past 8 cells the form finds its cells by
/// symbol (`CellIndex`) rather than by search, and must find the same ones.
@Suite struct FreeCellsTests {
    /// Nested widths, each at most its superview's less 2 (the rows of the deeper ones
    /// run over every slack above them), and widths at least 1 and a few apart: forms of
    /// one to three widths, whose cells add up and cancel, short and long.
    @Test(arguments: 1...4)
    func formsHoldParametricCells(seed: Int) throws {
        var random = OracleRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7)
        let solver = Solver()
        let n = 12 + random.below(20)
        let w = (0..<n).map { solver.makeVariable("w\($0)") }
        for i in 1..<n {
            try solver.add(Constraint(Expression([Term(w[i], 1), Term(w[i - 1], -1)], constant: 2), .lessThanOrEqual))
        }
        for i in 0..<n where random.below(3) == 0 {
            try solver.add(Constraint(Expression([Term(w[i], 1)], constant: -1), .greaterThanOrEqual))
        }
        var long = 0, short = 0
        for _ in 0..<200 {
            let terms = (0..<(1 + random.below(3))).map { _ in
                Term(w[random.below(n)], [1, -1, 2, -0.5, 3][random.below(5)])
            }
            var cells = Row()
            for term in terms { _ = solver.addFreeCells(of: term, to: &cells) }
            let whole = solver.parametric(Expression(terms, constant: 0))
            var expected: [Int32: UInt64] = [:]
            for (i, s) in whole.symbols.enumerated() where solver.isFreeDirection(s) {
                expected[s] = whole.coefficients[i].bitPattern
            }
            var found: [Int32: UInt64] = [:]
            for (i, s) in cells.symbols.enumerated() {
                #expect(found[s] == nil, "a symbol gathered twice")
                found[s] = cells.coefficients[i].bitPattern
            }
            #expect(found == expected, "\(terms)")
            if cells.symbols.count > 8 { long += 1 } else { short += 1 }
        }
        #expect(long > 40 && short > 20)
    }
}
