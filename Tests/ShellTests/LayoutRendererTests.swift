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

extension LayoutRendererTests {
    /// The box whose top-left corner is followed by `name`: its height in rows, border to border.
    static func rows(of name: String, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        for (row, line) in lines.enumerated() {
            for (column, character) in line.enumerated() where character == "┌" {
                guard String(line[(column + 1)...]).hasPrefix(String(name.prefix(6))) else { continue }
                for below in (row + 1)..<lines.count where column < lines[below].count && lines[below][column] == "└" {
                    return below - row
                }
            }
        }
        return nil
    }

    /// Landscape register.al: the two 30-point fields at y 20 and 58 are drawn equally tall
    /// at every width (rounding both edges drew them 3 and 4 rows tall at 120 columns).
    @Test func equalFramesAreDrawnEquallyTall() {
        let (session, _) = runScript("""
        view email, confirm
        H:|-[email]-|
        H:|-[confirm]-|
        V:|-[email(30)]-[confirm(30)]
        rotate
        """)
        #expect(!session.failed)
        for columns in [40, 80, 100, 120, 160, 200] {
            let text = LayoutRenderer(columns: columns).render(session.layout)
            let email = Self.rows(of: "email", in: text), confirm = Self.rows(of: "confirm", in: text)
            #expect(email != nil && email == confirm, "at \(columns) columns: \(String(describing: email)) and \(String(describing: confirm))\n\(text)")
        }
    }

    /// A subview reaching past its superview is cut at the superview's border, which stays
    /// whole, and the note under the drawing says so.
    @Test func aChildIsNeverDrawnAcrossItsParentsBorder() {
        let boxes = [
            LayoutRenderer.Box(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100), depth: 0),
            LayoutRenderer.Box(name: "card", frame: Rect(x: 20, y: 20, width: 100, height: 60), depth: 1),
            LayoutRenderer.Box(name: "wide", frame: Rect(x: 40, y: 30, width: 140, height: 20), depth: 2),
            LayoutRenderer.Box(name: "tall", frame: Rect(x: 30, y: 40, width: 10, height: 55), depth: 2),
            LayoutRenderer.Box(name: "away", frame: Rect(x: 150, y: 10, width: 20, height: 20), depth: 2),
        ]
        let lines = LayoutRenderer(columns: 21).render(boxes, width: 200, height: 100)
            .split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        // card spans columns 2…12 and rows 1…4: its right and bottom borders are whole.
        for row in 2...3 { #expect(lines[row].count > 12 && lines[row][12] == "│", "\(String(lines[row]))") }
        #expect(String(lines[4][2...12]) == "└─────────┘")
        // Nothing of 'away' (wholly outside card) is drawn.
        #expect(!lines.contains { String($0).contains("away") })
        let (session, output) = runScript("""
        view card
        view wide in card
        card.left = root.left + 20
        card.top = root.top + 20
        card.width = 100
        card.height = 60
        wide.left = card.left + 20
        wide.top = card.top + 10
        wide.width = 140
        wide.height = 20
        render 21
        """)
        #expect(!session.failed)
        #expect(output.text.contains("outside their superview, cut at its edge: wide (40, 30, 140, 20)"), "\(output.text)")
    }
}
