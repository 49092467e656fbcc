import Messages

/// An expression of pasted Objective-C or Swift, as far as layout code needs one: message
/// sends, property paths, calls, literals, `|` of options. Anything else fails to parse,
/// and the reader decides whether that matters (it does only where a constraint is made).
indirect enum CodeExpression: Sendable {
    case name(String, SourceRange)
    case member(CodeExpression, String, SourceRange)
    case number(Double, SourceRange)
    case string(value: String, contentStart: Int, exact: Bool, SourceRange)
    /// `[receiver label: argument label: argument]`; a unary `[a b]` has one part whose
    /// argument is nil.
    case message(receiver: CodeExpression, parts: [CodePart], SourceRange)
    /// `f(a, b)` or Swift's `f(label: a)`.
    case call(callee: CodeExpression, arguments: [CodePart], SourceRange)
    /// `@[a, b]` or Swift's `[a, b]`.
    case array([CodeExpression], SourceRange)
    /// `@{@"k": v}` or Swift's `["k": v]`.
    case dictionary([(key: CodeExpression, value: CodeExpression)], SourceRange)
    case binary(Character, CodeExpression, CodeExpression, SourceRange)
    case negative(CodeExpression, SourceRange)
    /// `@20`, `@(x)`: a boxed number is its number.
    case boxed(CodeExpression, SourceRange)
    /// Swift's `.alignAllLeft`.
    case implicitMember(String, SourceRange)
    /// `condition ? a : b`: which one the app takes is known only when it runs.
    case conditional(CodeExpression, CodeExpression, CodeExpression, SourceRange)

    var range: SourceRange {
        switch self {
        case .name(_, let r), .member(_, _, let r), .number(_, let r), .string(_, _, _, let r),
             .message(_, _, let r), .call(_, _, let r), .array(_, let r), .dictionary(_, let r),
             .binary(_, _, _, let r), .negative(_, let r), .boxed(_, let r), .implicitMember(_, let r),
             .conditional(_, _, _, let r):
            r
        }
    }

    /// `self.view.leadingAnchor` → ["self", "view", "leadingAnchor"]; nil for anything but a path.
    var path: [(name: String, range: SourceRange)]? {
        switch self {
        case .name(let name, let range): [(name, range)]
        case .member(let base, let name, let range):
            base.path.map { $0 + [(name, range.upperBound - name.count..<range.upperBound)] }
        default: nil
        }
    }

    /// The value of a number, `-n`, `@n` or `(CGFloat)n`.
    var numberValue: Double? {
        switch self {
        case .number(let value, _): value
        case .negative(let inner, _): inner.numberValue.map { -$0 }
        case .boxed(let inner, _): inner.numberValue
        case .binary(let op, let a, let b, _):
            a.numberValue.flatMap { x in b.numberValue.flatMap { y in
                switch op {
                case "+": x + y
                case "-": x - y
                case "*": x * y
                case "/": y == 0 ? nil : x / y
                // C's remainder, of whole numbers only.
                case "%": y == 0 || x != x.rounded() || y != y.rounded() ? nil : x.truncatingRemainder(dividingBy: y)
                default: nil
                }
            } }
        default: nil
        }
    }
}

/// `label: argument` in a message or a labelled call; `label` is empty for an unlabelled one.
struct CodePart: Sendable {
    var label: String
    var labelRange: SourceRange
    var argument: CodeExpression?
}

/// Reads `CodeExpression`s from tokens. `swift`: `[` opens an array or dictionary literal
/// and `"…"` is a string; otherwise `[` opens a message send.
struct CodeExpressionParser {
    private(set) var tokens: [CodeToken]
    private(set) var index = 0
    let swift: Bool
    private var depth = 0

    /// Deeper nesting is refused: no pasted code comes near it, and the parser recurses.
    static let nestingLimit = 64

    init(tokens: [CodeToken], swift: Bool) {
        self.tokens = tokens
        self.swift = swift
    }

