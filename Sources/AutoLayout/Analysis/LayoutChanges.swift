/// What one command changed, for the shell to print after it: frames that moved, new or
/// cleared ambiguity, new conflicts, optional constraints newly broken. Nothing else.
public struct LayoutChanges: Sendable {
    public struct Move: Hashable, Sendable {
        public var view: String
        /// nil: the view is new.
        public var old: Rect?
        /// nil: the view is gone.
        public var new: Rect?
    }

    public struct AmbiguityChange: Hashable, Sendable {
        public var view: String
        public var component: FrameComponent
        /// The new ambiguity; nil when it was cleared.
        public var ambiguity: LayoutAmbiguity?
    }

    /// Views whose frame changed, in declaration order (removed views last).
    public var moved: [Move] = []
    public var newAmbiguity: [AmbiguityChange] = []
    public var clearedAmbiguity: [AmbiguityChange] = []
    /// Conflicts that are new, or whose conflicting set changed.
    public var newConflicts: [Conflict] = []
    /// Ids that were broken and are not any more (resolved, removed or deactivated).
    public var resolvedConflicts: [String] = []
    public var newlyBrokenOptional: [(id: String, amount: Double)] = []
    /// Optional constraints that were violated and now hold (or are gone).
    public var repairedOptional: [String] = []
    /// Per `repairedOptional` entry when the tracker found them (empty otherwise): true
    /// when its constraint is still in the solver under the id it gave way with, so it is
    /// active and holds again; false when it left the solver (gone, deactivated, or put
    /// back under a new id: only its record can say). A rotation repairs thousands, and
    /// the report looked each one's state up by name.
    public var repairedInSolver: [Bool] = []

    public var isEmpty: Bool {
        moved.isEmpty && newAmbiguity.isEmpty && clearedAmbiguity.isEmpty && newConflicts.isEmpty
            && resolvedConflicts.isEmpty && newlyBrokenOptional.isEmpty && repairedOptional.isEmpty
    }

    public init() {}

    /// Compares two analyses in time linear in their size.
    public init(from old: LayoutAnalysis, to new: LayoutAnalysis) {
        diffFrames(old, new)
        diffAmbiguity(old, new)
        diffProblems(old, new)
    }

    /// Conflicts and broken optionals (short lists: compared whole even when the frames
    /// and ambiguity were diffed view by view).
    mutating func diffProblems(_ old: LayoutAnalysis, _ new: LayoutAnalysis) {
        diffConflicts(old.conflicts, new.conflicts)
        let wasBroken = Set(old.brokenOptional.map(\.id))
        let isBroken = Set(new.brokenOptional.map(\.id))
        newlyBrokenOptional = new.brokenOptional.filter { !wasBroken.contains($0.id) }
        repairedOptional = old.brokenOptional.map(\.id).filter { !isBroken.contains($0) }
    }

    mutating func diffConflicts(_ old: [Conflict], _ new: [Conflict]) {
        let oldConflicts = Dictionary(old.map { ($0.id, $0.conflictingWith) }) { a, _ in a }
        let newIDs = Set(new.map(\.id))
        newConflicts = new.filter { oldConflicts[$0.id] != $0.conflictingWith }
        resolvedConflicts = old.map(\.id).filter { !newIDs.contains($0) }
    }

    private mutating func diffFrames(_ old: LayoutAnalysis, _ new: LayoutAnalysis) {
        var order = [Layout.rootName] + new.viewOrder
        let present = Set(order)
        order += old.viewOrder.filter { !present.contains($0) }
        for view in order where old.frames[view] != new.frames[view] {
            moved.append(Move(view: view, old: old.frames[view], new: new.frames[view]))
        }
    }

    private mutating func diffAmbiguity(_ old: LayoutAnalysis, _ new: LayoutAnalysis) {
        for view in new.viewOrder {
            let before = old.ambiguous[view] ?? FrameAmbiguity()
            let after = new.ambiguous[view] ?? FrameAmbiguity()
            guard !before.isEmpty || !after.isEmpty else { continue }
            for component in FrameComponent.allCases {
                if let ambiguity = after[component], before[component] == nil {
                    newAmbiguity.append(AmbiguityChange(view: view, component: component, ambiguity: ambiguity))
                } else if before[component] != nil, after[component] == nil {
                    clearedAmbiguity.append(AmbiguityChange(view: view, component: component, ambiguity: nil))
                }
            }
        }
    }
}
