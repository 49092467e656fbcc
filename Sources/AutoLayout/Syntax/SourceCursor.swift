/// A read position in one input line. Positions are `Character` offsets, as every
/// `SourceRange` is, so columns match what the user sees.
package struct SourceCursor {
    package let characters: [Character]
    package private(set) var position: Int

    package init(_ line: String, from start: Int = 0) {
        characters = Array(line)
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
        while let c = current, c == " " || c == "\t" { advance() }
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
        return a == 95 || (a >= 65 && a <= 90) || (a >= 97 && a <= 122)
    }

    package static func isIdentifierBody(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return isNonASCIILetter(c) || isNonASCIIDigit(c) }
        return a == 95 || (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || (a >= 48 && a <= 57)
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
        guard let c = current, Self.isIdentifierStart(c) else { return nil }
        let start = position
        var ascii = true
        while let c = current, Self.isIdentifierBody(c) {
            if !c.isASCII { ascii = false }
            advance()
        }
        return (ascii ? asciiText(start..<position) : String(characters[start..<position]), start..<position)
    }

    /// The text of a run already known to be ASCII (names, numbers), written byte by byte:
    /// building a String from a Character slice costs many times more, per line parsed.
    private func asciiText(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (i, c) in characters[range].enumerated() { buffer[i] = c.asciiValue ?? UInt8(ascii: "?") }
            return range.count
        }
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
        var count = 0
        while let c = peek(offset + count), c.isASCII, c.isNumber { count += 1 }
        return count
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
