/// The LPs of one part of a face: directions z (the point starts at the vertex, z = 0),
/// rows `value + a·(z − point) >= 0`, and the directions still open, a basis of the
/// moves that keep every rule settled so far where it was.
///
/// Sparse, so a part of a thousand directions costs what its rules reach rather than a
/// dense basis of a million cells per rule: rows and open directions are kept as their
/// cells; a rule reads only the open directions sharing a coordinate with its form (the
/// others' products with it are 0), and its LPs only the directions and rows linked to
/// those through rows (the rest is an independent block no simplex pivot of theirs
/// touches, at zero cost). Every sum runs over the same nonzero terms in the same order as
/// over dense vectors, and each LP is the dense one's block with its rows and columns in
/// the same order, so the point is the same to the bit (`SettleLPTests` holds it against
/// the dense reference on random parts; `docs/DESIGN.md`, "Settling a part").
struct SettleLP {
    /// A row, a rule's form or an open direction: its cells by coordinate, ascending.
    struct Vector {
        var index: [Int] = []
        var value: [Double] = []

        init() {}
        init(index: [Int], value: [Double]) { self.index = index; self.value = value }
    }

    private var rows: [Vector] = []
    /// Each row's value at the current point (>= 0: the point is on the face).
    private var rowValue: [Double] = []
    /// By coordinate, the rows with a cell there.
    private var rowsAt: [[Int]]
    private(set) var point: [Double]
    /// Direction j starts as the unit vector of coordinate j; a closed one is emptied.
    private var open: [Vector]
    private var isOpen: [Bool]
    private var openCount: Int
    /// By coordinate, the open directions with a cell there (or that had one: closed
    /// directions are dropped as the list is read, cancelled cells are not).
    private var openAt: [[Int]]
    /// Scratch: marks by direction and by row (a mark is the current `epoch`), the local
    /// index of a block's direction, and a move being summed.
    private var directionMark: [Int], rowMark: [Int], epoch = 0
    private var blockColumn: [Int]
    private var move: [Double]
    /// By direction: it lies in a block its rules have settled to one point (`settle`),
    /// so no rule it reaches can move.
    private var pinned: [Bool]
    /// How many open directions are pinned: when all are, no frame rule can move the point.
    private var pinnedOpen = 0
    /// By direction: `isOnePoint` said no for its block, which has not changed since
    /// (spares asking again for each rule it finds fixed).
    private var movable: [Bool]
    /// Rules skipped on pinned blocks (off: every rule runs its LPs, as the reference
    /// the tests hold the skip against).
    var skipsPinnedBlocks = true
    private(set) var skippedRules = 0
    /// Of those, the rules skipped before reading their form (`isSpared`).
    private(set) var sparedRules = 0
    /// Rules found least where they stand without their LPs (`risingVerdict`; off: every
    /// such rule runs them, as the reference the tests hold the shortcut against).
    var takesRisingRules = true
    private(set) var risingRules = 0

    init(directions n: Int) {
        point = [Double](repeating: 0, count: n)
        open = (0..<n).map { Vector(index: [$0], value: [1]) }
        isOpen = [Bool](repeating: true, count: n)
        openCount = n
        openAt = (0..<n).map { [$0] }
        rowsAt = [[Int]](repeating: [], count: n)
        directionMark = [Int](repeating: 0, count: n)
        rowMark = []
        blockColumn = [Int](repeating: -1, count: n)
        move = [Double](repeating: 0, count: n)
        pinned = [Bool](repeating: false, count: n)
        movable = [Bool](repeating: false, count: n)
    }

    /// No direction is left open.
    var isPoint: Bool { openCount == 0 }
    /// A rule met with one direction open was settled on a line that rows bound: in a
    /// larger LP, with more directions open, the block path would have settled it (with
    /// no row both make the same operations), so `embedded` would not be that LP's state.
    private(set) var settledOnBoundedLine = false

