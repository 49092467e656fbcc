/// The markers of required equalities (dummies), kept out of the rows.
///
/// A dummy is 0 for ever and never enters the basis, so no value, pivot, ambiguity or
/// settlement reads it. Its cells say only which constraints a row rests on (a conflict's
/// certificate, `dependencies(of:)`) and how the row moves when the constraint's constant
/// shifts or the constraint goes. Kept in the rows, a chain of n equalities wrote n
/// markers into the row of its far end — n²/2 cells for the chain, five of the six million
/// cells of a 10,000-view grid — and every substitution copied them again.
///
/// Here a row holds its markers as one node of a graph that records the row arithmetic
/// instead: a leaf per dummy, a node per scaling (`k·a`) and per merge (`a + k·b`). A node
/// never changes once made and is made after the nodes it reads, so one pass in creation
/// order evaluates the whole graph. A dummy is *placed* (put into the rows as an ordinary
/// cell) the first time its constraint is shifted or removed, with the coefficients the
/// rows would have held: each node repeats the row's own arithmetic, in the same order,
/// with the cancelled cells dropped at a merge as `Solver.merge` drops them. A row's own
/// node leads back through its earlier ones to its birth (`born`), so placing a marker can
/// also list its rows in the order they came to hold it, as a column kept all along would.
struct MarkerParts {
    enum Kind: UInt8 {
        /// A dummy's own node: `second` is the dummy.
        case leaf
        /// `factor·first`.
        case scaled
        /// `first + factor·second`: a row (`first`) merged with another row's markers.
        case merged
        /// `factor·second`: a row with no markers yet merged with another's.
        case started
        /// `first`, as a row of the tableau from here on (inserted): its history starts here.
        case born
    }

    private(set) var kind: [Kind] = []
    private(set) var first: [Int32] = []
    private(set) var second: [Int32] = []
    private(set) var factor: [Double] = []
    /// When each node was made, by a clock that survives collections: the order rows came
    /// to hold a dummy (`acquisition`). A rebuilt row's nodes keep its birth's time.
    private(set) var time: [Int64] = []
    private var clock: Int64 = 0
    /// The leaf of each dummy not yet placed (placing one starts its pass there).
    private var leaves: [Int32: Int32] = [:]
    /// Nodes reachable from a row after the last collection: the next one is due when the
    /// graph has grown well past it.
    private var liveAfterCollection = 0
    /// How many nodes beyond twice the last live count wait for a collection (tests
    /// lower it to collect at every command).
    var collectionSlack = 65_536
    /// Scratch for `cells(of:)`: a node's weight, valid while its stamp is `epoch`.
    private var weight: [Double] = []
    private var stamp: [UInt32] = []
    private var epoch: UInt32 = 0

    var count: Int { kind.count }

    mutating func removeAll() {
        kind.removeAll(); first.removeAll(); second.removeAll(); factor.removeAll(); time.removeAll(); leaves.removeAll()
        weight.removeAll(); stamp.removeAll(); liveAfterCollection = 0
    }

    /// A new dummy's own node.
    mutating func leaf(_ dummy: Int32) -> Int32 {
        let node = append(.leaf, -1, dummy, 0)
        leaves[dummy] = node
        return node
    }

    /// A dummy placed in the rows without a pass (no row held it).
    mutating func forget(_ dummy: Int32) { leaves[dummy] = nil }

    /// `k·a` (a < 0: no markers). A sign flip of a sign flip folds into one node, or none
    /// (exact either way): a rotation flips thousands of rows and flips them back, and
    /// each flip was a node kept for as long as its row.
    mutating func scaled(_ a: Int32, by k: Double) -> Int32 {
        if a < 0 || k == 1 { return a }
        let i = Int(a)
        if kind[i] == .scaled, abs(k) == 1, abs(factor[i]) == 1 {
            return factor[i] * k == 1 ? first[i] : append(.scaled, first[i], -1, -1)
        }
        return append(.scaled, a, -1, k)
    }

    /// `a + k·b`, as `merge` computes a row's cells.
    mutating func sum(_ a: Int32, _ b: Int32, times k: Double) -> Int32 {
        if b < 0 { return a }
        return a < 0 ? append(.started, -1, b, k) : append(.merged, a, b, k)
    }

