import Cassowary

/// Insets of a view's layout margins (UIKit's default is 8 on every side).
public struct Margins: Hashable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let standard = Margins(top: 8, left: 8, bottom: 8, right: 8)
}

/// One view: its place in the hierarchy, its four solver variables (absolute
/// coordinates, root at 0,0) and the properties that shape its attributes.
struct ViewRecord {
    let name: String
    let superview: String?
    var subviews: [String] = []
    let left, top, width, height: Variable
    var margins = Margins.standard
    /// Distance from the top to both baselines; nil means the baseline is the bottom.
    var baselineOffset: Double?
    /// Intrinsic content size per axis; absent means none (UIKit's -1).
    var intrinsic: [Axis: Double] = [:]
    var hugging: [Axis: Double] = [.horizontal: 250, .vertical: 250]
    var resistance: [Axis: Double] = [.horizontal: 750, .vertical: 750]
    /// translatesAutoresizingMaskIntoConstraints = YES: what its mask constraints were made
    /// from; nil when the view uses constraints only.
    var autoresizing: AutoresizingBasis?
    /// UIKit's `autoresizingMask`, kept while translation is off (as UIKit keeps it).
    var autoresizingMask = AutoresizingMask.none
    /// translatesAutoresizingMaskIntoConstraints = YES: the frame its constraints hold.
    var autoresizingFrame: Rect? { autoresizing?.frame }
    /// Where an imported view came from: a log address, an Interface Builder object id.
    var ref: String?
    /// UIView.alignmentRectInsets: every attribute is read off the frame inset by these.
    var alignmentInsets = AlignmentInsets.zero

    func origin(_ axis: Axis) -> Variable { axis == .horizontal ? left : top }
    func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }

    /// The alignment rect's size on one axis: what intrinsic content sizes constrain.
    func alignedSize(_ axis: Axis) -> Expression {
        let insets = alignmentInsets
        return axis == .horizontal ? width - (insets.left + insets.right)
                                   : height - (insets.top + insets.bottom)
    }

    /// The attribute as a linear expression for the solver (SPEC §4, §8). In right-to-left
    /// a directional attribute is measured on the mirrored axis (leading = −its right edge,
    /// trailing = −its left edge), so that Apple's `item1.attr1 == m * item2.attr2 + c`
    /// keeps its multiplier on the physical edges and its constant in the reading
    /// direction (see `Layout+Direction.swift`).
    func expression(_ attribute: Attribute, direction: LayoutDirection) -> Expression {
        let edge = self.edge(attribute, direction: direction)
        return direction == .rightToLeft && attribute.isDirectional ? -edge : edge
    }

    /// Where the attribute lies on the alignment rect, in root's coordinates (a size for
    /// width and height): leading is the right edge in right-to-left.
    func edge(_ attribute: Attribute, direction: LayoutDirection) -> Expression {
        let insets = alignmentInsets
        let rightToLeft = direction == .rightToLeft
        switch attribute {
        case .left: return left + insets.left
        case .right: return left + width - insets.right
        case .leading: return rightToLeft ? left + width - insets.right : left + insets.left
        case .trailing: return rightToLeft ? left + insets.left : left + width - insets.right
        case .centerX: return left + 0.5 * width + (insets.left - insets.right) / 2
        case .width: return alignedSize(.horizontal)
        case .top: return top + insets.top
        case .bottom: return top + height - insets.bottom
        case .centerY: return top + 0.5 * height + (insets.top - insets.bottom) / 2
        case .height: return alignedSize(.vertical)
        case .leftMargin: return left + (insets.left + margins.left)
        case .rightMargin: return left + width - (insets.right + margins.right)
        case .leadingMargin:
            return rightToLeft ? left + width - (insets.right + margins.right) : left + (insets.left + margins.left)
        case .trailingMargin:
            return rightToLeft ? left + (insets.left + margins.left) : left + width - (insets.right + margins.right)
        case .topMargin: return top + (insets.top + margins.top)
        case .bottomMargin: return top + height - (insets.bottom + margins.bottom)
        case .centerXWithinMargins:
            return left + 0.5 * width + ((insets.left + margins.left) - (insets.right + margins.right)) / 2
        case .centerYWithinMargins:
            return top + 0.5 * height + ((insets.top + margins.top) - (insets.bottom + margins.bottom)) / 2
        case .firstBaseline, .lastBaseline:
            if let baselineOffset { return top + (insets.top + baselineOffset) }
            return top + height - insets.bottom
        }
    }
}
