import Cassowary

/// Keeping records and the solver in step: adding, removing, breaking and re-trying.
extension Layout {
    /// Registers a layout-made constraint and puts it in the solver.
    /// `priority` is the record's when the solver holds it at another level (a compression
    /// resistance, `resistanceLevel`); otherwise the constraint's.
    func addSystem(id: String, origin: ConstraintRecord.Origin, axis: Axis, text: String,
                   views: [String], priority: Double? = nil, _ constraint: Constraint) {
        let record = ConstraintRecord(id: id, group: nil, origin: origin, serial: takeSerial(),
                                      canonical: nil, fixedText: text, fixedViews: views,
                                      fixedAxis: axis, lowered: constraint,
                                      priority: priority ?? constraint.priority.value)
        register(record)
        install(id)
    }

    func takeSerial() -> Int {
        nextSerial += 1
        return nextSerial
    }

    func register(_ record: ConstraintRecord) {
        noteID(record.id)
        records[record.id] = record
        recordOrder.append(record.id)
        noteBaselineTerms(of: record)
    }

    /// Puts an active record into the solver; if the solver refuses it, it stays broken
    /// with the conflict the solver named. Returns true if it went in.
    @discardableResult
    func install(_ id: String) -> Bool {
        guard var record = records[id], record.isActive, record.solverID == nil else { return false }
        do {
            let solverID = try solver.add(record.lowered)
            record.solverID = solverID
            record.conflict = []
            bySolverID.set(solverID, to: id, serial: record.serial)
            brokenIDs.remove(id)
            records[id] = record
            return true
        } catch {
            record.conflict = solver.explainsConflicts
                ? conflictIDs(from: error, failing: record.lowered, views: record.views)
                : certificateIDs(from: error)
            brokenIDs.insert(id)
            records[id] = record
            return false
        }
    }

    /// Takes a record out of the solver (it stays registered).
    func uninstall(_ id: String) {
        guard var record = records[id] else { return }
        if let solverID = record.solverID {
            // Removing a constraint the solver holds cannot conflict; any other failure
            // would be the solver's own bug, and the record is dropped either way.
            try? solver.remove(solverID)
            bySolverID.remove(solverID)
        }
        record.solverID = nil
        record.conflict = []
        brokenIDs.remove(id)
        records[id] = record
    }

    /// Removes a record altogether.
    func discard(_ id: String) {
        uninstall(id)
        if let canonical = records[id]?.canonical { untrackGuideUse(id, canonical) }
        records[id] = nil
        if let index = recordOrder.firstIndex(of: id) { recordOrder.remove(at: index) }
    }

    /// After anything that may free broken constraints: re-add them in id order; then
    /// UIKit's layout pass brings the guides' insets up to date with the new frames.
    func retryBroken() {
        reinstallBroken()
        settleGuides()
    }

    /// Re-adds broken constraints in id order.
    func reinstallBroken() {
        guard !brokenIDs.isEmpty else { return }
        let order = brokenIDs.compactMap { records[$0] }.sorted { $0.serial < $1.serial }
        for record in order { install(record.id) }
    }

    /// The order a conflict's minimal set is chosen by (`Solver.conflictRank`): the order
    /// of declaration, except that sizes never being negative come last, so where another
    /// constraint can stand in for one, the set names what a person wrote or UIKit added
    /// (as Apple's logs do) rather than a `width >= 0` every view has.
    func conflictRank(of id: ConstraintID) -> Int {
        guard let name = bySolverID[id], let record = records[name] else { return Int.max }
        if case .nonNegativeSize = record.origin { return record.serial + (1 << 40) }
        return record.serial
    }

