import Testing
@testable import Cassowary

/// The settled point of a part is found over sparse vectors (`SettleLP`) and must be the
/// dense reference's (`DenseSettleLP`) to the bit: goldens, replays and tracked-against-full
/// analyses print it. Random parts go through both: sparse rows with ties and zero
/// right-hand sides, restricted and unrestricted directions, rules that repeat or combine
/// earlier ones, violations already at 0, chains like nested views' origins.
@Suite struct SettleLPTests {
    struct Part {
        var directions: Int
        var rows: [(cells: [(Int, Double)], value: Double)] = []
        var restricted: [Int] = []
        var rules: [(cells: [(Int, Double)], constant: Double, least: Bool)] = []
    }

    static func number(_ random: inout OracleRandom) -> Double {
        switch random.below(5) {
        case 0: return [1, -1, 2, -2, 0.5, 1e-10, 3e-9, -3e-9][random.below(8)]
        case 1, 2: return Double(random.below(9)) - 4
        default: return (Double(random.next() % 20_001) - 10_000) / Double(1 + random.below(97))
        }
    }

    static func cells(_ random: inout OracleRandom, _ n: Int, count: Int) -> [(Int, Double)] {
        (0..<count).map { _ in (random.below(n), number(&random)) }
    }

    static func randomPart(seed: UInt64) -> Part {
        var random = OracleRandom(seed: seed)
        let n = 2 + random.below(24)
        var part = Part(directions: n)
        for _ in 0..<random.below(2 * n + 1) {
            let value = random.below(3) == 0 ? 0 : Double(random.below(50))
            part.rows.append((cells(&random, n, count: 1 + random.below(4)), value))
        }
        part.restricted = (0..<n).filter { _ in random.below(3) == 0 }
        for _ in 0..<random.below(n / 2 + 1) {
            part.rules.append((cells(&random, n, count: 1 + random.below(3)), Double(random.below(20)), true))
        }
        if random.below(2) == 0 {
            // Frames of a nest: each origin measured from the one before.
            for k in 0..<n {
                let form = k == 0 ? [(0, 1.0)] : [(k, 1.0), (k - 1, -1.0)]
                part.rules.append((form, Double(random.below(30)) - 10, false))
            }
        } else {
            for _ in 0..<(n + random.below(n)) {
                part.rules.append((cells(&random, n, count: 1 + random.below(3)), number(&random), false))
            }
        }
        return part
    }

    static func sparse(_ cells: [(Int, Double)], _ n: Int) -> SettleLP.Vector {
        var builder = SettleVectorBuilder(count: n)
        for (i, v) in cells { builder.add(i, v) }
        return builder.take()
    }

    static func dense(_ cells: [(Int, Double)], _ n: Int) -> [Double] {
        var a = [Double](repeating: 0, count: n)
        for (i, v) in cells { a[i] += v }
        return a
    }

    static func points(_ part: Part) -> (sparse: [Double], dense: [Double]) {
        let n = part.directions
        var lp = SettleLP(directions: n)
        var reference = DenseSettleLP(directions: n)
        for row in part.rows {
            lp.addRow(sparse(row.cells, n), value: row.value)
            reference.addRow(dense(row.cells, n), value: row.value)
        }
        for k in part.restricted {
            lp.addRow(sparse([(k, 1)], n), value: 0)
            reference.addRow(dense([(k, 1)], n), value: 0)
        }
        for rule in part.rules {
            if !lp.isPoint { lp.settle(sparse(rule.cells, n), constant: rule.constant, least: rule.least) }
            if !reference.isPoint { reference.settle(dense(rule.cells, n), constant: rule.constant, least: rule.least) }
        }
        return (lp.point, reference.point)
    }

    @Test(arguments: 0..<16)
    func sparseMatchesDense(batch: Int) {
        for seed in 0..<40 {
            let part = Self.randomPart(seed: UInt64(batch * 40 + seed) &* 7919 &+ 17)
            let (sparse, dense) = Self.points(part)
            #expect(sparse == dense, "seed \(batch * 40 + seed)")
        }
    }

