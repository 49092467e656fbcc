import Cassowary

/// The optional constraints the solution violates, kept up to date from the constraints a
/// change marked (`SolverChanges.constraints`), with `LayoutAnalysis.brokenOptional`
/// (ours, by serial, stack fitting helpers left out, amounts rounded) built from them.
///
/// A rotation of a big layout breaks one optional per view and the next one repairs them
/// all: the list then changes whole, but a change that moves thousands of views and breaks
/// nothing (a resize) leaves it alone without looking at a single name, and a change
/// that breaks some looks up only those, once each while its solver id lives (a solver id
/// is never reused, and stands for one record, whose id, serial and origin never change;
/// a stack's helper changes priority only by being put in again, under a new solver id).
struct BrokenOptionals {
    /// By constraint raw id: how much the solution violates it (0 when it holds, is
    /// required or is gone).
    private var amount: [Double] = []
    /// By raw id: whether `amount` is not 0. A byte beside the amounts: a rotation marks
    /// six constraints per view, most of them required, and reading each one's amount
    /// (eight bytes a constraint, tens of thousands of them) missed the cache.
    private var violated: [Bool] = []
    /// By raw id: the index in `names` of the layout's id and serial for it; -1 when not
    /// looked up yet (it has not been violated), -2 when it is not reported (no record of
    /// ours stands for it, or it is a stack's fitting helper).
    private var nameIndex: [Int32] = []
    private var names: [(id: String, serial: Int)] = []
    /// The list's entries' raw ids, in its order.
    private var listedRaw: [Int] = []
    /// What `LayoutAnalysis.brokenOptional` holds.
    private(set) var list: [(id: String, amount: Double)] = []
    /// Per raw id, scratch of one `update`: 1 re-read and changed, 2 listed before it, 4
    /// no longer in the solver.
    private var mark: [UInt8] = []

    init() {}

    /// The solver's violations now.
    init(_ layout: Layout) {
        var found: [Int] = []
        for violation in layout.solver.violations() {
            let raw = violation.constraint.raw
            grow(to: raw)
            amount[raw] = violation.amount
            violated[raw] = violation.amount != 0
            if isListed(raw, layout) { found.append(raw) }
        }
        listedRaw = found.sorted { serial(of: $0) < serial(of: $1) }
        list = listedRaw.map(entry)
    }

    /// What left and joined the list in one `update`, as `LayoutChanges.diffProblems`
    /// would find them comparing the whole lists.
    struct Update {
        /// The entries new to the list, in its order.
        var newlyBroken: [(id: String, amount: Double)] = []
        /// The ids that left it, in the old order.
        var repaired: [String] = []
        /// Per `repaired` entry: its constraint is still in the solver under the id it gave
        /// way with, so it is active and holds again (`LayoutChanges.repairedInSolver`).
        var repairedInSolver: [Bool] = []
    }

