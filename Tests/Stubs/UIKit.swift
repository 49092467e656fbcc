// The part of UIKit's API that alsh's exports use, written from Apple's documentation
// (developer.apple.com/documentation/uikit): the same names, argument labels and types, so
// `swiftc -typecheck` against it catches what Xcode would. Nothing here runs; every body
// that returns something traps. Kept strict on purpose: UILayoutPriority is no literal,
// NSLayoutXAxisAnchor has no multiplier, anchors of different axes do not mix.

public struct CGFloat: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Hashable {
    public init(integerLiteral value: Int) {}
    public init(floatLiteral value: Double) {}
    public init(_ value: Double) {}
}

public struct CGPoint { public init(x: CGFloat, y: CGFloat) {} }
public struct CGSize {
    public init(width: CGFloat, height: CGFloat) {}
    public static var zero: CGSize { fatalError() }
}
public struct CGRect {
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {}
    public static var zero: CGRect { fatalError() }
}

public struct UIEdgeInsets {
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
}

public struct NSDirectionalEdgeInsets {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

open class NSObject {
    public init() {}
}

public struct UILayoutPriority: RawRepresentable, Hashable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

public enum UISemanticContentAttribute: Int {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

@MainActor open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY,
             lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin,
             leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    public enum Relation: Int { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
    public enum Axis: Int { case horizontal, vertical }
    public struct FormatOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
                            attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat,
                            constant c: CGFloat) { fatalError() }
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    open class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { fatalError() }
    open var isActive: Bool { get { fatalError() } set {} }
    open var priority: UILayoutPriority { get { fatalError() } set {} }
    open var identifier: String? { get { fatalError() } set {} }
    open var constant: CGFloat { get { fatalError() } set {} }
    open var multiplier: CGFloat { fatalError() }
}

@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }
}

@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }
}

@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@MainActor open class UILayoutGuide: NSObject {
    open var identifier: String { get { fatalError() } set {} }
    open var owningView: UIView? { get { fatalError() } set {} }
    open var layoutFrame: CGRect { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    public static var noIntrinsicMetric: CGFloat { fatalError() }

    public override init() {}
    public init(frame: CGRect) {}

    open func addSubview(_ view: UIView) {}
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open var superview: UIView? { fatalError() }
    open var frame: CGRect { get { fatalError() } set {} }
    open var autoresizingMask: UIView.AutoresizingMask { get { fatalError() } set {} }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
    open var isHidden: Bool { get { fatalError() } set {} }
    open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set {} }
    open var layoutMargins: UIEdgeInsets { get { fatalError() } set {} }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set {} }
    open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set {} }
    open var preservesSuperviewLayoutMargins: Bool { get { fatalError() } set {} }
    open var intrinsicContentSize: CGSize { fatalError() }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var readableContentGuide: UILayoutGuide { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
}

@MainActor open class UIStackView: UIView {
    public enum Distribution: Int { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set {} }
    open var distribution: UIStackView.Distribution { get { fatalError() } set {} }
    open var alignment: UIStackView.Alignment { get { fatalError() } set {} }
    open var spacing: CGFloat { get { fatalError() } set {} }
    open var isLayoutMarginsRelativeArrangement: Bool { get { fatalError() } set {} }
    open var isBaselineRelativeArrangement: Bool { get { fatalError() } set {} }
    open func addArrangedSubview(_ view: UIView) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

@MainActor open class UIControl: UIView {}
@MainActor open class UILabel: UIView {}
@MainActor open class UIButton: UIControl {}
@MainActor open class UIImageView: UIView {}
@MainActor open class UITextField: UIControl {}
@MainActor open class UIScrollView: UIView {
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
}
@MainActor open class UITextView: UIScrollView {}
@MainActor open class UITableView: UIScrollView {}
@MainActor open class UICollectionView: UIScrollView {}
@MainActor open class UISwitch: UIControl {}
@MainActor open class UISlider: UIControl {}
@MainActor open class UISegmentedControl: UIControl {}
@MainActor open class UIStepper: UIControl {}
@MainActor open class UIDatePicker: UIControl {}
@MainActor open class UIPageControl: UIControl {}
@MainActor open class UIPickerView: UIView {}
@MainActor open class UIActivityIndicatorView: UIView {}
@MainActor open class UIProgressView: UIView {}
@MainActor open class UINavigationBar: UIView {}
@MainActor open class UIToolbar: UIView {}
@MainActor open class UITabBar: UIView {}
@MainActor open class UISearchBar: UIView {}

@MainActor open class UIViewController: UIResponder {
    public override init() {}
    open var view: UIView! { get { fatalError() } set {} }
    open var title: String? { get { fatalError() } set {} }
    open var viewRespectsSystemMinimumLayoutMargins: Bool { get { fatalError() } set {} }
    open func loadView() {}
    open func viewDidLoad() {}
}
