import Testing
import AutoLayout
import LayoutTestSupport

/// Warnings after a change: legal layouts that are almost certainly not meant.
@Suite struct WarningTests {
    func warnings(_ lines: [String]) -> [LayoutWarning] {
        let layout = makeLayout(lines)
        return layout.warnings(layout.analyze())
    }

    @Test func duplicateConstraintsAreNamedAgainstTheFirst() {
        // `[a(50)]` makes c1 a.width == 50; typing it again is the same constraint.
        #expect(warnings(["view a", "[a(50)]", "a.width = 50"]) == [.duplicate(id: "c2", of: "c1")])
        // Another priority is another constraint.
        #expect(warnings(["view a", "[a(50)]", "a.width = 50 @750"]).isEmpty)
    }

    /// a.width − a.width cancels: 0 == 0 always holds, 0 == −10 never (by 10).
    @Test func sidesThatCancel() {
        #expect(warnings(["view a", "a.width = a.width"]) == [.alwaysTrue(id: "c1")])
        #expect(warnings(["view a", "a.height >= a.height - 5"]) == [.alwaysTrue(id: "c1")])
        #expect(warnings(["view a", "a.width = a.width + 10"]) == [.neverHolds(id: "c1", amount: 10)])
        let layout = makeLayout(["view a", "a.width = a.width + 10"])
        // The conflict has no partner: explain says it can never hold, not "conflicts with".
        #expect(layout.explain("c1")?.hasSuffix("broken: it can never hold") == true)
    }

    /// b at x = 400 with width 50 in a 375-wide root: outside. Ambiguous views are not
    /// judged (where they lie is arbitrary).
    @Test func viewsOutsideTheirSuperview() {
        #expect(warnings(["view b", "H:|-400-[b(50)]", "V:|[b(20)]"]) == [.outsideSuperview(view: "b", superview: "root")])
        #expect(warnings(["view b", "H:|-20-[b(50)]", "V:|[b(20)]"]).isEmpty)
        #expect(warnings(["view b", "H:|-400-[b(50)]"]).isEmpty)
    }

    /// `H:|-[d]-[e]-|` with d 327 wide leaves e 375 − 20 − 327 − 8 − 20 = 0 wide, and d is
    /// pinned to it.
    @Test func zeroSizeViewsSomethingIsPinnedTo() {
        let found = warnings(["view d e", "H:|-20-[d]-[e]-20-|", "d.width = 327", "V:|[d(10)][e(10)]"])
        #expect(found == [.zeroSizePinned(view: "e", component: .width, by: ["d"])])
    }
}
