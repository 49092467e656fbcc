import Cassowary

/// What one change overwrote: the value before it of every view, constraint, group and
/// stack it wrote, what it did to the ordered lists, and the layout's few scalars. Taking
/// a change back (`undo(_:)`) writes these back and edits the solver for the constraints
/// among them only, so undo costs what the change cost, not what the session holds.
///
/// Every line of a session keeps one (the undo history), so its size is a session's size:
/// the constraint notes, which nearly every change writes, are inline as a plain array;
/// everything else is in one boxed `Rest`, absent when the change wrote no view, group
/// or stack, rewrote no other list and left the scalars as they were (most lines).
public struct LayoutEdit {
    /// The layout it was recorded on: an edit means nothing to another one.
    let layout: ObjectIdentifier
    let records: [(key: String, value: Noted<ConstraintRecord>)]
    let recordOrder: ListJournal<String>
    private let rest: Rest?

    private final class Rest {
        let views: [(key: String, value: Noted<ViewRecord>)]
        let groups: [(key: String, value: Noted<GroupRecord>)]
        let stacks: [(key: String, value: Noted<StackRecord>)]
        let viewOrder, groupOrder, stackOrder: ListJournal<String>?
        /// nil: the change left them as they were.
        let scalars: LayoutScalars?

        init(views: [(key: String, value: Noted<ViewRecord>)], groups: [(key: String, value: Noted<GroupRecord>)],
             stacks: [(key: String, value: Noted<StackRecord>)], viewOrder: ListJournal<String>?,
             groupOrder: ListJournal<String>?, stackOrder: ListJournal<String>?, scalars: LayoutScalars?) {
            self.views = views; self.groups = groups; self.stacks = stacks
            self.viewOrder = viewOrder; self.groupOrder = groupOrder; self.stackOrder = stackOrder
            self.scalars = scalars
        }
    }

    /// `viewOrder`, `groupOrder`, `stackOrder`: nil when the change left that list as it was.
    init(layout: ObjectIdentifier, views: [String: Noted<ViewRecord>], records: [String: Noted<ConstraintRecord>],
         groups: [String: Noted<GroupRecord>], stacks: [String: Noted<StackRecord>],
         viewOrder: ListJournal<String>?, recordOrder: ListJournal<String>, groupOrder: ListJournal<String>?,
         stackOrder: ListJournal<String>?, scalars: LayoutScalars?) {
        self.layout = layout
        self.records = Array(records)
        self.recordOrder = recordOrder
        if views.isEmpty && groups.isEmpty && stacks.isEmpty && viewOrder == nil && groupOrder == nil
            && stackOrder == nil && scalars == nil {
            rest = nil
        } else {
            rest = Rest(views: Array(views), groups: Array(groups), stacks: Array(stacks), viewOrder: viewOrder,
                        groupOrder: groupOrder, stackOrder: stackOrder, scalars: scalars)
        }
    }

    var views: [(key: String, value: Noted<ViewRecord>)] { rest?.views ?? [] }
    var groups: [(key: String, value: Noted<GroupRecord>)] { rest?.groups ?? [] }
    var stacks: [(key: String, value: Noted<StackRecord>)] { rest?.stacks ?? [] }
    var viewOrder: ListJournal<String>? { rest?.viewOrder }
    var groupOrder: ListJournal<String>? { rest?.groupOrder }
    var stackOrder: ListJournal<String>? { rest?.stackOrder }
    var scalars: LayoutScalars? { rest?.scalars }

    /// True when the change wrote nothing that undo would have to restore.
    public var isEmpty: Bool {
        views.isEmpty && records.isEmpty && groups.isEmpty && stacks.isEmpty
            && (viewOrder?.tail.isEmpty ?? true) && recordOrder.tail.isEmpty
            && (groupOrder?.tail.isEmpty ?? true) && (stackOrder?.tail.isEmpty ?? true)
    }
}

/// The layout's state that is not a table or a list: small, copied whole at the start of
/// a change. The id high-water mark is left out on purpose: ids are never reused in a
/// session, not even after an undo.
struct LayoutScalars: Equatable {
    var metrics: [String: Double]
    var direction: LayoutDirection
    var guideState: GuideState
    var hiddenViews: Set<String>
    var pendingAutoresizing: Set<String>
}

extension Layout {
    /// Starts recording what the next change overwrites (ends with `endRecording`).
    public func beginRecording() {
        views.journal = [:]
        records.journal = [:]
        groups.journal = [:]
        stacks.journal = [:]
        viewList.journal = ListJournal(kept: viewList.count)
        recordOrder.journal = ListJournal(kept: recordOrder.count)
        groupOrder.journal = ListJournal(kept: groupOrder.count)
        stackOrder.journal = ListJournal(kept: stackOrder.count)
        recordedScalars = scalars
    }

    /// Stops recording; returns what undoes the change since `beginRecording`.
    public func endRecording() -> LayoutEdit? {
        guard let scalars = recordedScalars, let views0 = viewList.journal, let recordList = recordOrder.journal,
              let groupList = groupOrder.journal, let stackList = stackOrder.journal else { return nil }
        // A list the change did not rewrite or grow, and scalars it left as they were, need
        // no note: undo finds them as the change left them, which is as they were before.
        func touched(_ journal: ListJournal<String>, count: Int) -> ListJournal<String>? {
            journal.tail.isEmpty && journal.kept == count ? nil : journal
        }
        let edit = LayoutEdit(layout: ObjectIdentifier(self), views: views.journal ?? [:],
                              records: records.journal ?? [:], groups: groups.journal ?? [:],
                              stacks: stacks.journal ?? [:], viewOrder: touched(views0, count: viewList.count),
                              recordOrder: recordList, groupOrder: touched(groupList, count: groupOrder.count),
                              stackOrder: touched(stackList, count: stackOrder.count),
                              scalars: scalars == self.scalars ? nil : scalars)
        views.journal = nil
        records.journal = nil
        groups.journal = nil
        stacks.journal = nil
        viewList.journal = nil
        recordOrder.journal = nil
        groupOrder.journal = nil
        stackOrder.journal = nil
        recordedScalars = nil
        return edit
    }

