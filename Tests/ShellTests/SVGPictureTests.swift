import AutoLayout
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Shell

/// `export svg` in Interface Builder's language, read back as structure: every constraint an
/// I-beam on its axis between the edges it names, labelled with its constant; no two label
/// boxes overlapping; nothing drawn outside root unless a view is.
@Suite struct SVGPictureTests {
    struct Line { var classes: Set<String>; var x1, y1, x2, y2: Double }
    struct Group {
        var classes: Set<String>
        var attributes: [String: String]
        var lines: [Line] = []
    }
    struct Label { var text: String; var box: SVGRenderer.Box }

    /// Groups with their lines; label texts with their boxes; every rect, line and label
    /// outside the legend, for the bounds check.
    final class Reader: NSObject, XMLParserDelegate {
        var groups: [Group] = []
        var labels: [Label] = []
        var drawn: [SVGRenderer.Box] = []
        private var inLegend = false
        private var textBox: SVGRenderer.Box?
        private var textContent = ""

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            func number(_ key: String) -> Double { Double(attributes[key] ?? "") ?? .nan }
            let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
            switch element {
            case "g":
                inLegend = classes.contains("legend")
                groups.append(Group(classes: classes, attributes: attributes))
            case "line":
                let line = Line(classes: classes, x1: number("x1"), y1: number("y1"), x2: number("x2"), y2: number("y2"))
                if !groups.isEmpty { groups[groups.count - 1].lines.append(line) }
                if !inLegend {
                    drawn.append(.init(x: min(line.x1, line.x2), y: min(line.y1, line.y2),
                                       width: abs(line.x2 - line.x1), height: abs(line.y2 - line.y1)))
                }
            case "rect" where !inLegend:
                drawn.append(.init(x: number("x"), y: number("y"), width: number("width"), height: number("height")))
            case "text" where !inLegend:
                let parts = (attributes["data-box"] ?? "").split(separator: " ").compactMap { Double(String($0)) }
                textBox = parts.count == 4 ? .init(x: parts[0], y: parts[1], width: parts[2], height: parts[3]) : nil
                textContent = ""
            default: break
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { textContent += string }
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "text", let box = textBox {
                labels.append(Label(text: textContent, box: box))
                drawn.append(box)
                textBox = nil
            }
        }
    }

