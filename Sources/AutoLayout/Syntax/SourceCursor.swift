/// A read position in one input line. Positions are `Character` offsets, as every
/// `SourceRange` is, so columns match what the user sees.
package struct SourceCursor {
    package let characters: [Character]
    /// Each character's `asciiValue`, or `nonASCII`: the lexers ask every character what
    /// it is, and a byte answers for a fraction of a Character's cost.
    private let bytes: [UInt8]
    private static let nonASCII: UInt8 = 0xFF
    package private(set) var position: Int

    package init(_ line: String, from start: Int = 0) {
        characters = Array(line)
        // An ASCII line without a carriage return ("\r\n" is one Character) has one
        // character per byte.
        bytes = line.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? Array(line.utf8)
            : characters.map { $0.asciiValue ?? Self.nonASCII }
        position = min(max(start, 0), characters.count)
    }

    package var isAtEnd: Bool { position >= characters.count }
    package var current: Character? { peek(0) }

    package func peek(_ offset: Int) -> Character? {
        let index = position + offset
        return index >= 0 && index < characters.count ? characters[index] : nil
    }

    package mutating func advance(by count: Int = 1) {
        position = min(position + count, characters.count)
    }

    package mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }

    /// Consumes `c` if it is next.
    package mutating func take(_ c: Character) -> Bool {
        guard current == c else { return false }
        advance()
        return true
    }

    package func text(_ range: SourceRange) -> String {
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        return String(characters[lower..<upper])
    }

    /// The next character for "found …" (empty at the end), and where it is.
    package var found: (text: String, range: SourceRange) {
        (current.map { String($0) } ?? "", position..<position + 1)
    }

    // By ASCII value first: Character's Unicode properties cost far more, and most names
    // are ASCII. Past ASCII a name may use any letter (`кнопка`, `按钮`, `é`) and decimal
    // digit, as SPEC §11 asks; a grapheme counts by its first scalar, so a letter with
    // combining marks is one letter.
    package static func isIdentifierStart(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return isNonASCIILetter(c) }
        return isNameByte(a, first: true)
    }

    package static func isIdentifierBody(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return isNonASCIILetter(c) || isNonASCIIDigit(c) }
        return isNameByte(a, first: false)
    }

    private static func isNameByte(_ a: UInt8, first: Bool) -> Bool {
        a == 95 || (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || (!first && a >= 48 && a <= 57)
    }

    /// `isIdentifierStart` (`first`) or `isIdentifierBody` of the character at `index`.
    private func isName(at index: Int, first: Bool) -> Bool {
        guard index < bytes.count else { return false }
        let a = bytes[index]
        guard a == Self.nonASCII else { return Self.isNameByte(a, first: first) }
        return first ? Self.isIdentifierStart(characters[index]) : Self.isIdentifierBody(characters[index])
    }

    private static func isNonASCIILetter(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, !scalar.isASCII else { return false }
        return scalar.properties.isAlphabetic
    }

    private static func isNonASCIIDigit(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, !scalar.isASCII else { return false }
        return scalar.properties.generalCategory == .decimalNumber
    }

    /// A name of views, metrics, options and labels: a letter or '_', then letters, digits
    /// and '_' (`[A-Za-z_][A-Za-z0-9_]*` when ASCII).
    package mutating func identifier() -> (name: String, range: SourceRange)? {
        guard isName(at: position, first: true) else { return nil }
        let start = position
        var ascii = true
        while isName(at: position, first: false) {
            if bytes[position] == Self.nonASCII { ascii = false }
            position += 1
        }
        return (ascii ? asciiText(start..<position) : String(characters[start..<position]), start..<position)
    }

    /// The text of a run already known to be ASCII (names, numbers), from its bytes:
    /// building a String from a Character slice costs many times more, per line parsed.
    private func asciiText(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// `12`, `0.5`, `1e2`, `2.5E-3`, with a sign only when `signed`. Returns the text as
    /// typed; the caller converts it so it can report an out-of-range number.
    package mutating func numberText(signed: Bool) -> (text: String, range: SourceRange)? {
        let start = position
        var offset = 0
        if signed, let c = peek(0), c == "-" || c == "+" { offset = 1 }
        guard digitCount(at: offset) > 0 else { return nil }
        offset += digitCount(at: offset)
        if peek(offset) == ".", digitCount(at: offset + 1) > 0 {
            offset += 1 + digitCount(at: offset + 1)
        }
        if let e = peek(offset), e == "e" || e == "E" {
            var exponent = offset + 1
            if let s = peek(exponent), s == "-" || s == "+" { exponent += 1 }
            if digitCount(at: exponent) > 0 { offset = exponent + digitCount(at: exponent) }
        }
        advance(by: offset)
        return (asciiText(start..<position), start..<position)
    }

    private func digitCount(at offset: Int) -> Int {
        let start = position + offset
        guard start >= 0 else { return 0 }
        var index = start
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }
}

extension Double {
    /// A typed number, refused when it is not finite (`1e999`).
    package init(checked text: String, range: SourceRange) throws(Diagnostic) {
        guard let value = Double(text), value.isFinite else {
            throw Diagnostic(.invalidNumber(text), at: range)
        }
        self = value
    }
}