    /// `embedded` where the old coordinates and rows stay first: the new coordinates
    /// (open, at 0) and the `added` rows (ascending, after the old) are appended.
    mutating func grow(to n: Int, added: [(index: Int, cells: Vector, value: Double)]) {
        let old = point.count
        point += repeatElement(0, count: n - old)
        open += (old..<n).map { Vector(index: [$0], value: [1]) }
        isOpen += repeatElement(true, count: n - old)
        openCount += n - old
        openAt += (old..<n).map { [$0] }
        rowsAt += repeatElement([], count: n - old)
        directionMark += repeatElement(0, count: n - old)
        blockColumn += repeatElement(-1, count: n - old)
        move += repeatElement(0, count: n - old)
        // New rows may join blocks: no block counts as pinned until settled again.
        pinned = [Bool](repeating: false, count: n)
        pinnedOpen = 0
        movable = [Bool](repeating: false, count: n)
        for row in added { addRow(row.cells, value: row.value) }
    }

    /// This LP, its rules applied, as the LP of a larger part holds it after the same
    /// rules: coordinate (and direction) i becomes `column[i]` of `n`, ascending as i is;
    /// row k becomes `row[k]` of `rowCount`, ascending as k is; the other coordinates are
    /// new directions, open and at 0, and the other rows are `added` (index, cells over
    /// the new coordinates, value), none with a cell at an old coordinate. The old rules'
    /// LPs never reach a new row or direction (none shares a coordinate with theirs), and
    /// every sum and order is kept, so unless `settledOnBoundedLine`, settling further
    /// rules here is the larger LP's settling to the bit (`SettleResume`).
    func embedded(in n: Int, column: [Int], rowCount: Int, row: [Int],
                  added: [(index: Int, cells: Vector, value: Double)]) -> SettleLP {
        var lp = SettleLP(directions: n)
        lp.skipsPinnedBlocks = skipsPinnedBlocks
        func moved(_ v: Vector) -> Vector { Vector(index: v.index.map { column[$0] }, value: v.value) }
        for (i, j) in column.enumerated() {
            lp.point[j] = point[i]
            lp.isOpen[j] = isOpen[i]
            lp.open[j] = moved(open[i])
            lp.openAt[j] = openAt[i].map { column[$0] }
        }
        lp.openCount = n - column.count + openCount
        lp.rows = [Vector](repeating: Vector(), count: rowCount)
        lp.rowValue = [Double](repeating: 0, count: rowCount)
        lp.rowMark = [Int](repeating: 0, count: rowCount)
        for (k, r) in row.enumerated() {
            lp.rows[r] = moved(rows[k])
            lp.rowValue[r] = rowValue[k]
        }
        for (r, cells, value) in added {
            lp.rows[r] = cells
            lp.rowValue[r] = max(0, value)
        }
        for r in 0..<rowCount {
            for i in lp.rows[r].index { lp.rowsAt[i].append(r) }
        }
        return lp
    }

    /// A row `value + a·z >= 0`; `a`'s cells nonzero, by coordinate ascending. Rows come
    /// before the rules (or through `grow`, which forgets the pinned blocks).
    mutating func addRow(_ a: Vector, value: Double) {
        let r = rows.count
        rows.append(a)
        rowValue.append(max(0, value))
        rowMark.append(0)
        for i in a.index { rowsAt[i].append(r) }
    }

