/// Settling what the layout leaves open, the same way whatever its history.
///
/// Where the optimum is a face rather than a point (an ambiguous view, optionals tied at
/// one priority), the vertex the tableau holds depends on the order constraints came in
/// and on the pivots made since: a session and its saved script replayed could show an
/// ambiguous view at two places, or break another of two tied optionals. Settling picks
/// one point of the optimal face by rules that read the layout alone:
/// 1. optionals whose violation may vary on the face (a tie), by priority, highest first,
///    then in the layout's order (`rank`): each violated as little as the ones before
///    allow, so of two tied optionals the one declared first holds;
/// 2. then the frames of the views in declaration order, each component as close to 0 as
///    the ones before allow: width and height first (an ambiguous view is as small as it
///    may be), then x and y.
/// Each rule is a small LP over the free directions of the face (those ambiguity answers
/// are found on), and each fixes one direction, so a face of k directions costs at most k
/// steps. The point is kept as a shift of the values it moves, which `value(_:)` adds
/// while the settlement stands (a write to the tableau suspends it until the next
/// `settle`, which keeps the parts the write did not reach). The tableau is never
/// written: the ambiguity answers (which read the face, not the point) stay as they are.
extension Solver {
    /// Moves the solution to the settled point of its optimal face (nothing to do while
    /// the last settlement stands). Values the move changes are marked as a change
    /// (`takeChanges`); `rank` orders constraints the way the layout declared them.
    ///
    /// After a change only the parts of the face the change reached are settled again
    /// (a part whose rows, and rows mentioning its directions, were not written has the
    /// same LPs and keeps its point), with the entries whose variables the change marked.
    public func settle(_ order: SettleOrder, rank: (ConstraintID) -> Int) {
        // Standing until a write, and every write drops it (cost marks come from writes).
        guard !settlementValid else { return }
        applyDeferredShift()
        if dirty.tracking {
            // Cost marks first: a parameter that became free marks the rows mentioning it.
            var d = DirtySet()
            swap(&d, &dirty)
            readCostMarks(&d)
            swap(&d, &dirty)
        }
        settlementValid = true
        var candidates: [Int32]
        if dirty.tracking, !dirty.everything, settleSeesAllMarks {
            candidates = takeTouchedParts()
            // Each entry once. A row written only in its constant mentions the directions
            // it did, and a part watching it was touched above: only a reshaped row can
            // start reading one. A moved origin (even by a constant: a resize) brings the
            // subviews, whose x and y are measured from it, a rule's constant.
            let listed = SymbolStamps(self, count: order.count, entries: true)
            for entry in candidates { _ = listed.insert(entry) }
            for s in dirty.list where kinds[Int(s)] == .external {
                let entry = order.entry(of: s)
                guard entry >= 0 else { continue }
                if dirty.reshaped[Int(s)], listed.insert(entry) { candidates.append(entry) }
                let e = order.entries[Int(entry)]
                guard s == e.left.id || s == e.top.id else { continue }
                for child in order.children[Int(entry)] where listed.insert(child) { candidates.append(child) }
            }
        } else {
            candidates = Array(0..<Int32(order.count))
            while !settledParts.isEmpty { removePart(settledParts.count - 1) }
        }
        settleSeesAllMarks = dirty.tracking
        var face: Face
        var entries: [Int32]
        while true {
            var seeds: [Int32] = []
            var seen = SymbolStamps(self)
            for entry in candidates where Int(entry) < order.count {
                addFreeDirections(of: order.entries[Int(entry)], to: &seeds, seen: &seen)
            }
            guard !seeds.isEmpty else { return }
            (face, entries) = settleFace(seeds, order, seen: &seen)
            // A kept part the face reaches is settled again with it (its rows were not
            // written, so this is rare: a part and a new entry joined through another).
            let reached = Set(face.symbols.compactMap { s in
                Int(s) < partOfSymbol.count && partOfSymbol[Int(s)] >= 0 ? Int(partOfSymbol[Int(s)]) : nil
            })
            if reached.isEmpty { break }
            for index in reached.sorted(by: >) {
                candidates += settledParts[index].entries
                removePart(index)
            }
        }
        let objectives = settleObjectives(face, entries, order, rank: rank)
        for component in SettleComponents(face, objectives).all {
            let point = component.settledPoint(face, objectives)
            var part = SettledPart()
            part.symbols = component.columns.map { face.symbols[$0] }
            part.entries = Set(component.objectives.map { objectives[$0].entry }).filter { $0 >= 0 }.sorted()
            var shift: [Int32: Double] = [:]
            for (k, s) in part.symbols.enumerated() {
                let column = self.column(s)
                part.watched += column
                guard point[k] != 0 else { continue }
                shift[s, default: 0] += point[k]
                for r in column { shift[rows[Int(r)].basic, default: 0] += rows[Int(r)].coefficient(of: s) * point[k] }
            }
            part.shift = shift.sorted { $0.key < $1.key }.filter { $0.value != 0 }
            addPart(part)
        }
    }

