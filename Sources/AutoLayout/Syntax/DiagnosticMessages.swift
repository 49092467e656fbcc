// Every word a `Diagnostic` says lives in this file, so the tone stays one: lower-case,
// no final period, the user's own tokens in single quotes.

extension Diagnostic {
    /// Phrases for `.expected(_, found:)`, so parsers never spell out wording themselves.
    public enum Expected {
        public static let expression = "a number, an attribute or '('"
        public static let relation = "a relation '==', '<=' or '>='"
        public static let closingParenthesis = "')'"
        public static let attribute = "an attribute"
        public static let priority = "a priority (1 to 1000, 'required', 'high', 'low' or 'fittingSize')"
        public static let endOfFormula = "an operator, a priority or the end of the line"
        public static let colon = "':' after the orientation"
        public static let view = "a view '[name]'"
        public static let viewName = "a view name"
        public static let closingBracket = "']'"
        public static let predicate = "a number, a metric or a view"
        public static let predicateSeparator = "',' or ')'"
        public static let connectionEnd = "'-' after the spacing"
        public static let spacing = "a number, a metric or '('"
        public static let viewOrSuperview = "a view '[name]' or '|'"
        public static let continuation = "'-', '[', '|' or a format option"
        public static let option = "a format option"
        public static let argumentLabel = "an argument label such as 'equalTo:' or 'equalToConstant:'"
        public static let laterArgument = "',' and an argument label, or ')'"
        public static let anchor = "an anchor such as 'b.topAnchor'"
        public static let number = "a number"
        public static let constraintCall = "'.constraint(' after the anchor"
        public static let openParenthesis = "'('"
        public static let colonAfterLabel = "':' after the argument label"
        public static let afterCall = "'.isActive = true', a priority, ',' or the end of the line"
        public static let isActive = "'isActive'"
        public static let trueValue = "'true'"
        public static let item = "a view or a layout guide"
        public static let classicAttribute = "an attribute such as '.top'"
        public static let classicRelation = "'.equal', '.lessThanOrEqual' or '.greaterThanOrEqual'"
        public static func label(_ name: String) -> String { "'\(name):'" }
    }
}

extension Diagnostic.Kind {
    var message: String {
        switch self {
        case .unknownView(let name, _): "unknown view '\(name)'"
        case .unknownAttribute(let name, _): "unknown attribute '\(name)'"
        case .unknownMetric(let name, _): "unknown metric '\(name)'"
        case .unknownOption(let name, _): "unknown format option '\(name)'"
        case .unknownPriority(let name, _): "unknown priority '\(name)'"
        case .unknownCommand(let name, _): "unknown command '\(name)'"
        case .unknownConstraint(let id, _): "unknown constraint '\(id)'"
        case .unknownMask(let name, _): "unknown autoresizing mask '\(name)'"
        case .expected(let what, let found):
            found.isEmpty ? "expected \(what), found the end of the line"
                : "expected \(what), found '\(found)'"
        case .unexpectedCharacter(let text): "unexpected character '\(text)'"
        case .invalidNumber(let text): "invalid number '\(text)'"
        case .numberOutOfRange: "number out of range"
        case .invalidPriority(let text): "priority '\(text)' is not between 1 and 1000"
        case .nestingTooDeep: "expression nested too deeply"
        case .divisionByZero: "division by zero"
        case .nonLinear: "product of two attributes is not linear"
        case .missingAttribute(let name): "expected an attribute after '\(name)'"
        case .noAttributes: "constraint relates no attributes"
        case .guideHasNoAttribute(let guide, let attribute): "layout guide '\(guide)' has no '\(attribute)'"
        case .locationEqualsConstant(let attribute):
            "location '\(attribute)' cannot be related to a constant alone"
        case .locationRelatedToSize(let location, let size):
            "location '\(location)' cannot be related to size '\(size)'"
        case .axisMismatch(let horizontal, let vertical):
            "horizontal '\(horizontal)' cannot be related to vertical '\(vertical)'"
        case .duplicateView(let name): "view '\(name)' appears more than once in the line"
        case .noViews: "a visual format line needs at least one view"
        case .viewInConnection(let name): "spacing cannot refer to view '\(name)'"
        case .alignOptionAcrossOrientation(let option, let vertical):
            "'\(option)' cannot be used in a \(vertical ? "vertical" : "horizontal") line"
        case .conflictingOptions(let first, let second):
            "options '\(first)' and '\(second)' contradict each other"
        case .flushAfterSpace(let token):
            "'\(token)' after a space: the format ended before it, and only options may follow"
        case .unknownMethod(let name, _): "unknown method '\(name)'"
        case .unknownArgumentLabel(let name, _): "unknown argument label '\(name):'"
        case .duplicateArgument(let name): "argument '\(name):' is given twice"
        case .argumentDoesNotFollow(let name, let first): "'\(name):' does not go with '\(first):'"
        case .needsDimensionAnchor(let label, let anchor):
            "'\(label):' needs a width or height anchor, not '\(anchor)'"
        case .systemSpacingAxis(let label, let anchor, let horizontal):
            "'\(label):' needs a \(horizontal ? "horizontal" : "vertical") position anchor, not '\(anchor)'"
        case .inactiveCall: "'isActive = false' makes no constraint"
        case .activateOnOneLine: "a line holds one constraint, not a whole 'NSLayoutConstraint.activate([…])'"
        case .classicSecondItem(let attribute, let hasItem):
            hasItem ? "'\(attribute)' needs 'toItem: nil'" : "'toItem: nil' needs '.notAnAttribute', not '\(attribute)'"
        case .custom(let text): text
        }
    }

