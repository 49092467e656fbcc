import Cassowary

/// Whose baseline a view's baseline constraints use. UIKit asks the view for
/// `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` (UIView returns itself) and
/// measures that view's baseline; a UIStackView vends one of its arranged views, which
/// may itself be a stack (docs/UIKIT-RULES.md, "A stack view's baselines are an arranged
/// view's").
extension Layout {
    /// The view whose baseline stands for `view`'s first (or last) baseline: `view` itself
    /// unless it is a stack, else the view its arrangement vends, followed down nested
    /// stacks; nil when a stack vends nothing (no visible view, or none with an intrinsic
    /// height where the tallest is asked for): the stack's own edges stand in then.
    public func baselineView(of view: String, last: Bool) -> String? {
        var current = view
        // A stack arranges only its own subviews, so the chain ends within the view count.
        for _ in 0...views.count {
            guard let stack = stacks[current] else { return current }
            guard let vended = vendedBaselineView(of: stack, last: last) else { return current == view ? nil : current }
            current = vended
        }
        return current
    }

    /// `-[UIStackView _baselineViewForFirst:]`: a horizontal stack asks its arrangement for
    /// the tallest visible view where its alignment leaves the baseline's side free (the
    /// last baseline of a top or first-baseline stack, the first of a bottom or
    /// last-baseline stack, both of a centred one); otherwise, and in every vertical
    /// stack, the first (last) visible arranged view.
    private func vendedBaselineView(of stack: StackRecord, last: Bool) -> String? {
        if stack.axis == .horizontal, wantsTallest(stack.alignment, last: last) { return tallestView(of: stack) }
        let visible = stack.arranged.filter { !hiddenViews.contains($0) }
        return last ? visible.last : visible.first
    }

    private func wantsTallest(_ alignment: StackSpec.Alignment, last: Bool) -> Bool {
        switch alignment {
        case .center: true
        case .leading, .firstBaseline: last
        case .trailing, .lastBaseline: !last
        case .fill: false
        }
    }

    /// `-[_UIOrderedLayoutArrangement _tallestItem]`: the first visible arranged view with
    /// the greatest intrinsic height above 0; nil when none has one.
    private func tallestView(of stack: StackRecord) -> String? {
        var tallest: (view: String, height: Double)?
        for view in stack.arranged where !hiddenViews.contains(view) {
            let height = calculatedIntrinsicHeight(of: view)
            if height > (tallest?.height ?? 0) { tallest = (view, height) }
        }
        return tallest?.view
    }

    /// `_calculatedIntrinsicHeight`: a view's intrinsic height (0 without one); a stack's
    /// is its visible views' heights and gaps summed when vertical, its tallest view's
    /// when horizontal.
    private func calculatedIntrinsicHeight(of view: String, depth: Int = 0) -> Double {
        guard let stack = stacks[view], depth <= views.count else { return views[view]?.intrinsic[.vertical] ?? 0 }
        let visible = stack.arranged.filter { !hiddenViews.contains($0) }
        let heights = visible.map { calculatedIntrinsicHeight(of: $0, depth: depth + 1) }
        guard stack.axis == .vertical else { return heights.max() ?? 0 }
        return heights.reduce(0, +) + stack.spacing * Double(max(0, visible.count - 1))
    }

    /// The expression a constraint on a stack's baseline reads: the vended view's baseline,
    /// or the stack's own edge when it vends nothing.
    func baselineExpression(of record: ViewRecord, _ attribute: Attribute) -> Expression {
        let last = attribute == .lastBaseline
        guard stacks[record.name] != nil, let source = baselineView(of: record.name, last: last),
              source != record.name, let index = views.index(forKey: source) else {
            return record.expression(attribute, direction: direction)
        }
        return views.values[index].expression(attribute, direction: direction)
    }

    /// Where `view`'s baseline is, in its superview's coordinates, when a stack vends
    /// another view's: nil for any other view (its frame and font tell).
    public func vendedBaselineValue(of view: String, last: Bool) -> Double? {
        guard stacks[view] != nil, let source = baselineView(of: view, last: last), source != view,
              let record = views[source] else { return nil }
        settleSolution()
        let attribute: Attribute = last ? .lastBaseline : .firstBaseline
        let top = views[view]?.superview.flatMap { views[$0] }.map { solver.value($0.top) } ?? 0
        return roundToMicro(solver.value(record.edge(attribute, direction: direction)) - top)
    }

    /// After an arranged view's intrinsic size changed: a horizontal stack up the chain
    /// that vends its tallest view may vend another now. Only then are constraints looked
    /// at: giving 1,000 arranged views their sizes must not scan every constraint 1,000 times.
    func tallestMayHaveChanged(around view: String) {
        guard !stacks.isEmpty, let parent = stackArranging(view) else { return }
        var item = parent
        for _ in 0...views.count {
            guard let stack = stacks[item] else { return }
            if stack.axis == .horizontal, stack.alignment != .fill {
                stackBaselinesMoved(from: parent)
                restackBaselineReaders(above: item)
                return
            }
            guard let above = stackArranging(item) else { return }
            item = above
        }
    }

    /// After a stack's arrangement, or a view it may vend, changed: the constraints on the
    /// baselines of every stack up the chain are lowered again onto the view vended now.
    /// Only stacks some constraint names by a baseline are looked at: re-lowering scans
    /// every constraint, and a stack is rebuilt at every change of its views.
    func stackBaselinesMoved(from view: String) {
        let named = viewsNamedByBaseline()
        guard !named.isEmpty else { return }
        var item = view
        for _ in 0...views.count {
            if stacks[item] != nil, named.contains(item) { relower(item) { $0 == .firstBaseline || $0 == .lastBaseline } }
            guard let parent = stackArranging(item) else { return }
            item = parent
        }
    }

    /// At least every view some constraint names by a baseline: read once, then kept up
    /// as constraints are registered (one removed may leave its views in: a view too many
    /// only costs a scan). An undo clears it.
    func viewsNamedByBaseline() -> Set<String> {
        if let named = viewsNamedByBaselineCache { return named }
        var named = Set<String>()
        for record in records.values { Self.baselineViews(of: record, into: &named) }
        viewsNamedByBaselineCache = named
        return named
    }

    /// A new record's baseline terms join the set, if it is being kept.
    func noteBaselineTerms(of record: ConstraintRecord) {
        guard viewsNamedByBaselineCache != nil else { return }
        Self.baselineViews(of: record, into: &viewsNamedByBaselineCache!)
    }

    private static func baselineViews(of record: ConstraintRecord, into named: inout Set<String>) {
        guard let canonical = record.canonical else { return }
        for term in canonical.lhs + canonical.rhs where term.attribute == .firstBaseline || term.attribute == .lastBaseline {
            named.insert(term.view)
        }
    }
}