    /// The node of a row entering the tableau (what it holds from here on is its own).
    mutating func born(_ a: Int32) -> Int32 {
        a < 0 ? a : append(.born, a, -1, 1)
    }

    /// A row's markers made anew from their cells (`cells(of:)`), as born at `birth`: a
    /// leaf per dummy summed in a chain, so a row rewritten by many substitutions holds a
    /// node per marker, not one per substitution it went through. The one place where
    /// the graph's numbers stop repeating the rows' arithmetic: the cells were summed from
    /// the root down, so a coefficient may differ from the eager one in its last bits, and
    /// every marker of the row counts as held since its birth.
    mutating func rebuilt(_ cells: [(Int32, Double)], bornAt birth: Int64) -> Int32 {
        var node: Int32 = -1
        for (dummy, c) in cells {
            guard let leaf = leaves[dummy] else { continue }
            node = sum(node, leaf, times: c)
        }
        if node < 0 { return -1 }
        node = append(.born, node, -1, 1)
        time[Int(node)] = birth
        return node
    }

    /// Whether a row's own history (its node back to its birth, not its sources') is at
    /// least `length` nodes long; read no further than that.
    func history(of node: Int32, reaches length: Int) -> Bool {
        var n = node, steps = 0
        while kind[Int(n)] == .scaled || kind[Int(n)] == .merged {
            steps += 1
            if steps >= length { return true }
            n = first[Int(n)]
        }
        return false
    }

    /// The time of the birth a row's node leads back to (its own history, not its sources').
    func birth(of node: Int32) -> Int64 {
        var n = node
        while kind[Int(n)] == .scaled || kind[Int(n)] == .merged { n = first[Int(n)] }
        return time[Int(n)]
    }

    private mutating func append(_ k: Kind, _ a: Int32, _ b: Int32, _ f: Double) -> Int32 {
        kind.append(k); first.append(a); second.append(b); factor.append(f)
        time.append(clock)
        clock += 1
        return Int32(kind.count - 1)
    }

    /// By node, the coefficient of `dummy` in it: computed as the rows would have
    /// computed that cell (a product per scaling, a sum per merge, near zero dropped at a
    /// merge), so a placed dummy's cells are the very numbers eager rows would hold.
    mutating func coefficients(of dummy: Int32) -> [Double] {
        var c = [Double](repeating: 0, count: count)
        guard let start = leaves.removeValue(forKey: dummy) else { return c }
        c[Int(start)] = 1
        kind.withUnsafeBufferPointer { kind in
            first.withUnsafeBufferPointer { first in
                second.withUnsafeBufferPointer { second in
                    factor.withUnsafeBufferPointer { factor in
                        for i in Int(start) + 1..<c.count {
                            switch kind[i] {
                            case .leaf: continue
                            case .scaled: c[i] = c[Int(first[i])] * factor[i]
                            case .born: c[i] = c[Int(first[i])]
                            case .started: c[i] = factor[i] * c[Int(second[i])]
                            case .merged:
                                let v = c[Int(first[i])] + factor[i] * c[Int(second[i])]
                                c[i] = nearZero(v) ? 0 : v
                            }
                        }
                    }
                }
            }
        }
        return c
    }

    /// When the row whose node is `node` came to hold the dummy whose coefficients are `c`
    /// (`coefficients(of:)`): the time of the node where its own history last went from 0
    /// to not 0. Rows sorted by it are in the order they came to hold the dummy.
    func acquisition(of node: Int32, _ c: [Double]) -> Int64 {
        var n = node
        while true {
            switch kind[Int(n)] {
            case .scaled, .merged, .born:
                let earlier = first[Int(n)]
                if kind[Int(n)] == .born || c[Int(earlier)] == 0 { return time[Int(n)] }
                n = earlier
            case .leaf, .started:
                return time[Int(n)]
            }
        }
    }

