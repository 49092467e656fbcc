import Cassowary

/// Where a frame component may lie while every priority level keeps its best error,
/// and why it is free, in constraint ids.
public struct LayoutAmbiguity: Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// No constraint pins it down at all.
        case unconstrained
        /// Only these inequalities bound it.
        case inequalities([String])
        /// Optional constraints of one priority trade error among themselves at no cost
        /// (two labels hugging at 250 in one row).
        case tie(priority: Double, [String])

        /// The constraint ids the cause names.
        public var constraintIDs: [String] {
            switch self {
            case .unconstrained: []
            case .inequalities(let ids), .tie(_, let ids): ids
            }
        }
    }

    /// nil: unbounded on that side.
    public var lower: Double?
    public var upper: Double?
    public var cause: Cause

    public init(lower: Double?, upper: Double?, cause: Cause) {
        self.lower = lower; self.upper = upper; self.cause = cause
    }

    /// The solver's answer in the layout's words: its constraint ids named by `ids`, the
    /// range on the 1e-6 grid frames are reported on.
    init(_ ambiguity: Ambiguity, ids: ([ConstraintID]) -> [String]) {
        switch ambiguity.cause {
        case .unconstrained: cause = .unconstrained
        case .inequalities(let found): cause = .inequalities(ids(found))
        case .tie(let priority, let found): cause = .tie(priority: priority.value, ids(found))
        }
        lower = ambiguity.lower.map(roundToMicro)
        upper = ambiguity.upper.map(roundToMicro)
    }

    /// The same with the cause already named (answers on one face share it).
    init(_ ambiguity: Ambiguity, cause: Cause) {
        self.cause = cause
        lower = ambiguity.lower.map(roundToMicro)
        upper = ambiguity.upper.map(roundToMicro)
    }
}

/// A required constraint that cannot hold: the minimal set it conflicts with (removing
/// any one of those would let it in). Ids may be the layout's own (`nonNegative:a.width`).
public struct Conflict: Hashable, Sendable {
    public var id: String
    public var conflictingWith: [String]
}

/// Everything the shell reports about a layout at one moment.
public struct LayoutAnalysis: Sendable {
    /// Views in declaration order, without root.
    public var viewOrder: [String]
    /// Frames in superview coordinates, root included.
    public var frames: [String: Rect]
    /// view → why each of its components is not unique. Only views with an ambiguous
    /// component appear. A struct of four fields, not a table: the tracker writes one
    /// after nearly every command.
    public var ambiguous: [String: FrameAmbiguity]
    /// Broken required constraints, in id order.
    public var conflicts: [Conflict]
    /// Active optional constraints the solution violates, in id order.
    public var brokenOptional: [(id: String, amount: Double)]

    public init(viewOrder: [String] = [], frames: [String: Rect] = [:],
                ambiguous: [String: FrameAmbiguity] = [:],
                conflicts: [Conflict] = [], brokenOptional: [(id: String, amount: Double)] = []) {
        self.viewOrder = viewOrder; self.frames = frames; self.ambiguous = ambiguous
        self.conflicts = conflicts; self.brokenOptional = brokenOptional
    }

    /// Components of one view that are ambiguous, in x, y, width, height order.
    public func ambiguousComponents(of view: String) -> [FrameComponent] {
        ambiguous[view]?.components ?? []
    }

    public var isAmbiguous: Bool { !ambiguous.isEmpty }
}