    /// Applies `count` rules in order (`rule(k)`: form, constant, least) until no direction
    /// is left open. Returns the LP as it stood before the rule that settled its last open
    /// direction on a line rows bound, and how many rules came before that one (nil: none
    /// did): a larger part, where that rule meets more open directions and takes the block
    /// path, goes on from there (`SettleResume`).
    /// `isLeast(k)`: whether rule k is a violation to make least, asked before its form is
    /// built (a rule `isSpared` skips is never built).
    mutating func settle(rules count: Int, isLeast: (Int) -> Bool,
                         _ rule: (Int) -> (form: Vector, constant: Double, least: Bool)) -> (lp: SettleLP, applied: Int)? {
        var beforeLine: (lp: SettleLP, applied: Int)?
        for k in 0..<count {
            guard !isPoint else { break }
            if isSpared(least: isLeast(k)) { continue }
            // A copy only when the rule may settle on a bounded line: one made for every
            // rule met with one direction open cost a nest of free views 7% of its run.
            let last = openCount == 1 && !settledOnBoundedLine && lastDirectionHasRows ? self : nil
            let (form, constant, least) = rule(k)
            settle(form, constant: constant, least: least)
            if let last, settledOnBoundedLine { beforeLine = (last, k) }
        }
        return beforeLine
    }

    /// With one direction open, whether rows bound it: a rule settling it on its line then
    /// sets `settledOnBoundedLine`.
    private var lastDirectionHasRows: Bool {
        guard let j = isOpen.firstIndex(of: true) else { return false }
        return open[j].index.contains { !rowsAt[$0].isEmpty }
    }

    /// Moves the point as the rule `f·z + constant` says and closes the direction the
    /// rule moved along.
    mutating func settle(_ f: Vector, constant: Double, least: Bool) {
        if isSpared(least: least) { return }
        let reached = directions(reaching: f.index)
        let g = reached.map { dot(f, open[$0]) }
        guard g.contains(where: { abs($0) > 1e-9 }) else { return }
        let now = constant + dot(f, point)
        // A violation that is 0 is at its least (it is never negative): keep it there.
        if least && abs(now) <= 1e-9 {
            close(reached, along: g)
            return
        }
        if openCount == 1 {
            settleOnLine(reached[0], g[0], now: now, least: least)
            return
        }
        var seeds: [Int] = []
        for (k, j) in reached.enumerated() where g[k] != 0 { seeds.append(j) }
        // On a block that is one point the LPs find high == low: nothing moves or closes.
        if skipsPinnedBlocks && seeds.allSatisfy({ pinned[$0] }) {
            skippedRules += 1
            return
        }
        // The first width rule of a nest of bounded views rises along every slack at 0:
        // its LPs would leave the point where it is and close the same direction.
        if takesRisingRules, let unique = risingVerdict(reached, g, now: now, least: least) {
            risingRules += 1
            close(reached, along: g)
            for j in reached { setPinned(j, unique); movable[j] = false }
            return
        }
        let block = self.block(from: seeds)
        var c = [Double](repeating: 0, count: block.columns.count)
        for (k, j) in reached.enumerated() where g[k] != 0 { c[blockColumn[j]] = g[k] }
        for j in block.columns { blockColumn[j] = -1 }
        let highest = extreme(c, block)
        let lowest = extreme(c.map { -$0 }, block)
        let high = highest?.value, low = lowest.map { -$0.value }
        if let high, let low, high - low <= 1e-9 * (1 + abs(now) + abs(high) + abs(low)) {
            // The rules after it are likely to find the same block fixed.
            if skipsPinnedBlocks && !seeds.allSatisfy({ movable[$0] }) {
                let one = isOnePoint(block)
                for j in block.columns { setPinned(j, one); movable[j] = !one }
            }
            return
        }
        let target: Double
        if least {
            guard let low else { return }
            target = now + low
        } else {
            target = min(max(0, low.map { now + $0 } ?? -.infinity), high.map { now + $0 } ?? .infinity)
        }
        let delta = target - now
        let moves = abs(delta) > 1e-12 * (1 + abs(now))
        if moves {
            let sign: Double = delta > 0 ? 1 : -1
            guard let reachedPoint = maximize(c.map { sign * $0 }, block, cap: abs(delta)) else { return }
            moveAlong(block.columns, by: reachedPoint.w)
        }
        close(reached, along: g)
        // The block is one point once the rule took it to an end of its range reached at
        // one point only, and moved there (or stood there exactly): the rows and the
        // closed direction leave nothing else (`docs/DESIGN.md`, "A block settled to
        // one point").
        let atHigh = highest?.unique == true && target == now + high!
        let atLow = lowest?.unique == true && target == now + low!
        let pins = (atHigh || atLow) && (moves || delta == 0)
        for j in block.columns { setPinned(j, pins); movable[j] = false }
    }

