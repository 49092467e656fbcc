import Foundation
import Testing
@testable import Shell

struct SessionTests {
    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-session-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func saveThenLoadGivesTheSameJSON() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/saved.al"
        let (first, output) = runScript("""
        view email, register
        view icon in register
        metric pad = 12
        top: V:|-pad-[email(30)]-[register(44)]
        H:|-[email]-|   # trailing comment
        register.centerX = root.centerX
        register.width = 120
        register.width = 400 @750
        intrinsic icon 16 16
        margins register 4
        icon.left = register.leftMargin
        deactivate c6
        root 320x568
        rotate
        a_typo.width = 3
        constant c5 100
        remove c7
        undo
        save \(path)
        """)
        #expect(output.text.contains("saved"))
        let second = Session(options: SessionOptions(), output: CapturingOutput())
        #expect(second.runFile(path))
        #expect(first.jsonDocument() == second.jsonDocument())
    }

    @Test func saveFailuresAreClearAndLeaveNoFile() throws {
        let (session, output) = runScript("view a\nsave /nonexistent-dir/x.al")
        #expect(session.failed)
        #expect(output.errors.contains("cannot save '/nonexistent-dir/x.al'"))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (again, errors) = runScript("save \(directory)")
        #expect(again.failed)
        #expect(errors.errors.contains("is a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func keyboardErrorsShowTheLineWithoutAPosition() {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(interactive: true), output: output)
        session.run(ScriptLineSource(text: "view a\na.left = a.rigth\n"), origin: "<stdin>")
        #expect(output.errors == """
        error: unknown attribute 'rigth'
        a.left = a.rigth
                   ^~~~~ did you mean 'right'?

        """)
    }

    @Test func colourOnlyWhenAsked() {
        let plain = runScript("view a\nnope x").output.text
        #expect(!plain.contains("\u{1B}["))
        let coloured = runScript("view a\nnope x", options: SessionOptions(color: true)).output.text
        #expect(coloured.contains("\u{1B}[31merror:\u{1B}[0m"))
    }

    @Test func quitStopsEveryLoop() {
        let (session, output) = runScript("quit\nview a")
        #expect(session.quitRequested)
        #expect(output.text.isEmpty)
        #expect(!session.failed)
    }

    @Test func anErrorLeavesTheSessionAsItWas() {
        let (session, _) = runScript("view a b\nview c d a e")
        #expect(session.layout.viewNames == ["a", "b"])
        #expect(session.log == ["view a b"])
    }

    @Test func undoOfALoadTakesItBackWhole() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "view a\nview b\na.width = 5\n".write(toFile: directory + "/part.al", atomically: true, encoding: .utf8)
        let (session, _) = runScript("view first\nload \(directory)/part.al\nundo")
        #expect(session.layout.viewNames == ["first"])
        #expect(session.log == ["view first"])
    }

    @Test func welcomeSaysHowToGetHelp() {
        #expect(Session.welcome.contains("help"))
        // Advice that works in any folder: the course, and an example installed with alsh.
        #expect(Session.welcome.contains("'lesson'") && Session.welcome.contains("'load register'"))
        // After `alsh -i FILE` it says what is loaded instead of advising a second load.
        let loaded = Session.welcome(loaded: ["examples/register.al"])
        #expect(loaded.contains("examples/register.al loaded") && !loaded.contains("load "))
        #expect(Session.welcome(loaded: ["a.al", "b.al", "c.al"]).contains("a.al and 2 more loaded"))
    }

    /// Every script in examples/ asserts its own frames, so each one found there must run green.
    @Test func examplesRunGreen() throws {
        // Through symlinks: a test package may link Tests/ShellTests from the work tree.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".al") }.sorted()
        #expect(names.count >= 6, "examples/ holds \(names)")
        for name in names {
            let output = CapturingOutput()
            let session = Session(options: SessionOptions(), output: output)
            #expect(session.runFile(folder.appendingPathComponent(name).path), "\(name): \(output.errors)")
        }
    }
}

extension SessionTests {
    @Test func aMissingScriptIsOneClearLine() {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        #expect(!session.runFile("/nonexistent/login.al"))
        #expect(output.errors == "error: no such file '/nonexistent/login.al'\n")
    }

    /// Words from other tools get alsh's word; a mistyped id gets the nearest one in use.
    @Test func mistakesOfTheFirstMinuteAreAnsweredWithTheRightWord() {
        let (_, output) = runScript("view a\na.width = 1\ndelete c1\nviews\nremove c12\nremove zz")
        #expect(output.errors.contains("unknown command 'delete'"))
        #expect(output.errors.contains("did you mean 'remove'?"))
        #expect(output.errors.contains("did you mean 'frames'?"))
        #expect(output.errors.contains("unknown constraint 'c12'"))
        #expect(output.errors.contains("did you mean 'c1'?"))
        #expect(output.errors.contains("'constraints' lists them"))
    }

    /// `load -q`: no report per line, one report of what the script changed.
    @Test func aQuietLoadReportsOnlyTheNetChange() throws {
        let folder = try TemporaryFolder()
        folder.file("part.al", contents: "view a\na.width = 10\na.height = 5\noops\n")
        let (session, output) = runScript("view z\nload -q \(folder.url.path)/part.al\nundo")
        #expect(!output.text.contains("added c1"))
        #expect(output.text.contains("a: (0, 0, 10, 5) (new)"))
        #expect(output.errors.contains("unknown command 'oops'"))
        // Undo takes the whole load back, as for a plain load.
        #expect(session.layout.viewNames == ["z"])
    }

    /// `--echo` (and `-i`): each script line before what it did.
    @Test func echoSaysWhichLineEachReportBelongsTo() {
        let (_, output) = runScript("view a\n# comment\na.width = 10", origin: "form.al",
                                    options: SessionOptions(echo: true))
        #expect(output.text.hasPrefix("form.al:1> view a\na: (0, 0, 0, 0) (new)"))
        #expect(output.text.contains("form.al:3> a.width = 10\nadded c1: a.width == 10"))
        #expect(!output.text.contains("form.al:2>"))
    }
}
