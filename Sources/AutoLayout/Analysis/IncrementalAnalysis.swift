import Cassowary

/// The analysis the shell reports after every command, kept up to date change by change
/// (SPEC §10): after a change only the views the solver says may have moved are looked
/// at again, so a command costs what its change costs, not what the session holds.
///
/// What is re-examined after a change:
/// - views owning a variable the solver marked (`Solver.takeChanges()`), and the subviews
///   of a view whose origin was marked (frames are in superview coordinates); their
///   ambiguity only when the variable's row was reshaped (`SolverChanges.reshaped`) or
///   the view is not plainly fixed (a constant shift keeps a plainly fixed view so);
/// - views with a component that is not plainly fixed (`unsettled`) whose answer read a
///   row the change wrote, or a free direction a written row mentions (its
///   `AmbiguityFootprint`): the face LP of such a component spans rows away from the view;
///   components of the constraint graph the change did not reach are not asked again,
///   nor even looked at: `FootprintIndex` leads from the written rows to the views;
/// - optional constraints whose marker or error symbols were marked (their violation is
///   a function of those symbols' values alone);
/// - conflicts, from the layout's broken set (small).
/// A new view is examined as it appears; anything else about the view table changing
/// (a view removed), or the solver rebuilding its tableau, falls back to `analyze()` and
/// the full diff. `IncrementalAnalysisTests` checks this against `analyze()` step by step.
final class AnalysisTracker {
    struct Slot {
        var name: String
        var left, top, width, height: Variable
        /// The superview's slot, or -1 for root.
        var parent: Int
        var children: [Int] = []
        /// What each component's answer read when it was not plainly fixed: while the
        /// solver writes none of it (and none of the component's variables), it stands.
        var footprints = ComponentFootprints()
        /// The components ambiguous in the view's entry in `analysis.ambiguous` (`x` …
        /// bits); the entry itself is kept beside the slots (`ambiguities`), read only
        /// when either this or a new answer is not empty: a slot is read by every pass
        /// over the moved views, and the entry inline made it five cache lines, not two.
        var ambiguous: UInt8 = 0
        /// The view's entry in `analysis.frames` (nil before it is first read), and whether
        /// it is in `unsettled`: an unchanged frame or status costs no hashing.
        var frame: Rect?
        var isUnsettled = false
        /// Components still ambiguous whose entry holds an earlier answer's range and cause
        /// (`Layout.frameAmbiguity(…keeping:…)`), until `answerStaleRanges` finds them.
        var stale: UInt8 = 0
        /// A layout guide (declared so, never changed): it has no warnings of its own.
        var isGuide = false
        /// Where `frame` is in `analysis.frames`, while `framesShape` is what it was when
        /// found: a moved frame is then written there without hashing the name.
        var frameIndex: Dictionary<String, Rect>.Index?
        var frameIndexShape = -1

        var frameVariables: FrameVariables {
            FrameVariables(left: left, top: top, width: width, height: height)
        }
    }

    private(set) var analysis: LayoutAnalysis
    /// Counts the keys put in `analysis.frames` (which invalidates its indices; keys are
    /// never taken out: a removed view starts a new tracker).
    private var framesShape = 0
    /// Root first, then the views in declaration order.
    private var slots: [Slot] = []
    /// By slot, the view's entry in `analysis.ambiguous` (empty when it has none):
    /// comparing with it costs no lookup by name.
    private var ambiguities: [FrameAmbiguity] = []
    private var slotByName: [String: Int] = [:]
    /// Variable id → the slot whose frame it is part of, or -1.
    private var slotOfVariable: [Int32] = []
    private var unsettled = Set<Int>()
    /// Slots with `stale` components (perhaps a few more: a slot answered in full since).
    private var staleSlots = Set<Int>()
    /// From the solver's rows and free directions to the unsettled slots whose footprints
    /// read them: a change asks `mayDiffer` of the views it can reach, not of every one.
    private var footprintIndex = FootprintIndex()
    /// Scratch flags by slot for `update` and `warningScope`, zero between calls.
    private var slotMarks: [UInt8] = []
    private var slotAsks: [UInt8] = []
    /// Set by an undo, whose solver edits (constraints out, then the old ones back in)
    /// need not write the rows an unsettled answer read: every unsettled view is asked again.
    var unsettledStale = false
    /// Slots the last `update` reported moved, and those whose ambiguity it reported
    /// changed, in slot order (for `warningScope`, which would otherwise look every name
    /// up again after a change that moved thousands of views).
    private var lastMoved: [Int] = []
    private var lastAmbiguityChanged: [Int] = []
    /// The last scope `warningScope` gave out, by slot and by name.
    private var lastScope: (slots: [Int], names: [String])?
    /// Whether those come from an `update` (a tracker just made has reported nothing).
    private var hasUpdated = false
    /// Active optional constraints the solution violates, and the list the analysis
    /// holds of them.
    private var broken = BrokenOptionals()

