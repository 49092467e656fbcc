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
        removalsAdmit([failing], removing: removals, limit: limit, budget: budget, among: records)[0]
    }

    /// `removalsAdmit` for each of `failings`, with one probe for those linked to the same
    /// constraints, and each set taken out once for all of them: a conflict's report asks it
    /// of the broken constraint and of every older broken one, mostly in the same part of
    /// the layout, where a probe each built the same probe again and again.
    mutating func removalsAdmit(_ failings: [Constraint], removing removals: [[ConstraintID]],
                                limit: Int, budget: Int, among records: ConstraintRecords) -> [[Bool]?] {
        var results = [[Bool]?](repeating: nil, count: failings.count)
        var sharing: [[ConstraintID]: [Int]] = [:], order: [[ConstraintID]] = []
        for (index, failing) in failings.enumerated() {
            guard let linked = records.requiredLinked(to: failing, limit: limit)?.sorted(),
                  linked.count * removals.count <= budget else { continue }
            if sharing[linked] == nil { order.append(linked) }
            sharing[linked, default: []].append(index)
        }
        for linked in order {
            var probe = self.probe(linked, of: records)
            guard !probe.broken else { continue }
            let refused = sharing[linked, default: []].filter { probe.refuses(failings[$0]) }
            var admitted = [[Bool]](repeating: [], count: refused.count)
            for set in removals {
                for id in set { probe.remove(id) }
                for (slot, index) in refused.enumerated() { admitted[slot].append(!probe.refuses(failings[index])) }
                var restored = true
                for id in set where !probe.add(id) { restored = false }
                // Putting back what a consistent probe held failed (noise): start again.
                if !restored { probe = self.probe(linked, of: records) }
            }
            for (slot, index) in refused.enumerated() { results[index] = admitted[slot] }
        }
        return results
    }
}
