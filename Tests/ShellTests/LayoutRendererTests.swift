import AutoLayout
import Testing
@testable import Shell

struct LayoutRendererTests {
    @Test func boxesNestAndKeepTheAspectRatio() {
        let boxes = [
            LayoutRenderer.Box(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100), depth: 0),
            LayoutRenderer.Box(name: "card", frame: Rect(x: 20, y: 20, width: 100, height: 60), depth: 1),
        ]
        let text = LayoutRenderer(columns: 21).render(boxes, width: 200, height: 100)
        // 20 columns for 200 points: 10 points a column, 20 points a row; the card spans
        // columns 2…12 and rows 1…4.
        #expect(text == """
        ┌root───────────────┐
        │ ┌card─────┐       │
        │ │         │       │
        │ │         │       │
        │ └─────────┘       │
        └───────────────────┘
        """)
    }

    @Test func longNamesAreCutWithAnEllipsis() {
        var canvas = Canvas(columns: 8, rows: 3)
        canvas.box(left: 0, top: 0, right: 7, bottom: 2, label: "description")
        #expect(canvas.text.split(separator: "\n").first == "┌descr…┐")
    }

    @Test func degenerateBoxesDoNotCrash() {
        var canvas = Canvas(columns: 5, rows: 3)
        canvas.box(left: 2, top: 1, right: 2, bottom: 1, label: "dot")
        canvas.box(left: -100, top: -100, right: 100, bottom: 100, label: "huge")
        canvas.box(left: 0, top: 2, right: 4, bottom: 2, label: "line")
        #expect(canvas.text.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        let empty = LayoutRenderer(columns: 80).render([], width: 0, height: 10)
        #expect(empty.contains("nothing to draw"))
    }

    /// Layout guides are never drawn, as in UIKit; views are.
    @Test func guidesAreNotDrawn() {
        let (session, _) = runScript("""
        view card
        guide gap in card
        H:|-[card]-|
        V:|-[card(60)]
        gap.left = card.left
        gap.top = card.top
        gap.width = 10
        gap.height = 10
        """)
        #expect(!session.failed)
        #expect(LayoutRenderer(columns: 40).boxes(of: session.layout).map(\.name) == ["root", "card"])
    }

    @Test func rendersASessionLayout() {
        let (session, output) = runScript("""
        view email
        H:|-[email]-|
        V:|-[email(60)]
        render 40
        """)
        #expect(!session.failed)
        #expect(output.text.contains("┌root"))
        #expect(output.text.contains("┌email"))
    }
}

extension LayoutRendererTests {
    @Test func aFlatViewOnItsSuperviewsTopEdgeKeepsTheSuperviewsName() {
        let boxes = [
            LayoutRenderer.Box(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100), depth: 0),
            LayoutRenderer.Box(name: "rule", frame: Rect(x: 0, y: 0, width: 200, height: 0), depth: 1),
        ]
        let lines = LayoutRenderer(columns: 21).render(boxes, width: 200, height: 100).split(separator: "\n")
        #expect(lines[0].hasPrefix("┌root"))
        #expect(lines[1].contains("rule"))
    }
}
