import AutoLayout
import Messages

/// What importing one scene of an Interface Builder document does, as shell lines: the
/// shell runs them as if typed and logs them, so `undo`, `redo`, `save` and `--json`
/// never read the document again (the same contract as a log import's `script`).
public struct IBImport: Sendable {
    /// One shell line, with the document line it comes from (0 when it is made up, like
    /// `root WxH`), so a line the layout refuses is reported where the document says it.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var documentLine: Int
    }

    /// A view the import makes, with what Xcode stored for it.
    public struct View: Sendable, Hashable {
        public var name: String
        /// The IB object id.
        public var ref: String
        public var superview: String
        /// The stored frame in the superview's coordinates; nil when IB stored none.
        public var storedFrame: Rect?
        public var isHidden: Bool
    }

    /// Every scene of the document, for the report.
    public struct Scene: Sendable, Hashable {
        public var name: String
        public var id: String
        public var constraintCount: Int
    }

    public var scenes: [Scene] = []
    /// Index into `scenes` of the imported one.
    public var chosen = 0
    /// `iPhone 11 (retina6_1), portrait`, or what stood in for a missing device.
    public var device = Message.verbatim("")
    /// The device in English (tests).
    public var deviceDescription: String { device.text(in: .en) }
    public var lines: [Line] = []
    /// The scene's views in declaration order (root's own view included when it is root).
    public var views: [View] = []
    public var constraintCount = 0
    /// What was read but not imported, or imported with a choice the document leaves open.
    /// Worded in the session's language when printed.
    public var noteMessages: [Message] = []
    /// The notes in English.
    public var notes: [String] { noteMessages.map { $0.text(in: .en) } }
}

/// A view whose solved frame is not the stored one: Xcode's "misplaced view".
public struct IBMisplacedView: Sendable, Hashable {
    public var name: String
    public var ref: String
    public var solved: Rect
    public var stored: Rect

    public var sentence: Message {
        Message(.ibMisplacedView, name, ref, Self.describe(solved), Self.describe(stored))
    }
    /// In English (tests).
    public var message: String { sentence.text(in: .en) }

    static func describe(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}

/// Why a scene cannot be imported at all (nothing is changed then).
public struct IBImportError: Error, Sendable, Equatable {
    /// Why, and the fix, worded in the session's language when printed.
    public var sentence: Message
    public var advice: Message?
    /// In English (tests).
    public var message: String { sentence.text(in: .en) }
    public var hint: String? { advice?.text(in: .en) }
}

extension IBImport {
    /// Xcode warns about frames more than half a point away from where the constraints
    /// put them; the same tolerance here.
    public static let misplacementTolerance = 0.5

    /// The views whose frame in `layout` (superview coordinates) differs from the stored
    /// one by more than the tolerance in any component.
    public func misplacedViews(in layout: Layout) -> [IBMisplacedView] {
        views.compactMap { view in
            guard let stored = view.storedFrame, layout.hasView(view.name) else { return nil }
            let solved = layout.frame(of: view.name)
            let off = [solved.x - stored.x, solved.y - stored.y, solved.width - stored.width, solved.height - stored.height]
            guard off.contains(where: { abs($0) > Self.misplacementTolerance }) else { return nil }
            return IBMisplacedView(name: view.name, ref: view.ref, solved: solved, stored: stored)
        }
    }
}
