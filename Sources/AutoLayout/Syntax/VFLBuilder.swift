import Cassowary

/// Turns a `VFLLine` into the constraints Apple's `constraints(withVisualFormat:)` makes.
///
/// Spacing reads "the later edge is the earlier edge plus the gap": `[a]-8-[b]` is
/// `b.leading == a.trailing + 8`, `[a]-|` is `superview.trailingMargin == a.trailing`. When
/// `directionRightToLeft` makes later views lie further left, the two sides swap so the gap
/// stays positive and `>=` still means "at least this much space".
struct VFLBuilder {
    /// Apple's standard space between siblings. The standard space between a view and its
    /// superview's edge (`|-[a]`) is no number: since iOS 8 it is the superview's layout
    /// margin, so `|-[a]-|` sits `a` on the margins (docs/DESIGN.md, "The standard space").
    static let siblingSpace = 8.0

    private let line: VFLLine
    private var constraints: [ConstraintSyntax] = []
    private var direction: FormatOption = .directionLeadingToTrailing

    init(_ line: VFLLine) {
        self.line = line
    }

    /// Either end of a connection.
    private enum End {
        case superview(SourceRange)
        case view(Int)
    }

    mutating func build() throws(Diagnostic) -> VFLSyntax {
        try checkOptions()
        if let (range, connection) = line.leadingEdge {
            add(connection, from: .superview(range), to: .view(0))
        }
        for (index, view) in line.views.enumerated() {
            for predicate in view.predicates { addSize(predicate, of: view.item) }
            if index < line.connections.count {
                add(line.connections[index], from: .view(index), to: .view(index + 1))
            }
        }
        if let (range, connection) = line.trailingEdge {
            add(connection, from: .view(line.views.count - 1), to: .superview(range))
        }
        addAlignments()
        return VFLSyntax(isVertical: line.isVertical, views: line.views.map(\.item),
                         constraints: constraints, options: line.options.map(\.option))
    }

    // MARK: options

    private static let directions: Set<FormatOption> = [
        .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
    ]

    /// One direction at most; align options must cross the line, as Apple requires.
    private mutating func checkOptions() throws(Diagnostic) {
        var chosen: (option: FormatOption, range: SourceRange)?
        for (option, range) in line.options {
            if Self.directions.contains(option) {
                if let chosen, chosen.option != option {
                    throw Diagnostic(.conflictingOptions(chosen.option.rawValue, option.rawValue), at: range)
                }
                chosen = (option, range)
            } else if let attribute = Self.alignedAttribute(option),
                      attribute.isHorizontal != line.isVertical {
                throw Diagnostic(.alignOptionAcrossOrientation(option.rawValue, vertical: line.isVertical),
                                 at: range)
            }
        }
        direction = chosen?.option ?? .directionLeadingToTrailing
    }

    static func alignedAttribute(_ option: FormatOption) -> Attribute? {
        switch option {
        case .alignAllLeft: .left
        case .alignAllRight: .right
        case .alignAllTop: .top
        case .alignAllBottom: .bottom
        case .alignAllLeading: .leading
        case .alignAllTrailing: .trailing
        case .alignAllCenterX: .centerX
        case .alignAllCenterY: .centerY
        case .alignAllFirstBaseline: .firstBaseline
        case .alignAllLastBaseline, .alignAllBaseline: .lastBaseline
        case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft: nil
        }
    }

    /// Each view after the first lines up with the one before it.
    private mutating func addAlignments() {
        for (option, range) in line.options {
            guard let attribute = Self.alignedAttribute(option) else { continue }
            for index in line.views.indices.dropFirst() {
                let earlier = AttributeSyntax(item: line.views[index - 1].item, attribute: attribute,
                                              range: line.views[index - 1].item.range)
                let later = AttributeSyntax(item: line.views[index].item, attribute: attribute,
                                            range: line.views[index].item.range)
                constraints.append(ConstraintSyntax(lhs: LinearSyntax(attribute: later), relation: .equal,
                                                    rhs: LinearSyntax(attribute: earlier), range: range))
            }
        }
    }

