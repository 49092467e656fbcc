/// The objective by priority level, and the symbols that may enter the basis.
///
/// kiwi folds priorities into one weighted sum (strong 1e6, medium 1e3, weak 1), so enough
/// weak errors, or one weak error with a large coefficient, outweigh a strong one. Here
/// each optional priority is its own level: a symbol's cost is the vector of its
/// coefficients, highest priority first, and costs compare lexicographically. Pivoting
/// rules are unchanged; only "is this negative" and "which ratio is smaller" look at
/// vectors, which are 1–3 entries long in practice.
///
/// Held by the solver and written in place, as the `Tableau` is; the simplex loops that
/// read both are the solver's (`Solver+Objective`).
struct Objective {
    /// nil: strict priorities (one level each). Else kiwi's way: every optional error in
    /// one level, named after the lowest priority and weighted by this function of its
    /// own (`Solver(weightedBy:)`).
    let weights: (@Sendable (Priority) -> Double)?
    /// The optional priorities, highest first.
    var levels: [Priority] = []
    /// `costs[i][symbol]`: the symbol's coefficient at `levels[i]` (0 while it is basic).
    var costs: [[Double]] = []
    /// `constants[i]`: the level's constant.
    var constants: [Double] = []
    /// The candidates to enter the basis, and by symbol whether it is among them.
    var entering = SymbolHeap()
    var inHeap: [Bool] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Pivots made during phase one, so a refused constraint can be undone exactly.
    var pivotLog: [(entering: Int32, leaving: Int32)]?

    init(weights: (@Sendable (Priority) -> Double)? = nil) { self.weights = weights }

    /// The level a priority's errors are costed at, if it exists.
    func level(of priority: Priority) -> Int? {
        levels.firstIndex(of: weights == nil ? priority : Priority(1))
    }

    /// The cost of one point of error at a priority, within its level.
    func weight(of priority: Priority) -> Double {
        weights.map { $0(priority) } ?? 1
    }

    /// A new symbol, at no cost; `capacity` is the room the tableau keeps for symbols.
    mutating func addSymbol(capacity: Int) {
        if inHeap.count == inHeap.capacity { inHeap.reserveCapacity(capacity) }
        inHeap.append(false)
        for level in costs.indices {
            // A level made later starts at its exact size: it follows the others' room.
            if costs[level].count == costs[level].capacity { costs[level].reserveCapacity(capacity) }
            costs[level].append(0)
        }
    }

    /// The level index of a priority, creating the level (kept sorted, highest first)
    /// with `symbols` costs of 0.
    mutating func levelIndex(_ priority: Priority, creating: Bool, symbols: Int) -> Int {
        if let i = level(of: priority) { return i }
        // Weighted: one level holds every optional error.
        let priority = weights == nil ? priority : Priority(1)
        precondition(creating, "priority level must exist")
        let i = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: i)
        costs.insert([Double](repeating: 0, count: symbols), at: i)
        constants.insert(0, at: i)
        return i
    }

    /// Every level and candidate gone; the symbols stay.
    mutating func removeAll() {
        for s in inHeap.indices { inHeap[s] = false }
        levels.removeAll(); costs.removeAll(); constants.removeAll()
        entering.removeAll()
    }

    /// The sign of a symbol's cost vector: its first non-zero entry decides.
    @inline(__always) func costSign(_ s: Int32) -> Int {
        for level in costs.indices {
            let c = costs[level][Int(s)]
            if c < 0 { return -1 }
            if c > 0 { return 1 }
        }
        return 0
    }

    /// Adds `s` to the candidates unless it is there already.
    @inline(__always) mutating func offer(_ s: Int32) {
        guard !inHeap[Int(s)] else { return }
        inHeap[Int(s)] = true
        entering.push(s)
    }

    /// The next candidate, taken out of the heap (it may no longer qualify).
    mutating func nextCandidate() -> Int32? {
        guard let e = entering.pop() else { return nil }
        inHeap[Int(e)] = false
        return e
    }

    /// Each level's constant moved as `s` moving by `amount` moves it.
    mutating func shiftConstants(by s: Int32, _ amount: Double) {
        for level in costs.indices { constants[level] += costs[level][Int(s)] * amount }
    }

    /// The symbol's cost set to 0 at every level.
    mutating func clearCosts(of s: Int32) {
        for level in costs.indices { costs[level][Int(s)] = 0 }
    }

    /// `cost[level][s] += amount`, a result near zero kept as 0.
    mutating func addCost(_ amount: Double, at level: Int, to s: Int32) {
        let c = costs[level][Int(s)] + amount
        costs[level][Int(s)] = nearZero(c) ? 0 : c
    }

    /// Replaces `s` in every level by its row `definition`; returns whether a level
    /// mentioned it.
    mutating func substitute(_ s: Int32, by definition: UnsafePointer<Row>) -> Bool {
        var written = false
        for level in costs.indices {
            let k = costs[level][Int(s)]
            if k == 0 { continue }
            written = true
            constants[level] += k * definition.pointee.constant
            // The level's array written through one exclusive access: subscripting the
            // nested array per cell checked both arrays' uniqueness each time (a rotation
            // repairs thousands of rows, each a few dozen cells long). The row's cells are
            // walked with their form (bytes or doubles) decided once.
            costs[level].withUnsafeMutableBufferPointer { costs in
                costs[Int(s)] = 0
                definition.pointee.symbols.withUnsafeBufferPointer { symbols in
                    definition.pointee.coefficients.forEachCell { i, a in
                        let t = Int(symbols[i])
                        let c = costs[t] + k * a
                        costs[t] = nearZero(c) ? 0 : c
                    }
                }
            }
        }
        return written
    }

    /// Compares cost(s)/a with cost(t)/b lexicographically: -1, 0 or 1.
    func compareRatios(_ s: Int32, _ a: Double, _ t: Int32, _ b: Double) -> Int {
        for level in costs.indices {
            let x = costs[level][Int(s)] / a, y = costs[level][Int(t)] / b
            if x < y - 1e-12 { return -1 }
            if x > y + 1e-12 { return 1 }
        }
        return 0
    }
}