    /// The order given to `settle` was made again (not only appended to): the next
    /// settlement looks at every entry.
    public func settleOrderRemade() {
        settleSeesAllMarks = false
    }

    /// A write to the tableau: `value(_:)` reads the vertex until the next `settle`, which
    /// keeps the parts the write did not reach.
    @inline(__always) func dropSettlement() {
        settlementValid = false
    }

    /// Forgets every part: the next `settle` starts afresh (the tableau was reset; tests
    /// compare an incremental settlement with a fresh one).
    public func forgetSettlement() {
        settlementValid = false
        while !settledParts.isEmpty { removePart(settledParts.count - 1) }
    }

    /// Removes the parts the marked rows reach (a row written that a part watches, or
    /// that mentions one of its directions now) and returns their entries.
    private func takeTouchedParts() -> [Int32] {
        guard !settledParts.isEmpty else { return [] }
        var touched = Set<Int>()
        for r in dirty.rowList {
            if let parts = partsWatching[r] { touched.formUnion(parts) }
            guard Int(r) < rows.count else { continue }
            for s in rows[Int(r)].symbols + [rows[Int(r)].basic] where s >= 0 && Int(s) < partOfSymbol.count {
                if partOfSymbol[Int(s)] >= 0 { touched.insert(Int(partOfSymbol[Int(s)])) }
            }
        }
        // A marked symbol: one of a part's directions, or the basic symbol of a row a part
        // watches (a constant written through `touch` marks the symbol, not the row).
        for s in dirty.list {
            if Int(s) < partOfSymbol.count && partOfSymbol[Int(s)] >= 0 { touched.insert(Int(partOfSymbol[Int(s)])) }
            let r = rowOf[Int(s)]
            if r >= 0, let parts = partsWatching[r] { touched.formUnion(parts) }
        }
        var entries: [Int32] = []
        for index in touched.sorted(by: >) {
            entries += settledParts[index].entries
            removePart(index)
        }
        return entries
    }

    private func addPart(_ part: SettledPart) {
        let index = settledParts.count
        settledParts.append(part)
        if partOfSymbol.count < kinds.count { partOfSymbol += [Int32](repeating: -1, count: kinds.count - partOfSymbol.count) }
        if settledShift.count < kinds.count { settledShift += [Double](repeating: 0, count: kinds.count - settledShift.count) }
        for s in part.symbols { partOfSymbol[Int(s)] = Int32(index) }
        for r in part.watched { partsWatching[r, default: []].append(index) }
        for (s, amount) in part.shift {
            settledShift[Int(s)] += amount
            if dirty.tracking { dirty.mark(s, shape: false) }
        }
    }

    /// Takes a part out (its shift with it, marked as moving back), the last part taking
    /// its index.
    private func removePart(_ index: Int) {
        let part = settledParts[index]
        for s in part.symbols { partOfSymbol[Int(s)] = -1 }
        for r in part.watched { partsWatching[r]?.removeAll { $0 == index } }
        for (s, amount) in part.shift {
            settledShift[Int(s)] -= amount
            if abs(settledShift[Int(s)]) < 1e-300 { settledShift[Int(s)] = 0 }
            if dirty.tracking { dirty.mark(s, shape: false) }
        }
        let last = settledParts.count - 1
        if index != last {
            let moved = settledParts[last]
            for s in moved.symbols { partOfSymbol[Int(s)] = Int32(index) }
            for r in moved.watched {
                if let k = partsWatching[r]?.firstIndex(of: last) { partsWatching[r]![k] = index }
            }
            settledParts[index] = moved
        }
        settledParts.removeLast()
    }

    /// Adds the free directions the entry's frame reads (in its variables' rows).
    private func addFreeDirections(of entry: SettleOrder.Entry, to seeds: inout [Int32], seen: inout SymbolStamps) {
        addFreeDirections(of: entry.left, to: &seeds, seen: &seen)
        addFreeDirections(of: entry.top, to: &seeds, seen: &seen)
        addFreeDirections(of: entry.width, to: &seeds, seen: &seen)
        addFreeDirections(of: entry.height, to: &seeds, seen: &seen)
        if let v = entry.parentLeft { addFreeDirections(of: v, to: &seeds, seen: &seen) }
        if let v = entry.parentTop { addFreeDirections(of: v, to: &seeds, seen: &seen) }
    }

