// Every word the model says when it refuses something, so the tone stays the one of
// DiagnosticMessages.swift: lower-case, no final period, user tokens in single quotes.
// The kinds are `.custom` because the syntax layer's kinds describe text, not layouts.

enum LayoutMessages {
    static func error(_ text: String, at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(.custom(text), at: range)
    }

    static func unknownView(_ name: String, among names: [String], at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(.unknownView(name, suggestion: NameSuggester.suggestion(for: name, among: names)),
                   at: range)
    }

    static func invalidName(_ name: String) -> Diagnostic {
        error("invalid view name '\(name)': use letters, digits and '_', not starting with a digit")
    }
    static func duplicateView(_ name: String) -> Diagnostic { error("view '\(name)' already exists") }
    static let rootIsFixed = error("'root' always exists and cannot be declared or removed")
    static func rootHasNoSuperview(at range: SourceRange?) -> Diagnostic {
        error("'root' has no superview", at: range)
    }
    static func notInEdgeSuperview(_ name: String, edge: String, first: String,
                                   at range: SourceRange?) -> Diagnostic {
        error("'\(name)' is not a subview of '\(edge)'; '|' is the superview of '\(first)', and views joined by '|' must share it", at: range)
    }
    static func badFrame(_ what: String) -> Diagnostic {
        error("a frame's \(what) must be a number " + (what == "width" || what == "height" ? "from 0 to 1e9" : "within ±1e9"))
    }
    static func badSize(_ what: String) -> Diagnostic { error("\(what) must be a number from 0 to 1e9") }
    static func badNumber(_ what: String) -> Diagnostic { error("\(what) must be a number within ±1e9") }
    static func invalidPriority(_ value: Double) -> Diagnostic {
        error("priority '\(formatNumber(value))' is not between 1 and 1000 (Apple requires 0 < priority <= 1000)")
    }
    /// With the nearest id in use (`c12` → `c11`), as for views.
    static func unknownConstraint(_ id: String, among ids: [String]) -> Diagnostic {
        Diagnostic(.unknownConstraint(id, suggestion: NameSuggester.suggestion(for: id, among: ids)))
    }
    static func notUserConstraint(_ id: String) -> Diagnostic {
        error("'\(id)' is made by the layout itself and cannot be edited; change the view instead")
    }
    static func groupNotConstraint(_ id: String) -> Diagnostic {
        error("'\(id)' is a visual format group; edit its members one by one")
    }
    static func duplicateLabel(_ label: String) -> Diagnostic {
        error("the id '\(label)' is already taken")
    }
    static func invalidLabel(_ label: String) -> Diagnostic {
        error("invalid label '\(label)': use letters, digits and '_', not starting with a digit")
    }
    static func requiredMutation(from old: Double, to new: Double) -> Diagnostic {
        error("mutating a priority from required to not on an installed constraint (or vice-versa) is not supported; you passed priority \(formatNumber(new)) and the existing priority was \(formatNumber(old))")
    }
    static func mixedDirections(_ a: String, _ b: String, at range: SourceRange?) -> Diagnostic {
        error("a constraint cannot be made between a leading/trailing attribute and a right/left attribute ('\(a)' and '\(b)'); use leading/trailing for both or neither", at: range)
    }
    static func invalidMetricName(_ name: String) -> Diagnostic {
        error("invalid metric name '\(name)': use letters, digits and '_', not starting with a digit")
    }
    static func notAutoresizing(_ name: String) -> Diagnostic {
        error("'\(name)' does not translate an autoresizing mask: its frame comes from constraints; switch it on with 'autoresizing \(name) on'")
    }
    static func autoresizingAlready(_ name: String, on: Bool) -> Diagnostic {
        error(on ? "'\(name)' already translates its autoresizing mask into constraints; move it with 'frame \(name) X Y W H' or change its mask with 'mask \(name) …'"
                 : "'\(name)' already uses constraints only (translatesAutoresizingMaskIntoConstraints is off)")
    }
    static func autoresizingOutOfRange(_ axis: Axis) -> Diagnostic {
        error("the \(axis == .horizontal ? "horizontal" : "vertical") flexible parts of this frame add up to almost nothing against the superview, so their shares would be beyond ±1e9")
    }
    static func internalFailure(_ what: String) -> Diagnostic {
        error("internal error: \(what)")
    }
}

// Layout guides, the safe area and UIKit's margin rules.
extension LayoutMessages {
    static func guideInVFL(_ name: String, at range: SourceRange?) -> Diagnostic {
        error("'\(name)' is a layout guide; Apple's visual format takes views only, so constrain it with formulas (\(name).top = …)", at: range)
    }
    static func guideHasNoSubviews(_ name: String) -> Diagnostic {
        error("'\(name)' is a layout guide and cannot have subviews; put the view in the guide's owning view")
    }
    static func guideNotView(_ name: String, at range: SourceRange? = nil) -> Diagnostic {
        error("'\(name)' is a layout guide, not a view: it has no margins, content size, baselines or guides of its own", at: range)
    }
    static func guideAttribute(_ name: String, _ attribute: String, at range: SourceRange?) -> Diagnostic {
        error("layout guide '\(name)' has no '\(attribute)': a guide has edges, centers, a width and a height", at: range)
    }
    static func badSafeArea(_ side: String) -> Diagnostic {
        error("the safe area's \(side) inset must be a number from 0 to 1e9")
    }
}

/// `[A-Za-z_][A-Za-z0-9_]*`, the names views, labels and metrics may take.
func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !(("0"..."9").contains(first)) else { return false }
    return name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
}

extension LayoutMessages {
    /// A change whose solution leaves the finite range (Layout+Bounds.swift).
    static func valueOutOfBounds(_ variable: String, value: Double) -> Diagnostic {
        let shown = value.isNaN ? "nan (not a number)" : value.isInfinite ? (value > 0 ? "infinity" : "-infinity") : "\(value)"
        return error("refused: it would make '\(variable)' \(shown), beyond the ±1e15 points a layout may reach; nothing was changed")
    }
}
