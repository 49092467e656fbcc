import Cassowary

/// One token of a formula line, with the columns it covers.
struct FormulaToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(String)
        case dot, plus, minus, star, slash, openParenthesis, closeParenthesis, at
        /// Only in Swift calls (`constraint(equalTo: b.topAnchor, constant: 8)`).
        case colon, comma, openBracket, closeBracket
        case relation(Relation)
        case end
    }

    var kind: Kind
    var range: SourceRange

    /// The token as typed, for "found '…'"; empty at the end of the line.
    var text: String
}

/// Splits a formula into tokens. Spaces only separate; `=` is read as `==`.
enum FormulaLexer {
    /// `call`: also the punctuation of a Swift call (`:`, `,`, `[`, `]`), and Swift's
    /// optional marks after a name (`superview!.topAnchor`, `superview?.topAnchor`)
    /// skipped, since alsh's views always exist.
    static func tokens(_ line: String, from start: Int, call: Bool = false) throws(Diagnostic) -> [FormulaToken] {
        var cursor = SourceCursor(line, from: start)
        var tokens: [FormulaToken] = []
        while true {
            cursor.skipSpaces()
            guard let c = cursor.current else { break }
            let begin = cursor.position
            if let (name, range) = cursor.identifier() {
                tokens.append(FormulaToken(kind: .identifier(name), range: range, text: name))
            } else if let (text, range) = cursor.numberText(signed: false) {
                tokens.append(FormulaToken(kind: .number(text), range: range, text: text))
            } else if let relation = relation(&cursor) {
                tokens.append(FormulaToken(kind: .relation(relation), range: begin..<cursor.position,
                                          text: cursor.text(begin..<cursor.position)))
            } else if let kind = punctuation(c) ?? (call ? callPunctuation(c) : nil) {
                cursor.advance()
                tokens.append(FormulaToken(kind: kind, range: begin..<begin + 1, text: String(c)))
            } else if call, c == "!" || c == "?", case .identifier? = tokens.last?.kind,
                      tokens.last?.range.upperBound == begin, cursor.peek(1) == "." {
                cursor.advance()
            } else {
                throw Diagnostic(.unexpectedCharacter(String(c)), at: begin..<begin + 1)
            }
        }
        tokens.append(FormulaToken(kind: .end, range: cursor.position..<cursor.position + 1, text: ""))
        return tokens
    }

    /// The one-character tokens.
    private static func punctuation(_ c: Character) -> FormulaToken.Kind? {
        switch c {
        case ".": .dot
        case "+": .plus
        case "-": .minus
        case "*": .star
        case "/": .slash
        case "(": .openParenthesis
        case ")": .closeParenthesis
        case "@": .at
        default: nil
        }
    }

    private static func callPunctuation(_ c: Character) -> FormulaToken.Kind? {
        switch c {
        case ":": .colon
        case ",": .comma
        case "[": .openBracket
        case "]": .closeBracket
        default: nil
        }
    }

    private static func relation(_ cursor: inout SourceCursor) -> Relation? {
        switch (cursor.current, cursor.peek(1)) {
        case ("=", "="): cursor.advance(by: 2); return .equal
        case ("=", _): cursor.advance(); return .equal
        case ("<", "="): cursor.advance(by: 2); return .lessThanOrEqual
        case (">", "="): cursor.advance(by: 2); return .greaterThanOrEqual
        default: return nil
        }
    }
}
