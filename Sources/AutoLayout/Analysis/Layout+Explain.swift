import Cassowary
import Messages

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

/// Plain-words explanations, in the catalogue's words for `language`.
extension Layout {
    /// "email's leading edge should equal root's leading edge plus 20 (required)".
    public func explain(_ id: String, in language: Language = .en) -> String? {
        settleSolution()
        guard let record = records[id] else { return nil }
        var sentence = record.canonical.map {
            language.words(.explainWithPriority, describe($0, language), priorityWords(record.priority, language))
        } ?? describeSystem(record, language)
        let info = self.info(record)
        switch info.state {
        case .inactive: sentence += language.words(.explainInactive)
        case .broken:
            let reason = conflictReason(record, conflict: info.conflict)
            sentence += Message(.explainBrokenBecause, [.message(reason)]).text(in: language)
        case .active where !info.satisfied:
            sentence += language.words(.explainGivesWay, formatNumber(givesWay(id) ?? 0))
        case .active: break
        }
        return sentence
    }

    private func describe(_ constraint: CanonicalConstraint, _ language: Language) -> String {
        let verb: MessageKey = switch constraint.relation {
        case .equal: constraint.lhs.first?.attribute.equalKey ?? .explainEqual
        case .lessThanOrEqual: .explainAtMost
        case .greaterThanOrEqual: .explainAtLeast
        }
        var right = phrase(constraint.rhs, language)
        if right.isEmpty {
            right = formatExact(constraint.constant)
        } else if constraint.constant != 0 {
            right += Message(constraint.constant < 0 ? .explainMinus : .explainPlus).text(in: language)
                + formatExact(abs(constraint.constant))
        }
        return Message(verb, phrase(constraint.lhs, language), right).text(in: language)
    }

    private func phrase(_ terms: [ResolvedTerm], _ language: Language) -> String {
        var text = ""
        for (index, term) in terms.enumerated() {
            var k = term.coefficient
            if index > 0 {
                text += Message(k < 0 ? .explainMinus : .explainPlus).text(in: language)
                k = abs(k)
            }
            let attribute = Message(term.attribute.phraseKey).text(in: language)
            let name = term.guide.map {
                Message(.explainGuideTerm, term.view, Message($0.phraseKey).text(in: language), attribute).text(in: language)
            } ?? Message(.explainTerm, term.view, attribute).text(in: language)
            text += k == 1 ? name : Message(.explainTimes, formatExact(k), name).text(in: language)
        }
        return text
    }

    private func priorityWords(_ priority: Double, _ language: Language) -> String {
        priority >= 1000 ? Message(.priorityRequired).text(in: language)
            : Message(.priorityOptional, formatNumber(priority)).text(in: language)
    }

    private func describeSystem(_ record: ConstraintRecord, _ language: Language) -> String {
        let size = language.words(record.fixedAxis == .vertical ? .attributeHeight : .attributeWidth)
        let value = formatNumber(abs(record.lowered.expression.constant))
        switch record.origin {
        case .rootSize:
            return language.words(.explainRootSize, size, value)
        case .rootOrigin:
            return language.words(record.fixedAxis == .vertical ? .explainRootTopFixed : .explainRootLeftFixed)
        case .nonNegativeSize(let view, _):
            return language.words(.explainNonNegative, view, size)
        case .autoresizingMask(let view):
            return describeAutoresizing(record, view: view, language: language)
        case .contentHugging(let view, _):
            return language.words(.explainHugging, view, size, value, priorityWords(record.priority, language))
        case .compressionResistance(let view, _):
            return language.words(.explainResistance, view, size, value, priorityWords(record.priority, language))
        case .stackView(let stack):
            // `UISV-spacing:row.a-b` → UIKit's identifier 'UISV-spacing'.
            let identifier = record.id.split(separator: ":").first.map(String.init) ?? record.id
            return language.words(.explainStackView, identifier, stack, record.text, priorityWords(record.priority, language))
        case .scrollContent(let scroll, _):
            return language.words(.explainContentOrigin, scroll)
        case .formula, .vfl:
            return record.text
        }
    }

    /// The value of `view.attribute`, whether it is ambiguous, and the constraints on it.
    /// With `guide`, the attribute of one of the view's built-in guides
    /// (`root.safeArea.top`), with the insets the constraints were lowered with.
    public func why(_ view: String, _ attribute: Attribute, in guide: BuiltInGuide? = nil) -> AttributeExplanation? {
        // The content area is a guide of its own, with the variables the answer rests on.
        if guide == .content {
            guard isScrollView(view), views[Self.contentAreaName(view)] != nil else { return nil }
            return why(Self.contentAreaName(view), attribute)
        }
        settleSolution()
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
