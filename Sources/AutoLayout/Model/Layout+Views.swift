import Cassowary

/// Declaring, removing and shaping views.
extension Layout {
    /// Declares a subview of `superview`. With a frame the view translates its
    /// autoresizing mask into constraints (`Layout+Autoresizing.swift`): four required
    /// constraints, whose flexible parts follow the superview's size.
    public func declareView(_ name: String, in superview: String, frame: Rect?,
                            mask: AutoresizingMask = .none) throws(Diagnostic) {
        try checkNewView(name, in: superview)
        var basis: AutoresizingBasis?
        if let frame {
            try checkFrame(frame)
            basis = try autoresizingBasis(in: superview, mask: mask, frame: frame)
        }
        let record = makeViewRecord(name, superview: superview)
        views[name] = record
        viewList.append(name)
        views[superview]?.subviewList.append(name)
        appendToSettleOrder(record)
        addNonNegativeSizes(record)
        views[name]?.autoresizingMask = mask
        if let basis { installAutoresizing(name, basis) }
    }

    /// What `declareView` checks of a name and its superview before it changes anything.
    func checkNewView(_ name: String, in superview: String) throws(Diagnostic) {
        guard name != Self.rootName else { throw LayoutMessages.rootIsFixed }
        guard isIdentifier(name) else { throw LayoutMessages.invalidName(name) }
        guard views[name] == nil else { throw LayoutMessages.duplicateView(name) }
        // Asked in place, not through a copy of the record: a copy alive while the
        // superview's subviews grow below would copy that array for every view declared.
        guard let parentIsGuide = views[superview]?.isGuide else {
            throw LayoutMessages.unknownView(superview, among: viewOrder + [Self.rootName])
        }
        if parentIsGuide { throw LayoutMessages.guideHasNoSubviews(superview) }
    }

    /// For a line declaring several views (or guides) at once: the first name that
    /// `declareView` would refuse, with why, or nil. Checked before any is declared, a bad
    /// name leaves nothing to take back; a view declared and removed again can leave the
    /// ambiguous parts of other frames solved differently, and a failed line must change
    /// nothing.
    public func firstRefusedView(_ names: [String], in superview: String) -> (index: Int, error: Diagnostic)? {
        var seen = Set<String>()
        for (index, name) in names.enumerated() {
            do throws(Diagnostic) {
                try checkNewView(name, in: superview)
                guard seen.insert(name).inserted else { throw LayoutMessages.duplicateView(name) }
            } catch {
                return (index, error)
            }
        }
        return nil
    }

    func addNonNegativeSizes(_ view: ViewRecord) {
        for axis in Axis.allCases {
            let attribute = axis == .horizontal ? "width" : "height"
            // Text and views are left empty: the record derives both from its origin.
            addSystem(id: "nonNegative:\(view.name).\(attribute)", origin: .nonNegativeSize(view: view.name, axis: axis),
                      axis: axis, text: "", views: [],
                      Constraint(Expression(view.size(axis)), .greaterThanOrEqual))
        }
    }

    /// Removes the view, its subviews, and every constraint that names any of them.
    public func removeView(_ name: String) throws(Diagnostic) {
        guard name != Self.rootName else { throw LayoutMessages.rootIsFixed }
        guard let record = views[name] else {
            throw LayoutMessages.unknownView(name, among: viewOrder)
        }
        if let scroll = scrollView(ofContentArea: name) { throw LayoutMessages.error(.contentAreaFixed, name, scroll) }
        stackChangesOfLastRemoval = unstack(Set(subtree(of: name)))
        let scrolled = takeOutSubtree(name, record)
        dropUnusedContentAreas(of: scrolled)
        retryBroken()
    }

