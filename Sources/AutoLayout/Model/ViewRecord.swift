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
package struct ViewRecord {
    let name: String
    /// Changes only when a stack takes the view in (`Layout.moveView`).
    package internal(set) var superview: String?
    /// Shares its buffer with the copies undo notes keep (SharedTailList.swift).
    var subviewList = SharedTailList<String>()
    var subviews: [String] { subviewList.elements }
    let left, top, width, height: Variable
    /// A UILayoutGuide (`guide spacer in card`) is an item like a view, without margins,
    /// guides, content or subviews, and never drawn.
    package internal(set) var isGuide = false
    /// UIKit's settings that decide the margins (Layout+Guides.swift applies the rules).
    package internal(set) var marginRules = MarginRules()
    /// The insets of the view's safe area, margins and readable content guides as the
    /// last layout pass left them: what its guide and margin attributes are lowered with.
    var guides = GuideInsets()
    /// The layout margins as UIKit reports them (`layoutMargins`).
    var margins: Margins { guides.margins }
    /// Distance from the top to both baselines (`baseline NAME OFFSET`).
    package internal(set) var baselineOffset: Double?
    /// The system font of the view's text (`font NAME SIZE`): its metrics place the
    /// baselines. With neither this nor `baselineOffset` the view has no baseline: the
    /// first is its top edge, the last its bottom edge.
    package internal(set) var font: TextFont?
    /// Intrinsic content size per axis; absent means none (UIKit's -1).
    package internal(set) var intrinsic: [Axis: Double] = [:]
    // The defaults are shared, not built per view: a dictionary literal is a heap block
    // each, and UIKit's defaults are what nearly every view keeps.
    package internal(set) var hugging = ViewRecord.defaultHugging
    package internal(set) var resistance = ViewRecord.defaultResistance
    static let defaultHugging: [Axis: Double] = [.horizontal: 250, .vertical: 250]
    static let defaultResistance: [Axis: Double] = [.horizontal: 750, .vertical: 750]
    /// translatesAutoresizingMaskIntoConstraints = YES: what its mask constraints were made
    /// from; nil when the view uses constraints only.
    var autoresizing: AutoresizingBasis?
    /// UIKit's `autoresizingMask`, kept while translation is off (as UIKit keeps it).
    package internal(set) var autoresizingMask = AutoresizingMask.none
    /// translatesAutoresizingMaskIntoConstraints = YES: the frame its constraints hold.
    package var autoresizingFrame: Rect? { autoresizing?.frame }
    /// Where an imported view came from: a log address, an Interface Builder object id.
    var ref: String?
    /// UIView.alignmentRectInsets: every attribute is read off the frame inset by these.
    package internal(set) var alignmentInsets = AlignmentInsets.zero

    func origin(_ axis: Axis) -> Variable { axis == .horizontal ? left : top }
    func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }

    /// The attribute as a linear expression for the solver (SPEC §4, §8), of the view itself
    /// or of one of its built-in guides. In right-to-left a directional attribute is
    /// measured on the mirrored axis (leading = −its right edge, trailing = −its left
    /// edge), so that Apple's `item1.attr1 == m * item2.attr2 + c` keeps its multiplier on
    /// the physical edges and its constant in the reading direction (Layout+Direction.swift).
    func expression(_ attribute: Attribute, in guide: BuiltInGuide? = nil, direction: LayoutDirection) -> Expression {
        let edge = self.edge(attribute, in: guide, direction: direction)
        return direction == .rightToLeft && attribute.isDirectional ? -edge : edge
    }

    /// Where the attribute lies, in root's coordinates (a size for width and height):
    /// leading is the right edge in right-to-left. The view's own attributes are read off
    /// its alignment rect; a guide's off the frame moved in by the guide's insets, as
    /// UIKit's guides are. The margin attributes are the margins guide's edges, so the two
    /// always agree.
    func edge(_ attribute: Attribute, in guide: BuiltInGuide? = nil, direction: LayoutDirection) -> Expression {
        if let marginEdge = attribute.marginGuideEdge {
            return edge(marginEdge, in: .margins, direction: direction)
        }
        let inset = guide.map { guides[$0] }
            ?? Margins(top: alignmentInsets.top, left: alignmentInsets.left,
                       bottom: alignmentInsets.bottom, right: alignmentInsets.right)
        return edge(attribute, insets: inset, direction: direction)
    }

    /// The attribute of the frame moved in by `insets` (a scroll view's content area and
    /// its margins, Layout+ScrollContent.swift), as `expression(_:in:direction:)` reads it.
    func expression(_ attribute: Attribute, insets: Margins, direction: LayoutDirection) -> Expression {
        let edge = self.edge(attribute, insets: insets, direction: direction)
        return direction == .rightToLeft && attribute.isDirectional ? -edge : edge
    }

    private func edge(_ attribute: Attribute, insets inset: Margins, direction: LayoutDirection) -> Expression {
        let leftEdge = left + inset.left
        let rightEdge = left + width - inset.right
        switch attribute {
        case .left: return leftEdge
        case .right: return rightEdge
        case .leading: return direction == .rightToLeft ? rightEdge : leftEdge
        case .trailing: return direction == .rightToLeft ? leftEdge : rightEdge
        case .centerX: return left + 0.5 * width + (inset.left - inset.right) / 2
        case .width: return width - (inset.left + inset.right)
        case .top: return top + inset.top
        case .bottom: return top + height - inset.bottom
        case .centerY: return top + 0.5 * height + (inset.top - inset.bottom) / 2
        case .height: return height - (inset.top + inset.bottom)
        case .firstBaseline, .lastBaseline:
            // A view with no text has no baseline: UIKit then uses its top edge for the first
            // baseline and its bottom edge for the last (UIView.forFirstBaselineLayout).
            guard let placement = baselinePlacement else {
                return attribute == .firstBaseline ? top + inset.top : top + height - inset.bottom
            }
            let isLast = attribute == .lastBaseline
            let offset = inset.top + (isLast ? placement.last : placement.first)
            let fraction = isLast ? placement.lastFraction : placement.firstFraction
            guard fraction != 0 else { return top + offset }
            return top + fraction * (height - (inset.top + inset.bottom)) + offset
        default:
            // Every margin attribute was mapped to the margins guide above.
            return Expression(left)
        }
    }

    /// Where the baselines sit; nil when the view has none (its top and bottom edges stand in).
    var baselinePlacement: BaselinePlacement? {
        if let baselineOffset { return .fixed(baselineOffset) }
        return font?.baselines(centred: marginRules.uikitClass.map(TextFont.centringClasses.contains) ?? false)
    }

    /// The alignment rect's size on one axis: what intrinsic content sizes constrain.
    func alignedSize(_ axis: Axis) -> Expression {
        edge(axis == .horizontal ? .width : .height, direction: .leftToRight)
    }
}