    /// Examines every view, as `analyze()` does; the solver's changes must have been taken.
    init(_ layout: Layout) {
        analysis = LayoutAnalysis(viewOrder: layout.viewOrder)
        addSlot(Layout.rootName, layout)
        for name in layout.viewOrder { addSlot(name, layout) }
        // A view a stack took in may come before its new superview in declaration order:
        // its superview had no slot yet when its slot was made.
        if slots.indices.dropFirst().contains(where: { slots[$0].parent < 0 }) { linkFamilies(layout) }
        var ignored = LayoutChanges()
        let memo = AnalysisMemo()
        for slot in slots.indices { examine(slot, layout, into: &ignored, memo: memo) }
        broken = BrokenOptionals(layout)
        analysis.conflicts = layout.currentConflicts()
        analysis.brokenOptional = broken.list
    }

    /// Some view's ambiguity answer depends on rows away from it (see `update`).
    var isWatchingFootprints: Bool { !unsettled.isEmpty }

    /// Set by `Layout.removeView`: between two updates a view may be removed and another
    /// added in its place (a `load`, or `remove view c` then `view q`), which the order
    /// alone cannot tell from growth; so a removal always falls back to `analyze()`.
    var viewRemoved = false

    /// True if the view table only grew since the tracker last looked (no view removed).
    func viewsOnlyGrew(_ order: [String]) -> Bool {
        guard !viewRemoved else { return false }
        let known = slots.count - 1
        guard order.count >= known else { return false }
        return known == 0 || (order[0] == slots[1].name && order[known - 1] == slots[known].name)
    }

    /// `names` (views of the layout) in `order`, the layout's declaration order, sorted by
    /// slot when the slots follow that order (they do after an `update`): a few touched
    /// views cost their number, not a pass over every view. nil if a name has no slot.
    func inDeclarationOrder(_ names: Set<String>, of order: [String]) -> [String]? {
        guard slots.count == order.count + 1 else { return nil }
        var indices: [Int] = []
        indices.reserveCapacity(names.count)
        for name in names {
            // Root, and names no longer declared, are not in `order`.
            guard let slot = slotByName[name], slot > 0 else { continue }
            guard order[slot - 1] == name else { return nil }
            indices.append(slot)
        }
        return indices.sorted().map { slots[$0].name }
    }

    /// The slot of a view of the layout whose declaration order is `order`, when the slots
    /// are current (every view has one, at its place in `order`); nil otherwise.
    func currentSlot(_ name: String, of order: [String]) -> Int? {
        guard !viewRemoved, slots.count == order.count + 1, let slot = slotByName[name] else { return nil }
        return slot == 0 || order[slot - 1] == name ? slot : nil
    }

    /// A view's superview and subviews as its slot holds them (a view's superview never
    /// changes, and its subviews are the views declared into it).
    func superview(ofSlot slot: Int) -> String? {
        slots[slot].parent >= 0 ? slots[slots[slot].parent].name : nil
    }

    func subviews(ofSlot slot: Int) -> [String] { slots[slot].children.map { slots[$0].name } }

