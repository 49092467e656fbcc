import AutoLayout
import Foundation
import Testing
@testable import Shell

/// `direction` and `inset` in the shell: stacks flip through the `stack` command, expect
/// reads attributes as constraints do, save replays, `--json` and `show` report them.
struct DirectionShellTests {
    @Test func stackFlipsWithTheDirection() {
        let (session, output) = runScript("""
        stack row axis horizontal distribution fillEqually spacing 10 views a b c
        H:|-20-[row]-20-|
        V:|-40-[row(44)]
        direction rtl
        """)
        #expect(!session.failed, "\(output.text)")
        // row is 20…355 (335 wide) either way; fillEqually with two spaces of 10 makes each
        // view (335 - 20) / 3 = 105 wide. UIStackView's constraints are leading/trailing, so
        // in right-to-left the first view, a, is at the leading edge, now the right one:
        // a.x = 335 - 105 = 230, b at 230 - 10 - 105 = 115, c at 0.
        #expect(session.layout.frame(of: "a") == Rect(x: 230, y: 0, width: 105, height: 44))
        #expect(session.layout.frame(of: "b") == Rect(x: 115, y: 0, width: 105, height: 44))
        #expect(session.layout.frame(of: "c") == Rect(x: 0, y: 0, width: 105, height: 44))
        #expect(output.text.contains("right-to-left: leading is the right edge (6 constraints flipped)"))
    }

    @Test func expectReadsLeadingAndInsetsAsConstraintsDo() {
        let (session, output) = runScript("""
        view a
        H:|-20-[a(100)]
        V:|-30-[a(40)]
        inset a 2 4 6 8
        direction rtl
        expect a.leading == 355
        expect a.trailing == 255
        expect a.left == 255
        expect a.width == 100
        expect a.top == 30
        expect a.frame == 251 28 112 48
        """)
        #expect(!session.failed, "\(output.text)")
    }

    @Test func savedScriptReplaysDirectionAndInsets() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-dir-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/rtl.al"
        let (first, _) = runScript("""
        view a b
        H:|-[a]-[b(==a)]-|
        inset b 0 3 0 3
        direction rtl
        direction ltr
        undo
        save \(path)
        """)
        #expect(first.layout.direction == .rightToLeft)
        let second = Session(options: SessionOptions(), output: CapturingOutput())
        #expect(second.runFile(path))
        #expect(first.jsonDocument() == second.jsonDocument())
    }

    @Test func jsonHasDirectionAndNonZeroInsets() throws {
        let (session, _) = runScript("""
        view a b
        inset a 1 2 3 4
        inset b 0
        direction rtl
        """, options: SessionOptions(json: true))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(session.jsonDocument().utf8)) as? [String: Any])
        #expect(object["direction"] as? String == "rtl")
        let views = try #require(object["views"] as? [[String: Any]])
        let insets = try #require(views[0]["alignmentInsets"] as? [String: Double])
        #expect(insets == ["top": 1, "left": 2, "bottom": 3, "right": 4])
        #expect(views[1]["alignmentInsets"] == nil)
        let (plain, _) = runScript("view a", options: SessionOptions(json: true))
        #expect(plain.jsonDocument().contains(#""direction": "ltr""#))
    }

    @Test func showPrintsInsetsOnlyWhenSet() {
        let (_, output) = runScript("view a b\nH:|-20-[a(100)]\nV:|-30-[a(40)]\ninset a 0 2 0 2\nshow a\nshow b")
        // The alignment rect is 20…120; the frame 2 wider on each side: 18, 104.
        #expect(output.text.contains("a: (18, 30, 104, 40) in root\n  alignment insets: 0 2 0 2 (top left bottom right)\n"))
        #expect(!output.text.contains("b: (0, 0, 0, 0) in root\n  alignment"))
    }

    @Test func completion() {
        let session = runScript("view toggle").session
        #expect(session.completions(line: "direction ", cursor: 10) == ["ltr", "rtl"])
        #expect(session.completions(line: "direction r", cursor: 11) == ["rtl"])
        #expect(session.completions(line: "inset t", cursor: 7) == ["toggle"])
        #expect(session.completions(line: "dir", cursor: 3) == ["direction"])
    }
}
