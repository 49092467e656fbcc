import Cassowary

/// Why an attribute has its value, as one cause a learner can check by hand. Every case
/// is built from the solver's own answer (the constraints the value rests on, its range
/// over the optimal face), so `why` can never say "nothing constrains it" next to the
/// constraint that does.
public enum WhyReason: Hashable, Sendable {
    /// One value: these constraints, walked from the view outwards, fix it; `givens` are
    /// the values of root's attributes they end at (the constants of the chain).
    case chain([String], givens: [WhyGiven])
    /// A range: the constraints that bound it (`nonNegative` ones are "sizes being
    /// non-negative"). A side is nil when nothing limits it.
    case range(lower: Double?, upper: Double?, bounds: [String])
    /// Related to other views by `ids`, but nothing ties that group to root, so any value
    /// goes: the views it is tied to, and the constraints that tie them.
    case floating(ids: [String], views: [String])
    /// Optional constraints of one priority trade error at no cost; any value in the range.
    case tie(lower: Double?, upper: Double?, priority: Double, ids: [String])
    /// No constraint on this axis mentions the view, other than sizes being non-negative.
    case unconstrained
}

/// `root.top = 0`: an attribute a chain ends at, with its value.
public struct WhyGiven: Hashable, Sendable {
    public var attribute: String
    public var value: Double
    public init(attribute: String, value: Double) { self.attribute = attribute; self.value = value }
}

extension Layout {
    /// How far an active optional constraint gives way in the current layout (0 when it
    /// holds; nil for a required, inactive or unknown one). "Broken" is kept for a
    /// required constraint that cannot hold: the two are never called by one name.
    public func givesWay(_ id: String) -> Double? {
        settleSolution()
        guard let record = records[id], record.isActive, record.solverID != nil, !record.isRequired else { return nil }
        let amount = record.lowered.violation(at: solver.value(record.lowered.expression))
        return amount <= 1e-6 * (1 + abs(record.lowered.expression.constant)) ? 0 : roundToMicro(amount)
    }

    func reason(view: String, axis: Axis, binding: [String], ambiguity: LayoutAmbiguity?,
                bounds: () -> [String]) -> WhyReason {
        guard let ambiguity else {
            let chain = walk(binding, from: view)
            return .chain(chain, givens: givens(chain))
        }
        if case .tie(let priority, let ids) = ambiguity.cause {
            return .tie(lower: ambiguity.lower, upper: ambiguity.upper, priority: priority, ids: ids)
        }
        let group = connected(view, axis)
        if group.ids.allSatisfy(isNonNegative) { return .unconstrained }
        if ambiguity.lower == nil, ambiguity.upper == nil, !group.views.contains(Self.rootName) {
            return .floating(ids: group.ids.filter { !isNonNegative($0) },
                             views: group.views.filter { $0 != view })
        }
        // Root's own origin and size are the constants every chain ends at, not bounds.
        let named = Set(bounds() + ambiguity.cause.constraintIDs).filter { id in
            switch records[id]?.origin {
            case .rootOrigin?, .rootSize?: false
            default: true
            }
        }
        return .range(lower: ambiguity.lower, upper: ambiguity.upper,
                      bounds: recordOrder.filter(named.contains))
    }

    /// `nonNegative:a.width`: Auto Layout's own rule that a size is never negative.
    public func isNonNegative(_ id: String) -> Bool {
        if case .nonNegativeSize = records[id]?.origin { return true }
        return false
    }

    /// The binding constraints in the order a reader follows them: from the view to the
    /// constraints naming it, then to those naming the views those name, and so on.
    private func walk(_ binding: [String], from view: String) -> [String] {
        var reached: Set<String> = [view]
        var left = recordOrder.filter(Set(binding).contains)
        var chain: [String] = []
        while !left.isEmpty {
            let index = left.firstIndex { records[$0]?.views.contains(where: reached.contains) == true } ?? 0
            let id = left.remove(at: index)
            chain.append(id)
            reached.formUnion(records[id]?.views ?? [])
        }
        return chain
    }

    /// Root's attributes the chain's constraints name: where the chain meets constants.
    private func givens(_ chain: [String]) -> [WhyGiven] {
        var seen = Set<String>()
        var found: [WhyGiven] = []
        for id in chain {
            guard let canonical = records[id]?.canonical else { continue }
            // Root's edges and its guides' (the safe area's inset is a constant too).
            for term in canonical.terms where term.view == Self.rootName
                && !term.attribute.isSize && seen.insert(term.text).inserted {
                let value = why(Self.rootName, term.attribute, in: term.guide)?.value ?? 0
                found.append(WhyGiven(attribute: term.text, value: value))
            }
        }
        return found
    }

    /// The views and installed constraints reachable from the view on one axis through
    /// constraints that relate views (an aspect ratio counts on both axes).
    func connected(_ view: String, _ axis: Axis) -> (views: [String], ids: [String]) {
        // One pass builds view → installed records naming it on this axis; the walk then
        // touches each record once, whatever the layout's size.
        var naming: [String: [String]] = [:]
        for id in recordOrder {
            guard let record = records[id], record.solverID != nil else { continue }
            for named in record.views where axes(of: record, for: named).contains(axis) {
                naming[named, default: []].append(id)
            }
        }
        var views: [String] = [view]
        var seen: Set<String> = [view]
        var ids = Set<String>()
        var queue = [view]
        while let current = queue.popLast() {
            for id in naming[current] ?? [] where !ids.contains(id) {
                guard let record = records[id] else { continue }
                ids.insert(id)
                for other in record.views where seen.insert(other).inserted {
                    views.append(other)
                    queue.append(other)
                }
            }
        }
        return (views, recordOrder.filter(ids.contains))
    }
}
