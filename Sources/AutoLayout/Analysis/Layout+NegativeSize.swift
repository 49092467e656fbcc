import Cassowary
import Messages

/// What a required constraint would make negative, when sizes never being negative is all
/// that refuses it (`a.width == -16`): its conflicting set is empty, as Apple lists such a
/// constraint alone, and this says why in its place.
public struct NegativeSize: Hashable, Sendable {
    /// The sizes it reads, `gap.width`, in the order of their views' declaration.
    public var sizes: [String]
    /// With one size: the value it would give it, or its upper bound (`isBound`).
    public var value: Double?
    public var isBound: Bool
}

extension Layout {
    /// `id`'s `NegativeSize` when it is broken with an empty conflicting set.
    public func negativeSize(_ id: String) -> NegativeSize? {
        guard let record = records[id], record.isBroken, record.conflict.isEmpty else { return nil }
        return negativeSize(of: record)
    }

    /// Whether the constraint reads sizes alone and no sizes >= 0 meet it: `Σ k·s + c`
    /// related to 0 over s >= 0 holds for some s exactly when `-c` is 0, or lies on a side a
    /// term can reach (some k of its sign), or the relation lets the sum stay on 0's side.
    /// Read off the terms; no solver is asked.
    func negativeSize(of record: ConstraintRecord) -> NegativeSize? {
        let expression = record.lowered.expression.simplified()
        let terms = expression.terms.filter { abs($0.coefficient) > 1e-12 }
        guard !terms.isEmpty else { return nil }
        let named = sizeNames(of: record.views)
        let sizes = terms.compactMap { named[$0.variable.id] }
        guard sizes.count == terms.count else { return nil }
        let target = -expression.constant
        let scale = 1 + abs(target)
        let reachesUp = terms.contains { $0.coefficient > 0 }, reachesDown = terms.contains { $0.coefficient < 0 }
        let holds = switch record.lowered.relation {
        case .equal: abs(target) <= 1e-9 * scale || (target > 0 ? reachesUp : reachesDown)
        case .greaterThanOrEqual: target <= 1e-9 * scale || reachesUp
        case .lessThanOrEqual: target >= -1e-9 * scale || reachesDown
        }
        guard !holds else { return nil }
        guard terms.count == 1 else { return NegativeSize(sizes: sizes, value: nil, isBound: false) }
        // One size: k·s related to -c, so s is -c/k, or at most -c/k (an inequality that
        // refuses every s >= 0 bounds it from above).
        return NegativeSize(sizes: sizes, value: roundToMicro(target / terms[0].coefficient),
                            isBound: record.lowered.relation != .equal)
    }

    /// The size variables of `views`: `gap.width` by the variable's id.
    private func sizeNames(of views: [String]) -> [Int32: String] {
        var named: [Int32: String] = [:]
        for name in views {
            guard let view = self.views[name] else { continue }
            named[view.width.id] = name + ".width"
            named[view.height.id] = name + ".height"
        }
        return named
    }

    /// Why a broken constraint is broken: its set, sides that cancel, or a size it would
    /// make negative.
    func conflictReason(_ record: ConstraintRecord, conflict: [String]) -> Message {
        ConflictMessages.conflictsWith(conflict, neverHolds: neverHolds(record),
                                       negativeSize: conflict.isEmpty ? negativeSize(of: record) : nil)
    }
}
