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
            parser.read(String(line), line: number)
        }
        return parser.log
    }

    private mutating func read(_ raw: String, line: Int) {
        let text = Self.unquoted(LogDescriptionParser.trimmed(Self.unescaped(raw)))
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
        if Self.boilerplate.contains(where: { text.includes($0) }) { return }
        if text == "<private>" || text == "\"<private>\"," || text == "\"<private>\"" {
            problem(line, Message(.logRedacted))
            awaitingBroken = false
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

    /// Markdown escapes pasted with the log: `\\<NSLayoutConstraint:0x… …\\>`.
    static func unescaped(_ text: String) -> String {
        guard text.includes("\\<") || text.includes("\\>") else { return text }
        return text.replacing("\\<", with: "<").replacing("\\>", with: ">")
    }

    /// `> ` quoting (GitHub, mail), once or nested, before anything else on the line.
    static func unquoted(_ text: String) -> String {
        var result = Substring(text)
        while result.first == ">" {
            result.removeFirst()
            while let c = result.first, c == " " || c == "\t" { result.removeFirst() }
        }
        return String(result)
    }

    /// The `<Class:0x… …>` on a line, whatever comes before it (timestamps, process names,
    /// `<Warning>:`, `( "` of a list on one line, `//` of a comment) and after it (`",`,
    /// `" )`): from the first `<` that opens a class and a colon to the last `>`.
    static func description(in text: String) -> String? {
        let chars = Array(text)
        guard let close = chars.lastIndex(of: ">") else { return nil }
        var index = 0
        while index < close {
            defer { index += 1 }
            guard chars[index] == "<" else { continue }
            var end = index + 1
            while end < close, chars[end].isLetter || chars[end].isNumber || "_.$".contains(chars[end]) { end += 1 }
            guard end > index + 1, end < close, chars[end] == ":", chars[index + 1].isLetter || chars[index + 1] == "_" else { continue }
            return String(chars[index...close])
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
