/// The two constraint DSLs apps write instead of anchors: Masonry (Objective-C,
/// `[v mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(…); }]`) and
/// SnapKit (Swift, `v.snp.makeConstraints { make in make.top.equalTo(…) }`). Their
/// statements have one shape, `make.ATTRIBUTES.RELATION(TARGET).MODIFIERS`, and differ only
/// where docs/DESIGN.md ("Masonry and SnapKit pasted as code") says.
enum MakerLibrary: Hashable, Sendable {
    case masonry, snapKit
}

/// What the block does with the view's earlier constraints of the same library.
enum MakerMode: Hashable, Sendable {
    /// Adds them.
    case make
    /// Changes the constant of a constraint that matches in all but its constant.
    case update
    /// Removes every constraint the library made for the view first.
    case remake
}

/// A constant as the code wrote it: a number, or a structure the library reads one field
/// of for each attribute.
enum MakerConstant: Hashable, Sendable {
    case number(Double)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    /// UIEdgeInsets (`directional`: NSDirectionalEdgeInsets, leading and trailing).
    case insets(top: Double, left: Double, bottom: Double, right: Double, directional: Bool)
}

/// One `make.…` statement, read.
struct MakerChain {
    var library = MakerLibrary.masonry
    var attributes: [Attribute] = []
    /// The composite the code named (`edges`, `margins`), for SnapKit's edges-to-margins rule.
    var composite: String?
    var relation = "=="
    /// The target's item (`root`, `card.safeAreaLayoutGuide`) and attribute, when it names one.
    var item: String?
    var targetAttribute: Attribute?
    var targetComposite: String?
    /// `equalToSuperview()`.
    var superview = false
    /// `equalTo(@[a, b])`: one constraint to each.
    var items: [String] = []
    var multiplier = 1.0
    /// The constant set by `equalTo(value)` and then by each modifier, in order.
    var constants: [(MakerConstant, byModifier: Bool)] = []
    var priority: Double?
    var label: String?
    var range: SourceRange = 0..<1
    /// Where the code names the view the block constrains (`box` in `[box mas_makeConstraints:…]`).
    var viewRange: SourceRange?
    var attributeRange: SourceRange = 0..<1
    var targetRange: SourceRange = 0..<1
}

extension MakerLibrary {
    /// `make.edges` and the other composites, as the library expands them.
    func expand(_ name: String) -> [Attribute]? {
        switch name {
        case "edges": [.top, .left, .bottom, .right]
        case "size": [.width, .height]
        case "center": [.centerX, .centerY]
        case "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        case "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins]
        case "horizontalEdges": self == .snapKit ? [.left, .right] : nil
        case "verticalEdges", "directionalVerticalEdges": self == .snapKit ? [.top, .bottom] : nil
        case "directionalEdges": self == .snapKit ? [.top, .leading, .bottom, .trailing] : nil
        case "directionalHorizontalEdges": self == .snapKit ? [.leading, .trailing] : nil
        case "directionalMargins": self == .snapKit ? [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin] : nil
        default: nil
        }
    }

    /// A single attribute's name in the DSL (`baseline` is Masonry's last baseline).
    static func attribute(_ name: String) -> Attribute? {
        if name == "baseline" { return .lastBaseline }
        return Attribute(rawValue: name)
    }

    /// The constant a constraint on `attribute` takes from `constant`; nil where the
    /// library leaves the constant as it was (Masonry's insets on a size, say).
    func value(of constant: MakerConstant, for attribute: Attribute) -> Double? {
        switch constant {
        case .number(let value):
            return value
        case .size(let width, let height):
            if attribute == .width { return width }
            if attribute == .height { return height }
            return self == .snapKit ? 0 : nil
        case .point(let x, let y):
            if [.centerX, .centerXWithinMargins].contains(attribute) || (self == .snapKit && attribute.isHorizontal && !attribute.isSize) { return x }
            if [.centerY, .centerYWithinMargins].contains(attribute) || (self == .snapKit && !attribute.isHorizontal && !attribute.isSize) { return y }
            return self == .snapKit ? 0 : nil
        case .insets(let top, let left, let bottom, let right, _):
            return self == .masonry ? Self.masonryInset(top, left, bottom, right, attribute)
                : Self.snapKitInset(top, left, bottom, right, attribute)
        }
    }

    /// Masonry's `insets`: the first attribute's edge moves in; any other keeps its constant.
    private static func masonryInset(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double, _ attribute: Attribute) -> Double? {
        switch attribute {
        case .left, .leading: left
        case .top: top
        case .bottom: -bottom
        case .right, .trailing: -right
        default: nil
        }
    }

    /// SnapKit's insets, read for the attribute the constraint relates to: edges and
    /// margins move in, a size shrinks by both insets, a centre by half their difference.
    private static func snapKitInset(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double, _ attribute: Attribute) -> Double {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: left
        case .top, .topMargin, .firstBaseline: top
        case .right, .rightMargin, .trailing, .trailingMargin: -right
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        }
    }

    /// The target attribute when the code names no attribute and no item: Masonry relates
    /// each attribute to the superview's same one; SnapKit relates a centre to the
    /// superview's left or top (`make.centerX.equalTo(20)` is 20 from its left edge).
    func attributeWithoutTarget(for attribute: Attribute) -> Attribute {
        guard self == .snapKit else { return attribute }
        if attribute == .centerX { return .left }
        if attribute == .centerY { return .top }
        return attribute
    }

    /// The priority names of the library (`.high`, `priorityMedium()`).
    static let priorityNames: [String: Double] = [
        "required": 1000, "high": 750, "medium": 500, "low": 250, "defaultHigh": 750, "defaultLow": 250,
        "fittingSizeLevel": 50, "MASLayoutPriorityRequired": 1000, "MASLayoutPriorityDefaultHigh": 750,
        "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityDefaultLow": 250, "MASLayoutPriorityFittingSizeLevel": 50,
    ]
}
