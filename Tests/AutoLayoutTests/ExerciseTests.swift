import Testing
import AutoLayout
import LayoutTestSupport

/// `exercise NAME`: the extreme layouts an ambiguous view can take.
@Suite struct ExerciseTests {
    /// `H:|-[a]-[b]-|`, heights and tops pinned: a.width + b.width = 327 (375 − 20 − 8 − 20),
    /// so a.width runs from 0 (b 327 wide at x 28) to 327 (b 0 wide at x 355).
    @Test func boundedRangeShowsBothEnds() throws {
        let layout = makeLayout(["view a b", "H:|-20-[a]-[b]-20-|", "V:|[a(10)]", "V:|[b(10)]"])
        let layouts = try #require(layout.exercise("a"))
        #expect(layouts.map(\.component) == [.width, .width])
        let low = layouts[0], high = layouts[1]
        #expect(low.end == .lowest && low.value == 0 && low.bounded)
        #expect(high.end == .highest && high.value == 327 && high.bounded)
        let lowFrames = Dictionary(uniqueKeysWithValues: low.frames.map { ($0.view, $0.frame) })
        let highFrames = Dictionary(uniqueKeysWithValues: high.frames.map { ($0.view, $0.frame) })
        // Live, a is 0 wide already (settled: an ambiguous size is as small as allowed), so
        // the lowest end moves nothing.
        #expect(layout.frame(of: "a").width == 0 && lowFrames.isEmpty)
        #expect(highFrames["a"] == rect(20, 0, 327, 10))
        #expect(highFrames["b"] == rect(355, 0, 0, 10))
        // The session is untouched.
        #expect(layout.frame(of: "b") == rect(28, 0, 327, 10))
    }

    /// Unbounded sides are shown a step away (100 past the settled b1.x = 0, b2.x = 100);
    /// b1 follows b2 through c1.
    @Test func unboundedSidesMoveTheWholeGroup() throws {
        let layout = makeLayout(["view b1 b2", "[b1]-100-[b2]"])
        let x = try #require(layout.exercise("b2")).filter { $0.component == .x }
        #expect(x.count == 2 && x.allSatisfy { !$0.bounded })
        let high = Dictionary(uniqueKeysWithValues: x[1].frames.map { ($0.view, $0.frame) })
        #expect(layout.frame(of: "b1").x == 0 && layout.frame(of: "b2").x == 100)
        #expect(high["b2"]?.x == 200 && high["b1"]?.x == 100)
    }

    @Test func settledViewHasNothingToExercise() {
        let layout = makeLayout(["view a", "H:|-20-[a]-20-|", "V:|-20-[a(30)]"])
        #expect(layout.exercise("a")?.isEmpty == true)
        #expect(layout.exercise("ghost") == nil)
    }
}
