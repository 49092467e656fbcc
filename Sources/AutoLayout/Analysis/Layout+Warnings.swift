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
    public func warnings(_ analysis: LayoutAnalysis) -> [LayoutWarning] {
        var found: [LayoutWarning] = []
        var seen: [CanonicalKey: String] = [:]
        for id in recordOrder {
            guard let record = records[id], record.isActive, let canonical = record.canonical else { continue }
            if let trivial = trivialForm(record) {
                found.append(trivial)
                continue
            }
            let key = CanonicalKey(canonical: canonical, priority: record.priority)
            if let first = seen[key] { found.append(.duplicate(id: id, of: first)) } else { seen[key] = id }
        }
        for view in viewOrder {
            guard let record = views[view], !record.isGuide, let parent = record.superview,
                  analysis.ambiguous[view] == nil, analysis.ambiguous[parent] == nil else { continue }
            let frame = self.frame(of: view), bounds = self.frame(of: parent)
            let slack = 1e-6
            if frame.x < -slack || frame.y < -slack || frame.x + frame.width > bounds.width + slack
                || frame.y + frame.height > bounds.height + slack {
                found.append(.outsideSuperview(view: view, superview: parent))
            }
        }
        found += zeroSizePinned(analysis)
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

    /// Views 0 wide or tall (settled, not ambiguous) that another view's active
    /// constraint names on that axis: the other view is pinned to something invisible.
    private func zeroSizePinned(_ analysis: LayoutAnalysis) -> [LayoutWarning] {
        var pinnedBy: [String: [Axis: [String]]] = [:]
        for id in recordOrder {
            guard let record = records[id], record.solverID != nil, let canonical = record.canonical else { continue }
            let named = canonical.views
            guard named.count > 1 else { continue }
            for term in canonical.terms where !term.attribute.isSize || named.count > 1 {
                let others = named.filter { $0 != term.view && $0 != views[term.view]?.superview }
                guard !others.isEmpty else { continue }
                for other in others where !(pinnedBy[term.view]?[term.attribute.axis]?.contains(other) ?? false) {
                    pinnedBy[term.view, default: [:]][term.attribute.axis, default: []].append(other)
                }
            }
        }
        var found: [LayoutWarning] = []
        for view in viewOrder {
            guard let record = views[view], !record.isGuide, let axes = pinnedBy[view] else { continue }
            let frame = self.frame(of: view)
            for (component, axis, size) in [(FrameComponent.width, Axis.horizontal, frame.width),
                                             (.height, .vertical, frame.height)]
            where size == 0 && analysis.ambiguous[view]?[component] == nil {
                guard let others = axes[axis], !others.isEmpty else { continue }
                found.append(.zeroSizePinned(view: view, component: component, by: others))
            }
        }
        return found
    }
}

/// What makes two user constraints the same: sides, relation, constant and priority.
private struct CanonicalKey: Hashable {
    var canonical: CanonicalConstraint
    var priority: Double
}