    /// Whether a rule is skipped without reading its form: every open direction (more than
    /// one) lies in a block settled to one point, so whatever directions a frame rule
    /// reaches, it finds them pinned (or none it leans on) and leaves the point and the
    /// open directions as they are. A violation is read: at 0 it closes a direction. The
    /// widths of a nest of bounded views are all pinned by the first width's rule, and
    /// reading each later width's form over the widths above it cost depth² a line.
    private mutating func isSpared(least: Bool) -> Bool {
        guard skipsPinnedBlocks, !least, openCount > 1, pinnedOpen == openCount else { return false }
        skippedRules += 1
        sparedRules += 1
        return true
    }

    private mutating func setPinned(_ j: Int, _ value: Bool) {
        if isOpen[j] && pinned[j] != value { pinnedOpen += value ? 1 : -1 }
        pinned[j] = value
    }

    /// What the rule's two LPs would find, without them, when every open direction is a
    /// unit vector whose coordinate has a unit row at 0 (a restricted slack at its bound)
    /// and the rule rises along each by more than 1e-9: nil when that is not the case, or
    /// when the LPs could end elsewhere; else whether the lowest LP calls its point unique.
    /// Traced through `DenseSimplex` on the block (every open direction, since the rule
    /// reaches them all): the highest LP enters the first direction's + column, which no
    /// row falls along, so it is unbounded at once; the lowest LP enters each direction's
    /// − column in order, and each ratio test picks its unit row (ratio 0; every other row
    /// rising along it has a ratio over 1e-12), a degenerate pivot that leaves the other
    /// columns, the right-hand sides and the value (0) as they were. So the rule stands
    /// at its least (a frame component must be at 0 or above), nothing moves, and the
    /// final dictionary's cells are ±1, 0 and the rows' cells negated, its unit rows'
    /// reduced costs the slopes negated: unique when each slope is past 1e-3 of the
    /// largest and no cell is past ±1e3 (`DenseSimplex.optimumAndUniqueness`).
    /// `SettleLPTests.risingRulesMatchTheirLPs` holds the two against each other.
    private func risingVerdict(_ reached: [Int], _ g: [Double], now: Double, least: Bool) -> Bool? {
        guard reached.count == openCount, least || now >= 0 else { return nil }
        var scale = 0.0
        for slope in g {
            guard slope > 1e-9 else { return nil }
            scale = max(scale, slope)
        }
        let margin = 1e-3 * scale
        var unique = true
        for (k, j) in reached.enumerated() {
            guard open[j].index == [j], open[j].value == [1] else { return nil }
            if !(0 - g[k] < -margin) { unique = false }
            var unitRows = 0
            for r in rowsAt[j] {
                let cell = cellOf(row: r, at: j)
                if rows[r].index.count == 1 && cell == 1 && rowValue[r] == 0 {
                    unitRows += 1
                    continue
                }
                if k == 0 && 0 - cell > 1e-9 { return nil }
                if cell > 1e-9 && !(rowValue[r] / cell > 1e-12) { return nil }
                if abs(cell) > 1e3 { unique = false }
            }
            guard unitRows == 1 else { return nil }
        }
        return unique
    }

    /// Row r's cell at a coordinate it has (`rowsAt`), found by bisection.
    private func cellOf(row r: Int, at i: Int) -> Double {
        let index = rows[r].index
        var low = 0, high = index.count
        while low < high {
            let mid = (low + high) / 2
            if index[mid] < i { low = mid + 1 } else { high = mid }
        }
        return rows[r].value[low]
    }

