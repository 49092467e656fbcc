import Messages

// Which sentence a `Diagnostic` says, as a `Message`; the words themselves are in the
// catalogue (Sources/Messages/Messages+en.swift and its translations), so the tone stays one:
// lower-case, no final period, the user's own tokens in single quotes.

extension Diagnostic {
    /// Phrases for `.expected(_, found:)`, so parsers never spell out wording themselves.
    public enum Expected {
        public static let expression = Message(.expectedExpression)
        public static let relation = Message(.expectedRelation)
        public static let closingParenthesis = Message(.verbatim, "')'")
        public static let attribute = Message(.expectedAttribute)
        public static let priority = Message(.expectedPriority)
        public static let endOfFormula = Message(.expectedEndOfFormula)
        public static let colon = Message(.expectedColon)
        public static let view = Message(.expectedView)
        public static let viewName = Message(.expectedViewName)
        public static let closingBracket = Message(.verbatim, "']'")
        public static let predicate = Message(.expectedPredicate)
        public static let predicateSeparator = Message(.expectedPredicateSeparator)
        public static let connectionEnd = Message(.expectedConnectionEnd)
        public static let spacing = Message(.expectedSpacing)
        public static let viewOrSuperview = Message(.expectedViewOrSuperview)
        public static let continuation = Message(.expectedContinuation)
        public static let option = Message(.expectedOption)
        public static let argumentLabel = Message(.expectedArgumentLabel)
        public static let laterArgument = Message(.expectedLaterArgument)
        public static let anchor = Message(.expectedAnchor)
        public static let number = Message(.expectedNumber)
        public static let constraintCall = Message(.expectedConstraintCall)
        public static let openParenthesis = Message(.verbatim, "'('")
        public static let colonAfterLabel = Message(.expectedColonAfterLabel)
        public static let afterCall = Message(.expectedAfterCall)
        public static let isActive = Message(.verbatim, "'isActive'")
        public static let trueValue = Message(.verbatim, "'true'")
        public static let item = Message(.expectedItem)
        public static let classicAttribute = Message(.expectedClassicAttribute)
        public static let classicRelation = Message(.verbatim, "'.equal', '.lessThanOrEqual' or '.greaterThanOrEqual'")
        public static func label(_ name: String) -> Message { Message(.verbatim, "'\(name):'") }
    }
}

extension Diagnostic.Kind {
    /// The sentence, with the user's tokens in its places.
    var sentence: Message {
        switch self {
        case .unknownView(let name, _): Message(.unknownView, name)
        case .unknownAttribute(let name, _): Message(.unknownAttribute, name)
        case .unknownMetric(let name, _): Message(.unknownMetric, name)
        case .unknownOption(let name, _): Message(.unknownOption, name)
        case .unknownPriority(let name, _): Message(.unknownPriority, name)
        case .unknownCommand(let name, _): Message(.unknownCommand, name)
        case .unknownConstraint(let id, _): Message(.unknownConstraint, id)
        case .unknownMask(let name, _): Message(.unknownMask, name)
        case .expected(let what, let found):
            found.isEmpty ? Message(.expectedFoundEnd, [.message(what)])
                : Message(.expectedFound, [.message(what), .text(found)])
        case .unexpectedCharacter(let text): Message(.unexpectedCharacter, text)
        case .invalidNumber(let text): Message(.invalidNumber, text)
        case .numberOutOfRange: Message(.numberOutOfRange)
        case .coefficientOutOfRange(let multiplier):
            Message(.coefficientOutOfRange, multiplier, "1e4", "1e-4", "1e-9")
        case .invalidPriority(let text): Message(.invalidPriorityText, text)
        case .nestingTooDeep: Message(.nestingTooDeep)
        case .divisionByZero: Message(.divisionByZero)
        case .nonLinear: Message(.nonLinear)
        case .missingAttribute(let name): Message(.missingAttribute, name)
        case .noAttributes: Message(.noAttributes)
        case .guideHasNoAttribute(let guide, let attribute): Message(.guideHasNoAttribute, guide, attribute)
        case .locationEqualsConstant(let attribute): Message(.locationEqualsConstant, attribute)
        case .locationRelatedToSize(let location, let size): Message(.locationRelatedToSize, location, size)
        case .axisMismatch(let horizontal, let vertical): Message(.axisMismatch, horizontal, vertical)
        case .duplicateView(let name): Message(.duplicateViewInLine, name)
        case .noViews: Message(.vflNoViews)
        case .addsNothing(let line): Message(.vflAddsNothing, line)
        case .viewInConnection(let name): Message(.viewInConnection, name)
        case .alignOptionAcrossOrientation(let option, let vertical):
            Message(vertical ? .alignOptionInVertical : .alignOptionInHorizontal, option)
        case .conflictingOptions(let first, let second): Message(.conflictingOptions, first, second)
        case .flushAfterSpace(let token): Message(.flushAfterSpace, token)
        case .unknownMethod(let name, _): Message(.unknownMethod, name)
        case .unknownArgumentLabel(let name, _): Message(.unknownArgumentLabel, name)
        case .duplicateArgument(let name): Message(.duplicateArgument, name)
        case .argumentDoesNotFollow(let name, let first): Message(.argumentDoesNotFollow, name, first)
        case .needsDimensionAnchor(let label, let anchor): Message(.needsDimensionAnchor, label, anchor)
        case .systemSpacingAxis(let label, let anchor, let horizontal):
            Message(horizontal ? .systemSpacingHorizontal : .systemSpacingVertical, label, anchor)
        case .offsetNeedsPositionAnchor(let anchor): Message(.offsetNeedsPositionAnchor, anchor)
        case .offsetRelatedToPosition(let anchor): Message(.offsetRelatedToPosition, anchor)
        case .inactiveCall: Message(.inactiveCall)
        case .activateOnOneLine: Message(.activateOnOneLine)
        case .classicSecondItem(let attribute, let hasItem):
            Message(hasItem ? .classicNeedsNilItem : .classicNilItemNeedsNotAnAttribute, attribute)
        case .custom(let message): message
        case .pasted(let message, _): message
        }
    }

