import Messages

/// The sentences about broken required constraints and what would free them (SPEC §12:
/// each one true when printed), as catalogue messages so they read in every language.
public enum ConflictMessages {
    /// After "broken:": what it conflicts with, never an empty list; with an empty set,
    /// the size it would make negative when that is why.
    public static func conflictsWith(_ ids: [String], neverHolds: Bool, negativeSize: NegativeSize? = nil) -> Message {
        if neverHolds { return Message(.reasonNeverHolds) }
        if ids.isEmpty, let negativeSize { return negative(negativeSize) }
        if ids.isEmpty { return Message(.reasonCannotHoldWithOthers) }
        return Message(.reasonConflictsWith, [ids.listed])
    }

    /// "it would make gap.width -16, and Apple's engine never lets a size be negative".
    public static func negative(_ size: NegativeSize) -> Message {
        guard size.sizes.count == 1, let only = size.sizes.first, let value = size.value else {
            return Message(.reasonNegativeSizeAmong, [size.sizes.listed])
        }
        return Message(size.isBound ? .reasonNegativeSizeAtMost : .reasonNegativeSize, only, formatNumber(value))
    }

    /// The head of a conflict report, after "conflict: ".
    public static func cannotBeSatisfied(_ id: String, with ids: [String], negativeSize: NegativeSize? = nil) -> Message {
        if ids.isEmpty, let negativeSize { return Message(.conflictNegativeSize, [.text(id), .message(negative(negativeSize))]) }
        return ids.isEmpty ? Message(.conflictWithOthers, id) : Message(.conflictWith, [.text(id), ids.listed])
    }

    /// What `fit` says of a constraint left out while fitting.
    public static func cannotHoldWhileFitting(_ id: String, with ids: [String]) -> Message {
        ids.isEmpty ? Message(.fitCannotHold, id) : Message(.fitConflict, [.text(id), ids.listed])
    }

    /// What removing members would do, as tried (`Layout.conflictRemedy`). A set of one
    /// whose member frees it says nothing more than the conflict line already does.
    public static func removals(_ remedy: ConflictRemedy, setSize: Int) -> [Message] {
        let broken = remedy.broken
        guard remedy.checked else { return setSize > 1 ? [Message(.removalNotTried, broken)] : [] }
        var lines: [Message] = []
        if remedy.anyOne.count > 1 {
            lines.append(Message(.removingAnyOne, [remedy.anyOne.listed, .text(broken)]))
        } else if let only = remedy.anyOne.first, setSize > 1 {
            lines.append(Message(.removingOne, only, broken))
        }
        for member in remedy.notAfterLayoutPass {
            lines.append(Message(.removalNotAfterLayoutPass, member, broken))
        }
        for entry in remedy.notAlone {
            if entry.duplicates.isEmpty {
                lines.append(Message(.removalNotAloneMore, entry.member, broken))
                continue
            }
            let key: MessageKey = entry.togetherSuffices ? .removalNotAloneDuplicates : .removalNotAloneDuplicatesNotEnough
            lines.append(Message(key, [.text(entry.member), .text(broken), .message(listed(entry.duplicates)),
                                       .message(listed([entry.member] + entry.duplicates)),
                                       .count(entry.duplicates.count)]))
        }
        return lines
    }

    /// "a", "a and b", "a, b and c", in the language's words.
    static func listed(_ ids: [String]) -> Message {
        guard ids.count > 1, let last = ids.last else { return .verbatim(ids.first ?? "") }
        return Message(.listAnd, [Array(ids.dropLast()).listed, .text(last)])
    }
}
