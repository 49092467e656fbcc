/// The solver's whole state, kept to be put back exactly: a caller tries an edit (a
/// removal with what follows it) and returns to the solver it had, bit for bit, which
/// removing and adding back cannot promise (a constraint added back gets a new id and
/// another basis, and an ambiguous layout may then show another vertex).
///
/// Every stored property is a value, so a snapshot is a set of shared buffers: taking it
/// copies nothing, and the edit copies only the arrays it writes. The faces a settlement
/// keeps are objects, but nothing writes a face's data once it is built (see `Face`), and
/// the memo passes that stamp verdicts on faces keep counting up across a restore, so a
/// face never carries a stamp from a pass that was put back.
public struct SolverSnapshot {
    fileprivate let tableau: Tableau
    fileprivate let shifts: ConstantShifts
    fileprivate let objective: Objective
    fileprivate let records: ConstraintRecords
    fileprivate let subjects: SubjectChoice
    fileprivate let conflicts: ConflictProbes
    fileprivate let dirty: DirtySet
    fileprivate let ambiguityScratch: AmbiguityScratch
    fileprivate let settlement: Settlement
    fileprivate let pivotsAtLastCheck: Int
}

extension Solver {
    /// The stored properties a snapshot holds, by name: a test compares them with the
    /// solver's own (`Mirror`), so a property added later cannot be left out unseen.
    /// `pivotObserver` is the caller's, not state: it is left as it is.
    static let snapshotFields = ["tableau", "shifts", "objective", "records", "subjects", "conflicts", "dirty",
                                 "ambiguityScratch", "settlement", "pivotsAtLastCheck"]

    public func savedState() -> SolverSnapshot {
        SolverSnapshot(tableau: tableau, shifts: shifts, objective: objective, records: records,
                       subjects: subjects, conflicts: conflicts, dirty: dirty,
                       ambiguityScratch: ambiguityScratch, settlement: settlement,
                       pivotsAtLastCheck: pivotsAtLastCheck)
    }

    /// Puts back the state `snapshot` was taken in, except the memo pass count, which
    /// never goes down (see `SolverSnapshot`).
    public func restore(_ snapshot: SolverSnapshot) {
        let passes = ambiguityScratch.memoPasses
        tableau = snapshot.tableau
        shifts = snapshot.shifts
        objective = snapshot.objective
        records = snapshot.records
        subjects = snapshot.subjects
        conflicts = snapshot.conflicts
        dirty = snapshot.dirty
        ambiguityScratch = snapshot.ambiguityScratch
        ambiguityScratch.memoPasses = max(passes, snapshot.ambiguityScratch.memoPasses)
        settlement = snapshot.settlement
        pivotsAtLastCheck = snapshot.pivotsAtLastCheck
    }
}
