/// What a person can see of one constraint: the user's own and the ones the layout adds
/// for itself (root size, non-negative sizes, autoresizing masks, content size).
public struct LayoutConstraintInfo: Hashable, Sendable {
    public enum State: String, Sendable {
        /// In the solver (optional ones may still be violated: see `satisfied`).
        case active
        /// Kept but switched off by `deactivate`.
        case inactive
        /// Required, active, and refused by the solver: it conflicts with `conflict`.
        case broken
    }

    /// Where a constraint came from. Only `formula` and `vfl` are the user's own.
    public enum Origin: Hashable, Sendable {
        case formula
        case vfl(group: String)
        /// translatesAutoresizingMaskIntoConstraints = YES: the frame as required constraints.
        case autoresizingMask(view: String)
        /// Intrinsic content size: `width <= w` at the hugging priority.
        case contentHugging(view: String, axis: Axis)
        /// Intrinsic content size: `width >= w` at the compression-resistance priority.
        case compressionResistance(view: String, axis: Axis)
        /// `root.width == W`, `root.height == H`: the screen.
        case rootSize(Axis)
        /// `root.left == 0`, `root.top == 0`.
        case rootOrigin(Axis)
        /// `width >= 0`, `height >= 0` for every view, as Apple's engine has.
        case nonNegativeSize(view: String, axis: Axis)
        /// What a stack view adds for its arranged views (`UISV-spacing:info.a-b`, …).
        case stackView(stack: String)
        /// A scroll view's content area starts at its origin (content offset 0).
        case scrollContent(scroll: String, axis: Axis)

        /// True for a view's mask constraints (`autoresizing:box.minX` …).
        public var isAutoresizing: Bool {
            if case .autoresizingMask = self { true } else { false }
        }

        /// What UIKit adds for the user, by the name of what adds it (`hugging`,
        /// `compressionResistance`, `autoresizing`, `stack`); nil for the user's own and
        /// for the bookkeeping every layout has (root's size, sizes never negative).
        public var implicitSource: String? {
            switch self {
            case .contentHugging: "hugging"
            case .compressionResistance: "compressionResistance"
            case .autoresizingMask: "autoresizing"
            case .stackView: "stack"
            default: nil
            }
        }

        /// True for constraints the user wrote (and may edit or remove).
        public var isUser: Bool {
            switch self {
            case .formula, .vfl: true
            default: false
            }
        }
    }

    /// `c3`, a label, or for the layout's own constraints a `kind:view.attribute` name
    /// (`autoresizing:box.minX`, `nonNegative:a.width`) that no user label can take.
    public var id: String
    /// The VFL group (`g1` or its label) this constraint was made by.
    public var group: String?
    /// Apple's form: `email.leading == root.leading + 20 @750`.
    public var text: String
    public var priority: Double
    public var state: State
    /// Whether the current solution meets it: false for an active optional constraint the
    /// solution violates and for a broken one; for an inactive one, whether it would hold.
    public var satisfied: Bool
    public var origin: Origin
    /// The constraint's constant as `constant c3 40` sets it.
    public var constant: Double
    /// The views the constraint names, in the order it names them.
    public var views: [String]
    /// Broken: the minimal set of active required constraints it conflicts with.
    public var conflict: [String]
    /// Nearest common ancestor of `views`.
    public var installedOn: String?
    /// False for a general linear form that no single NSLayoutConstraint can express.
    public var isAppleExpressible: Bool
}
