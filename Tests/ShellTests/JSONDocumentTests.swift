import AutoLayout
import Foundation
import Testing
@testable import Shell

struct JSONDocumentTests {
    @Test func numbersHaveNoTrailingZerosAndAreRounded() {
        #expect(JSONDocument.number(20) == "20")
        #expect(JSONDocument.number(91.2) == "91.2")
        #expect(JSONDocument.number(-16) == "-16")
        #expect(JSONDocument.number(1.0 / 3.0) == "0.333333")
        #expect(JSONDocument.number(19.9999999999) == "20")
        #expect(JSONDocument.number(-0.0000001) == "0")
        #expect(JSONDocument.number(.infinity) == "null")
    }

    @Test func stringsAreEscaped() {
        #expect(JSONDocument.string("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONDocument.string("tab\there\nline") == #""tab\there\nline""#)
        #expect(JSONDocument.string("\u{1}") == #""\u0001""#)
        #expect(JSONDocument.string("→") == "\"→\"")
    }

    /// Guides are listed with the views, told apart by `kind`; root carries its safe area.
    @Test func guidesAndTheSafeArea() throws {
        let (session, _) = runScript("""
        view card
        guide gap in card
        safearea 44 0 34 0
        """, options: SessionOptions(json: true))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(session.jsonDocument().utf8)) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        let safe = try #require(root["safeArea"] as? [String: Double])
        #expect(safe == ["top": 44, "left": 0, "bottom": 34, "right": 0])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.map { $0["kind"] as? String } == ["view", "guide"])
        #expect(views[1]["superview"] as? String == "card")
    }

    @Test func documentHasSpecShapeAndParses() throws {
        let (session, _) = runScript("""
        view email, box
        H:|-20-[email]-20-|
        V:|-20-[email(30)]
        email.width = 400 @750
        """, options: SessionOptions(json: true))
        let text = session.jsonDocument()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        #expect(root["width"] as? Double == 375)
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["email", "box"])
        #expect(views[0]["ambiguous"] as? [String] == [])
        #expect(views[1]["ambiguous"] as? [String] == ["x", "y", "width", "height"])
        let frame = try #require(views[0]["frame"] as? [String: Any])
        #expect(frame["x"] as? Double == 20 && frame["width"] as? Double == 335)
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["id"] as? String } == ["c1", "c2", "c3", "c4", "c5"])
        let optional = try #require(constraints.last)
        #expect(optional["priority"] as? Double == 750)
        #expect(optional["state"] as? String == "active")
        #expect(optional["satisfied"] as? Bool == false)
        #expect(text.contains("\"x\": 20,"))
    }

    @Test func jsonModePrintsNothingOnStdoutButStillReportsErrors() {
        let (session, output) = runScript("""
        view a
        frames
        a.width = nope.width
        expect a.width == 3
        """, options: SessionOptions(json: true))
        #expect(session.failed)
        #expect(output.text == output.errors)
        #expect(output.errors.contains("unknown view 'nope'"))
        #expect(output.errors.contains("expect failed: a.width is 0, expected 3"))
    }

    /// `alsh --json` on a long script must not analyse the layout after every line:
    /// the session may add little to what the layout's own edits cost.
    /// `--json` computes no report: no analysis is ever tracked while the script runs, and
    /// the final document is the layout's. (What that saves is measured in `scripts/bench`,
    /// never timed here: the machine is shared.)
    @Test func jsonModeComputesNoReports() throws {
        var lines = ["view v0"]
        for index in 1..<150 {
            lines += ["view v\(index)", "v\(index).left = v\(index - 1).right + 1", "v\(index).width = 10",
                      "V:|-20-[v\(index)(20)]", "# comment", "expect v\(index).width == 10"]
        }
        let (session, output) = runScript(lines.joined(separator: "\n"), options: SessionOptions(json: true))
        #expect(!session.failed, "\(output.errors.prefix(500))")
        #expect(session.layout.lastTrackedAnalysis == nil)
        #expect(session.shownLayout == nil)
        let (text, _) = runScript(lines.joined(separator: "\n"), options: SessionOptions())
        #expect(text.layout.lastTrackedAnalysis != nil, "the same script in text mode tracks its analysis")
    }
}