    /// Whether the block can move nowhere: the rows at 0 (`value + a·w >= 0` with value 0)
    /// already leave w = 0 alone. They do when their cells, as a matrix over the block's
    /// directions, have full column rank by a wide margin (no move keeps them all at 0)
    /// and no move keeps them all >= 0 with one > 0, which the LP maximizing their sum
    /// over those moves says by being bounded (it is 0 or unbounded: the moves are a cone).
    /// Rows above 0 are left out, which leaves more moves: the verdict errs towards no.
    private func isOnePoint(_ block: Block) -> Bool {
        let k = block.columns.count
        var tight: [[Double]] = []
        for (row, r) in zip(block.a, block.rows) where rowValue[r] == 0 { tight.append(row) }
        guard tight.count >= k, hasFullColumnRank(tight, k) else { return false }
        var sum = [Double](repeating: 0, count: k)
        for row in tight { for j in 0..<k { sum[j] += row[j] } }
        var cost = [Double](repeating: 0, count: 2 * k)
        for j in 0..<k { cost[j] = sum[j]; cost[k + j] = -sum[j] }
        var t: [Double] = []
        t.reserveCapacity(tight.count * 2 * k)
        for row in tight {
            for j in 0..<k { t.append(-row[j]) }
            for j in 0..<k { t.append(row[j]) }
        }
        return DenseSimplex.reachesMaximum(cost: cost, a: t, b: [Double](repeating: 0, count: tight.count))
    }

    /// Rank k of the m × k rows, by elimination with partial pivoting, every pivot at
    /// least 1e-6 of the largest cell.
    private func hasFullColumnRank(_ rows: [[Double]], _ k: Int) -> Bool {
        var a = rows
        let largest = rows.reduce(0.0) { max($0, $1.reduce(0.0) { max($0, abs($1)) }) }
        guard largest > 0 else { return false }
        var used = [Bool](repeating: false, count: a.count)
        for j in 0..<k {
            var p = -1
            for r in a.indices where !used[r] && (p < 0 || abs(a[r][j]) > abs(a[p][j])) { p = r }
            guard p >= 0, abs(a[p][j]) >= 1e-6 * largest else { return false }
            used[p] = true
            for r in a.indices where !used[r] && a[r][j] != 0 {
                let f = a[r][j] / a[p][j]
                for i in j..<k { a[r][i] -= f * a[p][i] }
            }
        }
        return true
    }

    /// max c·w over the block's rows, where it is reached, and whether only there (by
    /// margins far past rounding: see `DenseSimplex.optimumAndUniqueness`).
    private func extreme(_ c: [Double], _ block: Block) -> (value: Double, unique: Bool)? {
        if Self.isUnboundedAtOnce(c, rows: block.a) { return nil }
        let (cost, t, b) = tableau(c, block, cap: nil)
        let scale = c.reduce(0) { max($0, abs($1)) }
        return DenseSimplex.optimumAndUniqueness(cost: cost, a: t, b: b, split: c.count, margin: 1e-3 * scale,
                                                 bound: 1e3).map { ($0.value, $0.unique) }
    }

    /// Whether `DenseSimplex` on `tableau(c, block)` (rows `rows`) stops at its first step,
    /// unbounded: the column Bland's rule enters first (the first variable whose cost is
    /// over 1e-9: the + parts, whose entries are −row, before the − parts, +row) has no
    /// entry over 1e-9, so no row bounds it. Read off the block's cells: a nest's origins
    /// rise without bound along each x rule, and each such rule built a dense tableau of
    /// its block only to find so.
    static func isUnboundedAtOnce(_ c: [Double], rows: [[Double]]) -> Bool {
        let entering: Int, sign: Double
        if let j = c.firstIndex(where: { $0 > 1e-9 }) {
            (entering, sign) = (j, -1)
        } else if let j = c.firstIndex(where: { 0 - $0 > 1e-9 }) {
            (entering, sign) = (j, 1)
        } else {
            return false
        }
        for row in rows where (sign < 0 ? -row[entering] : row[entering]) > 1e-9 { return false }
        return true
    }

