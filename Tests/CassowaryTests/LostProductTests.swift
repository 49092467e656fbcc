import Testing
@testable import Cassowary

/// `Solver.lostProducts` counts the coefficients a row loses to the zero tolerance as a
/// product (a chain met from its other side), never a cancellation, so the layout can
/// refuse the change that lost one and leave every other change alone.
@Suite struct LostProductTests {
    /// `c = 1e4·b`, `d = 1e4·c`, `e = 1e-4·b`: the last row would read `e = 1e-12·d`.
    @Test func aChainMetFromTheOtherSideLosesAProduct() throws {
        let s = Solver()
        let b = s.makeVariable("b"), c = s.makeVariable("c"), d = s.makeVariable("d"), e = s.makeVariable("e")
        try s.add(Constraint(Expression(c), .equal, 10_000 * Expression(b)))
        try s.add(Constraint(Expression(d), .equal, 10_000 * Expression(c)))
        #expect(s.lostProducts == 0)
        try s.add(Constraint(Expression(e), .equal, 0.0001 * Expression(b)))
        #expect(s.lostProducts > 0)
    }

    /// The same magnitudes, each chain from its own end: every product stays over 1e-8.
    @Test func chainsFromTheirOwnEndsLoseNothing() throws {
        let s = Solver()
        let b = s.makeVariable("b"), c = s.makeVariable("c"), d = s.makeVariable("d")
        let g = s.makeVariable("g"), e = s.makeVariable("e"), f = s.makeVariable("f")
        try s.add(Constraint(Expression(c), .equal, 10_000 * Expression(b)))
        try s.add(Constraint(Expression(d), .equal, 10_000 * Expression(c)))
        try s.add(Constraint(Expression(e), .equal, 0.0001 * Expression(g)))
        try s.add(Constraint(Expression(f), .equal, 0.0001 * Expression(e)))
        try s.add(Constraint(Expression(b), .equal, Expression(constant: 5)))
        try s.add(Constraint(Expression(g), .equal, Expression(constant: 50_000)))
        #expect(s.lostProducts == 0)
        #expect(s.value(f) == 0.0005)
    }

    /// Cells that cancel (`x` against `10·(0.1·x)`, `0.3·z` against `3·(0.1·z)`: in
    /// binary, 0.1 and 0.3 leave noise) are dropped uncounted.
    @Test func aCancellationIsNotALoss() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z"), w = s.makeVariable("w")
        try s.add(Constraint(Expression(y), .equal, 0.1 * Expression(x) + 0.1 * Expression(z)))
        try s.add(Constraint(Expression(x), .equal, 10 * Expression(y) - 10 * Expression(z) + Expression(w)))
        try s.add(Constraint(0.3 * Expression(z), .equal, 3 * Expression(y) - 0.3 * Expression(x)))
        #expect(s.lostProducts == 0)
        try s.add(Constraint(Expression(x), .equal, Expression(constant: 7)))
        #expect(abs(s.value(w) - 9 * s.value(z)) < 1e-9)
        #expect(s.lostProducts == 0)
    }
}