    // MARK: attributes

    private var isReversed: Bool { !line.isVertical && direction == .directionRightToLeft }

    /// The edge met first and last when reading the line, and the size along it.
    private var edges: (leading: Attribute, trailing: Attribute, size: Attribute) {
        if line.isVertical { return (.top, .bottom, .height) }
        switch direction {
        case .directionLeftToRight: return (.left, .right, .width)
        case .directionRightToLeft: return (.right, .left, .width)
        default: return (.leading, .trailing, .width)
        }
    }

    private func item(_ end: End) -> ItemSyntax {
        switch end {
        case .view(let index): line.views[index].item
        case .superview(let range): ItemSyntax(name: line.views[0].item.name, superviewHops: 1, range: range)
        }
    }

    // MARK: constraints

    private mutating func addSize(_ predicate: VFLLine.Predicate, of view: ItemSyntax) {
        let size = edges.size
        let lhs = LinearSyntax(attribute: AttributeSyntax(item: view, attribute: size, range: view.range))
        let rhs: LinearSyntax
        switch predicate.object {
        case .constant(let value): rhs = LinearSyntax(constant: value)
        case .view(let other): rhs = LinearSyntax(attribute: AttributeSyntax(item: other, attribute: size, range: other.range))
        }
        constraints.append(ConstraintSyntax(lhs: lhs, relation: predicate.relation, rhs: rhs,
                                            priority: predicate.priority, range: predicate.range))
    }

    private mutating func add(_ connection: VFLLine.Connection, from before: End, to after: End) {
        switch connection {
        case .flush(let range):
            addSpacing(.equal, 0, priority: 1000, from: before, to: after, range: range)
        case .standard(let range):
            let touchesEdge: Bool = if case .superview = before { true } else if case .superview = after { true } else { false }
            addSpacing(.equal, touchesEdge ? 0 : Self.siblingSpace, priority: 1000, from: before, to: after,
                       range: range, toMargin: touchesEdge)
        case .predicates(let predicates):
            for predicate in predicates {
                guard case .constant(let gap) = predicate.object else { continue }  // parser refuses views here
                addSpacing(predicate.relation, gap, priority: predicate.priority, from: before, to: after,
                           range: predicate.range)
            }
        }
    }

    /// `later edge relation earlier edge + gap`, measured along the reading direction.
    private mutating func addSpacing(_ relation: Relation, _ gap: Double, priority: Double,
                                     from before: End, to after: End, range: SourceRange,
                                     toMargin: Bool = false) {
        let (leading, trailing, _) = edges
        let superviewLeading = toMargin ? Self.margin(leading) : leading
        let superviewTrailing = toMargin ? Self.margin(trailing) : trailing
        let beforeAttribute: Attribute = if case .superview = before { superviewLeading } else { trailing }
        let afterAttribute: Attribute = if case .superview = after { superviewTrailing } else { leading }
        let beforeItem = item(before), afterItem = item(after)
        let beforeEdge = AttributeSyntax(item: beforeItem, attribute: beforeAttribute, range: beforeItem.range)
        let afterEdge = AttributeSyntax(item: afterItem, attribute: afterAttribute, range: afterItem.range)
        let (far, near) = isReversed ? (beforeEdge, afterEdge) : (afterEdge, beforeEdge)
        constraints.append(ConstraintSyntax(lhs: LinearSyntax(attribute: far), relation: relation,
                                            rhs: LinearSyntax(attribute: near) + LinearSyntax(constant: gap),
                                            priority: priority, range: range))
    }

    /// The superview's margin on that edge: where the standard space to the edge ends.
    static func margin(_ edge: Attribute) -> Attribute {
        switch edge {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: edge
        }
    }
}
