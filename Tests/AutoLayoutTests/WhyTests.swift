import Testing
import AutoLayout
import LayoutTestSupport

/// `why NAME.attr`: one cause per answer, and never one that the layout contradicts
/// (issue 11's three wrong answers are the first three tests).
@Suite struct WhyTests {
    /// `[b1]-100-[b2]` ties b2 to b1, and nothing ties either to root: any x goes, and the
    /// answer names c1 rather than "nothing constrains it".
    @Test func viewsTiedOnlyToEachOtherFloat() throws {
        let layout = makeLayout(["view b1 b2", "[b1]-100-[b2]"])
        let why = try #require(layout.why("b2", .left))
        #expect(why.reason == .floating(ids: ["c1"], views: ["b1"]))
        #expect(why.ambiguity?.lower == nil && why.ambiguity?.upper == nil)
    }

    /// Only the center is pinned (187.5 = 375 / 2); x = centerX − width / 2 with width >= 0,
    /// so x is at most 187.5 and unbounded below.
    @Test func centerPinnedGivesAnUpperBound() throws {
        let layout = makeLayout(["view register", "register.centerX = root.centerX"])
        let why = try #require(layout.why("register", .left))
        #expect(why.reason == .range(lower: nil, upper: 187.5, bounds: ["nonNegative:register.width", "c1"]))
    }

    /// `H:|-[a]-[b]-|`: a.leading = 20, b.leading = a.trailing + 8, b.trailing = 355, so
    /// a.width + b.width = 375 − 20 − 8 − 20 = 327, each in [0, 327].
    @Test func widthSqueezedBetweenPinsIsARange() throws {
        let layout = makeLayout(["view a b", "H:|-20-[a]-[b]-20-|"])
        let why = try #require(layout.why("a", .width))
        guard case .range(let lower, let upper, let bounds) = why.reason else {
            Issue.record("expected a range, got \(why.reason)"); return
        }
        #expect(lower == 0 && upper == 327)
        #expect(bounds.filter { !layout.isNonNegative($0) } == ["c1", "c2", "c3"])
        #expect(bounds.contains { layout.isNonNegative($0) })
    }

    /// Equality chain: pass.top = email.bottom + 8 = (20 + 30) + 8 = 58; the walk goes
    /// from pass to c3 (naming email), then to c1 and c2 (email's top and height), and ends
    /// at root.top = 0.
    @Test func determinedValueWalksTheChainToRoot() throws {
        let layout = makeLayout(["view email pass", "email.top = root.top + 20", "email.height = 30",
                                 "pass.top = email.bottom + 8"])
        let why = try #require(layout.why("pass", .top))
        #expect(why.value == 58)
        #expect(why.reason == .chain(["c3", "c1", "c2"], givens: [WhyGiven(attribute: "root.top", value: 0)]))
    }

    /// Inequalities bound it: a.leading >= 20 and a.leading <= 100 leave [20, 100].
    @Test func inequalitiesBoundIt() throws {
        let layout = makeLayout(["view a", "a.leading >= root.leading + 20", "a.leading <= root.leading + 100"])
        let why = try #require(layout.why("a", .left))
        #expect(why.reason == .range(lower: 20, upper: 100, bounds: ["c1", "c2"]))
    }

    /// Only width >= 0 bounds a top-pinned view's height: from 0 up.
    @Test func nonNegativeSizeAloneBoundsFromZero() throws {
        let layout = makeLayout(["view email", "email.top = root.top + 20"])
        let why = try #require(layout.why("email", .height))
        #expect(why.reason == .range(lower: 0, upper: nil, bounds: ["nonNegative:email.height"]))
    }

    /// Three optional equalities at 250 on two widths cannot all hold; any of p.width in
    /// [100, 200] costs the same total error (100), so they tie.
    @Test func equalOptionalPrioritiesTie() throws {
        let layout = makeLayout(["view p q", "p.width = q.width @250", "p.width = 100 @250", "q.width = 200 @250"])
        let why = try #require(layout.why("p", .width))
        guard case .tie(let lower, let upper, let priority, let ids) = why.reason else {
            Issue.record("expected a tie, got \(why.reason)"); return
        }
        #expect(lower == 100 && upper == 200 && priority == 250)
        #expect(ids == ["c1", "c2", "c3"])
    }

    @Test func nothingAtAllIsUnconstrained() throws {
        let layout = makeLayout(["view a"])
        #expect(layout.why("a", .left)?.reason == .unconstrained)
        #expect(layout.why("a", .width)?.reason == .unconstrained)
    }

    /// A required constraint that cannot hold is broken; an optional one gives way, by how
    /// much (500 wanted, 335 given).
    @Test func givesWayIsOnlyForOptionals() throws {
        let layout = makeLayout(["view email", "H:|-20-[email]-20-|", "email.width = 400", "email.width = 500 @750"])
        #expect(layout.constraint("c3")?.state == .broken)
        #expect(layout.givesWay("c3") == nil)
        #expect(layout.givesWay("c4") == 165)
        #expect(layout.givesWay("c1") == nil)
        #expect(layout.explain("c4")?.hasSuffix("gives way by 165 in the current layout") == true)
    }
}