    /// The solver's conflicting ConstraintIDs as our ids, in id order, made minimal with
    /// every size's `>= 0` always present (`Solver.minimalConflict(_:for:background:rank:)`):
    /// as in Apple's lists, those are never named, nor any member a size's `>= 0` can stand
    /// in for. A constraint they alone refuse (a width that must be -16) gets an empty set,
    /// and `negativeSize` says why.
    func conflictIDs(from error: SolverError, failing: Constraint, views: [String]) -> [String] {
        guard case .unsatisfiable(let conflict) = error else { return [] }
        let background = sizesInvolved(in: conflict, views: views)
        // root's size is never negative either; it has no constraint saying so (the
        // screen's size pins it), so it goes in as a fact: an import of the log, where
        // root is a view like any other, then names the same set.
        let root = rootRecord
        let facts = [Constraint(Expression(root.width), .greaterThanOrEqual),
                     Constraint(Expression(root.height), .greaterThanOrEqual)]
        return layoutIDs(solver.minimalConflict(conflict, for: failing, background: background, facts: facts,
                                                rank: { conflictRank(of: $0) }))
    }

    /// The solver's conflict as it gave it, unexplained: what a trial that does not name
    /// sets keeps (`removalFrees`). Nothing a trial does chooses by it: a constraint
    /// whose constant no longer fits breaks itself (`replaceLowered`).
    private func certificateIDs(from error: SolverError) -> [String] {
        guard case .unsatisfiable(let conflict) = error else { return [] }
        return layoutIDs(conflict)
    }

    /// What a conflict among the views `views` and the conflict's members name can lean on
    /// without naming it: the installed `>= 0` rules of their sizes, and their stacks'
    /// spacing pins.
    private func sizesInvolved(in conflict: [ConstraintID], views: [String]) -> [ConstraintID] {
        var named = Set(views)
        for id in conflict {
            guard let name = bySolverID[id], let record = records[name] else { continue }
            if case .nonNegativeSize = record.origin { continue }
            named.formUnion(record.views)
        }
        var result: [ConstraintID] = []
        for view in named.sorted() {
            for axis in ["width", "height"] {
                if let id = records["nonNegative:\(view).\(axis)"]?.solverID { result.append(id) }
            }
            // A stack's spacing, pinned once for its gaps to share: UIKit has no such
            // constraint (each UISV-spacing holds its own constant).
            if stacks[view] != nil, let id = records["stack:\(view).spacing"]?.solverID { result.append(id) }
        }
        return result
    }

    /// Solver ids as ours, in the order the constraints were made (serials are unique, so
    /// sorting them alone orders the ids). Nothing is hashed: this runs for every
    /// ambiguous component's cause.
    func layoutIDs(_ ids: [ConstraintID]) -> [String] {
        var held: [(serial: Int, id: ConstraintID)] = []
        held.reserveCapacity(ids.count)
        for id in ids { if let serial = bySolverID.serial(of: id) { held.append((serial, id)) } }
        held.sort { $0.serial < $1.serial }
        return held.compactMap { bySolverID[$0.id] }
    }

    /// Replaces a record's constraint in place: the constant incrementally when only it
    /// changed, else by removing and re-adding. A required one that no longer fits
    /// becomes broken (conflicts are not errors).
    func replaceLowered(_ id: String, with constraint: Constraint) {
        guard let old = records[id]?.lowered else { return }
        if records[id]?.solverID != nil, sameShape(old, constraint) {
            guard let conflict = tryConstant(id, constraint.expression.constant) else { return }
            records[id]?.lowered = constraint
            breakConstraint(id, conflict: conflict)
            return
        }
        records[id]?.lowered = constraint
        guard records[id]?.isActive == true else { return }
        reinstall(id)
    }

    /// Out of the solver and in again (as what the record now says).
    func reinstall(_ id: String) {
        uninstall(id)
        install(id)
    }

    /// Moves an installed constraint's constant (the solver's, of `lhs - rhs`). Returns nil
    /// when it took; else the conflict, with the solver and record as they were.
    func tryConstant(_ id: String, _ constant: Double) -> [String]? {
        guard let record = records[id], let solverID = record.solverID else { return [] }
        do {
            try solver.setConstant(solverID, constant)
        } catch {
            guard solver.explainsConflicts else { return certificateIDs(from: error) }
            var failing = record.lowered
            failing.expression.constant = constant
            return conflictIDs(from: error, failing: failing, views: record.views)
        }
        records[id]?.lowered.expression.constant = constant
        return nil
    }

