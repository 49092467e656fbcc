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
    /// same LPs and keeps its point), with the rules the change reshaped (`seedChanges`).
    public func settle(_ order: SettleOrder, rank: (ConstraintID) -> Int) {
        // Standing until a write, and every write drops it (cost marks come from writes).
        guard !settlement.valid else { return }
        applyDeferredShift()
        if dirty.tracking {
            // Cost marks first: a parameter that became free marks the rows mentioning it.
            var d = DirtySet()
            swap(&d, &dirty)
            readCostMarks(&d)
            swap(&d, &dirty)
        }
        settlement.valid = true
        settlement.faces.removeAll(keepingCapacity: true)
        var seeds: [Int32] = []
        var seen = SymbolStamps(self)
        // Rules (entry × component) whose directions are among the seeds.
        let ruled = SymbolStamps(self, .scanned, count: 4 * order.count)
        if dirty.tracking, !dirty.everything, settlement.seesAllMarks {
            seedChanges(order, &seeds, &seen, ruled)
            addRules(of: min(settlement.entryCount, order.count)..<order.count, order, &seeds, &seen, ruled)
        } else {
            while !settlement.parts.isEmpty { removePart(settlement.parts.count - 1) }
            addRules(of: 0..<order.count, order, &seeds, &seen, ruled)
        }
        settlement.seesAllMarks = dirty.tracking
        settlement.entryCount = order.count
        var face: Face
        var entries: [Int32]
        var readsFace: SymbolStamps
        // Parts reached by the seeds, not by a written row: one may be extended rather
        // than settled again (`SettleResume`).
        var reached: [SettledPart] = []
        while true {
            // A kept part holding a seed is settled again with the seeds (a view joining a
            // grid row brings its own parts): taken out before the face is built, so the
            // face is built once. `seen` holds only seeds until then.
            while takeParts(reaching: seeds, into: &seeds, seen: &seen, keeping: &reached) {}
            guard !seeds.isEmpty else { return }
            (face, entries, readsFace) = settleFace(&seeds, order, seen: &seen, ruled: ruled)
            // A kept part the face reaches through its rows is settled again with it (its
            // rows were not written, so this is rare: a part and a new entry joined
            // through another): the face's directions and the part's are the new seeds.
            seeds = []
            seen = SymbolStamps(self)
            for s in face.symbols where seen.insert(s) { seeds.append(s) }
            if !takeParts(reaching: face.symbols, into: &seeds, seen: &seen, keeping: &reached) { break }
        }
        let rules = settleRules(face, entries, order, readsFace, rank: rank)
        let components = SettleComponents(face, rules).all
        let resuming = resumableParts(reached, components, face)
        let rowKeys = SettleRecord.rowKeys(face)
        for (c, component) in components.enumerated() {
            // Moved out, so its LP is held once and grows in place.
            var old: SettledPart?
            if let k = resuming[c] { old = reached[k]; reached[k] = SettledPart() }
            addPart(settledPart(component, face, rules, resuming: &old, rowKeys: rowKeys))
        }
    }

    /// Takes out the kept parts holding one of the symbols, adding their directions (those
    /// still free) to the seeds; false if there were none.
    private func takeParts(reaching symbols: [Int32], into seeds: inout [Int32], seen: inout SymbolStamps,
                           keeping taken: inout [SettledPart]) -> Bool {
        var reached: [Int] = []
        for s in symbols where Int(s) < settlement.partOfSymbol.count && settlement.partOfSymbol[Int(s)] >= 0 {
            reached.append(Int(settlement.partOfSymbol[Int(s)]))
        }
        if reached.isEmpty { return false }
        reached.sort(by: >)
        reached.removeDuplicates()
        for index in reached {
            for s in settlement.parts[index].symbols where isFreeDirection(s) && seen.insert(s) { seeds.append(s) }
            if settlement.parts[index].lp != nil { taken.append(settlement.parts[index]) }
        }
        removeParts(descending: reached)
        return true
    }

    /// The seeds a change brings: the directions of the parts it reached (those still
    /// free), and the directions of the rules it reshaped: a frame variable's own rule,
    /// and the x or y of the subviews measured from a moved origin (a resize moves it by
    /// a constant, which is the rule's constant). A direction that just became free (a
    /// pivot, a cost turning zero) is in the rows that were written for it: a rule's row
    /// (its basic is marked reshaped, so its rule is read here), or a restricted row,
    /// which links it to a part reached here or to no rule at all (no part to settle).
    /// A part whose rows and rules the change did not write keeps its point: a view's y
    /// pinned in a grid row leaves the row's width alone.
    private func seedChanges(_ order: SettleOrder, _ seeds: inout [Int32], _ seen: inout SymbolStamps,
                             _ ruled: SymbolStamps) {
        for s in takeTouchedParts() where isFreeDirection(s) && seen.insert(s) { seeds.append(s) }
        for s in dirty.list where tableau.kinds[Int(s)] == .external {
            let entry = order.entry(of: s)
            guard entry >= 0 else { continue }
            let component = order.entries[Int(entry)].component(of: s)
            if dirty.isReshaped(s) { addRule(entry, component, order, &seeds, &seen, ruled) }
            guard component >= 2 else { continue }
            for child in order.children[Int(entry)] { addRule(child, component, order, &seeds, &seen, ruled) }
        }
    }

    /// Every rule of the entries: all of them, or the views declared since.
    private func addRules(of entries: Range<Int>, _ order: SettleOrder, _ seeds: inout [Int32],
                          _ seen: inout SymbolStamps, _ ruled: SymbolStamps) {
        for entry in entries {
            for component in 0..<4 { addRule(Int32(entry), component, order, &seeds, &seen, ruled) }
        }
    }

    /// Adds the free directions a rule reads (its variables' rows), once per rule.
    private func addRule(_ entry: Int32, _ component: Int, _ order: SettleOrder, _ seeds: inout [Int32],
                         _ seen: inout SymbolStamps, _ ruled: SymbolStamps) {
        guard Int(entry) < order.count, ruled.insert(4 * entry + Int32(component)) else { return }
        let e = order.entries[Int(entry)]
        switch component {
        case 0: addFreeDirections(of: e.width, to: &seeds, seen: &seen)
        case 1: addFreeDirections(of: e.height, to: &seeds, seen: &seen)
        case 2:
            addFreeDirections(of: e.left, to: &seeds, seen: &seen)
            if let v = e.parentLeft { addFreeDirections(of: v, to: &seeds, seen: &seen) }
        default:
            addFreeDirections(of: e.top, to: &seeds, seen: &seen)
            if let v = e.parentTop { addFreeDirections(of: v, to: &seeds, seen: &seen) }
        }
    }

    /// A part of the face settled: its point, and the shift that point gives each value.
    private func settledPart(_ component: SettleComponents.Component, _ face: Face, _ rules: SettleRules,
                             resuming old: inout SettledPart?, rowKeys: [Int32]) -> SettledPart {
        let point: [Double]
        var part = SettledPart()
        if old != nil, let resumed = resumedLP(component, face, rules, from: &old!, rowKeys: rowKeys) {
            point = resumed.point
            (part.lp, part.record) = (resumed.lp, resumed.record)
        } else {
            let settled = component.settledPoint(face, rules)
            (point, part.lp) = (settled.point, settled.lp)
            if part.lp != nil { part.record = SettleRecord(component, face, rules, rowKeys: rowKeys, ruleCount: settled.applied) }
        }
        part.symbols = component.columns.map { face.symbols[$0] }
        if part.symbols.count == 1 {
            // One direction: the symbol and the basics of the rows mentioning it, each once.
            let s = part.symbols[0]
            let column = tableau.column(s)
            part.watched = column
            guard point[0] != 0 else { return part }
            part.shift.append((s, point[0]))
            for r in column { part.shift.append((tableau.rows[Int(r)].basic, tableau.rows[Int(r)].coefficient(of: s) * point[0])) }
            part.shift.removeAll { $0.1 == 0 }
            part.shift.sort { $0.0 < $1.0 }
            return part
        }
        // Each row once: a row mentions several of a nest's directions, and each repeat
        // was an entry of the row's list of parts, written and scanned again whenever a
        // part was added or taken out. Rows are marked rather than sorted with their
        // repeats (a nest's widths part has a row per width, each over the widths below).
        let listed = SymbolStamps(self, .rows)
        var sum = ShiftSum(self)
        for (k, s) in part.symbols.enumerated() {
            let column = tableau.column(s)
            for r in column where listed.insert(r) { part.watched.append(r) }
            guard point[k] != 0 else { continue }
            sum.add(s, point[k])
            for r in column { sum.add(tableau.rows[Int(r)].basic, tableau.rows[Int(r)].coefficient(of: s) * point[k]) }
        }
        part.watched.sort()
        part.shift = sum.take()
        return part
    }

    /// The order given to `settle` was made again (not only appended to): the next
    /// settlement looks at every entry.
    public func settleOrderRemade() {
        settlement.seesAllMarks = false
    }

    /// A write to the tableau: `value(_:)` reads the vertex until the next `settle`, which
    /// keeps the parts the write did not reach.
    @inline(__always) func dropSettlement() {
        settlement.valid = false
    }

    /// Forgets every part: the next `settle` starts afresh (the tableau was reset; tests
    /// compare an incremental settlement with a fresh one).
    public func forgetSettlement() {
        settlement.valid = false
        while !settlement.parts.isEmpty { removePart(settlement.parts.count - 1) }
    }

    /// Removes the parts the marked rows reach (a row written that a part watches, or
    /// that mentions one of its directions now) and returns their directions.
    private func takeTouchedParts() -> [Int32] {
        guard !settlement.parts.isEmpty else { return [] }
        // Each part once, as it is first met: the rows a nest's line rewrites each mention
        // most of its part's directions, and listing every meeting to sort them was most of
        // this pass.
        var touched: [Int] = []
        if settlement.partTouched.count < settlement.parts.count {
            settlement.partTouched.append(contentsOf: repeatElement(false, count: settlement.parts.count - settlement.partTouched.count))
        }
        func touch(part index: Int) {
            if !settlement.partTouched[index] { settlement.partTouched[index] = true; touched.append(index) }
        }
        func touch(symbol s: Int32) {
            if s >= 0, Int(s) < settlement.partOfSymbol.count, settlement.partOfSymbol[Int(s)] >= 0 { touch(part: Int(settlement.partOfSymbol[Int(s)])) }
        }
        func touch(row r: Int32) {
            if Int(r) < settlement.partsWatching.count { for index in settlement.partsWatching[Int(r)] { touch(part: index) } }
        }
        for r in dirty.rowList {
            touch(row: r)
            guard Int(r) < tableau.rows.count else { continue }
            for s in tableau.rows[Int(r)].symbols { touch(symbol: s) }
            touch(symbol: tableau.rows[Int(r)].basic)
        }
        // A marked symbol: one of a part's directions, or the basic symbol of a row a part
        // watches (a constant written through `touch` marks the symbol, not the row).
        for s in dirty.list {
            touch(symbol: s)
            let r = tableau.rowOf[Int(s)]
            if r >= 0 { touch(row: r) }
        }
        for index in touched { settlement.partTouched[index] = false }
        touched.sort(by: >)
        var symbols: [Int32] = []
        for index in touched { symbols += settlement.parts[index].symbols }
        removeParts(descending: touched)
        return symbols
    }

    private func addPart(_ part: SettledPart) {
        let index = settlement.parts.count
        settlement.parts.append(part)
        if settlement.partOfSymbol.count < tableau.kinds.count { settlement.partOfSymbol.append(contentsOf: repeatElement(-1, count: tableau.kinds.count - settlement.partOfSymbol.count)) }
        if settlement.shift.count < tableau.kinds.count { settlement.shift.append(contentsOf: repeatElement(0, count: tableau.kinds.count - settlement.shift.count)) }
        for s in part.symbols { settlement.partOfSymbol[Int(s)] = Int32(index) }
        for r in part.watched {
            if Int(r) >= settlement.partsWatching.count { settlement.partsWatching.append(contentsOf: repeatElement([], count: Int(r) + 1 - settlement.partsWatching.count)) }
            settlement.partsWatching[Int(r)].append(index)
        }
        for (s, amount) in part.shift {
            settlement.shift[Int(s)] += amount
            if dirty.tracking { dirty.markSettled(s) }
        }
    }

    /// Takes a part out (its shift with it, marked as moving back), the last part taking
    /// its index.
    private func removePart(_ index: Int) {
        removeParts(descending: [index])
    }

    /// `removePart` of each index, highest first (no index twice): the same parts end in
    /// the same places, and the shifts are taken out in the same order, but a part that
    /// moves is written where it ends once. One by one, the last part moved down into
    /// each hole in turn: after a view line of a nest, the large part at the end of the
    /// list was moved once for each of the depth small parts taken, its hundreds of
    /// watched rows rewritten each time.
    private func removeParts(descending indices: [Int]) {
        guard !indices.isEmpty else { return }
        // The parts at the places past those kept, by their index before (the moves
        // `removePart` made, without making them), and the places below filled from there.
        let kept = settlement.parts.count - indices.count
        var tail = Array(kept..<settlement.parts.count)
        var filled: [(place: Int, from: Int)] = []
        // Out of the solver while it is written: each entry read through it cost a check
        // of the solver's exclusive access and of the lists' sharing.
        var watching: [[Int]] = []
        swap(&watching, &settlement.partsWatching)
        defer { swap(&watching, &settlement.partsWatching) }
        for index in indices {
            takeOut(index, &watching)
            let last = tail.removeLast()
            if index < kept {
                filled.append((index, last))
            } else if index - kept < tail.count {
                tail[index - kept] = last
            }
        }
        for (place, old) in filled {
            let moved = settlement.parts[old]
            for s in moved.symbols { settlement.partOfSymbol[Int(s)] = Int32(place) }
            for r in moved.watched {
                if let k = watching[Int(r)].firstIndex(of: old) { watching[Int(r)][k] = place }
            }
            settlement.parts[place] = moved
        }
        settlement.parts.removeLast(indices.count)
    }

    /// Forgets part `index` (not yet moved: every index taken out before it is higher), its
    /// shift taken back; its place is filled after.
    private func takeOut(_ index: Int, _ watching: inout [[Int]]) {
        let part = settlement.parts[index]
        for s in part.symbols { settlement.partOfSymbol[Int(s)] = -1 }
        // A row's list is read as a set (`takeTouchedParts` sorts what it gathers): the
        // part's entry is taken out by moving the list's last into its place. A part
        // watches a row once (`addPart` lists its rows once each), so the search, from the
        // end, stops there: a nest's row is watched by as many parts as its depth.
        for r in part.watched {
            guard let k = watching[Int(r)].lastIndex(of: index) else { continue }
            watching[Int(r)][k] = watching[Int(r)][watching[Int(r)].count - 1]
            watching[Int(r)].removeLast()
        }
        for (s, amount) in part.shift {
            settlement.shift[Int(s)] -= amount
            if abs(settlement.shift[Int(s)]) < 1e-300 { settlement.shift[Int(s)] = 0 }
            if dirty.tracking { dirty.markSettled(s) }
        }
    }

    private func addFreeDirections(of variable: Variable, to seeds: inout [Int32], seen: inout SymbolStamps) {
        let v = variable.id
        guard Int(v) < tableau.kinds.count else { return }
        let r = tableau.rowOf[Int(v)]
        if r < 0 {
            if isFreeDirection(v), seen.insert(v) { seeds.append(v) }
            return
        }
        // Through the buffer: a settlement reads the rows of every frame it looks at, and
        // iterating the array itself retained and released it for each.
        tableau.rows[Int(r)].symbols.withUnsafeBufferPointer { cells in
            for s in cells where isFreeDirection(s) && seen.insert(s) { seeds.append(s) }
        }
    }

    /// The face the seeds reach, grown until every rule reading it has all its free
    /// directions in it; the entries with such a rule, in order; the rows that mention
    /// its directions. A rule reads a direction through a variable that is one, or whose
    /// row mentions one: the variable's own rule, and for an origin, the x or y of the
    /// subviews measured from it.
    private func settleFace(_ seeds: inout [Int32], _ order: SettleOrder, seen: inout SymbolStamps,
                            ruled: SymbolStamps) -> (Face, [Int32], SymbolStamps) {
        while true {
            seeds.sort()
            let face = Face(solver: self, seeds: seeds)
            settlement.faces.append(face)
            for s in face.symbols { _ = seen.insert(s) }
            let noted = SymbolStamps(self, .entries, count: order.count)
            let readsFace = SymbolStamps(self, .rows)
            var found: [Int32] = []
            let before = seeds.count
            func reads(_ entry: Int32, _ component: Int) {
                if noted.insert(entry) { found.append(entry) }
                addRule(entry, component, order, &seeds, &seen, ruled)
            }
            func note(_ variable: Int32) {
                let entry = order.entry(of: variable)
                guard entry >= 0 else { return }
                let component = order.entries[Int(entry)].component(of: variable)
                reads(entry, component)
                guard component >= 2 else { return }
                for child in order.children[Int(entry)] { reads(child, component) }
            }
            for s in face.symbols {
                if tableau.kinds[Int(s)] == .external { note(s) }
                for r in tableau.column(s) {
                    _ = readsFace.insert(r)
                    if tableau.kinds[Int(tableau.rows[Int(r)].basic)] == .external { note(tableau.rows[Int(r)].basic) }
                }
            }
            if seeds.count == before { return (face, found.sorted(), readsFace) }
        }
    }

    /// The rules in the order they apply: tied optionals, then frame components.
    private func settleRules(_ face: Face, _ entries: [Int32], _ order: SettleOrder, _ readsFace: SymbolStamps,
                             rank: (ConstraintID) -> Int) -> SettleRules {
        // Face columns in the `position` scratch (-1 outside a merge, which nothing here
        // makes), put back before returning: a lookup per cell, no hashing.
        tableau.placePositions(of: face.symbols)
        defer { tableau.clearPositions(of: face.symbols) }
        // Owners with their priorities, read in place (no record copied, nothing hashed);
        // an optional listed twice (both its errors are on the face) is adjacent once sorted.
        var optionals: [(owner: Int32, priority: Priority)] = []
        func list(_ s: Int32) {
            guard tableau.kinds[Int(s)] == .error else { return }
            let o = tableau.owner[Int(s)]
            guard o >= 0, let priority = priority(ofOwner: o) else { return }
            optionals.append((o, priority))
        }
        for s in face.symbols { list(s) }
        for s in face.basics { list(s) }
        optionals.sort { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.owner == b.owner { return false }
            let ra = rank(ConstraintID(raw: Int(a.owner))), rb = rank(ConstraintID(raw: Int(b.owner)))
            return ra != rb ? ra < rb : a.owner < b.owner
        }
        var rules = SettleRules()
        rules.reserve(optionals.count + 4 * entries.count)
        var cellOf = [Int](repeating: -1, count: face.symbols.count)
        var previous: Int32 = -1
        for (o, _) in optionals where o != previous {
            previous = o
            let (marker, other) = records.withUnsafeBufferPointer { ($0[Int(o)]!.marker, $0[Int(o)]!.other) }
            let plus = tableau.kinds[Int(marker)] == .error ? marker : -1
            let minus = other >= 0 && tableau.kinds[Int(other)] == .error ? other : -1
            appendRule(&rules, &cellOf, readsFace, plus, minus, sign: 1, least: true)
        }
        for entry in entries {
            let e = order.entries[Int(entry)]
            // Width, height, x, y: the order `SettleOrder` promises.
            appendRule(&rules, &cellOf, readsFace, e.width.id, -1, sign: -1, least: false)
            appendRule(&rules, &cellOf, readsFace, e.height.id, -1, sign: -1, least: false)
            appendRule(&rules, &cellOf, readsFace, e.left.id, e.parentLeft?.id ?? -1, sign: -1, least: false)
            appendRule(&rules, &cellOf, readsFace, e.top.id, e.parentTop?.id ?? -1, sign: -1, least: false)
        }
        return rules
    }

    /// Appends the rule for `first + sign·second` (either may be -1: absent) written over
    /// the face's directions (columns in `position`): a basic symbol by its row, a free
    /// direction as itself, anything else is 0 on the optimal face. Nothing is appended
    /// when it mentions no direction (one value on the whole face). A frame's x is
    /// `left − superview's left`: sign −1.
    /// `cellOf`: by face column, the index of its cell in the rule being written (-1: none
    /// yet), so a rule over a whole nest's widths finds each cell without a search.
    private func appendRule(_ rules: inout SettleRules, _ cellOf: inout [Int], _ readsFace: SymbolStamps,
                            _ first: Int32, _ second: Int32, sign: Double, least: Bool) {
        let begin = rules.column.count
        var constant = 0.0
        func add(_ column: Int32, _ value: Double) {
            guard column >= 0, value != 0 else { return }
            let k = cellOf[Int(column)]
            if k >= 0 {
                rules.value[k] += value
                return
            }
            cellOf[Int(column)] = rules.column.count
            rules.column.append(Int(column))
            rules.value.append(value)
        }
        func add(term s: Int32, _ coefficient: Double) {
            guard s >= 0, Int(s) < tableau.kinds.count else { return }
            let r = Int(tableau.rowOf[Int(s)])
            guard r >= 0 else {
                add(tableau.position[Int(s)], coefficient)
                return
            }
            constant += coefficient * tableau.rows[r].constant
            // A row that mentions no direction adds only its constant (the rows of a long
            // chain are long, and most rules read rows far from the face).
            guard readsFace.containsRow(r) else { return }
            // Through buffers, the coefficients' form decided once (as `Face` reads rows).
            tableau.position.withUnsafeBufferPointer { position in
                tableau.rows[r].symbols.withUnsafeBufferPointer { symbols in
                    tableau.rows[r].coefficients.forEachCell { i, a in
                        let column = position[Int(symbols[i])]
                        if column >= 0 { add(column, coefficient * a) }
                    }
                }
            }
        }
        add(term: first, 1.0)
        add(term: second, sign)
        for k in begin..<rules.column.count { cellOf[rules.column[k]] = -1 }
        // Cells that cancelled out go, the others keep their order.
        var kept = begin
        for k in begin..<rules.column.count where rules.value[k] != 0 {
            rules.column[kept] = rules.column[k]
            rules.value[kept] = rules.value[k]
            kept += 1
        }
        // `removeLast(0)` is not free (a generic range replacement), and most rules keep
        // every cell.
        if kept < rules.column.count {
            rules.column.removeLast(rules.column.count - kept)
            rules.value.removeLast(rules.value.count - kept)
        }
        guard kept > begin else { return }
        rules.start.append(kept)
        rules.constant.append(constant)
        rules.least.append(least)
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

        /// The rule the variable is read by, as `Solver.addRule` numbers them: width 0,
        /// height 1, x 2, y 3.
        func component(of variable: Int32) -> Int {
            variable == width.id ? 0 : variable == height.id ? 1 : variable == left.id ? 2 : 3
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
            if i >= entryOf.count { entryOf.append(contentsOf: repeatElement(-1, count: i + 1 - entryOf.count)) }
            entryOf[i] = index
        }
    }

    /// Measures `child` from `parent`'s origin when the parent's entry came after it.
    public mutating func link(_ child: Int, to parent: Int) {
        children[parent].append(Int32(child))
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

/// The rules of one settlement in the order they apply, flat: rule k is a quantity
/// written over the face's directions (its cells, by face column, at
/// `start[k]..<start[k + 1]`, plus `constant[k]`), to be made least (a violation) or as
/// close to 0 as allowed (a frame component). A settlement after every command writes
/// dozens, and an array per rule was most of its cost.
struct SettleRules {
    var start: [Int] = [0]
    var column: [Int] = []
    var value: [Double] = []
    var constant: [Double] = []
    var least: [Bool] = []

    var count: Int { constant.count }

    /// Room for `n` rules of a few cells each, every array grown once.
    mutating func reserve(_ n: Int) {
        start.reserveCapacity(n + 1); constant.reserveCapacity(n); least.reserveCapacity(n)
        column.reserveCapacity(2 * n); value.reserveCapacity(2 * n)
    }

    func cells(_ k: Int) -> Range<Int> { start[k]..<start[k + 1] }
}

/// One part of the face as last settled: its directions, the rows whose writing would
/// change its LPs (every row mentioning a direction), the entries reading it, and the
/// shift its point gives each symbol.
struct SettledPart {
    var symbols: [Int32] = []
    var watched: [Int32] = []
    var shift: [(Int32, Double)] = []
    /// The LP its rules left, and what that LP read (parts of more than one direction):
    /// a settlement that extends the part goes on from there (`SettleResume`).
    var lp: SettleLP?
    var record: SettleRecord?
}

/// The face split where nothing links its parts (no row, and no rule, spans two): each
/// part is settled alone, so a thousand independent ambiguous views are a thousand small
/// problems rather than one large one.
struct SettleComponents {
    struct Component {
        var columns: [Int] = []
        var rows: [Int] = []
        var rules: [Int] = []
    }

    var all: [Component] = []

    init(_ face: Face, _ rules: SettleRules) {
        let rowCount = face.constants.count
        if face.symbols.count == 1 {
            // One direction (a grid row's width, after every line of that row): one part,
            // if a rule reads it, with every row that has a cell.
            guard rules.count > 0 else { return }
            var part = Component(columns: [0], rows: [], rules: Array(0..<rules.count))
            part.rows.reserveCapacity(rowCount)
            for r in 0..<rowCount where face.cellStart[r] < face.cellStart[r + 1] { part.rows.append(r) }
            all = [part]
            return
        }
        var parent = Array(face.symbols.indices)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[find(a)] = find(b) }
        for r in 0..<rowCount {
            let cells = face.cellStart[r]..<face.cellStart[r + 1]
            for k in cells.dropFirst() { union(face.cellColumn[cells.lowerBound], face.cellColumn[k]) }
        }
        for k in 0..<rules.count {
            let cells = rules.cells(k)
            for c in cells.dropFirst() { union(rules.column[cells.lowerBound], rules.column[c]) }
        }
        var index = [Int](repeating: -1, count: face.symbols.count)
        func component(of column: Int) -> Int {
            let root = find(column)
            if index[root] >= 0 { return index[root] }
            index[root] = all.count
            all.append(Component())
            return all.count - 1
        }
        for k in 0..<rules.count { all[component(of: rules.column[rules.start[k]])].rules.append(k) }
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
    /// The settled point: by column of this part, how far each direction moves; the LP a
    /// larger part may go on from (nil for one direction, which needs none) and how many
    /// rules it applied: the LP its rules left, or the one before a rule settled its last
    /// direction on a bounded line (`SettleLP.settle(rules:isLeast:_:)`).
    func settledPoint(_ face: Face, _ rules: SettleRules) -> (point: [Double], lp: SettleLP?, applied: Int) {
        if columns.count == 1 { return ([settledPointOnLine(face, rules)], nil, 0) }
        let local = localColumns(face)
        var problem = SettleLP(directions: columns.count)
        var vector = SettleVectorBuilder(count: columns.count)
        for r in rows { problem.addRow(rowCells(r, face, local, &vector), value: face.constants[r]) }
        // Slacks and errors stay >= 0.
        for (k, column) in columns.enumerated() where !face.unrestricted[column] {
            problem.addRow(SettleLP.Vector(index: [k], value: [1]), value: 0)
        }
        if let before = settle(&problem, by: self.rules[...], face, rules, local, &vector) {
            return (problem.point, before.lp, before.applied)
        }
        return (problem.point, problem, self.rules.count)
    }

    /// By face column, its index in this part (-1: another part's).
    func localColumns(_ face: Face) -> [Int] {
        var local = [Int](repeating: -1, count: face.symbols.count)
        for (k, column) in columns.enumerated() { local[column] = k }
        return local
    }

    /// Face row r over this part's columns.
    func rowCells(_ r: Int, _ face: Face, _ local: [Int], _ vector: inout SettleVectorBuilder) -> SettleLP.Vector {
        for k in face.cellStart[r]..<face.cellStart[r + 1] { vector.add(local[face.cellColumn[k]], face.cellValue[k]) }
        return vector.take()
    }

    /// Applies the rules in order until no direction is left open; returns the LP as it
    /// stood before a rule settled the last direction on a bounded line, and how many of
    /// the rules came before that one (`SettleLP.settle(rules:isLeast:_:)`).
    func settle(_ problem: inout SettleLP, by ruleIndices: ArraySlice<Int>, _ face: Face, _ rules: SettleRules,
                _ local: [Int], _ vector: inout SettleVectorBuilder) -> (lp: SettleLP, applied: Int)? {
        problem.settle(rules: ruleIndices.count, isLeast: { rules.least[ruleIndices[ruleIndices.startIndex + $0]] }) { n in
            let k = ruleIndices[ruleIndices.startIndex + n]
            for c in rules.cells(k) { vector.add(local[rules.column[c]], rules.value[c]) }
            return (vector.take(), rules.constant[k], rules.least[k])
        }
    }

    /// `settledPoint` of a part with one direction, without building its LP: the rows
    /// bound the direction to a segment, and the first rule that reads it picks a point
    /// of it (or finds it at its least where it is). The same floating-point operations
    /// as `SettleLP` makes on it (its rows and rules read through the one open direction
    /// are themselves), so the point is the same to the bit.
    private func settledPointOnLine(_ face: Face, _ rules: SettleRules) -> Double {
        var lowest = -Double.infinity, highest = Double.infinity
        func bound(_ a: Double, _ value: Double) {
            if a > 1e-9 { lowest = max(lowest, -value / a) }
            if a < -1e-9 { highest = min(highest, value / -a) }
        }
        for r in rows {
            var a = 0.0
            for k in face.cellStart[r]..<face.cellStart[r + 1] { a += face.cellValue[k] }
            bound(a, max(0, face.constants[r]))
        }
        if !face.unrestricted[columns[0]] { bound(1, 0) }
        for k in self.rules {
            var g = 0.0
            for c in rules.cells(k) { g += rules.value[c] }
            guard abs(g) > 1e-9 else { continue }
            let now = rules.constant[k] + 0.0
            if rules.least[k] && abs(now) <= 1e-9 { return 0 }
            var end0 = now + g * lowest, end1 = now + g * highest
            if end0.isNaN { end0 = now }
            if end1.isNaN { end1 = now }
            // As `min()` and `max()` of the pair pick (the first of equals).
            let low = end1 < end0 ? end1 : end0, high = end0 < end1 ? end1 : end0
            if high.isFinite, low.isFinite, high - low <= 1e-9 * (1 + abs(now) + abs(high) + abs(low)) { continue }
            let target = rules.least[k] ? low : min(max(0, low), high)
            guard target.isFinite else { continue }
            return abs(target - now) > 1e-12 * (1 + abs(now)) ? 0 + (target - now) / g * 1.0 : 0
        }
        return 0
    }
}

private extension Array where Element: Equatable {
    /// Removes the repeats of a sorted array.
    mutating func removeDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for i in 1..<count where self[i] != self[kept - 1] {
            self[kept] = self[i]
            kept += 1
        }
        if kept < count { removeLast(count - kept) }
    }
}

