import Foundation
import AutoLayout
import Messages

/// An XML document read whole into elements: Interface Builder documents are small (a
/// storyboard of a hundred scenes is a few megabytes), and reading a tree lets each IB
/// concept be looked up where it sits instead of tracked through parser callbacks.
struct XMLElement: Equatable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement] = []
    /// 1-based line of the start tag, for messages.
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name and, if given, this `key` attribute.
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }
}

/// Why a document could not be read as XML at all.
struct XMLReadError: Error, Equatable {
    var sentence: Message
    var line: Int
}

/// Reads the XML Interface Builder writes, strictly, into a tree. alsh reads it itself
/// rather than through FoundationXML: on Linux that parser trapped on names that are not
/// UTF-8, read a data-less processing instruction through a null pointer, and leaked a
/// string with every error libxml2 raised (all three found by scripts/fuzz ib). What IB
/// writes is a small part of XML: a declaration, elements, attributes, comments, text IB's
/// elements carry nothing in, and the predefined and numeric character references. No
/// entity is declared or resolved, so nothing outside the file is ever read, and nesting is
/// bounded so a hostile file cannot exhaust memory.
enum XMLTreeReader {
    static let maximumDepth = 256

    static func read(_ data: Data) throws(XMLReadError) -> XMLElement {
        var scanner = XMLScanner(bytes: try utf8Bytes(data))
        return try scanner.document()
    }