    /// A fix, when there is an obvious one.
    var advice: Message? {
        switch self {
        case .unknownView(_, let suggestion?), .unknownAttribute(_, let suggestion?),
             .unknownMetric(_, let suggestion?), .unknownOption(_, let suggestion?),
             .unknownPriority(_, let suggestion?), .unknownCommand(_, let suggestion?),
             .unknownMask(_, let suggestion?), .unknownConstraint(_, let suggestion?),
             .unknownMethod(_, let suggestion?):
            Message(.didYouMean, suggestion)
        case .unknownConstraint: Message(.hintConstraintsLists)
        case .unknownArgumentLabel(_, let suggestion?): Message(.didYouMean, suggestion + ":")
        case .unknownArgumentLabel: Message(.hintArgumentLabels)
        case .needsDimensionAnchor: Message(.hintDimensionAnchor)
        case .systemSpacingAxis(_, _, let horizontal):
            Message(horizontal ? .hintSystemSpacingAfter : .hintSystemSpacingBelow)
        case .offsetNeedsPositionAnchor: Message(.hintOffsetAnchors)
        case .offsetRelatedToPosition: Message(.hintLocationToSize)
        case .inactiveCall: Message(.hintInactiveCall)
        case .pasted(_, let hint?): hint
        case .activateOnOneLine: Message(.hintActivateOnOneLine)
        case .unknownView: Message(.hintDeclareView)
        case .unknownMetric: Message(.hintDefineMetric)
        case .unknownMask: Message(.hintMasks)
        case .nonLinear: Message(.hintNonLinear)
        case .missingAttribute(let name): Message(.hintMissingAttribute, name)
        case .guideHasNoAttribute: Message(.hintGuideAttributes)
        case .locationEqualsConstant(let attribute):
            Message(.hintLocationPairs, attribute, Self.attributeName(attribute))
        case .locationRelatedToSize: Message(.hintLocationToSize)
        case .axisMismatch: Message(.hintOneAxis)
        case .invalidPriority: Message(.hintPriorityRange)
        case .alignOptionAcrossOrientation(_, let vertical):
            Message(vertical ? .hintVerticalAligns : .hintHorizontalAligns)
        case .viewInConnection: Message(.hintViewInConnection)
        case .noViews: Message(.hintVFLExample)
        case .flushAfterSpace(let token): Message(token == "|" ? .hintFlushEdge : .hintFlushViews)
        default: nil
        }
    }

    var message: String { sentence.text(in: .en) }
    var hint: String? { advice?.text(in: .en) }

    /// `a.superview.left` → `left`, for examples built from the user's own attribute.
    private static func attributeName(_ text: String) -> String {
        var last = Substring(text)
        if let dot = text.lastIndex(of: ".") { last = text[text.index(after: dot)...] }
        if last == "x" || last == "y" { return "center." + last }
        return String(last)
    }
}

extension Diagnostic {
    /// The sentence in `language`.
    public func message(in language: Language) -> String { kind.sentence.text(in: language) }
    /// The fix in `language`, when there is one.
    public func hint(in language: Language) -> String? { kind.advice?.text(in: language) }
    /// The sentence and fix as data, for layers that word them later (the shell's errors).
    public var sentence: Message { kind.sentence }
    public var advice: Message? { kind.advice }
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
}
