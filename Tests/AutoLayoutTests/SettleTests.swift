import Testing
import AutoLayout
import LayoutTestSupport

/// Where the constraints leave a choice, the layout settles it by rules that read the
/// layout alone (`Solver.settle`, `Layout+Settle`), so any history of the same layout
/// shows the same frames, breaks the same optionals and names the same conflicts.
@Suite struct SettleTests {
    /// Two optionals at one priority that cannot both hold: the one declared first holds.
    @Test func theFirstOfTiedOptionalsHolds() {
        let fifty = makeLayout(["view c", "c.width = 50 @250", "c.width = 80 @250"])
        #expect(fifty.frame(of: "c").width == 50)
        #expect(fifty.analyze().brokenOptional.map(\.id) == ["c2"])
        let eighty = makeLayout(["view c", "c.width = 80 @250", "c.width = 50 @250"])
        #expect(eighty.frame(of: "c").width == 80)
        #expect(eighty.analyze().brokenOptional.map(\.id) == ["c2"])
    }

    /// An ambiguous size is as small as allowed, in declaration order; positions as close
    /// to 0 as the sizes before them allow.
    @Test func ambiguousSizesAreAsSmallAsAllowed() {
        let layout = makeLayout(["view a b", "H:|[a][b]|"])
        #expect(layout.frame(of: "a") == rect(0, 0, 0, 0))
        #expect(layout.frame(of: "b") == rect(0, 0, 375, 0))
        let bounded = makeLayout(["view a b", "H:|[a][b]|", "a.width >= 100"])
        #expect(bounded.frame(of: "a").width == 100 && bounded.frame(of: "b") == rect(100, 0, 275, 0))
        // Nothing ties the pair to root: the first view sits at 0.
        let loose = makeLayout(["view b1 b2", "[b1]-100-[b2]"])
        #expect(loose.frame(of: "b1").x == 0 && loose.frame(of: "b2").x == 100)
    }

    /// The same layout reached by another history (a constraint added and removed, an
    /// undo, another order of declaration) shows the same frames where it is ambiguous.
    @Test func anotherHistoryShowsTheSameFrames() throws {
        let direct = makeLayout(["view a b", "H:|-20-[a]-[b]-20-|", "V:|[a(10)]"])
        let winding = makeLayout(["view a b", "V:|[a(10)]", "a.width = 120", "H:|-20-[a]-[b]-20-|"])
        try winding.remove("c3")
        for view in ["a", "b"] { #expect(winding.frame(of: view) == direct.frame(of: view), "\(view)") }
        #expect(direct.frame(of: "a").width == 0 && direct.frame(of: "b").width == 327)
    }

    /// A constraint said twice: the conflict names the one declared first, whichever the
    /// solver's certificate happened to use, and the broken one's set is minimal.
    @Test func aConflictNamesTheFirstOfTwoEqualConstraints() {
        let layout = makeLayout(["view a", "a.width = 100", "a.width = 100", "a.width = 300"])
        #expect(layout.analyze().conflicts.map(\.conflictingWith) == [["c1"]])
        let swapped = makeLayout(["view a", "a.width = 100", "a.width >= 100", "a.width = 100", "a.width = 50"])
        #expect(swapped.analyze().conflicts.map(\.conflictingWith) == [["c1"]])
    }

    /// A view starts using its margins while its own frame is ambiguous: its insets are
    /// taken from the frame the layout shows, whether or not anything read the frames
    /// between lines (a replay reads none; they were once taken from the vertex the
    /// history left, and the layout passes then walked b up by 23 points a pass).
    @Test func insetsFirstReadFromTheSettledFrame() throws {
        let lines = ["view b", "b.bottom >= root.top - 17 @250", "b.height >= root.height + 38 @250",
                     "b.topMargin <= root.topMargin + 31 @750"]
        let unread = makeLayout(lines)
        let read = makeLayout([])
        for line in lines {
            try apply(line, to: read)
            _ = read.analyze()
        }
        #expect(unread.frame(of: "b") == rect(0, 0, 0, 705))
        #expect(read.frame(of: "b") == unread.frame(of: "b"))
        #expect(read.guideFrame(of: "b", .margins) == unread.guideFrame(of: "b", .margins))
    }
}
