import AutoLayout
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Messages
import Testing
@testable import Interchange

/// alsh's own XML reader against FoundationXML's parser (what it replaced), and against
/// the ways a document can be broken.
@Suite struct XMLTreeReaderTests {
    /// The tree FoundationXML's parser builds, for comparison on well-formed documents.
    final class FoundationTree: NSObject, XMLParserDelegate {
        var stack: [Interchange.XMLElement] = []
        var root: Interchange.XMLElement?

        static func read(_ data: Data) -> Interchange.XMLElement? {
            let collector = FoundationTree()
            let parser = XMLParser(data: data)
            parser.delegate = collector
            return parser.parse() ? collector.root : nil
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(Interchange.XMLElement(name: elementName, attributes: attributes, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }

    /// Every Interface Builder document among the test inputs, and those in the folder
    /// `ALSH_XML_CORPUS` names (real documents kept outside the repository).
    static func documents() throws -> [URL] {
        let include = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ShellTests/Transcripts/include")
        var folders = [include]
        if let corpus = ProcessInfo.processInfo.environment["ALSH_XML_CORPUS"] {
            folders.append(URL(fileURLWithPath: corpus))
        }
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["xib", "storyboard"].contains($0.pathExtension) }
        }
    }

    @Test func readsWhatFoundationReads() throws {
        var compared = 0
        for url in try Self.documents() {
            let data = try Data(contentsOf: url)
            guard let expected = FoundationTree.read(data) else { continue }
            #expect(try XMLTreeReader.read(data) == expected, "\(url.lastPathComponent)")
            compared += 1
        }
        #expect(compared >= 4)
    }

    @Test func utf16WithItsMarkReadsAsUTF8Does() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document a=\"é 标签\">\n  <b/>\n</document>\n"
        let utf8 = try XMLTreeReader.read(Data(text.utf8))
        var little = Data([0xFF, 0xFE])
        var big = Data([0xFE, 0xFF])
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(try XMLTreeReader.read(little) == utf8)
        #expect(try XMLTreeReader.read(big) == utf8)
        #expect(utf8.children.first?.line == 3)
    }

    @Test func attributeValuesAreNormalizedAndReferencesReplaced() throws {
        let text = "<a t=\"one&#10;two &amp; &lt;x&gt; &quot;q&quot; &apos;&#x4E2D;\" u='line\nbreak\ttab' v=\"\"/>"
        let element = try XMLTreeReader.read(Data(text.utf8))
        #expect(element["t"] == "one\ntwo & <x> \"q\" '中")
        #expect(element["u"] == "line break tab")
        #expect(element["v"] == "")
    }

    @Test func commentsCDataTextAndDocumentTypesAreSkipped() throws {
        let text = """
            \u{FEFF}<?xml version="1.0"?>
            <!DOCTYPE document [ <!ELEMENT document ANY> ]>
            <!-- before -->
            <document>text &amp; more<![CDATA[ <not a tag> ]]><!-- <inner/> --><child
                k="v"/></document>
            <!-- after -->
            """
        let root = try XMLTreeReader.read(Data(text.utf8))
        #expect(root.name == "document")
        #expect(root.children.map(\.name) == ["child"])
        #expect(root.children.first?.line == 4)
    }

    @Test(arguments: [
        ("", MessageKey.xmlNoRoot, 1),
        ("just text", .xmlNoRoot, 1),
        ("<a>\n<b>\n</a>", .xmlMismatchedTag, 3),
        ("<a>\n<b>", .xmlEndsEarly, 2),
        ("<a/>\n<b/>", .xmlTwoRoots, 2),
        ("<a/>\ntext", .xmlBadCharacter, 2),
        ("<a x=\"1\" x=\"2\"/>", .xmlDuplicateAttribute, 1),
        ("<a x=1/>", .xmlUnquotedAttribute, 1),
        ("<a x/>", .xmlUnquotedAttribute, 1),
        ("<a x=\"1\"y=\"2\"/>", .xmlBadStartTag, 1),
        ("<a x=\"&nbsp;\"/>", .xmlUnknownEntity, 1),
        ("<a>&</a>", .xmlBadCharacter, 1),
        ("<a x=\"<\"/>", .xmlBadCharacter, 1),
        ("<a>\n\u{1}</a>", .xmlBadCharacter, 2),
        ("<a x=\"&#0;\"/>", .xmlBadCharacter, 1),
        ("<a>\n<?x?></a>", .xmlProcessingInstruction, 2),
        ("<1a/>", .xmlBadStartTag, 1),
        ("<a><!-- never closed", .xmlEndsEarly, 1),
    ])
    func brokenDocumentsNameTheirProblemAndLine(text: String, key: MessageKey, line: Int) {
        let argument: [MessageArgument] = switch key {
        case .xmlDuplicateAttribute: [.text("x")]
        case .xmlUnknownEntity: [.text("nbsp")]
        default: []
        }
        #expect(throws: XMLReadError(sentence: Message(key, argument), line: line)) {
            try XMLTreeReader.read(Data(text.utf8))
        }
    }

    @Test func nestingIsBounded() {
        let depth = XMLTreeReader.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(throws: XMLReadError(sentence: Message(.xmlTooDeep, String(XMLTreeReader.maximumDepth)), line: 1)) {
            try XMLTreeReader.read(Data(text.utf8))
        }
        let deepest = String(repeating: "<a>", count: depth - 1) + String(repeating: "</a>", count: depth - 1)
        #expect((try? XMLTreeReader.read(Data(deepest.utf8))) != nil)
    }
}
