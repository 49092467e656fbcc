import AutoLayout
import Testing
@testable import Shell

/// `view mask`: a name that is one of the `view` command's own words is read as that word;
/// the error says so, where the word stands, and offers a name that works.
struct ViewNameWordTests {
    @Test(arguments: ["mask", "in", "frame"])
    func aCommandWordAloneIsNoViewName(_ word: String) {
        let (session, output) = runScript("view \(word)\n")
        #expect(output.errors.contains("'\(word)' is one of the view command's own words (in, frame, mask), so it names no view here"),
                "\(output.errors)")
        #expect(output.errors.contains("test.al:1:6") && output.errors.contains("such as '\(word)View'"))
        #expect(!output.errors.contains("missing"))
        #expect(!session.layout.hasView(word))
    }

    @Test func theWordsStillWorkAsWords() {
        let (session, output) = runScript("""
        view box frame 0 0 10 10 mask flexibleWidth
        view maskView in box
        view oops frame 0 0 10 10 mask
        """)
        #expect(session.layout.hasView("box") && session.layout.hasView("maskView"))
        #expect(output.errors.contains("missing MASK") && !output.errors.contains("own words"), "\(output.errors)")
    }
}
