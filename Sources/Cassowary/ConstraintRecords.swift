/// The constraints the solver holds, by id: each one's record (its constraint, marker and
/// error symbols, order of addition), the flags `violation(of:)` reads before a record,
/// and the edit variables. It knows no tableau, objective or value: the solver makes the
/// symbols a record names; this part only keeps them, and answers what the constraints
/// alone decide (their order, which share variables).
///
/// A collection of optional records indexed by raw id (nil once removed: ids are never
/// reused), held by the solver and written only through its operations, so the flags
/// never disagree with the records.
struct ConstraintRecords: RandomAccessCollection {
    private var all: [ConstraintRecord?] = []
    /// By raw id, whether the constraint is there and optional: `violation(of:)` answers
    /// the many required constraints a resize marks without copying their records.
    private(set) var optionalByID: [Bool] = []
    /// By raw id, an optional constraint's error symbols (an inequality's one error
    /// twice): while both are parameters at 0 the constraint holds, and `violation(of:)`
    /// says so without reading its record, its terms or their rows.
    private(set) var errorsByID: [SIMD2<Int32>] = []
    /// The order of addition the next new constraint takes.
    var sequence = 0
    /// Edit variables: a variable's id → the constraint its suggestions shift.
    var edits: [Int32: ConstraintID] = [:]

    var startIndex: Int { 0 }
    var endIndex: Int { all.count }

    /// Read in place: a record copied out retains its terms (the hot reads want a field).
    subscript(raw: Int) -> ConstraintRecord? {
        _read { yield all[raw] }
    }

    /// The record of an id, nil if it was never added or was removed.
    subscript(id: ConstraintID) -> ConstraintRecord? {
        id.raw >= 0 && id.raw < all.count ? all[id.raw] : nil
    }

    /// The records through a pointer, for walks that read one field per symbol's owner.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<ConstraintRecord?>) throws -> R) rethrows -> R {
        try all.withUnsafeBufferPointer(body)
    }

    /// The active constraints, in the order they were added.
    var idsInOrder: [ConstraintID] {
        all.indices.compactMap { all[$0] == nil ? nil : ConstraintID(raw: $0) }
            .sorted { all[$0.raw]!.sequence < all[$1.raw]!.sequence }
    }

    /// Keeps a constraint's record under its id, taking the next order of addition unless
    /// it keeps its own (`sequence`: a constraint re-added under its id).
    mutating func store(_ record: ConstraintRecord, sequence kept: Int?) {
        let raw = record.id.raw
        while all.count <= raw { all.append(nil); optionalByID.append(false); errorsByID.append(SIMD2(-1, -1)) }
        var record = record
        record.sequence = kept ?? sequence
        if kept == nil { sequence += 1 }
        let constraint = record.constraint
        all[raw] = record
        optionalByID[raw] = !constraint.priority.isRequired
        errorsByID[raw] = constraint.relation == .equal ? SIMD2(record.marker, record.other)
            : SIMD2(record.other, record.other)
    }

    /// The constraint's record gone; an edit variable shifting it stays.
    mutating func forget(_ id: ConstraintID) {
        all[id.raw] = nil
        optionalByID[id.raw] = false
    }

    /// The edit variable shifting the constraint, if any, gone.
    mutating func dropEdit(of id: ConstraintID) {
        if let variable = edits.first(where: { $0.value == id })?.key { edits[variable] = nil }
    }

    mutating func setConstant(_ constant: Double, of id: ConstraintID) {
        all[id.raw]!.constraint.expression.constant = constant
    }

    mutating func setPriority(_ priority: Priority, of id: ConstraintID) {
        all[id.raw]!.constraint.priority = priority
    }

    /// Every record, flag and edit variable gone; ids start again at 0.
    mutating func removeAll() {
        all.removeAll(); optionalByID.removeAll(); errorsByID.removeAll(); edits.removeAll(); sequence = 0
    }

    /// The active required constraints that share a variable with `constraint`, directly
    /// or through each other, among those `admits` lets in, in the order they are reached
    /// (a search from the constraint's variables); nil past `limit`.
    func requiredLinked(to constraint: Constraint, limit: Int,
                        admitting admits: (ConstraintID) -> Bool = { _ in true }) -> [ConstraintID]? {
        var byVariable: [Int32: [Int]] = [:]
        for raw in all.indices {
            guard let record = all[raw], record.constraint.priority.isRequired,
                  admits(ConstraintID(raw: raw)) else { continue }
            for term in record.constraint.expression.terms { byVariable[term.variable.id, default: []].append(raw) }
        }
        var reached = Set<Int32>(), taken = Set<Int>()
        var pending = constraint.expression.terms.map(\.variable.id)
        var linked: [ConstraintID] = []
        while let v = pending.popLast() {
            guard reached.insert(v).inserted else { continue }
            for raw in byVariable[v] ?? [] where taken.insert(raw).inserted {
                linked.append(ConstraintID(raw: raw))
                if linked.count > limit { return nil }
                for term in all[raw]!.constraint.expression.terms where !reached.contains(term.variable.id) {
                    pending.append(term.variable.id)
                }
            }
        }
        return linked
    }
}