/// The shift a settled point gives each symbol, summed in the solver's scratch by symbol:
/// each symbol's terms are added in the order they come, from 0, as into a table keyed
/// by symbol, without hashing each of a nest's cells.
struct ShiftSum {
    private let solver: Solver
    private var touched: [Int32] = []

    init(_ solver: Solver) {
        self.solver = solver
        let count = solver.tableau.kinds.count
        if solver.settlement.shiftSum.count < count {
            solver.settlement.shiftSum.append(contentsOf: repeatElement(0, count: count - solver.settlement.shiftSum.count))
            solver.settlement.inShiftSum.append(contentsOf: repeatElement(false, count: count - solver.settlement.inShiftSum.count))
        }
    }

    mutating func add(_ s: Int32, _ amount: Double) {
        if !solver.settlement.inShiftSum[Int(s)] {
            solver.settlement.inShiftSum[Int(s)] = true
            touched.append(s)
        }
        solver.settlement.shiftSum[Int(s)] += amount
    }

    /// The nonzero sums by symbol, ascending; the scratch is cleared.
    mutating func take() -> [(Int32, Double)] {
        touched.sort()
        var shift: [(Int32, Double)] = []
        for s in touched {
            let amount = solver.settlement.shiftSum[Int(s)]
            if amount != 0 { shift.append((s, amount)) }
            solver.settlement.shiftSum[Int(s)] = 0
            solver.settlement.inShiftSum[Int(s)] = false
        }
        touched.removeAll()
        return shift
    }
}

