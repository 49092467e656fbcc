/// Which typed lines are Swift pasted from a view controller, and when a Swift statement
/// spread over lines is whole. The rule (docs/DESIGN.md, "Swift pasted as code") keeps
/// every alsh line as it was: a line is Swift only by a shape no alsh line has.
extension PastedCodeLines {
    /// Words that begin a Swift declaration or statement and no alsh command.
    static let swiftKeywords: Set<String> = [
        "let", "var", "lazy", "weak", "unowned", "private", "fileprivate", "public", "internal", "open", "final",
        "override", "func", "init", "required", "convenience", "static", "struct", "enum", "extension", "protocol",
        "guard", "if", "else", "for", "while", "repeat", "switch", "case", "return", "defer", "super", "self",
        "typealias", "deinit", "mutating", "do", "catch", "try", "await",
    ]

    /// True when `line` reads as Swift: it starts with a Swift keyword followed by a blank,
    /// `(`, `.`, `{` or `:` (`let x = …`, `super.viewDidLoad()`, `default:`), with `@` and a
    /// word (`@objc`, `@IBOutlet`), with `class NAME:` or `class NAME {`, or `import
    /// Module`; or it is a call that is not a constraint (`view.addSubview(x)`,
    /// `setupViews()`), or an assignment no formula makes: to a property that is no
    /// attribute and no misspelling of one (`label.numberOfLines = 0`), or of a value
    /// no formula holds (`"…"`, `.system`, `true`, `false`, `nil`, `[`, `{`).
    public static func looksLikeSwift(_ line: String) -> Bool {
        let text = Substring(line).drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return false }
        if first == "@" { return text.dropFirst().first.map(SourceCursor.isIdentifierStart) ?? false }
        if first == "$" { return true }
        if first == "[" { return isSwiftArrayStart(text) }
        if isOperatorContinuation(text) { return true }
        // `label.reactive.text <~ viewModel.title`: a binding operator no formula has.
        if text.contains("<~") { return true }
        // `.disposed(by: bag)`: a chain going on from the line before.
        if continuesChain(line) { return true }
        guard SourceCursor.isIdentifierStart(first) else { return false }
        let word = text.prefix { SourceCursor.isIdentifierBody($0) }
        let after = text.dropFirst(word.count)
        if swiftKeywords.contains(String(word)) {
            // `return`, `break` alone, or followed by what a Swift statement has there.
            guard let next = after.first else { return true }
            if next == " " || next == "\t" || next == "(" || next == "{" || next == ":" || (next == "." && (word == "super" || word == "self")) {
                return true
            }
        }
        if ["break", "continue"].contains(word), after.allSatisfy({ $0 == " " || $0 == "\t" }) { return true }
        // A switch's `default:` alone on its line (a label `default: a.top = …` has more).
        if word == "default", after.first == ":", after.dropFirst().allSatisfy({ $0 == " " || $0 == "\t" }) { return true }
        if word == "class" { return isSwiftClassHeader(after) }
        if word == "import" { return isModuleImport(after) }
        return isSwiftCallOrAssignment(text)
    }

    /// `.snp`, `.makeConstraints { make in`: a line that goes on with the chain of the
    /// line before, which Swift allows and no alsh line starts with.
    public static func continuesChain(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.first == ".", let next = text.dropFirst().first else { return false }
        return SourceCursor.isIdentifierStart(next) || next == "$"
    }

    /// `label`, `self.viewModel`: a name or path alone on its line (a comment after it allowed).
    public static func isBarePath(_ line: String) -> Bool {
        var text = line.drop { $0 == " " || $0 == "\t" }
        if let slash = text.indices.first(where: { text[$0] == "/" && text.index(after: $0) < text.endIndex && text[text.index(after: $0)] == "/" }) {
            text = text[..<slash]
        }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        guard let first = text.first, SourceCursor.isIdentifierStart(first) else { return false }
        // `viewModel.$title`: a property wrapper's projection.
        return text.allSatisfy { SourceCursor.isIdentifierBody($0) || $0 == "." || $0 == "$" } && text.last != "."
    }

    /// A condition or value going on from the line before (`&& isScrolling {`, `|| compact`,
    /// `?? 0`, a ternary's `? a` and `: b`, `!isHidden`): no alsh line starts with these.
    private static func isOperatorContinuation(_ text: Substring) -> Bool {
        let pair = text.prefix(2)
        if pair == "&&" || pair == "||" || pair == "??" { return true }
        guard let first = text.first, let next = text.dropFirst().first else { return false }
        if first == "!" { return SourceCursor.isIdentifierStart(next) || next == "(" }
        return (first == "?" || first == ":") && (next == " " || next == "\t")
    }

    /// `[` alone (an array literal over lines) or `[a, b].forEach {`: a visual format's
    /// brackets hold one view and no `].`; a message has a selector after its receiver.
    private static func isSwiftArrayStart(_ text: Substring) -> Bool {
        let rest = text.dropFirst()
        if rest.allSatisfy({ $0 == " " || $0 == "\t" }) { return true }
        // `[title,` going on below: a visual format's view name is followed by `(` or `]`.
        let name = rest.drop { $0 == " " || $0 == "\t" }.prefix { SourceCursor.isIdentifierBody($0) || $0 == "." }
        if !name.isEmpty, rest.drop(while: { $0 == " " || $0 == "\t" }).dropFirst(name.count).first == "," { return true }
        return rest.contains(",") && (text.contains("].forEach") || text.contains("].map"))
    }

    /// `class Name: Base {`, `class Name {` (alsh's `class NAME UIKITCLASS` has neither).
    private static func isSwiftClassHeader(_ after: Substring) -> Bool {
        let rest = after.drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { SourceCursor.isIdentifierBody($0) }
        guard !name.isEmpty else { return false }
        let next = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }.first
        return next == ":" || next == "{" || next == "<"
    }

    /// `import UIKit`: one capitalised module name (a file to import has a dot or a slash).
    private static func isModuleImport(_ after: Substring) -> Bool {
        let rest = after.drop { $0 == " " || $0 == "\t" }
        guard let first = rest.first, first.isASCII, first.isUppercase else { return false }
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return rest.dropFirst(name.count).allSatisfy { $0 == " " || $0 == "\t" || $0 == ";" }
    }

    /// A path (`a.b.c`) and then `(` or `=`, read as the rule above says.
    private static func isSwiftCallOrAssignment(_ text: Substring) -> Bool {
        var rest = text
        var components: [Substring] = []
        while let c = rest.first, SourceCursor.isIdentifierStart(c) {
            let name = rest.prefix { SourceCursor.isIdentifierBody($0) }
            components.append(name)
            rest = rest.dropFirst(name.count)
            if rest.first == "!" || rest.first == "?" { rest = rest.dropFirst() }
            guard rest.first == ".", let next = rest.dropFirst().first, SourceCursor.isIdentifierStart(next) else { break }
            rest = rest.dropFirst()
        }
        guard let last = components.last else { return false }
        // `layoutMargins.left = 8`: a view's margins, which no formula names.
        if components.dropLast().contains(where: { PastedCodeReader.marginProperties.contains(String($0)) }) { return true }
        // `padding[1]`, `views["a"] = a`: no alsh line has a name and then `[`.
        if rest.first == "[" { return true }
        if rest.first == "{" || rest.drop(while: { $0 == " " || $0 == "\t" }).first == "{" { return true }
        // `print (x)`, `NSLog (@"…", …)`: a logging call written with a blank before its `(`.
        if components.count == 1, loggingCalls.contains(String(last)), rest.drop(while: { $0 == " " || $0 == "\t" }).first == "(" {
            return true
        }
        if rest.first == "(" {
            // `a.topAnchor.constraint(…)`, `….anchorWithOffset(to:)` and `NSLayoutConstraint(item:…)`
            // are alsh's own constraint lines.
            // …unless an app's priority helper follows (`….with(priority: .defaultHigh)`),
            // which only the Swift reader knows.
            if PastedCodeReader.priorityHelpers.contains(where: { text.contains(").\($0)(") }) { return true }
            if last == "constraint" || last == "anchorWithOffset" { return false }
            if components.count == 1, last == "NSLayoutConstraint" { return false }
            if components.contains(where: { $0.hasSuffix("Anchor") }) { return false }
            return true
        }
        let afterPath = rest.drop { $0 == " " || $0 == "\t" }
        // `+=`, `-=`: no formula assigns that way.
        if let c = afterPath.first, "+-*/".contains(c), afterPath.dropFirst().first == "=" { return true }
        guard afterPath.first == "=", afterPath.dropFirst().first != "=" else { return false }
        let value = afterPath.dropFirst().drop { $0 == " " || $0 == "\t" }
        // A call (`UIScrollView(frame: …)`): a formula's value has none.
        if ConstraintParser.looksLikeAnchorCall(value) { return true }
        // `scrollView.contentInset.bottom`: between a view and its attribute a formula has
        // only a guide or `superview`.
        if components.count >= 3, components.dropFirst().dropLast().contains(where: { !FormulaParser.namesAPart(String($0)) }) {
            return true
        }
        if let c = value.first, c == "\"" || c == "[" || c == "{" { return true }
        if value.first == ".", let c = value.dropFirst().first, SourceCursor.isIdentifierStart(c) { return true }
        let word = value.prefix { SourceCursor.isIdentifierBody($0) }
        if ["true", "false", "nil"].contains(word), value.dropFirst(word.count).allSatisfy({ $0 == " " || $0 == "\t" }) {
            return true
        }
        // `backgroundColor = …`: a formula's left side is a view's attribute.
        if components.count == 1 { return true }
        guard last.count >= 3 else { return false }
        return !isAttributeLike(String(last))
    }

    /// Functions apps call to log or check, which make no layout: with a blank before the
    /// `(` (`print (x)`), their lines are still code, not an alsh command misspelt.
    static let loggingCalls: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
    ]

    /// An alsh attribute or guide, or a name near enough to one that a formula's error
    /// ("did you mean 'width'?") helps more than passing the line over.
    private static func isAttributeLike(_ name: String) -> Bool {
        if FormulaParser.namesAPart(name) { return true }
        if uikitSizeProperties.contains(name) { return false }
        return NameSuggester.suggestion(for: name, among: attributeWords) != nil
    }

    /// UIKit's own properties whose names end in an attribute's word (`table.rowHeight =
    /// UITableView.automaticDimension`): a setting, never a misspelt attribute.
    static let uikitSizeProperties: Set<String> = [
        "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
        "estimatedSectionFooterHeight", "preferredMaxLayoutWidth", "borderWidth",
    ]

    private static let attributeWords: [String] = Attribute.allCases.map(\.rawValue) + ["safeArea", "margins", "readableContent", "center"]

    /// What a Swift statement of these lines still waits for, as `missing` says for
    /// Objective-C: a bracket left open (a `{` counts when it opens a closure: after `=`,
    /// `(`, `[`, `,` or `:`, after `forEach`, or in a `for … in` loop's first line); or
    /// nil when whole. A `{` that ends a header (`override func viewDidLoad() {`) is whole.
    public static func swiftMissing(_ lines: [String]) -> (token: String, column: Int)? {
        var stack: [(Character, Int)] = []
        var column = 0
        var inComment = false
        var previous: Character = " "
        var previousWord = ""
        let loop = lines.first.map { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("for ") } ?? false
        for line in lines {
            let characters = Array(line)
            var index = 0
            var inString = false
            var word = ""
            while index < characters.count {
                let c = characters[index]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                defer { index += 1 }
                if inComment {
                    if c == "*", next == "/" { inComment = false; index += 1 }
                    continue
                }
                if inString {
                    if c == "\\" { index += 1 } else if c == "\"" { inString = false; previous = c }
                    continue
                }
                if c == "/", next == "/" { index = characters.count; continue }
                if c == "/", next == "*" { inComment = true; index += 1; continue }
                if SourceCursor.isIdentifierBody(c) { word.append(c); continue }
                if !word.isEmpty { previousWord = word; previous = "a"; word = "" }
                if c == " " || c == "\t" { continue }
                switch c {
                case "\"": inString = true
                case "[", "(": stack.append((c, column + index))
                case "{":
                    let opensClosure = !stack.isEmpty || "=([,:".contains(previous) || previousWord == "forEach"
                        || PastedCodeReader.takesMakerClosure(previousWord)
                        || (loop && previous != "=")
                    if opensClosure { stack.append((c, column + index)) }
                case "]", ")", "}":
                    if !stack.isEmpty { stack.removeLast() }
                default: break
                }
                previous = c
                previousWord = ""
            }
            if !word.isEmpty { previousWord = word; previous = "a" }
            column += characters.count + 1
        }
        if inComment { return ("/*", 0) }
        if let open = stack.last { return (String(open.0), open.1) }
        return nil
    }
}
