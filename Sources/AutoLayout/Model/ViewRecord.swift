import Cassowary

/// Insets of a view's layout margins (UIKit's default is 8 on every side).
public struct Margins: Hashable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let standard = Margins(top: 8, left: 8, bottom: 8, right: 8)
    public static let zero = Margins(top: 0, left: 0, bottom: 0, right: 0)
}

/// One view: its place in the hierarchy, its four solver variables (absolute
/// coordinates, root at 0,0) and the properties that shape its attributes.
struct ViewRecord {
    let name: String
    let superview: String?
    var subviews: [String] = []
    let left, top, width, height: Variable
    /// A UILayoutGuide (`guide spacer in card`) is an item like a view, without margins,
    /// guides, content or subviews, and never drawn.
    var isGuide = false
    /// UIKit's settings that decide the margins (Layout+Guides.swift applies the rules).
    var marginRules = MarginRules()
    /// The insets of the view's safe area, margins and readable content guides as the
    /// last layout pass left them: what its guide and margin attributes are lowered with.
    var guides = GuideInsets()
    /// The layout margins as UIKit reports them (`layoutMargins`).
    var margins: Margins { guides.margins }
    /// Distance from the top to both baselines; nil means the baseline is the bottom.
    var baselineOffset: Double?
    /// Intrinsic content size per axis; absent means none (UIKit's -1).
    var intrinsic: [Axis: Double] = [:]
    var hugging: [Axis: Double] = [.horizontal: 250, .vertical: 250]
    var resistance: [Axis: Double] = [.horizontal: 750, .vertical: 750]
    /// translatesAutoresizingMaskIntoConstraints = YES: the frame it was declared with.
    var autoresizingFrame: Rect?

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
        // The margin attributes are the margins guide's edges, so the two always agree.
        case .leftMargin, .leadingMargin: expression(.left, in: .margins)
        case .rightMargin, .trailingMargin: expression(.right, in: .margins)
        case .topMargin: expression(.top, in: .margins)
        case .bottomMargin: expression(.bottom, in: .margins)
        case .centerXWithinMargins: expression(.centerX, in: .margins)
        case .centerYWithinMargins: expression(.centerY, in: .margins)
        case .firstBaseline, .lastBaseline:
            if let baselineOffset { top + baselineOffset } else { top + height }
        }
    }

    /// An attribute of one of the view's built-in guides (nil: of the view itself): the
    /// view's edge moved in by the guide's inset, so no guide needs variables of its own.
    func expression(_ attribute: Attribute, in guide: BuiltInGuide?) -> Expression {
        guard let guide else { return expression(attribute) }
        let inset = guides[guide]
        switch attribute {
        case .left, .leading: return left + inset.left
        case .right, .trailing: return left + width - inset.right
        case .top: return top + inset.top
        case .bottom: return top + height - inset.bottom
        case .centerX: return left + 0.5 * width + (inset.left - inset.right) / 2
        case .centerY: return top + 0.5 * height + (inset.top - inset.bottom) / 2
        case .width: return width - (inset.left + inset.right)
        case .height: return height - (inset.top + inset.bottom)
        // The parser and the model refuse these on a guide; the guide's own box is the answer.
        default: return expression(attribute)
        }
    }
}

/// The insets (from the owning view's frame) of the three guides every view has.
struct GuideInsets: Hashable, Sendable {
    var safeArea = Margins.zero
    var margins = Margins.standard
    var readableContent = Margins.standard

    subscript(guide: BuiltInGuide) -> Margins {
        switch guide {
        case .safeArea: safeArea
        case .margins: margins
        case .readableContent: readableContent
        }
    }
}

/// What a view says about its margins; UIKit's rules turn it into `GuideInsets.margins`.
struct MarginRules: Hashable, Sendable {
    /// `margins NAME T L B R` (directionalLayoutMargins); nil is UIKit's default.
    var explicit: Margins?
    /// preservesSuperviewLayoutMargins (UIKit's default: off).
    var preservesSuperview = false
    /// insetsLayoutMarginsFromSafeArea (UIKit's default: on).
    var fromSafeArea = true
    /// The UIKit class, where it changes the rules (`UITableViewCellContentView`).
    var uikitClass: String?
}
