import Cassowary

/// What a change may have done that is legal but almost certainly not meant: printed once,
/// after the change that caused it (SPEC §11).
public enum LayoutWarning: Hashable, Sendable {
    /// The same constraint (same sides, relation, constant and priority) as an earlier one.
    case duplicate(id: String, of: String)
    /// Its sides cancel, and what is left always holds (`a.width = a.width`).
    case alwaysTrue(id: String)
    /// Its sides cancel, and what is left never holds (`a.width = a.width + 10`), by `amount`.
    case neverHolds(id: String, amount: Double)
    /// The view's frame reaches outside its superview's bounds (it would be clipped by a
    /// view that clips to bounds, and touches miss it).
    case outsideSuperview(view: String, superview: String)
    /// The view is 0 wide (or tall) while another view is pinned to it.
    case zeroSizePinned(view: String, component: FrameComponent, by: [String])
}

extension Layout {
    /// The warnings that hold now; `analysis` is the layout's current one (ambiguous
    /// frames are left out: where they lie is arbitrary, and the ambiguity says so).
    /// Runs after every change, so it is one pass over the records with keys of numbers
    /// (the solver form, not the text), and the pinned-to scan only when some settled view
    /// is 0 wide or tall.
    public func warnings(_ analysis: LayoutAnalysis) -> [LayoutWarning] {
        var found: [LayoutWarning] = []
        var seen: [LoweredKey: (id: String, serial: Int)] = [:]
        var duplicates: [(serial: Int, warning: LayoutWarning)] = []
        for record in records.values where record.isActive && record.canonical != nil {
            // The solver form: `a.leading == b.leading` and `a.left == b.left` are one
            // constraint left-to-right, and say so.
            let expression = record.lowered.expression.simplified()
            if expression.terms.isEmpty {
                let amount = record.lowered.violation(at: expression.constant)
                duplicates.append((record.serial, amount <= 1e-9 ? .alwaysTrue(id: record.id)
                                   : .neverHolds(id: record.id, amount: roundToMicro(amount))))
                continue
            }
            let key = LoweredKey(expression: expression, relation: record.lowered.relation, priority: record.priority)
            guard let other = seen[key] else {
                seen[key] = (record.id, record.serial)
                continue
            }
            // The later one repeats the earlier (records are visited in no order).
            if other.serial < record.serial {
                duplicates.append((record.serial, .duplicate(id: record.id, of: other.id)))
            } else {
                duplicates.append((other.serial, .duplicate(id: other.id, of: record.id)))
                seen[key] = (record.id, record.serial)
            }
        }
        duplicates.sort { $0.serial < $1.serial }
        for entry in duplicates { found.append(entry.warning) }
        var zeroSized: [(view: String, component: FrameComponent)] = []
        for view in viewOrder {
            guard let record = views[view], !record.isGuide, let parent = record.superview else { continue }
            let settled = analysis.ambiguous[view] == nil
            let frame = self.frame(of: view)
            if settled, analysis.ambiguous[parent] == nil {
                let bounds = self.frame(of: parent)
                let slack = 1e-6
                if frame.x < -slack || frame.y < -slack || frame.x + frame.width > bounds.width + slack
                    || frame.y + frame.height > bounds.height + slack {
                    found.append(.outsideSuperview(view: view, superview: parent))
                }
            }
            for (component, size) in [(FrameComponent.width, frame.width), (.height, frame.height)]
            where size == 0 && analysis.ambiguous[view]?[component] == nil {
                zeroSized.append((view, component))
            }
        }
        if !zeroSized.isEmpty { found += zeroSizePinned(zeroSized) }
        return found
    }

    /// `.alwaysTrue` / `.neverHolds` for a constraint whose variables cancel out; nil otherwise.
    public func trivialForm(_ id: String) -> LayoutWarning? {
        records[id].flatMap(trivialForm)
    }

    /// `.alwaysTrue` / `.neverHolds` when the constraint's variables cancel out.
    func trivialForm(_ record: ConstraintRecord) -> LayoutWarning? {
        let expression = record.lowered.expression.simplified()
        guard expression.terms.allSatisfy({ abs($0.coefficient) < 1e-12 }) else { return nil }
        let amount = record.lowered.violation(at: expression.constant)
        return amount <= 1e-9 ? .alwaysTrue(id: record.id) : .neverHolds(id: record.id, amount: roundToMicro(amount))
    }

    /// Of views 0 wide or tall (settled), those another view's installed constraint names
    /// on that axis: the other view is pinned to something invisible.
    private func zeroSizePinned(_ candidates: [(view: String, component: FrameComponent)]) -> [LayoutWarning] {
        let wanted = Set(candidates.map(\.view))
        var pinnedBy: [String: [Axis: [String]]] = [:]
        for id in recordOrder {
            guard let record = records[id], record.solverID != nil, let canonical = record.canonical,
                  canonical.terms.contains(where: { wanted.contains($0.view) }) else { continue }
            let named = canonical.views
            guard named.count > 1 else { continue }
            for term in canonical.terms where wanted.contains(term.view) {
                let others = named.filter { $0 != term.view && $0 != views[term.view]?.superview }
                for other in others where !(pinnedBy[term.view]?[term.attribute.axis]?.contains(other) ?? false) {
                    pinnedBy[term.view, default: [:]][term.attribute.axis, default: []].append(other)
                }
            }
        }
        return candidates.compactMap { view, component in
            let axis: Axis = component == .width ? .horizontal : .vertical
            guard let others = pinnedBy[view]?[axis], !others.isEmpty else { return nil }
            return .zeroSizePinned(view: view, component: component, by: others)
        }
    }
}

/// What makes two user constraints the same: their solver form and priority.
private struct LoweredKey: Hashable {
    var expression: Expression
    var relation: Relation
    var priority: Double
}
