import Cassowary

/// UIView.alignmentRectInsets: how far the alignment rect (what constraints act on) lies
/// inside the frame (what is reported). Negative values put it outside. The sides are
/// physical, left stays left in right-to-left (UIEdgeInsets has no leading), and margins
/// are measured from the alignment rect, as UIKit insets `layoutMarginsGuide` with it
/// (zacwe.st, "Alignment rects in Auto Layout views", 2017).
public struct AlignmentInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = AlignmentInsets(top: 0, left: 0, bottom: 0, right: 0)
    public var isZero: Bool { self == .zero }
}

/// UIKit's own controls whose alignment rect differs from their frame, by class name, for
/// the Interface Builder importer: `AlignmentInsets.uiKit["UISwitch"]`.
extension AlignmentInsets {
    /// Only values read from a source are listed. For UISwitch, UISlider and
    /// UISegmentedControl no published value was found (Apple documents the property but
    /// not what its controls return; searches of documentation, code, issue threads and
    /// Q&A pages turned up no measurement), so they are not in the table rather than
    /// guessed: an imported control of these classes keeps zero insets until a measured
    /// value (`po control.alignmentRectInsets` on a device) is added here.
    public static let uiKit: [String: AlignmentInsets] = [:]

    /// The classes the table should cover and does not yet (see above).
    public static let uiKitClassesWithoutKnownInsets = ["UISwitch", "UISlider", "UISegmentedControl"]
}

extension Layout {
    /// Sets a view's alignment-rect insets. An edit, not a rebuild: the constraints naming
    /// the view on an axis whose insets changed are re-lowered (only their constants move)
    /// and its content-size constraints follow, since the intrinsic content size is the
    /// alignment rect's size, as in UIKit.
    public func setAlignmentInsets(_ view: String, _ insets: AlignmentInsets) throws(Diagnostic) {
        guard let record = views[view] else {
            throw LayoutMessages.unknownView(view, among: viewOrder + [Self.rootName])
        }
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(Self.isSane) else {
            throw LayoutMessages.badNumber("an inset")
        }
        let old = record.alignmentInsets
        var changed: Set<Axis> = []
        if old.left != insets.left || old.right != insets.right { changed.insert(.horizontal) }
        if old.top != insets.top || old.bottom != insets.bottom { changed.insert(.vertical) }
        guard !changed.isEmpty else { return }
        views[view]?.alignmentInsets = insets
        // Only where there is an intrinsic size (syncing an axis without one discards
        // constraints that are not there, a search of every id).
        for axis in Axis.allCases where changed.contains(axis) && record.intrinsic[axis] != nil {
            syncContentSize(view, axis)
        }
        relower(view) { changed.contains($0.axis) }
    }

    /// A view's alignment-rect insets (zero unless `setAlignmentInsets` changed them).
    public func alignmentInsets(of view: String) -> AlignmentInsets {
        views[view]?.alignmentInsets ?? .zero
    }
}
