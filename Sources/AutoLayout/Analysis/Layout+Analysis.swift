import Cassowary

/// Reading the solver's current solution back in the layout's terms.
extension Layout {
    /// Frames, ambiguity per view and component, conflicts and broken optionals.
    /// Linear in the number of views and constraints (one ambiguity query per component).
    public func analyze() -> LayoutAnalysis {
        settleSolution()
        var analysis = LayoutAnalysis(viewOrder: viewOrder)
        analysis.frames[Self.rootName] = frame(of: Self.rootName)
        // One table lookup for a view and one for its superview: with a thousand views,
        // hashing names is what this loop would otherwise spend its time on. One memo for
        // the pass, as the tracker has: views on the same face share its answer (an
        // unanchored chain of 1,000 aligned views otherwise built 1,000 faces for `--json`).
        let memo = AnalysisMemo()
        for name in viewOrder {
            guard let record = views[name] else { continue }
            let parent = record.superview.flatMap { views[$0] }
            analysis.frames[name] = frame(of: record, in: parent)
            let ambiguity = ambiguity(of: record, in: parent, memo: memo)
            if !ambiguity.isEmpty { analysis.ambiguous[name] = ambiguity }
        }
        analysis.conflicts = currentConflicts()
        analysis.brokenOptional = brokenOptional(solver.violations().map { ($0.constraint, $0.amount) })
        return analysis
    }

    /// Broken required constraints in id order, each with its minimal conflicting set.
    func currentConflicts() -> [Conflict] {
        brokenIDs.compactMap { records[$0] }
            .sorted { $0.serial < $1.serial }
            .map { Conflict(id: $0.id, conflictingWith: $0.conflict) }
    }

    /// The solver's violated optionals as the report lists them: ours, in id order, the
    /// stack's fitting helpers left out, amounts rounded.
    func brokenOptional(_ violations: [(ConstraintID, Double)]) -> [(id: String, amount: Double)] {
        // One lookup of the record by name (a copy is one retain of its shared fields): a
        // rotation breaks thousands of optionals at once, and hashing each name is the cost.
        violations
            .compactMap { violation -> (serial: Int, id: String, amount: Double)? in
                guard violation.1 > 1e-6, let name = reportedName(of: violation.0) else { return nil }
                return (name.serial, name.id, violation.1)
            }
            .sorted { $0.serial < $1.serial }
            .map { (id: $0.id, amount: roundToMicro($0.amount)) }
    }

    /// The id and serial of the record a solver constraint stands for, when a report
    /// lists it giving way (`brokenOptional`: a stack's fitting helpers are left out).
    func reportedName(of solverID: ConstraintID) -> (id: String, serial: Int)? {
        guard let id = bySolverID[solverID], let record = records[id], !record.isFittingHelper else { return nil }
        return (id, record.serial)
    }

    /// The analysis kept up to date change by change (`AnalysisTracker`): the analysis now,
    /// equal to `analyze()`, and what changed since the previous call, equal to
    /// `LayoutChanges(from: previous, to: now)`. The first call starts tracking and returns
    /// no changes; so does a call after the tableau was rebuilt (diff those yourself).
    ///
    /// With `exactRanges: false` (the shell's reports), a component that stays ambiguous
    /// may keep the range and cause of an earlier answer when points show it still
    /// ambiguous (`AnalysisTracker`, `stale`): which components are ambiguous, the frames,
    /// conflicts and optionals are exact, and so are the changes, which name a component's
    /// answer only when it starts being ambiguous. That is all a report and its warnings read.
    public func trackedAnalysis(exactRanges: Bool = true) -> (analysis: LayoutAnalysis, changes: LayoutChanges?) {
        settleSolution()
        let changes = solver.takeChanges(readingRows: tracker?.isWatchingFootprints ?? false)
        if let tracker, !changes.everything, tracker.viewsOnlyGrew(viewOrder) {
            let report = tracker.update(self, changes)
            if exactRanges { tracker.answerStaleRanges(self) }
            return (tracker.analysis, report)
        }
        let previous = tracker?.analysis
        let fresh = AnalysisTracker(self)
        tracker = fresh
        return (fresh.analysis, previous.map { LayoutChanges(from: $0, to: fresh.analysis) })
    }

    /// Views whose ambiguity answers the tracker keeps on faces that are no longer the
    /// faces the solver has (a check for tests: empty right after `trackedAnalysis()`).
    public func trackedFacesOutOfDate() -> [String] { tracker?.viewsWithStaleFaces(self) ?? [] }

