import Cassowary

/// One constraint a stack needs, before it is compared with what the layout holds.
struct StackItem {
    let id: String
    let text: String
    let views: [String]
    let axis: Axis
    let constraint: Constraint
    /// Apple's constant when the solver's differs (gaps read the spacing variable).
    var shownConstant: Double?
}

/// The constraints UIStackView makes for one configuration, as its logs name them
/// ('UISV-canvas-connection', 'UISV-spacing', 'UISV-alignment', 'UISV-hiding',
/// 'UISV-fill-equally', 'UISV-fill-proportionally', 'UISV-distributing',
/// 'UISV-spanning-boundary', 'UISV-spanning-fit', 'UISV-canvas-fit',
/// 'UISV-ambiguity-suppression').
///
/// Ids are `KIND:STACK.KEY` where KEY names the views, never a position: inserting a view
/// then changes only the gaps around it, and the difference applied to the solver stays
/// as small as the change. `-` and `:` keep them out of reach of user labels.
struct StackBuilder {
    let stack: StackRecord
    let views: [String: ViewRecord]
    let hidden: Set<String>
    let spanner: (origin: Variable, length: Variable)?
    let spacing: Variable?
    /// Leading and trailing flip in right-to-left, so a stack's constraints do too.
    let direction: LayoutDirection
    /// What each arranged view offers a fill-proportionally stack (`Layout.proportionalLength`).
    var proportionalLengths: [String: Double] = [:]
    /// The views whose baselines stand for arranged stacks' baselines
    /// (`Layout.baselineView(of:last:)`), for a stack that reads its views' baselines.
    var vendedBaselines: [String: VendedBaselines] = [:]
    private(set) var items: [StackItem] = []

    init(stack: StackRecord, views: [String: ViewRecord], hidden: Set<String>,
         spanner: (origin: Variable, length: Variable)?, spacing: Variable?, direction: LayoutDirection) {
        self.stack = stack; self.views = views; self.hidden = hidden; self.spanner = spanner
        self.spacing = spacing; self.direction = direction
    }

    /// Whether this configuration needs the alignment spanner (Apple's `_UILayoutSpacer`).
    static func needsSpanner(_ stack: StackRecord) -> Bool {
        stack.alignment != .fill && !stack.arranged.isEmpty
    }

    /// A side of a constraint: its expression and how it reads.
    private typealias Side = (expression: Expression, text: String)

    private struct Attributes {
        let lead, trail, center, size: Attribute
    }

    private var along: Attributes {
        stack.axis == .horizontal ? Attributes(lead: .leading, trail: .trailing, center: .centerX, size: .width)
            : Attributes(lead: .top, trail: .bottom, center: .centerY, size: .height)
    }

    private var across: Attributes {
        stack.axis == .horizontal ? Attributes(lead: .top, trail: .bottom, center: .centerY, size: .height)
            : Attributes(lead: .leading, trail: .trailing, center: .centerX, size: .width)
    }

    private var crossAxis: Axis { stack.axis == .horizontal ? .vertical : .horizontal }

    /// A view's attribute; an arranged stack's baseline is the baseline of the view it
    /// vends (UIKit lowers the constraint onto `viewForFirstBaselineLayout`), its own edge
    /// when it vends none.
    private func side(_ view: String, _ attribute: Attribute) -> Side {
        let source = switch attribute {
        case .firstBaseline: vendedBaselines[view]?.first ?? view
        case .lastBaseline: vendedBaselines[view]?.last ?? view
        default: view
        }
        let expression = views[source]?.expression(attribute, direction: direction) ?? Expression()
        return (expression, "\(view).\(attribute.rawValue)")
    }