    /// A part grown by directions, by rows over those alone and by rules after its own
    /// (a view added to a nest): the LP its own rules left, carried into the larger part
    /// (`SettleLP.embedded`, or `grow` when the old ones stay first), settles the new rules
    /// to the larger part's point, to the bit, wherever the new coordinates and rows fall
    /// among the old ones. When a rule settled the old part's last direction on a bounded
    /// line (`settle(rules:isLeast:_:)`), the LP from before that rule is carried instead, and the
    /// larger part applies that rule and those after it again.
    @Test(arguments: 0..<8)
    func embeddedMatchesTheLargerPart(batch: Int) {
        var extended = 0, fromLine = 0
        for seed in 0..<40 {
            let number = UInt64(batch * 40 + seed)
            let old = Self.randomPart(seed: number &* 7919 &+ 17)
            var random = OracleRandom(seed: number &* 104_729 &+ 3)
            let m = 1 + random.below(8), n = old.directions + m
            // Where each old coordinate goes: ascending, the others new (in a third of the
            // cases the old ones first, old rows too, as `grow` takes them).
            let oldFirst = random.below(3) == 0
            var slots = Array(0..<n)
            for _ in 0..<m { slots.remove(at: oldFirst ? slots.count - 1 : random.below(slots.count)) }
            let column = slots
            let fresh = (0..<n).filter { !column.contains($0) }
            func moved(_ cells: [(Int, Double)]) -> [(Int, Double)] { cells.map { (column[$0.0], $0.1) } }
            // The old LP's rows (its rows, then its restricted directions' unit rows) and
            // the new ones (over new coordinates only) merged in a random order.
            let oldRows = old.rows.map { (moved($0.cells), $0.value) } + old.restricted.map { ([(column[$0], 1.0)], 0.0) }
            var newRows: [([(Int, Double)], Double)] = []
            for _ in 0..<random.below(2 * m + 1) {
                let cells = (0..<(1 + random.below(3))).map { _ in (fresh[random.below(m)], Self.number(&random)) }
                newRows.append((cells, random.below(3) == 0 ? 0 : Double(random.below(50))))
            }
            for k in fresh where random.below(3) == 0 { newRows.append(([(k, 1.0)], 0)) }
            var merged: [(cells: [(Int, Double)], value: Double, old: Bool)] = []
            var (a, b) = (0, 0)
            while a < oldRows.count || b < newRows.count {
                if b == newRows.count || (a < oldRows.count && (oldFirst || random.below(2) == 0)) {
                    merged.append((oldRows[a].0, oldRows[a].1, true)); a += 1
                } else {
                    merged.append((newRows[b].0, newRows[b].1, false)); b += 1
                }
            }
            // New rules: each new origin measured from an old one or the new one before.
            var newRules: [(cells: [(Int, Double)], constant: Double, least: Bool)] = []
            for (k, j) in fresh.enumerated() {
                let from = k == 0 || random.below(2) == 0 ? column[random.below(column.count)] : fresh[k - 1]
                newRules.append(([(j, 1.0), (from, -1.0)].sorted { $0.0 < $1.0 }, Double(random.below(30)) - 10, false))
            }
            for _ in 0..<random.below(3) {
                newRules.append(((0..<2).map { _ in (random.below(n), Self.number(&random)) }, Self.number(&random), random.below(2) == 0))
            }

            var whole = SettleLP(directions: n)
            for row in merged { whole.addRow(Self.sparse(row.cells, n), value: row.value) }
            for rule in old.rules.map({ (moved($0.cells), $0.constant, $0.least) }) + newRules where !whole.isPoint {
                whole.settle(Self.sparse(rule.0, n), constant: rule.1, least: rule.2)
            }

            var part = SettleLP(directions: old.directions)
            for row in old.rows { part.addRow(Self.sparse(row.cells, old.directions), value: row.value) }
            for k in old.restricted { part.addRow(Self.sparse([(k, 1)], old.directions), value: 0) }
            let before = part.settle(rules: old.rules.count, isLeast: { old.rules[$0].least }) { k in
                (Self.sparse(old.rules[k].cells, old.directions), old.rules[k].constant, old.rules[k].least)
            }
            // Its last open direction settled between rows: carried over from before that rule.
            var carried = old.rules.count
            if let before {
                (part, carried) = (before.lp, before.applied)
                fromLine += 1
            }
            #expect(!part.settledOnBoundedLine)
            let oldRowIndex = merged.indices.filter { merged[$0].old }
            let added = merged.indices.filter { !merged[$0].old }.map { (index: $0, cells: Self.sparse(merged[$0].cells, n), value: merged[$0].value) }
            var grown = part
            if oldFirst {
                grown.grow(to: n, added: added)
            } else {
                grown = part.embedded(in: n, column: column, rowCount: merged.count, row: oldRowIndex, added: added)
            }
            for rule in old.rules[carried...].map({ (moved($0.cells), $0.constant, $0.least) }) + newRules where !grown.isPoint {
                grown.settle(Self.sparse(rule.0, n), constant: rule.1, least: rule.2)
            }
            #expect(grown.point == whole.point, "seed \(number)")
            if fresh.contains(where: { grown.point[$0] != 0 }) { extended += 1 }
        }
        // Most parts are carried over, and the new rules move their new directions; some
        // from before a rule settled on a bounded line.
        #expect(extended > 20)
        #expect(fromLine > 3)
    }

