import Foundation
import LayoutTestSupport
import Messages
import Testing
@testable import Shell

/// Constraints each within the multiplier bound that meet one attribute from two sides
/// (`c = 1e4·b`, `d = 1e4·c`, `e = 1e-4·b`) put a coefficient of 1e-12 in a row, which
/// the solver took for 0: `e` stayed 0, its constraint listed active and unsatisfied, no
/// conflict. Such a line is refused where it is typed, with the bound; random systems of
/// wide multipliers are judged by exact rational arithmetic against what alsh reports.
@Suite struct WideMultiplierTests {
    private static let chain = ["view b c d e f", "c.width = 10000 * b.width", "d.width = 10000 * c.width"]

    @Test func aChainMetFromTheOtherSideIsRefusedWhereItIsTyped() {
        let (session, output) = runScript(Self.chain.joined(separator: "\n"), origin: "m.al")
        #expect(!session.failed, "\(output.errors)")
        let json = session.jsonDocument(), script = session.savedScript()
        session.run(ScriptLineSource(text: "e.width = 0.0001 * b.width"), origin: "m.al")
        #expect(session.failed)
        #expect(output.errors == """
            error: refused: with the constraints it meets, this would leave the solver a \
            coefficient under 1e-9, which it takes for 0 (their multipliers multiply too far \
            apart); nothing was changed
             --> m.al:1:1
            1 | e.width = 0.0001 * b.width
              | ^~~~~~~

            """, "\(output.errors)")
        #expect(session.jsonDocument() == json)
        #expect(session.savedScript() == script)
        // The issue's last lines then solve right, and nothing is left unsatisfied.
        session.run(ScriptLineSource(text: "f.width = 0.0001 * e.width\nb.width = 5"), origin: "m.al")
        #expect(session.layout.frame(of: "d").width == 500_000_000)
        #expect(!session.jsonDocument().contains("\"satisfied\": false"))
    }

    /// Undo takes the chain apart, so the line that was refused fits, and the chain's last
    /// link is refused in its turn; the saved script replays to the same document, and
    /// undo then redo gives it back.
    @Test func undoRedoAndReplayKeepTheRefusal() {
        let (session, output) = runScript(Self.chain.joined(separator: "\n"))
        session.run(ScriptLineSource(text: "undo\ne.width = 0.0001 * b.width"), origin: "m.al")
        #expect(!session.failed, "\(output.errors)")
        let accepted = session.savedScript(), json = session.jsonDocument()
        session.run(ScriptLineSource(text: "d.width = 10000 * c.width"), origin: "m.al")
        #expect(session.failed)
        #expect(output.errors.contains("which it takes for 0 (their multipliers"), "\(output.errors)")
        #expect(session.savedScript() == accepted)
        #expect(session.jsonDocument() == json)
        session.run(ScriptLineSource(text: "b.width = 5"), origin: "m.al")
        #expect(session.layout.frame(of: "e").width == 0.0005)
        #expect(session.layout.frame(of: "c").width == 50_000)
        let replayed = runScript(session.savedScript()).session
        #expect(!replayed.failed)
        #expect(replayed.jsonDocument() == session.jsonDocument())
        let before = session.jsonDocument()
        session.run(ScriptLineSource(text: "undo\nredo"), origin: "m.al")
        #expect(session.jsonDocument() == before)
    }

    /// `v1.width == 10000 * v3.width` holds at 4e11 to the last bit of a Double, which is
    /// 1e-4 there: an absolute tolerance listed it active and unsatisfied.
    @Test func aConstraintBetweenLargeValuesReadsSatisfied() {
        let (session, _) = runScript("""
            view v1 v2 v3 v4 v5
            v4.width = 0.0001 * v5.width
            v1.width = 10000 * v3.width
            v5.width = 0.01 * v3.width
            v2.width = 0.5 * v5.width
            v4.width = 40
            """)
        #expect(session.layout.frame(of: "v1").width == 400_000_000_000)
        #expect(!session.jsonDocument().contains("\"satisfied\": false"), "\(session.jsonDocument())")
    }

    @Test func theRefusalIsTranslated() {
        for (language, words) in [(Language.ru, "отклонено: вместе с ограничениями"), (.zh, "已拒绝：连同与之相连的约束")] {
            let script = (Self.chain + ["e.width = 0.0001 * b.width"]).joined(separator: "\n")
            let (_, output) = runScript(script, options: SessionOptions(language: language))
            #expect(output.errors.contains(words), "\(output.errors)")
            #expect(output.errors.contains("1e-9"), "\(output.errors)")
        }
    }

    private static var seeds: [Int] {
        let count = ProcessInfo.processInfo.environment["ALSH_PROPERTY_COUNT"].flatMap(Int.init) ?? 8
        return Array(1...max(1, count))
    }

    /// Random equalities between six widths (multipliers 1e-4 … 1e4, pins), each line run
    /// alone. What alsh reports is then held against the exact system of the constraints
    /// it lists: active ones consistent and satisfied, a broken one inconsistent with them,
    /// each width ambiguous exactly when the system leaves it free and else at its exact
    /// value, the free ones satisfying every active constraint, and every refusal of a lost
    /// coefficient made where the multipliers relate two widths at least 1e6-fold.
    @Test func randomWideSystemsAgreeWithExactArithmetic() throws {
        var judged = 0, skipped = 0, refusedAsLost = 0, broken = 0
        for seed in Self.seeds {
            for round in 0..<25 {
                var random = SeededRandom(state: UInt64(seed * 1000 + round))
                // Past Int128 the exact side cannot judge: the case is counted, not judged.
                let tally: (refusedAsLost: Int, broken: Int)
                do {
                    tally = try judgeRandomSystem(&random, seed: seed, round: round)
                } catch is OracleOverflow {
                    skipped += 1
                    continue
                }
                judged += 1
                refusedAsLost += tally.refusedAsLost
                broken += tally.broken
            }
        }
        // The generator must reach both outcomes the check is about.
        #expect(refusedAsLost > 0 && broken > 0, "\(refusedAsLost) refusals, \(broken) broken")
        #expect(skipped * 10 < judged, "\(skipped) skipped against \(judged) judged")
        print("wide multipliers: \(judged) systems judged (\(skipped) past Int128), \(refusedAsLost) lines refused as lost, \(broken) broken")
    }

    /// The bound's ends twice as often: chains of them are what loses a coefficient.
    private static let multipliers = ["0.0001", "0.0001", "0.001", "0.01", "0.5", "2", "100", "1000", "10000", "10000"]
    private static let pins = ["1", "5", "40", "1000"]
    private static let viewCount = 6

    /// One equation `Σ coefficient·w_i = constant` over the widths.
    private struct Equation {
        var coefficients: [OracleRational]
        var constant: OracleRational
    }

    private func judgeRandomSystem(_ random: inout SeededRandom, seed: Int, round: Int) throws
        -> (refusedAsLost: Int, broken: Int) {
        let names = (0..<Self.viewCount).map { "v\($0)" }
        let (session, output) = runScript("view " + names.joined(separator: " "))
        var equations: [Equation] = []
        var lines: [String] = []
        var refusedAsLost = 0
        for _ in 0..<(6 + random.below(5)) {
            let (line, equation) = try randomLine(&random, names)
            lines.append(line)
            let before = session.layout.recordCount
            let errorsBefore = output.errors.count
            session.run(ScriptLineSource(text: line), origin: "w.al")
            if session.layout.recordCount > before {
                equations.append(equation)
            } else if output.errors.dropFirst(errorsBefore).contains("which it takes for 0 (their multipliers") {
                refusedAsLost += 1
                let spread = widestRatio(equations + [equation])
                #expect(spread >= 1e6, "seed \(seed) round \(round): refused at spread \(spread): \(lines)")
            }
        }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(session.jsonDocument().utf8)) as? [String: Any])
        let constraints = try #require(document["constraints"] as? [[String: Any]])
        try #require(constraints.count == equations.count, "seed \(seed) round \(round): \(lines)")
        let active = constraints.indices.filter { constraints[$0]["state"] as? String == "active" }
        let context = "seed \(seed) round \(round): \(lines)"
        for i in active { #expect(constraints[i]["satisfied"] as? Bool == true, "\(context): \(constraints[i])") }
        guard let system = try Reduced(active.map { equations[$0] }) else {
            Issue.record("\(context): the active constraints are inconsistent")
            return (refusedAsLost, 0)
        }
        var broken = 0
        for i in constraints.indices where constraints[i]["state"] as? String == "broken" {
            broken += 1
            let withIt = try Reduced(active.map { equations[$0] } + [equations[i]])
            #expect(withIt == nil, "\(context): \(constraints[i]) fits the active ones")
        }
        try judgeWidths(document, system, equations: active.map { equations[$0] }, context: context)
        return (refusedAsLost, broken)
    }

    private func randomLine(_ random: inout SeededRandom, _ names: [String]) throws -> (String, Equation) {
        var coefficients = Array(repeating: OracleRational.zero, count: Self.viewCount)
        let i = random.below(Self.viewCount)
        coefficients[i] = .one
        if random.below(5) == 0 {
            let pin = random.pick(Self.pins)
            return ("\(names[i]).width = \(pin)", Equation(coefficients: coefficients, constant: try exact(pin)))
        }
        let j = (i + 1 + random.below(Self.viewCount - 1)) % Self.viewCount
        let multiplier = random.pick(Self.multipliers)
        coefficients[j] = try exact(multiplier).negated()
        return ("\(names[i]).width = \(multiplier) * \(names[j]).width", Equation(coefficients: coefficients, constant: .zero))
    }

    /// A decimal as typed, exactly.
    private func exact(_ text: String) throws -> OracleRational {
        let parts = text.split(separator: ".")
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var denominator: Int128 = 1
        for _ in fraction { denominator *= 10 }
        return try OracleRational(Int128(String(parts[0]) + fraction)!, denominator)
    }

    /// How far apart the multipliers reach: the largest ratio of two widths they link
    /// (the constraints between two widths taken as a graph), or of a cycle's product to
    /// 1 (`v5 = 100·v0` and `v5 = 2·v4 = 2e10·v0` hold only at 0); 1 with no link.
    private func widestRatio(_ equations: [Equation]) -> Double {
        var scale: [Int: Double] = [:]
        var widest = 1.0
        for start in 0..<Self.viewCount where scale[start] == nil {
            scale[start] = 1
            var queue = [start], component = [start]
            while let v = queue.popLast() {
                for equation in equations {
                    let terms = equation.coefficients.indices.filter { !equation.coefficients[$0].isZero }
                    guard terms.count == 2, terms.contains(v) else { continue }
                    let other = terms[0] == v ? terms[1] : terms[0]
                    // a·w_v + b·w_other = 0: w_other = -a/b · w_v.
                    let reached = scale[v]! * -equation.coefficients[v].double / equation.coefficients[other].double
                    if let known = scale[other] {
                        widest = max(widest, known / reached, reached / known)
                        continue
                    }
                    scale[other] = reached
                    queue.append(other)
                    component.append(other)
                }
            }
            let values = component.map { scale[$0]! }
            widest = max(widest, values.max()! / values.min()!)
        }
        return widest
    }

    private func judgeWidths(_ document: [String: Any], _ system: Reduced, equations: [Equation], context: String) throws {
        let views = try #require(document["views"] as? [[String: Any]])
        var reported: [Double] = []
        for (k, view) in views.enumerated() {
            let frame = try #require(view["frame"] as? [String: Any])
            let width = try #require((frame["width"] as? NSNumber)?.doubleValue)
            reported.append(width)
            let ambiguous = (view["ambiguous"] as? [String] ?? []).contains("width")
            if let value = system.determined(k) {
                #expect(!ambiguous, "\(context): v\(k).width is fixed at \(value)")
                #expect(abs(width - value.double) <= 1e-6 + 1e-9 * abs(value.double),
                        "\(context): v\(k).width \(width), exactly \(value)")
            } else {
                #expect(ambiguous, "\(context): v\(k).width is free, reported fixed")
            }
        }
        for equation in equations {
            let terms = equation.coefficients.indices.map { equation.coefficients[$0].double * reported[$0] }
            let residual = terms.reduce(0, +) - equation.constant.double
            // Frames are reported on a 1e-6 grid: each term may be off by its coefficient
            // times half a step, besides the solver's relative noise.
            let grid = equation.coefficients.map { abs($0.double) * 5e-7 }.reduce(0, +)
            let scale = max(1, terms.map(abs).max() ?? 0, abs(equation.constant.double))
            #expect(abs(residual) <= grid + 1e-9 * scale, "\(context): residual \(residual) at \(reported)")
        }
    }

    /// The equations in reduced row echelon form, exactly; nil when they are inconsistent.
    private struct Reduced {
        var rows: [Equation] = []
        var pivots: [Int] = []

        init?(_ equations: [Equation]) throws {
            for equation in equations {
                var row = equation
                for (r, p) in pivots.enumerated() where !row.coefficients[p].isZero {
                    row = try Self.subtract(rows[r], times: row.coefficients[p], from: row)
                }
                guard let p = row.coefficients.firstIndex(where: { !$0.isZero }) else {
                    if !row.constant.isZero { return nil }
                    continue
                }
                let lead = row.coefficients[p]
                row = Equation(coefficients: try row.coefficients.map { try $0.dividedBy(lead) },
                               constant: try row.constant.dividedBy(lead))
                for r in rows.indices where !rows[r].coefficients[p].isZero {
                    rows[r] = try Self.subtract(row, times: rows[r].coefficients[p], from: rows[r])
                }
                rows.append(row)
                pivots.append(p)
            }
        }

        /// `target - k·source`.
        private static func subtract(_ source: Equation, times k: OracleRational, from target: Equation) throws -> Equation {
            var result = target
            for c in result.coefficients.indices {
                result.coefficients[c] = try target.coefficients[c].minus(k.times(source.coefficients[c]))
            }
            result.constant = try target.constant.minus(k.times(source.constant))
            return result
        }

        /// The value the equations fix for `variable`, or nil when it is free.
        func determined(_ variable: Int) -> OracleRational? {
            guard let r = pivots.firstIndex(of: variable) else { return nil }
            let free = rows[r].coefficients.indices.contains { $0 != variable && !rows[r].coefficients[$0].isZero }
            return free ? nil : rows[r].constant
        }
    }
}
