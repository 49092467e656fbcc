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
    /// Pixels per point of the grid Interface Builder rounded the stored frames to (the
    /// device's scale; whole points for a document without a device, as Xcode 7 and older
    /// stored them).
    public var pixelScale = 1.0
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
    /// one by more than the tolerance in any component, both as solved and as Xcode would
    /// store it (rounded to the pixel grid, `snappedFrames`).
    public func misplacedViews(in layout: Layout) -> [IBMisplacedView] {
        let snapped = snappedFrames(in: layout)
        return views.compactMap { view -> IBMisplacedView? in
            guard let stored = view.storedFrame, layout.hasView(view.name) else { return nil }
            let solved = layout.frame(of: view.name)
            let roundedInPlace = snapped[view.name].map { Self.near($0, stored) } ?? false
            guard !Self.near(solved, stored), !roundedInPlace else { return nil }
            return IBMisplacedView(name: view.name, ref: view.ref, solved: solved, stored: stored)
        }
    }

    /// The views within the tolerance of their stored frames only once rounded to the
    /// pixel grid as Interface Builder stores frames: the drift of a chain of rounded views.
    public func viewsPlacedByRounding(in layout: Layout) -> [String] {
        let snapped = snappedFrames(in: layout)
        return views.compactMap { view -> String? in
            guard let stored = view.storedFrame, layout.hasView(view.name), let rounded = snapped[view.name],
                  !Self.near(layout.frame(of: view.name), stored), Self.near(rounded, stored) else { return nil }
            return view.name
        }
    }

    static func near(_ a: Rect, _ b: Rect) -> Bool {
        [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= misplacementTolerance }
    }

    /// Each imported view's frame as Interface Builder stores it: its edges in root's
    /// coordinates rounded to the pixel grid, then taken relative to its superview's
    /// rounded origin (so rounding errors add up down a chain, as in the stored frames).
    /// The solver's frames are never changed; this is only what they are compared as.
    public func snappedFrames(in layout: Layout) -> [String: Rect] {
        let scale = pixelScale > 0 ? pixelScale : 1
        func grid(_ value: Double) -> Double { (value * scale).rounded() / scale }
        var absolute: [String: (x: Double, y: Double)] = [:]
        var snapped: [String: (x: Double, y: Double)] = [:]
        var out: [String: Rect] = [:]
        let superviews = Dictionary(views.map { ($0.name, $0.superview) }, uniquingKeysWith: { first, _ in first })
        // Views come in declaration order, superviews first.
        for view in views where layout.hasView(view.name) {
            let frame = layout.frame(of: view.name)
            let parent = superviews[view.name].flatMap { $0.isEmpty ? nil : $0 }
            let origin = parent.flatMap { absolute[$0] } ?? (0, 0)
            let parentSnapped = parent.flatMap { snapped[$0] } ?? (0, 0)
            let x = origin.x + frame.x, y = origin.y + frame.y
            absolute[view.name] = (x, y)
            let left = grid(x), top = grid(y)
            snapped[view.name] = (left, top)
            out[view.name] = Rect(x: left - parentSnapped.x, y: top - parentSnapped.y,
                                  width: grid(x + frame.width) - left, height: grid(y + frame.height) - top)
        }
        return out
    }
}