    /// True if `edit` was recorded on this layout (and so can be undone here).
    public func owns(_ edit: LayoutEdit) -> Bool { edit.layout == ObjectIdentifier(self) }

    /// Puts back what `edit` recorded and returns the edit that puts this state back again
    /// (redo). Constraints the change put into the solver come out, those it took out go
    /// back in creation order (a set the solver held before, so the required ones fit);
    /// broken ones come back broken with the conflict they had.
    @discardableResult
    public func undo(_ edit: LayoutEdit) -> LayoutEdit? {
        guard owns(edit) else { return nil }
        // Records come and go outside register(): the baseline terms are read again.
        viewsNamedByBaselineCache = nil
        beginRecording()
        // A constraint installed before and after whose constant alone moved (root size,
        // rotate, `constant`) gets its old constant back in place, as the change set it:
        // cheaper, and it keeps the tableau the change had. Every other one the change
        // left installed comes out, to go back in as it was below.
        var keptInPlace = Set<String>()
        // In id order, not the dictionary's (seeded per run): removal order decides which
        // solution an ambiguous layout shows. Sorted once for both passes below.
        let changed = edit.records.map { ($0.key, $0.value.value) }.sorted { $0.0 < $1.0 }
        for (id, previous) in changed {
            guard let solverID = records[id]?.solverID else { continue }
            if let current = records[id], let old = previous, old.solverID != nil,
               old.isActive, sameShape(old.lowered, current.lowered),
               (try? solver.setConstant(solverID, old.lowered.expression.constant)) != nil {
                keptInPlace.insert(id)
                continue
            }
            try? solver.remove(solverID)
            bySolverID.remove(solverID)
        }
        for (name, old) in edit.views {
            // A view undone out of the layout (or back into it) changes the view table
            // as a removal does: a view declared again under its name has new variables,
            // and the tracker's slot would keep reading the old ones (see `removeView`).
            // A view a stack took in goes back to its old superview: the tracker's slots
            // and the settle order hold the superview (see `moveView`).
            if old.value == nil || views[name] == nil { tracker?.viewRemoved = true }
            if let was = old.value?.superview, let now = views[name]?.superview, was != now {
                tracker?.viewRemoved = true
                settleOrderCache = nil
            }
            views[name] = old.value
        }
        for (id, old) in edit.groups { groups[id] = old.value }
        for (name, old) in edit.stacks { stacks[name] = old.value }
        var reinstalling: [ConstraintRecord] = []
        for (id, old) in changed {
            guard var record = old else {
                records[id] = nil
                brokenIDs.remove(id)
                continue
            }
            if record.isBroken { brokenIDs.insert(id) } else { brokenIDs.remove(id) }
            if keptInPlace.contains(id) {
                record.solverID = records[id]?.solverID
            } else {
                if record.solverID != nil { reinstalling.append(record) }
                record.solverID = nil
            }
            records[id] = record
        }
        if let old = edit.viewOrder {
            viewList.restore(old)
            settleOrderCache = nil
        }
        recordOrder.restore(edit.recordOrder)
        if let old = edit.groupOrder { groupOrder.restore(old) }
        if let old = edit.stackOrder { stackOrder.restore(old) }
        if let old = edit.scalars { scalars = old }
        tracker?.unsettledStale = true
        // Constraints coming back are checked for warnings again, as new ones are (a
        // replay would check every one; the report prints only what is not standing).
        if let oldest = edit.records.compactMap({ $0.value.value?.serial }).min(), oldest <= warningIndex.serial {
            warningIndex.serial = oldest - 1
        }
        for record in reinstalling.sorted(by: { $0.serial < $1.serial }) {
            reinstallAsBefore(record)
        }
        return endRecording()
    }

    /// Puts a record back into the solver as it was before the change; only a solver
    /// that refuses what it held before would make it broken.
    private func reinstallAsBefore(_ record: ConstraintRecord) {
        do {
            let solverID = try solver.add(record.lowered)
            records[record.id]?.solverID = solverID
            bySolverID.set(solverID, to: record.id, serial: record.serial)
            brokenIDs.remove(record.id)
        } catch {
            records[record.id]?.conflict = conflictIDs(from: error, failing: record.lowered, views: record.views)
            brokenIDs.insert(record.id)
        }
    }

    var scalars: LayoutScalars {
        get {
            LayoutScalars(metrics: metrics, direction: direction,
                          guideState: guideState, hiddenViews: hiddenViews,
                          pendingAutoresizing: pendingAutoresizing)
        }
        set {
            metrics = newValue.metrics
            direction = newValue.direction
            guideState = newValue.guideState
            hiddenViews = newValue.hiddenViews
            pendingAutoresizing = newValue.pendingAutoresizing
        }
    }

    /// The largest number taken after `c` and after `g` so far: a layout replayed from a
    /// log continues from here, so no id is given twice in a session.
    public var idHighWaterMarks: [Character: Int] { idHighWater }

    public func raiseIDHighWater(to marks: [Character: Int]) {
        for (prefix, value) in marks { idHighWater[prefix] = max(idHighWater[prefix] ?? 0, value) }
    }
}

extension Layout {
    /// Drops the analysis kept for reports, so the next `trackedAnalysis()` starts afresh:
    /// for a layout that was put aside (`reset`) and is brought back by undo.
    public func forgetTrackedAnalysis() { tracker = nil }
}
