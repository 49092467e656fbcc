import Cassowary

/// What `stack NAME axis|distribution|alignment|spacing|margins|baseline …` changes; nil
/// fields stay as they are.
public struct StackSettings: Sendable {
    public var axis: Axis?
    public var distribution: StackSpec.Distribution?
    public var alignment: StackSpec.Alignment?
    public var spacing: Double?
    /// setCustomSpacing(_:after:): the view and its spacing; nil value = back to `spacing`.
    public var customSpacing: [(view: String, value: Double?)] = []
    /// What a view offers a fill-proportionally stack (`StackRecord.offers`); nil value =
    /// back to what alsh measures.
    public var offers: [(view: String, value: Double?)] = []
    public var marginsRelative: Bool?
    public var baselineRelative: Bool?

    public init(axis: Axis? = nil, distribution: StackSpec.Distribution? = nil,
                alignment: StackSpec.Alignment? = nil, spacing: Double? = nil,
                customSpacing: [(view: String, value: Double?)] = [],
                marginsRelative: Bool? = nil, baselineRelative: Bool? = nil) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment
        self.spacing = spacing; self.customSpacing = customSpacing
        self.marginsRelative = marginsRelative; self.baselineRelative = baselineRelative
    }
}

/// Live stack views. A stack is a view plus a `StackRecord`; its constraints are the
/// layout's own (origin `.stackView`), made by `StackBuilder`. Every change rebuilds the
/// stack's list of constraints and applies only the difference: an unchanged constraint
/// stays in the solver, a changed constant is edited in place, the rest are removed or
/// added. Every call happens whole or throws and changes nothing.
extension Layout {
    // MARK: reading

    /// Stacks in creation order.
    public var stackNames: [String] { stackOrder.elements }

    public func stack(_ name: String) -> StackRecord? { stacks[name] }

    public func isHidden(_ view: String) -> Bool { hiddenViews.contains(view) }

    /// Hidden views in declaration order.
    public var hiddenViewNames: [String] { hiddenViews.isEmpty ? [] : viewOrder.filter(hiddenViews.contains) }

    /// The stack that arranges `view`, if any (it is then the view's superview).
    public func stackArranging(_ view: String) -> String? {
        guard let parent = views[view]?.superview, let stack = stacks[parent],
              stack.arranged.contains(view) else { return nil }
        return parent
    }

    /// The stack's constraints in id order.
    public func stackConstraints(_ name: String) -> [LayoutConstraintInfo] {
        guard let ids = stacks[name]?.constraintIDs else { return [] }
        return ids.compactMap { records[$0] }.sorted { $0.serial < $1.serial }.map(info)
    }

    // MARK: making and editing

    /// `stack NAME axis … views A B C`: declares NAME (in root) and the views (in NAME) that
    /// do not exist yet, makes NAME a stack arranging them, and adds its constraints. An
    /// existing plain view becomes the stack; a view that is another view's subview moves
    /// into it, as `addArrangedSubview` adds a view that is not yet its subview.
    @discardableResult
    public func addStack(_ spec: StackSpec) throws(Diagnostic) -> StackChange {
        try checkStack(spec)
        let wasView = views[spec.name] != nil
        var declared: [String] = []
        do {
            if views[spec.name] == nil {
                try declareView(spec.name, in: Self.rootName, frame: nil)
                declared.append(spec.name)
            }
            for view in spec.views where views[view] == nil {
                try declareView(view, in: spec.name, frame: nil)
                declared.append(view)
            }
        } catch {
            for view in declared.reversed() { try? removeView(view) }
            throw error
        }
        var record = StackRecord(name: spec.name, axis: spec.axis, distribution: spec.distribution,
                                 alignment: spec.alignment, spacing: spec.spacing, arranged: spec.views)
        record.customSpacing = spec.customSpacing
        record.offers = spec.offers
        record.marginsRelative = spec.marginsRelative
        record.baselineRelative = spec.baselineRelative
        stacks[spec.name] = record
        stackOrder.append(spec.name)
        let adopted = adopt(spec.views, into: spec.name)
        var change = restack(spec.name)
        change.becameStack = wasView
        change.moved = adopted.moved
        change.stoppedTranslating = adopted.stoppedTranslating
        return change
    }