/// A set of symbols (or of settle entries, or of rows) as a stamp each in the solver's
/// scratch: a settlement asks it for every cell of the rows it reads, and hashing each was
/// most of its cost. Two sets of one kind must not be alive at once (the newer one's
/// stamps would read as the older one's misses).
struct SymbolStamps {
    enum Kind {
        /// Symbols, by id.
        case symbols
        /// Settle entries, for the entries noted in a face or listed as candidates.
        case entries
        /// Rules (4 per settle entry: width, height, x, y) whose free directions were collected.
        case scanned
        /// Rows, by index.
        case rows
    }

    private let solver: Solver
    private let epoch: UInt32
    private let kind: Kind

    init(_ solver: Solver, _ kind: Kind = .symbols, count: Int? = nil) {
        self.solver = solver
        self.kind = kind
        let needed = count ?? (kind == .rows ? solver.tableau.rows.count : solver.tableau.kinds.count)
        switch kind {
        case .symbols: Self.grow(&solver.settlement.symbolStamp, to: needed)
        case .entries: Self.grow(&solver.settlement.entryStamp, to: needed)
        case .scanned: Self.grow(&solver.settlement.scannedStamp, to: needed)
        case .rows: Self.grow(&solver.settlement.rowStamp, to: needed)
        }
        solver.settlement.epoch &+= 1
        if solver.settlement.epoch == 0 {
            for i in solver.settlement.symbolStamp.indices { solver.settlement.symbolStamp[i] = 0 }
            for i in solver.settlement.entryStamp.indices { solver.settlement.entryStamp[i] = 0 }
            for i in solver.settlement.scannedStamp.indices { solver.settlement.scannedStamp[i] = 0 }
            for i in solver.settlement.rowStamp.indices { solver.settlement.rowStamp[i] = 0 }
            solver.settlement.epoch = 1
        }
        epoch = solver.settlement.epoch
    }

    private static func grow(_ stamps: inout [UInt32], to count: Int) {
        if stamps.count < count { stamps.append(contentsOf: repeatElement(0, count: count - stamps.count)) }
    }

    /// Adds the symbol (or entry, or row); false if it was there.
    @inline(__always) func insert(_ s: Int32) -> Bool {
        switch kind {
        case .symbols:
            guard solver.settlement.symbolStamp[Int(s)] != epoch else { return false }
            solver.settlement.symbolStamp[Int(s)] = epoch
        case .entries:
            guard solver.settlement.entryStamp[Int(s)] != epoch else { return false }
            solver.settlement.entryStamp[Int(s)] = epoch
        case .scanned:
            guard solver.settlement.scannedStamp[Int(s)] != epoch else { return false }
            solver.settlement.scannedStamp[Int(s)] = epoch
        case .rows:
            guard solver.settlement.rowStamp[Int(s)] != epoch else { return false }
            solver.settlement.rowStamp[Int(s)] = epoch
        }
        return true
    }

    /// Whether the row was added (for `.rows`).
    @inline(__always) func containsRow(_ r: Int) -> Bool {
        r < solver.settlement.rowStamp.count && solver.settlement.rowStamp[r] == epoch
    }
}
