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

    func origin(_ axis: Axis) -> Variable { axis == .horizontal ? left : top }
    func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }

    /// The attribute as a linear expression of this view's variables (SPEC §4).
    func expression(_ attribute: Attribute) -> Expression {
        switch attribute {
        case .left, .leading: Expression(left)
        case .right, .trailing: left + width
        case .centerX: left + 0.5 * width
        case .width: Expression(width)
        case .top: Expression(top)
        case .bottom: top + height
        case .centerY: top + 0.5 * height
        case .height: Expression(height)
        case .leftMargin, .leadingMargin: left + margins.left
        case .rightMargin, .trailingMargin: left + width - margins.right
        case .topMargin: top + margins.top
        case .bottomMargin: top + height - margins.bottom
        case .centerXWithinMargins: left + 0.5 * width + (margins.left - margins.right) / 2
        case .centerYWithinMargins: top + 0.5 * height + (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            if let baselineOffset { top + baselineOffset } else { top + height }
        }
    }
}