    /// What `addArrangedSubview` does to a view before the stack arranges it: a view that
    /// is another view's subview moves into the stack (its constraints stay: the stack is
    /// inside the old superview's tree, so every view they name is still there), and an
    /// arranged view stops translating its autoresizing mask.
    private func adopt(_ arranged: [String], into stack: String)
        -> (moved: [(view: String, from: String)], stoppedTranslating: [String]) {
        var moved: [(view: String, from: String)] = []
        var stopped: [String] = []
        for view in arranged {
            if let old = views[view]?.superview, old != stack {
                moveView(view, into: stack)
                moved.append((view, old))
            }
            if views[view]?.autoresizing != nil {
                try? setTranslatesAutoresizingMask(view, false)
                stopped.append(view)
            }
        }
        return (moved, stopped)
    }

    /// The view (with its subtree) becomes a subview of `parent`, last among its subviews.
    func moveView(_ name: String, into parent: String) {
        guard let old = views[name]?.superview, old != parent else { return }
        views[old]?.subviewList.removeAll { $0 == name }
        views[parent]?.subviewList.append(name)
        views[name]?.superview = parent
        // Frames are read against the new superview: the settle order and the tracked
        // analysis are made again.
        settleOrderCache = nil
        tracker?.viewRemoved = true
        relowerUnbalanced(around: name)
    }

    /// A constraint whose positions do not cancel is measured from its items' nearest
    /// common ancestor (`commonOriginShift`), which moving `name` can change.
    private func relowerUnbalanced(around name: String) {
        let moved = Set(subtree(of: name))
        let found = records.values.filter { record in
            guard let canonical = record.canonical, canonical.views.contains(where: moved.contains) else { return false }
            let weight = canonical.positionWeight(direction: direction)
            return weight.horizontal != 0 || weight.vertical != 0
        }
        guard !found.isEmpty else { return }
        for record in found.sorted(by: { $0.serial < $1.serial }) {
            guard let canonical = record.canonical,
                  let lowered = lower(canonical, priority: record.priority) else { continue }
            replaceLowered(record.id, with: lowered)
        }
        retryBroken()
    }

    /// Why `view` cannot be arranged in `stack` by moving it there, if it cannot.
    private func checkAdoptable(_ view: String, into stack: String) throws(Diagnostic) {
        guard let record = views[view], record.superview != stack else { return }
        if record.isGuide { throw LayoutMessages.guideNotView(view) }
        if views[stack] != nil, subtree(of: view).contains(stack) { throw StackMessages.containsStack(view, stack: stack) }
    }

    private func checkStack(_ spec: StackSpec) throws(Diagnostic) {
        guard isIdentifier(spec.name), spec.name != Self.rootName else { throw LayoutMessages.invalidName(spec.name) }
        if views[spec.name]?.isGuide == true { throw LayoutMessages.guideNotView(spec.name) }
        guard StackSpec.isValidSpacing(spec.spacing) else { throw LayoutMessages.badNumber("a spacing") }
        if stacks[spec.name] != nil { throw StackMessages.alreadyStacked(spec.name) }
        var seen = Set<String>()
        for view in spec.views {
            guard isIdentifier(view), view != Self.rootName else { throw LayoutMessages.invalidName(view) }
            guard view != spec.name else { throw StackMessages.stackInItself(view) }
            guard seen.insert(view).inserted else { throw StackMessages.duplicate(view) }
            try checkAdoptable(view, into: spec.name)
        }
        // Sorted: a dictionary's order changes from run to run, the fault named must not.
        for view in (spec.customSpacing.keys.sorted() + spec.offers.keys.sorted()) where !seen.contains(view) {
            throw StackMessages.notArranged(view, stack: spec.name, arranged: spec.views)
        }
        guard spec.customSpacing.values.allSatisfy(StackSpec.isValidSpacing) else {
            throw LayoutMessages.badNumber("a spacing")
        }
        guard spec.offers.values.allSatisfy(StackSpec.isValidOffer) else {
            throw LayoutMessages.badNumber("a length")
        }
        if spec.axis == .vertical, spec.alignment.isBaseline { throw StackMessages.baselineInVerticalStack }
    }

