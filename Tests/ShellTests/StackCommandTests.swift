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
        #expect(said("hide edit").hasPrefix("""
            stack row:
              + UISV-hiding:row.edit                 edit.width == 0 @999.999
              + UISV-spacing-hidden:row.edit         edit.leading == title.trailing @50
              ~ UISV-canvas-connection:row.trailing  title.trailing == row.trailing
              − UISV-spacing:row.title-edit

            """))
        #expect(said("unhide edit").hasPrefix("""
            stack row:
              + UISV-spacing:row.title-edit          edit.leading == title.trailing + 8
              ~ UISV-canvas-connection:row.trailing  edit.trailing == row.trailing
              − UISV-hiding:row.edit
              − UISV-spacing-hidden:row.edit

            """))
        #expect(said("hide card").hasPrefix("card is hidden; no stack arranges it"))
        #expect(said("remove view edit").hasPrefix("stack row:\n  ~ UISV-canvas-connection:row.trailing  title.trailing == row.trailing\n"))
    }

    /// A stack made at once with more constraints than a report lists ends with a count.
    @Test func aBigStackChangeIsCountedBeyondTheLimit() {
        let views = (1...30).map { "v\($0)" }.joined(separator: " ")
        let (_, output) = runScript("stack big axis v views \(views)")
        let lines = output.text.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "stack big:") else {
            Issue.record("no stack report in \(output.text)")
            return
        }
        let listed = lines[(start + 1)...].prefix { $0.hasPrefix("  + ") || $0.hasPrefix("  ~ ") || $0.hasPrefix("  − ") }
        #expect(listed.count == ChangeReport.constraintLimit)
        let count = lines[start + 1 + listed.count]
        #expect(count.hasPrefix("  … ") && count.hasSuffix(" more constraints: 'stack big' lists every one"))
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

    /// The stack's constraints as (id, text), and its settings, for comparing two sessions.
    static func shape(_ session: Session, _ name: String) -> [String] {
        let stack = session.layout.stack(name)
        let settings = stack.map { ["\($0.axis) \($0.distribution) \($0.alignment) \($0.spacing)",
                                    "margins \($0.marginsRelative) baseline \($0.baselineRelative)",
                                    $0.customSpacing.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ",")] } ?? []
        return settings + session.layout.stackConstraints(name).map { "\($0.id) \($0.text)" }
    }

    @Test func aCreationLineTakesEverySettingAChangeLineTakes() {
        let made = runScript("stack s axis vertical baseline on margins on spacing 4 spacing after a 20 views a b c")
        #expect(made.output.errors.isEmpty)
        let changed = runScript("stack s axis vertical views a b c\nstack s baseline on margins on spacing 4 spacing after a 20")
        #expect(Self.shape(made.session, "s") == Self.shape(changed.session, "s"))
        #expect(made.session.layout.stack("s")?.baselineRelative == true)
        #expect(made.session.layout.stack("s")?.marginsRelative == true)
        #expect(made.session.layout.stack("s")?.customSpacing == ["a": 20])
        // Any order before 'views'; 'default' leaves the spacing as the stack's.
        let shuffled = runScript("stack s spacing after a 20 margins on spacing after b default spacing 4 baseline on axis v views a b c")
        #expect(shuffled.output.errors.isEmpty)
        #expect(Self.shape(shuffled.session, "s") == Self.shape(made.session, "s"))
        // One undo takes the whole creation back.
        made.session.execute("undo")
        #expect(made.session.layout.stack("s") == nil)
        #expect(!made.session.layout.viewNames.contains("a"))
    }

    @Test func aCreationLineRefusesAsAChangeLineDoes() {
        // Each bad setting, on a creation line and on a change line of an existing stack:
        // the same sentence, and the creation line leaves the session as it was.
        let cases: [(setting: String, sentence: String)] = [
            ("margins maybe", "'margins' is on or off, not 'maybe'"),
            ("baseline yes", "'baseline' is on or off, not 'yes'"),
            ("spacing after z 4", "'z' is not arranged in 's'"),
            ("spacing after a x", "'x'"),
            ("margin on", "unknown stack keyword 'margin'"),
            ("axis diagonal", "'diagonal'"),
        ]
        for (setting, sentence) in cases {
            let creating = runScript("view keep\nstack s axis h \(setting) views a b")
            #expect(creating.output.errors.contains(sentence), "\(setting): \(creating.output.errors)")
            #expect(creating.session.layout.viewNames == ["keep"], "\(setting)")
            #expect(creating.session.layout.stackNames.isEmpty)
            let changing = runScript("stack s axis h views a b\nstack s \(setting)")
            #expect(changing.output.errors.contains(sentence), "\(setting): \(changing.output.errors)")
        }
        // The caret points at the custom spacing's view when it is the fault.
        let (_, output) = runScript("stack s axis h spacing after z 4 views a b")
        #expect(output.errors.contains("stack s axis h spacing after z 4 views a b\n  |                              ^"))
    }

    @Test func aCreationLineCompletesEverySetting() {
        let session = runScript("").session
        #expect(complete(session, "stack new axis v ma") == ["margins"])
        #expect(complete(session, "stack new axis v ba") == ["baseline"])
        #expect(complete(session, "stack new axis v baseline o") == ["on", "off"])
        #expect(complete(session, "stack new axis v spacing af") == ["after"])
        #expect(complete(session, "stack new axis v margins on vi") == ["views"])
    }

    /// Every setting `help stack` lists is taken by a creation line and by a change line,
    /// and the usage names the settings a creation line takes.
    @Test func helpAndUsageSayWhatTheLinesTake() throws {
        let spec = try #require(CommandTable.spec(named: "stack"))
        #expect(spec.synopsis.contains("stack NAME axis h|v [SETTING VALUE]... views [VIEW...]"))
        // The table's rows: the syntax, then two spaces or more, then what it sets.
        let rows = spec.discussion.split(separator: "\n")
            .map { String($0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]) }
            .filter { ["axis", "distribution", "alignment", "spacing", "margins", "baseline"].contains($0.split(separator: " ").first.map(String.init) ?? "") }
        #expect(rows.count == 7)
        for row in rows {
            // The first of each list of values; a placeholder stands for a view or a number.
            let words = row.split(separator: " ").map { word in
                word == "VIEW" ? "a" : word == "N" ? "3" : String(word.split(separator: "|")[0])
            }
            let setting = words.joined(separator: " ")
            let creating = runScript("stack s axis v \(setting) views a b")
            #expect(creating.output.errors.isEmpty, "\(setting): \(creating.output.errors)")
            #expect(creating.session.layout.stack("s") != nil, "\(setting)")
            let changing = runScript("stack s axis v views a b\nstack s \(setting)")
            #expect(changing.output.errors.isEmpty, "\(setting): \(changing.output.errors)")
        }
    }
}