    var current: CodeToken { tokens[min(index, tokens.count - 1)] }
    var next: CodeToken { tokens[min(index + 1, tokens.count - 1)] }
    var atEnd: Bool { current.kind == .end }
    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    func unexpected(_ what: Message) -> Diagnostic {
        let token = current
        let found: String = switch token.kind {
        case .end: ""
        case .identifier(let name): name
        case .number(let text): text
        case .string(let value, _, _): "\"" + value + "\""
        case .punctuation(let c): String(c)
        }
        return Diagnostic(.expected(what, found: found), at: token.range)
    }

    mutating func expect(_ c: Character) throws(Diagnostic) {
        guard current.isPunctuation(c) else { throw unexpected(.verbatim("'\(c)'")) }
        advance()
    }

    /// `a | b`, `a + b`, `a * b`: left to right, `|` loosest; conditions (`==`, `&&`) and
    /// Swift's `??` looser still (`CodeExpression+Swift.swift`), and a conditional
    /// `c ? a : b` loosest of all, as in C and Swift.
    mutating func expression() throws(Diagnostic) -> CodeExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.nestingLimit else { throw Diagnostic(.nestingTooDeep, at: current.range) }
        let condition = try swiftCondition()
        guard current.isPunctuation("?"), !next.isPunctuation("?"), !next.isPunctuation(".") else { return condition }
        advance()
        let whenTrue = try expression()
        try expect(":")
        let whenFalse = try expression()
        return .conditional(condition, whenTrue, whenFalse, condition.range.lowerBound..<whenFalse.range.upperBound)
    }

    mutating func bitwiseOr() throws(Diagnostic) -> CodeExpression {
        var lhs = try term()
        while current.isPunctuation("|"), !next.isPunctuation("|") {
            advance()
            let rhs = try term()
            lhs = .binary("|", lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
        }
        return lhs
    }

    private mutating func term() throws(Diagnostic) -> CodeExpression {
        var lhs = try factor()
        while current.isPunctuation("+") || current.isPunctuation("-") {
            guard case .punctuation(let op) = current.kind else { break }
            advance()
            let rhs = try factor()
            lhs = .binary(op, lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
        }
        return lhs
    }

    private mutating func factor() throws(Diagnostic) -> CodeExpression {
        var lhs = try unary()
        while current.isPunctuation("*") || current.isPunctuation("/") || current.isPunctuation("%") {
            guard case .punctuation(let op) = current.kind else { break }
            advance()
            let rhs = try unary()
            lhs = .binary(op, lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
        }
        return lhs
    }

    mutating func unary() throws(Diagnostic) -> CodeExpression {
        if current.isPunctuation("!"), !next.isPunctuation("=") {
            // `!isHidden`, `!flag`: a condition, read for what it names.
            let start = current.range.lowerBound
            advance()
            let inner = try unary()
            return .binary("!", inner, inner, start..<inner.range.upperBound)
        }
        if current.isPunctuation("-") {
            let start = current.range.lowerBound
            advance()
            let inner = try unary()
            return .negative(inner, start..<inner.range.upperBound)
        }
        if current.isPunctuation("+") { advance() }
        return try postfix()
    }

    private mutating func postfix() throws(Diagnostic) -> CodeExpression {
        var expression = try primary()
        while true {
            if current.isPunctuation("."), case .identifier(let name) = next.kind {
                advance()
                let end = current.range.upperBound
                advance()
                expression = .member(expression, name, expression.range.lowerBound..<end)
            } else if swift, current.isPunctuation("!") || current.isPunctuation("?"), next.isPunctuation(".") {
                // `superview!.topAnchor`: alsh's views always exist.
                advance()
            } else if swift, current.isPunctuation("!"),
                      next.kind == .end || [")", ",", "]"].contains(where: next.isPunctuation) || Self.castWords.contains(next.identifier ?? "") {
                // `constant: inset!`: a value unwrapped is the value.
                advance()
            } else if swift, let word = current.identifier, Self.castWords.contains(word) {
                // `sender as! UIView`, `x as? [TagView]`: the value as it is.
                try skipCast()
            } else if swift, current.isPunctuation("[") {
                // `padding[1]`, `stacks[0]`: a subscript, read as a call of `subscript`.
                let open = current.range
                advance()
                let items = try list(closing: "]")
                expression = .call(callee: .member(expression, "subscript", open),
                                   arguments: items.map { CodePart(label: "", labelRange: $0.range, argument: $0) },
                                   expression.range.lowerBound..<tokens[index - 1].range.upperBound)
            } else if current.isPunctuation("(") {
                let arguments = try callArguments()
                expression = .call(callee: expression, arguments: arguments,
                                   expression.range.lowerBound..<tokens[index - 1].range.upperBound)
            } else {
                return expression
            }
        }
    }

    /// `(a, b)` or `(label: a, label: b)`.
    private mutating func callArguments() throws(Diagnostic) -> [CodePart] {
        try expect("(")
        var parts: [CodePart] = []
        while !current.isPunctuation(")") {
            if !parts.isEmpty { try expect(",") }
            if case .identifier(let label) = current.kind, next.isPunctuation(":") {
                let range = current.range
                advance(); advance()
                // Swift's `addArrangedSubview(_:)` names a method: its labels have no values.
                let named = swift && (current.isPunctuation(")") || current.isPunctuation(":"))
                parts.append(CodePart(label: label, labelRange: range, argument: named ? nil : try expression()))
            } else {
                let argument = try expression()
                parts.append(CodePart(label: "", labelRange: argument.range, argument: argument))
            }
        }
        advance()
        return parts
    }

    private mutating func primary() throws(Diagnostic) -> CodeExpression {
        let token = current
        switch token.kind {
        case .identifier(let name):
            advance()
            return .name(name, token.range)
        case .number(let text):
            advance()
            guard let value = Double(text), value.isFinite else { throw Diagnostic(.invalidNumber(text), at: token.range) }
            return .number(value, token.range)
        case .string(let value, let contentStart, let exact):
            advance()
            // Adjacent literals are one string in C: `@"H:|-[a]" @"-|"`.
            return .string(value: value, contentStart: contentStart, exact: exact, token.range)
        case .punctuation("("):
            advance()
            // A cast, `(CGFloat)8` or `(id)x`: the type is dropped.
            if case .identifier(let type) = current.kind, next.isPunctuation(")") || next.isPunctuation("*") {
                var probe = index + 1
                while probe < tokens.count, tokens[probe].isPunctuation("*") { probe += 1 }
                if probe < tokens.count, tokens[probe].isPunctuation(")"), probe + 1 < tokens.count,
                   castsOperand(at: probe + 1, pointer: probe > index + 1, type: type) {
                    index = probe + 1
                    return try unary()
                }
            }
            let inner = try expression()
            try expect(")")
            return inner
        case .punctuation("@"):
            advance()
            switch current.kind {
            case .punctuation("["):
                advance()
                let items = try list(closing: "]")
                return .array(items, token.range.lowerBound..<tokens[index - 1].range.upperBound)
            case .punctuation("{"):
                advance()
                let pairs = try pairs(closing: "}")
                return .dictionary(pairs, token.range.lowerBound..<tokens[index - 1].range.upperBound)
            case .punctuation("("):
                let inner = try primary()
                return .boxed(inner, token.range.lowerBound..<inner.range.upperBound)
            case .number, .punctuation("-"):
                let inner = try unary()
                return .boxed(inner, token.range.lowerBound..<inner.range.upperBound)
            case .identifier(let word) where word == "YES" || word == "NO" || word == "true" || word == "false":
                advance()
                return .name(word, token.range.lowerBound..<tokens[index - 1].range.upperBound)
            case .identifier:
                // `@kWidth`: a macro that stands for a number, boxed.
                let inner = try postfix()
                return .boxed(inner, token.range.lowerBound..<inner.range.upperBound)
            default:
                throw unexpected(Message(.expectedCodeValue))
            }
        case .punctuation("["):
            advance()
            if swift { return try swiftCollection(start: token.range.lowerBound) }
            return try message(start: token.range.lowerBound)
        case .punctuation("."):
            guard swift, case .identifier(let name) = next.kind else { throw unexpected(Message(.expectedCodeValue)) }
            advance()
            let end = current.range.upperBound
            advance()
            return .implicitMember(name, token.range.lowerBound..<end)
        default:
            throw unexpected(Message(.expectedCodeValue))
        }
    }

    /// Whether the token at `index`, after `(TYPE)`, starts the value a cast converts: a
    /// name (not a message's next label, as in `relatedBy:(NSLayoutRelationEqual) toItem:`),
    /// a literal, a bracket, or a sign. `(SCREEN_WIDTH)` before `)`, `,` or an operator is a
    /// value in brackets; so is one before `-`, unless a `*` made it a pointer type.
    private func castsOperand(at index: Int, pointer: Bool, type: String) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            return index + 1 >= tokens.count || !tokens[index + 1].isPunctuation(":")
        case .number, .string:
            return true
        case .punctuation(let c):
            if "([@^".contains(c) { return true }
            let constantLike = type.filter(\.isLetter).allSatisfy(\.isUppercase) && type.count > 1
            return "-&!~".contains(c) && (pointer || !constantLike)
        case .end:
            return false
        }
    }

    /// `[receiver selector]` or `[receiver label: value label: value]`, entered after `[`.
    private mutating func message(start: Int) throws(Diagnostic) -> CodeExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.nestingLimit else { throw Diagnostic(.nestingTooDeep, at: current.range) }
        let receiver = try postfix()
        var parts: [CodePart] = []
        guard case .identifier(let first) = current.kind else { throw unexpected(Message(.expectedSelector)) }
        if !next.isPunctuation(":") {
            parts.append(CodePart(label: first, labelRange: current.range, argument: nil))
            advance()
        } else {
            while case .identifier(let label) = current.kind, next.isPunctuation(":") {
                let range = current.range
                advance(); advance()
                let argument = try expression()
                parts.append(CodePart(label: label, labelRange: range, argument: argument))
                // Variadic arguments (`arrayWithObjects:a, b, nil`).
                while current.isPunctuation(",") {
                    advance()
                    _ = try expression()
                }
            }
        }
        guard current.isPunctuation("]") else {
            throw unexpected(parts.count == 1 && parts[0].argument == nil ? Message(.expectedClosingOrLabel) : Message(.verbatim, "']'"))
        }
        advance()
        return .message(receiver: receiver, parts: parts, start..<tokens[index - 1].range.upperBound)
    }

    /// Swift's `[a, b]`, `["k": v]`, `[:]`, entered after `[`.
    private mutating func swiftCollection(start: Int) throws(Diagnostic) -> CodeExpression {
        if current.isPunctuation(":"), next.isPunctuation("]") {
            advance(); advance()
            return .dictionary([], start..<tokens[index - 1].range.upperBound)
        }
        if current.isPunctuation("]") {
            advance()
            return .array([], start..<tokens[index - 1].range.upperBound)
        }
        let first = try expression()
        if current.isPunctuation(":") {
            advance()
            var pairs = [(key: first, value: try expression())]
            if current.isPunctuation(",") {
                advance()
                pairs += try self.pairs(closing: "]")
            } else {
                try expect("]")
            }
            return .dictionary(pairs, start..<tokens[index - 1].range.upperBound)
        }
        var items = [first]
        if current.isPunctuation(",") {
            advance()
            items += try list(closing: "]")
        } else {
            try expect("]")
        }
        return .array(items, start..<tokens[index - 1].range.upperBound)
    }

    /// `a, b, c` up to `closing` (a trailing comma allowed), the closing one taken.
    private mutating func list(closing: Character) throws(Diagnostic) -> [CodeExpression] {
        var items: [CodeExpression] = []
        while !current.isPunctuation(closing) {
            items.append(try expression())
            if current.isPunctuation(",") { advance() } else if !current.isPunctuation(closing) {
                throw unexpected(.verbatim("',' / '\(closing)'"))
            }
        }
        advance()
        return items
    }

    private mutating func pairs(closing: Character) throws(Diagnostic) -> [(key: CodeExpression, value: CodeExpression)] {
        var pairs: [(key: CodeExpression, value: CodeExpression)] = []
        while !current.isPunctuation(closing) {
            let key = try expression()
            try expect(":")
            pairs.append((key, try expression()))
            if current.isPunctuation(",") { advance() } else if !current.isPunctuation(closing) {
                throw unexpected(.verbatim("',' / '\(closing)'"))
            }
        }
        advance()
        return pairs
    }
}
