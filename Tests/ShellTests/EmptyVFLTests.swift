import Testing
@testable import Shell

/// A VFL line with views alone (`H:[editButton]`) makes no constraint: it is refused with
/// that said, and is kept out of the log, `save`, undo and the id sequence.
@Suite struct EmptyVFLTests {
    @Test(arguments: ["H:[editButton]", "V:[editButton]", "H:[editButton]   # a comment", "top: H:[editButton]"])
    func aLineOfViewsAloneSaysItAddsNothing(line: String) {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        session.run(ScriptLineSource(text: "view editButton"), origin: "v.al")
        let json = session.jsonDocument(), script = session.savedScript()
        session.run(ScriptLineSource(text: line), origin: "v.al")
        #expect(session.failed)
        let written = line.hasPrefix("top: ") ? "H:[editButton]" : line.replacingOccurrences(of: "   # a comment", with: "")
        #expect(output.errors.contains("'\(written)' adds no constraint"), "\(output.errors)")
        #expect(output.errors.contains("nothing was added"))
        #expect(!output.text.contains("added g"), "\(output.text)")
        #expect(session.jsonDocument() == json)
        #expect(session.savedScript() == script)
        // Nothing to undo, and the next group takes the first id.
        session.run(ScriptLineSource(text: "undo\nH:|-[editButton]"), origin: "v.al")
        #expect(output.text.contains("undid: view editButton"), "\(output.text)")
        #expect(!session.layout.hasView("editButton"))
    }

    @Test func theNextGroupTakesTheFirstID() {
        let (session, output) = runScript("view editButton\nH:[editButton]\nH:|-[editButton]")
        #expect(output.text.contains("added g1: c1, c2") || output.text.contains("added g1: c1"), "\(output.text)")
        #expect(!session.savedScript().contains("H:[editButton]\n"))
    }

    @Test func anUnknownViewIsNamedFirst() {
        let (_, output) = runScript("view a\nH:[nosuch]")
        #expect(output.errors.contains("unknown view 'nosuch'"), "\(output.errors)")
    }
}