    /// A part like a nest of stacks or of bounded views: equalities (a row and its
    /// negation, as a basic dummy's), rows at 0 and above it over small whole
    /// coefficients, restricted directions, a few violations, then each direction's
    /// frame rules and rules over the same directions again, most of them on blocks the
    /// rules before have settled to one point.
    static func pinningPart(seed: UInt64) -> Part {
        var random = OracleRandom(seed: seed)
        let n = 2 + random.below(20)
        var part = Part(directions: n)
        func form(_ count: Int) -> [(Int, Double)] {
            (0..<count).map { _ in (random.below(n), [1, -1, 2, -2, 0.5, 1, -1][random.below(7)]) }
        }
        for _ in 0..<random.below(2 * n + 1) {
            let cells = form(1 + random.below(4))
            switch random.below(4) {
            case 0, 1:
                let value = random.below(4) == 0 ? Double(random.below(9)) - 4 : 0
                part.rows.append((cells, value))
                part.rows.append((cells.map { ($0.0, -$0.1) }, -value))
            case 2: part.rows.append((cells, 0))
            default: part.rows.append((cells, Double(1 + random.below(20))))
            }
        }
        part.restricted = (0..<n).filter { _ in random.below(2) == 0 }
        for _ in 0..<random.below(3) {
            part.rules.append((form(1 + random.below(3)), Double(random.below(10)), true))
        }
        for _ in 0..<(1 + random.below(3)) {
            for k in 0..<n {
                let cells = k == 0 || random.below(3) == 0 ? [(k, 1.0)] : [(k, 1.0), (k - 1, -1.0)]
                part.rules.append((cells, Double(random.below(20)) - 10, false))
            }
            for _ in 0..<random.below(n) { part.rules.append((form(1 + random.below(3)), Double(random.below(7)) - 3, false)) }
        }
        return part
    }

    /// The settled point with rules on a block already one point skipped, and whether
    /// any was; the point must be the one every rule's LPs give.
    static func settled(_ part: Part, skipping: Bool, rising: Bool = true) -> (point: [Double], skipped: Int, rising: Int) {
        let n = part.directions
        var lp = SettleLP(directions: n)
        lp.skipsPinnedBlocks = skipping
        lp.takesRisingRules = rising
        for row in part.rows { lp.addRow(sparse(row.cells, n), value: row.value) }
        for k in part.restricted { lp.addRow(sparse([(k, 1)], n), value: 0) }
        for rule in part.rules where !lp.isPoint {
            lp.settle(sparse(rule.cells, n), constant: rule.constant, least: rule.least)
        }
        return (lp.point, lp.skippedRules, lp.risingRules)
    }

    /// Skipping a rule whose block is already one point (`SettleLP`, "pinned") leaves
    /// the point where running its two LPs leaves it, to the bit: on parts made to pin
    /// blocks and on the general random parts above.
    @Test(arguments: 0..<8)
    func skippingPinnedBlocksMatchesEveryLP(batch: Int) {
        var skipped = 0, moved = 0
        for seed in 0..<60 {
            let number = UInt64(batch * 60 + seed)
            for part in [Self.pinningPart(seed: number &* 6_364_136_223 &+ 11), Self.randomPart(seed: number &* 7919 &+ 17)] {
                let with = Self.settled(part, skipping: true), without = Self.settled(part, skipping: false)
                #expect(with.point == without.point, "seed \(number)")
                skipped += with.skipped
                if with.point.contains(where: { $0 != 0 }) { moved += 1 }
            }
        }
        // The skip is taken often, on parts whose point moves.
        #expect(skipped > 300)
        #expect(moved > 30)
    }

