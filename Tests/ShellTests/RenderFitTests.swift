import Testing
@testable import Shell

/// `render` fits the terminal's height as well as its width, and says what root cuts.
@Suite struct RenderFitTests {
    /// Portrait 375x667 in an 80x45 terminal: at most 45 − 2 rows (the command's line and
    /// the next prompt), where fitting the width alone printed 123.
    @Test func portraitFitsA45RowTerminal() {
        let (_, output) = runScript("view a\nH:|-[a]-|\nV:|-[a(100)]\nrender",
                                    options: SessionOptions(terminalWidth: 80, terminalHeight: 45))
        let drawing = output.text.split(separator: "\n").drop { !$0.hasPrefix("┌root") }
        #expect(drawing.count > 10)
        #expect(drawing.count <= 43)
        // Width shrinks with the height, keeping the aspect ratio: 42 rows for 667 points
        // is 84 columns' worth for 667, so 375 points take about 47 columns.
        #expect((drawing.first?.count ?? 0) < 60)
    }

    @Test func explicitHeightAndOffRootViews() {
        let (_, output) = runScript("view b\nH:|-400-[b(50)]\nV:|[b(20)]\nrender 40 12")
        let lines = output.text.split(separator: "\n").drop { !$0.hasPrefix("┌root") }
        #expect(lines.count <= 12)
        #expect(output.text.contains("outside root, cut at its edge: b (400, 0, 50, 20)"))
    }
}
