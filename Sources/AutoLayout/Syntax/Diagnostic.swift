import Messages

/// A problem with one input line: what went wrong (data, not text) and where.
/// Which sentence it says is in `DiagnosticMessages.swift`, its words in the catalogue; the layout of the report in
/// `Diagnostic+Rendering.swift`.
public struct Diagnostic: Error, Hashable, Sendable {
    /// What went wrong. User tokens are carried as they were typed.
    public enum Kind: Hashable, Sendable {
        // names
        case unknownView(String, suggestion: String?)
        case unknownAttribute(String, suggestion: String?)
        case unknownMetric(String, suggestion: String?)
        case unknownOption(String, suggestion: String?)
        case unknownPriority(String, suggestion: String?)
        case unknownCommand(String, suggestion: String?)
        case unknownConstraint(String, suggestion: String?)
        /// An autoresizing mask name or an `h=…`/`v=…` word that is not one.
        case unknownMask(String, suggestion: String?)
        // tokens and numbers
        /// `what` is one of the phrases in `Diagnostic.Expected`; `found` is the token as
        /// typed, or empty at the end of the line.
        case expected(Message, found: String)
        case unexpectedCharacter(String)
        case invalidNumber(String)
        case numberOutOfRange
        /// A coefficient too far from the constraint's others for the solver to hold
        /// (`Layout.coefficientSpread`); the multiplier as Apple's form would write it.
        case coefficientOutOfRange(String)
        case invalidPriority(String)
        case nestingTooDeep
        // algebra
        case divisionByZero
        case nonLinear
        case missingAttribute(String)
        /// `root.safeArea.topMargin`: guides have edges, centers and sizes only.
        case guideHasNoAttribute(guide: String, attribute: String)
        case noAttributes
        // Apple's validity rules
        case locationEqualsConstant(String)
        case locationRelatedToSize(location: String, size: String)
        case axisMismatch(horizontal: String, vertical: String)
        // visual format language
        case duplicateView(String)
        case noViews
        /// `H:[editButton]`: views alone, no connection and no size; the line as written.
        case addsNothing(String)
        case viewInConnection(String)
        case alignOptionAcrossOrientation(String, vertical: Bool)
        case conflictingOptions(String, String)
        /// `[a] |`: the format ended at the space; only options may follow.
        case flushAfterSpace(String)
        // Swift calls pasted from code (`a.topAnchor.constraint(equalTo: …)`)
        case unknownMethod(String, suggestion: String?)
        /// The label as typed, without its colon.
        case unknownArgumentLabel(String, suggestion: String?)
        case duplicateArgument(String)
        /// `equalToConstant: 10, constant: 5`: the second label does not go with the first.
        case argumentDoesNotFollow(String, first: String)
        /// `multiplier:` or `equalToConstant:` on an anchor that is not a width or height.
        case needsDimensionAnchor(label: String, anchor: String)
        /// `equalToSystemSpacingAfter:` on a vertical anchor, `…Below:` on a horizontal one.
        case systemSpacingAxis(label: String, anchor: String, horizontal: Bool)
        /// `anchorWithOffset(to:)` from or to a width or height anchor.
        case offsetNeedsPositionAnchor(anchor: String)
        /// An offset between anchors (a dimension) related to a position anchor.
        case offsetRelatedToPosition(anchor: String)
        case inactiveCall
        /// `NSLayoutConstraint.activate([a…, b…])` on one line: one constraint per line.
        case activateOnOneLine
        /// `NSLayoutConstraint(item:…)`: `toItem: nil` goes with `.notAnAttribute` only.
        case classicSecondItem(attribute: String, hasItem: Bool)
        /// For the model and shell layers: a sentence of the catalogue.
        case custom(Message)
        /// Pasted code (`PastedCodeReader`): a sentence of the catalogue and its fix, if any.
        case pasted(Message, hint: Message?)
    }

    public var kind: Kind
    /// Columns in the line the user typed; nil when the problem is not in one place.
    public var range: SourceRange?

    public init(_ kind: Kind, at range: SourceRange? = nil) {
        self.kind = kind
        self.range = range
    }

    /// One lower-case sentence without a final period, as in swift-syntax (English;
    /// `message(in:)` for another language).
    public var message: String { kind.message }
    /// A fix, when there is an obvious one ("did you mean 'right'?").
    public var hint: String? { kind.hint }
}
