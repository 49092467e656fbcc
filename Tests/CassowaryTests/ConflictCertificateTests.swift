import Testing
@testable import Cassowary

/// A conflict whose certificate proves itself (independent rows, every one used, Farkas
/// signs right) is returned without a probe solver; one whose signs do not prove it must
/// not be taken as proved.
@Suite struct ConflictCertificateTests {
    /// x0 = 0, x(k+1) >= xk + 2, then x(n) <= 2n - 1: every link is needed, and the
    /// chain's `>=` rows enter the certificate with one sign, the failing `<=` with the other.
    @Test func aLongChainIsExplainedWhole() throws {
        let s = Solver()
        let n = 120
        let x = (0...n).map { s.makeVariable("x\($0)") }
        var chain = [try s.add(Constraint(Expression(x[0]), .equal, Expression(constant: 0)))]
        for k in 0..<n {
            chain.append(try s.add(Constraint(Expression(x[k + 1]), .greaterThanOrEqual, x[k] + 2)))
        }
        let failing = Constraint(Expression(x[n]), .lessThanOrEqual, Expression(constant: Double(2 * n - 1)))
        #expect(s.isEvidentlyMinimal(chain, with: failing, provingConflict: true))
        #expect(throws: SolverError.unsatisfiable(conflict: chain)) { try s.add(failing) }
    }

    /// The same rows with the failing one's relation turned round hold together: the
    /// combination still reads a constant, but its signs prove nothing.
    @Test func wrongSignsAreNotAProof() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.add(Constraint(Expression(x), .equal, Expression(constant: 0)))
        let b = try s.add(Constraint(Expression(y), .greaterThanOrEqual, x + 2))
        let holds = Constraint(Expression(y), .greaterThanOrEqual, Expression(constant: 1))
        #expect(!s.isEvidentlyMinimal([a, b], with: holds, provingConflict: true))
        #expect(s.isEvidentlyMinimal([a, b], with: holds))
        _ = try s.add(holds)
    }
}