    /// Brings the analysis up to date with what the solver marked, and says what changed.
    func update(_ layout: Layout, _ changes: SolverChanges) -> LayoutChanges {
        // Two marks per slot: its frame may have moved (1), its ambiguity may have changed
        // (2). A variable whose row only had its constant shifted (a resize that pivots
        // nothing) moves its view but leaves a plainly fixed view plainly fixed: only
        // views whose answer read constants (the unsettled) are asked again for it.
        // Beside them, which frame components may have moved (`Self.x` …): a resize
        // moves every view's x and width, and its y and height are kept without reading
        // the solver.
        // Views declared since get their slots first, so the flags below are sized once.
        let firstNew = slots.count
        for name in layout.viewOrder.dropFirst(slots.count - 1) { addSlot(name, layout) }
        // A flag per slot, not a set: a rotation marks every view, and hashing them cost
        // more than reading their frames. Kept between updates (`slotMarks`), all zero
        // outside one: an array made per command was a pass over every slot.
        var marks: [UInt8] = [], asks: [UInt8] = []
        swap(&marks, &slotMarks)
        swap(&asks, &slotAsks)
        if marks.count < slots.count {
            marks.append(contentsOf: repeatElement(0, count: slots.count - marks.count))
            asks.append(contentsOf: repeatElement(0, count: slots.count - asks.count))
        }
        // Beside the marks, the components whose ambiguity is asked again (`Self.x` …):
        // those whose own footprint the change reached or whose variable it wrote. A grid
        // row's new width bound re-asks its views' widths and x, not their y and height.
        var marked: [Int] = []
        if changes.variables.count >= 256 { marked.reserveCapacity(min(slots.count, changes.variables.count)) }
        defer {
            for slot in marked {
                marks[slot] = 0
                asks[slot] = 0
            }
            swap(&marks, &slotMarks)
            swap(&asks, &slotAsks)
        }
        // Nothing writes the solver while the views are examined: answers (and faces, which
        // the unsettled views' check below builds first) may be shared.
        let memo = AnalysisMemo()
        // After an undo the rows an answer read may have been written without a mark
        // (see `unsettledStale`): no noted face is offered for reuse then.
        let unsettledStaleAtStart = unsettledStale
        // The solver and its memo taken once: each read of them was a retain and release.
        let solver = layout.solver, solverMemo = memo.solver
        // The unsettled views whose footprints the change touched (those it did not touch
        // cannot differ), through the index: not a pass over every unsettled view.
        let touched = unsettledStale ? [] : footprintIndex.slots(touchedBy: changes)
        // Flags, slots and the variables' slots through their buffers: a rotation marks
        // every view, and each write through the arrays checked that they were not shared.
        // Footprints are read in place: copied out of the array, each retained its faces.
        marks.withUnsafeMutableBufferPointer { marks in
        asks.withUnsafeMutableBufferPointer { asks in
        slots.withUnsafeMutableBufferPointer { slots in
        slotOfVariable.withUnsafeBufferPointer { slotOfVariable in
            func mark(_ slot: Int, _ bits: UInt8, asking: UInt8 = 0) {
                if marks[slot] == 0 { marked.append(slot) }
                marks[slot] |= bits
                asks[slot] |= asking
            }
            if unsettledStale {
                for slot in unsettled { mark(slot, 3 | Self.allComponents, asking: Self.allComponents) }
            } else {
                for slot in touched {
                    let differing = slots[slot].footprints.mayDiffer(after: changes, in: solver, memo: solverMemo)
                    if differing != 0 { mark(slot, 3 | Self.allComponents, asking: differing) }
                }
            }
            for slot in firstNew..<slots.count { mark(slot, 3 | Self.allComponents, asking: Self.allComponents) }
            // A variable the settled point alone moved is read again for its frame only:
            // the answers read rows and faces, which settling never writes (a view added
            // to a nest settles the nest's part again, moving no row of it).
            for (variables, reading) in [(changes.variables, Self.unsettledRead), (changes.reshaped, Self.alwaysRead),
                                         (changes.settled, Self.neverRead)] {
                for variable in variables {
                    let i = Int(variable.id)
                    guard i < slotOfVariable.count, slotOfVariable[i] >= 0 else { continue }
                    let slot = Int(slotOfVariable[i])
                    let component = variable == slots[slot].left ? Self.x : variable == slots[slot].top ? Self.y
                        : variable == slots[slot].width ? Self.width : Self.height
                    let asked = reading == Self.alwaysRead || reading == Self.unsettledRead && slots[slot].isUnsettled
                    mark(slot, (asked ? 3 : 1) | component, asking: asked ? component : 0)
                    // Frames are in superview coordinates: the subviews move with the origin.
                    if component == Self.x || component == Self.y {
                        for child in slots[slot].children {
                            let asked = reading == Self.alwaysRead || reading == Self.unsettledRead && slots[child].isUnsettled
                            mark(child, (asked ? 3 : 1) | component, asking: asked ? component : 0)
                        }
                    }
                }
            }
        }}}} // slotOfVariable, slots, asks, marks
        unsettledStale = false
        var report = LayoutChanges()
        analysis.viewOrder = layout.viewOrder
        marked.sort()
        // A rotation moves every view: the list made once, not grown by doubling (each
        // growth copied the moves so far). A line's few examined views need no room made.
        lastMoved = []
        if marked.count >= 256 {
            report.moved.reserveCapacity(marked.count)
            lastMoved.reserveCapacity(marked.count)
        }
        lastScope = nil
        lastAmbiguityChanged = []
        hasUpdated = true
        if !unsettledStaleAtStart {
            slots.withUnsafeMutableBufferPointer { slots in
                for slot in marked where asks[slot] != 0 {
                    slots[slot].footprints.offerUntouchedFaces(after: changes, in: solver, to: solverMemo)
                }
            }
        }
        for slot in marked {
            let (moved, ambiguityChanged) = examine(slot, layout, into: &report, memo: memo,
                                                    asking: asks[slot],
                                                    components: marks[slot] & Self.allComponents, keeping: true)
            if moved { lastMoved.append(slot) }
            if ambiguityChanged { lastAmbiguityChanged.append(slot) }
        }

        let oldConflicts = analysis.conflicts
        analysis.conflicts = layout.currentConflicts()
        report.diffConflicts(oldConflicts, analysis.conflicts)
        // Only the constraints the change marked are read again (a resize that breaks
        // nothing then costs no list, no names and no sets).
        if let update = broken.update(changes.constraints, layout) {
            analysis.brokenOptional = broken.list
            report.newlyBrokenOptional = update.newlyBroken
            report.repairedOptional = update.repaired
            report.repairedInSolver = update.repairedInSolver
        }
        return report
    }

