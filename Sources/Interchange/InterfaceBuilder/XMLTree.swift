import Foundation
import AutoLayout
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read whole into elements: Interface Builder documents are small (a
/// storyboard of a hundred scenes is a few megabytes), and reading a tree lets each IB
/// concept be looked up where it sits instead of tracked through parser callbacks.
struct XMLElement {
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

/// Reads the tree with Foundation's XMLParser (FoundationXML on Linux): no entities
/// resolved from outside, nesting bounded so a hostile file cannot exhaust the stack.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    static let maximumDepth = 256

    private var stack: [XMLElement] = []
    private var root: XMLElement?
    private var failure: XMLReadError?
    private weak var parser: XMLParser?

    static func read(_ data: Data) throws(XMLReadError) -> XMLElement {
        // FoundationXML traps on names that are not UTF-8 (found by scripts/fuzz ib), so
        // such bytes are refused here; a UTF-16 file (with its byte order mark) goes on.
        if !data.starts(with: [0xFF, 0xFE]), !data.starts(with: [0xFE, 0xFF]), let line = firstLineNotUTF8(data) {
            throw XMLReadError(sentence: Message(.xmlNotUTF8), line: line)
        }
        // FoundationXML reads a processing instruction's data through strlen even when it
        // has none (`<?x?>`: a crash, found by scripts/fuzz ib). Interface Builder writes
        // only the XML declaration, so any other `<?` is refused before the parser sees it.
        if let line = firstLineWithProcessingInstruction(data) {
            throw XMLReadError(sentence: Message(.xmlProcessingInstruction), line: line)
        }
        let reader = XMLTreeReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        reader.parser = parser
        let ok = parser.parse()
        if let failure = reader.failure { throw failure }
        guard ok, let root = reader.root else {
            let sentence = parser.parserError.map { Self.describe($0) } ?? Message(.xmlNotWellFormed)
            throw XMLReadError(sentence: sentence, line: max(1, parser.lineNumber))
        }
        return root
    }

    /// The line of the first `<?` that is not the XML declaration at the very start.
    static func firstLineWithProcessingInstruction(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        var line = 1
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == 0x0A { line += 1 }
            if bytes[i] == 0x3C, bytes[i + 1] == 0x3F {
                let declaration = Array("<?xml ".utf8)
                let isDeclaration = i <= 3 && bytes.count >= i + 6 && Array(bytes[i..<i + 6]) == declaration
                if !isDeclaration { return line }
            }
            i += 1
        }
        return nil
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

    private static func describe(_ error: Error) -> Message {
        // Foundation on Linux describes parser errors only by their number.
        switch (error as NSError).code {
        case 4: return Message(.xmlNoRoot)
        case 5: return Message(.xmlEndsEarly)
        case 9: return Message(.xmlBadCharacter)
        case 38, 41: return Message(.xmlUnquotedAttribute)
        case 64, 65: return Message(.xmlBadStartTag)
        case 73, 76: return Message(.xmlMismatchedTag)
        case 111: return Message(.xmlTwoRoots)
        default:
            let text = (error as NSError).localizedDescription
            return text.isEmpty || text.contains("could not be completed")
                ? Message(.xmlParserCode, String((error as NSError).code)) : Message(.xmlParserText, text)
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard stack.count < Self.maximumDepth else {
            failure = XMLReadError(sentence: Message(.xmlTooDeep, String(Self.maximumDepth)), line: parser.lineNumber)
            parser.abortParsing()
            return
        }
        stack.append(XMLElement(name: elementName, attributes: attributes, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}
