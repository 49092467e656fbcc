import AutoLayout
import Messages

/// A mistake in a lesson file: which file, which line, what is wrong.
package struct LessonFileError: Error, Sendable, Equatable {
    var file: String
    var line: Int
    var problem: Message

    var message: Message { Message(.lessonFileProblem, [.text(file), .text(String(line)), .message(problem)]) }
}

/// Reads the lesson format (docs/LESSONS.md): one keyword per line, the rest of the line
/// its text. Line-based, no indentation rules, so a teacher's editor cannot break it.
package struct LessonParser {
    static let keywords = ["lesson", "seed", "title", "setup", "step", "say", "hint", "expect",
                           "answer", "also", "and", "wrong", "done", "why", "render"]
    /// Keywords whose text is in one language: `say en …`.
    static let languageKeywords: Set<String> = ["title", "say", "hint", "done"]
    /// Keywords a step holds.
    static let stepKeywords: Set<String> = ["say", "hint", "expect", "answer", "also", "and", "wrong", "done", "why", "render"]

    let file: String
    private var lesson: Lesson?
    private var lineNumber = 0
    private var sawStep = false

    init(file: String) { self.file = file }

    package static func parse(_ text: String, file: String) throws(LessonFileError) -> Lesson {
        var parser = LessonParser(file: file)
        return try parser.parse(text)
    }

    private mutating func parse(_ text: String) throws(LessonFileError) -> Lesson {
        var header = Lesson(name: "", path: file)
        var named = false
        var nameLine = 1
        // Cut as a script is, by byte: `"\r\n"` is one Character, so a split on the Character
        // `"\n"` reads a Windows lesson as one line.
        let source = ScriptLineSource(text: text)
        while let line = source.readLine(prompt: "") {
            lineNumber += 1
            let body = line.drop { $0 == " " || $0 == "\t" }
            guard !body.isEmpty, !body.hasPrefix("#") else { continue }
            let keyword = String(body.prefix { $0 != " " && $0 != "\t" })
            let rest = String(body.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }).trimmingTrailingWhitespace()
            guard Self.keywords.contains(keyword) else {
                let suggestion = NameSuggester.suggestion(for: keyword, among: Self.keywords)
                throw problem(suggestion.map { Message(.lessonUnknownKeywordSuggest, keyword, $0) }
                              ?? Message(.lessonUnknownKeyword, keyword))
            }
            if keyword == "lesson" {
                guard !named else { throw problem(Message(.lessonSaidTwice, keyword)) }
                guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw problem(Message(.lessonBadName, rest))
                }
                header.name = rest
                named = true
                nameLine = lineNumber
                continue
            }
            guard named else { throw problem(Message(.lessonNoName)) }
            if Self.stepKeywords.contains(keyword) {
                guard !header.steps.isEmpty else { throw problem(Message(.lessonOutsideStep, keyword)) }
                try add(keyword, rest, to: &header.steps[header.steps.count - 1], line: line)
            } else {
                try addHeader(keyword, rest, to: &header)
            }
        }
        guard named else { lineNumber = 1; throw problem(Message(.lessonNoName)) }
        guard !header.steps.isEmpty else { lineNumber = nameLine; throw problem(Message(.lessonNoSteps)) }
        for (index, step) in header.steps.enumerated() {
            lineNumber = step.lineNumber
            let number = String(index + 1)
            if step.task.byLanguage[.en] == nil { throw problem(Message(.lessonStepNoTask, number)) }
            if step.checks.isEmpty { throw problem(Message(.lessonStepNoCheck, number)) }
            if step.answer.isEmpty { throw problem(Message(.lessonStepNoAnswer, number)) }
        }
        return header
    }

    private mutating func addHeader(_ keyword: String, _ rest: String, to lesson: inout Lesson) throws(LessonFileError) {
        if keyword == "seed" || keyword == "title", !lesson.steps.isEmpty {
            throw problem(Message(.lessonHeaderAfterSteps, keyword))
        }
        switch keyword {
        case "step":
            lesson.steps.append(LessonStep(lineNumber: lineNumber))
        case "seed":
            guard lesson.seed == nil else { throw problem(Message(.lessonSaidTwice, keyword)) }
            guard !rest.isEmpty else { throw problem(Message(.lessonNeedsText, keyword)) }
            lesson.seed = rest
        case "title":
            let (language, text) = try languageAndText(keyword, rest)
            lesson.title.append(text, in: language)
        default: // setup: before the first step it is the lesson's, after it the step's.
            guard !rest.isEmpty else { throw problem(Message(.lessonNeedsText, keyword)) }
            if lesson.steps.isEmpty { lesson.setup.append(rest) } else { lesson.steps[lesson.steps.count - 1].setup.append(rest) }
        }
    }

    private mutating func add(_ keyword: String, _ rest: String, to step: inout LessonStep, line: String) throws(LessonFileError) {
        if Self.languageKeywords.contains(keyword) {
            let (language, text) = try languageAndText(keyword, rest)
            switch keyword {
            case "say": step.task.append(text, in: language)
            case "done": step.done.append(text, in: language)
            default:
                // A hint belongs to the check above it; before any check, to the step.
                if step.checks.isEmpty { step.hint.append(text, in: language) }
                else { step.checks[step.checks.count - 1].hint.append(text, in: language) }
            }
            return
        }
        guard !rest.isEmpty else { throw problem(Message(.lessonNeedsText, keyword)) }
        switch keyword {
        case "expect":
            step.checks.append(LessonCheck(line: "expect " + rest, lineNumber: lineNumber))
        case "answer": step.answer.append(rest)
        case "also": step.alternatives.append([rest])
        case "and":
            guard !step.alternatives.isEmpty else { throw problem(Message(.lessonAndWithoutAlso)) }
            step.alternatives[step.alternatives.count - 1].append(rest)
        case "wrong": step.wrong.append(rest)
        case "why":
            guard !rest.contains(" "), rest.contains(".") else { throw problem(Message(.lessonBadWhy, rest)) }
            step.why.append(rest)
        default: // render
            let numbers = rest.split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 2, rest.split(separator: " ").count == 2,
                  (8...1000).contains(numbers[0]), (4...1000).contains(numbers[1]) else {
                throw problem(Message(.lessonBadRender, rest))
            }
            step.render = rest
        }
    }

    /// `en The constraint equation` → (.en, "The constraint equation").
    private func languageAndText(_ keyword: String, _ rest: String) throws(LessonFileError) -> (Language, String) {
        let code = String(rest.prefix { $0 != " " && $0 != "\t" })
        guard !code.isEmpty else { throw problem(Message(.lessonNeedsLanguage, keyword)) }
        guard let language = Language(rawValue: code) else { throw problem(Message(.lessonUnknownLanguage, code, keyword)) }
        let text = String(rest.dropFirst(code.count).dropFirst())
        guard !text.allSatisfy(\.isWhitespace) else { throw problem(Message(.lessonNeedsText, keyword + " " + code)) }
        return (language, text)
    }

    private func problem(_ message: Message) -> LessonFileError {
        LessonFileError(file: file, line: lineNumber, problem: message)
    }
}
