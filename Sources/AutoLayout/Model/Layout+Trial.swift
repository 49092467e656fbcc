import Cassowary

/// Everything a change can write in a layout, kept to be put back exactly (`trying`).
/// Every field is a value (tables, lists and the solver's state share their buffers with
/// the live ones until written), so taking one copies nothing.
struct LayoutSnapshot {
    let solver: SolverSnapshot
    let views: UndoableTable<ViewRecord>
    let viewList: UndoableList<String>
    let records: UndoableTable<ConstraintRecord>
    let recordOrder: UndoableList<String>
    let groups: UndoableTable<GroupRecord>
    let groupOrder: UndoableList<String>
    let bySolverID: SolverIDTable
    let brokenIDs: Set<String>
    let nextSerial: Int
    let idHighWater: [Character: Int]
    let stacks: UndoableTable<StackRecord>
    let stackOrder: UndoableList<String>
    let stackChangesOfLastRemoval: [StackChange]
    /// metrics, direction, guide state, hidden views and pending masks, as undo keeps them.
    let scalars: LayoutScalars
    let warningIndex: WarningIndex
    let recordedScalars: LayoutScalars?
    let settleOrderCache: SettleOrder?
}

extension Layout {
    /// The stored properties `trying` puts back or sets aside, by name: a test compares
    /// them with the layout's own (`Mirror`), so a property added later cannot be left
    /// out unseen. `pivotLog` and `tracker` are objects: they are set aside while the
    /// trial runs (a trace would log its pivots, the tracker note its removals).
    /// `viewsNamedByBaselineCache` is not kept but cleared, to be read again.
    static let snapshotFields = ["solver", "views", "viewList", "records", "recordOrder", "groups", "groupOrder",
                                 "bySolverID", "brokenIDs", "nextSerial", "idHighWater", "metrics", "stacks",
                                 "stackOrder", "hiddenViews", "pendingAutoresizing", "stackChangesOfLastRemoval",
                                 "direction", "guideState", "pivotLog", "warningIndex", "tracker",
                                 "recordedScalars", "settleOrderCache", "viewsNamedByBaselineCache"]

    /// Runs `body` on the layout, then puts every field back as it was, bit for bit: the
    /// solver's state and its change marks included, so the next report and the next
    /// change see nothing of the trial. Undo would not do: it adds constraints back
    /// under new solver ids, in another basis.
    func trying<Result>(_ body: () -> Result) -> Result {
        let kept = snapshot()
        let (log, tracked, observer) = (pivotLog, tracker, solver.pivotObserver)
        pivotLog = nil
        tracker = nil
        solver.pivotObserver = nil
        defer {
            restore(kept)
            pivotLog = log
            tracker = tracked
            solver.pivotObserver = observer
        }
        return body()
    }

    /// Every field `trying` puts back, as it is now.
    func snapshot() -> LayoutSnapshot {
        LayoutSnapshot(
            solver: solver.savedState(), views: views, viewList: viewList, records: records, recordOrder: recordOrder,
            groups: groups, groupOrder: groupOrder, bySolverID: bySolverID, brokenIDs: brokenIDs,
            nextSerial: nextSerial, idHighWater: idHighWater, stacks: stacks, stackOrder: stackOrder,
            stackChangesOfLastRemoval: stackChangesOfLastRemoval, scalars: scalars,
            warningIndex: warningIndex, recordedScalars: recordedScalars, settleOrderCache: settleOrderCache)
    }

    /// Puts back what `snapshot()` took, bit for bit. The pivot log and the tracker are
    /// left as they are: they are objects, which the caller sets aside or lets watch.
    func restore(_ kept: LayoutSnapshot) {
        solver.restore(kept.solver)
        views = kept.views; viewList = kept.viewList; records = kept.records; recordOrder = kept.recordOrder
        groups = kept.groups; groupOrder = kept.groupOrder; bySolverID = kept.bySolverID
        brokenIDs = kept.brokenIDs; nextSerial = kept.nextSerial; idHighWater = kept.idHighWater
        stacks = kept.stacks; stackOrder = kept.stackOrder
        stackChangesOfLastRemoval = kept.stackChangesOfLastRemoval; scalars = kept.scalars
        warningIndex = kept.warningIndex
        recordedScalars = kept.recordedScalars; settleOrderCache = kept.settleOrderCache
        viewsNamedByBaselineCache = nil
    }
}