    /// A part like the widths of a nest of bounded views: every direction a slack at 0
    /// (a unit row), rows above 0 rising along the slacks after theirs (each width its
    /// subview's plus 2 and the slacks between), the first width rising along all of them,
    /// then each width in turn and a few rules over the same directions. Now and then a
    /// case the LP-free first rule must leave to the LPs: a direction left unrestricted,
    /// a row falling along a slack, a row rising along one from 0 or from a rounding
    /// away, a slope of 1e-10 or one under 1e-3 of the largest, a cell past 1e3, a width
    /// below 0 to move up from, a unit row twice.
    static func risingPart(seed: UInt64) -> Part {
        var random = OracleRandom(seed: seed)
        let n = 2 + random.below(16)
        var part = Part(directions: n)
        part.restricted = Array(0..<n)
        if random.below(8) == 0 { part.restricted.remove(at: random.below(n)) }
        for i in 0..<n {
            let cells = (i..<n).map { ($0, [1, 1, 1, 2, 0.5][random.below(5)]) }
            part.rows.append((cells, Double(2 * (n - i))))
        }
        switch random.below(10) {
        case 0: part.rows.append(([(random.below(n), -1)], Double(random.below(3))))
        case 1: part.rows.append(([(random.below(n), 1)], [0, 1e-13, 1e-12][random.below(3)]))
        case 2: part.rows.append(([(random.below(n), 2e3)], 5))
        case 3: part.rows.append(([(random.below(n), 1)], 0))
        default: break
        }
        var first = (0..<n).map { ($0, [1, 1, 2, 0.5, 3][random.below(5)]) }
        switch random.below(8) {
        case 0: first[random.below(n)].1 = [1e-10, 1e-4, -1][random.below(3)]
        case 1: first[random.below(n)].1 = 2e3
        default: break
        }
        let constant = random.below(8) == 0 ? -Double(1 + random.below(5)) : Double(2 * n)
        part.rules.append((first, constant, random.below(6) == 0))
        for i in 0..<n {
            part.rules.append(((i..<n).map { ($0, 1.0) }, Double(2 * (n - i)), false))
        }
        for _ in 0..<random.below(4) {
            part.rules.append(((0..<(1 + random.below(3))).map { _ in (random.below(n), [1, -1, 2][random.below(3)]) },
                               Double(random.below(9)) - 4, random.below(2) == 0))
        }
        return part
    }

    /// A rule rising from the vertex along every slack at 0 is settled without its LPs
    /// (`SettleLP.risingVerdict`): the point, and which later rules find their block one
    /// point (so are skipped), are what running the LPs gives, to the bit; the cases it
    /// must leave to the LPs are left, and the general random parts take it or not alike.
    @Test(arguments: 0..<8)
    func risingRulesMatchTheirLPs(batch: Int) {
        var taken = 0, left = 0, skippedAfter = 0
        for seed in 0..<60 {
            let number = UInt64(batch * 60 + seed)
            let parts = [Self.risingPart(seed: number &* 2_862_933_555_777_941_757 &+ 3),
                         Self.pinningPart(seed: number &* 6_364_136_223 &+ 11),
                         Self.randomPart(seed: number &* 7919 &+ 17)]
            for (k, part) in parts.enumerated() {
                let with = Self.settled(part, skipping: true), without = Self.settled(part, skipping: true, rising: false)
                #expect(with.point == without.point, "seed \(number), part \(k)")
                #expect(with.skipped == without.skipped, "seed \(number), part \(k)")
                #expect(without.rising == 0)
                if k == 0 {
                    if with.rising > 0 { taken += 1; skippedAfter += with.skipped } else { left += 1 }
                }
            }
        }
        // Most nests take it, and the rules after it find their block one point; the
        // cases made to miss it are left to the LPs.
        #expect(taken > 20)
        #expect(skippedAfter > 3 * taken)
        #expect(left > 15)
    }

    /// Cases the LP-free first rule must not take, each a slope, row or width its LPs
    /// read differently: a row at 0 rising along a slack (the LP pivots on it first), a
    /// width below 0 (it moves up to 0), a row falling along the first slack (the
    /// highest LP is bounded), a slope of 1e-10 (no pivot on it).
    @Test func risingRulesLeaveOtherCasesToTheLPs() {
        let widths: [(cells: [(Int, Double)], value: Double)] = [([(0, 1), (1, 1), (2, 1)], 6), ([(1, 1), (2, 1)], 4), ([(2, 1)], 2)]
        let rising: [(Int, Double)] = [(0, 1), (1, 1), (2, 1)]
        var cases: [Part] = []
        cases.append(Part(directions: 3, rows: widths + [([(1, 1)], 0)], restricted: [0, 1, 2], rules: [(rising, 6, false)]))
        cases.append(Part(directions: 3, rows: widths, restricted: [0, 1, 2], rules: [(rising, -3, false)]))
        cases.append(Part(directions: 3, rows: widths + [([(0, -1)], 4)], restricted: [0, 1, 2], rules: [(rising, 6, false)]))
        cases.append(Part(directions: 3, rows: widths, restricted: [0, 1, 2], rules: [([(0, 1), (1, 1e-10), (2, 1)], 6, false)]))
        for (k, part) in cases.enumerated() {
            let with = Self.settled(part, skipping: true), without = Self.settled(part, skipping: true, rising: false)
            #expect(with.rising == 0, "case \(k)")
            #expect(with.point == without.point, "case \(k)")
        }
        // The same widths with none of these: taken, nothing moves, and the block is one point.
        let plain = Part(directions: 3, rows: widths, restricted: [0, 1, 2],
                         rules: [(rising, 6, false), ([(1, 1), (2, 1)], 4, false), ([(2, 1)], 2, false)])
        let with = Self.settled(plain, skipping: true)
        #expect(with.rising == 1 && with.skipped == 2 && with.point == [0, 0, 0])
        // A width below 0 moves up to 0 along the slacks.
        #expect(Self.settled(cases[1], skipping: true).point != [0, 0, 0])
    }

