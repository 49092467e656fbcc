import Cassowary
import Messages

/// What removing members of a broken constraint's conflicting set would really do, tried
/// before a report claims it (SPEC §12: "removing X would let Y hold" only when it does).
public struct ConflictRemedy: Equatable, Sendable {
    /// A member that, taken out alone, would not let the broken constraint hold.
    public struct NotAlone: Equatable, Sendable {
        public var member: String
        /// Active required constraints that say the same as the member (its duplicates).
        public var duplicates: [String]
        /// Taking the member and its duplicates out together would let it hold.
        public var togetherSuffices: Bool
    }

    public var broken: String
    /// Members each of which, taken out alone, lets the broken constraint hold.
    public var anyOne: [String]
    public var notAlone: [NotAlone]
    /// Members that would let it hold at the guides' insets of today, but not once the
    /// layout pass has measured margins and safe areas again from the frames the removal
    /// moves (tried, `Layout.triedWithLayoutPass`).
    public var notAfterLayoutPass: [String] = []
    /// False when too much of the layout is linked to it to try: nothing is claimed then.
    public var checked: Bool
}

extension Layout {
    /// Past these, removals are not tried (and nothing is claimed): more required
    /// constraints linked to the broken one than `remedyCheckLimit`, or trials times linked
    /// constraints over `remedyCheckBudget`. A conflict of 5 members among 300 linked
    /// constraints is tried; a chain of 60 views squeezed into root (120 members) is not.
    public static let remedyCheckLimit = 1_000
    public static let remedyCheckBudget = 10_000

