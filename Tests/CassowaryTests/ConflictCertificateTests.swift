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
        #expect(s.conflicts.isEvidentlyMinimal(chain, with: failing, among: s.records, provingConflict: true))
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
        #expect(!s.conflicts.isEvidentlyMinimal([a, b], with: holds, among: s.records, provingConflict: true))
        #expect(s.conflicts.isEvidentlyMinimal([a, b], with: holds, among: s.records))
        _ = try s.add(holds)
    }

    /// A chain of widths laid from an origin that is itself pinned, then an end that
    /// cannot be reached: the origin's pin shares variables with the chain (so it is among
    /// the constraints a deletion filter would try) but takes no part in the conflict. The
    /// rows hold one dependency only, so the certificate's set is the only minimal one and
    /// is named without a probe solver; a link said twice makes a second dependency, and
    /// the filter names the one declared first.
    @Test func theOnlyMinimalSetNeedsNoProbe() throws {
        let s = Solver()
        s.conflictRank = { $0.raw }
        let n = 150
        let origin = s.makeVariable("origin")
        let x = (0...n).map { s.makeVariable("x\($0)") }
        let pin = try s.add(Constraint(Expression(origin), .equal, Expression(constant: 0)))
        var chain = [try s.add(Constraint(Expression(x[0]), .equal, Expression(origin)))]
        for k in 0..<n {
            chain.append(try s.add(Constraint(Expression(x[k + 1]), .equal, x[k] + 2)))
        }
        let failing = Constraint(Expression(x[n]), .lessThanOrEqual, origin + Double(2 * n - 1))
        let sole = try #require(s.conflicts.soleCertificate([pin] + chain, with: failing, among: s.records))
        #expect(abs(sole.weights[0] ?? 0) <= 1e-9 * sole.largest, "the pin takes no part")
        #expect(throws: SolverError.unsatisfiable(conflict: chain)) { try s.add(failing) }
        #expect(s.conflicts.built == 0)

        let twice = try s.add(Constraint(Expression(x[1]), .equal, x[0] + 2))
        #expect(s.conflicts.soleCertificate([pin, twice] + chain, with: failing, among: s.records) == nil)
        #expect(throws: SolverError.unsatisfiable(conflict: chain)) { try s.add(failing) }
    }

    /// A solver told not to explain (as a layout's removal trials tell it: they read only
    /// whether constraints go in) refuses the same constraint and gives the certificate's
    /// set without building a probe solver; told to explain again, it names a minimal set,
    /// which here takes a probe: the chain's first link is said twice, the second time
    /// before the rest of the chain, so two minimal sets rank below its last link.
    @Test func aSolverThatDoesNotExplainRefusesTheSameWithoutAProbe() throws {
        let s = Solver()
        s.conflictRank = { $0.raw }
        let n = 30
        let x = (0...n).map { s.makeVariable("x\($0)") }
        var chain = [try s.add(Constraint(Expression(x[0]), .equal, Expression(constant: 0)))]
        let early = try s.add(Constraint(Expression(x[1]), .equal, x[0] + 2))
        for k in 0..<n {
            chain.append(try s.add(Constraint(Expression(x[k + 1]), .equal, x[k] + 2)))
        }
        let failing = Constraint(Expression(x[n]), .lessThanOrEqual, Expression(constant: Double(2 * n - 1)))
        let other = [chain[0], early] + chain.dropFirst(2)

        s.explainsConflicts = false
        let certificate = try #require(try Self.refusal(of: failing, by: s))
        #expect(!certificate.isEmpty)
        #expect(Set(certificate).isSubset(of: Set(chain + [early])))
        #expect(s.conflicts.built == 0, "not explaining builds no probe solver")

        s.explainsConflicts = true
        let named = try #require(try Self.refusal(of: failing, by: s))
        #expect(named == chain.sorted() || named == other.sorted())
        #expect(s.conflicts.built > 0, "explaining this set takes a probe")
    }

    /// The set `solver` names in refusing `failing`; nil if it went in.
    private static func refusal(of failing: Constraint, by solver: Solver) throws -> [ConstraintID]? {
        do {
            _ = try solver.add(failing)
            return nil
        } catch {
            guard case .unsatisfiable(let conflict) = error else { throw error }
            return conflict
        }
    }
}