    private func addFreeDirections(of variable: Variable, to seeds: inout [Int32], seen: inout SymbolStamps) {
        let v = variable.id
        guard Int(v) < kinds.count else { return }
        let r = rowOf[Int(v)]
        if r < 0 {
            if isFreeDirection(v), seen.insert(v) { seeds.append(v) }
            return
        }
        for s in rows[Int(r)].symbols where isFreeDirection(s) && seen.insert(s) { seeds.append(s) }
    }

    /// The face the seeds reach, grown until every entry reading it has all its free
    /// directions in it, and those entries in order.
    private func settleFace(_ seeds: [Int32], _ order: SettleOrder, seen: inout SymbolStamps) -> (Face, [Int32]) {
        var seeds = seeds
        while true {
            seeds.sort()
            let face = Face(solver: self, seeds: seeds)
            for s in face.symbols { _ = seen.insert(s) }
            let noted = SymbolStamps(self, count: order.count, entries: true)
            var found: [Int32] = []
            func note(_ symbol: Int32) {
                let entry = order.entry(of: symbol)
                guard entry >= 0, noted.insert(entry) else { return }
                found.append(entry)
                for child in order.children[Int(entry)] where noted.insert(child) { found.append(child) }
            }
            for s in face.symbols {
                if kinds[Int(s)] == .external { note(s) }
                for r in column(s) where kinds[Int(rows[Int(r)].basic)] == .external { note(rows[Int(r)].basic) }
            }
            let before = seeds.count
            for entry in found { addFreeDirections(of: order.entries[Int(entry)], to: &seeds, seen: &seen) }
            if seeds.count == before { return (face, found.sorted()) }
        }
    }

    /// The rules in the order they apply: tied optionals, then frame components.
    private func settleObjectives(_ face: Face, _ entries: [Int32], _ order: SettleOrder,
                                  rank: (ConstraintID) -> Int) -> [SettleObjective] {
        // Face columns in the `position` scratch (-1 outside a merge, which nothing here
        // makes), put back before returning: a lookup per cell, no hashing.
        for (k, s) in face.symbols.enumerated() { position[Int(s)] = Int32(k) }
        defer { for s in face.symbols { position[Int(s)] = -1 } }
        var optionals: [ConstraintRecord] = []
        var listed = Set<Int32>()
        for s in face.symbols + face.basics where kinds[Int(s)] == .error {
            let o = owner[Int(s)]
            guard o >= 0, let record = records[Int(o)], listed.insert(o).inserted else { continue }
            optionals.append(record)
        }
        optionals.sort { a, b in
            let pa = a.constraint.priority, pb = b.constraint.priority
            if pa != pb { return pa > pb }
            let ra = rank(a.id), rb = rank(b.id)
            return ra != rb ? ra < rb : a.id.raw < b.id.raw
        }
        var result: [SettleObjective] = []
        for record in optionals {
            let plus = kinds[Int(record.marker)] == .error ? record.marker : -1
            let minus = record.other >= 0 && kinds[Int(record.other)] == .error ? record.other : -1
            if let found = settleForm(plus, minus, sign: 1, least: true) { result.append(found) }
        }
        for entry in entries {
            let e = order.entries[Int(entry)]
            // Width, height, x, y: the order `SettleOrder` promises.
            for (own, origin) in [(e.width, nil), (e.height, nil), (e.left, e.parentLeft), (e.top, e.parentTop)] {
                if let found = settleForm(own.id, origin?.id, least: false, entry: entry) { result.append(found) }
            }
        }
        return result
    }