    /// Tries, for each member of `id`'s conflicting set, taking it out (and, when that is not
    /// enough, it with its duplicates) on a probe of the linked required constraints: k
    /// members cost one probe and k (or up to 2k) trial removals; the layout is not touched.
    /// nil when `id` is not broken or its set is empty.
    public func conflictRemedy(_ id: String) -> ConflictRemedy? {
        guard let record = records[id], record.isBroken, !record.conflict.isEmpty else { return nil }
        let members = record.conflict
        let solverIDs = members.map { records[$0]?.solverID }
        let duplicates = duplicatesOf(members)
        var removals: [[ConstraintID]] = solverIDs.map { $0.map { [$0] } ?? [] }
        // The member with its duplicates, tried too, for the members that have some.
        var groupIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            guard let same = duplicates[member], !same.isEmpty else { continue }
            groupIndex[member] = removals.count
            removals.append(([solverIDs[index]] + same.map { records[$0]?.solverID }).compactMap { $0 })
        }
        // The broken constraint's trials and the older ones' on shared probes: they are
        // mostly linked to the same constraints.
        let older = olderBroken(before: record)
        let admitted = solver.removalsAdmit([record.lowered] + older.map(\.lowered), removing: removals,
                                            limit: Self.remedyCheckLimit, budget: Self.remedyCheckBudget)
        guard let admits = admitted[0], let returning = Self.returning(admitted.dropFirst(), count: removals.count) else {
            return ConflictRemedy(broken: id, anyOne: [], notAlone: [], checked: false)
        }
        var remedy = ConflictRemedy(broken: id, anyOne: [], notAlone: [], checked: true)
        for (index, member) in members.enumerated() {
            if admits[index] {
                // Another broken constraint would come back first: whether it leaves room
                // for this one is not tried, so nothing is said of this removal.
                if !returning[index] { remedy.anyOne.append(member) }
                continue
            }
            let group = groupIndex[member]
            if let group, admits[group], returning[group] { continue }
            remedy.notAlone.append(.init(member: member, duplicates: duplicates[member] ?? [],
                                         togetherSuffices: group.map { admits[$0] } ?? false))
        }
        guard layoutPassFollowsFrames(removing: members) else { return remedy }
        return triedWithLayoutPass(remedy, members: members, duplicates: duplicates)
    }

    /// True when the layout pass that follows a removal measures something again from the
    /// frames the removal moves: the margins and safe areas of a view other than root in
    /// use, a proportional stack, a mask waiting for its superview's size, or root's own
    /// guides when a member holds root's size. The probe then answers at today's insets
    /// only: a view moved into the safe area loses the inset its top margin had, and a
    /// constraint on that margin may then meet another one.
    func layoutPassFollowsFrames(removing members: [String]) -> Bool {
        if !pendingAutoresizing.isEmpty { return true }
        if guideState.users.keys.contains(where: { $0 != Self.rootName }) { return true }
        if stackOrder.contains(where: { stacks[$0]?.distribution == .fillProportionally }) { return true }
        return guideState.users[Self.rootName] != nil && members.contains { $0.hasPrefix("root:") }
    }

    /// The probe's answers, each tried as the removal really runs: the member taken out
    /// (with its duplicates, for "removing those too"), the broken constraints tried again
    /// and the layout pass run, on the layout itself, which is then put back exactly
    /// (`trying`). A member is claimed only as the trial found: one the probe freed that
    /// stays broken is said not to free it once the layout pass has run.
    func triedWithLayoutPass(_ probed: ConflictRemedy, members: [String],
                             duplicates: [String: [String]]) -> ConflictRemedy {
        var remedy = ConflictRemedy(broken: probed.broken, anyOne: [], notAlone: [], checked: true)
        let saidNotAlone = Set(probed.notAlone.map(\.member))
        for member in members {
            if removalFrees(probed.broken, removing: [member]) {
                remedy.anyOne.append(member)
            } else if saidNotAlone.contains(member) {
                let same = duplicates[member] ?? []
                let together = !same.isEmpty && removalFrees(probed.broken, removing: [member] + same)
                remedy.notAlone.append(.init(member: member, duplicates: same, togetherSuffices: together))
            } else if probed.anyOne.contains(member) {
                remedy.notAfterLayoutPass.append(member)
            }
        }
        return remedy
    }

    /// Whether taking `ids` out together, as `remove` does, leaves `broken` holding once
    /// the broken constraints are tried again and the layout pass has run. Only that is
    /// read: the sets the constraints broken again would name are not made minimal (which
    /// took most of a conflict report's time), and `trying` puts the solver back explaining.
    func removalFrees(_ broken: String, removing ids: [String]) -> Bool {
        trying {
            solver.explainsConflicts = false
            for id in ids { if let record = records[id] { takeOut(record) } }
            retryBroken()
            return records[broken]?.isBroken == false
        }
    }

    /// The broken required constraints older than `record`, oldest first. After a removal,
    /// broken constraints are tried again oldest first (`reinstallBroken`), so such a one
    /// goes in before `record` and may take the room the removal made (`a.height == 29`
    /// broken by `a.height == 51`: removing the 51 brings the 29 back, and
    /// `a.bottom == root.bottom - 8` stays broken).
    func olderBroken(before record: ConstraintRecord) -> [ConstraintRecord] {
        brokenIDs.compactMap { records[$0] }.filter { $0.serial < record.serial && $0.isRequired }
            .sorted { $0.serial < $1.serial }
    }

    /// For each of `count` removals: whether it would let one of the older broken
    /// constraints hold, given what each admits; nil when one of them could not be tried.
    static func returning(_ admitted: ArraySlice<[Bool]?>, count: Int) -> [Bool]? {
        var returning = [Bool](repeating: false, count: count)
        for admits in admitted {
            guard let admits else { return nil }
            for index in admits.indices where admits[index] { returning[index] = true }
        }
        return returning
    }

    /// For each of `ids`, the other installed required constraints with the same solver
    /// form (the same equation or inequality, whatever the scale or side it was written on).
    func duplicatesOf(_ ids: [String]) -> [String: [String]] {
        var wanted: [RemedyKey: [String]] = [:]
        for id in ids {
            guard let record = records[id], let key = RemedyKey(record.lowered) else { continue }
            wanted[key, default: []].append(id)
        }
        guard !wanted.isEmpty else { return [:] }
        var found: [String: [String]] = [:]
        for id in recordOrder {
            guard let record = records[id], record.solverID != nil, record.isRequired,
                  let key = RemedyKey(record.lowered), let owners = wanted[key] else { continue }
            for owner in owners where owner != id { found[owner, default: []].append(id) }
        }
        return found
    }
}

/// A constraint's solver form scaled so its first term's coefficient is 1 (an inequality
/// turned around when that took a negative factor), rounded so noise does not split it.
private struct RemedyKey: Hashable {
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    var relation: Relation

    init?(_ constraint: Constraint) {
        let expression = constraint.expression.simplified()
        guard let first = expression.terms.first, first.coefficient != 0 else { return nil }
        let scale = 1 / first.coefficient
        variables = expression.terms.map(\.variable.id)
        coefficients = expression.terms.map { Self.rounded($0.coefficient * scale) }
        constant = Self.rounded(expression.constant * scale)
        relation = constraint.relation
        if scale < 0 {
            switch relation {
            case .lessThanOrEqual: relation = .greaterThanOrEqual
            case .greaterThanOrEqual: relation = .lessThanOrEqual
            case .equal: break
            }
        }
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}

extension Layout {
    /// Why a broken constraint is broken, after "broken: ", never an empty list.
    public func brokenReason(_ id: String) -> Message {
        guard let record = records[id] else { return ConflictMessages.conflictsWith([], neverHolds: false) }
        return conflictReason(record, conflict: record.conflict)
    }

    /// Its sides cancel and differ: no frames can satisfy it, whatever else holds.
    func neverHolds(_ record: ConstraintRecord) -> Bool {
        if case .neverHolds? = trivialForm(record) { return true }
        return false
    }
}
