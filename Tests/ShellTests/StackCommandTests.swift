import Foundation
import Testing
@testable import Shell
@testable import AutoLayout

/// The stack commands through a session: Tab completion, undo and replay (which must
/// give back the same constraint ids), and the report lines.
struct StackCommandTests {
    static let script = """
    view card
    H:|-[card]-|
    V:|-[card]
    stack row axis horizontal spacing 8 views title edit
    intrinsic title 120 20
    intrinsic edit 60 30
    """

    func complete(_ session: Session, _ line: String) -> [String] {
        session.completions(line: line, cursor: line.count)
    }

    @Test func tabCompletesSubcommandsValuesAndViews() {
        let session = runScript(Self.script).session
        #expect(complete(session, "sta") == ["stack"])
        #expect(complete(session, "stack r") == ["row", "root"].filter { complete(session, "stack r").contains($0) })
        #expect(complete(session, "stack row ").contains("add"))
        #expect(complete(session, "stack row di") == ["distribution"])
        #expect(complete(session, "stack row distribution fillE") == ["fillEqually"])
        #expect(complete(session, "stack row alignment b") == ["bottom"])
        #expect(complete(session, "stack row margins o") == ["on", "off"])
        #expect(complete(session, "stack row spacing af") == ["after"])
        #expect(complete(session, "stack row spacing after ti") == ["title"])
        #expect(complete(session, "stack row remove ed") == ["edit"])
        #expect(complete(session, "hide ti") == ["title"])
        #expect(complete(session, "unhide e") == ["edit", "email"].filter { complete(session, "unhide e").contains($0) })
    }

    @Test func undoAndRedoGiveBackTheSameConstraints() {
        let (session, _) = runScript(Self.script + """

        hide edit
        stack row add badge at 1
        stack row distribution fillEqually
        stack row spacing after title 12
        """)
        let ids = session.layout.allConstraints.map(\.id)
        let frames = session.layout.viewNames.map(session.layout.frame(of:))
        session.execute("undo")
        #expect(session.layout.constraint("UISV-spacing:row.title-badge")?.constant == 8)
        session.execute("redo")
        #expect(session.layout.allConstraints.map(\.id) == ids)
        #expect(session.layout.viewNames.map(session.layout.frame(of:)) == frames)
        // Four undos take every stack change back, the hidden flag too.
        for _ in 0..<4 { session.execute("undo") }
        #expect(!session.layout.isHidden("edit"))
        #expect(session.layout.constraint("UISV-hiding:row.edit") == nil)
        #expect(session.layout.stack("row")?.arranged == ["title", "edit"])
    }

    @Test func eachChangeSaysWhatItMadeAndDropped() {
        let (session, output) = runScript(Self.script)
        func said(_ line: String) -> String {
            let mark = output.text.count
            session.execute(line)
            return String(output.text.dropFirst(mark))
        }
        #expect(said("hide edit").hasPrefix("stack row: +UISV-hiding:row.edit (edit.width == 0), ~UISV-spacing:row.title-edit (edit.leading == title.trailing)\n"))
        #expect(said("unhide edit").hasPrefix("stack row: ~UISV-spacing:row.title-edit (edit.leading == title.trailing + 8), −UISV-hiding:row.edit\n"))
        #expect(said("hide card").hasPrefix("card is hidden; no stack arranges it"))
        #expect(said("remove view edit").hasPrefix("stack row: ~UISV-canvas-connection:row.trailing (title.trailing == row.trailing), "))
    }

    @Test func badLinesChangeNothing() {
        let (session, _) = runScript(Self.script)
        let before = session.layout.allConstraints
        for line in ["stack row distribution fillEqualy", "stack row add title at 5", "stack row remove nobody",
                     "stack row axis vertical alignment lastBaseline", "stack card spacing 3",
                     "stack row views a b", "hide nobody", "stack row spacing after nobody 3"] {
            session.execute(line)
            #expect(session.layout.allConstraints == before, "\(line)")
        }
        #expect(session.failed)
    }

    @Test func jsonListsTheStackAndKeepsEveryField() throws {
        let (session, _) = runScript(Self.script + "\nhide edit\nstack row spacing after title 4",
                                     options: SessionOptions(json: true))
        let data = Data(session.jsonDocument().utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(document.keys) == ["root", "direction", "views", "constraints", "implicitConstraints",
                                       "conflicts", "givingWay", "ambiguity", "stacks"])
        let stacks = try #require(document["stacks"] as? [[String: Any]])
        #expect(stacks.count == 1)
        #expect(stacks[0]["name"] as? String == "row")
        #expect(stacks[0]["arranged"] as? [String] == ["title", "edit"])
        #expect(stacks[0]["hidden"] as? [String] == ["edit"])
        #expect((stacks[0]["customSpacing"] as? [String: Double])?["title"] == 4)
        let constraints = try #require(stacks[0]["constraints"] as? [[String: Any]])
        #expect(constraints.allSatisfy { $0["implicit"] as? Bool == true && $0["id"] is String && $0["state"] is String })
        #expect(constraints.contains { $0["id"] as? String == "UISV-hiding:row.edit" })
        let views = try #require(document["views"] as? [[String: Any]])
        let edit = try #require(views.first { $0["name"] as? String == "edit" })
        #expect(edit["hidden"] as? Bool == true)
        #expect(Set(edit.keys).isSuperset(of: ["name", "superview", "frame", "ambiguous"]))
        // The user's constraints stay the user's: no UISV id among them.
        let user = try #require(document["constraints"] as? [[String: Any]])
        #expect(!user.contains { ($0["id"] as? String)?.hasPrefix("UISV") == true })
    }
}