    static func example(_ name: String) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("examples/\(name).al").path
    }

    static func read(_ svg: String) throws -> Reader {
        let parser = XMLParser(data: Data(svg.utf8))
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        return reader
    }

    /// Where an anchor lies on its axis, worked out here from the frames on its own.
    static func coordinate(_ attribute: Attribute, _ f: Rect) -> Double {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: f.x
        case .right, .trailing, .rightMargin, .trailingMargin: f.x + f.width
        case .top, .topMargin: f.y
        case .bottom, .bottomMargin: f.y + f.height
        case .centerX, .centerXWithinMargins: f.x + f.width / 2
        case .centerY, .centerYWithinMargins: f.y + f.height / 2
        default: .nan
        }
    }

    /// The box an anchor is measured on, in root's coordinates: its view's frame, or the
    /// view's margins (or other guide) for a margin or guide anchor.
    static func box(_ layout: Layout, _ anchor: AppleShape.Anchor) -> Rect {
        let view = absolute(layout, anchor.view)
        guard anchor.guide != nil || anchor.attribute.isMargin,
              let guide = layout.guideFrame(of: anchor.view, anchor.guide ?? .margins) else { return view }
        let own = layout.frame(of: anchor.view)
        return Rect(x: view.x + guide.x - own.x, y: view.y + guide.y - own.y, width: guide.width, height: guide.height)
    }

    static func absolute(_ layout: Layout, _ view: String) -> Rect {
        var frame = layout.frame(of: view)
        var current = view
        while let parent = layout.superview(of: current) {
            let outer = layout.frame(of: parent)
            frame.x += outer.x
            frame.y += outer.y
            current = parent
        }
        return frame
    }

    @Test(arguments: ["register", "channel-header"])
    func everyConstraintIsAnIBeamWithItsConstant(_ name: String) throws {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        #expect(session.runFile(Self.example(name)), "\(output.errors)")
        let layout = session.layout
        let reader = try Self.read(SVGRenderer(layout: layout).render())
        let constraints = layout.constraints
        #expect(!constraints.isEmpty)
        for info in constraints {
            let group = try #require(reader.groups.first { $0.classes.contains("constraint") && $0.attributes["data-id"] == info.id })
            let shape = try #require(layout.appleShape(info.id))
            let beam = try #require(group.lines.first { $0.classes.contains("beam") })
            let horizontal = shape.first.attribute.isHorizontal
            #expect(group.attributes["data-axis"] == (horizontal ? "x" : "y"))
            // On its axis, straight: a horizontal beam keeps its y, a vertical one its x.
            if horizontal { #expect(beam.y1 == beam.y2, "\(info.text)") } else { #expect(beam.x1 == beam.x2, "\(info.text)") }
            let ends = horizontal ? [beam.x1, beam.x2] : [beam.y1, beam.y2]
            let first = Self.absolute(layout, shape.first.view)
            var expected: [Double]
            if shape.first.attribute.isSize {
                expected = horizontal ? [first.x, first.x + first.width] : [first.y, first.y + first.height]
            } else {
                let second = try #require(shape.second)
                expected = [Self.coordinate(shape.first.attribute, Self.box(layout, shape.first)),
                            Self.coordinate(second.attribute, Self.box(layout, second))]
            }
            #expect(ends.sorted() == expected.sorted(), "\(info.text): \(ends) \(expected)")
            // End bars across the beam at both ends.
            #expect(group.lines.filter { $0.classes.contains("end") }.count == 2)
            // Labelled with its constant, and ≥ for an inequality.
            let label = group.attributes["data-label"] ?? ""
            #expect(label.contains(formatNumber(abs(shape.constant))), "\(info.text): \(label)")
            if shape.relation == .greaterThanOrEqual { #expect(label.hasPrefix("≥ "), "\(label)") }
        }
    }

    @Test(arguments: ["register", "channel-header"])
    func noLabelsOverlapAndNothingLeavesRoot(_ name: String) throws {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        #expect(session.runFile(Self.example(name)), "\(output.errors)")
        let reader = try Self.read(SVGRenderer(layout: session.layout).render())
        // Every view's name and every non-zero constant is written.
        let texts = reader.labels.map(\.text)
        for view in session.layout.viewNames + ["root"] { #expect(texts.contains(view), "\(view)") }
        #expect(texts.contains(name == "register" ? "128" : "16"), "\(texts)")
        #expect(reader.labels.count >= session.layout.viewNames.count + 1)
        for (i, a) in reader.labels.enumerated() {
            // The box is the text's own: columns (display width) × the font's advance.
            #expect(abs(a.box.width - Double(a.text.displayWidth) * SVGRenderer.advance) < 0.01, "\(a.text)")
            for b in reader.labels[(i + 1)...] {
                #expect(!a.box.overlaps(b.box), "'\(a.text)' \(a.box) overlaps '\(b.text)' \(b.box)")
            }
        }
        let size = session.layout.rootSize
        for box in reader.drawn {
            #expect(box.x >= -1e-6 && box.y >= -1e-6 && box.maxX <= size.width + 1e-6 && box.maxY <= size.height + 1e-6, "\(box)")
        }
    }

    @Test func crowdedNamesAreMovedApartWithLeaders() throws {
        // Three nested views sharing an origin: the names would sit on one another.
        let (session, output) = runScript("""
        view outer
        view middle in outer
        view inner in middle
        outer.top = root.top + 40
        outer.leading = root.leading + 40
        outer.width = 200
        outer.height = 100
        middle.top = outer.top
        middle.leading = outer.leading
        middle.width = 150
        middle.height = 80
        inner.top = middle.top
        inner.leading = middle.leading
        inner.width = 120
        inner.height = 60
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        let svg = SVGRenderer(layout: session.layout).render()
        let reader = try Self.read(svg)
        let names = reader.labels.filter { ["outer", "middle", "inner"].contains($0.text) }
        #expect(names.count == 3)
        for (i, a) in names.enumerated() { for b in names[(i + 1)...] { #expect(!a.box.overlaps(b.box)) } }
        #expect(svg.contains("class=\"leader\""))
    }

    @Test func optionalGivingWayBrokenAndCentredAreToldApart() throws {
        let (session, _) = runScript("""
        view a
        a.centerX = root.centerX
        a.top = root.top + 20
        a.height = 40
        soft: a.width = 500 @750
        a.leading >= root.leading + 30
        hard: a.height = 60
        """)
        let svg = SVGRenderer(layout: session.layout).render()
        let reader = try Self.read(svg)
        func group(_ id: String) throws -> Group {
            try #require(reader.groups.first { $0.classes.contains("constraint") && $0.attributes["data-id"] == id })
        }
        let soft = try group("soft")
        #expect(soft.classes.contains("optional"))
        #expect(soft.lines.first?.classes.contains("beam") == true)
        // 375 − 2 × 30 = 315 wide at most: 185 short of 500.
        #expect(soft.attributes["data-label"] == "500 @750, gives way by 185")
        #expect(try group("hard").classes.contains("broken"))
        let centre = try #require(reader.groups.first { $0.classes.contains("centre") })
        #expect(centre.lines.contains { $0.classes.contains("centre-line") && $0.x1 == 187.5 && $0.x2 == 187.5 })
        #expect(reader.groups.contains { $0.attributes["data-label"] == "≥ 30" && $0.attributes["data-axis"] == "x" })
    }

    @Test func oneViewsConstraintsOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-svg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (_, output) = runScript("""
        load \(Self.example("channel-header"))
        export svg \(directory)/avatar.svg avatar
        export svg \(directory)/nobody.svg nobody
        """)
        let data = try #require(FileManager.default.contents(atPath: directory + "/avatar.svg"))
        let reader = try Self.read(String(decoding: data, as: UTF8.self))
        let ids = reader.groups.filter { $0.classes.contains("constraint") }.compactMap { $0.attributes["data-id"] }
        // avatar.width, avatar.height, the 8 between labels and avatar, avatar's trailing,
        // and V:|[avatar]| (top and bottom).
        #expect(ids.count == 6, "\(ids)")
        #expect(reader.groups.contains { $0.classes.contains("focus") && $0.attributes["data-name"] == "avatar" })
        #expect(output.errors.contains("unknown view 'nobody'"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/nobody.svg"))
    }
}
