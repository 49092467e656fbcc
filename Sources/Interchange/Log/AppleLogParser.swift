import AutoLayout
import Messages

/// Reads Apple's console output line by line: the `Unable to simultaneously satisfy
/// constraints` blocks of iOS (`[LayoutConstraints]`) and macOS (`[Layout]`), their
/// boilerplate, the `(` … `)` list, `Will attempt to recover by breaking constraint`, and
/// bare descriptions one per line. A line it cannot read becomes a `LogProblem`.
struct AppleLogParser {
    private(set) var log = ParsedLog()
    private var currentBlock: Int?
    private var awaitingBroken = false
    /// A description whose line ended before its `>`, waiting for the rest.
    private var wrapped: (text: String, line: Int, parts: Int)?

    /// Text that belongs to Apple's report and carries nothing to import.
    private static let boilerplate = [
        "Probably at least one of the constraints", "Try this:", "look at each constraint",
        "find the code that added the unwanted constraint", "(Note: If you're seeing",
        "Make a symbolic breakpoint", "UIConstraintBasedLayoutDebugging", "may also be helpful",
        "Set the NSUserDefault", "LAYOUT_CONSTRAINTS_NOT_SATISFIABLE",
        "visualizeConstraints", "refer to the documentation for the UIView property",
    ]
    private static let header = "Unable to simultaneously satisfy constraints"
    /// What newer macOS prints before the same list.
    private static let macHeader = "Conflicting constraints detected"
    private static let recovery = "Will attempt to recover by breaking constraint"

