import AutoLayout
import Cassowary
import Messages

/// Why one log entry could not be read.
struct LogParseFailure: Error, Sendable {
    /// The sentence as data, worded in the session's language when printed.
    var sentence: Message
    init(_ key: MessageKey, _ arguments: String...) { sentence = Message(key, arguments.map(MessageArgument.text)) }
    /// In English (tests, `--json`).
    var message: String { sentence.text(in: .en) }
}

/// Reads one constraint as Apple describes it: the `<NSLayoutConstraint:0x… 'id' … (active)>`
/// entry of a conflict list, or a bare description (`UILabel:0x….width == 120`).
struct LogDescriptionParser {
    var cursor: SourceCursor
    let line: Int
    /// Names the description's `(names: …)` list binds, longest first (a name bound twice
    /// keeps the list's order).
    var names: [(name: String, item: LogItem)] = []
    /// How many times each bound name has been read so far: a truncated name can stand
    /// for two views (`V:[TitleCellLabel...]-(7)-[TitleCellLabel...]` with two addresses
    /// bound to it), and its n-th use is the n-th binding.
    var nameUses: [String: Int] = [:]

    init(_ text: String, line: Int) {
        cursor = SourceCursor(text)
        self.line = line
    }

    /// The whole entry. Quotes and a trailing comma of the list form are ignored.
    static func parse(_ raw: String, line: Int) throws(LogParseFailure) -> LogConstraint {
        var text = trimmed(raw)
        if text.hasPrefix("\"") { text.removeFirst() }
        if text.hasSuffix(",") { text.removeLast() }
        if text.hasSuffix("\"") { text.removeLast() }
        text = trimmed(text)
        guard !text.isEmpty else { throw LogParseFailure(.logEmptyDescription) }
        if let header = closedHeader(text) { return try parseClosedHeader(header, line: line) }
        if text.hasPrefix("<") {
            return try parseWrapped(text, line: line)
        }
        // `NSLayoutConstraint:0x… A.width == 10` with its angle brackets lost (pasted into
        // Markdown, or printed by `%@` of an array in some tools): the class and address are
        // followed by a space, where a bare description's view has a dot.
        if hasConstraintHeader(text) {
            return try parseWrapped("<" + text + ">", line: line)
        }
        return try parseBody(text, className: "NSLayoutConstraint", address: nil, identifier: nil, line: line)
    }

    /// `NSLayoutConstraint:0x600003f0c0a0 ` or `SnapKit.LayoutConstraint:0x…@File.swift#12 `.
    private static func hasConstraintHeader(_ text: String) -> Bool {
        var parser = LogDescriptionParser(text, line: 0)
        guard let className = parser.className(), className.hasSuffix("Constraint"), parser.cursor.take(":"),
              parser.address() != nil else { return false }
        return parser.cursor.current == " " || parser.cursor.current == "@"
    }

    /// `<Class:0xADDR[@file#line] ['identifier'] body>`.
    private static func parseWrapped(_ text: String, line: Int) throws(LogParseFailure) -> LogConstraint {
        guard text.hasSuffix(">") else { throw LogParseFailure(.logNoClosingAngle) }
        var parser = LogDescriptionParser(String(text.dropFirst().dropLast()), line: line)
        guard let className = parser.className() else {
            throw LogParseFailure(.logExpectedConstraintClass)
        }
        guard parser.cursor.take(":") else { throw LogParseFailure(.logExpectedAfter, ":", className) }
        // Mac OS X 10.7 printed a space after the colon: `<NSLayoutConstraint: 0x40082d820 …>`.
        parser.cursor.skipSpaces()
        var address = parser.address()
        var key: String?
        if address == nil, !parser.takeWord("<private>") {
            // Masonry names a constraint by its `mas_key`: `<MASLayoutConstraint:ConstantConstraint …>`.
            guard let masonryKey = parser.masonryKey() else {
                throw LogParseFailure(.logExpectedAddress, "0x600003f0c0a0", className)
            }
            key = masonryKey
            address = nil
        }
        // SnapKit appends `@/path/File.swift#70` to the address.
        if parser.cursor.current == "@" {
            while let c = parser.cursor.current, c != " " { parser.cursor.advance() }
        }
        parser.cursor.skipSpaces()
        let identifier = parser.constraintIdentifier() ?? key
        parser.cursor.skipSpaces()
        let body = String(parser.cursor.characters[parser.cursor.position...])
        return try parseBody(body, className: className, address: address, identifier: identifier, line: line)
    }

