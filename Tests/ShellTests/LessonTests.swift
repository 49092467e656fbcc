import Foundation
import Messages
import Testing
@testable import Shell

/// The lesson files shipped with alsh, and the `lesson` command that runs them.
struct LessonTests {
    static let files = LessonLibrary.files()
    static let names = files.map { LessonLibrary.stem($0) }

    static func lesson(_ path: String) throws -> Lesson {
        try LessonParser.parse(String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    /// The course the issue asks for: the equation, VFL, centring, priorities, ambiguity,
    /// conflicts, content size, stacks, the safe area, autoresizing, right-to-left, the solver.
    @Test func theCourseIsInstalled() {
        #expect(Self.names == ["equation", "vfl", "centring", "priorities", "ambiguity", "conflicts", "content",
                               "stacks", "safe-area", "autoresizing", "right-to-left", "solver"])
    }

    /// Each parses, says which seed it comes from, and has every text in every language.
    @Test(arguments: files)
    func lessonFileIsComplete(_ path: String) throws {
        let lesson = try Self.lesson(path)
        #expect(lesson.seed != nil, "\(path) does not say which seed it comes from")
        for language in Language.allCases {
            #expect(lesson.title.byLanguage[language] != nil, "\(path): no title in \(language)")
            for (index, step) in lesson.steps.enumerated() {
                let place = "\(path) step \(index + 1) (\(language))"
                #expect(step.task.byLanguage[language] != nil, "\(place): no task")
                #expect(step.done.byLanguage[language] != nil, "\(place): no 'done' text")
                for check in step.checks where !check.hint.isEmpty {
                    #expect(check.hint.byLanguage[language] != nil, "\(place): hint of '\(check.line)' missing")
                }
            }
        }
    }

    /// A hint says what is wrong; the answer waits for the second `lesson hint`.
    @Test(arguments: files)
    func hintsNeverGiveTheAnswer(_ path: String) throws {
        for step in try Self.lesson(path).steps {
            let hints = step.checks.flatMap { Array($0.hint.byLanguage.values) } + Array(step.hint.byLanguage.values)
            for line in step.answer + step.alternatives.flatMap({ $0 }) {
                let compact = line.filter { !$0.isWhitespace }
                for hint in hints {
                    #expect(!hint.filter { !$0.isWhitespace }.contains(compact), "\(path): a hint gives '\(line)'")
                }
            }
        }
    }

