#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Cassowary
import LayoutTestSupport

/// Seeded random systems solved by our `Solver` and by `Oracle`, an exact rational
/// lexicographic LP that shares no code with it. Every mismatch prints the case seed and
/// the constraints; `ORACLE_CASE=0x… swift test --filter OracleTests` reruns just that case.
@Suite struct OracleTests {
    /// Runs `count` cases of a test (or only the replayed one) and reports mismatches.
    private func run(_ name: String, base: UInt64, count: Int, exercising keys: [String],
                     _ body: (OracleHarness, inout OracleRandom) throws(OracleOverflow) -> Void) {
        let count = count * Self.scale
        let seeds = Self.replaySeed.map { [$0] } ?? (0..<count).map { OracleRandom.caseSeed(base, $0) }
        var failures: [String] = []
        var skipped = 0
        var stats: [String: Int] = [:]
        for seed in seeds {
            let harness = OracleHarness(OracleCase(seed: seed))
            var rng = OracleRandom(seed: seed ^ 0xA5A5_A5A5)
            do throws(OracleOverflow) {
                try body(harness, &rng)
            } catch {
                skipped += 1
            }
            failures += harness.failures
            stats.merge(harness.stats, uniquingKeysWith: +)
        }
        print("\(name): \(seeds.count) cases, \(skipped) skipped, exercised \(stats.sorted { $0.key < $1.key })")
        // A skip is an overflow in the oracle's Int128 fractions: rare, and counted so a
        // broken oracle cannot pass by skipping everything.
        #expect(skipped * 20 <= seeds.count, "\(name): oracle skipped \(skipped) of \(seeds.count) cases")
        if Self.replaySeed == nil { expectExercised(stats, keys, name) }
        #expect(failures.isEmpty, """
            \(name): \(failures.count) mismatch(es) in \(seeds.count) cases (\(skipped) skipped); first ones:
            \(failures.prefix(4).joined(separator: "\n"))
            """)
    }

    /// Fails when a run never reached what it is meant to check.
    private func expectExercised(_ stats: [String: Int], _ keys: [String], _ name: String) {
        for key in keys { #expect(stats[key, default: 0] > 0, "\(name) never saw \(key)") }
    }

    private static var replaySeed: UInt64? {
        guard let text = getenv("ORACLE_CASE").map({ String(cString: $0) }) else { return nil }
        return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// `ALSH_ORACLE_SCALE=k` runs k times the cases (scripts/soak: the suite keeps its fast
    /// count, a soak run sees tens of thousands of systems). The first cases are the same.
    private static var scale: Int {
        getenv("ALSH_ORACLE_SCALE").flatMap { Int(String(cString: $0)) }.map { max(1, $0) } ?? 1
    }

    /// Feasibility per prefix, conflict minimality, level optima and ambiguity.
    @Test func randomSystemsMatchTheOracle() {
        run("random systems", base: 0x0AC1E, count: 2500, exercising: ["refused adds", "levels with error", "fixed", "ambiguous, bounded", "ambiguous, free"]) { harness, _ throws(OracleOverflow) in
            try harness.addAll()
            try harness.compareOptimum(ranges: true)
        }
    }

    /// The same with the sparse subject choice taken wherever it applies (no size
    /// threshold): the vertex it reaches must be as optimal, conflicts as minimal, and
    /// ambiguity answers the same as the oracle's; undone by removal as cleanly.
    @Test func sparseSubjectChoiceMatchesTheOracle() {
        var taken = 0
        run("sparse subjects", base: 0x5FA25E, count: 1200, exercising: ["refused adds", "levels with error", "fixed", "ambiguous, bounded", "ambiguous, free"]) { harness, rng throws(OracleOverflow) in
            harness.solver.subjects.threshold = 0
            defer { taken += harness.solver.subjects.taken }
            try harness.addAll()
            try harness.compareOptimum(ranges: true)
            for _ in 0..<2 where !harness.accepted.isEmpty {
                harness.remove(rng.below(harness.accepted.count))
                try harness.compareOptimum(ranges: true)
                harness.compareWithRebuild()
            }
        }
        #expect(taken > 0, "the sparse subject choice was never taken")
    }

    /// Edit variables and suggestions, the oracle treating each as `v == value` at its priority.
    @Test func suggestionsMatchTheOracle() {
        run("suggestions", base: 0xED17, count: 300, exercising: ["levels with error", "fixed"]) { harness, rng throws(OracleOverflow) in
            try harness.addAll()
            let edited = (0..<(1 + rng.below(2))).map { _ in rng.below(harness.variables.count) }
            for j in edited {
                let priority = [999, 750, 500, 250, 1][rng.below(5)]
                for _ in 0..<3 {
                    try harness.suggest(j, rng.below(41) - 20, priority: priority)
                    try harness.compareOptimum(ranges: false)
                }
            }
            try harness.compareOptimum(ranges: true)
            harness.compareWithRebuild()
        }
    }

    /// Incremental constant changes against the oracle and against a rebuild.
    @Test func setConstantMatchesOracleAndRebuild() {
        run("setConstant", base: 0xC0A57, count: 400,
            exercising: ["refused constants", "levels with error", "fixed"]) { harness, rng throws(OracleOverflow) in
            try harness.addAll()
            for _ in 0..<3 where !harness.accepted.isEmpty {
                try harness.setConstant(rng.below(harness.accepted.count), rng.below(41) - 20)
                try harness.compareOptimum(ranges: false)
            }
            try harness.compareOptimum(ranges: true)
            harness.compareWithRebuild()
        }
    }

    /// Removal against the oracle and against a rebuild.
    @Test func removeMatchesOracleAndRebuild() {
        run("remove", base: 0x4E30E, count: 400, exercising: ["levels with error", "fixed", "ambiguous, free"]) { harness, rng throws(OracleOverflow) in
            try harness.addAll()
            for _ in 0..<2 where !harness.accepted.isEmpty {
                harness.remove(rng.below(harness.accepted.count))
                try harness.compareOptimum(ranges: true)
                harness.compareWithRebuild()
            }
        }
    }

    /// The oracle itself, on systems whose answer is known by hand, so a broken reference
    /// cannot make the comparisons above vacuous.
    @Test func oracleSolvesKnownSystems() throws {
        func c(_ k: [Int], _ constant: Int, _ r: Relation, _ p: Int = 1000) -> OracleConstraint {
            OracleConstraint(coefficients: k, constant: constant, relation: r, priority: p)
        }
        // v >= 100 @501, v == 90 @500, v == 10 @10: the 501 level wins outright.
        let strict = try #require(try Oracle.solve([c([1], -100, .greaterThanOrEqual, 501),
                                                    c([1], -90, .equal, 500), c([1], -10, .equal, 10)],
                                                   variableCount: 1, ranges: true))
        #expect(strict.levels.map(\.optimum) == [.zero, OracleRational(10), OracleRational(90)])
        #expect(strict.ranges[0].lower == OracleRational(100) && strict.ranges[0].upper == OracleRational(100))
        // a >= 10, b <= 5, b >= a: infeasible; any two of them are fine.
        let three = [c([1, 0], -10, .greaterThanOrEqual), c([0, 1], -5, .lessThanOrEqual),
                     c([-1, 1], 0, .greaterThanOrEqual)]
        #expect(try !Oracle.isFeasible(three, variableCount: 2))
        #expect(try Oracle.isFeasible(Array(three.prefix(2)), variableCount: 2))
        // x + y == 10 @250 only: a tie, x ranges over everything.
        let tie = try #require(try Oracle.solve([c([1, 1], -10, .equal, 250)], variableCount: 2, ranges: true))
        #expect(tie.ranges[0].lower == nil && tie.ranges[0].upper == nil)
        // 0 <= x <= 4 with x == 7 @1: x = 4, error 3, no ambiguity.
        let clipped = try #require(try Oracle.solve([c([1], 0, .greaterThanOrEqual), c([1], -4, .lessThanOrEqual),
                                                     c([1], -7, .equal, 1)], variableCount: 1, ranges: true))
        #expect(clipped.levels[0].optimum == OracleRational(3))
        #expect(clipped.ranges[0].lower == OracleRational(4) && clipped.ranges[0].upper == OracleRational(4))
    }
}