    /// `settle` with one direction open: the rows bound it to a segment (the ratio tests
    /// the LPs would make), and the rule picks a point of it.
    private mutating func settleOnLine(_ j: Int, _ g: Double, now: Double, least: Bool) {
        let touching = rows(touching: open[j].index)
        if !touching.isEmpty { settledOnBoundedLine = true }
        let a = touching.map { dot(rows[$0], open[j]) }
        // value_r + a_r·w >= 0 for every row: w in [lowest, highest].
        var lowest = -Double.infinity, highest = Double.infinity
        for (k, r) in touching.enumerated() {
            if a[k] > 1e-9 { lowest = max(lowest, -rowValue[r] / a[k]) }
            if a[k] < -1e-9 { highest = min(highest, rowValue[r] / -a[k]) }
        }
        // The rule's range, now + g·w over the segment.
        let ends = [now + g * lowest, now + g * highest].map { $0.isNaN ? now : $0 }
        let low = ends.min()!, high = ends.max()!
        if high.isFinite, low.isFinite, high - low <= 1e-9 * (1 + abs(now) + abs(high) + abs(low)) { return }
        let target = least ? low : min(max(0, low), high)
        guard target.isFinite else { return }
        let w = (target - now) / g
        if abs(target - now) > 1e-12 * (1 + abs(now)) {
            for (i, v) in zip(open[j].index, open[j].value) { point[i] += w * v }
            for (k, r) in touching.enumerated() { rowValue[r] = max(0, rowValue[r] + w * a[k]) }
        }
        closeDirection(j)
    }

    /// Moves the point by Σ w_k·(direction k), summed per coordinate in the directions'
    /// order, and the rows' values with it.
    private mutating func moveAlong(_ directions: [Int], by w: [Double]) {
        var moved: [Int] = []
        nextEpoch()
        for (k, j) in directions.enumerated() where w[k] != 0 {
            for (i, v) in zip(open[j].index, open[j].value) {
                if directionMark[i] != epoch { directionMark[i] = epoch; moved.append(i) }
                move[i] += w[k] * v
            }
        }
        for i in moved { point[i] += move[i] }
        for r in rows(touching: moved) {
            var total = 0.0
            for (i, a) in zip(rows[r].index, rows[r].value) { total += a * move[i] }
            rowValue[r] = max(0, rowValue[r] + total)
        }
        for i in moved { move[i] = 0 }
    }

    /// Closes the open direction g leans on most; the others keep g·w = 0 from now on.
    /// `reached`: the open directions g may be nonzero on, ascending.
    private mutating func close(_ reached: [Int], along g: [Double]) {
        var pivot = 0
        for k in g.indices where abs(g[k]) > abs(g[pivot]) { pivot = k }
        let p = reached[pivot]
        for (k, j) in reached.enumerated() where k != pivot && g[k] != 0 {
            subtract(g[k] / g[pivot], times: p, from: j)
        }
        closeDirection(p)
    }

    private mutating func closeDirection(_ j: Int) {
        if pinned[j] { pinnedOpen -= 1 }
        movable[j] = false
        isOpen[j] = false
        open[j] = Vector()
        openCount -= 1
    }

