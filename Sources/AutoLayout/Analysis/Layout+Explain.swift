import Cassowary

/// Why an attribute has its value: what `why NAME.attr` prints.
public struct AttributeExplanation: Sendable {
    public var view: String
    public var attribute: Attribute
    /// Locations in the superview's coordinates (as frames are), sizes as they are.
    public var value: Double
    /// nil when the value is the only one the constraints allow.
    public var ambiguity: LayoutAmbiguity?
    /// Constraints on the view in the attribute's axis, the layout's own too, id order.
    public var constraints: [LayoutConstraintInfo]
    /// Those of `constraints` that hold with equality now: the ones pinning the value.
    public var binding: [String]
    /// What `why` says, cause by cause (Layout+Why.swift).
    public var reason: WhyReason = .unconstrained
}

/// Plain-words explanations.
extension Layout {
    /// "email's leading edge should equal root's leading edge plus 20 (required)".
    public func explain(_ id: String) -> String? {
        guard let record = records[id] else { return nil }
        var sentence = record.canonical.map { describe($0) + " (\(priorityWords(record.priority)))" }
            ?? describeSystem(record)
        let info = self.info(record)
        switch info.state {
        case .inactive: sentence += "; inactive"
        case .broken: sentence += "; broken: " + ConflictMessages.conflictsWith(info.conflict, neverHolds: neverHolds(record))
        case .active where !info.satisfied:
            sentence += "; gives way by \(formatNumber(givesWay(id) ?? 0)) in the current layout"
        case .active: break
        }
        return sentence
    }

    private func describe(_ constraint: CanonicalConstraint) -> String {
        let verb = switch constraint.relation {
        case .equal: "should equal"
        case .lessThanOrEqual: "should be at most"
        case .greaterThanOrEqual: "should be at least"
        }
        var right = phrase(constraint.rhs)
        if right.isEmpty {
            right = formatExact(constraint.constant)
        } else if constraint.constant != 0 {
            right += (constraint.constant < 0 ? " minus " : " plus ") + formatExact(abs(constraint.constant))
        }
        return "\(phrase(constraint.lhs)) \(verb) \(right)"
    }

    private func phrase(_ terms: [ResolvedTerm]) -> String {
        var text = ""
        for (index, term) in terms.enumerated() {
            var k = term.coefficient
            if index > 0 {
                text += k < 0 ? " minus " : " plus "
                k = abs(k)
            }
            let guide = term.guide.map { $0.phrase + " " } ?? ""
            let name = "\(term.view)'s \(guide)\(term.attribute.phrase)"
            text += k == 1 ? name : "\(formatExact(k)) times \(name)"
        }
        return text
    }

    private func priorityWords(_ priority: Double) -> String {
        priority >= 1000 ? "required" : "optional, priority \(formatNumber(priority))"
    }

    private func describeSystem(_ record: ConstraintRecord) -> String {
        let size = record.fixedAxis == .vertical ? "height" : "width"
        let value = formatNumber(abs(record.lowered.expression.constant))
        switch record.origin {
        case .rootSize:
            return "root's \(size) is the screen's \(size), \(value) (required)"
        case .rootOrigin:
            return "root's \(record.fixedAxis == .vertical ? "top" : "left") edge is fixed at 0 (required)"
        case .nonNegativeSize(let view, _):
            return "\(view)'s \(size) can never be negative (Auto Layout's own rule, required)"
        case .autoresizingMask(let view):
            return describeAutoresizing(record, view: view)
        case .contentHugging(let view, _):
            return "\(view)'s \(size) should be at most its intrinsic \(size) \(value) (content hugging, \(priorityWords(record.priority)))"
        case .compressionResistance(let view, _):
            return "\(view)'s \(size) should be at least its intrinsic \(size) \(value) (compression resistance, \(priorityWords(record.priority)))"
        case .stackView(let stack):
            // `UISV-spacing:row.a-b` → UIKit's identifier 'UISV-spacing'.
            let identifier = record.id.split(separator: ":").first.map(String.init) ?? record.id
            return "'\(identifier)' of stack view \(stack): \(record.text) (\(priorityWords(record.priority)))"
        case .formula, .vfl:
            return record.text
        }
    }

    /// The value of `view.attribute`, whether it is ambiguous, and the constraints on it.
    /// With `guide`, the attribute of one of the view's built-in guides
    /// (`root.safeArea.top`), with the insets the constraints were lowered with.
    public func why(_ view: String, _ attribute: Attribute, in guide: BuiltInGuide? = nil) -> AttributeExplanation? {
        // A layout guide has no margins, baselines or guides.
        guard let record = views[view],
              !record.isGuide || (attribute.isGuideAttribute && guide == nil),
              guide == nil || attribute.isGuideAttribute else { return nil }
        // Where the edge is on screen (leading is the right edge in right-to-left).
        var lowered = record
        lowered.guides = currentGuideInsets(record)
        var expression = lowered.edge(attribute, in: guide, direction: direction)
        if !attribute.isSize, let parent = record.superview.flatMap({ views[$0] }) {
            expression = expression - (attribute.isHorizontal ? parent.left : parent.top)
        }
        let axis = attribute.axis
        let affecting = axis == .horizontal ? constraintsAffecting(view).horizontal
                                            : constraintsAffecting(view).vertical
        // The constraints the value rests on, as the solver's basis says: a change to any
        // of their constants would move it. Tight but unrelated ones (a top pin, when the
        // question is the height) are not among them.
        let binding = layoutIDs(solver.dependencies(of: expression))
        let ambiguity = solver.ambiguity(of: expression).map(translate)
        return AttributeExplanation(
            view: view, attribute: attribute, value: roundToMicro(solver.value(expression)),
            ambiguity: ambiguity, constraints: affecting, binding: binding,
            reason: reason(view: view, axis: axis, binding: binding, ambiguity: ambiguity,
                           bounds: { self.layoutIDs(self.solver.bounds(of: expression)) }))
    }
}
