import AutoLayout
import Messages

/// What `LogImport.apply` did: the views and constraints it made (with the log's
/// addresses, so messages can show them), what it could not read, the choices it made,
/// which constraint Apple broke, and the conflicts alsh finds with their candidate fixes.
public struct ImportReport: Sendable {
    public struct View: Hashable, Sendable {
        public var name: String
        public var item: LogItem
        public var superview: String
        /// False when the log does not say and alsh chose (root, or a guide's assumed owner).
        public var superviewFromLog: Bool
        /// Already in the session by its address (an earlier dump or log of the run): its
        /// name and superview are the session's.
        public var joined = false
    }

    public struct Constraint: Hashable, Sendable {
        /// alsh ids: the label, or for a content-size constraint its `hug:`/`resist:` pair.
        public var ids: [String]
        /// The log constraint's address (or its text when the log had none); nil if inferred.
        public var key: String?
        public var line: Int
        /// The description as the log wrote it; for inferred ones, why alsh added it.
        public var logText: String
        /// What alsh made of it: `label_title.width == 0.4 * view_1.width + 8`.
        public var formula: String
    }

    /// What one candidate fix for a conflict would do, computed on a scratch layout.
    public struct Fix: Hashable, Sendable {
        public enum Action: String, Sendable {
            case remove
            /// Priority 999: the highest optional priority, so it yields only to required ones.
            case lowerTo999 = "lower to 999"
        }
        public var id: String
        public var action: Action
        /// Nil when the fix is possible; otherwise why not (a size can never be negative …).
        public var impossible: Message?
        /// Frames of the views the conflict involves, after the fix.
        public var frames: [String: Rect]
        /// Frame components that become ambiguous with the fix and were not before.
        public var newAmbiguity: [String: [FrameComponent]]
        /// Broken required constraints left after the fix (the import's only).
        public var remainingConflicts: [String]
        /// What each of `remainingConflicts` conflicts with after the fix: when the broken
        /// constraint itself is among them, another minimal set holds it (a conflict can
        /// have several), and the report names that set rather than contradict its own.
        public var remainingSets: [String: [String]] = [:]
        /// Optional constraints the fix leaves unsatisfied, with by how much.
        public var unsatisfied: [String: Double]
    }

    public struct ConflictReport: Hashable, Sendable {
        /// The required constraint alsh could not add.
        public var broken: String
        /// The minimal conflicting set: `broken` and the constraints it conflicts with.
        public var minimalSet: [String]
        /// Views the set names, in declaration order.
        public var views: [String]
        public var fixes: [Fix]
        /// Why a set of `broken` alone conflicts (a size it would make negative); nil when
        /// the set has other members.
        public var reason: Message?
    }

    public var views: [View] = []
    public var constraints: [Constraint] = []
    /// Log constraints the session already had by address, not added again: the log's key
    /// and the session's id.
    public var joinedConstraints: [(key: String, id: String)] = []
    /// Lines that could not be read or added; each was skipped and the rest imported.
    public var problems: [LogProblem] = []
    /// Choices alsh made where the log is silent.
    /// Worded in the session's language when printed.
    public var noteMessages: [Message] = []
    /// The notes in English.
    public var notes: [String] { noteMessages.map { $0.text(in: .en) } }
    /// Per block: the alsh id of the constraint Apple said it would break (nil if unknown).
    public var appleBroke: [String?] = []
    /// Conflicts among the imported constraints, in id order.
    public var conflicts: [ConflictReport] = []
    /// Shell lines (`view …`, `label: formula`, `intrinsic …`) that replay what was
    /// imported, for `save` and `undo`: a session never depends on the log file again.
    public var script: [String] = []

    public init() {}

    /// The view a log address became.
    public func view(address: String) -> View? {
        views.first { $0.item.address == address.lowercased() }
    }

    /// The imported constraint an alsh id belongs to.
    public func constraint(id: String) -> Constraint? {
        constraints.first { $0.ids.contains(id) }
    }
}