    /// Answers in full the components `update` kept with an earlier range (`Slot.stale`):
    /// the analysis is then `analyze()`'s. Still ambiguous, each: the answers change no
    /// bit, so nothing reported changes.
    func answerStaleRanges(_ layout: Layout) {
        guard !staleSlots.isEmpty else { return }
        var ignored = LayoutChanges()
        let memo = AnalysisMemo()
        for slot in staleSlots.sorted() where slots[slot].stale != 0 {
            examine(slot, layout, into: &ignored, memo: memo, asking: slots[slot].stale, components: 0)
        }
        staleSlots = []
    }

    /// Views whose noted faces (`AmbiguityFootprint`) differ from the faces built afresh
    /// now: none, after an update, if skipping views whose touched faces came out the
    /// same is sound. For `Layout.trackedFacesOutOfDate()`.
    func viewsWithStaleFaces(_ layout: Layout) -> [String] {
        slots.filter { slot in
            !FrameComponent.allCases.allSatisfy { slot.footprints[$0].facesAreCurrent(in: layout.solver) }
        }.map(\.name)
    }

    /// Every slot's superview and subviews (in the superview's order) from the view table.
    private func linkFamilies(_ layout: Layout) {
        for slot in slots.indices {
            let record = layout.views[slots[slot].name]
            slots[slot].parent = record?.superview.flatMap { slotByName[$0] } ?? -1
            slots[slot].children = record?.subviews.compactMap { slotByName[$0] } ?? []
        }
    }

    private func addSlot(_ name: String, _ layout: Layout) {
        guard let record = layout.views[name] else { return }
        let parent = record.superview.flatMap { slotByName[$0] } ?? -1
        let index = slots.count
        slots.append(Slot(name: name, left: record.left, top: record.top, width: record.width,
                          height: record.height, parent: parent, isGuide: record.isGuide))
        ambiguities.append(FrameAmbiguity())
        slotByName[name] = index
        if parent >= 0 { slots[parent].children.append(index) }
        for variable in [record.left, record.top, record.width, record.height] {
            let i = Int(variable.id)
            if i >= slotOfVariable.count {
                slotOfVariable.append(contentsOf: repeatElement(-1, count: i + 1 - slotOfVariable.count))
            }
            slotOfVariable[i] = Int32(index)
        }
    }

    /// When a marked variable's view has its ambiguity asked again: a reshaped row always,
    /// a row written in its constant only when the answer is not plainly fixed (it reads
    /// that constant), a value the settled point alone moved never.
    private static let alwaysRead = 0, unsettledRead = 1, neverRead = 2

    /// Frame components a change may have moved, as marks beside frame (1) and ambiguity (2).
    static let x: UInt8 = 4, y: UInt8 = 8, width: UInt8 = 16, height: UInt8 = 32
    static let allComponents: UInt8 = 60