    /// Takes the view, its subviews and every constraint naming any of them out of the
    /// layout; returns the scroll views whose content area a removed constraint used.
    func takeOutSubtree(_ name: String, _ record: ViewRecord) -> Set<String> {
        let doomed = Set(subtree(of: name))
        var gone = Set<String>()
        var scrolled = Set<String>()
        for id in recordOrder {
            guard let constraint = records[id], constraint.views.contains(where: doomed.contains) else { continue }
            dropFromGroup(constraint)
            uninstall(id)
            if let canonical = constraint.canonical {
                untrackGuideUse(id, canonical)
                scrolled.formUnion(Self.contentAreaOwners(canonical))
            }
            records[id] = nil
            gone.insert(id)
        }
        // One pass rather than a search per constraint: a view may take thousands along.
        recordOrder.removeAll(where: gone.contains)
        for view in doomed { views[view] = nil }
        viewList.removeAll(where: doomed.contains)
        settleOrderCache = nil
        // The tracker's slots name views by position; a view added in the same report
        // could take a removed one's place and look like growth (see `viewsOnlyGrew`).
        tracker?.viewRemoved = true
        if let parent = record.superview { views[parent]?.subviewList.removeAll { $0 == name } }
        return scrolled
    }

    /// `addSubview:` of a view that has a superview: the view moves, with its subviews and
    /// guides, to the end of `superview`'s subviews. Its constraints stay and keep their
    /// meaning (every view is solved in root's coordinates); frames are read against the
    /// new superview. Refused for a view a stack arranges (the stack is its superview), a
    /// view that translates its mask (its frame is in the old superview's coordinates), and
    /// a move into the view's own subtree.
    public func moveView(_ name: String, to superview: String) throws(Diagnostic) {
        if let refusal = moveRefusal(name, to: superview) { throw refusal }
        moveView(name, into: superview)
    }

    /// Why `moveView(name, to: superview)` would be refused; nil when it would move.
    public func moveRefusal(_ name: String, to superview: String) -> Diagnostic? {
        guard name != Self.rootName else { return LayoutMessages.rootIsFixed }
        guard let record = views[name] else { return LayoutMessages.unknownView(name, among: viewOrder) }
        guard let parentIsGuide = views[superview]?.isGuide else {
            return LayoutMessages.unknownView(superview, among: viewOrder + [Self.rootName])
        }
        if record.isGuide { return LayoutMessages.guideNotView(name) }
        if parentIsGuide { return LayoutMessages.guideHasNoSubviews(superview) }
        if subtree(of: name).contains(superview) { return LayoutMessages.error(.moveIntoSubtree, name, superview) }
        if let stack = stackArranging(name), stack != superview { return LayoutMessages.error(.moveArranged, name, stack) }
        if record.autoresizing != nil { return LayoutMessages.error(.moveTranslating, name) }
        return nil
    }