    /// `first + sign·second` (either may be -1: absent) written over the face's directions
    /// (columns in `position`): a basic symbol by its row, a free direction as itself,
    /// anything else is 0 on the optimal face. nil when it mentions no direction (one
    /// value on the whole face). A frame's x is `left − superview's left`: sign −1.
    private func settleForm(_ first: Int32, _ second: Int32?, sign: Double = -1, least: Bool,
                            entry: Int32 = -1) -> SettleObjective? {
        var cells: [(column: Int, value: Double)] = []
        var constant = 0.0
        func add(_ column: Int32, _ value: Double) {
            guard column >= 0, value != 0 else { return }
            if let k = cells.firstIndex(where: { $0.column == Int(column) }) {
                cells[k].value += value
            } else {
                cells.append((Int(column), value))
            }
        }
        for (s, coefficient) in [(first, 1.0), (second ?? -1, sign)] where s >= 0 && Int(s) < kinds.count {
            let r = rowOf[Int(s)]
            guard r >= 0 else {
                add(position[Int(s)], coefficient)
                continue
            }
            constant += coefficient * rows[Int(r)].constant
            let row = rows[Int(r)]
            for i in row.symbols.indices { add(position[Int(row.symbols[i])], coefficient * row.coefficients[i]) }
        }
        cells.removeAll { $0.value == 0 }
        return cells.isEmpty ? nil : SettleObjective(cells: cells, constant: constant, least: least, entry: entry)
    }
}

/// The views' frames in the order settling follows them: root, then the views as
/// declared. Kept by the layout, which appends a view as it is declared.
public struct SettleOrder: Sendable {
    public struct Entry: Sendable {
        public var left, top, width, height: Variable
        /// The superview's origin (frames are in superview coordinates); nil for root.
        public var parentLeft, parentTop: Variable?

        public init(left: Variable, top: Variable, width: Variable, height: Variable,
                    parentLeft: Variable?, parentTop: Variable?) {
            self.left = left; self.top = top; self.width = width; self.height = height
            self.parentLeft = parentLeft; self.parentTop = parentTop
        }
    }

    public private(set) var entries: [Entry] = []
    /// By variable id, the entry whose frame variable it is, or -1.
    private var entryOf: [Int32] = []
    /// By entry, the entries measured from its origin (its subviews).
    private(set) var children: [[Int32]] = []

    public init() {}

    public var count: Int { entries.count }

    /// Appends a view's entry; `parent` is its superview's entry.
    public mutating func append(_ entry: Entry, parent: Int?) {
        let index = Int32(entries.count)
        entries.append(entry)
        children.append([])
        if let parent { children[parent].append(index) }
        for v in [entry.left, entry.top, entry.width, entry.height] {
            let i = Int(v.id)
            if i >= entryOf.count { entryOf += [Int32](repeating: -1, count: i + 1 - entryOf.count) }
            entryOf[i] = index
        }
    }

    /// The entry whose frame the variable is part of.
    public func entry(of variable: Variable) -> Int? {
        let entry = entry(of: variable.id)
        return entry >= 0 ? Int(entry) : nil
    }

    func entry(of symbol: Int32) -> Int32 {
        Int(symbol) < entryOf.count ? entryOf[Int(symbol)] : -1
    }
}

/// One rule: a quantity written over the face's directions (cells by face column), to be
/// made least (a violation) or as close to 0 as allowed (a frame component).
struct SettleObjective {
    var cells: [(column: Int, value: Double)]
    var constant: Double
    var least: Bool
    /// The frame entry a component rule is for (-1 for an optional's).
    var entry: Int32 = -1
}

/// One part of the face as last settled: its directions, the rows whose writing would
/// change its LPs (every row mentioning a direction), the entries reading it, and the
/// shift its point gives each symbol.
struct SettledPart {
    var symbols: [Int32] = []
    var watched: [Int32] = []
    var entries: [Int32] = []
    var shift: [(Int32, Double)] = []
}

/// The face split where nothing links its parts (no row, and no rule, spans two): each
/// part is settled alone, so a thousand independent ambiguous views are a thousand small
/// problems rather than one large one.
struct SettleComponents {
    struct Component {
        var columns: [Int] = []
        var rows: [Int] = []
        var objectives: [Int] = []
    }

    var all: [Component] = []

    init(_ face: Face, _ objectives: [SettleObjective]) {
        var parent = Array(face.symbols.indices)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[find(a)] = find(b) }
        let rowCount = face.constants.count
        for r in 0..<rowCount {
            let cells = face.cellStart[r]..<face.cellStart[r + 1]
            for k in cells.dropFirst() { union(face.cellColumn[cells.lowerBound], face.cellColumn[k]) }
        }
        for objective in objectives {
            for cell in objective.cells.dropFirst() { union(objective.cells[0].column, cell.column) }
        }
        var index: [Int: Int] = [:]
        func component(of column: Int) -> Int {
            let root = find(column)
            if let known = index[root] { return known }
            index[root] = all.count
            all.append(Component())
            return all.count - 1
        }
        for (k, objective) in objectives.enumerated() { all[component(of: objective.cells[0].column)].objectives.append(k) }
        // Parts no rule reads stay where they are.
        let ruled = all.count
        for column in face.symbols.indices {
            let c = component(of: column)
            if c < ruled { all[c].columns.append(column) }
        }
        for r in 0..<rowCount where face.cellStart[r] < face.cellStart[r + 1] {
            let c = component(of: face.cellColumn[face.cellStart[r]])
            if c < ruled { all[c].rows.append(r) }
        }
        all.removeLast(all.count - ruled)
    }
}