    /// addArrangedSubview / insertArrangedSubview(_:at:): declares `view` in the stack if
    /// it is new; an arranged view moves to `index` (the end when nil).
    @discardableResult
    public func arrange(_ view: String, in name: String, at index: Int? = nil) throws(Diagnostic) -> StackChange {
        guard var stack = stacks[name] else { throw notAStack(name) }
        guard isIdentifier(view), view != Self.rootName else { throw LayoutMessages.invalidName(view) }
        guard view != name else { throw StackMessages.stackInItself(view) }
        try checkAdoptable(view, into: name)
        stack.arranged.removeAll { $0 == view }
        let position = index ?? stack.arranged.count
        guard position >= 0, position <= stack.arranged.count else {
            throw StackMessages.badIndex(position, count: stack.arranged.count)
        }
        if views[view] == nil { try declareView(view, in: name, frame: nil) }
        stack.arranged.insert(view, at: position)
        stacks[name] = stack
        let adopted = adopt([view], into: name)
        var change = restack(name)
        change.moved = adopted.moved
        change.stoppedTranslating = adopted.stoppedTranslating
        return change
    }

    /// removeArrangedSubview: out of the arrangement (and its custom spacing with it);
    /// the view stays a subview of the stack.
    @discardableResult
    public func unarrange(_ view: String, from name: String) throws(Diagnostic) -> StackChange {
        guard var stack = stacks[name] else { throw notAStack(name) }
        guard let index = stack.arranged.firstIndex(of: view) else {
            throw StackMessages.notArranged(view, stack: name, arranged: stack.arranged)
        }
        stack.arranged.remove(at: index)
        stack.customSpacing[view] = nil
        stack.offers[view] = nil
        stacks[name] = stack
        return restack(name)
    }

    /// Sets (or, for nil, drops) a per-view value of `stack` (`spacing after`, `offer`):
    /// each view must be arranged in it and each value pass `isValid`.
    private static func setPerView(_ values: [(view: String, value: Double?)],
                                   _ field: WritableKeyPath<StackRecord, [String: Double]>,
                                   of stack: inout StackRecord, name: String,
                                   isValid: (Double) -> Bool, what: String) throws(Diagnostic) {
        for (view, value) in values {
            guard stack.arranged.contains(view) else {
                throw StackMessages.notArranged(view, stack: name, arranged: stack.arranged)
            }
            if let value, !isValid(value) { throw LayoutMessages.badNumber(what) }
            stack[keyPath: field][view] = value
        }
    }

    /// axis, distribution, alignment, spacing, custom spacing, offered lengths, margins- and
    /// baseline-relative arrangement, all checked before any is applied.
    @discardableResult
    public func updateStack(_ name: String, _ settings: StackSettings) throws(Diagnostic) -> StackChange {
        guard var stack = stacks[name] else { throw notAStack(name) }
        if let axis = settings.axis { stack.axis = axis }
        if let distribution = settings.distribution { stack.distribution = distribution }
        if let alignment = settings.alignment { stack.alignment = alignment }
        if let spacing = settings.spacing {
            guard StackSpec.isValidSpacing(spacing) else { throw LayoutMessages.badNumber("a spacing") }
            stack.spacing = spacing
        }
        try Self.setPerView(settings.customSpacing, \.customSpacing, of: &stack, name: name,
                            isValid: StackSpec.isValidSpacing, what: "a spacing")
        try Self.setPerView(settings.offers, \.offers, of: &stack, name: name,
                            isValid: StackSpec.isValidOffer, what: "a length")
        if let on = settings.marginsRelative { stack.marginsRelative = on }
        if let on = settings.baselineRelative { stack.baselineRelative = on }
        if stack.axis == .vertical, stack.alignment.isBaseline { throw StackMessages.baselineInVerticalStack }
        stacks[name] = stack
        return restack(name)
    }

    /// isHidden. A hidden arranged view collapses as UISV-hiding makes it; any other view
    /// only records the flag (UIKit keeps hidden views in the layout): nil then.
    @discardableResult
    public func setHidden(_ view: String, _ hidden: Bool) throws(Diagnostic) -> StackChange? {
        guard view != Self.rootName else { throw StackMessages.rootNotHidden }
        guard views[view] != nil else { throw LayoutMessages.unknownView(view, among: viewOrder) }
        if hidden { hiddenViews.insert(view) } else { hiddenViews.remove(view) }
        return stackArranging(view).map { restack($0) }
    }

    private func notAStack(_ name: String) -> Diagnostic {
        views[name] == nil ? LayoutMessages.unknownView(name, among: stackOrder.isEmpty ? viewOrder : stackOrder.elements)
            : StackMessages.notAStack(name, stacks: stackOrder.elements)
    }

    // MARK: keeping stacks in step with their views

