import Testing
import AutoLayout
import LayoutTestSupport

/// `compare weighted`: the session solved with kiwi's weights next to strict priorities.
@Suite struct WeightedComparisonTests {
    /// kiwi issue 33 as widths: strict 100 (501 wins), weighted 90 (see WeightedTests for
    /// the sums: 5,900,000 for the strict layout, 5,810,000 for the weighted one).
    @Test func issue33() throws {
        let layout = makeLayout(["view v", "H:|[v]", "V:|[v(10)]", "v.width >= 100 @501", "v.width = 90 @500", "v.width = 10 @10"])
        let comparison = layout.compareWeighted()
        #expect(comparison.differences.count == 1)
        let d = try #require(comparison.differences.first)
        #expect(d.view == "v" && d.strict.width == 100 && d.weighted.width == 90)
        #expect(comparison.trades.map(\.id) == ["c4", "c5", "c6"])
        #expect(comparison.trades.map(\.weight) == [501_000, 500_000, 10_000])
        #expect(comparison.strictCost == 5_900_000 && comparison.weightedCost == 5_810_000)
        // The live layout is untouched.
        #expect(layout.frame(of: "v").width == 100)
    }

    @Test func priorityFarApartAgree() {
        let layout = makeLayout(["view v", "H:|[v]", "V:|[v(10)]", "v.width >= 100 @750", "v.width = 90 @250"])
        let comparison = layout.compareWeighted()
        #expect(comparison.differences.isEmpty)
        #expect(comparison.trades.isEmpty)
        #expect(Layout.kiwiWeight(750) == 750_000)
    }
}