    var hint: String? {
        switch self {
        case .unknownView(_, let suggestion?), .unknownAttribute(_, let suggestion?),
             .unknownMetric(_, let suggestion?), .unknownOption(_, let suggestion?),
             .unknownPriority(_, let suggestion?), .unknownCommand(_, let suggestion?),
             .unknownMask(_, let suggestion?), .unknownConstraint(_, let suggestion?):
            "did you mean '\(suggestion)'?"
        case .unknownConstraint: "'constraints' lists them"
        case .unknownMethod(_, let suggestion?): "did you mean '\(suggestion)'?"
        case .unknownArgumentLabel(_, let suggestion?): "did you mean '\(suggestion):'?"
        case .unknownArgumentLabel: "labels are those of NSLayoutAnchor's 'constraint(…)' methods"
        case .needsDimensionAnchor: "only width and height anchors (NSLayoutDimension) have it"
        case .systemSpacingAxis(_, _, let horizontal):
            horizontal ? "'…SystemSpacingAfter:' is for leading, trailing, left, right and centerX anchors"
                : "'…SystemSpacingBelow:' is for top, bottom, centerY and baseline anchors"
        case .inactiveCall: "add it with 'isActive = true', then 'deactivate ID'"
        case .activateOnOneLine: "put each call on its own line; the 'activate([' and '])' lines may stay"

        case .unknownView: "declare it first with 'view NAME'"
        case .unknownMetric: "define it first with 'metric NAME = VALUE'"
        case .unknownMask:
            "use flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin, none, or Apple's 'h=-&- v=--&' ('-' fixed, '&' flexible)"
        case .nonLinear: "one side of '*' must be a number"
        case .missingAttribute(let name): "for example '\(name).width'"
        case .guideHasNoAttribute: "a guide has left, right, top, bottom, leading, trailing, width, height, centerX and centerY"
        case .locationEqualsConstant(let attribute):
            "location attributes must be specified in pairs, as in '\(attribute) == root.\(Self.attributeName(attribute)) + 20'"
        case .locationRelatedToSize: "relate locations to locations and sizes to sizes"
        case .axisMismatch: "a constraint relates attributes of one axis"
        case .invalidPriority: "use 1 to 1000, 'required', 'high', 'low' or 'fittingSize'"
        case .alignOptionAcrossOrientation(_, let vertical):
            vertical ? "a vertical line aligns left, right, leading, trailing or centerX"
                : "a horizontal line aligns top, bottom, centerY or baselines"
        case .viewInConnection: "relate view sizes inside the brackets, as in '[b(==a)]'"
        case .noViews: "for example 'H:|-[name]-|'"
        case .flushAfterSpace(let token): token == "|" ? "to pin to the edge, write it without the space: '[name]|'"
            : "to place views flush, write them without the space: '[a][b]'"
        default: nil
        }
    }

    /// `a.superview.left` → `left`, for examples built from the user's own attribute.
    private static func attributeName(_ text: String) -> String {
        var last = Substring(text)
        if let dot = text.lastIndex(of: ".") { last = text[text.index(after: dot)...] }
        if last == "x" || last == "y" { return "center." + last }
        return String(last)
    }
}

extension Diagnostic: CustomStringConvertible {
    /// One line: `error at column 12: unknown attribute 'rigth' (did you mean 'right'?)`.
    public var description: String {
        let position = range.map { " at column \($0.lowerBound + 1)" } ?? ""
        return "\(Self.severity)\(position): \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}

extension Diagnostic {
    /// The word that starts a rendered report.
    static let severity = "error"
    /// What a report says after the caret when there is no column but there is a hint.
    static let hintLabel = "help"
}
