import Testing
@testable import Cassowary

/// A row's coefficients are kept a byte each while they are small whole numbers: whatever
/// is written must read back as the very same Double (bit for bit), in either form, and a
/// chain of equalities (what the byte form is for) must actually stay in it.
@Suite struct CoefficientsTests {
    /// Values that are codes (-128…127 whole), values just outside, and ones never coded.
    private static let palette: [Double] = [
        1, -1, 0, 2, -2, 127, -128, 128, -129, 0.5, -0.1, 1e-12, -0.0, 3.0000000000000004, 1e300,
    ]

    /// Random appends, writes, sums, scalings, swaps and removals against a plain array of
    /// Doubles.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func matchesAPlainArray(seed: UInt64) {
        var random = OracleRandom(seed: seed)
        var list = Coefficients()
        var model: [Double] = []
        for _ in 0..<400 {
            // Mostly codes, so the list spends time in both forms.
            let value = random.next() % 4 == 0 ? Self.palette[Int(random.next() % 15)]
                : Double(Int(random.next() % 5) - 2)
            switch random.next() % 8 {
            case 0, 1:
                list.append(value); model.append(value)
            case 2 where !model.isEmpty:
                let i = Int(random.next() % UInt64(model.count))
                list[i] = value; model[i] = value
            case 3 where !model.isEmpty:
                let i = Int(random.next() % UInt64(model.count)), j = Int(random.next() % UInt64(model.count))
                list.swapAt(i, j); model.swapAt(i, j)
            case 4 where !model.isEmpty:
                list.removeLast(); model.removeLast()
            case 5 where !model.isEmpty:
                let i = Int(random.next() % UInt64(model.count))
                list.add(value, at: i); model[i] += value
            case 6:
                // Mostly ±1, what a pivot in a chain scales by.
                let k = random.next() % 2 == 0 ? value : (random.next() % 2 == 0 ? 1 : -1)
                list.multiply(by: k)
                for i in model.indices { model[i] *= k }
            default:
                break
            }
            #expect(list.count == model.count)
            #expect(list.map(\.bitPattern) == model.map(\.bitPattern))
        }
    }

    @Test func smallWholeNumbersStayCodedAndOthersDoNot() {
        var list = Coefficients()
        for value in [1.0, -1, 0, 127, -128] { list.append(value) }
        #expect(list.isCoded)
        list[2] = -0.0  // its bits are not 0's: no longer a code
        #expect(!list.isCoded)
        #expect(list[2].bitPattern == (-0.0).bitPattern)
        #expect(Array(list) == [1, -1, 0, 127, -128])

        var other = Coefficients()
        other.append(1)
        other.append(0.1)
        #expect(!other.isCoded)
        #expect(Array(other) == [1, 0.1])
    }

    /// `n` tops each pinned 28 below the one before (a grid's columns), in a solver that
    /// keeps markers in the rows (as placed ones are): the row of the last names every
    /// link's marker, +1 or -1, and every row stays in bytes.
    @Test func aChainOfEqualitiesStaysCoded() throws {
        let solver = Solver()
        solver.tableau.placesMarkersAtOnce = true
        var tops = [solver.makeVariable("t0")]
        try solver.add(Constraint(Expression(tops[0]), .equal, Expression(constant: 8)))
        for i in 1..<200 {
            tops.append(solver.makeVariable("t\(i)"))
            try solver.add(Constraint(Expression(tops[i]), .equal, tops[i - 1] + 28))
        }
        #expect(solver.value(tops[199]) == 8 + 28 * 199)
        let live = solver.tableau.rows.filter { $0.basic >= 0 }
        #expect(live.contains { $0.symbols.count >= 199 })
        #expect(live.allSatisfy { $0.coefficients.isCoded })
    }
    /// Dropping the cancelled cells of a row in one pass leaves what `removeCell` one by
    /// one from the first leaves (the same cells in the same order), drops the symbols it
    /// should, and `hasNearZero` (sixteen codes at a time) sees a zero wherever it is.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func droppingNearZeroCellsMatchesRemovingThemOneByOne(seed: UInt64) {
        var random = OracleRandom(seed: seed)
        for length in [0, 1, 15, 16, 17, 40, 130] {
            var row = Row()
            for s in 0..<length {
                // Coded rows, and (seeds 4 to 6) rows of plain values with tiny ones.
                let zero = random.next() % 3 == 0
                let value: Double = seed <= 3 ? (zero ? 0 : Double(Int(random.next() % 5) - 2) + (random.next() % 2 == 0 ? 3 : -3))
                    : (zero ? 1e-12 * Double(random.next() % 3) : 0.5 + Double(random.next() % 7))
                row.append(Int32(s), value)
            }
            var oneByOne = row
            var i = 0
            var expectedDropped: [Int32] = []
            while i < oneByOne.symbols.count {
                if nearZero(oneByOne.coefficients[i]) {
                    expectedDropped.append(oneByOne.symbols[i])
                    oneByOne.removeCell(at: i)
                } else {
                    i += 1
                }
            }
            #expect(row.coefficients.hasNearZero == !expectedDropped.isEmpty)
            var dropped: [Int32] = []
            row.removeNearZeroCells { dropped.append($0) }
            #expect(dropped == expectedDropped)
            #expect(row.symbols == oneByOne.symbols)
            #expect(Array(row.coefficients).map(\.bitPattern) == Array(oneByOne.coefficients).map(\.bitPattern))
            #expect(row.coefficients.isCoded == oneByOne.coefficients.isCoded)
            #expect(!row.coefficients.hasNearZero)
        }
    }
}
