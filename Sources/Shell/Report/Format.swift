import AutoLayout

/// Numbers, frames and ranges as the shell writes them everywhere.
enum Format {
    /// `(20, 20, 335, 30)`.
    static func frame(_ rect: Rect) -> String {
        "(" + [rect.x, rect.y, rect.width, rect.height].map(formatNumber).joined(separator: ", ") + ")"
    }

    static func number(_ value: Double) -> String { formatNumber(value) }

    /// `20 16 0 16`: top, left, bottom, right, as `margins` and `safearea` take them.
    static func insets(_ insets: Margins) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: " ")
    }

    static let nothingConstrains = "nothing constrains it"

    /// `any value in [0, 335] (only bounded by c4)`.
    static func ambiguity(_ ambiguity: LayoutAmbiguity?) -> String {
        guard let ambiguity else { return "" }
        // `width >= 0` bounds every size; naming it would only hide that nothing else does.
        let ids = ambiguity.cause.constraintIDs.filter { !$0.hasPrefix("nonNegative:") }
        if ids.isEmpty, case .inequalities = ambiguity.cause { return nothingConstrains }
        if case .unconstrained = ambiguity.cause { return nothingConstrains }
        let range: String
        switch (ambiguity.lower, ambiguity.upper) {
        case (let lower?, let upper?): range = "any value in [\(formatNumber(lower)), \(formatNumber(upper))]"
        case (let lower?, nil): range = "any value >= \(formatNumber(lower))"
        case (nil, let upper?): range = "any value <= \(formatNumber(upper))"
        case (nil, nil): range = "any value"
        }
        switch ambiguity.cause {
        case .unconstrained:
            return range
        case .inequalities:
            return ids.isEmpty ? range : range + " (only bounded by \(ids.joined(separator: ", ")))"
        case .tie(let priority, let ids):
            return range + " (\(ids.joined(separator: ", ")) tie at priority \(formatNumber(priority)))"
        }
    }
}