    /// The bits of the components an answer finds ambiguous.
    static func bits(of ambiguity: FrameAmbiguity) -> UInt8 {
        FrameComponent.allCases.reduce(0) { ambiguity.has($1) ? $0 | bit($1) : $0 }
    }

    static func bit(_ component: FrameComponent) -> UInt8 {
        switch component {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }

    /// Reads one view's frame and ambiguity into the analysis and notes in `report` what
    /// differs from before, in `LayoutChanges`' order as long as the caller goes in slot
    /// order (root, then declaration order).
    /// `asking` names the components whose ambiguity is asked again (none: the frame
    /// alone is read; the others' answers cannot have changed).
    /// `keeping`: a component still ambiguous may keep its earlier range (`Slot.stale`).
    @discardableResult
    private func examine(_ slot: Int, _ layout: Layout, into report: inout LayoutChanges, memo: AnalysisMemo,
                         asking: UInt8 = allComponents, components: UInt8 = allComponents,
                         keeping: Bool = false) -> (moved: Bool, ambiguityChanged: Bool) {
        // The slot's variables, not the record's: a view's variables and superview never
        // change, and a lookup by name copies the whole record.
        let parent = slots[slot].parent >= 0 ? slots[slots[slot].parent].frameVariables : nil
        // The slot written in place, one access for the whole examination: a root resize
        // examines every view, and each separate `slots[slot]` was an exclusivity check.
        return examine(&slots[slot], slot, parent: parent, layout, into: &report, memo: memo,
                       asking: asking, components: components, keeping: keeping)
    }

    private func examine(_ view: inout Slot, _ slot: Int, parent: FrameVariables?, _ layout: Layout,
                         into report: inout LayoutChanges, memo: AnalysisMemo,
                         asking: UInt8, components: UInt8, keeping: Bool) -> (moved: Bool, ambiguityChanged: Bool) {
        let name = view.name
        let own = view.frameVariables
        let oldFrame = view.frame
        // Components whose variables (and superview's origin) did not move keep their value.
        let frame = oldFrame.map { layout.frame(of: own, in: parent, reading: components, after: $0) }
            ?? layout.frame(of: own, in: parent)
        let moved = oldFrame != frame
        if moved {
            view.frame = frame
            // A slot's frame is in the table exactly when it has been read before.
            if oldFrame != nil, let index = view.frameIndex, view.frameIndexShape == framesShape {
                analysis.frames.values[index] = frame
            } else if oldFrame != nil, let index = analysis.frames.index(forKey: name) {
                analysis.frames.values[index] = frame
                view.frameIndex = index
                view.frameIndexShape = framesShape
            } else {
                analysis.frames[name] = frame
                framesShape += 1
            }
            report.moved.append(LayoutChanges.Move(view: name, old: oldFrame, new: frame))
        }
        // Root's own ambiguity is not reported (it is fixed by construction).
        guard slot > 0, asking != 0 else { return (moved, false) }
        // The entry is empty exactly when `ambiguous` is 0, so it is answered in place: only
        // the components asked are written, and only where their answer differs.
        let before = view.ambiguous
        let wasStale = view.stale
        let differing = layout.frameAmbiguity(of: own, in: parent, asking: asking, into: &ambiguities[slot],
                                              footprints: &view.footprints, memo: memo, keeping: keeping,
                                              stale: &view.stale)
        if view.stale != 0 && wasStale == 0 { staleSlots.insert(slot) }
        let settled = view.footprints.isEmpty
        if settled {
            if view.isUnsettled { footprintIndex.forget(slot) }
        } else {
            footprintIndex.register(slot, &view.footprints)
        }
        if settled == view.isUnsettled {
            view.isUnsettled = !settled
            if settled { unsettled.remove(slot) } else { unsettled.insert(slot) }
        }
        guard differing != 0 else { return (moved, false) }
        let now = Self.bits(of: ambiguities[slot])
        // Which components start or stop being ambiguous, read by the optionals' tags (a
        // copy of an answer retains its cause, and a grid row's views are asked after
        // every line of the row).
        var changed = false
        for component in FrameComponent.allCases {
            let was = before & Self.bit(component) != 0, isNow = now & Self.bit(component) != 0
            if isNow && !was {
                report.newAmbiguity.append(LayoutChanges.AmbiguityChange(view: name, component: component,
                                                                         ambiguity: ambiguities[slot][component]))
                changed = true
            } else if was && !isNow {
                report.clearedAmbiguity.append(LayoutChanges.AmbiguityChange(view: name, component: component, ambiguity: nil))
                changed = true
            }
        }
        // Unchanged answers (a view of a row re-asked as its row grows) rewrote nothing above.
        analysis.ambiguous[name] = now == 0 ? nil : ambiguities[slot]
        view.ambiguous = now
        return (moved, changed)
    }

    /// The views whose warnings the last `update`'s change may have changed, in
    /// declaration order (root left out): those it moved or whose ambiguity changed, their
    /// subviews, the superviews of those it moved, and `extra` (views of the layout), each
    /// once. A flag per slot: no set of names is built. nil when a name of `extra` has no
    /// current slot (the caller then works from the names).
    func warningScope(for changes: LayoutChanges, extra: [String], of order: [String]) -> [String]? {
        // The changes must be the ones the last update reported.
        guard hasUpdated, !viewRemoved, slots.count == order.count + 1,
              changes.moved.count == lastMoved.count,
              changes.newAmbiguity.isEmpty && changes.clearedAmbiguity.isEmpty || !lastAmbiguityChanged.isEmpty
        else { return nil }
        // The update's flags reused (all zero between updates), cleared again on the way out.
        var marks: [UInt8] = []
        swap(&marks, &slotMarks)
        if marks.count < slots.count { marks.append(contentsOf: repeatElement(0, count: slots.count - marks.count)) }
        var marked: [Int] = []
        defer {
            for slot in marked { marks[slot] = 0 }
            swap(&marks, &slotMarks)
        }
        func mark(_ slot: Int) {
            guard slot > 0, marks[slot] == 0 else { return }
            marks[slot] = 1
            marked.append(slot)
        }
        for slot in lastMoved {
            mark(slot)
            mark(slots[slot].parent)
            for child in slots[slot].children { mark(child) }
        }
        for slot in lastAmbiguityChanged {
            mark(slot)
            for child in slots[slot].children { mark(child) }
        }
        // The views of the warnings shown before come first, in declaration order, and
        // after a rotation every one of them moved: each is met walking the moved slots
        // (sorted) alongside, a few ahead of the last one met; only a view not met so is
        // looked up by name, and the walk goes on from where that view is.
        var cursor = 0
        let moved = lastMoved
        let found = slots.withUnsafeBufferPointer { slots in
            extra.allSatisfy { name in
                for ahead in cursor..<min(cursor + 4, moved.count) where slots[moved[ahead]].name == name {
                    mark(moved[ahead])
                    cursor = ahead + 1
                    return true
                }
                guard let slot = currentSlot(name, of: order) else { return false }
                mark(slot)
                if let place = Self.position(of: slot, in: moved) { cursor = place + 1 }
                return true
            }
        }
        guard found else { return nil }
        marked.sort()
        let names = marked.map { slots[$0].name }
        lastScope = (marked, names)
        return names
    }

    /// Where `slot` is in `sorted` (ascending), by bisection; nil when it is not there.
    private static func position(of slot: Int, in sorted: [Int]) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == slot ? low : nil
    }

