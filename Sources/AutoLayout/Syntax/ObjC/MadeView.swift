/// A view Swift code made (`let title = UILabel()`, `UIStackView(arrangedSubviews: [a, b])`)
/// and what the code set on it before it joined the hierarchy; it is declared when it is
/// added (`addSubview`, `addArrangedSubview`), as UIKit lays out only views in the hierarchy.
public struct MadeView: Hashable, Sendable {
    /// The UIKit class it was made as; nil for the code's own classes.
    public var uikitClass: String?
    /// translatesAutoresizingMaskIntoConstraints: UIKit sets it for every view made in
    /// code until the code clears it; a view of the code's own class is read as clearing
    /// it (its initialiser, which alsh does not see, usually does).
    public var translates: Bool
    /// `UIView(frame: …)`: the frame it translates; zero otherwise.
    public var frame: Rect?
    /// Set when the view is a UIStackView.
    public var stack: StackValues?
    public var arranged: [String] = []
    /// Views added to it before it joined the hierarchy.
    public var subviews: [String] = []
    public var settings: [ViewSetting] = []
    /// Constraints the code activated among the views of its tree before the tree joined
    /// the hierarchy, with what it set on them: they join with it.
    public var held: [PastedCodeEffect] = []
    /// Passed to a method alsh does not read (`container.embed(self.card)`), which may have
    /// added it anywhere: where it is, the paste does not say.
    public var passedOn = false

    public init(uikitClass: String?, translates: Bool, frame: Rect? = nil, stack: StackValues? = nil) {
        self.uikitClass = uikitClass
        self.translates = translates
        self.frame = frame
        self.stack = stack
    }
}

/// The UIStackView properties code sets; nil leaves a property as it is (UIKit's
/// defaults: horizontal, fill, fill, spacing 0).
public struct StackValues: Hashable, Sendable {
    public var axis: Axis?
    public var distribution: StackSpec.Distribution?
    public var alignment: StackSpec.Alignment?
    public var spacing: Double?
    public var marginsRelative: Bool?
    public var baselineRelative: Bool?
    public init() {}

    /// `other`'s values over these.
    func merged(with other: StackValues) -> StackValues {
        var result = self
        if let value = other.axis { result.axis = value }
        if let value = other.distribution { result.distribution = value }
        if let value = other.alignment { result.alignment = value }
        if let value = other.spacing { result.spacing = value }
        if let value = other.marginsRelative { result.marginsRelative = value }
        if let value = other.baselineRelative { result.baselineRelative = value }
        return result
    }
}

/// One property of a view, as Swift code sets it.
public enum ViewSetting: Hashable, Sendable {
    case translates(Bool)
    case hugging(Axis, Double)
    case resistance(Axis, Double)
    case hidden(Bool)
    case stack(StackValues)
    /// `layoutMargins = UIEdgeInsets(…)`, `layoutMargins.left = 8`: the sides the code set
    /// (nil keeps the side as the view has it, as UIKit's read-modify-write of the struct
    /// does); `directional` for `directionalLayoutMargins` (leading and trailing).
    case margins(top: Double?, left: Double?, bottom: Double?, right: Double?, directional: Bool)

    /// Root has layout margins of its own (a view's own code sets them on `self`); the
    /// other settings belong to views the code made.
    var appliesToRoot: Bool {
        if case .margins = self { true } else { false }
    }
}

/// A constraint kept in a variable before it is activated, with what the code set on it.
public struct PendingConstraint: Hashable, Sendable {
    var line: LoweredLine
    var priority: Double?
    var constant: Double?
}