    /// The dummies in `Σ weight·node` not yet placed, with their coefficients (near zero
    /// left out), by symbol. Weights flow from the roots down in reverse creation order,
    /// each node once: a long chain's row reaches thousands of nodes, shared with its
    /// neighbours'. For reading (which constraints a row rests on), not for placing.
    mutating func cells(of roots: [(node: Int32, weight: Double)], isPlaced: (Int32) -> Bool) -> [(Int32, Double)] {
        cellsAndReach(of: roots, isPlaced: isPlaced).cells
    }

    /// `cells(of:)` and how many nodes were read for them.
    mutating func cellsAndReach(of roots: [(node: Int32, weight: Double)],
                                isPlaced: (Int32) -> Bool) -> (cells: [(Int32, Double)], reach: Int) {
        if weight.count < count {
            weight.append(contentsOf: repeatElement(0, count: count - weight.count))
            stamp.append(contentsOf: repeatElement(0, count: count - stamp.count))
        }
        epoch &+= 1
        if epoch == 0 { for i in stamp.indices { stamp[i] = 0 }; epoch = 1 }
        var reached: [Int32] = [], pending: [Int32] = []
        func reach(_ n: Int32) {
            guard n >= 0, stamp[Int(n)] != epoch else { return }
            stamp[Int(n)] = epoch; weight[Int(n)] = 0
            reached.append(n); pending.append(n)
        }
        for (n, _) in roots { reach(n) }
        for (n, w) in roots where n >= 0 { weight[Int(n)] += w }
        while let n = pending.popLast() {
            for child in children(of: n) { reach(child) }
        }
        var found: [Int32: Double] = [:]
        for n in reached.sorted(by: >) {
            let i = Int(n), w = weight[i]
            switch kind[i] {
            case .leaf: if !isPlaced(second[i]) { found[second[i], default: 0] += w }
            case .scaled: weight[Int(first[i])] += w * factor[i]
            case .born: weight[Int(first[i])] += w
            case .started: weight[Int(second[i])] += w * factor[i]
            case .merged:
                weight[Int(first[i])] += w
                weight[Int(second[i])] += w * factor[i]
            }
        }
        return (found.filter { !nearZero($0.value) }.sorted { $0.key < $1.key }, reached.count)
    }

    /// The nodes a node reads.
    private func children(of n: Int32) -> [Int32] {
        switch kind[Int(n)] {
        case .leaf: []
        case .scaled, .born: [first[Int(n)]]
        case .started: [second[Int(n)]]
        case .merged: [first[Int(n)], second[Int(n)]]
        }
    }

    /// Whether enough of the graph may be unreachable to be worth a collection.
    var isCollectionDue: Bool { count > 2 * liveAfterCollection + collectionSlack }

    /// Drops the nodes no root reaches, renumbering the rest in their order (so a node
    /// still follows those it reads), and rewrites `roots` to the new numbers.
    mutating func collect(_ roots: inout [Int32]) {
        var live = [Bool](repeating: false, count: count)
        var pending = roots.filter { $0 >= 0 }
        for n in pending { live[Int(n)] = true }
        while let n = pending.popLast() {
            for child in children(of: n) where !live[Int(child)] {
                live[Int(child)] = true
                pending.append(child)
            }
        }
        var renumbered = [Int32](repeating: -1, count: count)
        var kept = 0
        for i in 0..<count where live[i] {
            renumbered[i] = Int32(kept)
            kind[kept] = kind[i]
            first[kept] = first[i] < 0 ? first[i] : renumbered[Int(first[i])]
            second[kept] = second[i] < 0 || kind[i] == .leaf ? second[i] : renumbered[Int(second[i])]
            factor[kept] = factor[i]
            time[kept] = time[i]
            kept += 1
        }
        let dropped = count - kept
        kind.removeLast(dropped); first.removeLast(dropped); second.removeLast(dropped); factor.removeLast(dropped)
        time.removeLast(dropped)
        // A dummy whose leaf no row reaches has no cell anywhere: placing it finds none.
        leaves = leaves.compactMapValues { renumbered[Int($0)] >= 0 ? renumbered[Int($0)] : nil }
        for i in roots.indices where roots[i] >= 0 { roots[i] = renumbered[Int(roots[i])] }
        liveAfterCollection = kept
    }
}