    /// `Σ|coefficient·value|` over the terms: a Double's rounding of values near 4e11 alone
    /// is 1e-4, so a constraint between such values holding to the last bit read as
    /// unsatisfied against an absolute tolerance. Read only past that tolerance.
    private func termMagnitude(_ expression: Expression) -> Double {
        expression.terms.reduce(0) { $0 + abs($1.coefficient * solver.value($1.variable)) }
    }

    func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority && a.expression.terms == b.expression.terms
    }

    // MARK: reading records

    func info(_ record: ConstraintRecord) -> LayoutConstraintInfo {
        settleSolution()
        let state: LayoutConstraintInfo.State = !record.isActive ? .inactive
            : record.solverID == nil ? .broken : .active
        // Whether the current solution meets it, whatever its state: always true for an
        // installed required one, never for a broken one, informative for inactive ones.
        let expression = record.lowered.expression
        let violation = record.lowered.violation(at: solver.value(expression))
        let satisfied = state != .broken
            && (violation <= 1e-6 * (1 + abs(expression.constant)) || violation <= 1e-9 * termMagnitude(expression))
        return LayoutConstraintInfo(
            id: record.id, group: record.group, text: record.text, priority: record.priority,
            state: state, satisfied: satisfied, origin: record.origin,
            constant: roundToMicro(record.constant), views: record.views,
            conflict: record.conflict, installedOn: nearestCommonAncestor(record.views),
            isAppleExpressible: record.canonical?.isAppleExpressible ?? true)
    }

    /// Any constraint by id, user-made or the layout's own.
    public func constraint(_ id: String) -> LayoutConstraintInfo? {
        records[id].map(info)
    }

    /// User constraints in id order.
    public var constraints: [LayoutConstraintInfo] {
        recordOrder.compactMap { records[$0] }.filter(\.origin.isUser).map(info)
    }

    /// The constraints UIKit adds for the user (content size, autoresizing, stacks), in
    /// id order; filtered before each is described, as most records are not.
    public var implicitConstraints: [LayoutConstraintInfo] {
        recordOrder.compactMap { records[$0] }.filter { $0.origin.implicitSource != nil }.map(info)
    }

    /// `constraints` (or with `implicit`, `implicitConstraints`) described one at a time,
    /// for a writer that keeps none: the `--json` document of a 10,000-view grid held all
    /// 60,000 descriptions beside itself. Also how many records there are of any kind, an
    /// upper bound of the count for sizing the output.
    public func forEachConstraint(implicit: Bool = false, _ body: (LayoutConstraintInfo) -> Void) {
        for id in recordOrder {
            guard let record = records[id],
                  implicit ? record.origin.implicitSource != nil : record.origin.isUser else { continue }
            body(info(record))
        }
    }

    public var recordCount: Int { recordOrder.count }

    /// Every constraint, the layout's own too, in id order.
    public var allConstraints: [LayoutConstraintInfo] {
        recordOrder.compactMap { records[$0] }.map(info)
    }

    /// Constraints naming the view, by the axis of the attributes they relate (an aspect
    /// ratio relates both). The layout's own constraints are included, as in Apple's
    /// `constraintsAffectingLayout(for:)`; filter on `origin.isUser` for the user's.
    public func constraintsAffecting(_ view: String)
        -> (horizontal: [LayoutConstraintInfo], vertical: [LayoutConstraintInfo]) {
        var horizontal: [LayoutConstraintInfo] = []
        var vertical: [LayoutConstraintInfo] = []
        for id in recordOrder {
            guard let record = records[id], record.views.contains(view) else { continue }
            let axes = self.axes(of: record, for: view)
            if axes.contains(.horizontal) { horizontal.append(info(record)) }
            if axes.contains(.vertical) { vertical.append(info(record)) }
        }
        return (horizontal, vertical)
    }

    func axes(of record: ConstraintRecord, for view: String) -> Set<Axis> {
        if let canonical = record.canonical {
            return Set(canonical.terms.filter { $0.view == view }.map(\.attribute.axis))
        }
        return record.fixedAxis.map { [$0] } ?? []
    }

    public func installedOn(_ id: String) -> String? {
        records[id].flatMap { nearestCommonAncestor($0.views) }
    }
}
