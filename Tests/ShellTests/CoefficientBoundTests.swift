import AutoLayout
import Cassowary
import Messages
import Testing
@testable import Shell

/// A coefficient the solver cannot hold (its pivot would divide it under the solver's 1e-9)
/// is refused where it is typed, with the bound; one within the bound is solved right.
/// Before, `c.width = 1000000000 * b.width` was taken and solved as if it were 0.
@Suite struct CoefficientBoundTests {
    /// Runs `lines`; the last must fail and leave the session as it was before it.
    private func refusal(_ lines: [String]) -> String {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        session.run(ScriptLineSource(text: lines.dropLast().joined(separator: "\n")), origin: "m.al")
        #expect(!session.failed, "\(output.errors)")
        let json = session.jsonDocument(), script = session.savedScript()
        session.run(ScriptLineSource(text: lines.last ?? ""), origin: "m.al")
        #expect(session.failed)
        #expect(session.jsonDocument() == json)
        #expect(session.savedScript() == script)
        return output.errors
    }

    @Test func aHugeMultiplierIsRefusedUnderItsProduct() {
        let errors = refusal(["view b c", "c.width = 1000000000 * b.width"])
        #expect(errors == """
            error: multiplier 1000000000 is out of range: the coefficients of one constraint may \
            differ at most 1e4-fold (a multiplier from 1e-4 to 1e4), or the solver, which takes \
            what is under 1e-9 for 0, would drop it
             --> m.al:1:11
            1 | c.width = 1000000000 * b.width
              |           ^~~~~~~~~~~~~~~~~~~~

            """, "\(errors)")
    }

    @Test(arguments: [
        ("b.width = 1e-10 * c.width", "multiplier 1e-10 ", "1e-10 * c.width"),
        ("c.width = b.width / 100000", "multiplier 1e-05 ", "b.width / 100000"),
        ("0.00001 * c.width = b.width", "multiplier 100000 ", "0.00001 * c.width"),
        ("c.width + 1e5 * b.width = 20", "multiplier -100000 ", "1e5 * b.width"),
        ("c.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1e9)", "multiplier 1000000000 ", "1e9"),
        // Past the 22 powers of ten a Double holds exactly: said as it is, never a crash.
        ("c.width = 1e308 * b.width", "multiplier 1e+308 ", "1e308 * b.width"),
        ("c.width = 1e-308 * b.width", "multiplier 1e-308 ", "1e-308 * b.width"),
    ])
    func everyFormIsRefusedWhereItsCoefficientIsWritten(line: String, says: String, under: String) throws {
        let errors = refusal(["view b c", line])
        #expect(errors.contains(says), "\(errors)")
        let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let source = try #require(lines.firstIndex { $0.hasSuffix("| " + line) })
        let caret = lines[source + 1]
        let start = try #require(line.range(of: under)).lowerBound
        let column = line.distance(from: line.startIndex, to: start)
        let prefix = "  | "
        #expect(caret == prefix + String(repeating: " ", count: column) + "^"
                + String(repeating: "~", count: under.count - 1), "\(errors)")
    }

    /// Chains of two at the bound, each from a size of its own (chains that meet at one
    /// attribute compound further: see the note).
    @Test func multipliersAtTheBoundAreSolvedExactly() {
        let (session, output) = runScript("""
            view b c d g e f
            c.width = 10000 * b.width
            d.width = 10000 * c.width
            e.width = 0.0001 * g.width
            f.width = 0.0001 * e.width
            b.width = 5
            g.width = 50000
            """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "c").width == 50_000)
        #expect(session.layout.frame(of: "d").width == 500_000_000)
        #expect(session.layout.frame(of: "e").width == 5)
        #expect(session.layout.frame(of: "f").width == 0.0005)
    }

    @Test func theBoundKeepsTwoChainedCoefficientsClearOfTheSolversZero() {
        let spread = Layout.coefficientSpread
        #expect(1 / (spread * spread) >= 10 * Solver.zeroTolerance)
    }

    @Test func theRefusalIsTranslated() {
        for (language, words) in [(Language.ru, "множитель 1000000000 вне допустимого диапазона"),
                                  (.zh, "乘数 1000000000 超出范围")] {
            let (_, output) = runScript("view b c\nc.width = 1e9 * b.width",
                                        options: SessionOptions(language: language))
            #expect(output.errors.contains(words), "\(output.errors)")
        }
    }
}