    /// The tracked analysis as the last `trackedAnalysis()` left it (what the shell last
    /// showed), without looking at what changed since; nil before tracking starts. Its
    /// ranges are exact only if that call asked for them.
    public var lastTrackedAnalysis: LayoutAnalysis? { tracker?.analysis }

    /// The ambiguous components of one view's frame.
    public func ambiguity(of view: String) -> FrameAmbiguity {
        guard let record = views[view] else { return FrameAmbiguity() }
        return ambiguity(of: record, in: record.superview.flatMap { views[$0] })
    }

    /// From the view's record, for an answer nothing watches afterwards; `memo` shares
    /// faces among the views of one pass.
    func ambiguity(of record: ViewRecord, in parent: ViewRecord?,
                   memo: AnalysisMemo? = nil) -> FrameAmbiguity {
        var footprint = AmbiguityFootprint()
        return frameAmbiguity(of: FrameVariables(record), in: parent.map(FrameVariables.init),
                              unsettled: &footprint, memo: memo)
    }

    /// From the variables alone (`AnalysisTracker` keeps them per view, so a re-examined
    /// view costs no lookups of its record by name), per component in a fixed record (the
    /// tracker compares and keeps these for every view it re-examines, and a dictionary by
    /// component cost a hash per look). `unsettled` collects what the answers of components
    /// that are not plainly fixed read (rows away from the view can change those:
    /// `AnalysisTracker` watches them).
    func frameAmbiguity(of view: FrameVariables, in parent: FrameVariables?,
                        unsettled: inout AmbiguityFootprint, memo: AnalysisMemo? = nil) -> FrameAmbiguity {
        var result = FrameAmbiguity()
        for component in FrameComponent.allCases {
            result[component] = componentAmbiguity(component, of: view, in: parent, footprint: &unsettled, memo: memo)
        }
        return result
    }

    /// The components `asked` names (`AnalysisTracker.x` …) answered again in `result`,
    /// each noting what it read in its own footprint (the tracker asks only the components
    /// whose footprint a change reached, or whose variable it wrote; the others stand).
    /// Returns the bits of the components whose answer differs from the one `result` held
    /// (written in place: a copy of a view's answers retained every cause it names).
    /// With `keeping`, a component `result` holds ambiguous stays as it is, its bit set in
    /// `stale`, when its form is shown still ambiguous by points that cost no LP
    /// (`Solver.isShownAmbiguous`): a report says only when a component starts or stops
    /// being ambiguous, and a nest's views would each run their own LPs over the nest's
    /// whole part after every line for a range no report prints. Any other answer is
    /// found in full and takes its bit out of `stale`.
    @discardableResult
    func frameAmbiguity(of view: FrameVariables, in parent: FrameVariables?, asking asked: UInt8,
                        into result: inout FrameAmbiguity, footprints: inout ComponentFootprints,
                        memo: AnalysisMemo, keeping: Bool = false, stale: inout UInt8) -> UInt8 {
        var changed: UInt8 = 0
        for component in FrameComponent.allCases where asked & AnalysisTracker.bit(component) != 0 {
            let bit = AnalysisTracker.bit(component)
            var kept = false
            let answer = footprints.answering(component) { footprint -> LayoutAmbiguity? in
                if keeping, result.has(component), isShownAmbiguous(component, of: view, in: parent,
                                                                    footprint: &footprint, memo: memo) {
                    kept = true
                    return nil
                }
                return componentAmbiguity(component, of: view, in: parent, footprint: &footprint, memo: memo)
            }
            if kept {
                stale |= bit
                continue
            }
            stale &= ~bit
            if result[component] != answer {
                result[component] = answer
                changed |= bit
            }
        }
        return changed
    }

    /// `Solver.isShownAmbiguous` for one frame component (x and y from the superview's origin).
    private func isShownAmbiguous(_ component: FrameComponent, of view: FrameVariables, in parent: FrameVariables?,
                                  footprint: inout AmbiguityFootprint, memo: AnalysisMemo) -> Bool {
        let (own, origin) = Self.formVariables(component, of: view, in: parent)
        return solver.isShownAmbiguous(own, minus: origin, footprint: &footprint, memo: memo.solver)
    }

