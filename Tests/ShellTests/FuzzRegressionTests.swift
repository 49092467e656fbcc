import Foundation
import Testing
import AutoLayout
@testable import Shell
import LayoutTestSupport

/// Inputs the fuzzers (scripts/fuzz) and the session properties (SessionPropertyTests)
/// found, each kept as the smallest form that failed.
@Suite struct FuzzRegressionTests {
    /// Found by `incrementalStateIsTheRebuild` (seed 3): with the analysis taken once for
    /// several lines (a `load`, or `--json`), removing views and adding others left the view
    /// order as long as before with the same first and last names (`d c e` became `d q e`),
    /// so the tracker took it for growth and kept c's slot for q: q had no frame.
    @Test func viewsRemovedAndAddedBetweenTwoAnalyses() throws {
        let layout = makeLayout(["view d c e", "d.width = 40"])
        _ = layout.trackedAnalysis()
        try layout.removeView("c")
        try layout.removeView("e")
        try apply("view q e", to: layout)
        try apply("q.width = 30", to: layout)
        let (tracked, _) = layout.trackedAnalysis()
        let fresh = layout.analyze()
        #expect(tracked.viewOrder == ["d", "q", "e"])
        #expect(tracked.frames == fresh.frames)
        #expect(tracked.frames["q"]?.width == 30)
        #expect(tracked.ambiguous == fresh.ambiguous)
    }
}