    /// open[j] −= factor · open[p], cell by cell (a cell of p's that j lacks is 0 − product).
    private mutating func subtract(_ factor: Double, times p: Int, from j: Int) {
        let a = open[j], b = open[p]
        var result = Vector()
        result.index.reserveCapacity(a.index.count + b.index.count)
        result.value.reserveCapacity(a.index.count + b.index.count)
        var x = 0, y = 0
        while x < a.index.count || y < b.index.count {
            let i: Int, v: Double
            if y == b.index.count || (x < a.index.count && a.index[x] < b.index[y]) {
                i = a.index[x]; v = a.value[x]; x += 1
            } else if x == a.index.count || b.index[y] < a.index[x] {
                i = b.index[y]; v = 0 - factor * b.value[y]; y += 1
                openAt[i].append(j)
            } else {
                i = a.index[x]; v = a.value[x] - factor * b.value[y]; x += 1; y += 1
            }
            if v != 0 { result.index.append(i); result.value.append(v) }
        }
        open[j] = result
        movable[j] = false
    }

    /// The open directions with a cell at one of the coordinates, ascending.
    private mutating func directions(reaching coordinates: [Int]) -> [Int] {
        nextEpoch()
        var found: [Int] = []
        for i in coordinates {
            let alive = isOpen
            openAt[i].removeAll { !alive[$0] }
            for j in openAt[i] where directionMark[j] != epoch {
                directionMark[j] = epoch
                found.append(j)
            }
        }
        found.sort()
        return found
    }

    /// The rows with a cell at one of the coordinates, ascending.
    private mutating func rows(touching coordinates: [Int]) -> [Int] {
        nextEpoch()
        var found: [Int] = []
        for i in coordinates {
            for r in rowsAt[i] where rowMark[r] != epoch {
                rowMark[r] = epoch
                found.append(r)
            }
        }
        found.sort()
        return found
    }

    /// The LP's block the seeds lie in: the open directions and rows linked to them
    /// through nonzero cells (`a[row][column]`, each the row's product with the
    /// direction), both ascending. `blockColumn` holds the columns' local indices; the
    /// caller puts it back.
    private struct Block {
        var columns: [Int] = []
        var rows: [Int] = []
        var a: [[Double]] = []
    }

    private mutating func block(from seeds: [Int]) -> Block {
        nextEpoch()
        var columns = seeds
        for j in seeds { directionMark[j] = epoch }
        var blockRows: [Int] = []
        var cells: [[(Int, Double)]] = []
        var next = 0
        while next < columns.count {
            let j = columns[next]
            next += 1
            for i in open[j].index {
                for r in rowsAt[i] where rowMark[r] != epoch {
                    rowMark[r] = epoch
                    var row: [(Int, Double)] = []
                    for k in directionsOfRow(r) {
                        let v = dot(rows[r], open[k])
                        guard v != 0 else { continue }
                        row.append((k, v))
                        if directionMark[k] != epoch { directionMark[k] = epoch; columns.append(k) }
                    }
                    blockRows.append(r)
                    cells.append(row)
                }
            }
        }
        columns.sort()
        for (k, j) in columns.enumerated() { blockColumn[j] = k }
        var order = Array(blockRows.indices)
        order.sort { blockRows[$0] < blockRows[$1] }
        var block = Block(columns: columns, rows: order.map { blockRows[$0] }, a: [])
        block.a = order.map { k in
            var dense = [Double](repeating: 0, count: columns.count)
            for (j, v) in cells[k] { dense[blockColumn[j]] = v }
            return dense
        }
        return block
    }

    /// The open directions with a cell in one of the row's coordinates (unordered, once
    /// each; the marks of `block` are not disturbed).
    private mutating func directionsOfRow(_ r: Int) -> [Int] {
        var found: [Int] = []
        let alive = isOpen
        for i in rows[r].index {
            openAt[i].removeAll { !alive[$0] }
            found += openAt[i]
        }
        if found.count > 1 {
            found.sort()
            var kept = 1
            for k in 1..<found.count where found[k] != found[kept - 1] {
                found[kept] = found[k]
                kept += 1
            }
            found.removeLast(found.count - kept)
        }
        return found
    }

