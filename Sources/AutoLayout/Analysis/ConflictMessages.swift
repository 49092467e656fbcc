/// The sentences about broken required constraints and what would free them (SPEC §12:
/// each one true when printed), kept together for translation.
public enum ConflictMessages {
    /// After "broken:": what it conflicts with, never an empty list.
    public static func conflictsWith(_ ids: [String], neverHolds: Bool) -> String {
        if neverHolds { return "it can never hold" }
        if ids.isEmpty { return "it cannot hold with the other required constraints" }
        return "it conflicts with " + ids.joined(separator: ", ")
    }

    /// The head of a conflict report, after "conflict: c7 ".
    public static func cannotBeSatisfied(with ids: [String]) -> String {
        ids.isEmpty ? "cannot be satisfied together with the other required constraints"
            : "cannot be satisfied together with " + ids.joined(separator: ", ")
    }

    /// What `fit` says of a constraint left out while fitting.
    public static func cannotHoldWhileFitting(_ id: String, with ids: [String]) -> String {
        ids.isEmpty ? "\(id) cannot hold while fitting"
            : "\(id) cannot hold while fitting, together with " + ids.joined(separator: ", ")
    }

    /// What removing members would do, as tried (`Layout.conflictRemedy`). A set of one
    /// whose member frees it says nothing more than the conflict line already does.
    public static func removals(_ remedy: ConflictRemedy, setSize: Int) -> [String] {
        let broken = remedy.broken
        guard remedy.checked else {
            return setSize > 1 ? ["which single removal would let \(broken) hold was not tried: too many "
                + "constraints take part (the set is minimal, but others may hold what a member holds)"] : []
        }
        var lines: [String] = []
        if remedy.anyOne.count > 1 {
            lines.append("removing any one of \(remedy.anyOne.joined(separator: ", ")) would let \(broken) hold")
        } else if let only = remedy.anyOne.first, setSize > 1 {
            lines.append("removing \(only) would let \(broken) hold")
        }
        for entry in remedy.notAlone {
            let head = "removing \(entry.member) alone would not let \(broken) hold: "
            if entry.duplicates.isEmpty {
                lines.append(head + "other constraints hold it the same way, so it takes removing more than one")
                continue
            }
            let others = listed(entry.duplicates)
            let says = entry.duplicates.count == 1 ? "says" : "say"
            lines.append(head + "\(others) \(says) the same" + (entry.togetherSuffices
                ? "; removing \(listed([entry.member] + entry.duplicates)) would"
                : ", and removing those too would not be enough"))
        }
        return lines
    }

    /// "a", "a and b", "a, b and c".
    static func listed(_ ids: [String]) -> String {
        guard ids.count > 1 else { return ids.first ?? "" }
        return ids.dropLast().joined(separator: ", ") + " and " + ids.last!
    }
}
