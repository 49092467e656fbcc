import Testing
@testable import Cassowary

/// The parts a settlement keeps are indexed by direction and by watched row
/// (`Settlement.partOfSymbol`, `partsWatching`); a line that takes many parts out at once
/// (`removeParts`: a view line of a nest of bounded views takes one per level) must leave
/// both indexes as the parts are, and the point the one a fresh settlement finds.
@Suite struct SettledPartsTests {
    struct View {
        let left, top, width, height: Variable
    }

    /// Every part's directions point to it, every watched row lists it once, and no list
    /// holds anything else.
    static func indexesMatchParts(_ solver: Solver) -> Bool {
        let settlement = solver.settlement
        var listed = 0
        for (index, part) in settlement.parts.enumerated() {
            for s in part.symbols where settlement.partOfSymbol[Int(s)] != Int32(index) { return false }
            for r in part.watched where settlement.partsWatching[Int(r)].filter({ $0 == index }).count != 1 { return false }
            listed += part.watched.count
        }
        let symbols = settlement.partOfSymbol.filter { $0 >= 0 }.count
        return listed == settlement.partsWatching.reduce(0) { $0 + $1.count }
            && symbols == settlement.parts.reduce(0) { $0 + $1.symbols.count }
    }

    /// A nest of bounded views built line by line as `bnest` is (a view, its left at least
    /// its superview's plus 1, its width at most its superview's less 2), settled after
    /// each line, against the same built beside it and settled afresh each time.
    @Test func nestLinesKeepThePartsIndexed() throws {
        let kept = Solver(), fresh = Solver()
        var views: [[View]] = [[], []]
        var orders = [SettleOrder(), SettleOrder()]
        var checked = 0
        func step(_ change: (Solver, Int) throws -> Void) throws {
            for (k, solver) in [kept, fresh].enumerated() {
                try change(solver, k)
                if k == 1 { solver.forgetSettlement() }
                solver.settle(orders[k]) { $0.raw }
                _ = solver.takeChanges()
            }
            #expect(Self.indexesMatchParts(kept))
            for (a, b) in zip(views[0], views[1]) {
                for (x, y) in [(a.left, b.left), (a.top, b.top), (a.width, b.width), (a.height, b.height)] {
                    #expect(kept.value(x).bitPattern == fresh.value(y).bitPattern)
                }
            }
            checked += 1
        }
        for i in 0..<40 {
            try step { solver, k in
                let view = View(left: solver.makeVariable(), top: solver.makeVariable(),
                                width: solver.makeVariable(), height: solver.makeVariable())
                for v in [view.width, view.height] {
                    try solver.add(Constraint(Expression([Term(v, 1)], constant: 0), .greaterThanOrEqual))
                }
                let parent = i > 0 ? views[k][i - 1] : nil
                views[k].append(view)
                orders[k].append(SettleOrder.Entry(left: view.left, top: view.top, width: view.width, height: view.height,
                                                   parentLeft: parent?.left, parentTop: parent?.top),
                                 parent: i > 0 ? i - 1 : nil)
            }
            guard i > 0 else { continue }
            try step { solver, k in
                let (view, parent) = (views[k][i], views[k][i - 1])
                try solver.add(Constraint(Expression([Term(view.left, 1), Term(parent.left, -1)], constant: -1),
                                          .greaterThanOrEqual))
            }
            try step { solver, k in
                let (view, parent) = (views[k][i], views[k][i - 1])
                try solver.add(Constraint(Expression([Term(view.width, 1), Term(parent.width, -1)], constant: 2),
                                          .lessThanOrEqual))
            }
        }
        #expect(checked == 118)
        // The nest's parts: more than a handful kept at the end.
        #expect(kept.settlement.parts.count > 40)
    }
}
