/// What stacks say when they refuse (house style: lower-case, tokens in quotes).
enum StackMessages {
    static let usage = LayoutMessages.error(
        "usage: stack NAME axis horizontal|vertical [distribution D] [alignment A] [spacing N] views A B C")
    static func missingValue(_ keyword: String) -> Diagnostic {
        keyword == "axis" ? LayoutMessages.error("a stack needs 'axis horizontal' or 'axis vertical'")
            : LayoutMessages.error("'\(keyword)' needs a value")
    }
    static func badValue(_ value: String, for keyword: String, among: [String]) -> Diagnostic {
        LayoutMessages.error("unknown \(keyword) '\(value)'; use one of \(among.joined(separator: ", "))")
    }
    static func badSpacing(_ value: String) -> Diagnostic {
        LayoutMessages.error("spacing '\(value)' is not a number within ±1e9")
    }
    static func unknownKeyword(_ word: String) -> Diagnostic {
        LayoutMessages.error("unknown stack keyword '\(word)'; use axis, distribution, alignment, spacing or views")
    }
    static let noViews = LayoutMessages.error("a stack needs 'views' followed by at least one view")
    static func stackInItself(_ name: String) -> Diagnostic {
        LayoutMessages.error("'\(name)' cannot be arranged in itself")
    }
    static func duplicate(_ name: String) -> Diagnostic {
        LayoutMessages.error("'\(name)' is arranged twice")
    }
    static func notSubview(_ view: String, stack: String, superview: String) -> Diagnostic {
        LayoutMessages.error("'\(view)' is a subview of '\(superview)', not of '\(stack)'; an arranged view must be a subview of its stack")
    }
    static func notArranged(_ view: String, stack: String, arranged: [String]) -> Diagnostic {
        let suggestion = NameSuggester.suggestion(for: view, among: arranged)
        return LayoutMessages.error("'\(view)' is not arranged in '\(stack)'"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? (arranged.isEmpty ? "; it arranges no views" : "")))
    }
    static func notAStack(_ name: String, stacks: [String]) -> Diagnostic {
        LayoutMessages.error("'\(name)' is a view, not a stack; make it one with 'stack \(name) axis horizontal views …'"
            + (stacks.isEmpty ? "" : " (stacks: \(stacks.joined(separator: ", ")))"))
    }
    static func badIndex(_ index: Int, count: Int) -> Diagnostic {
        LayoutMessages.error("index \(index) is outside 0…\(count)")
    }
    static let baselineInVerticalStack = LayoutMessages.error(
        "baseline alignment needs a horizontal stack (Apple ignores it in vertical ones)")
    static func alreadyStacked(_ name: String) -> Diagnostic {
        LayoutMessages.error("'\(name)' is already a stack; change it with 'stack \(name) add|remove|axis|distribution|alignment|spacing …'")
    }
    static let rootNotHidden = LayoutMessages.error("'root' is the screen and cannot be hidden")
}