    /// Before `removeView` drops `doomed`: stacks among them go; the others let go of the
    /// doomed views they arrange and are updated. Returns what changed.
    func unstack(_ doomed: Set<String>) -> [StackChange] {
        hiddenViews.subtract(doomed)
        guard !stacks.isEmpty else { return [] }
        var changes: [StackChange] = []
        for name in stackOrder {
            if doomed.contains(name) {
                // Its constraints all name the stack: removeView takes them with it.
                stacks[name] = nil
                continue
            }
            guard var stack = stacks[name], stack.arranged.contains(where: doomed.contains) else { continue }
            stack.arranged.removeAll(where: doomed.contains)
            for view in doomed {
                stack.customSpacing[view] = nil
                stack.offers[view] = nil
            }
            stacks[name] = stack
            changes.append(restack(name))
        }
        stackOrder.removeAll(where: doomed.contains)
        return changes
    }

    /// What changed about a view that a stack's constraints may read.
    /// What a stack may read of an arranged view. Margins are not here: a margins-relative
    /// stack follows its own margins through the layout pass (`trackStackMargins`).
    enum StackInput { case intrinsicSize, baseline }

    /// After a view's intrinsic size or baseline changed: the stack arranging it is
    /// brought up to date if its constraints read that.
    /// Only those that read it: giving 1,000 arranged views their sizes must not rebuild
    /// the stack 1,000 times.
    func restackAround(_ view: String, _ input: StackInput) {
        guard !stacks.isEmpty else { return }
        switch input {
        case .intrinsicSize:
            restackProportionalAbove(view)
        case .baseline:
            if let parent = stackArranging(view), let stack = stacks[parent], stack.alignment.isBaseline || stack.baselineRelative {
                restack(parent)
            }
            restackVendingReaders(of: view)
        }
    }

    /// A stack further up whose constraints read `view`'s baseline through the nested
    /// stacks between (the view they vend) is rebuilt: the baseline's place moved.
    private func restackVendingReaders(of view: String) {
        guard var item = stackArranging(view) else { return }
        for _ in 0...views.count {
            guard let parent = stackArranging(item) else { return }
            if let stack = stacks[parent], stack.vendedBaselines[item].map({ $0.first == view || $0.last == view }) == true {
                restack(parent)
            }
            item = parent
        }
    }

    /// The views the arranged stacks of `stack` vend for their baselines now.
    func vendedBaselines(of stack: StackRecord) -> [String: VendedBaselines] {
        var vended: [String: VendedBaselines] = [:]
        for view in stack.arranged where stacks[view] != nil {
            vended[view] = VendedBaselines(first: baselineView(of: view, last: false),
                                           last: baselineView(of: view, last: true))
        }
        return vended
    }

    /// A stack reading baselines arranges `view`, a stack: it is rebuilt when the view
    /// `view` vends for its baselines is no longer the one its constraints were built on
    /// (a view hidden, a taller one), and that rebuild goes on up the chain.
    func restackBaselineReaders(above view: String) {
        guard stacks[view] != nil, let parent = stackArranging(view), let stack = stacks[parent],
              stack.readsBaselines,
              stack.vendedBaselines[view] != VendedBaselines(first: baselineView(of: view, last: false),
                                                             last: baselineView(of: view, last: true))
        else { return }
        restack(parent)
    }

    /// The nearest fill-proportionally stack up the chain of stacks arranging `view` reads
    /// its length (through the nested stacks between), so it is rebuilt; it rebuilds the
    /// next one above it in turn.
    private func restackProportionalAbove(_ view: String) {
        var item = view
        while let parent = stackArranging(item), let stack = stacks[parent] {
            if stack.distribution == .fillProportionally {
                restack(parent)
                return
            }
            item = parent
        }
    }

