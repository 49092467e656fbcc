/// Descriptions that name the constraint in a `<…>` of its own, closed before the rest:
///
/// - FLKAutoLayout's (its debug builds append to NSObject's description): `<NSLayoutConstraint:
///   0x7fcb10cac940> H:[UIView:0x7fcb10e31a20(80)] (Bar view 0, (null))`: Apple's description
///   of the constraint follows, then the two items' name tags in parentheses.
/// - SnapKit 0.x: `<<App.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top ==
///   <_UILayoutGuide:0x7f8a412e9430>.bottom + 10.0 ^750.0>`: each item in angle brackets
///   too, the priority after `^`, and the whole closed after the body.
extension LogDescriptionParser {
    /// The header's class and address and the description after it; nil unless `text`
    /// opens with `<Class:0x…>` and something follows.
    static func closedHeader(_ text: String) -> (className: String, address: String, body: String)? {
        guard let (className, address, rest) = header(text) else { return nil }
        var body = trimmed(rest)
        // SnapKit's closing `>`, one more than the body's items open.
        if body.hasSuffix(">"), body.count(where: { $0 == ">" }) > body.count(where: { $0 == "<" }) {
            body = trimmed(String(body.dropLast()))
        }
        guard !body.isEmpty else { return nil }
        return (className, address, body)
    }

    /// Whether `text` is a closed header alone: `<NSLayoutConstraint: 0x7fcb10cac940>`.
    static func isClosedHeaderAlone(_ text: String) -> Bool {
        header(text)?.rest.isEmpty == true
    }

    /// `<Class:0x…>` at the start of `text` (a space after the colon, SnapKit's
    /// `@File.swift#12` after the address): its class, address and what follows.
    private static func header(_ text: String) -> (className: String, address: String, rest: String)? {
        var parser = LogDescriptionParser(text, line: 0)
        guard parser.cursor.take("<"), let className = parser.className(), className.hasSuffix("Constraint"),
              parser.cursor.take(":") else { return nil }
        parser.cursor.skipSpaces()
        guard let address = parser.address() else { return nil }
        if parser.cursor.current == "@" {
            while let c = parser.cursor.current, c != ">", c != " " { parser.cursor.advance() }
        }
        guard parser.cursor.take(">") else { return nil }
        return (className, address, parser.rest)
    }

    /// The entry after its closed header: an identifier if one leads, FLKAutoLayout's name
    /// tags taken off the end (they name the items for a person, not for the layout).
    static func parseClosedHeader(_ header: (className: String, address: String, body: String),
                                  line: Int) throws(LogParseFailure) -> LogConstraint {
        var reader = LogDescriptionParser(LogSuffixes.droppingNameTags(header.body), line: line)
        let identifier = reader.constraintIdentifier()
        reader.cursor.skipSpaces()
        return try parseBody(reader.rest, className: header.className, address: header.address,
                             identifier: identifier, line: line)
    }
}