    /// The slots of the scope `warningScope` last gave out, when `names` is that list
    /// (the same array: compared by its buffer first, so no name is read).
    func slots(ofScope names: [String]) -> [Int]? {
        guard let scope = lastScope, scope.names == names else { return nil }
        return scope.slots
    }

    /// What the view warnings read of each of `scope`'s slots (frame, superview's bounds,
    /// ambiguity), from the slots: a rotation checks every view, and looking each name
    /// up twice was most of the warnings' time.
    func forEachWarningInput(_ scope: [Int], _ layout: Layout, _ body: (ViewWarningInput) -> Void) {
        for slot in scope {
            let parent = slots[slot].parent
            guard !slots[slot].isGuide, parent >= 0 else { continue }
            let name = slots[slot].name
            body(ViewWarningInput(
                view: name, superview: slots[parent].name,
                frame: slots[slot].frame ?? layout.frame(of: name),
                bounds: slots[parent].frame ?? layout.frame(of: slots[parent].name),
                isAmbiguous: slots[slot].ambiguous != 0, parentAmbiguous: slots[parent].ambiguous != 0,
                widthAmbiguous: slots[slot].ambiguous & Self.width != 0,
                heightAmbiguous: slots[slot].ambiguous & Self.height != 0))
        }
    }
}

