/// What taking constraints out would do for a required constraint the solver refused:
/// asked before a report says "removing X would let Y hold", so it is only said when true.
///
/// A minimal conflicting set is minimal for itself, not for the solver: a duplicate of a
/// member outside the set (or any other constraint saying the same) takes the member's
/// place when it goes. So each claim is tried on a probe holding every required
/// constraint linked to the refused one through shared variables (the only ones that can
/// bear on whether it holds; optional ones never stop a required one): the probe is built
/// once, then each trial takes its set out, tries the refused constraint, and puts the set
/// back, a few incremental edits per trial. The solver itself is not touched, so its
/// values, ids and change tracking stay as they were.
extension ConflictProbes {
    /// For each set in `removals`: whether, with that set taken out together, `failing`
    /// (a required constraint not in the solver) could be added. nil when more than
    /// `limit` required constraints are linked to it, or the trials times the linked
    /// constraints exceed `budget` (each trial costs about a pass over the probe's rows, so
    /// a long conflicting chain would take seconds), or when the probe does not refuse
    /// `failing` either (floating-point noise): then nothing can be claimed.
    mutating func removalsAdmit(_ failing: Constraint, removing removals: [[ConstraintID]],
                                limit: Int, budget: Int, among records: ConstraintRecords) -> [Bool]? {
        guard let linked = records.requiredLinked(to: failing, limit: limit)?.sorted(),
              linked.count * removals.count <= budget else { return nil }
        var probe = self.probe(linked, of: records)
        guard !probe.broken, probe.refuses(failing) else { return nil }
        return removals.map { set in
            for id in set { probe.remove(id) }
            let admitted = !probe.refuses(failing)
            var restored = true
            for id in set where !probe.add(id) { restored = false }
            // Putting back what a consistent probe held failed (noise): start again.
            if !restored { probe = self.probe(linked, of: records) }
            return admitted
        }
    }
}