    /// The view and all its descendants.
    func subtree(of name: String) -> [String] {
        var result: [String] = []
        var stack = [name]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: views[next]?.subviews ?? [])
        }
        return result
    }

    /// Resizes root incrementally. If required constraints then conflict, the most
    /// recently added user constraint among them breaks, and so on until it fits: the
    /// root size itself always wins (the screen is what it is).
    public func setRootSize(width: Double, height: Double) throws(Diagnostic) {
        guard Self.isSane(width), width >= 0 else { throw LayoutMessages.badSize("root width") }
        guard Self.isSane(height), height >= 0 else { throw LayoutMessages.badSize("root height") }
        for (axis, value) in [(Axis.horizontal, width), (.vertical, height)] {
            try resizeRoot(axis, to: value)
        }
        retryBroken()
    }

    private func resizeRoot(_ axis: Axis, to value: Double) throws(Diagnostic) {
        let id = Self.rootSizeID(axis)
        guard records[id]?.solverID != nil else {
            throw LayoutMessages.internalFailure("root size constraint missing")
        }
        while let conflict = tryConstant(id, -value) {
            // A mask that cannot follow (a flexible height pushed below 0) gives way
            // when no constraint of the user's is in the way: the screen still wins.
            guard let victim = conflict.filter({ records[$0]?.origin.isUser == true }).last
                    ?? conflict.filter({ records[$0]?.origin.isAutoresizing == true }).last else {
                retryBroken()
                throw LayoutMessages.internalFailure("the root size conflicts with the layout's own constraints")
            }
            breakConstraint(victim, conflict: conflict.filter { $0 != victim } + [id])
        }
        records[id]?.fixedText = "root.\(axis == .horizontal ? "width" : "height") == \(formatNumber(value))"
    }

    /// Takes an installed required constraint out of the solver and marks it broken.
    func breakConstraint(_ id: String, conflict: [String]) {
        uninstall(id)
        records[id]?.conflict = conflict
        brokenIDs.insert(id)
    }

    // MARK: content size

    /// Intrinsic content size; nil on an axis means none (UIKit's -1).
    public func setIntrinsicSize(_ view: String, width: Double?, height: Double?) throws(Diagnostic) {
        try requireView(view, among: viewOrder)
        if let width, !(Self.isSane(width) && width >= 0) { throw LayoutMessages.badSize("an intrinsic width") }
        if let height, !(Self.isSane(height) && height >= 0) { throw LayoutMessages.badSize("an intrinsic height") }
        views[view]?.intrinsic[.horizontal] = width
        views[view]?.intrinsic[.vertical] = height
        for axis in Axis.allCases { syncContentSize(view, axis) }
        restackAround(view, .intrinsicSize)
        tallestMayHaveChanged(around: view)
        retryBroken()
    }

    public func setHugging(_ view: String, _ axis: Axis, _ priority: Double) throws(Diagnostic) {
        try setContentPriority(view, axis, priority, \.hugging)
    }

    public func setResistance(_ view: String, _ axis: Axis, _ priority: Double) throws(Diagnostic) {
        try setContentPriority(view, axis, priority, \.resistance)
    }

    private func setContentPriority(_ view: String, _ axis: Axis, _ priority: Double,
                                    _ field: WritableKeyPath<ViewRecord, [Axis: Double]>) throws(Diagnostic) {
        try requireView(view, among: viewOrder)
        guard Priority(priority).isValid else { throw LayoutMessages.invalidPriority(priority) }
        views[view]?[keyPath: field][axis] = priority
        syncContentSize(view, axis)
        retryBroken()
    }

    package static func contentIDs(_ view: String, _ axis: Axis) -> (hug: String, resist: String) {
        let attribute = axis == .horizontal ? "width" : "height"
        return ("hug:\(view).\(attribute)", "resist:\(view).\(attribute)")
    }

    /// Brings the two content-size constraints of one axis in line with the view's
    /// intrinsic size and priorities (Apple's NSContentSizeLayoutConstraint).
    func syncContentSize(_ view: String, _ axis: Axis) {
        guard let record = views[view] else { return }
        let ids = Self.contentIDs(view, axis)
        guard let size = record.intrinsic[axis] else {
            discard(ids.hug); discard(ids.resist)
            return
        }
        let attribute = axis == .horizontal ? "width" : "height"
        let hug = record.hugging[axis] ?? 250
        let resist = record.resistance[axis] ?? 750
        // The intrinsic content size is the alignment rect's (UIKit).
        let variable = record.alignedSize(axis)
        setContentConstraint(ids.hug, origin: .contentHugging(view: view, axis: axis), axis: axis,
                             text: "\(view).\(attribute) <= \(formatNumber(size)) Hug:\(formatNumber(hug))",
                             view: view, priority: hug, Constraint(variable - size, .lessThanOrEqual, priority: Priority(hug)))
        setContentConstraint(ids.resist, origin: .compressionResistance(view: view, axis: axis), axis: axis,
                             text: "\(view).\(attribute) >= \(formatNumber(size)) CompressionResistance:\(formatNumber(resist))",
                             view: view, priority: resist,
                             Constraint(variable - size, .greaterThanOrEqual, priority: Self.resistanceLevel(resist)))
    }

    /// Where the solver ranks a compression resistance of `priority`: just above every other
    /// constraint of the same priority, as Interface Builder's stored frames show (an optional
    /// constraint at 750 gives way before a 750 resistance; docs/UIKIT-RULES.md), and below
    /// any higher priority a person can set (UIKit keeps priorities as Float: nothing lies
    /// between 750 and this). Required stays required.
    static func resistanceLevel(_ priority: Double) -> Priority {
        priority < 1000 ? Priority(priority + resistanceEdge) : Priority(priority)
    }

    static let resistanceEdge = 1e-6

    /// The level the solver holds a record at: its priority, a compression resistance's raised.
    func solverLevel(of record: ConstraintRecord) -> Priority {
        if case .compressionResistance = record.origin { return Self.resistanceLevel(record.priority) }
        return Priority(record.priority)
    }

    private func setContentConstraint(_ id: String, origin: ConstraintRecord.Origin, axis: Axis,
                                      text: String, view: String, priority: Double, _ constraint: Constraint) {
        guard let existing = records[id] else {
            addSystem(id: id, origin: origin, axis: axis, text: text, views: [view], priority: priority, constraint)
            return
        }
        records[id]?.fixedText = text
        if existing.priority != priority {
            records[id]?.priority = priority
            records[id]?.lowered = constraint
            changeSolverPriority(id, from: existing.priority)
        }
        replaceLowered(id, with: constraint)
    }

    /// Applies a record's new priority to the solver: in place between optional levels,
    /// by removing and re-adding across the required line.
    func changeSolverPriority(_ id: String, from old: Double) {
        guard let record = records[id], let solverID = record.solverID else { return }
        if old < 1000, record.priority < 1000,
           (try? solver.setPriority(solverID, solverLevel(of: record))) != nil {
            return
        }
        reinstall(id)
    }

    // MARK: margins, baselines, metrics

    /// directionalLayoutMargins; UIKit's rules (Layout+Guides.swift) decide what they become.
    public func setMargins(_ view: String, top: Double, left: Double, bottom: Double, right: Double) throws(Diagnostic) {
        try requireView(view, among: viewOrder + [Self.rootName])
        guard [top, left, bottom, right].allSatisfy(Self.isSane) else { throw LayoutMessages.badNumber("a margin") }
        try setMarginRules(view) { $0.explicit = Margins(top: top, left: left, bottom: bottom, right: right) }
    }

    /// Both baselines sit `offset` below the view's top (instead of at its bottom).
    public func setBaseline(_ view: String, offset: Double) throws(Diagnostic) {
        try requireView(view, among: viewOrder + [Self.rootName])
        guard Self.isSane(offset) else { throw LayoutMessages.badNumber("a baseline offset") }
        views[view]?.baselineOffset = offset
        views[view]?.font = nil
        baselinesMoved(view)
    }

    /// The view's text is in the system font `font`: its metrics place both baselines
    /// (instead of an offset `setBaseline` gave); nil puts them back at the bottom edge.
    public func setFont(_ view: String, _ font: TextFont?) throws(Diagnostic) {
        try requireView(view, among: viewOrder + [Self.rootName])
        if let font {
            guard Self.isSane(font.size), font.size > 0, font.size <= TextFont.largestSize else {
                throw LayoutMessages.badNumber("a font size")
            }
        }
        views[view]?.font = font
        views[view]?.baselineOffset = nil
        baselinesMoved(view)
    }

    /// The system font of the view's text, if `setFont` gave it one.
    public func font(of view: String) -> TextFont? {
        views[view]?.font
    }

    /// Constraints on the view's baselines, and a stack aligning by them, follow where
    /// they now are.
    func baselinesMoved(_ view: String) {
        relower(view) { $0 == .firstBaseline || $0 == .lastBaseline }
        restackAround(view, .baseline)
        if let stack = stackArranging(view) { stackBaselinesMoved(from: stack) }
    }

    /// Re-lowers the user constraints that use `view`'s attributes matching `affected`.
    func relower(_ view: String, where affected: (Attribute) -> Bool) {
        // Every record is looked at, so straight through the table (no hashing of ids) and
        // lhs and rhs apart (`terms` builds an array); the few found go in id order.
        let found = records.values.filter { record in
            guard let canonical = record.canonical else { return false }
            return canonical.lhs.contains { $0.view == view && affected($0.attribute) }
                || canonical.rhs.contains { $0.view == view && affected($0.attribute) }
        }
        for record in found.sorted(by: { $0.serial < $1.serial }) {
            guard let canonical = record.canonical,
                  let lowered = lower(canonical, priority: record.priority) else { continue }
            replaceLowered(record.id, with: lowered)
        }
        retryBroken()
    }

    /// A metric for later VFL lines; lines already added keep the value they were made with.
    public func setMetric(_ name: String, _ value: Double) throws(Diagnostic) {
        guard isIdentifier(name) else { throw LayoutMessages.invalidMetricName(name) }
        guard Self.isSane(value) else { throw LayoutMessages.badNumber("a metric") }
        metrics[name] = value
    }
}

extension Attribute {
    package var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }
}
