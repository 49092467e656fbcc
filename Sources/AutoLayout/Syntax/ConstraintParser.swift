/// The constraint language's front door: formulas, visual format lines and labels.
public enum ConstraintParser {
    /// `item1.attr1 relation multiplier * item2.attr2 + constant @priority`, or any linear
    /// form of attributes. Columns in errors count from the start of `line`; `bodyStart`
    /// skips a label the caller has split off (see `splitLabel`).
    public static func parseFormula(_ line: String, from bodyStart: Int = 0,
                                    context: ParseContext) throws(Diagnostic) -> ConstraintSyntax {
        let tokens = try FormulaLexer.tokens(line, from: bodyStart)
        var parser = FormulaParser(tokens: tokens, context: context)
        let constraint = try parser.constraint()
        try ConstraintRules.check(constraint)
        return constraint
    }

    /// One line of Apple's Visual Format Language with its options, already expanded into
    /// the constraints Apple would make.
    public static func parseVFL(_ line: String, from bodyStart: Int = 0,
                                context: ParseContext) throws(Diagnostic) -> VFLSyntax {
        var parser = VFLParser(line, from: bodyStart, context: context)
        var builder = VFLBuilder(try parser.line())
        return try builder.build()
    }

    /// "email_top: a.top = b.top" → ("email_top", 11): the label and the column where the
    /// rest begins. `H:` and `V:` before a visual format are orientations, not labels.
    /// A VFL line's label may also name its first member (`g2/c7: H:|[a]-[b]|`, members
    /// c7, c8): `save` writes that where a replay would number the members differently.
    public static func splitLabel(_ line: String) -> (label: String?, bodyStart: Int) {
        // Most lines have no colon at all; they need no cursor.
        guard line.utf8.contains(UInt8(ascii: ":")) else { return (nil, 0) }
        var cursor = SourceCursor(line)
        cursor.skipSpaces()
        guard var (name, _) = cursor.identifier() else { return (nil, 0) }
        if cursor.take("/") {
            guard let (member, _) = cursor.identifier() else { return (nil, 0) }
            name += "/" + member
        }
        cursor.skipSpaces()
        guard cursor.take(":") else { return (nil, 0) }
        cursor.skipSpaces()
        if name == "H" || name == "V", cursor.current == "|" || cursor.current == "[" { return (nil, 0) }
        return (name, cursor.position)
    }

    /// True when the line looks like VFL (starts with H:, V:, |, or [).
    public static func looksLikeVFL(_ body: Substring) -> Bool {
        let text = body.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return false }
        if first == "|" || first == "[" { return true }
        guard first == "H" || first == "V" else { return false }
        return text.dropFirst().drop { $0 == " " || $0 == "\t" }.first == ":"
    }

    /// A constraint as Swift code makes it, pasted from an app:
    /// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` (with `.isActive =
    /// true` or a trailing `,`) or `NSLayoutConstraint(item:attribute:relatedBy:toItem:…)`.
    /// It reads as the formula it means (`a.top == b.bottom + 8`).
    public static func parseAnchorCall(_ line: String, from bodyStart: Int = 0,
                                       context: ParseContext) throws(Diagnostic) -> ConstraintSyntax {
        let tokens = try FormulaLexer.tokens(line, from: bodyStart, call: true)
        var parser = AnchorCallParser(tokens: tokens, context: context)
        return try parser.constraint()
    }

    /// True when the line calls something: a name followed by `(` (`….constraint(`,
    /// `NSLayoutConstraint(`), which no formula has. A visual format has it (`[a(>=50)]`):
    /// ask `looksLikeVFL` first.
    public static func looksLikeAnchorCall(_ body: Substring) -> Bool {
        // Bytes: this runs for every constraint line, and most have no '(' at all.
        var previous: UInt8 = 0
        for byte in body.utf8 {
            if byte == UInt8(ascii: "("), previous == UInt8(ascii: "_") || (previous | 0x20 >= 97 && previous | 0x20 <= 122) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// The argument labels Tab offers inside `constraint(`: first ones, then later ones.
    public static var anchorCallLabels: (first: [String], later: [String]) { AnchorCallParser.completionLabels }

    /// A whole constraint line as typed: its label, and the formula or VFL it holds.
    public static func parseLine(_ line: String, context: ParseContext) throws(Diagnostic)
        -> (label: String?, syntax: ConstraintLineSyntax) {
        let (label, bodyStart) = splitLabel(line)
        let body = line.dropFirst(bodyStart)
        if looksLikeVFL(body) {
            return (label, .vfl(try parseVFL(line, from: bodyStart, context: context)))
        }
        if looksLikeAnchorCall(body) {
            return (label, .formula(try parseAnchorCall(line, from: bodyStart, context: context)))
        }
        return (label, .formula(try parseFormula(line, from: bodyStart, context: context)))
    }
}

/// What one constraint line holds.
public enum ConstraintLineSyntax: Hashable, Sendable {
    case formula(ConstraintSyntax)
    case vfl(VFLSyntax)
}
