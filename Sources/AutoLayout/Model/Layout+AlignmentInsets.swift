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

/// UIKit's own controls whose alignment rect differs from their frame, by class name:
/// `class NAME UISwitch` and the Interface Builder importer give a view its class's.
extension AlignmentInsets {
    /// What the controls return on a device (iOS 13 and later, `po control.alignmentRectInsets`,
    /// and the frames Interface Builder stores for them): a switch's 51-point frame has a 49-point alignment
    /// rect, so `sw.trailing = root.trailing - 16` puts its frame at x 310, not 308; a
    /// slider's track sits 2 in from each side and 2 below its top; a segmented control's
    /// 32-point frame aligns as 31 from the top and as 1 less on the right.
    public static let uiKit: [String: AlignmentInsets] = [
        "UISwitch": AlignmentInsets(top: 0, left: 0, bottom: 0, right: 2),
        "UISlider": AlignmentInsets(top: 0, left: 2, bottom: 1, right: 2),
        "UISegmentedControl": AlignmentInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    /// The insets a view of `uikitClass` has until `inset` says otherwise.
    public static func forClass(_ uikitClass: String?) -> AlignmentInsets {
        uikitClass.flatMap { uiKit[$0] } ?? .zero
    }
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

    /// `class NAME UISwitch`: a view whose insets are still its old class's default takes
    /// the new class's (insets set with `inset` stay as they are).
    func followClassInsets(_ view: String, from old: String?, to new: String?) throws(Diagnostic) {
        guard alignmentInsets(of: view) == AlignmentInsets.forClass(old) else { return }
        try setAlignmentInsets(view, AlignmentInsets.forClass(new))
    }

    /// A view's alignment-rect insets (zero unless `setAlignmentInsets` changed them).
    public func alignmentInsets(of view: String) -> AlignmentInsets {
        views[view]?.alignmentInsets ?? .zero
    }
}