extension SettleComponents.Component {
    /// The settled point: by column of this part, how far each direction moves.
    func settledPoint(_ face: Face, _ rules: [SettleObjective]) -> [Double] {
        var local = [Int](repeating: -1, count: face.symbols.count)
        for (k, column) in columns.enumerated() { local[column] = k }
        var problem = SettleLP(directions: columns.count)
        for r in rows {
            var a = [Double](repeating: 0, count: columns.count)
            for k in face.cellStart[r]..<face.cellStart[r + 1] { a[local[face.cellColumn[k]]] += face.cellValue[k] }
            problem.addRow(a, value: face.constants[r])
        }
        // Slacks and errors stay >= 0.
        for (k, column) in columns.enumerated() where !face.unrestricted[column] {
            var a = [Double](repeating: 0, count: columns.count)
            a[k] = 1
            problem.addRow(a, value: 0)
        }
        for k in objectives {
            guard !problem.isPoint else { break }
            let objective = rules[k]
            var f = [Double](repeating: 0, count: columns.count)
            for cell in objective.cells { f[local[cell.column]] += cell.value }
            problem.settle(f, constant: objective.constant, least: objective.least)
        }
        return problem.point
    }
}

/// The LPs of one part of a face: directions z (the point starts at the vertex, z = 0),
/// rows `value + a·(z − point) >= 0`, and the directions still open, a basis of the
/// moves that keep every rule settled so far where it was.
struct SettleLP {
    private var rowA: [[Double]] = []
    /// Each row's value at the current point (>= 0: the point is on the face).
    private var rowValue: [Double] = []
    private(set) var point: [Double]
    private var open: [[Double]]

    init(directions n: Int) {
        point = [Double](repeating: 0, count: n)
        open = (0..<n).map { k in (0..<n).map { $0 == k ? 1.0 : 0.0 } }
    }

    /// No direction is left open.
    var isPoint: Bool { open.isEmpty }

    mutating func addRow(_ a: [Double], value: Double) {
        rowA.append(a)
        rowValue.append(max(0, value))
    }

    /// Moves the point as the rule says and closes the direction the rule moved along.
    mutating func settle(_ f: [Double], constant: Double, least: Bool) {
        let g = open.map { dot(f, $0) }
        guard g.contains(where: { abs($0) > 1e-9 }) else { return }
        let now = constant + dot(f, point)
        // A violation that is 0 is at its least (it is never negative): keep it there.
        if least && abs(now) <= 1e-9 {
            close(along: g)
            return
        }
        // The rows over the open directions, once for the rule's LPs.
        let a = rowA.map { row in open.map { dot(row, $0) } }
        if open.count == 1 {
            settleOnLine(g[0], a, now: now, least: least)
            return
        }
        let high = maximize(g, a, cap: nil)?.value
        let low = maximize(g.map { -$0 }, a, cap: nil).map { -$0.value }
        if let high, let low, high - low <= 1e-9 * (1 + abs(now) + abs(high) + abs(low)) { return }
        let target: Double
        if least {
            guard let low else { return }
            target = now + low
        } else {
            target = min(max(0, low.map { now + $0 } ?? -.infinity), high.map { now + $0 } ?? .infinity)
        }
        let delta = target - now
        if abs(delta) > 1e-12 * (1 + abs(now)) {
            let sign: Double = delta > 0 ? 1 : -1
            guard let reached = maximize(g.map { sign * $0 }, a, cap: abs(delta)) else { return }
            var move = [Double](repeating: 0, count: point.count)
            for (j, direction) in open.enumerated() where reached.w[j] != 0 {
                for i in move.indices { move[i] += reached.w[j] * direction[i] }
            }
            for i in point.indices { point[i] += move[i] }
            for r in rowValue.indices { rowValue[r] = max(0, rowValue[r] + dot(rowA[r], move)) }
        }
        close(along: g)
    }

