import AutoLayout
import Foundation
import Interchange
import Shell

/// What each fuzz target feeds one input to. Every target only asks "does this crash or
/// hang": results and errors are thrown away, since bad input is meant to fail cleanly.
enum FuzzTarget: String, CaseIterable {
    /// Whole sessions: the input is a script, one command per line.
    case session
    /// The formula parser (`a.width == 2 * b.width + 8 @750`).
    case formula
    /// The visual format language, with its options.
    case vfl
    /// Swift anchor calls and NSLayoutConstraint(item:…) pasted from an app.
    case anchor
    /// Apple's "Unable to simultaneously satisfy constraints" logs: read, then rebuilt.
    case log
    /// Interface Builder documents: read, then one scene planned as shell lines.
    case ib
    /// Objective-C (and Swift's `constraints(withVisualFormat:)`) pasted as code: the input's
    /// lines gathered into statements as the session gathers them, each read into alsh lines,
    /// and each lowered line parsed and mapped back into the code.
    case code
    /// What the debugger prints (`_autolayoutTrace`, `recursiveDescription`): read, planned
    /// against a layout, and the evidence compared with it.
    case dump
    /// Lesson files (docs/LESSONS.md) as the lesson reader takes them, and every line a lesson
    /// would run or check read as a constraint line, as `code` reads the lines it lowers.
    case lesson
    /// Lesson files read and, when one reads, taken in a session: each step's wrong try,
    /// both hints, its answer and another answer, then the next step. Far slower than
    /// `lesson` (every input solves and reports), so it counts apart.
    case lessonSession = "lesson-session"

    /// Bounds on a session input, so one input stays a fraction of a second: a person's
    /// script has short lines, and a long line only repeats what a short one exercises
    /// (`InputLimitsTests` covers the long ones).
    static let sessionLineLimit = 64
    static let sessionLineBytes = 256
    /// A lesson's lines are a session's: the same bound on how many one input runs.
    static let lessonLineLimit = 64
    /// Checks a step keeps, each tried after every line that changes the layout (the
    /// lessons shipped with alsh have at most three a step), and `why` lines it keeps.
    static let lessonCheckLimit = 8

    /// Names the parsers' contexts know, so inputs reach past "unknown view".
    static let context = ParseContext(viewNames: ["root", "a", "b", "c", "label", "button"],
                                      metrics: ["pad": 8, "gap": 20])