    /// The description proper, with its `(active, names: …)` and content-size suffixes.
    static func parseBody(_ body: String, className: String, address: String?, identifier: String?,
                                  line: Int) throws(LogParseFailure) -> LogConstraint {
        // `<NSLayoutConstraint: 0x…> (null) ((null), (null))`: the constraint printed no
        // description (FLKAutoLayout's tags follow), so there is nothing to import.
        if trimmed(body) == "(null)" { throw LogParseFailure(.logNullDescription, address ?? identifier ?? className) }
        let suffixes = LogSuffixes(body)
        var rest = suffixes.body
        var kind = LogConstraint.Kind.layout
        var identifier = identifier
        if let mask = autoresizingMask(rest) {
            kind = .autoresizing(mask: mask)
            rest = trimmed(String(rest.dropFirst(mask.count)))
            // `h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[…]-(0)-|`: iOS puts the
            // identifier after the mask in the visual-format form.
            var reader = LogDescriptionParser(rest, line: line)
            if identifier == nil, let named = reader.constraintIdentifier() {
                identifier = named
                rest = trimmed(reader.rest)
            }
        } else if className == "NSAutoresizingMaskLayoutConstraint" {
            kind = .autoresizing(mask: "")
        }
        if let content = suffixes.contentSize { kind = .contentSize(hugging: content.0, resistance: content.1) }
        var parser = LogDescriptionParser(rest, line: line)
        parser.names = suffixes.names
        var constraint = try (rest.hasPrefix("H:") || rest.hasPrefix("V:"))
            ? parser.visualFormat(superview: suffixes.superview)
            : parser.equation()
        parser.cursor.skipSpaces()
        guard parser.cursor.isAtEnd else {
            throw LogParseFailure(.logUnexpectedIn, parser.rest, rest)
        }
        constraint.className = className
        constraint.address = address
        constraint.identifier = identifier
        constraint.kind = kind
        constraint.isActive = suffixes.isActive
        if suffixes.isLeftToRight {
            // Left and right, which `direction rtl` must not flip. `(RTL)` is left as read
            // (leading/trailing): no log sample of it was found to say what it stands for.
            constraint.first.attribute = constraint.first.attribute.absolute
            if let second = constraint.second { constraint.second?.attribute = second.attribute.absolute }
        }
        if constraint.superview == nil { constraint.superview = suffixes.superview }
        // `minX == 0 (names: '|':UIWindow…)`: the names list says whose origin it is.
        if constraint.second != nil, constraint.second?.item == nil { constraint.second?.item = constraint.superview }
        if constraint.first.item == nil { constraint.first.item = constraint.superview }
        constraint.text = trimmed(body)
        return constraint
    }

    /// `h=--& v=--&` and its kin at the start of an autoresizing description, as the
    /// log wrote it (the model's `AutoresizingMask(logNotation:)` reads it).
    private static func autoresizingMask(_ text: String) -> String? {
        let prefix = text.prefix(11)
        guard prefix.count == 11, prefix.hasPrefix("h="), AutoresizingMask(logNotation: prefix) != nil else { return nil }
        return String(prefix)
    }

    static func trimmed(_ text: String) -> String {
        var result = Substring(text)
        while let c = result.first, c == " " || c == "\t" { result.removeFirst() }
        while let c = result.last, c == " " || c == "\t" || c == "\r" { result.removeLast() }
        return String(result)
    }

    var rest: String { String(cursor.characters[cursor.position...]) }

    // MARK: pieces

    /// A class name, module-qualified or private: `Trust.BrowserNavigationBar`, `_UILayoutSpacer`.
    mutating func className() -> String? {
        if let mangled = markdownMangledName() { return mangled }
        let start = cursor.position
        while let c = cursor.current, SourceCursor.isIdentifierBody(c) || c == "." || c == "$" {
            cursor.advance()
        }
        let name = cursor.text(start..<cursor.position)
        guard let first = name.first, SourceCursor.isIdentifierStart(first) || first == "$" else {
            cursor = SourceCursor(String(cursor.characters), from: start)
            return nil
        }
        return name
    }