    /// Runs a lesson in a session, each step answered by `answers(stepIndex)`; returns
    /// what was printed and the session.
    static func walk(_ path: String, language: Language = .en, stateFolder: String? = nil,
                     answers: (Int, LessonStep) -> [String]) throws -> (String, Session) {
        let lesson = try Self.lesson(path)
        var script = ["lesson \(path)"]
        for (index, step) in lesson.steps.enumerated() {
            script += answers(index, step)
            if index + 1 < lesson.steps.count { script.append("lesson next") }
        }
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(language: language, stateFolder: stateFolder), output: output)
        session.run(ScriptLineSource(text: script.joined(separator: "\n") + "\n"), origin: "walk.al")
        return (output.text, session)
    }

    /// Every check can pass: the answer, and each other answer the lesson gives, passes
    /// its step.
    @Test(arguments: files)
    func everyAnswerPassesItsStep(_ path: String) throws {
        let lesson = try Self.lesson(path)
        let count = lesson.steps.count
        let (text, session) = try Self.walk(path) { $1.answer }
        #expect(!session.failed, "\(path):\n\(text)")
        for number in 1...count {
            #expect(text.contains("step \(number) of \(count) done."), "\(path) step \(number) did not pass:\n\(text)")
        }
        for (index, step) in lesson.steps.enumerated() {
            for alternative in step.alternatives {
                let (text, _) = try Self.walk(path) { i, s in i == index ? alternative : s.answer }
                #expect(text.contains("step \(index + 1) of \(count) done."),
                        "\(path) step \(index + 1): '\(alternative.joined(separator: "; "))' does not pass:\n\(text)")
            }
        }
    }

    /// Through the program, in every language: each step with its wrong attempt first
    /// (which must get a hint of that language), then taken back and answered.
    @Test(arguments: files)
    func walkedThroughTheBinaryInEveryLanguage(_ path: String) throws {
        let lesson = try Self.lesson(path)
        for language in Language.allCases {
            var script = ["lesson \(path)"]
            var hints: [String] = []
            for (index, step) in lesson.steps.enumerated() {
                if !step.wrong.isEmpty {
                    script += step.wrong + Array(repeating: "undo", count: step.wrong.count)
                    hints.append(contentsOf: step.checks.compactMap { $0.hint.byLanguage[language] })
                }
                script += step.answer
                if index + 1 < lesson.steps.count { script.append("lesson next") }
            }
            let run = try AlshBinary.run(["--lang", language.rawValue, "-"], input: script.joined(separator: "\n") + "\n")
            let place = "\(path) in \(language)"
            #expect(run.status == 0 && run.stderr.isEmpty, "\(place): \(run.stderr)")
            let count = String(lesson.steps.count)
            for number in 1...lesson.steps.count {
                let done = language.words(.lessonStepPassed, String(number), count)
                #expect(run.stdout.contains(done), "\(place): step \(number) did not pass:\n\(run.stdout)")
            }
            #expect(run.stdout.contains(language.words(.lessonFinished, lesson.name)), "\(place) did not finish")
            let notYet = language.words(.lessonNotYet)
            let shown = run.stdout.components(separatedBy: notYet).count - 1
            let wrongSteps = lesson.steps.filter { !$0.wrong.isEmpty }.count
            #expect(shown >= wrongSteps, "\(place): \(wrongSteps) wrong attempts got \(shown) hints")
            for (index, step) in lesson.steps.enumerated() where !step.wrong.isEmpty {
                let candidates = step.checks.compactMap { $0.hint.byLanguage[language] }
                #expect(candidates.contains { run.stdout.contains(notYet + Session.space(after: notYet) + $0) },
                        "\(place): step \(index + 1)'s wrong attempt got no hint of its own")
            }
        }
    }

    @Test func aWrongAttemptGetsATargetedHintAndTheAnswerOnlyOnTheSecondAsk() throws {
        let path = try #require(Self.files.first)
        let lesson = try Self.lesson(path)
        let step = lesson.steps[0]
        let (_, first) = runScript("lesson \(path)\n" + step.wrong.joined(separator: "\n") + "\nlesson hint\n")
        #expect(first.text.contains("not yet:"))
        #expect(!first.text.contains(step.answer[0]))
        let (_, again) = runScript("lesson \(path)\n" + step.wrong.joined(separator: "\n") + "\nlesson hint\nlesson hint\n")
        #expect(again.text.contains("one answer"))
        #expect(again.text.contains(step.answer[0]))
    }

    @Test func startingAsksBeforeClearingAndUndoTakesTheStartBack() {
        let (session, output) = runScript("view a b\nH:|[a][b]|\nlesson equation\nframes\n")
        #expect(output.text.contains("type 'lesson equation' again"))
        #expect(session.lessons.run == nil)
        #expect(session.layout.hasView("a"))
        let (second, secondOutput) = runScript("view a b\nlesson equation\nlesson equation\n")
        #expect(second.lessons.run != nil)
        #expect(!second.layout.hasView("a") && second.layout.hasView("button"))
        second.run(ScriptLineSource(text: "undo\n"), origin: "more.al")
        #expect(second.layout.hasView("a") && !second.layout.hasView("button"))
        #expect(second.lessons.run == nil)
        #expect(secondOutput.text.contains("was undone"))
    }

    @Test func progressIsKeptBetweenRuns() throws {
        let folder = try TemporaryFolder()
        let state = folder.url.path + "/alsh"
        let path = try #require(Self.files.first)
        _ = try Self.walk(path, stateFolder: state) { $1.answer }
        let saved = try String(contentsOfFile: state + "/lessons", encoding: .utf8)
        let name = try Self.lesson(path).name
        #expect(saved.contains("\(name) 1 2"))
        #expect(saved.contains("done"))
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(stateFolder: state), output: output)
        session.run(ScriptLineSource(text: "lesson\n"), origin: "list.al")
        #expect(output.text.contains("✓ \(name)"))
        #expect(LessonProgress(text: saved) == LessonProgress.load(from: state))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: state).filter { $0 != "lessons" }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test func commandsWithoutALessonSaySo() {
        for command in ["lesson next", "lesson hint", "lesson show", "lesson quit"] {
            let (session, output) = runScript(command + "\n")
            #expect(session.failed)
            #expect(output.errors.contains("no lesson is running"), "\(command): \(output.errors)")
        }
        let (_, output) = runScript("lesson equaton\n")
        #expect(output.errors.contains("no lesson named 'equaton'"))
        #expect(output.errors.contains("did you mean 'equation'?"))
    }

    @Test func aLessonFileWithAMistakeNamesItsLine() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("broken.lesson", contents: "lesson broken\nstep\nsya en hello\n")
        let (session, output) = runScript("lesson \(file.path)\n")
        #expect(session.failed)
        #expect(output.errors.contains("\(file.path):3: unknown keyword 'sya'; did you mean 'say'?"), "\(output.errors)")
    }

    @Test func installedExamplesLoadByName() throws {
        // From a folder with no examples in it, as a person runs alsh anywhere.
        let folder = try TemporaryFolder()
        for name in ["register", "register.al", "examples/register.al"] {
            let run = try AlshBinary.run(["-"], input: "load -q \(name)\nexpect _registerButton.width == 128\n",
                                         directory: folder.url.path)
            #expect(run.status == 0, "\(name): \(run.stderr)")
        }
        let wrong = try AlshBinary.run(["-"], input: "load registr\n", directory: folder.url.path)
        #expect(wrong.status != 0 && wrong.stderr.contains("registr"), "\(wrong.stderr)")
    }

    @Test func aScriptRunEndsWithItsExpectations() throws {
        let passing = try AlshBinary.run(["-"], input: "view a\nH:|[a]|\nexpect a.width == 375\nexpect a.x == 0\n")
        #expect(passing.stdout.hasSuffix("2 expectations passed\n"))
        let failing = try AlshBinary.run(["-"], input: "view a\nexpect a.width == 3\nexpect a.x == 0\n")
        #expect(failing.status == 1)
        #expect(failing.stderr.hasSuffix("expectations: 1 passed, 1 failed (<stdin>:2)\n"), "\(failing.stderr)")
        let none = try AlshBinary.run(["-"], input: "view a\n")
        #expect(!none.stdout.contains("expectation"))
    }
}