    func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .session:
            runSession(String(decoding: bytes, as: UTF8.self))
        case .formula:
            let text = String(decoding: bytes, as: UTF8.self)
            _ = try? ConstraintParser.parseFormula(text, context: Self.context)
        case .vfl:
            let text = String(decoding: bytes, as: UTF8.self)
            _ = try? ConstraintParser.parseVFL(text, context: Self.context)
        case .anchor:
            let text = String(decoding: bytes, as: UTF8.self)
            _ = try? ConstraintParser.parseAnchorCall(text, context: Self.context)
        case .log:
            let text = String(decoding: bytes, as: UTF8.self)
            let log = LogImport().parse(text)
            _ = LogImport().apply(log, to: Layout())
        case .code:
            runCode(String(decoding: bytes, as: UTF8.self))
        case .dump:
            let text = String(decoding: bytes, as: UTF8.self)
            let dump = DebuggerDumpReader.read(text)
            let layout = Layout()
            let plan = DebuggerImport.plan(dump, layout: layout)
            var evidence = DebuggerEvidence()
            evidence.take(plan)
            _ = evidence.report(on: layout)
        case .lesson:
            readLesson(String(decoding: bytes, as: UTF8.self))
        case .lessonSession:
            runLesson(String(decoding: bytes, as: UTF8.self))
        case .ib:
            let data = Data(bytes)
            guard let document = try? IBDocumentReader.read(data) else { return }
            _ = try? IBImporter.plan(document, scene: nil, takenNames: [])
        }
    }

    /// The commands that read or write files, or end the session, are left out: the fuzzer
    /// must not write into the directory it runs in, nor read /dev/zero. `import` alone
    /// (paste mode, reading the lines that follow) and `export LANGUAGE` stay.
    static func touchesFiles(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        switch first {
        case "load", "save", "watch", "quit", "exit": return true
        case "import": return words.count > 1
        case "export": return words.count > 2 || words.dropFirst().first == "svg"
        default: return false
        }
    }

    private func runCode(_ text: String) {
        let names: Set<String> = ["a", "b", "label", "button", "_c"]
        var state = PastedCodeState()
        var pending: [String] = []
        // In the order a file is read: methods where they are called (`PasteOrder`).
        let lines = PasteOrder.plan(text)?.lines ?? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines {
            guard !pending.isEmpty || PastedCodeLines.looksLikeCode(line) else { continue }
            pending.append(line)
            guard PastedCodeLines.missing(pending) == nil || pending.count > 64 else { continue }
            let statement = pending.joined(separator: "\n")
            let swift = pending.first.map(PastedCodeLines.isSwift) ?? false
            pending = []
            guard let (effects, next) = try? PastedCodeReader.read(statement, state: state, swift: swift, isView: { names.contains($0) },
                                                                    superview: { names.contains($0) ? "root" : nil }) else { continue }
            state = next
            for case .line(let line, _) in effects {
                do throws(Diagnostic) {
                    _ = try ConstraintParser.parseLine(line.text, context: Self.context)
                } catch {
                    _ = line.source(of: error.range)
                }
            }
        }
    }

    /// The lesson reader alone, then each line the lesson holds through the constraint parser
    /// (most are commands, which it refuses cleanly; the formulas and VFL it reads).
    private func readLesson(_ text: String) {
        guard let lesson = try? LessonParser.parse(text, file: "fuzz.lesson") else { return }
        var lines = lesson.setup
        for step in lesson.steps {
            let typed: [[String]] = [step.setup, step.answer, step.wrong] + step.alternatives
            lines += typed.joined()
            lines += step.checks.map(\.line)
        }
        for line in lines {
            _ = try? ConstraintParser.parseLine(line, context: Self.context)
        }
    }

    /// A lesson runs its setup and its steps' lines as a script would, so the lines that
    /// touch files are left out as the session target leaves them out, and they are bounded
    /// as a session input's are: every line it runs (its setup, each step's setup as the step
    /// begins, the lines typed) counts toward `lessonLineLimit`, in the order they run, and
    /// each is cut at `sessionLineBytes`. A step's checks, tried after each line that changes
    /// the layout, and its `why` lines are cut the same way and kept to `lessonCheckLimit`.
    private func runLesson(_ text: String) {
        guard var lesson = try? LessonParser.parse(text, file: "fuzz.lesson") else { return }
        var budget = Self.lessonLineLimit
        lesson.setup = Self.bounded(lesson.setup, budget: &budget)
        var typed: [String] = []
        for index in lesson.steps.indices {
            lesson.steps[index].setup = Self.bounded(lesson.steps[index].setup, budget: &budget)
            Self.bound(&lesson.steps[index])
            let step = lesson.steps[index]
            typed += Self.bounded(step.wrong + ["lesson hint", "lesson hint"] + step.answer
                                  + (step.alternatives.first ?? []) + ["lesson show", "lesson next"], budget: &budget)
        }
        let session = Session(options: SessionOptions(), output: DiscardedOutput())
        session.startLesson(lesson, asked: "fuzz.lesson")
        session.run(KeptLines(typed), origin: "fuzz.al")
    }

    /// `lines` without those that touch files, each cut at `sessionLineBytes`, as many as
    /// `budget` has left (which they use up).
    private static func bounded(_ lines: [String], budget: inout Int) -> [String] {
        let kept = lines.map(cut).filter { !touchesFiles(Session.commandWords($0)) }.prefix(max(0, budget))
        budget -= kept.count
        return Array(kept)
    }

    /// A step's checks and `why` lines: the first `lessonCheckLimit`, each cut.
    private static func bound(_ step: inout LessonStep) {
        step.checks = step.checks.prefix(lessonCheckLimit).map { check in
            var cutCheck = check
            cutCheck.line = cut(check.line)
            return cutCheck
        }
        step.why = step.why.prefix(lessonCheckLimit).map(cut)
    }

    /// A line cut at `sessionLineBytes` (a broken last character becomes U+FFFD).
    static func cut(_ line: String) -> String {
        line.utf8.count > sessionLineBytes ? String(decoding: line.utf8.prefix(sessionLineBytes), as: UTF8.self) : line
    }

    /// The input's lines cut as a script file's are, and read as the session reads them
    /// (the very lines checked are the ones run: re-joining them could cut them anew).
    private func runSession(_ text: String) {
        let source = ScriptLineSource(file: text)
        var kept: [String] = []
        for _ in 0..<Self.sessionLineLimit {
            guard let read = source.readLine(prompt: "") else { break }
            let line = Self.cut(read)
            if Self.touchesFiles(Session.commandWords(line)) { continue }
            kept.append(line)
        }
        let session = Session(options: SessionOptions(), output: DiscardedOutput())
        session.run(KeptLines(kept), origin: "fuzz.al")
    }
}

/// Lines handed to the session one by one, exactly as the harness checked them.
final class KeptLines: LineSource {
    private var lines: [String]
    private var next = 0

    init(_ lines: [String]) { self.lines = lines }

    func readLine(prompt: String) -> String? {
        guard next < lines.count else { return nil }
        defer { next += 1 }
        return lines[next]
    }

    func remember(_ line: String) {}
}

/// Reports and errors go nowhere: the fuzzer looks for crashes, not for wording.
final class DiscardedOutput: OutputSink {
    func write(_ text: String) {}
    func writeError(_ text: String) {}
}