    /// Reads the violations of `ids` again (the constraints a change marked: any other
    /// one reads as before). nil when the list stands.
    mutating func update(_ ids: [ConstraintID], _ layout: Layout) -> Update? {
        var changed: [Int] = []
        // Most marked constraints are required: one read of a flag each instead of a call
        // into the solver (a rotation marks six per view). An id that is not an active
        // optional reads 0, so one that read 0 before is unchanged.
        let optional = layout.solver.optionalFlags
        // The ones to read again are read in id order: their records, terms and rows lie in
        // about the order they were made, and a rotation reads 20,000 of them (in the order
        // they were marked, nearly every read was a cache miss). Nothing below depends on
        // the order: the entries are merged by serial, and a constraint marked twice is read
        // once.
        var candidates: [Int] = []
        for id in ids {
            let raw = id.raw
            grow(to: raw)
            if violated[raw] || (raw < optional.count && optional[raw]) { candidates.append(raw) }
        }
        candidates.sort()
        var previous = -1
        for raw in candidates {
            // A constraint marked twice (by its marker and its other error: a rotation
            // marks every capped width so) is read once.
            guard raw != previous else { continue }
            previous = raw
            let id = ConstraintID(raw: raw)
            let before = amount[raw]
            let now = layout.solver.violation(of: id) ?? 0
            guard now != before else { continue }
            amount[raw] = now
            violated[raw] = now != 0
            // Anything violated beyond the list's threshold was looked up when it became so.
            let was = before > 1e-6 && nameIndex[raw] >= 0
            guard was || isListed(raw, layout) else { continue }
            mark[raw] = (was ? 3 : 1) | (now == 0 && !layout.solver.contains(id) ? 4 : 0)
            changed.append(raw)
        }
        guard !changed.isEmpty else { return nil }
        defer { for raw in changed { mark[raw] = 0 } }

        var added = changed.filter { isListedNow($0) }
        added.sort { serial(of: $0) < serial(of: $1) }
        var result = Update()
        for raw in added where mark[raw] & 2 == 0 { result.newlyBroken.append(entry(raw)) }
        var mergedRaw: [Int] = []
        var merged: [(id: String, amount: Double)] = []
        mergedRaw.reserveCapacity(listedRaw.count + added.count)
        merged.reserveCapacity(listedRaw.count + added.count)
        var next = 0
        // Both in serial order: the kept entries and the re-read ones merge into the list.
        for (i, raw) in listedRaw.enumerated() {
            if mark[raw] != 0 {
                if !isListedNow(raw) {
                    result.repaired.append(list[i].id)
                    result.repairedInSolver.append(mark[raw] & 4 == 0)
                }
                continue
            }
            while next < added.count, serial(of: added[next]) < serial(of: raw) {
                mergedRaw.append(added[next])
                merged.append(entry(added[next]))
                next += 1
            }
            mergedRaw.append(raw)
            merged.append(list[i])
        }
        for raw in added[next...] {
            mergedRaw.append(raw)
            merged.append(entry(raw))
        }
        listedRaw = mergedRaw
        list = merged
        // A record put in again under a new solver id (an undo) may leave the list under
        // its old id and join it under the new one: by name it neither broke nor held again.
        if !result.newlyBroken.isEmpty && !result.repaired.isEmpty {
            let left = Set(result.repaired), joined = Set(result.newlyBroken.map(\.id))
            result.newlyBroken.removeAll { left.contains($0.id) }
            let kept = result.repaired.indices.filter { !joined.contains(result.repaired[$0]) }
            result.repaired = kept.map { result.repaired[$0] }
            result.repairedInSolver = kept.map { result.repairedInSolver[$0] }
        }
        return result
    }

    private mutating func grow(to raw: Int) {
        guard raw >= amount.count else { return }
        let more = raw + 1 - amount.count
        amount.append(contentsOf: repeatElement(0, count: more))
        violated.append(contentsOf: repeatElement(false, count: more))
        nameIndex.append(contentsOf: repeatElement(-1, count: more))
        mark.append(contentsOf: repeatElement(0, count: more))
    }

    /// Whether the constraint is on the list by its amount now, looking its name up the
    /// first time it is violated.
    private mutating func isListed(_ raw: Int, _ layout: Layout) -> Bool {
        guard amount[raw] > 1e-6 else { return false }
        if nameIndex[raw] == -1 {
            if let name = layout.reportedName(of: ConstraintID(raw: raw)) {
                nameIndex[raw] = Int32(names.count)
                names.append(name)
            } else {
                nameIndex[raw] = -2
            }
        }
        return nameIndex[raw] >= 0
    }

    private func isListedNow(_ raw: Int) -> Bool { amount[raw] > 1e-6 && nameIndex[raw] >= 0 }

    private func serial(of raw: Int) -> Int { names[Int(nameIndex[raw])].serial }

    private func entry(_ raw: Int) -> (id: String, amount: Double) {
        (names[Int(nameIndex[raw])].id, roundToMicro(amount[raw]))
    }
}