    /// max c·w over the block's rows (and c·w <= cap), w over its directions: each split
    /// in a + and a − part for `DenseSimplex`, whose origin (the current point) is feasible.
    private func maximize(_ c: [Double], _ block: Block, cap: Double?) -> (value: Double, w: [Double])? {
        let (cost, t, b) = tableau(c, block, cap: cap)
        let k = c.count
        guard let (value, x) = DenseSimplex.optimum(cost: cost, a: t, b: b, point: true) else { return nil }
        return (value, (0..<k).map { x[$0] - x[k + $0] })
    }

    /// `maximize`'s problem for `DenseSimplex`: cost, rows, right-hand sides.
    private func tableau(_ c: [Double], _ block: Block, cap: Double?) -> (cost: [Double], t: [Double], b: [Double]) {
        let k = c.count, n = 2 * k
        var cost = [Double](repeating: 0, count: n)
        for j in 0..<k { cost[j] = c[j]; cost[k + j] = -c[j] }
        var t: [Double] = []
        var b: [Double] = []
        t.reserveCapacity((block.rows.count + 1) * n)
        for (row, r) in zip(block.a, block.rows) {
            // value + row·w >= 0, written −row·w <= value.
            for j in 0..<k { t.append(-row[j]) }
            for j in 0..<k { t.append(row[j]) }
            b.append(rowValue[r])
        }
        if let cap {
            t += cost
            b.append(cap)
        }
        return (cost, t, b)
    }

    private mutating func nextEpoch() {
        epoch += 1
    }

    private func dot(_ a: Vector, _ b: Vector) -> Double {
        // A dense row of a nest times a direction of one cell: the short one's cells are
        // looked up in the long one, in the same ascending order, so the same sum.
        if 8 * a.index.count < b.index.count { return sparseDot(a, b) }
        if 8 * b.index.count < a.index.count { return sparseDot(b, a) }
        var total = 0.0
        var x = 0, y = 0
        while x < a.index.count && y < b.index.count {
            if a.index[x] < b.index[y] { x += 1 } else if b.index[y] < a.index[x] { y += 1 } else {
                total += a.value[x] * b.value[y]
                x += 1; y += 1
            }
        }
        return total
    }

    /// `dot` with each cell of `short` found in `long` by bisection: the matching cells in
    /// ascending order, each product added as the merge adds it (a·b = b·a exactly).
    private func sparseDot(_ short: Vector, _ long: Vector) -> Double {
        var total = 0.0
        var low = 0
        for (i, v) in zip(short.index, short.value) {
            var high = long.index.count
            while low < high {
                let mid = (low + high) / 2
                if long.index[mid] < i { low = mid + 1 } else { high = mid }
            }
            guard low < long.index.count else { break }
            if long.index[low] == i { total += long.value[low] * v }
        }
        return total
    }

    private func dot(_ a: Vector, _ dense: [Double]) -> Double {
        var total = 0.0
        for (i, v) in zip(a.index, a.value) { total += v * dense[i] }
        return total
    }
}

/// Sums cells into a vector of one part's coordinates: a row or a rule's form, each cell
/// added where it falls (`0 + value`, as into a dense vector of zeros).
struct SettleVectorBuilder {
    private var sum: [Double]
    private var inUse: [Bool]
    private var used: [Int] = []

    init(count: Int) {
        sum = [Double](repeating: 0, count: count)
        inUse = [Bool](repeating: false, count: count)
    }

    mutating func add(_ i: Int, _ value: Double) {
        if !inUse[i] { inUse[i] = true; used.append(i) }
        sum[i] += value
    }

    /// The vector summed (its nonzero cells, ascending), the builder emptied.
    mutating func take() -> SettleLP.Vector {
        used.sort()
        var vector = SettleLP.Vector()
        for i in used {
            if sum[i] != 0 { vector.index.append(i); vector.value.append(sum[i]) }
            sum[i] = 0
            inUse[i] = false
        }
        used.removeAll(keepingCapacity: true)
        return vector
    }
}
