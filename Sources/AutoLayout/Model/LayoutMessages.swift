import Messages

// Every sentence the model says when it refuses something, as a key of the catalogue
// (Sources/Messages/Messages+en.swift holds the English words, in the tone of the parsers':
// lower-case, no final period, user tokens in single quotes). The kinds are `.custom`
// because the syntax layer's kinds describe text, not layouts.

enum LayoutMessages {
    static func error(_ message: Message, at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(.custom(message), at: range)
    }
    static func error(_ key: MessageKey, _ arguments: String..., at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(.custom(Message(key, arguments.map(MessageArgument.text))), at: range)
    }

    static func unknownView(_ name: String, among names: [String], at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(.unknownView(name, suggestion: NameSuggester.suggestion(for: name, among: names)),
                   at: range)
    }

    static func invalidName(_ name: String) -> Diagnostic {
        error(.invalidViewName, name)
    }
    static func duplicateView(_ name: String) -> Diagnostic { error(.viewExists, name) }
    static let rootIsFixed = error(.rootIsFixed)
    static func rootHasNoSuperview(at range: SourceRange?) -> Diagnostic {
        error(.rootHasNoSuperview, at: range)
    }
    static func notInEdgeSuperview(_ name: String, edge: String, first: String,
                                   at range: SourceRange?) -> Diagnostic {
        error(.notInEdgeSuperview, name, edge, first, at: range)
    }
    static func badFrame(_ what: String) -> Diagnostic {
        error(what == "width" || what == "height" ? .badFrameSize : .badFrameOrigin, what)
    }
    static func badSize(_ what: String) -> Diagnostic { error(.badSize, what) }
    static func badNumber(_ what: String) -> Diagnostic { error(.badNumber, what) }
    static func invalidPriority(_ value: Double) -> Diagnostic {
        error(.invalidPriorityValue, formatNumber(value))
    }
    /// With the nearest id in use (`c12` → `c11`), as for views.
    static func unknownConstraint(_ id: String, among ids: [String]) -> Diagnostic {
        Diagnostic(.unknownConstraint(id, suggestion: NameSuggester.suggestion(for: id, among: ids)))
    }
    static func notUserConstraint(_ id: String) -> Diagnostic {
        error(.notUserConstraint, id)
    }
    static func groupNotConstraint(_ id: String) -> Diagnostic {
        error(.groupNotConstraint, id)
    }
    static func duplicateLabel(_ label: String) -> Diagnostic {
        error(.duplicateLabel, label)
    }
    static func invalidLabel(_ label: String) -> Diagnostic {
        error(.invalidLabel, label)
    }
    static func requiredMutation(from old: Double, to new: Double) -> Diagnostic {
        error(.requiredMutation, formatNumber(new), formatNumber(old))
    }
    static func mixedDirections(_ a: String, _ b: String, at range: SourceRange?) -> Diagnostic {
        error(.mixedDirections, a, b, at: range)
    }
    static func invalidMetricName(_ name: String) -> Diagnostic {
        error(.invalidMetricName, name)
    }
    static func notAutoresizing(_ name: String) -> Diagnostic {
        error(.notAutoresizing, name)
    }
    static func autoresizingAlready(_ name: String, on: Bool) -> Diagnostic {
        error(on ? .autoresizingAlreadyOn : .autoresizingAlreadyOff, name)
    }
    static func autoresizingOutOfRange(_ axis: Axis) -> Diagnostic {
        error(axis == .horizontal ? .autoresizingOutOfRangeH : .autoresizingOutOfRangeV)
    }
    static func internalFailure(_ what: String) -> Diagnostic {
        error(.internalFailure, what)
    }
}

// Layout guides, the safe area and UIKit's margin rules.
extension LayoutMessages {
    static func guideInVFL(_ name: String, at range: SourceRange?) -> Diagnostic {
        error(.guideInVFL, name, at: range)
    }
    static func guideHasNoSubviews(_ name: String) -> Diagnostic {
        error(.guideHasNoSubviews, name)
    }
    static func guideNotView(_ name: String, at range: SourceRange? = nil) -> Diagnostic {
        error(.guideNotView, name, at: range)
    }
    static func guideAttribute(_ name: String, _ attribute: String, at range: SourceRange?) -> Diagnostic {
        error(.guideAttribute, name, attribute, at: range)
    }
    static func badSafeArea(_ side: String) -> Diagnostic {
        error(.badSafeArea, side)
    }
    static func badDisplayScale(_ value: String) -> Diagnostic {
        error(.badDisplayScale, value)
    }
}

/// The names views, labels and metrics may take: any letter or '_', then letters, digits
/// and '_', exactly what the parsers read as a name (`SourceCursor.identifier`).
func isIdentifier(_ name: String) -> Bool {
    guard let first = name.first, SourceCursor.isIdentifierStart(first) else { return false }
    return name.allSatisfy(SourceCursor.isIdentifierBody)
}

extension LayoutMessages {
    /// A change whose solution leaves the finite range (Layout+Bounds.swift).
    static func valueOutOfBounds(_ variable: String, value: Double) -> Diagnostic {
        let shown: MessageArgument = value.isNaN ? .message(Message(.valueNotANumber))
            : value.isInfinite ? .message(Message(value > 0 ? .valueInfinity : .valueMinusInfinity)) : .text("\(value)")
        return error(Message(.valueOutOfBounds, [.text(variable), shown]))
    }
}
