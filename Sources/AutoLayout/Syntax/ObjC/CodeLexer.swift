import Messages

/// One token of Objective-C (or Swift) code pasted at the prompt, with the columns it
/// covers in the statement (the pasted lines joined by "\n").
struct CodeToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        /// The number as written, without a `f`/`F` suffix (`1.0f` → `1.0`).
        case number(String)
        /// `@"…"` (ObjC) or `"…"` (Swift or C): the text between the quotes, escapes undone.
        /// `contentStart` is the column of the first character inside the quotes, and
        /// `exact` says whether each character of `value` sits at its own column (no escapes).
        case string(value: String, contentStart: Int, exact: Bool)
        /// Any other single character: `[ ] ( ) { } : ; , . = * | @ - + / < > ! ? & ^ ~ %`.
        case punctuation(Character)
        case end
    }

    var kind: Kind
    var range: SourceRange

    func isPunctuation(_ c: Character) -> Bool { kind == .punctuation(c) }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}

/// Cuts pasted code into tokens: comments (`//`, `/* */`) and blanks are dropped, a stray `|`
/// left by a web page's code table is kept (the reader decides what it is). In Swift,
/// `$0` is a name and any other character a punctuation token: a statement that makes no
/// layout (`#selector(tap)`, `\.self`) is passed over by the reader, not refused here.
enum CodeLexer {
    static func tokens(_ text: String, swift: Bool = false) throws(Diagnostic) -> [CodeToken] {
        let characters = Array(text)
        var tokens: [CodeToken] = []
        var index = 0
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let c = characters[index]
            if c.isWhitespace || c == "\u{FEFF}" { index += 1; continue }
            if c == "/", at(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if c == "/", at(1) == "*" {
                let start = index
                index += 2
                while index < characters.count, !(characters[index] == "*" && at(1) == "/") { index += 1 }
                guard index < characters.count else {
                    throw Diagnostic(.pasted(Message(.codeUnclosedComment), hint: nil), at: start..<start + 2)
                }
                index += 2
                continue
            }
            if c == "#", startsLine(characters, index) {
                index = afterDirective(characters, index)
                continue
            }
            let start = index
            if c == "@", at(1) == "\"" {
                index += 1
                tokens.append(try string(characters, &index, start: start))
                continue
            }
            if c == "\"" {
                tokens.append(try string(characters, &index, start: start))
                continue
            }
            if SourceCursor.isIdentifierStart(c) || (swift && c == "$" && at(1).map(SourceCursor.isIdentifierBody) == true) {
                index += 1
                while index < characters.count, SourceCursor.isIdentifierBody(characters[index]) { index += 1 }
                tokens.append(CodeToken(kind: .identifier(String(characters[start..<index])), range: start..<index))
                continue
            }
            if c.isASCII, c.isNumber || (c == "." && at(1)?.isASCII == true && at(1)!.isNumber) {
                while index < characters.count, characters[index].isASCII,
                      characters[index].isNumber || characters[index] == "." { index += 1 }
                if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                    var probe = index + 1
                    if probe < characters.count, characters[probe] == "-" || characters[probe] == "+" { probe += 1 }
                    if probe < characters.count, characters[probe].isASCII, characters[probe].isNumber {
                        index = probe
                        while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
                    }
                }
                let written = String(characters[start..<index])
                // C's float and integer suffixes say nothing about the value.
                while index < characters.count, "fFlLuU".contains(characters[index]) { index += 1 }
                tokens.append(CodeToken(kind: .number(written), range: start..<index))
                continue
            }
            // Typographic dashes: a book's `— (void)viewDidLoad` is `- (void)viewDidLoad`.
            let punctuation: Character = c == "—" || c == "–" || c == "−" ? "-" : c
            guard swift || "[](){}:;,.=*|@-+/<>!?&^~%".contains(punctuation) else {
                throw Diagnostic(.unexpectedCharacter(String(c)), at: start..<start + 1)
            }
            index += 1
            tokens.append(CodeToken(kind: .punctuation(punctuation), range: start..<index))
        }
        tokens.append(CodeToken(kind: .end, range: characters.count..<characters.count + 1))
        return tokens
    }

    /// Only blanks before `index` on its line.
    private static func startsLine(_ characters: [Character], _ index: Int) -> Bool {
        var probe = index - 1
        while probe >= 0, characters[probe] == " " || characters[probe] == "\t" { probe -= 1 }
        return probe < 0 || characters[probe] == "\n"
    }

    /// Where reading goes on after a preprocessor line (`#pragma mark`, `#endif`), passed
    /// over as a comment; after `#if 0`, the lines it turns off go with it, up to its
    /// `#else` or `#endif` (inner `#if`s counted), as the compiler drops them.
    private static func afterDirective(_ characters: [Character], _ index: Int) -> Int {
        func lineEnd(_ from: Int) -> Int {
            var end = from
            while end < characters.count, characters[end] != "\n" { end += 1 }
            return end
        }
        func directive(_ from: Int) -> String {
            String(characters[from..<lineEnd(from)]).split(separator: "/", maxSplits: 1).first.map {
                $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            } ?? ""
        }
        var end = lineEnd(index)
        guard directive(index) == "#if 0" else { return end }
        var depth = 0
        while end < characters.count {
            var start = end + 1
            while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
            end = lineEnd(start)
            guard start < characters.count, characters[start] == "#" else { continue }
            let line = directive(start)
            if line.hasPrefix("#if") { depth += 1 }
            if line.hasPrefix("#endif") || line.hasPrefix("#else") {
                if depth == 0 { return end }
                if line.hasPrefix("#endif") { depth -= 1 }
            }
        }
        return end
    }

    /// A string literal from its opening quote (`index` there); `start` includes an `@`.
    private static func string(_ characters: [Character], _ index: inout Int, start: Int) throws(Diagnostic) -> CodeToken {
        index += 1  // the opening quote
        let contentStart = index
        var value = ""
        var exact = true
        while true {
            guard index < characters.count, characters[index] != "\n" else {
                throw Diagnostic(.pasted(Message(.codeUnclosedString), hint: nil), at: start..<index)
            }
            let c = characters[index]
            if c == "\"" { break }
            if c == "\\", index + 1 < characters.count {
                exact = false
                let escaped = characters[index + 1]
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                default: value.append(escaped)
                }
                index += 2
                continue
            }
            value.append(c)
            index += 1
        }
        index += 1  // the closing quote
        return CodeToken(kind: .string(value: value, contentStart: contentStart, exact: exact), range: start..<index)
    }
}