    /// Rebuilds the stack's constraints and applies the difference to the solver.
    @discardableResult
    func restack(_ name: String) -> StackChange {
        var change = StackChange(stack: name)
        guard var stack = stacks[name] else { return change }
        if StackBuilder.needsSpanner(stack), stack.spanner == nil {
            stack.spanner = (solver.makeVariable("\(name).alignmentSpanner.origin"),
                             solver.makeVariable("\(name).alignmentSpanner.length"))
        }
        if stack.arranged.count >= 2, stack.spacingVariable == nil {
            stack.spacingVariable = solver.makeVariable("\(name).spacing")
        }
        trackStackMargins(name, relative: stack.marginsRelative)
        var builder = StackBuilder(stack: stack, views: views.storage, hidden: hiddenViews, spanner: stack.spanner,
                                   spacing: stack.spacingVariable, direction: direction)
        stack.proportionalLengths = stack.distribution == .fillProportionally ? proportionalLengths(of: stack) : [:]
        builder.proportionalLengths = stack.proportionalLengths
        stack.vendedBaselines = stack.readsBaselines ? vendedBaselines(of: stack) : [:]
        builder.vendedBaselines = stack.vendedBaselines
        builder.build()
        let wanted = Set(builder.items.map(\.id))
        // Removed first, so nothing about to go can stand in the way of what comes.
        var gone = Set<String>()
        // In id order: the set's own order changes from run to run (seeded hashing), and
        // the order of removals decides which of several equal solutions an ambiguous
        // layout shows, which must be the same every time a script is run.
        for id in stack.constraintIDs.sorted() where !wanted.contains(id) {
            uninstall(id)
            records[id] = nil
            gone.insert(id)
        }
        if !gone.isEmpty {
            recordOrder.removeAll(where: gone.contains)
            change.removed = gone.sorted()
        }
        for item in builder.items {
            guard let record = records[item.id] else {
                addSystem(id: item.id, origin: .stackView(stack: name), axis: item.axis, text: item.text,
                          views: item.views, item.constraint)
                records[item.id]?.shownConstant = item.shownConstant
                change.added.append((item.id, item.text))
                continue
            }
            records[item.id]?.shownConstant = item.shownConstant
            if record.lowered == item.constraint && record.fixedText == item.text { continue }
            // Apple's constraint changed (a gap's text follows the spacing even when its
            // solver form, which reads the spacing variable, stays as it was).
            change.changed.append((item.id, item.text))
            records[item.id]?.fixedText = item.text
            records[item.id]?.fixedViews = item.views
            records[item.id]?.fixedAxis = item.axis
            if record.lowered == item.constraint { continue }
            records[item.id]?.priority = item.constraint.priority.value
            // Same terms, relation and priority: only the constant moves, in place.
            replaceLowered(item.id, with: item.constraint)
        }
        stack.constraintIDs = wanted
        stacks[name] = stack
        // Constraints on this stack's baselines (and on the stacks above) follow the view it vends now.
        stackBaselinesMoved(from: name)
        restackBaselineReaders(above: name)
        retryBroken()
        // A fill-proportionally stack arranging this one reads its content length.
        restackProportionalAbove(name)
        return change
    }

    /// The length a view offers the fill-proportionally stack `parent` along its axis,
    /// as UIKit measures it when it updates the stack's constraints. A view offers its
    /// intrinsic length, or without one `systemLayoutSizeFittingSize:`, which UIKit solves
    /// in the window's engine where the stack's constraints hold the view: its current
    /// length, which is what `stack NAME offer VIEW N` gives (the importer writes the
    /// stored one). Without it, the compressed fitting size stands in: what the view's
    /// content holds it to. A stack overrides
    /// `_proportionalFillLengthForOrderedArrangement:relevantParentAxis:` to always fit: in
    /// a vertical parent with fill alignment at the parent's width (less its margins when it
    /// arranges inside them) with its height compressed, else compressed both ways.
    func proportionalLength(of view: String, in parent: StackRecord) -> Double {
        if let offered = parent.offers[view] { return offered }
        let isStack = stacks[view] != nil
        if !isStack, let length = views[view]?.intrinsic[parent.axis] { return length }
        var width: Double?
        if isStack, parent.axis == .vertical, parent.alignment == .fill, let record = views[parent.name] {
            settleSolution()
            var inner = solver.value(record.width)
            if parent.marginsRelative { inner -= record.margins.left + record.margins.right }
            width = max(0, roundToMicro(inner))
        }
        let size = fittedSize(of: view, width: width)
        return parent.axis == .horizontal ? size.width : size.height
    }

    /// What each arranged view of a fill-proportionally stack offers it now.
    func proportionalLengths(of stack: StackRecord) -> [String: Double] {
        var lengths: [String: Double] = [:]
        for view in stack.arranged where !hiddenViews.contains(view) {
            lengths[view] = proportionalLength(of: view, in: stack)
        }
        return lengths
    }

    /// UIKit measures what the arranged views offer a fill-proportionally stack when it
    /// updates the stack's constraints, after everything their sizes rest on is in place
    /// (an imported view's own constraints come after the stack). So after every change
    /// each such stack is measured again and rebuilt if what it was built from moved.
    func remeasureProportionalStacks() {
        for name in stackOrder {
            guard let stack = stacks[name], stack.distribution == .fillProportionally,
                  proportionalLengths(of: stack) != stack.proportionalLengths else { continue }
            restack(name)
        }
    }
}
