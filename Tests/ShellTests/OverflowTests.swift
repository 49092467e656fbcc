import AutoLayout
import Testing
@testable import Shell

/// Values past ±1e15 points, or not finite, are refused after the solve and the change is
/// taken back whole: never printed as frames (issue 15's reproducers).
@Suite struct OverflowTests {
    /// Runs `lines` one by one; for each refused line, checks the session is as before it.
    private func runChecking(_ lines: [String]) -> (session: Session, refused: [String], output: CapturingOutput) {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        var refused: [String] = []
        for line in lines {
            let json = session.jsonDocument(), script = session.savedScript()
            let marks = session.layout.idHighWaterMarks
            let errors = output.errors.count
            session.run(ScriptLineSource(text: line), origin: "overflow.al")
            let error = String(output.errors.dropFirst(errors))
            guard error.contains("refused: it would make") else { continue }
            refused.append(line)
            #expect(session.jsonDocument() == json, "'\(line)' was refused yet changed the layout")
            #expect(session.savedScript() == script, "'\(line)' was refused yet was logged")
            #expect(session.layout.idHighWaterMarks == marks, "'\(line)' was refused yet took an id")
        }
        return (session, refused, output)
    }

    private func everyFrameFinite(_ session: Session) -> Bool {
        let layout = session.layout
        return (layout.viewNames + [Layout.rootName]).allSatisfy { name in
            let frame = layout.frame(of: name)
            return [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isFinite && abs($0) <= Layout.valueBound }
        } && !session.jsonDocument().contains("\"frame\": {\"x\": null")
            && !session.jsonDocument().contains("\"width\": null")
    }

    @Test func multiplierChainIsRefusedNotPrinted() {
        // Multipliers at the largest a constraint may hold (`Layout.coefficientSpread`).
        var lines = ["view x d0", "d0.width = 999999999"]
        for k in 1...35 { lines += ["view d\(k)", "d\(k).width = 1e4 * d\(k - 1).width"] }
        lines.append("x.width = d35.width - d34.width")
        let (session, refused, output) = runChecking(lines)
        #expect(refused.first == "d2.width = 1e4 * d1.width")
        #expect(output.errors.contains("'d2.width' 9.99999999e+16, beyond the ±1e15 points"), "\(output.errors)")
        #expect(session.failed)
        #expect(everyFrameFinite(session))
        #expect(!output.text.contains("inf") && !output.text.contains("nan ("))
    }

    @Test func doublingsStopAtTheBound() {
        var lines = ["view w0", "w0.width = 1"]
        for k in 1...60 { lines += ["view w\(k)", "w\(k).width = 2 * w\(k - 1).width"] }
        let (session, refused, _) = runChecking(lines)
        // 2^49 is below 1e15, 2^50 above: the 50th doubling is the first refused.
        #expect(refused.first == "w50.width = 2 * w49.width")
        // 2^49 = 562,949,953,421,312, shown to the 12 significant digits frames past a
        // million points keep (`roundToMicro`).
        #expect(session.layout.frame(of: "w49").width == 562_949_953_421_000)
        #expect(everyFrameFinite(session))
    }

    @Test func rootAndRotateThatWouldOverflowAreRefused() {
        let (session, refused, _) = runChecking([
            "view a c d b", "a.width = 1e4 * root.width", "c.width = 1e4 * a.width",
            "d.width = 1e4 * c.width", "b.width = 2 * d.width",
            "rotate", "root 1000000x667",
            "b.height = 1", "root 320x568",
        ])
        #expect(refused == ["rotate", "root 1000000x667"])
        #expect(session.layout.rootSize.width == 320)
        #expect(session.layout.frame(of: "b").width == 2 * 1e12 * 320)
        #expect(everyFrameFinite(session))
    }

    @Test func refusedLineLeavesUndoAsItWas() {
        let (session, refused, _) = runChecking([
            "view a b c e", "a.width = 1e4 * root.width", "c.width = 1e4 * a.width",
            "b.width = 1e4 * c.width", "e.width = 1e4 * b.width", "undo", "undo", "undo",
        ])
        #expect(refused == ["e.width = 1e4 * b.width"])
        #expect(session.layout.constraints.map(\.id) == [])
        #expect(session.layout.hasView("a"))
    }
}
