import AutoLayout
import Foundation
import Testing
@testable import Shell

/// Autoresizing through the shell: the `--json` field, Tab completion, and replay (undo,
/// save) giving the same state as typing.
struct AutoresizingShellTests {
    @Test func jsonSaysTheMaskOfTranslatingViewsOnly() throws {
        let (session, _) = runScript("""
        root 320x568
        view bar frame 10 0 300 44 mask flexibleWidth
        view plain
        """, options: SessionOptions(json: true))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(session.jsonDocument().utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let autoresizing = try #require(views[0]["autoresizing"] as? [String: Any])
        #expect(autoresizing["mask"] as? String == "h=-&- v=--&")
        #expect(autoresizing["names"] as? [String] == ["flexibleWidth"])
        let frame = try #require(autoresizing["frame"] as? [String: Any])
        #expect(frame["x"] as? Double == 10 && frame["width"] as? Double == 300)
        let size = try #require(autoresizing["superviewSize"] as? [String: Any])
        #expect(size["width"] as? Double == 320 && size["height"] as? Double == 568)
        // Every field of SPEC §7 is still there.
        #expect(Set(views[0].keys) == ["name", "kind", "superview", "frame", "ambiguous", "autoresizing"])
        #expect(views[1]["autoresizing"] == nil)
    }

    @Test func tabCompletesMaskNames() {
        let session = runScript("view box frame 0 0 10 10").session
        func complete(_ line: String) -> [String] { session.completions(line: line, cursor: line.count) }
        #expect(complete("mask box flexibleW") == ["flexibleWidth"])
        #expect(complete("mask b") == ["box"])
        #expect(complete("view x frame 0 0 1 1 mask flexibleL") == ["flexibleLeftMargin"])
        #expect(complete("autoresizing box o") == ["on", "off"])
        #expect(complete("autoresizing box on mask flexibleB") == ["flexibleBottomMargin"])
        #expect(complete("frame b") == ["box"])
    }

    @Test func undoAndSaveReplayToTheSameFrames() throws {
        let script = """
        root 320x568
        view box frame 110 20 100 40 mask flexibleLeftMargin flexibleRightMargin
        rotate
        frame box 30 20 100 40
        mask box flexibleWidth
        rotate
        autoresizing box off
        box.height == 40
        autoresizing box on mask h=&-& v=-&-
        rotate
        """
        let (session, _) = runScript(script)
        let frames = session.layout.viewNames.map { session.layout.frame(of: $0) }
        let replayed = runScript(session.log.joined(separator: "\n")).session
        #expect(replayed.layout.viewNames.map { replayed.layout.frame(of: $0) } == frames)
        #expect(replayed.layout.autoresizing(of: "box") == session.layout.autoresizing(of: "box"))
        try session.undo()
        try session.redo()
        #expect(session.layout.viewNames.map { session.layout.frame(of: $0) } == frames)
    }

    /// A view with a frame inside an Auto Layout view follows its superview's frame as it
    /// is solved, not the 0 x 0 it had when the frame was set; the order of lines does
    /// not matter.
    @Test func aMaskFollowsItsSuperviewAsSolvedInAnyOrder() {
        let declaredFirst = """
        root 375x667
        view card
        view inner in card frame 0 0 375 667 mask widthSizable heightSizable
        card.leading = root.leading
        card.trailing = root.trailing
        card.top = root.top
        card.bottom = root.bottom
        """
        let pinnedFirst = """
        root 375x667
        view card
        card.leading = root.leading
        card.trailing = root.trailing
        card.top = root.top
        card.bottom = root.bottom
        view inner in card frame 0 0 375 667 mask widthSizable heightSizable
        """
        for script in [declaredFirst, pinnedFirst] {
            let (session, output) = runScript(script)
            #expect(output.errors.isEmpty)
            #expect(session.layout.frame(of: "inner") == Rect(x: 0, y: 0, width: 375, height: 667))
            // Then it follows: the device turned, the card with it, the inner view too.
            session.execute("rotate")
            #expect(session.layout.frame(of: "inner") == Rect(x: 0, y: 0, width: 667, height: 375))
            #expect(session.layout.autoresizing(of: "inner")?.pending == [])
        }
        // Only the width decided: the height stays as given until it is.
        let session = runScript("").session
        for line in ["view card", "view inner in card frame 10 20 100 50 mask flexibleWidth flexibleHeight",
                     "card.width = root.width - 175"] {
            session.execute(line)
        }
        #expect(session.layout.autoresizing(of: "inner")?.pending == [.vertical])
        #expect(session.layout.frame(of: "inner") == Rect(x: 10, y: 20, width: 100, height: 50))
        session.execute("root 475x667")
        #expect(session.layout.frame(of: "inner").width == 200)
    }
}