    /// The document as UTF-8 without a byte order mark: UTF-16 (with its mark) is
    /// re-encoded, anything else must be UTF-8.
    static func utf8Bytes(_ data: Data) throws(XMLReadError) -> [UInt8] {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            let bigEndian = data.first == 0xFE
            let bytes = [UInt8](data.dropFirst(2))
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            for index in stride(from: 0, to: bytes.count - 1, by: 2) {
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
            }
            return Array(String(decoding: units, as: UTF16.self).utf8)
        }
        if let line = firstLineNotUTF8(data) {
            throw XMLReadError(sentence: Message(.xmlNotUTF8), line: line)
        }
        let bytes = [UInt8](data)
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// The line of the first byte sequence that is not UTF-8, or nil when all of it is.
    static func firstLineNotUTF8(_ data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var line = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): if scalar.count == 1, scalar.first == 0x0A { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}

/// One pass over the document's bytes (valid UTF-8 by then), keeping the line it is on.
/// Elements under construction sit on a stack rather than in recursion, so depth costs
/// the heap, not the thread's stack.
private struct XMLScanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) { self.bytes = bytes }

    private enum Byte {
        static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        static let question = UInt8(ascii: "?"), bang = UInt8(ascii: "!"), equals = UInt8(ascii: "=")
        static let amp = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";"), hash = UInt8(ascii: "#")
        static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), newline = UInt8(ascii: "\n")
    }

    // MARK: the document

    mutating func document() throws(XMLReadError) -> XMLElement {
        if starts(with: "<?xml"), index + 5 < bytes.count, isSpace(bytes[index + 5]) {
            try skip(past: "?>")
        }
        try skipMisc()
        guard index < bytes.count, bytes[index] == Byte.lt else { throw failure(.xmlNoRoot) }
        let root = try elementTree()
        try skipMisc()
        if index < bytes.count {
            throw failure(bytes[index] == Byte.lt ? .xmlTwoRoots : .xmlBadCharacter)
        }
        return root
    }

    /// Whitespace, comments and a document type declaration between the top-level parts.
    private mutating func skipMisc() throws(XMLReadError) {
        while index < bytes.count {
            if isSpace(bytes[index]) {
                advance()
            } else if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<!DOCTYPE") {
                try skipDocumentType()
            } else if starts(with: "<?") {
                throw failure(.xmlProcessingInstruction)
            } else {
                return
            }
        }
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets; its declarations are not used
    /// (an entity reference to one is refused where it appears).
    private mutating func skipDocumentType() throws(XMLReadError) {
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            advance()
            if byte == UInt8(ascii: "[") { inSubset = true }
            if byte == UInt8(ascii: "]") { inSubset = false }
            if byte == Byte.gt, !inSubset { return }
        }
        throw failure(.xmlEndsEarly)
    }

    // MARK: elements

    /// The root element and everything in it; `index` is at its `<`.
    private mutating func elementTree() throws(XMLReadError) -> XMLElement {
        var open: [XMLElement] = []
        while index < bytes.count {
            if bytes[index] != Byte.lt {
                try text()
            } else if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<?") {
                throw failure(.xmlProcessingInstruction)
            } else if starts(with: "</") {
                let element = try endTag(closing: open.popLast())
                guard !open.isEmpty else { return element }
                open[open.count - 1].children.append(element)
            } else {
                guard open.count < XMLTreeReader.maximumDepth else {
                    throw failure(.xmlTooDeep, String(XMLTreeReader.maximumDepth))
                }
                let (element, isEmpty) = try startTag()
                if !isEmpty {
                    open.append(element)
                } else if open.isEmpty {
                    return element
                } else {
                    open[open.count - 1].children.append(element)
                }
            }
        }
        throw failure(.xmlEndsEarly)
    }

    /// `<name attribute="value" …>` or `…/>`; `index` is at the `<`.
    private mutating func startTag() throws(XMLReadError) -> (XMLElement, isEmpty: Bool) {
        let startLine = line
        advance()
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpaces()
            guard index < bytes.count else { throw failure(.xmlEndsEarly) }
            if bytes[index] == Byte.gt {
                advance()
                return (XMLElement(name: name, attributes: attributes, line: startLine), false)
            }
            if starts(with: "/>") {
                advance(2)
                return (XMLElement(name: name, attributes: attributes, line: startLine), true)
            }
            guard spaced else { throw failure(.xmlBadStartTag) }
            let attribute = try self.name()
            skipSpaces()
            guard index < bytes.count, bytes[index] == Byte.equals else { throw failure(.xmlUnquotedAttribute) }
            advance()
            skipSpaces()
            let value = try quotedValue()
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw failure(.xmlDuplicateAttribute, attribute)
            }
        }
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func endTag(closing element: XMLElement?) throws(XMLReadError) -> XMLElement {
        advance(2)
        let name = try self.name()
        skipSpaces()
        guard index < bytes.count else { throw failure(.xmlEndsEarly) }
        guard bytes[index] == Byte.gt, let element, element.name == name else {
            throw failure(.xmlMismatchedTag)
        }
        advance()
        return element
    }

    /// Text between tags: read for its well-formedness only (IB's elements keep nothing in it).
    private mutating func text() throws(XMLReadError) {
        while index < bytes.count, bytes[index] != Byte.lt {
            if bytes[index] == Byte.amp {
                _ = try reference()
            } else {
                try checkCharacter(bytes[index])
                advance()
            }
        }
    }

    // MARK: pieces

    /// An XML name: a letter, `_`, `:` or any non-ASCII character first, then also digits,
    /// `-` and `.`.
    private mutating func name() throws(XMLReadError) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isStart = byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            let isLater = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isStart || (index > start && isLater) else { break }
            index += 1
        }
        guard index > start else { throw failure(.xmlBadStartTag) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A quoted attribute value with its references replaced and its line breaks and tabs
    /// turned into spaces, as XML's attribute-value normalization has it.
    private mutating func quotedValue() throws(XMLReadError) -> String {
        guard index < bytes.count, bytes[index] == Byte.quote || bytes[index] == Byte.apostrophe else {
            throw failure(.xmlUnquotedAttribute)
        }
        let quote = bytes[index]
        advance()
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            let byte = bytes[index]
            if byte == Byte.lt { throw failure(.xmlBadCharacter) }
            if byte == Byte.amp {
                value += try reference()
                continue
            }
            try checkCharacter(byte)
            value.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
            advance()
        }
        guard index < bytes.count else { throw failure(.xmlEndsEarly) }
        advance()
        return String(decoding: value, as: UTF8.self)
    }

    /// `&lt;` and the other four predefined entities, `&#10;`, `&#x2028;`: the UTF-8 of
    /// the character meant. `index` is at the `&`.
    private mutating func reference() throws(XMLReadError) -> [UInt8] {
        advance()
        let start = index
        while index < bytes.count, bytes[index] != Byte.semicolon, index - start < 12 { advance() }
        // A bare `&` is not XML; nor is a reference with no end.
        guard index < bytes.count, bytes[index] == Byte.semicolon else { throw failure(.xmlBadCharacter) }
        let body = String(decoding: bytes[start..<index], as: UTF8.self)
        advance()
        switch body {
        case "lt": return [Byte.lt]
        case "gt": return [Byte.gt]
        case "amp": return [Byte.amp]
        case "quot": return [Byte.quote]
        case "apos": return [Byte.apostrophe]
        default: break
        }
        guard body.hasPrefix("#") else { throw failure(.xmlUnknownEntity, body) }
        let digits = body.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value), Self.isXMLCharacter(scalar) else {
            throw failure(.xmlBadCharacter)
        }
        return Array(String(Character(scalar)).utf8)
    }

    /// XML 1.0 allows tab, line feed and carriage return below the space, and no other.
    private func checkCharacter(_ byte: UInt8) throws(XMLReadError) {
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { throw failure(.xmlBadCharacter) }
    }

    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    // MARK: moving

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            (0..<count).allSatisfy { bytes[index + $0] == prefix[$0] }
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Skips whitespace; whether there was any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, isSpace(bytes[index]) { advance() }
        return index > start
    }

    /// Moves past the next `end` (a comment's `-->`, the declaration's `?>`).
    private mutating func skip(past end: StaticString) throws(XMLReadError) {
        while index < bytes.count {
            if starts(with: end) {
                advance(end.utf8CodeUnitCount)
                return
            }
            advance()
        }
        throw failure(.xmlEndsEarly)
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            if bytes[index] == Byte.newline { line += 1 }
            index += 1
        }
    }

    private func failure(_ key: MessageKey, _ arguments: String...) -> XMLReadError {
        XMLReadError(sentence: Message(key, arguments.map(MessageArgument.text)), line: line)
    }
}
