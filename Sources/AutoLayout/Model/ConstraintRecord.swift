import Cassowary

/// Everything the layout keeps about one constraint, user-made or its own.
struct ConstraintRecord {
    typealias Origin = LayoutConstraintInfo.Origin

    let id: String
    let group: String?
    let origin: Origin
    /// Creation order: "id order" for listing and for re-trying broken constraints.
    let serial: Int
    /// User constraints: the resolved form, re-lowered when margins or baselines change.
    var canonical: CanonicalConstraint?
    /// Layout-made constraints: their text and the views they belong to.
    var fixedText: String
    var fixedViews: [String]
    /// Layout-made constraints: the one axis they act on.
    var fixedAxis: Axis?
    /// What the solver gets (or would get) for this constraint.
    var lowered: Constraint
    var priority: Double
    var isActive = true
    var solverID: ConstraintID?
    /// While broken: ids of the minimal set of required constraints it conflicts with.
    var conflict: [String] = []
    /// Where an imported constraint came from: a log address, an Interface Builder object id.
    var ref: String?

    var isBroken: Bool { isActive && solverID == nil }
    var isRequired: Bool { priority >= 1000 }

    var views: [String] { canonical?.views ?? fixedViews }

    /// Layout-made constraints whose solver form hides Apple's constant (a stack's gap
    /// reads the stack's spacing variable): the constant Apple's constraint would have.
    var shownConstant: Double?

    var constant: Double {
        canonical?.constant ?? shownConstant ?? -lowered.expression.constant
    }

    /// Apple's description: `a.width == 2 * a.height @750`.
    var text: String {
        let body = canonical?.text ?? fixedText
        return isRequired || canonical == nil ? body : "\(body) @\(formatNumber(priority))"
    }
}

/// A VFL line: its members, in the order the line made them.
struct GroupRecord {
    let id: String
    var members: [String]
    /// The line as typed (without its label), for `save` and `show`.
    let source: String
}