extension Attribute {
    /// `leadingMargin` → the margins guide's `leading`; nil for attributes that are not margins.
    package var marginGuideEdge: Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
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
        // A scroll view's frame guide is its frame; its content area has variables of
        // its own (Layout+ScrollContent.swift), not insets.
        case .content, .frameGuide: .zero
        }
    }

    /// How far the furthest of the twelve insets is from `other`'s.
    func distance(to other: GuideInsets) -> Double {
        var largest = 0.0
        for (a, b) in [(safeArea, other.safeArea), (margins, other.margins), (readableContent, other.readableContent)] {
            largest = max(largest, abs(a.top - b.top), abs(a.left - b.left), abs(a.bottom - b.bottom), abs(a.right - b.right))
        }
        return largest
    }
}

/// What a view says about its margins; UIKit's rules turn it into `GuideInsets.margins`.
package struct MarginRules: Hashable, Sendable {
    /// `margins NAME T L B R` (directionalLayoutMargins); nil is UIKit's default.
    package internal(set) var explicit: Margins?
    /// preservesSuperviewLayoutMargins (UIKit's default: off).
    var preservesSuperview = false
    /// insetsLayoutMarginsFromSafeArea (UIKit's default: on).
    var fromSafeArea = true
    /// The UIKit class, where it changes the rules (`UITableViewCellContentView`).
    var uikitClass: String?
}