    /// A private class's name (`_UIKBCompatInputView`, a Swift class's mangled
    /// `_TtC5UIKitP33_DDE1…_ButtonWrapper`) pasted into Markdown, which read its underscores
    /// as emphasis and printed them as `*`: `*UIKBCompatInputView`,
    /// `*TtC5UIKitP33*DDE1…ButtonWrapper`. The name comes back with its underscores.
    private mutating func markdownMangledName() -> String? {
        guard cursor.current == "*", let first = cursor.peek(1), first.isLetter else { return nil }
        let start = cursor.position
        while let c = cursor.current, SourceCursor.isIdentifierBody(c) || c == "*" { cursor.advance() }
        return cursor.text(start..<cursor.position).replacing("*", with: "_")
    }

    /// `0x7fb5c8d0e4f0`
    mutating func address() -> String? {
        guard cursor.current == "0", cursor.peek(1) == "x" || cursor.peek(1) == "X" else { return nil }
        var length = 2
        while let c = cursor.peek(length), c.isHexDigit { length += 1 }
        guard length > 2 else { return nil }
        let start = cursor.position
        cursor.advance(by: length)
        return cursor.text(start..<cursor.position).lowercased()
    }

    /// A name from the `(names: …)` list where a view would be: `one` in `H:[one]-(8)-|`,
    /// `AddressToolbar.lockIcon` in `AddressToolbar.lockIcon.width == 24`.
    mutating func boundName() -> LogItem? {
        for (name, item) in names where takeWord(name) {
            if let next = cursor.current, [".", "]", "(", " "].contains(next) {
                let bindings = names.filter { $0.name == name }.map(\.item)
                guard bindings.count > 1 else { return item }
                let use = nameUses[name, default: 0]
                nameUses[name] = use + 1
                return bindings[min(use, bindings.count - 1)]
            }
            cursor = SourceCursor(String(cursor.characters), from: cursor.position - name.count)
        }
        return nil
    }

    /// The key of a view in a Masonry description: the dotted path before the last `.`
    /// (which starts the attribute): `self.statusLabel` in `self.statusLabel.top`.
    mutating func masonryItemKey() -> String? {
        guard var key = masonryKey() else { return nil }
        while cursor.current == ".", let next = cursor.peek(1), SourceCursor.isIdentifierStart(next) {
            var length = 1
            while let c = cursor.peek(length), SourceCursor.isIdentifierBody(c) { length += 1 }
            guard cursor.peek(length) == "." else { break }
            key += cursor.text(cursor.position..<(cursor.position + length))
            cursor.advance(by: length)
        }
        return key
    }

    /// `ConflictingConstraint[0]`, `messageLabel`: an identifier, with Masonry's index.
    mutating func masonryKey() -> String? {
        let start = cursor.position
        guard let c = cursor.current, SourceCursor.isIdentifierStart(c) else { return nil }
        while let c = cursor.current, SourceCursor.isIdentifierBody(c) { cursor.advance() }
        if cursor.current == "[" {
            var length = 1
            while let c = cursor.peek(length), c.isNumber { length += 1 }
            if length > 1, cursor.peek(length) == "]" { cursor.advance(by: length + 1) }
        }
        return cursor.text(start..<cursor.position)
    }

    mutating func takeWord(_ word: String) -> Bool {
        let chars = Array(word)
        for (offset, c) in chars.enumerated() where cursor.peek(offset) != c { return false }
        cursor.advance(by: chars.count)
        return true
    }

    /// `'my-id' ` before the description: it may hold spaces, so it ends at a quote
    /// followed by a space.
    mutating func constraintIdentifier() -> String? {
        guard cursor.current == "'" else { return nil }
        var offset = 1
        while let c = cursor.peek(offset) {
            if c == "'", cursor.peek(offset + 1) == " " || cursor.peek(offset + 1) == nil {
                let start = cursor.position + 1
                let text = cursor.text(start..<(cursor.position + offset))
                cursor.advance(by: offset + 1)
                return text
            }
            offset += 1
        }
        return nil
    }