    /// `settle` with one direction open: the rows bound it to a segment (the ratio tests
    /// the LPs would make), and the rule picks a point of it.
    private mutating func settleOnLine(_ g: Double, _ a: [[Double]], now: Double, least: Bool) {
        // value_r + a_r·w >= 0 for every row: w in [lowest, highest].
        var lowest = -Double.infinity, highest = Double.infinity
        for (r, row) in a.enumerated() {
            if row[0] > 1e-9 { lowest = max(lowest, -rowValue[r] / row[0]) }
            if row[0] < -1e-9 { highest = min(highest, rowValue[r] / -row[0]) }
        }
        // The rule's range, now + g·w over the segment.
        let ends = [now + g * lowest, now + g * highest].map { $0.isNaN ? now : $0 }
        let low = ends.min()!, high = ends.max()!
        if high.isFinite, low.isFinite, high - low <= 1e-9 * (1 + abs(now) + abs(high) + abs(low)) { return }
        let target = least ? low : min(max(0, low), high)
        guard target.isFinite else { return }
        let w = (target - now) / g
        if abs(target - now) > 1e-12 * (1 + abs(now)) {
            for i in point.indices { point[i] += w * open[0][i] }
            for r in rowValue.indices { rowValue[r] = max(0, rowValue[r] + w * a[r][0]) }
        }
        open.removeAll()
    }

    /// Closes the open direction g leans on most; the others keep g·w = 0 from now on.
    private mutating func close(along g: [Double]) {
        var pivot = 0
        for j in g.indices where abs(g[j]) > abs(g[pivot]) { pivot = j }
        for j in open.indices where j != pivot && g[j] != 0 {
            let k = g[j] / g[pivot]
            for i in open[j].indices { open[j][i] -= k * open[pivot][i] }
        }
        open.remove(at: pivot)
    }

    /// max c·w over the rows (and c·w <= cap), w over the open directions: each split in
    /// a + and a − part for `DenseSimplex`, whose origin (the current point) is feasible.
    private func maximize(_ c: [Double], _ a: [[Double]], cap: Double?) -> (value: Double, w: [Double])? {
        let k = c.count, n = 2 * k
        var cost = [Double](repeating: 0, count: n)
        for j in 0..<k { cost[j] = c[j]; cost[k + j] = -c[j] }
        var t: [Double] = []
        var b: [Double] = []
        t.reserveCapacity((a.count + 1) * n)
        for (r, row) in a.enumerated() {
            // value + row·w >= 0, written −row·w <= value.
            for j in 0..<k { t.append(-row[j]) }
            for j in 0..<k { t.append(row[j]) }
            b.append(rowValue[r])
        }
        if let cap {
            t += cost
            b.append(cap)
        }
        guard let (value, x) = DenseSimplex.optimum(cost: cost, a: t, b: b, point: true) else { return nil }
        return (value, (0..<k).map { x[$0] - x[k + $0] })
    }
}

private func dot(_ a: [Double], _ b: [Double]) -> Double {
    var total = 0.0
    for i in a.indices { total += a[i] * b[i] }
    return total
}

/// A set of symbols (or of settle entries) as a stamp each in the solver's scratch: a
/// settlement asks it for every cell of the rows it reads, and hashing each was most of
/// its cost.
struct SymbolStamps {
    private let solver: Solver
    private let epoch: UInt32
    private let entries: Bool

    init(_ solver: Solver, count: Int? = nil, entries: Bool = false) {
        self.solver = solver
        self.entries = entries
        let needed = count ?? solver.kinds.count
        if entries {
            if solver.settleEntryStamp.count < needed {
                solver.settleEntryStamp += [UInt32](repeating: 0, count: needed - solver.settleEntryStamp.count)
            }
        } else if solver.settleStamp.count < needed {
            solver.settleStamp += [UInt32](repeating: 0, count: needed - solver.settleStamp.count)
        }
        solver.settleEpoch &+= 1
        if solver.settleEpoch == 0 {
            for i in solver.settleStamp.indices { solver.settleStamp[i] = 0 }
            for i in solver.settleEntryStamp.indices { solver.settleEntryStamp[i] = 0 }
            solver.settleEpoch = 1
        }
        epoch = solver.settleEpoch
    }

    /// Adds the symbol (or entry); false if it was there.
    func insert(_ s: Int32) -> Bool {
        if entries {
            guard solver.settleEntryStamp[Int(s)] != epoch else { return false }
            solver.settleEntryStamp[Int(s)] = epoch
        } else {
            guard solver.settleStamp[Int(s)] != epoch else { return false }
            solver.settleStamp[Int(s)] = epoch
        }
        return true
    }
}
