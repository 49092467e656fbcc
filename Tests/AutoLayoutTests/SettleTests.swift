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

/// A deep nest is one settled part of twice its depth in directions (each origin is
/// measured from its superview's): the frames are the rules' point whether the part is
/// settled after every line or once, and afresh.
@Suite struct DeepNestSettleTests {
    /// Each view at least 1 in from its superview's left and 2 narrower: as small and as
    /// near 0 as that allows, outermost first. (Rows link the whole nest, so each rule's
    /// LP spans it; kept shallow, as the ambiguity analysis of such a nest is slow.)
    @Test func boundedNestSettlesToTheRulesPoint() throws {
        let depth = 12
        var lines = ["view v0"]
        for i in 1..<depth {
            lines += ["view v\(i) in v\(i - 1)", "v\(i).left >= v\(i - 1).left + 1", "v\(i).width <= v\(i - 1).width - 2"]
        }
        try expectSettledAlike(lines, depth) { i in rect(i == 0 ? 0 : 1, 0, Double(2 * (depth - 1 - i)), 0) }
    }

    /// Nothing constrains the nest: every view at 0,0 in its superview, 0 wide and high.
    @Test func freeNestSettlesAtZero() throws {
        let depth = 150
        let lines = ["view v0"] + (1..<depth).map { "view v\($0) in v\($0 - 1)" }
        try expectSettledAlike(lines, depth) { _ in rect(0, 0, 0, 0) }
    }

    private func expectSettledAlike(_ lines: [String], _ depth: Int, _ expected: (Int) -> Rect) throws {
        let once = makeLayout(lines)
        let each = makeLayout([])
        for line in lines {
            try apply(line, to: each)
            _ = each.analyze()
        }
        for i in 0..<depth {
            #expect(once.frame(of: "v\(i)") == expected(i), "v\(i)")
            #expect(each.frame(of: "v\(i)") == expected(i), "v\(i), settled after each line")
        }
        each.settleAfresh()
        for i in 0..<depth { #expect(each.frame(of: "v\(i)") == expected(i), "v\(i) afresh") }
    }
}
