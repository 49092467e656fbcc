/// What stacks say when they refuse (house style: lower-case, tokens in quotes).
enum StackMessages {
    static let usage = LayoutMessages.error(.stackUsage)
    static func missingValue(_ keyword: String) -> Diagnostic {
        keyword == "axis" ? LayoutMessages.error(.stackNeedsAxis)
            : LayoutMessages.error(.keywordNeedsValue, keyword)
    }
    static func badValue(_ value: String, for keyword: String, among: [String]) -> Diagnostic {
        LayoutMessages.error(.stackBadValue, keyword, value, among.joined(separator: ", "))
    }
    static func badSpacing(_ value: String) -> Diagnostic {
        LayoutMessages.error(.stackBadSpacing, value)
    }
    static func unknownKeyword(_ word: String) -> Diagnostic {
        LayoutMessages.error(.stackUnknownKeyword, word)
    }
    static func notOnOrOff(_ keyword: String, _ value: String) -> Diagnostic {
        LayoutMessages.error(.onOrOffNot, keyword, value)
    }
    static let noViews = LayoutMessages.error(.stackNoViews)
    static func stackInItself(_ name: String) -> Diagnostic {
        LayoutMessages.error(.stackInItself, name)
    }
    static func duplicate(_ name: String) -> Diagnostic {
        LayoutMessages.error(.arrangedTwice, name)
    }
    static func containsStack(_ view: String, stack: String) -> Diagnostic {
        LayoutMessages.error(.arrangedContainsStack, view, stack)
    }
    static func notArranged(_ view: String, stack: String, arranged: [String]) -> Diagnostic {
        let suggestion = NameSuggester.suggestion(for: view, among: arranged)
        if let suggestion { return LayoutMessages.error(.notArrangedSuggest, view, stack, suggestion) }
        return LayoutMessages.error(arranged.isEmpty ? .notArrangedEmpty : .notArranged, view, stack)
    }
    static func notAStack(_ name: String, stacks: [String]) -> Diagnostic {
        stacks.isEmpty ? LayoutMessages.error(.notAStack, name)
            : LayoutMessages.error(.notAStackAmong, name, stacks.joined(separator: ", "))
    }
    static func badIndex(_ index: Int, count: Int) -> Diagnostic {
        LayoutMessages.error(.badIndex, String(index), String(count))
    }
    static let baselineInVerticalStack = LayoutMessages.error(.baselineInVerticalStack)
    static func alreadyStacked(_ name: String) -> Diagnostic {
        LayoutMessages.error(.alreadyStacked, name)
    }
    static let rootNotHidden = LayoutMessages.error(.rootNotHidden)
}