    /// The stack's own edge, or its margin when the arrangement is margins-relative.
    private func canvas(_ attribute: Attribute) -> Side {
        guard stack.marginsRelative else { return side(stack.name, attribute) }
        let margin: Attribute = switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: attribute
        }
        return side(stack.name, margin)
    }

    /// The spanner's leading edge, trailing edge or length across the axis.
    private enum SpannerPart { case lead, trail, length }

    private func spannerSide(_ part: SpannerPart) -> Side {
        guard let spanner else { return (Expression(), "") }
        let names = across
        let label = "\(stack.name).alignmentSpanner"
        return switch part {
        case .lead: (Expression(spanner.origin), "\(label).\(names.lead.rawValue)")
        case .trail: (spanner.origin + spanner.length, "\(label).\(names.trail.rawValue)")
        case .length: (Expression(spanner.length), "\(label).\(names.size.rawValue)")
        }
    }

    private static func constantText(_ constant: Double) -> String {
        constant == 0 ? "" : constant > 0 ? " + \(formatNumber(constant))" : " - \(formatNumber(-constant))"
    }

    /// `lhs REL rhs + constant`, at `priority`. `shown` is the constant the text says when
    /// the solver's differs (a gap: the spacing variable plus `constant`).
    private mutating func add(_ kind: String, _ key: String, _ lhs: Side, _ relation: Relation, _ rhs: Side,
                              constant: Double = 0, shown: Double? = nil, priority: Double = 1000, axis: Axis,
                              views: [String]) {
        // An empty right-hand text means a constant alone: `b.width == 0`.
        var text = rhs.text.isEmpty ? "\(lhs.text) \(relation.symbol) \(formatNumber(shown ?? constant))"
            : "\(lhs.text) \(relation.symbol) \(rhs.text)" + Self.constantText(shown ?? constant)
        if priority < 1000 { text += " @\(formatNumber(priority))" }
        let constraint = Constraint(lhs.expression - rhs.expression - constant, relation, priority: Priority(priority))
        items.append(StackItem(id: "\(kind):\(stack.name).\(key)", text: text, views: [stack.name] + views,
                               axis: axis, constraint: constraint, shownConstant: shown))
    }

    /// `view.size == constant`.
    private mutating func addSize(_ kind: String, _ key: String, _ view: String, _ attribute: Attribute,
                                  _ value: Double, priority: Double = 1000, axis: Axis) {
        add(kind, key, side(view, attribute), .equal, (Expression(), ""), constant: value,
            priority: priority, axis: axis, views: [view])
    }

    mutating func build() {
        guard !stack.arranged.isEmpty else { return }
        if stack.arranged.allSatisfy(hidden.contains) {
            allHidden()
            return
        }
        alongAxis()
        acrossAxis()
    }

    /// 'UISV-spanning-fit' when every arranged view is hidden: UIKit's
    /// `_spanningLayoutGuideFittingPriority` is 0.001 then; 1 is the lowest alsh has.
    static let allHiddenFitPriority = 1.0

    /// Every arranged view hidden: UIKit's canvas connections find no visible view and hold
    /// the stack to its spanning guide, whose boundary constraints to hidden views are
    /// inactive and whose fitting pulls it to nothing, so the stack shrinks to what its own
    /// constraints leave and the hidden views keep their own sizes at its corner
    /// (docs/UIKIT-RULES.md).
    private mutating func allHidden() {
        let s = stack.name, a = along, c = across
        for view in stack.arranged {
            addSize("UISV-hiding", view, view, a.size, 0, priority: Self.hidingPriority, axis: stack.axis)
            add("UISV-spacing-hidden", view, side(view, a.lead), .equal, canvas(a.lead),
                priority: Self.hiddenGapPriority, axis: stack.axis, views: [view])
            add("UISV-spacing-hidden", "\(view).\(c.lead.rawValue)", side(view, c.lead), .equal, canvas(c.lead),
                priority: Self.hiddenGapPriority, axis: crossAxis, views: [view])
            addSize("UISV-ambiguity-suppression", view, view, c.size, 0, priority: 25, axis: crossAxis)
        }
        add("UISV-spanning-fit", a.size.rawValue, side(s, a.size), .equal, (Expression(), ""),
            priority: Self.allHiddenFitPriority, axis: stack.axis, views: [])
        if spanner != nil {
            add("UISV-canvas-connection", c.lead.rawValue, canvas(c.lead), .equal, spannerSide(.lead),
                axis: crossAxis, views: [])
            add("UISV-canvas-connection", c.trail.rawValue, spannerSide(.trail), .equal, canvas(c.trail),
                axis: crossAxis, views: [])
            add("UISV-spanning-fit", "alignmentSpanner", spannerSide(.length), .equal, (Expression(), ""),
                priority: Self.allHiddenFitPriority, axis: crossAxis, views: [])
        } else {
            add("UISV-spanning-fit", c.size.rawValue, side(s, c.size), .equal, (Expression(), ""),
                priority: Self.allHiddenFitPriority, axis: crossAxis, views: [])
        }
    }

    // MARK: along the axis

    /// UISV-hiding's priority: 999.999 (the float UIKitCore sets, 0x4479FFF0), not required,
    /// so a hidden view's own required size wins and it overlaps its neighbours rather than
    /// breaking a constraint. iOS 9's was 1000, hence the old logs that list it.
    static let hidingPriority = 999.999
    /// 'UISV-spacing-hidden': where a hidden view sits, as weak as the fitting size.
    static let hiddenGapPriority = 50.0
    /// 'UISV-canvas-fit': the stack's own length pulled to 0, just below the fitting size.
    static let canvasFitPriority = 49.0

    private mutating func alongAxis() {
        let s = stack.name, arranged = stack.arranged, a = along, axis = stack.axis
        let visible = arranged.filter { !hidden.contains($0) }
        // The stack's ends hold its first and last visible views (UIKit's canvas
        // connections skip hidden ones); with none visible, its first and last views.
        let first = visible.first ?? arranged[0], last = visible.last ?? arranged[arranged.count - 1]
        add("UISV-canvas-connection", a.lead.rawValue, canvas(a.lead), .equal, side(first, a.lead),
            axis: axis, views: [first])
        add("UISV-canvas-connection", a.trail.rawValue, side(last, a.trail), .equal, canvas(a.trail),
            axis: axis, views: [last])
        // The spacing itself, once: a new spacing is then this one constant edit.
        if let spacing, arranged.count >= 2 {
            add("stack", "spacing", (Expression(spacing), "\(s).spacing"), .equal, (Expression(), ""),
                constant: stack.spacing, axis: axis, views: [])
        }
        let spreads = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.baselineRelative && axis == .vertical
        let relation: Relation = spreads ? .greaterThanOrEqual : .equal
        // A gap's edges: baselines in a baseline-relative stack, for visible views only.
        func leadSide(_ view: String) -> Side { baselines && !hidden.contains(view) ? side(view, .firstBaseline) : side(view, a.lead) }
        func trailSide(_ view: String) -> Side { baselines && !hidden.contains(view) ? side(view, .lastBaseline) : side(view, a.trail) }
        // One gap between each two visible neighbours, hidden views between them skipped:
        // the spacing after the first (its custom spacing, else the stack's).
        for (x, y) in zip(visible, visible.dropFirst()) {
            let value = stack.spacing(after: x)
            var trail = trailSide(x)
            var offset = value
            // gap == spacing variable + (value − spacing): 0 for an ordinary gap, so a new
            // spacing edits only the custom ones.
            if let spacing {
                trail.expression = trail.expression + spacing
                offset = value - stack.spacing
            }
            add("UISV-spacing", "\(x)-\(y)", leadSide(y), relation, trail, constant: offset, shown: value,
                axis: axis, views: [x, y])
        }
        // A hidden view is placed by one weak gap ('UISV-spacing-hidden' @50): after the
        // last visible view before it, by half that view's spacing when a visible view
        // follows (it sits in the middle of the gap it left) and 0 when none does; before
        // the first visible view, its trailing edge on that view's leading edge.
        let lastVisibleIndex = arranged.lastIndex { !hidden.contains($0) }
        var previous: String?
        for (index, view) in arranged.enumerated() {
            guard hidden.contains(view) else {
                previous = view
                continue
            }
            addSize("UISV-hiding", view, view, a.size, 0, priority: Self.hidingPriority, axis: axis)
            if let previous {
                let followed = lastVisibleIndex.map { $0 > index } ?? false
                let value = followed ? stack.spacing(after: previous) / 2 : 0
                add("UISV-spacing-hidden", view, leadSide(view), relation, trailSide(previous), constant: value,
                    priority: Self.hiddenGapPriority, axis: axis, views: [previous, view])
            } else if let next = visible.first {
                add("UISV-spacing-hidden", view, leadSide(next), relation, trailSide(view),
                    priority: Self.hiddenGapPriority, axis: axis, views: [view, next])
            } else {
                add("UISV-spacing-hidden", view, side(view, a.lead), .equal, canvas(a.lead),
                    priority: Self.hiddenGapPriority, axis: axis, views: [view])
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            fillEqually(visible)
        case .fillProportionally:
            if wantsProportional(visible) { proportional(visible) } else { fillEqually(visible) }
        case .equalSpacing, .equalCentering:
            // The gaps are only at least the spacing, so UIKit pulls the stack in along its
            // axis below every view's hugging ('UISV-canvas-fit' @49,
            // `_configurationRequiresCanvasConnectionFittingConstraint`): nothing else
            // holds its length where its own constraints leave it free.
            add("UISV-canvas-fit", a.size.rawValue, side(s, a.size), .equal, (Expression(), ""),
                priority: Self.canvasFitPriority, axis: axis, views: [])
            // Apple puts a hidden gap guide between neighbours and makes the guides equal;
            // here each gap is written as the difference it spans, equal to the first gap.
            guard visible.count >= 3 else { break }
            let centering = stack.distribution == .equalCentering
            let (start, end) = centering ? (a.center, a.center) : (a.trail, a.lead)
            let w0 = visible[0], w1 = visible[1]
            let firstGap: Side = (side(w1, end).expression - side(w0, start).expression,
                                  "\(w1).\(end.rawValue) - \(w0).\(start.rawValue)")
            for (x, y) in zip(visible.dropFirst(), visible.dropFirst(2)) {
                let gap: Side = (side(y, end).expression - side(x, start).expression,
                                 "\(y).\(end.rawValue) - \(x).\(start.rawValue)")
                // equalCentering's guides are equal at 149 only: below hugging and
                // resistance, so views keep their sizes and the centres give way.
                add("UISV-distributing", "\(x)-\(y)", gap, .equal, firstGap, priority: centering ? 149 : 1000,
                    axis: axis, views: [x, y, w0, w1])
            }
        }
    }

    /// Every visible view as long as the first along the axis.
    private mutating func fillEqually(_ visible: [String]) {
        guard let anchor = visible.first else { return }
        let a = along
        for view in visible.dropFirst() {
            add("UISV-fill-equally", view, side(view, a.size), .equal, side(anchor, a.size),
                axis: stack.axis, views: [view, anchor])
        }
    }

    /// Whether a fill-proportionally stack shares by what its views offer. UIKit's
    /// denominator is what the visible views offer (positive lengths only) plus the spacing
    /// between them; when it is no more than the spacing between all the arranged views, or
    /// 1, the stack is laid out as fill equally (`_wantsProportionalDistribution`,
    /// docs/UIKIT-RULES.md).
    private func wantsProportional(_ visible: [String]) -> Bool {
        guard !stack.arranged.isEmpty else { return false }
        return proportionalDenominator(visible) > max(stack.spacing * Double(stack.arranged.count - 1), 1)
    }

    /// A view offering nothing is held at 0 above every share, as UIKit holds it (there
    /// required), but below a constraint of the view's own: UIKit's view would offer its
    /// current length, which alsh does not know for a view typed in the shell, so a
    /// required 0 would break a constraint UIKit keeps.
    static let nothingOfferedPriority = 999.5

    /// UIKit's `_proportionalFillDenominator`: the positive lengths the visible views
    /// offer plus the spacing between them.
    private func proportionalDenominator(_ visible: [String]) -> Double {
        let offered = visible.reduce(0.0) { $0 + max(0, proportionalLengths[$1] ?? 0) }
        return offered + zip(visible, visible.dropFirst()).reduce(0.0) { $0 + stack.spacing(after: $1.0) }
    }

    /// Each visible view's share of the stack's length, by intrinsic length (a nested
    /// stack's by its content's): `length == offered / denominator × stack.length`, the
    /// denominator counting the gaps too (`_setUpDimensionConstraintForItem:`). Where the
    /// stack is not at its natural length the shares and the required gaps disagree, and
    /// the views of lowest priority give way (docs/UIKIT-RULES.md).
    /// The share is kept as the exact ratio (no 6-digit multiplier). Apple gives the
    /// views falling priorities (999, 998, …); the floor at 751 keeps them above
    /// compression resistance, as Apple's are. A view offering all of Apple's denominator
    /// (a lone visible view) has a multiplier of 1 there, which Apple makes required. Apple
    /// also requires 0 of a view offering nothing; here that is `nothingOfferedPriority`.
    private mutating func proportional(_ visible: [String]) {
        let a = along
        let sizes = visible.map { proportionalLengths[$0] ?? 0 }
        guard sizes.reduce(0, +) > 0 else { return }
        let length = side(stack.name, a.size)
        var reserved = 0.0
        if stack.marginsRelative, let margins = views[stack.name]?.margins {
            reserved += stack.axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
        }
        let denominator = proportionalDenominator(visible)
        for (index, (view, size)) in zip(visible, sizes).enumerated() {
            let share = size / denominator
            let rhs: Side = (share * length.expression,
                             share == 1 ? length.text : share == 0 ? "0" : "\(formatNumber(share)) * \(length.text)")
            // view.length == share · (stack.length − margins), the constant being −share · margins.
            let priority = size > 0 && size == denominator ? 1000
                : size > 0 ? max(999 - Double(index), 751) : Self.nothingOfferedPriority
            add("UISV-fill-proportionally", view, side(view, a.size), .equal, rhs, constant: -share * reserved,
                priority: priority, axis: stack.axis, views: [view])
        }
    }

    // MARK: across the axis

    private mutating func acrossAxis() {
        let arranged = stack.arranged, c = across, axis = crossAxis
        let first = arranged[0]
        switch stack.alignment {
        case .fill:
            add("UISV-canvas-connection", c.lead.rawValue, canvas(c.lead), .equal, side(first, c.lead),
                axis: axis, views: [first])
            add("UISV-canvas-connection", c.trail.rawValue, side(first, c.trail), .equal, canvas(c.trail),
                axis: axis, views: [first])
            for view in arranged.dropFirst() {
                add("UISV-alignment", "\(view).\(c.lead.rawValue)", side(first, c.lead), .equal, side(view, c.lead),
                    axis: axis, views: [first, view])
                add("UISV-alignment", "\(view).\(c.trail.rawValue)", side(first, c.trail), .equal, side(view, c.trail),
                    axis: axis, views: [first, view])
            }
        case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
            spanned(first)
        }
    }

    /// Every alignment but fill: the views align on one attribute, a hidden spanner wraps
    /// them across the axis (as small as it can be, at 51) and the stack wraps the spanner.
    private mutating func spanned(_ first: String) {
        let arranged = stack.arranged, c = across, axis = crossAxis
        let attribute: Attribute = switch stack.alignment {
        case .leading: c.lead
        case .trailing: c.trail
        case .center: c.center
        case .firstBaseline: .firstBaseline
        default: .lastBaseline
        }
        for view in arranged.dropFirst() {
            add("UISV-alignment", "\(view).\(attribute.rawValue)", side(first, attribute), .equal,
                side(view, attribute), axis: axis, views: [first, view])
        }
        // The spanner's boundaries hold only the views laid out as visible (UIKit's
        // `_updateSpanningLayoutGuideConstraintsIfNecessary` activates a boundary only for
        // an item that `_itemWantsLayoutAsIfVisible:`): a hidden view keeps its alignment
        // but may stand out of the stack across the axis.
        for view in arranged where !hidden.contains(view) {
            // leading pins the spanner's top to each view at 999.5, trailing its bottom;
            // the other edge (and both, for center and baselines) only wraps.
            if stack.alignment == .leading {
                add("UISV-spanning-boundary", "\(view).\(c.lead.rawValue)", spannerSide(.lead), .equal,
                    side(view, c.lead), priority: 999.5, axis: axis, views: [view])
            } else {
                add("UISV-spanning-boundary", "\(view).\(c.lead.rawValue)", spannerSide(.lead), .lessThanOrEqual,
                    side(view, c.lead), axis: axis, views: [view])
            }
            if stack.alignment == .trailing {
                add("UISV-spanning-boundary", "\(view).\(c.trail.rawValue)", spannerSide(.trail), .equal,
                    side(view, c.trail), priority: 999.5, axis: axis, views: [view])
            } else {
                add("UISV-spanning-boundary", "\(view).\(c.trail.rawValue)", spannerSide(.trail),
                    .greaterThanOrEqual, side(view, c.trail), axis: axis, views: [view])
            }
        }
        add("UISV-spanning-fit", "alignmentSpanner", spannerSide(.length), .equal, (Expression(), ""),
            priority: 51, axis: axis, views: [])
        if stack.alignment.isBaseline {
            add("UISV-canvas-fit", c.size.rawValue, side(stack.name, c.size), .equal, (Expression(), ""),
                priority: Self.canvasFitPriority, axis: axis, views: [])
        }
        // The stack's edges across the axis: the spanner's, but the first view's for
        // leading and trailing, and at most the first view's for the baselines (Apple's
        // `V:|-(<=0)-[first]` for firstBaseline, `V:[first]-(>=0)-|` for lastBaseline, with
        // 'UISV-canvas-fit' pulling the stack in): a taller later view may stick out on the
        // side away from the aligned baselines (docs/UIKIT-RULES.md).
        switch stack.alignment {
        case .leading:
            add("UISV-canvas-connection", c.lead.rawValue, canvas(c.lead), .equal, side(first, c.lead),
                axis: axis, views: [first])
        case .firstBaseline:
            add("UISV-canvas-connection", c.lead.rawValue, canvas(c.lead), .lessThanOrEqual, side(first, c.lead),
                axis: axis, views: [first])
        default:
            add("UISV-canvas-connection", c.lead.rawValue, canvas(c.lead), .equal, spannerSide(.lead),
                axis: axis, views: [])
        }
        switch stack.alignment {
        case .trailing:
            add("UISV-canvas-connection", c.trail.rawValue, side(first, c.trail), .equal, canvas(c.trail),
                axis: axis, views: [first])
        case .lastBaseline:
            add("UISV-canvas-connection", c.trail.rawValue, side(first, c.trail), .lessThanOrEqual, canvas(c.trail),
                axis: axis, views: [first])
        default:
            add("UISV-canvas-connection", c.trail.rawValue, spannerSide(.trail), .equal, canvas(c.trail),
                axis: axis, views: [])
        }
        if stack.alignment == .center {
            add("UISV-canvas-connection", c.center.rawValue, canvas(c.center), .equal, side(first, c.center),
                axis: axis, views: [first])
        }
        for view in arranged {
            // A view with no intrinsic length across the axis would be ambiguous; Apple
            // settles it at 0 with the weakest pull there is (25).
            addSize("UISV-ambiguity-suppression", view, view, c.size, 0, priority: 25, axis: axis)
        }
    }
}