    /// `UILabel:0x7fb5c8d0e4f0'Title'`: a title ends at a quote followed by `.`, `]`,
    /// `(`, a space, `,`, `)` or the end, so titles may hold quotes and dots. SnapKit 0.x
    /// put each item in angle brackets: `<UIView:0x7f8a412e8eb0>.top`.
    mutating func item() throws(LogParseFailure) -> LogItem {
        guard cursor.take("<") else { return try unbracketedItem() }
        let item = try unbracketedItem()
        guard cursor.take(">") else { throw LogParseFailure(.logExpectedAt, ">", rest) }
        return item
    }

    private mutating func unbracketedItem() throws(LogParseFailure) -> LogItem {
        if let bound = boundName() { return bound }
        guard let className = className() else {
            throw LogParseFailure(.logExpectedView, rest)
        }
        guard cursor.take(":") else {
            // `[UIImageView(456)]`, `'|':UITableViewCellContentView`: a view printed by its
            // class alone, where a view's address would end.
            guard cursor.current == nil || cursor.current == "]" || cursor.current == "(" else {
                throw LogParseFailure(.logExpectedColonAddress, className)
            }
            return LogItem.unaddressed(className)
        }
        var address = self.address()
        if address == nil {
            if !takeWord("<private>") {
                // Masonry's `mas_key` in place of the address: `UILabel:messageLabel.top`,
                // or MASAttachKeys' `UILabel:self.statusLabel.top`.
                guard let key = masonryItemKey() else {
                    throw LogParseFailure(.logExpectedAddress, "0x7fb5c8d0e4f0", className)
                }
                return LogItem(className: className, address: nil, name: key)
            }
            address = nil
        }
        var title: String?
        if cursor.current == "'" {
            var offset = 1
            while let c = cursor.peek(offset) {
                let next = cursor.peek(offset + 1)
                if c == "'", next == nil || [".", "]", "(", " ", ",", ")"].contains(next) { break }
                offset += 1
            }
            guard cursor.peek(offset) == "'" else { throw LogParseFailure(.logUnterminatedTitle, className) }
            title = cursor.text((cursor.position + 1)..<(cursor.position + offset))
            cursor.advance(by: offset + 1)
        }
        return LogItem(className: className, address: address, title: title)
    }

    /// `.width`, `.leadingMargin`, and the autoresizing `.minX`: the attribute and whether
    /// it is measured from the superview's origin (minX, midX …).
    mutating func attribute() throws(LogParseFailure) -> (Attribute, fromSuperviewOrigin: Bool) {
        guard cursor.take("."), let (name, _) = cursor.identifier() else {
            throw LogParseFailure(.logExpectedAttribute, rest)
        }
        if let attribute = Attribute(rawValue: name) { return (attribute, false) }
        switch name {
        case "baseline": return (.lastBaseline, false)
        case "minX": return (.left, true)
        case "midX": return (.centerX, true)
        case "maxX": return (.right, true)
        case "minY": return (.top, true)
        case "midY": return (.centerY, true)
        case "maxY": return (.bottom, true)
        default: throw LogParseFailure(.logUnknownAttribute, name)
        }
    }

    mutating func relation() throws(LogParseFailure) -> Relation {
        cursor.skipSpaces()
        for (text, relation) in [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where takeWord(text) {
            return relation
        }
        throw LogParseFailure(.logExpectedRelation, rest)
    }

    mutating func number() throws(LogParseFailure) -> Double {
        guard let (text, _) = cursor.numberText(signed: true), let value = Double(text), value.isFinite else {
            throw LogParseFailure(.logExpectedNumber, rest)
        }
        return value
    }

    /// `NSSpace(8)` (VFL's standard space) or `NSLayoutAnchorConstraintSpace(8)` (system spacing).
    mutating func symbolicSpace() throws(LogParseFailure) -> Double? {
        for word in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] where takeWord(word) {
            let value = try number()
            guard cursor.take(")") else { throw LogParseFailure(.logExpectedAfter, ")", word) }
            return value
        }
        return nil
    }

    /// `@750` after a description; SnapKit 0.x wrote `^750.0`.
    mutating func priority() throws(LogParseFailure) -> Double {
        cursor.skipSpaces()
        guard cursor.take("@") || cursor.take("^") else { return 1000 }
        let value = try number()
        guard value > 0, value <= 1000 else { throw LogParseFailure(.logPriorityRange, formatNumber(value)) }
        return value
    }
}

extension Character {
    var isHexDigit: Bool { isASCII && (isNumber || ("a"..."f").contains(self) || ("A"..."F").contains(self)) }
}
