import Foundation
import Testing
@testable import Shell
import AutoLayout

/// `font NAME SIZE|STYLE`: a view's baselines from the system font's metrics,
/// typed, shown, saved, replayed, exported and undone like any line.
@Suite struct FontCommandTests {
    /// A title in the large title style, a subtitle 28 points below its baseline.
    private let script = """
    view title subtitle
    title.top == root.top + 8
    title.leading == root.leading + 20
    intrinsic title 200 41
    subtitle.firstBaseline == title.lastBaseline + 28
    subtitle.leading == title.leading
    intrinsic subtitle 200 21
    font title largeTitle
    font subtitle body
    """

    @Test func baselinesFollowTheFont() throws {
        let (session, output) = runScript(script + "\nshow subtitle")
        #expect(!session.failed, "\(output.errors)")
        // Large title: descender 34 × 494/2048 = 8.201172, so its last baseline is
        // 8 + 41 - 8.201172 = 40.798828; body: ascender 16.186523. The subtitle's top is
        // 40.798828 + 28 - 16.186523 = 52.612305; its last baseline is the descender
        // (4.100586) above its bottom, 21 - 4.100586 below its top.
        #expect(abs(session.layout.frame(of: "subtitle").y - 52.612305) < 1e-6)
        #expect(output.text.contains("  font body: first baseline 16.186523 below its top, last baseline 16.899414\n"),
                "\(output.text)")
    }

    @Test func savedScriptReplaysTheFontAndUndoTakesItBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-font-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/font.al"
        let (first, _) = runScript(script + "\nfont title 20\nundo\nsave \(path)")
        #expect(first.layout.font(of: "title") == TextFont(style: .largeTitle))
        let second = Session(options: SessionOptions(), output: CapturingOutput())
        #expect(second.runFile(path))
        #expect(first.jsonDocument() == second.jsonDocument())
        #expect(first.jsonDocument().contains("\"font\": {\"size\": 34, \"style\": \"largeTitle\"}"))
    }

    @Test func exportSaysWhichFontTheTextNeeds() throws {
        let (session, output) = runScript(script + "\nfont subtitle 15\nexport swift")
        #expect(!session.failed, "\(output.errors)")
        #expect(output.text.contains("// title: font UIFont.preferredFont(forTextStyle: .largeTitle) (34 pt); its baselines follow the font's metrics"))
        #expect(output.text.contains("// subtitle: font UIFont.systemFont(ofSize: 15); its baselines follow the font's metrics"))
    }

    @Test func badFontsAreRefusedWithTheReasonAndChangeNothing() throws {
        for (line, said) in [("font title bdy", "'bdy' is neither a size in points nor a text style"),
                             ("font title 0", "a font size is a number of points above 0 and at most 1000, not '0'"),
                             ("font title 17 lines 0", "a number of lines is a whole number from 1 to 1000, not '0'"),
                             ("font title 17 lines", "N"),
                             ("font title 17 lines 2 bold", "'bold'"),
                             ("font nobody 17", "nobody")] {
            let (session, output) = runScript(script + "\n" + line)
            #expect(output.errors.contains(said), "\(line): \(output.errors)")
            #expect(session.layout.font(of: "title") == TextFont(style: .largeTitle), "\(line)")
        }
        let (_, output) = runScript(script + "\nfont title bdy")
        #expect(output.errors.contains("did you mean 'body'?"), "\(output.errors)")
    }

    /// Sessions saved when a label's last baseline counted its lines still replay: the
    /// count is read, said to change nothing, and the layout is what the font alone gives.
    @Test func anOlderLineCountIsReadAndChangesNothing() throws {
        let (counted, output) = runScript(script + "\nfont subtitle body lines 3")
        let (plain, _) = runScript(script)
        #expect(!counted.failed, "\(output.errors)")
        #expect(output.text.contains("note: 'lines N' changes nothing"), "\(output.text)")
        #expect(counted.layout.font(of: "subtitle") == TextFont(style: .body))
        #expect(counted.layout.frame(of: "subtitle") == plain.layout.frame(of: "subtitle"))
    }

    @Test func noneLeavesNoBaseline() throws {
        let (session, _) = runScript(script + "\nfont subtitle none")
        // The subtitle has no baseline: UIKit takes its top for the first, 28 below the
        // title's last baseline (8 + 41 - 8.201172).
        #expect(abs(session.layout.frame(of: "subtitle").y - (8 + 41 - 34 * 494.0 / 2048 + 28)) < 1e-6)
        #expect(session.layout.font(of: "subtitle") == nil)
    }
}
