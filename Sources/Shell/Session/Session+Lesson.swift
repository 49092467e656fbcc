import AutoLayout
import Messages

/// The lesson a session is taking: which step, whether it passed, how many hints.
struct LessonRun {
    var lesson: Lesson
    var step = 0
    var passed = false
    var hintsAsked = 0
    /// How many undo steps there were once the lesson had started: fewer means `undo` took
    /// the start back, and the lesson ends.
    var startDepth: Int
    var finished = false

    var current: LessonStep { lesson.steps[step] }
}

struct LessonState {
    var run: LessonRun?
    /// The lesson whose start was put off because it would clear a layout: asking for it
    /// again, next, goes ahead.
    var pendingStart: String?
    /// Read on first use.
    var progress: LessonProgress?
}

/// `lesson`: starting, checking and explaining steps (LessonCommand.swift parses the words).
extension Session {
    /// Starts `lesson` from an empty layout, or asks first when that would clear one.
    package func startLesson(_ lesson: Lesson, asked typed: String) {
        if !log.isEmpty, lessons.pendingStart != typed {
            lessons.pendingStart = typed
            say(word(Message(.lessonAskReset, [.count(log.count), .text(typed)])))
            return
        }
        lessons.pendingStart = nil
        say(style.bold(word(.lessonStarted, lesson.title.text(in: options.language), lesson.seed ?? "—")))
        let before = analysisBeforeChange()
        if !log.isEmpty { reset() }
        runLessonLines(lesson.setup, of: lesson)
        reportChanges(since: before)
        lessons.run = LessonRun(lesson: lesson, startDepth: undoSteps.count)
        beginStep()
    }

    /// Lines a lesson runs itself (its setup, a step's), quietly, as part of the command
    /// that ran them: one `undo` takes them back with it.
    private func runLessonLines(_ lines: [String], of lesson: Lesson) {
        guard !lines.isEmpty else { return }
        quietLoads += 1
        defer { quietLoads -= 1 }
        var frame = InputFrame(origin: lesson.path, directory: ScriptFile.directory(of: lesson.path), isKeyboard: false)
        frame.isLoad = true
        _ = read(ScriptLineSource(text: lines.joined(separator: "\n")), frame: frame)
    }

    private func beginStep() {
        guard var run = lessons.run else { return }
        run.passed = false
        run.hintsAsked = 0
        lessons.run = run
        if !run.current.setup.isEmpty {
            let before = analysisBeforeChange()
            runLessonLines(run.current.setup, of: run.lesson)
            reportChanges(since: before)
        }
        showStep()
    }

    func showStep() {
        guard let run = lessons.run else { return }
        let heading = word(.lessonStepHeading, run.lesson.name, String(run.step + 1), String(run.lesson.steps.count))
        say(style.bold(heading) + "\n" + run.current.task.text(in: options.language))
    }

    /// After each line typed at the top level: has the step passed? A line that added to
    /// the layout and did not pass it gets the hint of the first check that fails (an
    /// `undo` is checked too, without a hint: taking back a try is not another try).
    func checkLesson(after line: String, changed: Bool, added: Bool) {
        let isLessonCommand = Self.commandWords(line).first == "lesson"
        if !isLessonCommand { lessons.pendingStart = nil }
        guard var run = lessons.run, !replaying else { return }
        if undoSteps.count < run.startDepth {
            lessons.run = nil
            say(word(.lessonUndone, run.lesson.name))
            return
        }
        guard !run.passed, !run.finished, changed, !isLessonCommand else { return }
        guard let failing = firstFailingCheck(of: run.current) else {
            run.passed = true
            lessons.run = run
            stepPassed()
            return
        }
        guard added else { return }
        let hint = failing.check.hint.isEmpty ? failing.message.text(in: options.language)
            : failing.check.hint.text(in: options.language)
        let label = word(.lessonNotYet)
        say(style.warning(label) + Self.space(after: label) + hint)
    }

    /// The first check that does not hold, with what `expect` said of it.
    func firstFailingCheck(of step: LessonStep) -> (check: LessonCheck, message: Message)? {
        for check in step.checks {
            if let message = probe(check.line) { return (check, message) }
        }
        return nil
    }

    /// Runs an `expect` line without printing or counting it: what it would say, or nil.
    func probe(_ line: String) -> Message? {
        probing = true
        probeFailure = nil
        defer { probing = false }
        execute(line)
        return probeFailure
    }

