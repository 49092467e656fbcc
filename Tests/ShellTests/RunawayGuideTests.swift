import AutoLayout
import Testing
@testable import Shell

/// Guide passes that move the insets further each time (a readable content guide whose
/// insets grow with the width they widen) keep the insets the change started from: the
/// frames no longer compound from line to line until every change is refused.
@Suite struct RunawayGuideTests {
    static let setup = ["view a b", "a.centerX = b.centerX + 46", "a.readableContent.right = b.right + 260 @750"]

    @Test func unsettledPassesDoNotCompoundFromChangeToChange() {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        session.run(ScriptLineSource(text: Self.setup.joined(separator: "\n")), origin: "g.al")
        let settled = session.layout.frame(of: "a")
        #expect(output.text.contains("the guides of a did not settle after 8 layout passes: each pass moved their insets further"),
                "\(output.text)")
        for k in 1...9 {
            session.run(ScriptLineSource(text: "view z\(k)\nz\(k).width = 1"), origin: "g.al")
            #expect(session.layout.frame(of: "a") == settled, "after z\(k): \(session.layout.frame(of: "a"))")
        }
        #expect(!session.failed, "\(output.errors)")
        #expect(abs(settled.width) < 1e6, "\(settled)")
        #expect(session.layout.hasView("z9"))
        // At the frames kept every required constraint holds, and `--json` says so (at the
        // runaway's 1.5e14 points, c1 read "satisfied": false with no conflict).
        #expect(!session.jsonDocument().contains("\"satisfied\": false"), "\(session.jsonDocument())")
    }

    @Test func aReplayEndsWhereTheSessionDid() {
        var lines = Self.setup
        for k in 1...5 { lines += ["view z\(k)", "z\(k).width = 1"] }
        let (first, _) = runScript(lines.joined(separator: "\n"))
        let (second, _) = runScript(first.savedScript())
        #expect(first.jsonDocument() == second.jsonDocument())
    }

    /// The chase that flips between two insets (neither growing) still ends at its last pass.
    @Test func aFlipFlopIsStillTheLastPass() {
        let (session, output) = runScript("view box\nH:|[box]|\nbox.top = root.top\nbox.safeArea.height = 2 * box.height - 30")
        #expect(output.text.contains("their insets and frames chase each other; frames are the last pass's"), "\(output.text)")
        #expect(!session.layout.unsettledGuidesKeptInsets)
    }
}
