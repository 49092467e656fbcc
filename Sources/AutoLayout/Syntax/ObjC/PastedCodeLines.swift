import Messages

/// Which typed lines are code, and when the lines of code pasted so far make a statement:
/// one ends at a `;`, `{` or `}` outside any bracket, so a message spread over lines as a
/// book prints it (`[result addObjectsFromArray:` … `views: viewsDictionary]` … `];`) is
/// read once it is whole.
public enum PastedCodeLines {
    /// More lines than this in one statement are refused (a paste that never closes a
    /// bracket would otherwise be kept forever).
    public static let statementLineLimit = 400

    /// True when `line` starts a statement of Objective-C, or is Swift's
    /// `NSLayoutConstraint.constraints(withVisualFormat:…)`, rather than an alsh line.
    public static func looksLikeCode(_ line: String) -> Bool {
        let text = Substring(line).drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return false }
        let rest = text.dropFirst()
        switch first {
        case "@", "{", "}":
            return true
        case "/":
            return rest.first == "/" || rest.first == "*"
        case "-", "+", "—", "–":
            return rest.drop { $0 == " " || $0 == "\t" }.first == "("
        case "[":
            return isMessage(rest) || looksLikeSwift(line)
        case "]":
            return rest.allSatisfy { $0 == ";" || $0 == " " || $0 == "\t" || $0 == "]" || $0 == ")" } && !rest.hasPrefix(")")
        default:
            break
        }
        if mayHold(UInt8(ascii: "("), line), line.contains("(withVisualFormat:") { return true }
        if text.hasPrefix("NSDictionaryOfVariableBindings(") { return true }
        if startsWithDeclaration(text) { return true }
        if isSelectorPart(text) { return true }
        if mayHold(UInt8(ascii: ";"), line) && endsStatement(line) { return true }
        return looksLikeSwift(line) || isOpenAnchorCall(text)
    }

    /// `a.topAnchor.constraint(` with its arguments on the lines after: a constraint line
    /// of alsh's own when whole, gathered as Swift while a bracket is open.
    private static func isOpenAnchorCall(_ text: Substring) -> Bool {
        guard ConstraintParser.looksLikeAnchorCall(text), !ConstraintParser.looksLikeVFL(text),
              text.contains("Anchor.constraint(") || text.contains(".anchorWithOffset(") || text.hasPrefix("NSLayoutConstraint(")
        else { return false }
        var depth = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
        }
        return depth > 0
    }

    /// True when a statement whose first line is `line` is Swift: the line reads as Swift
    /// (`looksLikeSwift`) or opens an anchor call, and has no shape of Objective-C (a
    /// message, `@`, a method header, `Type *name`, a `;` at its end).
    public static func isSwift(_ line: String) -> Bool {
        let text = Substring(line).drop { $0 == " " || $0 == "\t" }
        if text.first == "[" || text.first == "." { return looksLikeSwift(line) }
        // `@objc public let box = UIView()`: an attribute only Swift has (Objective-C's
        // `@property`, `@interface`, `@"…"` are none of these).
        if text.first == "@", swiftAttributes.contains(String(text.dropFirst().prefix { SourceCursor.isIdentifierBody($0) })) {
            return true
        }
        guard let first = text.first, !"@-+—–".contains(first) else { return false }
        if startsWithDeclaration(text) { return false }
        if endsStatement(line), !hasSwiftOnlyCall(text) { return false }
        return looksLikeSwift(line) || isOpenAnchorCall(text)
    }

    /// `button.setTitle("Go", for: .normal);`, `addTarget(self, action: #selector(tap), …);`:
    /// a Swift statement an app ends with `;`. A labelled argument after `(` or `,` and
    /// `#selector(` are Swift's alone: C calls take no labels, and Objective-C's messages
    /// have theirs after a blank, inside `[ ]`.
    static func hasSwiftOnlyCall(_ text: Substring) -> Bool {
        if text.contains("#selector(") { return true }
        let characters = Array(text)
        var inString = false
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == "\"" { inString.toggle() }
            if !inString, c == "(" || c == "," {
                var probe = index + 1
                while probe < characters.count, characters[probe] == " " { probe += 1 }
                let start = probe
                while probe < characters.count, SourceCursor.isIdentifierBody(characters[probe]) { probe += 1 }
                if probe > start, SourceCursor.isIdentifierStart(characters[start]), probe < characters.count, characters[probe] == ":",
                   probe + 1 < characters.count, characters[probe + 1] == " " {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    static let swiftAttributes: Set<String> = [
        "objc", "nonobjc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "discardableResult", "MainActor", "NSManaged", "UIApplicationMain", "main", "frozen", "inlinable",
        "usableFromInline", "propertyWrapper", "Published", "State", "escaping", "testable",
    ]

    /// False only when `line` is ASCII without the byte `ascii`: then no Character of it can
    /// be that one. Every line typed or loaded is asked, nearly all are such, and the
    /// generic substring search and the walk by Characters behind the two checks it guards
    /// were a fifth of replaying a 7,000-line script.
    private static func mayHold(_ ascii: UInt8, _ line: String) -> Bool {
        line.utf8.contains { $0 == ascii || $0 >= 0x80 }
    }

    /// `[x sel…`, `[[x alloc] init]`, `[self.view addConstraint:` — never a visual format,
    /// whose brackets hold one name and then `]`, `(` or `@`.
    private static func isMessage(_ rest: Substring) -> Bool {
        var text = rest.drop { $0 == " " || $0 == "\t" }
        // `[@[a, b] mas_makeConstraints:…]`, `[@"…" length]`: no visual format's view starts with `@`.
        if text.first == "[" || text.first == "@" { return true }
        guard let first = text.first, SourceCursor.isIdentifierStart(first) else { return false }
        var sawDot = false
        while let c = text.first, SourceCursor.isIdentifierBody(c) || c == "." {
            if c == "." { sawDot = true }
            text = text.dropFirst()
        }
        if sawDot { return true }
        let afterBlank = text.drop { $0 == " " || $0 == "\t" }
        guard afterBlank.count < text.count, let next = afterBlank.first else { return false }
        return SourceCursor.isIdentifierStart(next)
    }

    /// `constraints:(void(^)(MASConstraintMaker *make))constraints {`: a method header's
    /// later part on its own line, `label:(Type)name` and then the end, `{` or another part.
    /// A formula's label is followed by a formula, never by a type and a bare name.
    static func isSelectorPart(_ text: Substring) -> Bool {
        let label = text.prefix { SourceCursor.isIdentifierBody($0) }
        guard !label.isEmpty, let first = label.first, SourceCursor.isIdentifierStart(first) else { return false }
        var rest = text.dropFirst(label.count)
        guard rest.first == ":" else { return false }
        rest = rest.dropFirst()
        guard rest.first == "(" else { return false }
        var depth = 0
        while let c = rest.first {
            rest = rest.dropFirst()
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1; if depth == 0 { break } }
        }
        guard depth == 0 else { return false }
        let name = rest.prefix { SourceCursor.isIdentifierBody($0) }
        guard !name.isEmpty else { return false }
        let after = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        return after.isEmpty || after.first == "{" || isSelectorPart(after)
    }

    /// `NSString *const kH = …`, `NSDictionary *views =`, `UIView *box;`.
    private static func startsWithDeclaration(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isUppercase else { return false }
        let rest = text.drop { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let star = rest.drop { $0 == " " || $0 == "\t" }
        guard star.first == "*" else { return false }
        let name = star.dropFirst().drop { $0 == " " || $0 == "\t" }
        return name.first.map(SourceCursor.isIdentifierStart) ?? false
    }

    /// The line ends in `;` (a trailing `// comment` and a stray ` |` aside), or opens a GCC
    /// statement expression (`_card = ({`), which Objective-C apps build views in.
    private static func endsStatement(_ line: String) -> Bool {
        let last = lastSignificant(of: line)
        if last == "{", line.contains("=") {
            let text = line.prefix { $0 != "{" }.reversed().drop { $0 == " " || $0 == "\t" }
            if text.first == "(" { return true }
        }
        return last == ";"
    }

    /// The last character that counts: blanks, a `// comment` and a web page's stray `|`
    /// after a statement dropped.
    static func lastSignificant(of line: String) -> Character? {
        var text = Substring(line)
        if let comment = commentStart(line) { text = text[..<comment] }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        if text.last == "|" {
            let before = text.dropLast().reversed().drop(while: \.isWhitespace)
            if let c = before.first, before.count < text.count - 1, [";", "{", "}", "=", ",", "\""].contains(c) { return c }
        }
        return text.last
    }

    /// Where a `//` comment starts outside a string, if there is one.
    private static func commentStart(_ line: String) -> String.Index? {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if inString {
                if c == "\"", previous != "\\" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/", previous == "/" {
                return line.index(before: index)
            }
            previous = previous == "\\" && c == "\\" ? " " : c
            index = line.index(after: index)
        }
        return nil
    }

    /// A preprocessor line that opens or closes a conditional, for `#if 0` between statements.
    public enum Directive: Sendable {
        /// `#if 0`: the lines after it are left out.
        case disabledIf
        case otherIf
        case elseBranch
        case endIf
    }

    /// Which conditional directive `line` is (blanks and a `//` comment aside), or nil.
    public static func directive(_ line: String) -> Directive? {
        let text = Substring(line).drop { $0 == " " || $0 == "\t" }
        guard text.first == "#" else { return nil }
        let code = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch words.first {
        case "#if": return words.count == 2 && words[1] == "0" ? .disabledIf : .otherIf
        case "#ifdef", "#ifndef": return .otherIf
        case "#else", "#elif": return .elseBranch
        case "#endif": return .endIf
        default: return nil
        }
    }

    /// What a statement of these lines still waits for: nil when whole; else the bracket
    /// left open (with its column in the joined text), or `;` when only the end is missing.
    public static func missing(_ lines: [String]) -> (token: String, column: Int)? {
        if let first = lines.first(where: { !$0.allSatisfy(\.isWhitespace) }), isSwift(first) { return swiftMissing(lines) }
        var stack: [(Character, Int)] = []
        var column = 0
        var inComment = false
        for line in lines {
            let characters = Array(line)
            var index = 0
            var inString = false
            while index < characters.count {
                let c = characters[index]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                if inComment {
                    if c == "*", next == "/" { inComment = false; index += 1 }
                } else if inString {
                    if c == "\\" { index += 1 } else if c == "\"" { inString = false }
                } else if c == "/", next == "/" {
                    break
                } else if c == "/", next == "*" {
                    inComment = true
                    index += 1
                } else if c == "\"" {
                    inString = true
                } else if c == "[" || c == "(" {
                    stack.append((c, column + index))
                } else if c == "{", index > 0, characters[index - 1] == "@" {
                    stack.append((c, column + index))
                } else if c == "]" || c == ")" || (c == "}" && stack.last?.0 == "{") {
                    if !stack.isEmpty { stack.removeLast() }
                }
                index += 1
            }
            column += characters.count + 1
        }
        if inComment { return ("/*", 0) }
        if let open = stack.last { return (String(open.0), open.1) }
        guard let first = lines.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let head = Substring(first).drop { $0 == " " || $0 == "\t" }
        // Lines whole by themselves: `@interface …`, `@end`, `- (void)viewDidLoad`, a comment,
        // a bare `@"H:|-[a]-|"`, and Swift, which has no `;`.
        if head.hasPrefix("@"), !head.hasPrefix("@\"") { return nil }
        if head.hasPrefix("//") || head.hasPrefix("/*") { return nil }
        if let c = head.first, "-+—–".contains(c), head.dropFirst().drop(while: { $0 == " " }).first == "(" { return nil }
        if lines.contains(where: { $0.contains("(withVisualFormat:") }) { return nil }
        guard let last = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }), let end = lastSignificant(of: last) else { return nil }
        if [";", "{", "}"].contains(end) { return nil }
        if lines.count == 1, head.hasPrefix("@\""), end == "\"" { return nil }
        if lines.count == 1, head.first == "]" { return nil }
        return (";", column - 1)
    }
}
