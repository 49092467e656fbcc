import Messages

/// Text a teacher wrote in each language; a language left out reads as English.
struct LessonText: Sendable, Equatable {
    var byLanguage: [Language: String] = [:]

    var isEmpty: Bool { byLanguage.isEmpty }

    func text(in language: Language) -> String {
        byLanguage[language] ?? byLanguage[.en] ?? byLanguage.values.first ?? ""
    }

    /// Lines of the same language are one paragraph, kept as the teacher broke them.
    mutating func append(_ line: String, in language: Language) {
        if let old = byLanguage[language] { byLanguage[language] = old + "\n" + line } else { byLanguage[language] = line }
    }
}

/// One `expect` line of a step, and what to say when it does not hold.
package struct LessonCheck: Sendable, Equatable {
    /// The whole line, `expect …` included, run as the student's own `expect` would be.
    package var line: String
    /// Where it is in the lesson file, for errors a check itself makes.
    var lineNumber: Int
    /// Said when this is the first check that does not hold: what is wrong, never the answer.
    var hint = LessonText()
}

/// One thing to do: the task, the checks that pass it, and what the teacher explains.
package struct LessonStep: Sendable, Equatable {
    var lineNumber: Int
    /// The task and why, in a few sentences.
    var task = LessonText()
    /// `lesson hint`'s first answer when no check has a hint of its own to give.
    var hint = LessonText()
    package var checks: [LessonCheck] = []
    /// Lines run when the step begins (a conflict to read, a view to size).
    package var setup: [String] = []
    /// One correct answer, line by line: `lesson hint` the second time, and the tests.
    package var answer: [String] = []
    /// Other correct answers, each its lines: the tests type them too.
    package var alternatives: [[String]] = []
    /// A wrong attempt a student is likely to make: the tests type it and expect a hint.
    package var wrong: [String] = []
    /// What just happened, in the solver's terms, once the checks hold.
    var done = LessonText()
    /// `why NAME.ATTR` targets shown once the step passes.
    package var why: [String] = []
    /// `render`'s arguments for the picture at the end of the step ("48 20").
    var render = "48 20"
}

/// A lesson file, read: its name, where it comes from, and its steps.
package struct Lesson: Sendable, Equatable {
    /// What `lesson NAME` takes, and what the progress file records.
    var name: String
    var path: String
    var title = LessonText()
    /// Which seed tutorial the lesson is built from ("001"), shown in the list.
    var seed: String?
    /// Lines run (quietly) when the lesson starts, after the layout is reset.
    package var setup: [String] = []
    package var steps: [LessonStep] = []
}