    private func stepPassed() {
        guard var run = lessons.run else { return }
        let step = run.current
        let passed = word(.lessonStepPassed, String(run.step + 1), String(run.lesson.steps.count))
        var text = style.bold(passed)
        if !step.done.isEmpty { text += Self.space(after: passed) + step.done.text(in: options.language) }
        say(text)
        for target in step.why { execute("why " + target) }
        execute("render " + step.render)
        var progress = lessonProgress()
        progress.steps[run.lesson.name, default: []].insert(run.step + 1)
        if run.step + 1 == run.lesson.steps.count {
            run.finished = true
            progress.finished.insert(run.lesson.name)
            say(style.bold(word(.lessonFinished, run.lesson.name)))
        } else {
            say(word(.lessonNextStep, String(run.step + 2)))
        }
        lessons.run = run
        saveLessonProgress(progress)
    }

    /// `lesson next`: the next step, whether or not this one passed.
    func nextLessonStep() throws(ShellError) {
        guard var run = lessons.run else { throw ShellError(.lessonNone, hint: Message(.hintLessonList)) }
        guard run.step + 1 < run.lesson.steps.count else {
            throw ShellError(.lessonNoMoreSteps, run.lesson.name, hint: Message(.hintLessonList))
        }
        if !run.passed { say(word(.lessonSkipped, String(run.step + 1))) }
        run.step += 1
        lessons.run = run
        beginStep()
    }

    /// `lesson hint`: first what is wrong (a check's hint, else the step's), then the answer.
    func lessonHint() throws(ShellError) {
        guard var run = lessons.run else { throw ShellError(.lessonNone, hint: Message(.hintLessonList)) }
        run.hintsAsked += 1
        lessons.run = run
        let step = run.current
        if run.passed || run.finished {
            say(word(.lessonAlreadyPassed))
            return
        }
        if run.hintsAsked >= 2 {
            say(word(.lessonAnswerIs) + "\n" + step.answer.map { "  " + $0 }.joined(separator: "\n"))
            return
        }
        let failing = firstFailingCheck(of: step)
        let hint = failing.flatMap { $0.check.hint.isEmpty ? nil : $0.check.hint.text(in: options.language) }
            ?? (step.hint.isEmpty ? nil : step.hint.text(in: options.language))
            ?? failing.map { $0.message.text(in: options.language) } ?? ""
        say(hint + "\n" + style.dim(word(.lessonHintAgain)))
    }

    func quitLesson() throws(ShellError) {
        guard let run = lessons.run else { throw ShellError(.lessonNone, hint: Message(.hintLessonList)) }
        lessons.run = nil
        say(word(.lessonLeft, run.lesson.name, String(run.step + 1)))
    }

    /// `lesson`: every installed lesson, with what is done.
    func listLessons() {
        let progress = lessonProgress()
        var lines = [word(.lessonListTitle)]
        let installed = LessonLibrary.installed()
        let width = installed.map(\.name.displayWidth).max() ?? 0
        for (index, lesson) in installed.enumerated() {
            let done = progress.steps[lesson.name]?.count ?? 0
            let mark = progress.finished.contains(lesson.name) ? "✓" : done > 0 ? "…" : " "
            let number = String(index + 1).leftPadded(toWidth: 3)
            let seed = lesson.seed.map { word(.lessonFromSeed, $0) }.map { ($0.hasPrefix("（") ? "" : " ") + $0 } ?? ""
            lines.append("\(number) \(mark) \(lesson.name.padded(toWidth: width + 2))\(lesson.title.text(in: options.language))\(seed)")
        }
        if installed.isEmpty { lines.append("  " + word(.lessonNoneInstalled)) }
        lines.append(word(.lessonListFooter))
        say(lines.joined(separator: "\n"))
    }

    func lessonProgress() -> LessonProgress {
        if let progress = lessons.progress { return progress }
        let progress = LessonProgress.load(from: options.stateFolder)
        lessons.progress = progress
        return progress
    }

    private func saveLessonProgress(_ progress: LessonProgress) {
        lessons.progress = progress
        if let error = progress.save(to: options.stateFolder) {
            say(style.warning(word(.warningLabel) + ":") + " " + word(Message(.lessonProgressNotSaved, [.message(error.message)])))
        }
    }
}

extension Session {
    /// Two sentences one after the other: a space between them, but none after Chinese
    /// punctuation, which carries its own.
    static func space(after sentence: String) -> String {
        let fullWidth: Set<Character> = ["。", "：", "；", "，", "！", "？", "）"]
        return sentence.last.map(fullWidth.contains) == true ? "" : " "
    }
}

extension String {
    func leftPadded(toWidth width: Int) -> String {
        String(repeating: " ", count: max(0, width - displayWidth)) + self
    }
}