    /// The variables of a component's form: x is left − superview.left (see `frameExpression`).
    private static func formVariables(_ component: FrameComponent, of view: FrameVariables,
                                      in parent: FrameVariables?) -> (own: Variable, origin: Variable?) {
        switch component {
        case .x: (view.left, parent?.left)
        case .y: (view.top, parent?.top)
        case .width: (view.width, nil)
        case .height: (view.height, nil)
        }
    }

    private func componentAmbiguity(_ component: FrameComponent, of view: FrameVariables, in parent: FrameVariables?,
                                    footprint: inout AmbiguityFootprint, memo: AnalysisMemo?) -> LayoutAmbiguity? {
        // Most components of a finished layout are plainly fixed, and the solver answers
        // those without building anything (this runs for every view after every command).
        let (own, origin) = Self.formVariables(component, of: view, in: parent)
        guard let ambiguity = solver.ambiguity(of: own, minus: origin, footprint: &footprint, memo: memo?.solver)
        else { return nil }
        if let memo, let entry = memo.solver.lastEntry {
            while entry >= memo.translated.count { memo.translated.append(nil) }
            let translated = memo.translated[entry] ?? memo.translate(ambiguity, self)
            memo.translated[entry] = translated
            return translated
        } else if let memo {
            return memo.translate(ambiguity, self)
        }
        return translate(ambiguity)
    }

