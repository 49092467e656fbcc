/// The priority after `@`: a number, one of UIKit's names, or a metric.
enum PriorityValue {
    /// UIKit's names; `required`, `high`, `low` and `fittingSize` are the ones SPEC lists,
    /// the `default…` and `…Level` spellings are what Swift code calls them.
    static let named: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50),
        ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    static func number(_ text: String, at range: SourceRange) throws(Diagnostic) -> Double {
        let value = try Double(checked: text, range: range)
        return try checked(value, text: text, at: range)
    }

    static func name(_ name: String, at range: SourceRange, context: ParseContext) throws(Diagnostic) -> Double {
        if let entry = named.first(where: { $0.name == name }) { return entry.value }
        if let metric = context.metrics[name] { return try checked(metric, text: name, at: range) }
        let suggestion = NameSuggester.suggestion(for: name, among: named.map(\.name) + context.metricNames)
        throw Diagnostic(.unknownPriority(name, suggestion: suggestion), at: range)
    }

    private static func checked(_ value: Double, text: String, at range: SourceRange) throws(Diagnostic) -> Double {
        guard value >= 1, value <= 1000 else { throw Diagnostic(.invalidPriority(text), at: range) }
        return value
    }
}
