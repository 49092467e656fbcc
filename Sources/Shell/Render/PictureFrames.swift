import AutoLayout

/// Every view's and layout guide's frame in root's coordinates, parents first, with how
/// deep each is nested and its superview's origin (which built-in guides are read from).
struct PictureFrames {
    private(set) var frames: [String: Rect] = [:]
    private(set) var depths: [String: Int] = [:]
    private(set) var order: [String] = []
    /// The superview's origin in root's coordinates.
    private(set) var origins: [String: (Double, Double)] = [:]
    private let layout: Layout

    init(_ layout: Layout) {
        self.layout = layout
        visit(Layout.rootName, origin: (0, 0), depth: 0)
    }

    private mutating func visit(_ view: String, origin: (Double, Double), depth: Int) {
        let local = layout.frame(of: view)
        let frame = Rect(x: origin.0 + local.x, y: origin.1 + local.y, width: local.width, height: local.height)
        frames[view] = frame
        depths[view] = depth
        origins[view] = origin
        order.append(view)
        for child in layout.subviews(of: view) { visit(child, origin: (frame.x, frame.y), depth: depth + 1) }
    }

    /// A view's built-in guide (safe area, margins …) in root's coordinates.
    func guideFrame(_ view: String, _ guide: BuiltInGuide) -> Rect? {
        guard let local = layout.guideFrame(of: view, guide), let origin = origins[view] else { return nil }
        return Rect(x: origin.0 + local.x, y: origin.1 + local.y, width: local.width, height: local.height)
    }

    /// The frame an anchor of a constraint is read off.
    func anchorFrame(_ anchor: AppleShape.Anchor) -> Rect? {
        ConstraintFigure.anchorFrame(anchor, absolute: frames, guideFrame: guideFrame)
    }
}