    /// A frame in superview coordinates from the variables alone.
    func frame(of view: FrameVariables, in parent: FrameVariables?) -> Rect {
        frame(of: view, in: parent, reading: AnalysisTracker.allComponents, after: Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// `old` with the components `components` names (`AnalysisTracker.x` …) read again.
    func frame(of view: FrameVariables, in parent: FrameVariables?, reading components: UInt8, after old: Rect) -> Rect {
        var frame = old
        if components & AnalysisTracker.x != 0 {
            frame.x = roundToMicro(solver.value(view.left) - (parent.map { solver.value($0.left) } ?? 0))
        }
        if components & AnalysisTracker.y != 0 {
            frame.y = roundToMicro(solver.value(view.top) - (parent.map { solver.value($0.top) } ?? 0))
        }
        if components & AnalysisTracker.width != 0 { frame.width = roundToMicro(solver.value(view.width)) }
        if components & AnalysisTracker.height != 0 { frame.height = roundToMicro(solver.value(view.height)) }
        return frame
    }

    /// x is left − superview.left: a view pinned to an ambiguous superview is itself fine.
    func frameExpression(_ view: String, _ component: FrameComponent) -> Expression? {
        guard let record = views[view] else { return nil }
        let parent = record.superview.flatMap { views[$0] }
        switch component {
        case .x: return parent.map { record.left - $0.left } ?? Expression(record.left)
        case .y: return parent.map { record.top - $0.top } ?? Expression(record.top)
        case .width: return Expression(record.width)
        case .height: return Expression(record.height)
        }
    }

    func translate(_ ambiguity: Ambiguity) -> LayoutAmbiguity {
        LayoutAmbiguity(ambiguity, ids: layoutIDs)
    }
}

/// What each frame component's ambiguity answer read (`AnalysisTracker` watches them one by one).
struct ComponentFootprints {
    /// In `FrameComponent.allCases` order. One array: a slot is copied whole now and then,
    /// and four fields of arrays were eight references to retain each time.
    private var footprints = [AmbiguityFootprint](repeating: AmbiguityFootprint(), count: FrameComponent.allCases.count)

    subscript(component: FrameComponent) -> AmbiguityFootprint {
        get { footprints[Self.index(component)] }
        set { footprints[Self.index(component)] = newValue }
    }

    /// Hands `body` the component's footprint emptied, to be filled in place by a new answer.
    mutating func answering<R>(_ component: FrameComponent, _ body: (inout AmbiguityFootprint) -> R) -> R {
        let i = Self.index(component)
        footprints[i].clear()
        return body(&footprints[i])
    }

    /// The tracker's bits (`AnalysisTracker.x` …) of the components whose answers may
    /// differ after `changes` (`AmbiguityFootprint.mayDiffer`). The footprints read in
    /// place, the arguments handed over once: the tracker checks every unsettled view
    /// after every command, and a copy of each footprint (or of the changes, captured per
    /// component) retained and released its arrays, most of that check's cost.
    /// Mutating only to read the footprints in place (`AmbiguityFootprint.mayDiffer`).
    mutating func mayDiffer(after changes: SolverChanges, in solver: Solver, memo: AmbiguityMemo) -> UInt8 {
        footprints.withUnsafeMutableBufferPointer { footprints in
            var bits: UInt8 = 0
            for component in FrameComponent.allCases {
                let i = Self.index(component)
                if !footprints[i].isEmpty && footprints[i].mayDiffer(after: changes, in: solver, memo: memo) {
                    bits |= AnalysisTracker.bit(component)
                }
            }
            return bits
        }
    }

    /// What every component's answer read (`AmbiguityFootprint.forEachWatched`), for the
    /// tracker's `FootprintIndex`. Mutating, like `mayDiffer`, only to read in place.
    mutating func forEachWatched(plain: (Int32) -> Void, face: (WatchedFace) -> Void) {
        footprints.withUnsafeMutableBufferPointer { footprints in
            for i in footprints.indices where !footprints[i].isEmpty {
                footprints[i].forEachWatched(plain: plain, face: face)
            }
        }
    }

    /// Offers each component's untouched faces to `memo` (`AmbiguityFootprint.offerUntouchedFaces`).
    /// Mutating, like `mayDiffer`, only to read in place.
    mutating func offerUntouchedFaces(after changes: SolverChanges, in solver: Solver, to memo: AmbiguityMemo) {
        footprints.withUnsafeMutableBufferPointer { footprints in
            for i in footprints.indices { footprints[i].offerUntouchedFaces(after: changes, in: solver, to: memo) }
        }
    }

    /// The tracker's component bits are consecutive, x first.
    private static func index(_ component: FrameComponent) -> Int {
        AnalysisTracker.bit(component).trailingZeroBitCount - AnalysisTracker.x.trailingZeroBitCount
    }

    /// No component needed more than the plain test.
    var isEmpty: Bool { footprints.allSatisfy(\.isEmpty) }
}

/// One view's ambiguity by component, as stored fields: no hashing to read or write one.
public struct FrameAmbiguity: Equatable, Sendable {
    public var x, y, width, height: LayoutAmbiguity?

    public init() {}

    public subscript(component: FrameComponent) -> LayoutAmbiguity? {
        get {
            switch component {
            case .x: x
            case .y: y
            case .width: width
            case .height: height
            }
        }
        set {
            switch component {
            case .x: x = newValue
            case .y: y = newValue
            case .width: width = newValue
            case .height: height = newValue
            }
        }
    }

    /// Read by the optionals' tags alone: comparing each with nil went through
    /// `LayoutAmbiguity`'s `==` and copied (retained) its cause.
    public var isEmpty: Bool { !has(.x) && !has(.y) && !has(.width) && !has(.height) }

    /// Whether the component is ambiguous, without copying its answer.
    public func has(_ component: FrameComponent) -> Bool {
        switch component {
        case .x: if case .some = x { return true }
        case .y: if case .some = y { return true }
        case .width: if case .some = width { return true }
        case .height: if case .some = height { return true }
        }
        return false
    }

    /// The ambiguous components, in x, y, width, height order.
    public var components: [FrameComponent] { FrameComponent.allCases.filter { self[$0] != nil } }
}

/// A view's four frame variables (fixed for the view's life, as its superview is).
struct FrameVariables {
    var left, top, width, height: Variable

    init(left: Variable, top: Variable, width: Variable, height: Variable) {
        self.left = left; self.top = top; self.width = width; self.height = height
    }

    init(_ record: ViewRecord) {
        left = record.left; top = record.top; width = record.width; height = record.height
    }
}

/// What one pass of the tracker over its dirty views may share while the layout stands
/// still: the solver's answers by form, and their translation into the layout's ids.
final class AnalysisMemo {
    let solver = AmbiguityMemo()
    /// By the solver memo's entry: one translation per distinct answer.
    var translated: [LayoutAmbiguity?] = []
    /// By the solver memo's face: every answer on one face has the face's cause, and
    /// naming its constraints is most of a translation.
    var causes: [LayoutAmbiguity.Cause?] = []

    /// `layout.translate(ambiguity)` for the answer the solver memo just gave, its cause
    /// named once per face.
    func translate(_ ambiguity: Ambiguity, _ layout: Layout) -> LayoutAmbiguity {
        guard let face = solver.lastFace else { return layout.translate(ambiguity) }
        // One slot at a time (faces are numbered as they are made): a `+=` of a new array
        // allocated one for each.
        while face >= causes.count { causes.append(nil) }
        if let cause = causes[face] { return LayoutAmbiguity(ambiguity, cause: cause) }
        let translated = layout.translate(ambiguity)
        causes[face] = translated.cause
        return translated
    }
}