/// The parser's errors: each names the file, the line and what is wrong.
struct LessonParserTests {
    static func error(_ text: String) -> String? {
        do {
            _ = try LessonParser.parse(text, file: "t.lesson")
            return nil
        } catch {
            return error.message.text(in: .en)
        }
    }

    static let good = "lesson t\nstep\nsay en do it\nexpect a.x == 0\nanswer a.left = root.left\n"

    @Test func aGoodFileReads() throws {
        let lesson = try LessonParser.parse(Self.good + "hint en not yet\nhint ru пока нет\nwhy a.x\nrender 40 10\nalso a.x = 0\nand a.y = 0\n", file: "t.lesson")
        #expect(lesson.name == "t")
        #expect(lesson.steps.count == 1)
        #expect(lesson.steps[0].checks[0].hint.text(in: .ru) == "пока нет")
        #expect(lesson.steps[0].checks[0].hint.text(in: .zh) == "not yet")
        #expect(lesson.steps[0].alternatives == [["a.x = 0", "a.y = 0"]])
        #expect(lesson.steps[0].render == "40 10")
    }

    /// A lesson saved with Windows line ends reads as the same lesson, and its errors name
    /// the same lines.
    @Test func windowsLineEndsReadAsLineEnds() throws {
        let text = Self.good + "hint en not yet\nalso a.x = 0\nand a.y = 0\n"
        let windows = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try LessonParser.parse(windows, file: "t.lesson") == LessonParser.parse(text, file: "t.lesson"))
        #expect(Self.error("lesson t\r\nstep\r\nsay en do it\r\nexpect a.x == 0\r\nanswr a.left = root.left\r\n")
                == Self.error("lesson t\nstep\nsay en do it\nexpect a.x == 0\nanswr a.left = root.left\n"))
    }

    @Test(arguments: [
        ("step\n", "t.lesson:1: a lesson file begins with 'lesson NAME'"),
        ("", "t.lesson:1: a lesson file begins with 'lesson NAME'"),
        ("lesson a b\n", "t.lesson:1: 'a b' cannot name a lesson: use letters, digits, '-' and '_'"),
        ("lesson t\nlesson u\n", "t.lesson:2: 'lesson' is given twice: a lesson has one"),
        ("lesson t\n\n# note\nsya en x\n", "t.lesson:4: unknown keyword 'sya'; did you mean 'say'?"),
        ("lesson t\nfrobnicate\n", "t.lesson:2: unknown keyword 'frobnicate': a line starts with lesson, seed, title, setup, step, say, hint, expect, answer, also, and, wrong, done, why or render"),
        ("lesson t\nsay en x\n", "t.lesson:2: 'say' belongs to a step: write 'step' above it"),
        ("lesson t\n", "t.lesson:1: no 'step' line: a lesson needs at least one step"),
        ("lesson t\nstep\nsay\n", "t.lesson:3: 'say' needs a language, then its text: 'en', 'ru' or 'zh'"),
        ("lesson t\nstep\nsay fr bonjour\n", "t.lesson:3: unknown language 'fr' after 'say': 'en', 'ru' or 'zh'"),
        ("lesson t\nstep\nsay en\n", "t.lesson:3: 'say en' needs text after it"),
        ("lesson t\nstep\nsay ru x\nexpect a.x == 0\nanswer a.x = 0\n", "t.lesson:2: step 1 has no 'say en' line: nothing tells the student what to do"),
        ("lesson t\nstep\nsay en x\nanswer a.x = 0\n", "t.lesson:2: step 1 has no 'expect' line: nothing could pass it"),
        ("lesson t\nstep\nsay en x\nexpect a.x == 0\n", "t.lesson:2: step 1 has no 'answer' line: the second hint would have nothing to show"),
        (good + "step\ntitle en late\n", "t.lesson:7: 'title' belongs above the first step"),
        (good + "and a.x = 0\n", "t.lesson:6: 'and' continues an 'also' answer, and there is none above it"),
        (good + "render 48\n", "t.lesson:6: 'render 48': give a width (8 to 1000) and a height (4 to 1000), as in 'render 48 14'"),
        (good + "why a\n", "t.lesson:6: 'why a': give one NAME.ATTRIBUTE, as in 'why button.centerX'"),
        ("lesson t\nseed 1\nseed 2\n", "t.lesson:3: 'seed' is given twice: a lesson has one"),
        (good + "expect\n", "t.lesson:6: 'expect' needs text after it"),
    ])
    func mistakesNameTheirLine(_ text: String, _ expected: String) {
        #expect(Self.error(text) == expected)
    }
}
