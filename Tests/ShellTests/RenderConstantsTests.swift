import AutoLayout
import Messages
import Testing
@testable import Shell

/// `render` writes each constraint's constant on an I-beam between the edges it relates,
/// as `export svg` labels it, where the cells between are free.
struct RenderConstantsTests {
    static let card = """
    root 200x100
    view card
    card.left = root.left + 40
    card.top = root.top + 20
    card.width = 100
    card.height = 60
    """

    static func picture(_ script: String, columns: Int, framesOnly: Bool = false) -> String {
        let (session, _) = runScript(script)
        #expect(!session.failed)
        var renderer = LayoutRenderer(columns: columns)
        renderer.framesOnly = framesOnly
        return renderer.render(session.layout)
    }

    /// 40 columns for 200 points: the left edge 40 is 8 columns, the top 20 is one row.
    /// The width bar sits low in the view, the height bar near its right edge; they cross.
    @Test func constantsSitOnIBeamsBetweenTheirEdges() {
        #expect(Self.picture(Self.card, columns: 41) == """
        ┌root─────────────┬─────────────────────┐
        │                 20                    │
        │       ┌card─────┴───────┬─┐           │
        │       │                 │ │           │
        │       │                 │ │           │
        ├──40───┤                 60│           │
        │       │                 │ │           │
        │       ├────────100──────┼─┤           │
        │       └─────────────────┴─┘           │
        │                                       │
        └───────────────────────────────────────┘
        """)
    }

    @Test func leadingIsTheRightEdgeInRightToLeft() {
        let script = Self.card.replacingOccurrences(of: "card.left = root.left", with: "card.leading = root.leading")
        #expect(Self.picture("direction rtl\n" + script, columns: 41) == """
        ┌root─────────────────┬─────────────────┐
        │                     20                │
        │           ┌card─────┴───────┬─┐       │
        │           │                 │ │       │
        │           │                 │ │       │
        │           │                 60├──40───┤
        │           │                 │ │       │
        │           ├────────100──────┼─┤       │
        │           └─────────────────┴─┘       │
        │                                       │
        └───────────────────────────────────────┘
        """)
    }

    /// Wide names take two columns a character; the beams and labels beside them keep every
    /// row as wide as the canvas. The spacing is written between the two views; the
    /// relative width `= 标题栏 × 0.4` finds no room and is left out; the aspect ratio is `1:1`.
    @Test func wideNamesKeepTheirColumns() {
        let text = Self.picture("""
        root 200x100
        view 标题栏, 头像
        标题栏.left = root.left + 40
        标题栏.top = root.top + 20
        标题栏.width = 100
        标题栏.height = 60
        头像.leading = 标题栏.trailing + 10
        头像.top = 标题栏.top
        头像.width = 标题栏.width * 0.4
        头像.height = 头像.width
        """, columns: 61)
        #expect(text == """
        ┌root──────────────────────┬────────────────────────────────┐
        │                          20                               │
        │                          │                                │
        │           ┌标题栏────────┴────────────┬─┐  ┌头像─────┬─┐  │
        │           │                           │ │  │         │ │  │
        │           │                           │ │  │         │ │  │
        │           │                           │ ├10┤        1:1│  │
        ├────40─────┤                           60│  │         │ │  │
        │           │                           │ │  │         │ │  │
        │           │                           │ │  └─────────┴─┘  │
        │           │                           │ │                 │
        │           ├─────────────100───────────┼─┤                 │
        │           └───────────────────────────┴─┘                 │
        │                                                           │
        │                                                           │
        └───────────────────────────────────────────────────────────┘
        """)
        #expect(Set(text.split(separator: "\n").map { String($0).displayWidth }) == [61])
    }

    /// Too narrow for any label: the boxes alone, nothing squeezed in.
    @Test func noRoomNoLabel() {
        #expect(Self.picture(Self.card, columns: 12) == """
        ┌root──────┐
        │ ┌card─┐  │
        │ └─────┘  │
        └──────────┘
        """)
    }

    @Test func framesOnlyDrawsTheBoxesAlone() {
        let (session, output) = runScript(Self.card + "\nrender 41 --frames\nrender --frames 41")
        #expect(!session.failed)
        let boxes = Self.picture(Self.card, columns: 41, framesOnly: true)
        #expect(boxes == """
        ┌root───────────────────────────────────┐
        │                                       │
        │       ┌card───────────────┐           │
        │       │                   │           │
        │       │                   │           │
        │       │                   │           │
        │       │                   │           │
        │       │                   │           │
        │       └───────────────────┘           │
        │                                       │
        └───────────────────────────────────────┘
        """)
        #expect(output.text.components(separatedBy: boxes).count == 3, "both spellings draw the boxes alone")
    }

    /// On the examples at many widths, a beam only fills blank cells and joins borders
    /// (`│` → `├ ┤ ┼`, `─` → `┬ ┴ ┼`): every name and every border the boxes alone have is
    /// still there, and every row keeps the canvas's width.
    @Test(arguments: ["register", "channel-header", "buttons", "ambiguous", "autoresizing-conflict"])
    func beamsNeverCoverNamesOrBorders(_ example: String) {
        let (session, _) = runScript("load -q \(SVGPictureTests.example(example))")
        #expect(!session.failed)
        for columns in stride(from: 30, through: 200, by: 17) {
            var renderer = LayoutRenderer(columns: columns)
            let full = renderer.render(session.layout)
            renderer.framesOnly = true
            let boxes = renderer.render(session.layout)
            let fullRows = full.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            let boxRows = boxes.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            #expect(fullRows.count == boxRows.count)
            for (row, (drawn, bare)) in zip(fullRows, boxRows).enumerated() {
                #expect(String(drawn).displayWidth >= String(bare).displayWidth, "\(example) at \(columns), row \(row)")
                for (column, was) in bare.enumerated() where was != " " {
                    let now = column < drawn.count ? drawn[column] : " "
                    let joined = (was == "│" && "├┤┼".contains(now)) || (was == "─" && "┬┴┼".contains(now))
                    #expect(now == was || joined, "\(example) at \(columns): '\(was)' became '\(now)' at \(row):\(column)\n\(full)")
                }
            }
        }
    }
}
