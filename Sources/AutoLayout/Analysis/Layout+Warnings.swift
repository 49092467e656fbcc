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
    /// Every warning that holds now; `analysis` is the layout's current one (ambiguous
    /// frames are left out: where they lie is arbitrary, and the ambiguity says so).
    public func warnings(_ analysis: LayoutAnalysis) -> [LayoutWarning] {
        var index = WarningIndex()
        return constraintWarnings(newSince: &index) + viewWarnings(analysis, views: viewOrder)
    }

    /// What the shell runs after each change, in time that follows the change, not the
    /// layout: constraints made since the last call (checked against an index of the
    /// older ones, built once and kept), and `views` (those that moved or whose ambiguity
    /// changed, their subviews, the views new constraints name). A constant or priority
    /// edited later is not re-checked for repeating another.
    public func warningsAfterChange(_ analysis: LayoutAnalysis, views: Set<String>) -> [LayoutWarning] {
        let checked = viewOrder.count <= 64 ? viewOrder
            : tracker?.inDeclarationOrder(views, of: viewOrder) ?? viewOrder.filter(views.contains)
        return constraintWarnings(newSince: &warningIndex) + viewWarnings(analysis, views: checked)
    }

    /// The same with the views already in declaration order (`warningScope(for:extra:)`).
    public func warningsAfterChange(_ analysis: LayoutAnalysis, inOrder views: [String]) -> [LayoutWarning] {
        let constraints = constraintWarnings(newSince: &warningIndex)
        // The scope the tracker just gave out: read from its slots, not by name.
        if viewOrder.count > 64, let tracker, let scope = tracker.slots(ofScope: views) {
            let found = viewWarnings { tracker.forEachWarningInput(scope, self, $0) }
            return constraints.isEmpty ? found : constraints + found
        }
        return constraints + viewWarnings(analysis, views: viewOrder.count <= 64 ? viewOrder : views)
    }

    /// Whether a constraint id is still there and active (for keeping earlier warnings).
    public func isActiveConstraint(_ id: String) -> Bool { records[id]?.isActive == true }

    /// Records made after `index.serial`, newest last (recordOrder is creation order).
    private func constraintWarnings(newSince index: inout WarningIndex) -> [LayoutWarning] {
        var fresh: [ConstraintRecord] = []
        for id in recordOrder.reversed() {
            guard let record = records[id] else { continue }
            if record.serial <= index.serial { break }
            if record.isActive, record.canonical != nil { fresh.append(record) }
        }
        index.serial = nextSerial
        var found: [LayoutWarning] = []
        for record in fresh.reversed() {
            // The solver form: `a.leading == b.leading` and `a.left == b.left` are one
            // constraint left-to-right, and say so.
            // A lowered form is simplified when made: the key then keeps the record's own
            // terms (one array fewer per constraint indexed) rather than an equal copy.
            let simplified = record.lowered.expression.simplified()
            let expression = simplified == record.lowered.expression ? record.lowered.expression : simplified
            if expression.terms.isEmpty {
                let amount = record.lowered.violation(at: expression.constant)
                found.append(amount <= 1e-9 ? .alwaysTrue(id: record.id)
                             : .neverHolds(id: record.id, amount: roundToMicro(amount)))
                continue
            }
            let key = LoweredKey(expression: expression, relation: record.lowered.relation, priority: record.priority)
            // An indexed id may be gone or changed since: only a live match counts.
            if let other = index.keys[key], other != record.id, let earlier = records[other], earlier.isActive,
               LoweredKey(expression: earlier.lowered.expression.simplified(), relation: earlier.lowered.relation,
                          priority: earlier.priority) == key {
                found.append(.duplicate(id: record.id, of: other))
            } else {
                index.keys[key] = record.id
            }
        }
        return found
    }

    /// Past a scroll view's frame but inside its content area, a view is scrolled to, not
    /// clipped (asked only of a view found outside its superview).
    private func withinScrolledContent(_ frame: Rect, of superview: String) -> Bool {
        guard isScrollView(superview), let content = contentAreaFrame(of: superview) else { return false }
        let slack = 1e-6
        return frame.x >= content.x - slack && frame.y >= content.y - slack
            && frame.x + frame.width <= content.x + content.width + slack
            && frame.y + frame.height <= content.y + content.height + slack
    }

    private func viewWarnings(_ analysis: LayoutAnalysis, views checked: [String]) -> [LayoutWarning] {
        // Nearly all views have one superview and nothing ambiguous: the superview's bounds
        // are looked up once per run of siblings, and the ambiguity tables not at all when
        // empty (each lookup hashes a name).
        let anyAmbiguous = !analysis.ambiguous.isEmpty
        return viewWarnings { body in
            var cachedParent: String?
            var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
            var parentAmbiguous = false
            for view in checked {
                // Two fields read, not the whole view record copied out (it holds a dozen
                // references).
                guard let index = views.storage.index(forKey: view) else { continue }
                guard !views.storage.values[index].isGuide, let parent = views.storage.values[index].superview else { continue }
                if parent != cachedParent {
                    cachedParent = parent
                    bounds = analysis.frames[parent] ?? self.frame(of: parent)
                    parentAmbiguous = anyAmbiguous && analysis.ambiguous[parent] != nil
                }
                // The analysis holds every frame already (it is the layout's current one).
                let frame = analysis.frames[view] ?? self.frame(of: view)
                let ambiguity = anyAmbiguous ? analysis.ambiguous[view] : nil
                body(ViewWarningInput(view: view, superview: parent, frame: frame, bounds: bounds,
                                      isAmbiguous: ambiguity != nil, parentAmbiguous: parentAmbiguous,
                                      widthAmbiguous: ambiguity?[.width] != nil,
                                      heightAmbiguous: ambiguity?[.height] != nil))
            }
        }
    }

    /// Outside its superview, 0 wide or tall while pinned: from what each view's warnings
    /// read, in the order `inputs` hands them over (by name, or from the tracker's slots).
    private func viewWarnings(_ inputs: ((ViewWarningInput) -> Void) -> Void) -> [LayoutWarning] {
        var found: [LayoutWarning] = []
        var zeroSized: [(view: String, component: FrameComponent)] = []
        inputs { input in
            let frame = input.frame, bounds = input.bounds
            if !input.isAmbiguous, !input.parentAmbiguous {
                let slack = 1e-6
                if frame.x < -slack || frame.y < -slack || frame.x + frame.width > bounds.width + slack
                    || frame.y + frame.height > bounds.height + slack,
                   !withinScrolledContent(frame, of: input.superview) {
                    found.append(.outsideSuperview(view: input.view, superview: input.superview))
                }
            }
            // A hidden view is not meant to be seen: its size 0 is no news.
            guard hiddenViews.isEmpty || !hiddenViews.contains(input.view) else { return }
            if frame.width == 0 && !input.widthAmbiguous { zeroSized.append((input.view, .width)) }
            if frame.height == 0 && !input.heightAmbiguous { zeroSized.append((input.view, .height)) }
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

/// What a view's warnings read: its frame, its superview's bounds, and which of them is
/// ambiguous (where an ambiguous frame lies is arbitrary, and the ambiguity says so).
struct ViewWarningInput {
    var view: String
    var superview: String
    var frame: Rect
    var bounds: Rect
    var isAmbiguous: Bool
    var parentAmbiguous: Bool
    var widthAmbiguous: Bool
    var heightAmbiguous: Bool
}

/// Constraint keys seen so far and the serial they go up to (Layout keeps one, so each
/// change checks only the constraints it made).
struct WarningIndex {
    var serial = 0
    fileprivate var keys: [LoweredKey: String] = [:]
}

/// What makes two user constraints the same: their solver form and priority.
private struct LoweredKey: Hashable {
    var expression: Expression
    var relation: Relation
    var priority: Double
}

extension Layout {
    /// Views named by constraints made since the warnings last looked (whose pins may
    /// have landed on a 0-wide view that did not move).
    /// Each once, in no particular order. Most lines name a view or two: the list is
    /// searched (a set hashed each name, after every command, and reading a record out
    /// copied all of it), and only a long one (a VFL chain's line) is indexed.
    public func viewsNamedByNewConstraints() -> [String] {
        var named: [String] = []
        var index: Set<String>?
        for id in recordOrder.reversed() {
            guard let position = records.index(forKey: id) else { continue }
            if records.values[position].serial <= warningIndex.serial { break }
            for view in records.values[position].views {
                if index == nil, named.count >= 16 { index = Set(named) }
                if index?.insert(view).inserted ?? !named.contains(view) { named.append(view) }
            }
        }
        return named
    }
}