    static func parse(_ text: String) -> ParsedLog {
        var parser = AppleLogParser()
        var number = 0
        // Cut at the newline byte, a carriage return before it dropped: "\r\n" is one
        // Character, so cutting at the Character "\n" read a log copied through Windows as
        // one line, with no conflict in it.
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            var line = Substring(raw)
            if line.utf8.last == UInt8(ascii: "\r") { line = line[..<line.utf8.index(before: line.endIndex)] }
            parser.take(Self.cleaned(String(line)), line: number)
        }
        if let open = parser.wrapped { parser.read(open.text, line: open.line) }
        return parser.log
    }

    /// A description wrapped over lines (a book's or a blog's narrow column) is read as one
    /// line, numbered by its first: the next lines are joined to it until its closing `>`,
    /// for at most a few lines. A line that opens another description, a header or a blank
    /// line ends it: the open line was cut short, not wrapped, and is read alone.
    private mutating func take(_ text: String, line: Int) {
        if var open = wrapped {
            let ends = text.isEmpty || Self.opensDescription(text) || text.includes(Self.header) || text.includes(Self.recovery)
            if !ends {
                open.text += " " + text
                open.parts += 1
                let done = Self.closesDescription(text) || open.parts == Self.maximumWrappedLines
                wrapped = done ? nil : open
                if done { read(open.text, line: open.line) }
                return
            }
            wrapped = nil
            read(open.text, line: open.line)
        }
        if Self.opensUnclosedDescription(text) {
            wrapped = (text, line, 1)
        } else {
            read(text, line: line)
        }
    }

    /// The most lines one wrapped description is joined from.
    private static let maximumWrappedLines = 4

    /// The line as Apple printed it: a web page's HTML (`PageText`), Markdown's escapes,
    /// `> ` quoting, code backticks and bold taken off, blanks trimmed.
    static func cleaned(_ raw: String) -> String {
        let text = unquoted(LogDescriptionParser.trimmed(unescaped(PageText.decoded(raw))))
        return LogDescriptionParser.trimmed(withoutBold(LogDescriptionParser.trimmed(withoutBackticks(text))))
    }

    /// `**"<NSLayoutConstraint:0x… …>",**` → `"<NSLayoutConstraint:0x… …>",`: a log pasted
    /// into Markdown with each line in bold. Apple's lines never start or end with `**`
    /// (a mangled name's `*` for `_` stands alone, inside the line).
    static func withoutBold(_ text: String) -> String {
        guard text.hasPrefix("**") || text.hasSuffix("**") else { return text }
        var result = Substring(text)
        while result.hasPrefix("**") { result.removeFirst(2) }
        while result.hasSuffix("**") { result.removeLast(2) }
        return String(result)
    }

    /// `` `"<NSLayoutConstraint:0x… …>",` `` → `"<NSLayoutConstraint:0x… …>",`: a log pasted
    /// into Markdown with each line as code.
    static func withoutBackticks(_ text: String) -> String {
        guard text.first == "`" || text.last == "`" else { return text }
        var result = Substring(text)
        while result.first == "`" { result.removeFirst() }
        while result.last == "`" { result.removeLast() }
        return String(result)
    }

    /// A line that opens a `<Class:0x…` description and does not close it.
    private static func opensUnclosedDescription(_ text: String) -> Bool {
        guard let open = descriptionStart(in: Array(text), before: text.count) else { return false }
        return !text.dropFirst(open).contains(">")
    }

    private static func opensDescription(_ text: String) -> Bool {
        descriptionStart(in: Array(text), before: text.count) != nil
    }

    private static func closesDescription(_ text: String) -> Bool {
        text.contains(">")
    }

    private mutating func read(_ text: String, line: Int) {
        if DebuggerOutputLines.isFrame(text) { return }
        if let range = text.utf8Range(of: Self.header) {
            startBlock(line: line, platform: Self.platform(String(text[..<range.lowerBound])))
            return
        }
        if let range = text.utf8Range(of: Self.macHeader) {
            startBlock(line: line, platform: .macOS)
            // `Conflicting constraints detected: (` may open the list on the same line.
            let rest = LogDescriptionParser.trimmed(String(text[range.upperBound...]).drop { $0 == ":" }.description)
            if let description = Self.description(in: rest) { entry(description, line: line, broken: false) }
            return
        }
        if let range = text.utf8Range(of: Self.recovery) {
            let rest = LogDescriptionParser.trimmed(String(text[range.upperBound...]))
            if rest.isEmpty { awaitingBroken = true } else { entry(Self.description(in: rest) ?? rest, line: line, broken: true) }
            return
        }
        // `(`/`)` around the list; `[`/`]` where the list was printed as an array.
        if text.isEmpty || ["(", ")", "),", "[", "]", "...", "…"].contains(text) { return }
        if Self.boilerplate.contains(where: { text.includes($0) }) || ApplePreamble.holds(text) { return }
        if text == "<private>" || text == "\"<private>\"," || text == "\"<private>\"" {
            problem(line, Message(.logRedacted))
            awaitingBroken = false
            return
        }
        if let entries = Self.listEntries(in: text) {
            for entryText in entries { read(entryText, line: line) }
            return
        }
        if let description = Self.description(in: text) {
            entry(description, line: line, broken: awaitingBroken)
            return
        }
        let bare = Self.withoutListPunctuation(text)
        guard Self.looksLikeConstraint(bare) else {
            problem(line, Message(.logNotAppleLine, Self.excerpt(text)))
            return
        }
        entry(bare, line: line, broken: awaitingBroken)
    }

    /// Markdown escapes pasted with the log: `\\<NSLayoutConstraint:0x… …\\>`,
    /// `V:|-(5)-\\[UIImageView:0x…\\]`, `0.22\\*UIView:0x….width`, `\\_UILayoutGuide`. Apple's
    /// descriptions never hold a backslash before these characters.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                if !markdownEscapable.contains(character) { result.append("\\") }
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// The punctuation Markdown lets a backslash escape.
    private static let markdownEscapable = Set("\\`*_{}[]()<>#+-.!|")

    /// `> ` quoting (GitHub, mail), once or nested, and `//` of a log pasted into a
    /// source comment, before anything else on the line.
    static func unquoted(_ text: String) -> String {
        var result = Substring(text)
        while result.first == ">" || result.hasPrefix("//") {
            result.removeFirst(result.first == ">" ? 1 : 2)
            while let c = result.first, c == " " || c == "\t" { result.removeFirst() }
        }
        return String(result)
    }

    /// The `<Class:0x… …>` on a line, whatever comes before it (timestamps, process names,
    /// `<Warning>:`, `( "` of a list on one line, `//` of a comment) and after it (`",`,
    /// `" )`): from the first `<` that opens a class and a colon to the last `>`.
    static func description(in text: String) -> String? {
        let chars = Array(text)
        guard let close = chars.lastIndex(of: ">"), let open = descriptionStart(in: chars, before: close) else { return nil }
        // A header closed before the constraint's own description (FLKAutoLayout's
        // `<NSLayoutConstraint: 0x…> H:[…] (tag, tag)`): the entry runs on to the line's end.
        let tail = withoutClosingPunctuation(String(chars[(close + 1)...]))
        if !tail.isEmpty, LogDescriptionParser.isClosedHeaderAlone(String(chars[open...close])) {
            return String(chars[open...close]) + " " + tail
        }
        return String(chars[open...close])
    }

    /// A list entry's end without the quote and comma around it: `… (null))",` → `… (null))`.
    private static func withoutClosingPunctuation(_ text: String) -> String {
        var result = Substring(LogDescriptionParser.trimmed(text))
        if result.last == "," { result.removeLast() }
        if result.last == "\"" { result.removeLast() }
        return LogDescriptionParser.trimmed(String(result))
    }

    /// The entries of a list printed on one line (`("<A:0x… …>","<B:0x… …>")`, as a log
    /// copied into Markdown or a JSON string without its newlines shows it, or Swift's
    /// `print(view.constraints)`: `[<A:0x… …>, <B:0x… …>]`), cut where one description's `>`
    /// (and its closing quote, if quoted) meets the next one's `<Class:` across a comma; nil
    /// when the line holds at most one entry.
    static func listEntries(in text: String) -> [String]? {
        let chars = Array(text)
        var entries: [String] = []
        var start = 0
        var index = 0
        while index + 1 < chars.count {
            defer { index += 1 }
            guard chars[index] == ">" else { continue }
            let afterQuote = chars[index + 1] == "\"" ? index + 2 : index + 1
            guard let next = nextEntryStart(in: chars, after: afterQuote) else { continue }
            entries.append(String(chars[start...index]))
            start = next
            index = next - 1
        }
        guard !entries.isEmpty else { return nil }
        entries.append(String(chars[start...]))
        return entries
    }

    /// Where the next entry's `<Class:` starts after one entry's end: past blanks, a comma,
    /// blanks and its opening quote if it has one; nil when something else follows.
    private static func nextEntryStart(in chars: [Character], after position: Int) -> Int? {
        var index = position
        func skipBlanks() { while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 } }
        skipBlanks()
        guard index < chars.count, chars[index] == "," else { return nil }
        index += 1
        skipBlanks()
        if index < chars.count, chars[index] == "\"" { index += 1 }
        guard index < chars.count else { return nil }
        let open = index
        // A class name and its colon: a bounded look, so a long line stays linear.
        let head = Array(chars[open..<min(chars.count, open + 128)])
        return descriptionStart(in: head, before: head.count) == 0 ? open : nil
    }

    /// Where the first `<` that opens a class and a colon (`<NSLayoutConstraint:`) is, before
    /// `limit`.
    private static func descriptionStart(in chars: [Character], before limit: Int) -> Int? {
        var index = 0
        while index < limit {
            defer { index += 1 }
            guard chars[index] == "<" else { continue }
            var end = index + 1
            while end < limit, chars[end].isLetter || chars[end].isNumber || "_.$".contains(chars[end]) { end += 1 }
            guard end > index + 1, end < limit, chars[end] == ":", chars[index + 1].isLetter || chars[index + 1] == "_" else { continue }
            return index
        }
        return nil
    }

    /// A bare description in a list: `"UILabel:0x….width == 10",` → `UILabel:0x….width == 10`.
    private static func withoutListPunctuation(_ text: String) -> String {
        var result = text
        if result.hasPrefix("(") { result = LogDescriptionParser.trimmed(String(result.dropFirst())) }
        if result.hasSuffix(")") && !result.hasSuffix("))") && result.filter({ $0 == "(" }).count < result.filter({ $0 == ")" }).count {
            result = LogDescriptionParser.trimmed(String(result.dropLast()))
        }
        return result
    }

    private static func platform(_ prefix: String) -> LogBlock.Platform {
        if prefix.includes("[LayoutConstraints]") { return .iOS }
        if prefix.includes("[Layout]") { return .macOS }
        return .unknown
    }

    private static func looksLikeConstraint(_ text: String) -> Bool {
        text.hasPrefix("<") || text.hasPrefix("\"<") || text.hasPrefix("H:") || text.hasPrefix("V:")
            || text.includes(":0x")
    }

    static func excerpt(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }

    private mutating func startBlock(line: Int, platform: LogBlock.Platform) {
        log.blocks.append(LogBlock(line: line, platform: platform, constraintKeys: [], brokenKey: nil))
        currentBlock = log.blocks.count - 1
        awaitingBroken = false
    }

    private mutating func entry(_ text: String, line: Int, broken: Bool) {
        awaitingBroken = false
        let constraint: LogConstraint
        do {
            constraint = try LogDescriptionParser.parse(text, line: line)
        } catch {
            problem(line, error.sentence)
            return
        }
        if currentBlock == nil { startBlock(line: line, platform: .unknown) }
        guard let index = currentBlock else { return }
        if log.constraint(key: constraint.key) == nil { log.constraints.append(constraint) }
        if !log.blocks[index].constraintKeys.contains(constraint.key) {
            log.blocks[index].constraintKeys.append(constraint.key)
        }
        if broken { log.blocks[index].brokenKey = constraint.key }
    }

    private mutating func problem(_ line: Int, _ sentence: Message) {
        log.problems.append(LogProblem(line: line, sentence: sentence))
    }
}