    /// A rule met while every open direction lies in a block settled to one point is
    /// skipped before its form is built (`SettleLP.sparedRules`), through
    /// `settle(rules:isLeast:_:)`: the point is the one every rule's LPs give, to the bit,
    /// and on a nest's widths, pinned by the first rule, no later width's form is built.
    @Test(arguments: 0..<4)
    func sparedRulesMatchEveryLP(batch: Int) {
        var spared = 0, nests = 0
        for seed in 0..<60 {
            let number = UInt64(batch * 60 + seed)
            let parts = [Self.risingPart(seed: number &* 2_862_933_555_777_941_757 &+ 3),
                         Self.pinningPart(seed: number &* 6_364_136_223 &+ 11),
                         Self.randomPart(seed: number &* 7919 &+ 17)]
            for (k, part) in parts.enumerated() {
                let n = part.directions
                var lp = SettleLP(directions: n)
                for row in part.rows { lp.addRow(Self.sparse(row.cells, n), value: row.value) }
                for k in part.restricted { lp.addRow(Self.sparse([(k, 1)], n), value: 0) }
                var built = 0
                _ = lp.settle(rules: part.rules.count, isLeast: { part.rules[$0].least }) { k in
                    built += 1
                    return (Self.sparse(part.rules[k].cells, n), part.rules[k].constant, part.rules[k].least)
                }
                #expect(lp.point == Self.settled(part, skipping: false).point, "seed \(number), part \(k)")
                #expect(lp.point == Self.settled(part, skipping: true, rising: false).point, "seed \(number), part \(k)")
                #expect(built + lp.sparedRules <= part.rules.count)
                spared += lp.sparedRules
                // The first rule pinned every width: each width's rule after it is spared.
                if k == 0 && lp.risingRules == 1 && lp.sparedRules >= n { nests += 1 }
            }
        }
        #expect(spared > 200)
        #expect(nests > 20)
    }

    /// `SettleLP.isUnboundedAtOnce` says unbounded only where `DenseSimplex`, on the
    /// tableau `SettleLP` builds (each direction a + and a − part), finds no maximum.
    @Test func unboundedAtOnceIsTheSimplexVerdict() {
        var random = OracleRandom(seed: 91)
        var said = 0, notSaid = 0, bounded = 0
        for _ in 0..<600 {
            let k = 1 + random.below(5), m = random.below(6)
            let pick: [Double] = [0, 0, 1, -1, 2, -3, 0.5, 1e-10, -1e-10, 2e-9]
            let c = (0..<k).map { _ in pick[random.below(pick.count)] }
            let rows = (0..<m).map { _ in (0..<k).map { _ in pick[random.below(pick.count)] } }
            let b = (0..<m).map { _ in Double(random.below(3)) }
            let cost = c + c.map { -$0 }
            var t: [Double] = []
            for row in rows { t += row.map { -$0 } + row }
            let found = DenseSimplex.optimumAndUniqueness(cost: cost, a: t, b: b, split: k, margin: 1e-3, bound: 1e3)
            if SettleLP.isUnboundedAtOnce(c, rows: rows) {
                said += 1
                #expect(found == nil, "\(c) \(rows)")
            } else {
                notSaid += 1
                if found != nil { bounded += 1 }
            }
        }
        #expect(said > 100 && bounded > 100 && notSaid > bounded)
    }

    /// The cases above move the point: most settle a direction somewhere other than the
    /// vertex, so an LP that found nothing would not pass for one that agrees.
    @Test func randomPartsMoveThePoint() {
        var moved = 0
        for seed in 0..<100 where Self.points(Self.randomPart(seed: UInt64(seed) &* 7919 &+ 17)).sparse.contains(where: { $0 != 0 }) {
            moved += 1
        }
        #expect(moved > 75)
    }
}
