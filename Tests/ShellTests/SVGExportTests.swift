import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Shell

/// `export svg FILE`: the file is well-formed XML in which every view, guide and user
/// constraint can be found, broken constraints red and ambiguous views marked.
@Suite struct SVGExportTests {
    /// Collects each `<g>`'s class and data attributes, and the first rect/line style.
    final class Collector: NSObject, XMLParserDelegate {
        var groups: [(classes: Set<String>, name: String?, id: String?)] = []
        var strokes: [String: String] = [:]
        var root = false
        private var current: String?
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "svg" { root = true }
            if element == "g" {
                let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
                groups.append((classes, attributes["data-name"], attributes["data-id"]))
                current = attributes["data-name"] ?? attributes["data-id"]
            }
            if element == "line" || element == "rect", let key = current, strokes[key] == nil {
                strokes[key] = attributes["stroke"]
            }
        }
    }

    @Test func everyViewGuideAndConstraintIsInTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-svg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/layout.svg"
        let (_, output) = runScript("""
        view email, pass, loose
        guide spacer
        safearea 44 0 34 0
        H:|-[email]-|
        V:|-[email(30)]-[pass(30)]
        H:|-[pass]-|
        spacer.top = pass.bottom
        spacer.height = 10
        spacer.leading = root.leading
        spacer.trailing = root.trailing
        wide: email.width = 400
        export svg \(path)
        """)
        #expect(output.text.contains("wrote svg to"))
        let data = try #require(FileManager.default.contents(atPath: path))
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.root)
        let names = Set(collector.groups.compactMap(\.name))
        #expect(names.isSuperset(of: ["root", "email", "pass", "loose", "spacer", "root.safeArea"]))
        let guides = Set(collector.groups.filter { $0.classes.contains("guide") }.compactMap(\.name))
        // `|-` pins to root's margins, so they are drawn as a guide too.
        #expect(guides == ["spacer", "root.safeArea", "root.margins"])
        let ids = Set(collector.groups.filter { $0.classes.contains("constraint") }.compactMap(\.id))
        // Two VFL lines of 2 and 4, one of 2, then four formulas: c1–c12, and the label.
        #expect(ids == Set((1...12).map { "c\($0)" } + ["wide"]))
        let broken = collector.groups.filter { $0.classes.contains("broken") }.compactMap(\.id)
        #expect(broken == ["wide"])
        #expect(collector.strokes["wide"] == "#dc2626")
        // loose has no constraints at all; every other view and the guide are settled.
        let ambiguous = Set(collector.groups.filter { $0.classes.contains("ambiguous") }.compactMap(\.name))
        #expect(ambiguous == ["loose"])
    }

    @Test func svgNeedsAFile() {
        let (_, output) = runScript("view a\nexport svg")
        #expect(output.text.contains("FILE"))
    }
}
