/// A conflict made minimal with some constraints always present.
///
/// Some required constraints are facts of the model rather than anybody's choice (a
/// view's size is never negative). Apple's conflict lists never name them, and a set that
/// names one alongside others is not minimal in the sense that matters to a person: the
/// fact stays whatever they remove, so removing it is no fix, and a member that only
/// stood in for it (a fixed height whose part a `height >= 0` plays as well) is not needed.
/// A constraint the facts alone refuse (a width that must be -16) conflicts with nothing
/// a person wrote: its set is empty, as Apple lists it alone, and the caller says why.
extension ConflictProbes {
    /// Past this many members the filter is not run: the members of `conflict` that are
    /// not background still refuse `failing` with the background present (a superset of
    /// `conflict` does), so they are returned as they are.
    static let backgroundFilterLimit = 200

    /// `conflict` (a set refusing `failing`) without the `background` constraints, and
    /// minimal with every background constraint present: each other member is left out,
    /// going down `rank` from the highest, when the rest and the background still refuse
    /// `failing`. When `failing` cannot hold with the background alone, the answer is
    /// empty. The solver is not touched (one probe).
    /// `facts` are background too, as constraints of their own (a size the solver holds
    /// no `>= 0` constraint for, such as the screen's).
    mutating func minimal(_ conflict: [ConstraintID], for failing: Constraint,
                          background: [ConstraintID], facts: [Constraint],
                          rank: (ConstraintID) -> Int, among records: ConstraintRecords) -> [ConstraintID] {
        let fixed = Set(background)
        let members = conflict.filter { !fixed.contains($0) }
        guard members.count < conflict.count || !background.isEmpty || !facts.isEmpty else { return conflict }
        guard members.count <= Self.backgroundFilterLimit else { return members }
        var probe = self.probe(members + background, of: records)
        for fact in facts where !probe.addFact(fact) { probe.broken = true }
        // Noise: the probe does not see the conflict it was built from; keep the solver's set.
        guard !probe.broken, probe.refuses(failing) else { return conflict }
        let byRank = { (a: ConstraintID, b: ConstraintID) in (rank(a), a.raw) > (rank(b), b.raw) }
        return probe.filter(members.sorted(by: byRank), refusing: failing)?.sorted() ?? conflict
    }
}

extension ConflictProbe {
    /// Adds a constraint that is no source constraint's copy (it is never taken out).
    mutating func addFact(_ constraint: Constraint) -> Bool {
        do {
            _ = try solver.add(translate(constraint))
            return true
        } catch {
            return false
        }
    }

    /// The deletion filter over `members` (all in the probe): each is left out when the
    /// probe still refuses `failing` without it. The members kept; nil on numerical noise
    /// (a member of a consistent set refused on the way back).
    mutating func filter(_ members: [ConstraintID], refusing failing: Constraint) -> [ConstraintID]? {
        var kept: [ConstraintID] = []
        for member in members {
            remove(member)
            if refuses(failing) { continue }
            guard add(member) else { return nil }
            kept.append(member)
        }
        return kept
    }
}
