import Foundation
import Testing
@testable import Shell
@testable import AutoLayout

/// `export svg` beyond the I-beams: the frames-only drawing, an ambiguous view's span, a
/// misplaced view's stored frame, right-to-left layouts and CJK names.
@Suite struct SVGDetailTests {
    typealias Reader = SVGPictureTests.Reader

    func picture(_ session: Session, _ configure: (inout SVGRenderer) -> Void = { _ in }) throws -> (String, Reader) {
        var renderer = SVGRenderer(layout: session.layout)
        renderer.stored = session.misplacedFrames
        configure(&renderer)
        let svg = renderer.render()
        return (svg, try SVGPictureTests.read(svg))
    }

    @Test func framesOnlyDrawsNoConstraint() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-frames-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (session, output) = runScript("""
        load \(SVGPictureTests.example("register"))
        export svg \(directory)/all.svg
        export svg \(directory)/frames.svg --frames
        export svg \(directory)/button.svg _registerButton --frames
        """)
        #expect(!session.failed, "\(output.text)")
        let all = try SVGPictureTests.read(String(contentsOfFile: directory + "/all.svg", encoding: .utf8))
        #expect(all.groups.filter { $0.classes.contains("constraint") }.count == 9)
        for file in ["frames.svg", "button.svg"] {
            let svg = try String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8)
            let frames = try SVGPictureTests.read(svg)
            #expect(frames.groups.filter { $0.classes.contains("constraint") }.isEmpty, "\(file)")
            #expect(frames.groups.filter { $0.classes.contains("view") }.count == 4, "\(file)")
            #expect(!svg.contains("spacing or edge") && svg.contains("ambiguous view"), "the legend keeps only what is drawn")
        }
    }

    @Test func anAmbiguousViewShowsWhereItsFreeEdgeMayLie() throws {
        let (session, _) = runScript("view a\na.left = root.left + 10\na.top = root.top\na.height = 10\na.width >= 20\na.width <= 100")
        let (svg, reader) = try picture(session)
        let span = try #require(reader.groups.first { $0.classes.contains("ambiguous-range") })
        #expect(span.attributes["data-name"] == "a" && span.attributes["data-component"] == "width")
        // a's right edge lies anywhere from 10 + 20 to 10 + 100.
        #expect(span.attributes["data-from"] == "30" && span.attributes["data-to"] == "110")
        let beam = try #require(span.lines.first { $0.classes.contains("beam") })
        #expect(beam.y1 == beam.y2 && beam.x1 == 30 && beam.x2 == 110)
        #expect(reader.labels.contains { $0.text == "width 20…100" })
        #expect(svg.contains("a is ambiguous: width: any value in [20, 100]"), "the range is in the tooltip")
    }

    @Test func aMisplacedViewIsDrawnAtItsStoredFrameToo() throws {
        let (session, _, _) = try IBImportTests.importScene("screens.storyboard", "Misplaced")
        #expect(session.misplacedFrames == ["label_moved": Rect(x: 20, y: 100, width: 60, height: 21)])
        let (svg, reader) = try picture(session)
        let ghost = try #require(reader.groups.first { $0.classes.contains("misplaced") })
        #expect(ghost.attributes["data-name"] == "label_moved")
        let solved = SVGPictureTests.absolute(session.layout, "label_moved")
        let stored = session.misplacedFrames["label_moved"]!
        // The ghost sits where the document has it, under the same superview origin.
        #expect(reader.drawn.contains(.init(x: solved.x, y: solved.y - 58 + stored.y, width: 60, height: 21)), "\(svg)")
        #expect(svg.contains("frame the imported document stores"))
        // `reset` forgets the document.
        session.execute("reset")
        #expect(session.misplacedFrames.isEmpty)
    }

    @Test func rightToLeftSwapsLeadingAndTrailing() throws {
        let (session, _) = runScript("""
        direction rtl
        view a
        a.leading = root.leading + 20
        a.trailing = root.trailing - 50
        a.top = root.top + 10
        a.height = 30
        """)
        let a = session.layout.frame(of: "a")
        #expect(a.x + a.width == 355, "leading 20 from root's right edge")
        let (_, reader) = try picture(session)
        func beam(_ id: String) throws -> SVGPictureTests.Line {
            let group = try #require(reader.groups.first { $0.attributes["data-id"] == id && $0.classes.contains("constraint") })
            return try #require(group.lines.first { $0.classes.contains("beam") })
        }
        // Leading is the right edge: root's at 375, a's at 355; trailing the left ones.
        let leading = try beam("c1"), trailing = try beam("c2")
        #expect(Set([leading.x1, leading.x2]) == [375, 355] && leading.y1 == leading.y2)
        #expect(Set([trailing.x1, trailing.x2]) == [0, a.x] && trailing.y1 == trailing.y2)
    }

    @Test func cjkNamesAreMeasuredInColumnsAndKeptApart() throws {
        let (session, _) = runScript("""
        view 标题栏
        view 频道信息 in 标题栏
        view 名称 in 频道信息
        标题栏.left = root.left
        标题栏.top = root.top + 20
        标题栏.width = 200
        标题栏.height = 80
        频道信息.left = 标题栏.left
        频道信息.top = 标题栏.top
        频道信息.width = 30
        频道信息.height = 30
        名称.left = 频道信息.left
        名称.top = 频道信息.top
        名称.width = 20
        名称.height = 12
        """)
        let (_, reader) = try picture(session)
        for name in ["标题栏", "频道信息", "名称"] {
            let label = try #require(reader.labels.first { $0.text == name }, "\(name)")
            // Two columns a character: 6.1 points each.
            #expect(abs(label.box.width - Double(name.count * 2) * SVGRenderer.advance) < 1e-9)
        }
        let boxes = reader.labels.map(\.box)
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!boxes[i].overlaps(boxes[j]), "\(reader.labels[i].text) over \(reader.labels[j].text)")
            }
        }
    }

    /// The margins a constraint is pinned to are drawn as a light dashed guide (card's 8
    /// points in), and only those: root's are not, nor anything with --frames.
    @Test func pinnedMarginsAreDrawnAsAGuide() throws {
        let (session, _) = runScript("""
        view card
        view a in card
        card.left = root.left + 20
        card.top = root.top + 40
        card.width = 200
        card.height = 100
        a.leading = card.leadingMargin
        a.top = card.topMargin
        a.width = 10
        a.height = 10
        """)
        #expect(!session.failed)
        let (svg, _) = try picture(session)
        #expect(svg.contains(#"<g class="guide" data-name="card.margins"><rect x="28" y="48" width="184" height="84" fill="none""#), "\(svg)")
        #expect(!svg.contains("root.margins"))
        #expect(svg.contains("layout guide, margins or safe area"))
        let (frames, _) = try picture(session) { $0.framesOnly = true }
        #expect(!frames.contains("card.margins"))
    }
}
