import AutoLayout

/// Numbers, frames and ranges as the shell writes them everywhere.
enum Format {
    /// `(20, 20, 335, 30)`.
    static func frame(_ rect: Rect) -> String {
        "(" + [rect.x, rect.y, rect.width, rect.height].map(formatNumber).joined(separator: ", ") + ")"
    }

    static func number(_ value: Double) -> String { formatNumber(value) }

    /// `any value in [0, 335] (only bounded by c4)`.
    static func ambiguity(_ ambiguity: LayoutAmbiguity?) -> String {
        guard let ambiguity else { return "" }
        if case .unconstrained = ambiguity.cause { return "nothing constrains it" }
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
        case .inequalities(let ids):
            return ids.isEmpty ? range : range + " (only bounded by \(ids.joined(separator: ", ")))"
        case .tie(let priority, let ids):
            return range + " (\(ids.joined(separator: ", ")) tie at priority \(formatNumber(priority)))"
        }
    }
}
