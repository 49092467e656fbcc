import Cassowary
import Messages

/// A constraint written as Swift code makes it, so a line pasted from an app reads as the
/// formula it means (SPEC §8, Swift spellings):
///
///     call     := (dimension '.' 'constraint' '(' arguments ')' | classic)
///                 ('.' 'isActive' '=' 'true')? ('@' priority)? ','?
///     anchor   := (item '.')? attribute          -- `b.bottomAnchor`; a bare `topAnchor` is self's
///     dimension:= anchor ('.' 'anchorWithOffset' '(' 'to:' anchor ')')?  -- `b - a`, a dimension
///     classic  := 'NSLayoutConstraint' '(' 'item:' item ',' 'attribute:' '.'attr ','
///                 'relatedBy:' '.'relation ',' 'toItem:' (item | 'nil') ',' 'attribute:' '.'attr ','
///                 'multiplier:' number ',' 'constant:' number ')'
///
/// Items, guides, attributes and numbers are read by `FormulaParser` over the same tokens,
/// so `view.safeAreaLayoutGuide.topAnchor`, metrics and every error about them are the
/// formula's. The result is the `ConstraintSyntax` the formula `a.top = b.bottom + 8` gives.
struct AnchorCallParser {
    private var base: FormulaParser

    init(tokens: [FormulaToken], context: ParseContext) {
        base = FormulaParser(tokens: tokens, context: context)
    }

    /// What the first argument of `constraint(…)` says.
    enum Form: Equatable {
        /// `equalTo: b.topAnchor` (and ≤, ≥).
        case anchor
        /// `equalToConstant: 40`: width and height anchors only.
        case constant
        /// `equalToSystemSpacingAfter:` / `…Below:`: 8 points times the multiplier.
        case systemSpacing(horizontal: Bool)
    }

    /// Every first label NSLayoutAnchor's `constraint(…)` methods take, with its relation.
    static let firstLabels: [(label: String, relation: Relation, form: Form)] = {
        let relations: [(String, Relation)] = [("equal", .equal), ("greaterThanOrEqual", .greaterThanOrEqual),
                                               ("lessThanOrEqual", .lessThanOrEqual)]
        var labels: [(String, Relation, Form)] = []
        for (word, relation) in relations { labels.append((word + "To", relation, .anchor)) }
        for (word, relation) in relations { labels.append((word + "ToConstant", relation, .constant)) }
        for (word, relation) in relations {
            labels.append((word + "ToSystemSpacingAfter", relation, .systemSpacing(horizontal: true)))
        }
        for (word, relation) in relations {
            labels.append((word + "ToSystemSpacingBelow", relation, .systemSpacing(horizontal: false)))
        }
        return labels
    }()

    /// Labels after the first, by form (Swift orders them `multiplier:` then `constant:`;
    /// any order is read, since a pasted line that compiled has the right one).
    static func laterLabels(for form: Form) -> [String] {
        switch form {
        case .anchor: ["multiplier", "constant"]
        case .constant: []
        case .systemSpacing: ["multiplier"]
        }
    }

    /// What Tab offers after `constraint(` and after a `,` inside it.
    static let completionLabels: (first: [String], later: [String]) =
        (firstLabels.map { $0.label + ":" }, ["constant:", "multiplier:"])

    /// UIKit's standard spacing between siblings, which `…SystemSpacing…` multiplies.
    static let systemSpacing = 8.0

    private var current: FormulaToken { base.current }
    private mutating func advance() { base.advance() }
    private func unexpected(_ what: Message) -> Diagnostic { base.unexpected(what) }

    private mutating func expect(_ kind: FormulaToken.Kind, _ what: Message) throws(Diagnostic) {
        guard current.kind == kind else { throw unexpected(what) }
        advance()
    }

    mutating func constraint() throws(Diagnostic) -> ConstraintSyntax {
        let start = current.range.lowerBound
        var syntax: ConstraintSyntax
        if case .identifier("NSLayoutConstraint") = current.kind, base.next.kind == .dot {
            throw Diagnostic(.activateOnOneLine, at: current.range.lowerBound..<base.tokens[base.index + 2].range.upperBound)
        }
        if case .identifier("NSLayoutConstraint") = current.kind, base.next.kind == .openParenthesis {
            syntax = try classic()
        } else {
            syntax = try anchorCall()
        }
        var end = base.tokens[base.index - 1].range.upperBound
        if current.kind == .dot, case .identifier("isActive") = base.next.kind {
            advance(); advance()
            guard case .relation(.equal) = current.kind else { throw unexpected(.verbatim("'='")) }
            advance()
            guard case .identifier(let value) = current.kind, value == "true" || value == "false" else {
                throw unexpected(Diagnostic.Expected.trueValue)
            }
            if value == "false" { throw Diagnostic(.inactiveCall, at: current.range) }
            advance()
            end = base.tokens[base.index - 1].range.upperBound
        }
        if current.kind == .at {
            advance()
            syntax.priority = try base.priority()
            end = base.tokens[base.index - 1].range.upperBound
        }
        // Lines copied out of `NSLayoutConstraint.activate([ … ])` end in a comma.
        if current.kind == .comma { advance() }
        guard current.kind == .end else { throw unexpected(Diagnostic.Expected.afterCall) }
        syntax.range = start..<end
        return syntax
    }

    // MARK: anchor calls

    private mutating func anchorCall() throws(Diagnostic) -> ConstraintSyntax {
        let receiver = try anchor()
        let receiverOffset = try offset(from: receiver)
        guard current.kind == .dot else { throw unexpected(Diagnostic.Expected.constraintCall) }
        advance()
        guard case .identifier(let method) = current.kind else { throw unexpected(Diagnostic.Expected.constraintCall) }
        guard method == "constraint" else {
            let suggestion = NameSuggester.suggestion(for: method, among: ["constraint", "anchorWithOffset"])
            throw Diagnostic(.unknownMethod(method, suggestion: suggestion), at: current.range)
        }
        advance()
        try expect(.openParenthesis, Diagnostic.Expected.openParenthesis)

        let (firstLabel, firstRange) = try label(among: Self.firstLabels.map(\.label),
                                                 orElse: Diagnostic.Expected.argumentLabel)
        // label(among:) only returns known labels.
        let entry = Self.firstLabels.first { $0.label == firstLabel }!
        let receiverText = ConstraintRules.text(receiver)
        // An offset between two anchors is a dimension, as a width is.
        let isDimension = receiver.attribute.isSize || receiverOffset != nil
        var lhs = receiverOffset ?? LinearSyntax(attribute: receiver)
        var rhs = LinearSyntax()
        var other: AttributeSyntax?
        switch entry.form {
        case .anchor, .systemSpacing:
            let target = try anchor()
            other = target
            let targetOffset = try offset(from: target)
            // UIKit relates a dimension to a dimension only, and has no system spacing for one.
            let targetIsDimension = target.attribute.isSize || targetOffset != nil
            if receiverOffset != nil || targetOffset != nil {
                if entry.form != .anchor || isDimension != targetIsDimension {
                    let position = receiverOffset == nil ? receiver : target
                    throw Diagnostic(.offsetRelatedToPosition(anchor: ConstraintRules.text(position)), at: position.range)
                }
            }
            rhs = targetOffset ?? LinearSyntax(attribute: target)
        case .constant:
            guard isDimension else {
                throw Diagnostic(.needsDimensionAnchor(label: firstLabel, anchor: receiverText), at: firstRange)
            }
            rhs = LinearSyntax(constant: try number())
        }
        if case .systemSpacing(let horizontal) = entry.form {
            for attribute in [receiver, other!] where attribute.attribute.isSize || attribute.attribute.isHorizontal != horizontal {
                throw Diagnostic(.systemSpacingAxis(label: firstLabel, anchor: ConstraintRules.text(attribute),
                                                    horizontal: horizontal), at: attribute.range)
            }
        }

        var multiplier: Double?
        var multiplierRange: SourceRange?
        var constant: Double?
        let later = Self.laterLabels(for: entry.form)
        while current.kind == .comma {
            advance()
            // Every label any form takes, so a misplaced one is named as such, not misspelt.
            let (name, range) = try label(among: ["multiplier", "constant"] + Self.firstLabels.map(\.label),
                                          orElse: Diagnostic.Expected.argumentLabel)
            guard later.contains(name) else {
                throw Diagnostic(.argumentDoesNotFollow(name, first: firstLabel), at: range)
            }
            if name == "multiplier", entry.form == .anchor, !isDimension {
                throw Diagnostic(.needsDimensionAnchor(label: name, anchor: receiverText), at: range)
            }
            let valueStart = current.range.lowerBound
            let value = try number()
            if name == "multiplier" {
                guard multiplier == nil else { throw Diagnostic(.duplicateArgument(name), at: range) }
                multiplier = value
                multiplierRange = valueStart..<base.tokens[base.index - 1].range.upperBound
            } else {
                guard constant == nil else { throw Diagnostic(.duplicateArgument(name), at: range) }
                constant = value
            }
        }
        guard current.kind == .closeParenthesis else {
            throw unexpected(later.isEmpty ? Diagnostic.Expected.closingParenthesis : Diagnostic.Expected.laterArgument)
        }
        advance()

        switch entry.form {
        case .anchor:
            if let multiplier, let multiplierRange {
                rhs = rhs.scaled(by: multiplier, writtenAt: multiplierRange)
            }
            rhs = rhs + LinearSyntax(constant: constant ?? 0)
        case .systemSpacing:
            // Swift requires the multiplier; a missing one is read as 1.
            rhs = rhs + LinearSyntax(constant: Self.systemSpacing * (multiplier ?? 1))
        case .constant:
            break
        }
        lhs = lhs.withoutZeroTerms()
        var syntax = ConstraintSyntax(lhs: lhs, relation: entry.relation, rhs: rhs.withoutZeroTerms(),
                                      range: receiver.range.lowerBound..<base.tokens[base.index - 1].range.upperBound)
        if case .systemSpacing = entry.form { syntax.systemSpacingMultiplier = multiplier ?? 1 }
        try ConstraintRules.check(syntax)
        return syntax
    }

    /// `.anchorWithOffset(to: b.topAnchor)` after an anchor `a`: the dimension from `a` to
    /// `b`, `b - a` (nil when no such call follows). The formula's rules then check that
    /// both are locations on one axis.
    private mutating func offset(from start: AttributeSyntax) throws(Diagnostic) -> LinearSyntax? {
        guard current.kind == .dot, case .identifier("anchorWithOffset") = base.next.kind else { return nil }
        guard !start.attribute.isSize else {
            throw Diagnostic(.offsetNeedsPositionAnchor(anchor: ConstraintRules.text(start)), at: start.range)
        }
        advance(); advance()
        try expect(.openParenthesis, Diagnostic.Expected.openParenthesis)
        try expectLabel("to")
        let end = try anchor()
        guard !end.attribute.isSize else {
            throw Diagnostic(.offsetNeedsPositionAnchor(anchor: ConstraintRules.text(end)), at: end.range)
        }
        guard current.kind == .closeParenthesis else { throw unexpected(Diagnostic.Expected.closingParenthesis) }
        advance()
        return LinearSyntax(attribute: end) + -LinearSyntax(attribute: start)
    }

    /// `b.bottomAnchor`, `view.safeAreaLayoutGuide.topAnchor`, or an anchor of the view
    /// whose code this is, written bare (`topAnchor`, `layoutMarginsGuide.leadingAnchor`).
    private mutating func anchor() throws(Diagnostic) -> AttributeSyntax {
        guard case .identifier(let name) = current.kind else { throw unexpected(Diagnostic.Expected.anchor) }
        let range = current.range
        if !base.context.isView(name), FormulaParser.namesAPart(name), name != "superview" || base.next.kind == .dot {
            // A UIView subclass's own anchors need no `self.`: read it as `self.topAnchor`.
            return try path(view: "self", at: range.lowerBound..<range.lowerBound, implicit: true)
        }
        advance()
        guard current.kind == .dot else {
            // `equalTo: pad` or `equalTo: b`: name what is missing as the formula does.
            if base.context.isView(name) || name == "view" || name == "self" {
                throw Diagnostic(.missingAttribute(name), at: range)
            }
            let suggestion = NameSuggester.suggestion(for: name, among: base.context.allViewNames)
            throw Diagnostic(.unknownView(name, suggestion: suggestion), at: range)
        }
        return try path(view: name, at: range, implicit: false)
    }

    /// The formula's item and attribute reader; `implicit` when no view name was written.
    private mutating func path(view name: String, at range: SourceRange, implicit: Bool) throws(Diagnostic) -> AttributeSyntax {
        // With attribute: true the reader returns an attribute or throws.
        try base.path(view: name, at: range, attribute: true, implicitRoot: implicit).1!
    }

    // MARK: NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)

    private mutating func classic() throws(Diagnostic) -> ConstraintSyntax {
        let start = current.range.lowerBound
        advance()  // NSLayoutConstraint
        advance()  // (
        try expectLabel("item")
        let firstItem = try item()
        try expect(.comma, .verbatim("','"))
        try expectLabel("attribute")
        let (firstAttribute, firstRange) = try classicAttribute()
        guard let firstAttribute else {
            throw Diagnostic(.expected(Diagnostic.Expected.classicAttribute, found: ".notAnAttribute"), at: firstRange)
        }
        try expect(.comma, .verbatim("','"))
        try expectLabel("relatedBy")
        let relation = try classicRelation()
        try expect(.comma, .verbatim("','"))
        try expectLabel("toItem")
        var secondItem: ItemSyntax?
        if case .identifier("nil") = current.kind { advance() } else { secondItem = try item() }
        try expect(.comma, .verbatim("','"))
        try expectLabel("attribute")
        let (secondAttribute, secondRange) = try classicAttribute()
        try expect(.comma, .verbatim("','"))
        try expectLabel("multiplier")
        let multiplierStart = current.range.lowerBound
        let multiplier = try number()
        let multiplierRange = multiplierStart..<base.tokens[base.index - 1].range.upperBound
        try expect(.comma, .verbatim("','"))
        try expectLabel("constant")
        let constant = try number()
        try expect(.closeParenthesis, Diagnostic.Expected.closingParenthesis)

        // Errors about an attribute point at its `.name`: the item is further left.
        let lhs = LinearSyntax(attribute: AttributeSyntax(item: firstItem, attribute: firstAttribute, range: firstRange))
        var rhs = LinearSyntax(constant: constant)
        switch (secondItem, secondAttribute) {
        case (let item?, let attribute?):
            let syntax = AttributeSyntax(item: item, attribute: attribute, range: secondRange)
            rhs = LinearSyntax(attribute: syntax).scaled(by: multiplier, writtenAt: multiplierRange) + rhs
        case (nil, nil):
            // Apple ignores the multiplier when there is no second item.
            break
        case (_?, nil):
            throw Diagnostic(.classicSecondItem(attribute: ".notAnAttribute", hasItem: true), at: secondRange)
        case (nil, let attribute?):
            throw Diagnostic(.classicSecondItem(attribute: "." + attribute.rawValue, hasItem: false), at: secondRange)
        }
        let syntax = ConstraintSyntax(lhs: lhs, relation: relation, rhs: rhs.withoutZeroTerms(),
                                      range: start..<base.tokens[base.index - 1].range.upperBound)
        try ConstraintRules.check(syntax)
        return syntax
    }

    /// `a`, `view`, `self.label`, `b.superview`, `root.safeAreaLayoutGuide`.
    private mutating func item() throws(Diagnostic) -> ItemSyntax {
        guard case .identifier(let name) = current.kind else { throw unexpected(Diagnostic.Expected.item) }
        let range = current.range
        advance()
        return try base.path(view: name, at: range, attribute: false, implicitRoot: false).0
    }

    /// `.top`, `.leadingMargin`, `.baseline` (Apple's old name of `.lastBaseline`);
    /// nil for `.notAnAttribute`. Returns the range of the whole `.name`.
    private mutating func classicAttribute() throws(Diagnostic) -> (Attribute?, SourceRange) {
        let start = current.range.lowerBound
        try expect(.dot, Diagnostic.Expected.classicAttribute)
        guard case .identifier(let name) = current.kind else { throw unexpected(Diagnostic.Expected.classicAttribute) }
        let range = start..<current.range.upperBound
        advance()
        if name == "notAnAttribute" { return (nil, range) }
        if name == "baseline" { return (.lastBaseline, range) }
        if let attribute = Attribute(rawValue: name) { return (attribute, range) }
        let names = Attribute.allCases.map(\.rawValue) + ["notAnAttribute", "baseline"]
        throw Diagnostic(.unknownAttribute(name, suggestion: NameSuggester.suggestion(for: name, among: names)),
                         at: base.tokens[base.index - 1].range)
    }

    private mutating func classicRelation() throws(Diagnostic) -> Relation {
        try expect(.dot, Diagnostic.Expected.classicRelation)
        guard case .identifier(let name) = current.kind else { throw unexpected(Diagnostic.Expected.classicRelation) }
        let relations: [(String, Relation)] = [("equal", .equal), ("lessThanOrEqual", .lessThanOrEqual),
                                               ("greaterThanOrEqual", .greaterThanOrEqual)]
        guard let relation = relations.first(where: { $0.0 == name })?.1 else {
            throw unexpected(Diagnostic.Expected.classicRelation)
        }
        advance()
        return relation
    }

    // MARK: pieces

    /// `name:` where `name` is one of `known`; a near miss gets a did-you-mean.
    private mutating func label(among known: [String], orElse what: Message) throws(Diagnostic) -> (String, SourceRange) {
        // A name without a colon is a missing label (`constraint(b.topAnchor)`), not a typo.
        guard case .identifier(let name) = current.kind, base.next.kind == .colon else { throw unexpected(what) }
        let range = current.range
        guard known.contains(name) else {
            throw Diagnostic(.unknownArgumentLabel(name, suggestion: NameSuggester.suggestion(for: name, among: known)),
                             at: range)
        }
        advance()
        try expect(.colon, Diagnostic.Expected.colonAfterLabel)
        return (name, range)
    }

    /// Exactly `name:` (the classic initializer's labels are all required, in order).
    private mutating func expectLabel(_ name: String) throws(Diagnostic) {
        guard case .identifier(let typed) = current.kind, typed == name else {
            if case .identifier(let typed) = current.kind, base.next.kind == .colon,
               NameSuggester.suggestion(for: typed, among: [name]) != nil {
                throw Diagnostic(.unknownArgumentLabel(typed, suggestion: name), at: current.range)
            }
            throw unexpected(Diagnostic.Expected.label(name))
        }
        advance()
        try expect(.colon, Diagnostic.Expected.colonAfterLabel)
    }

    /// A constant or multiplier: any expression of numbers and metrics (`-pad`, `2 * gap`).
    private mutating func number() throws(Diagnostic) -> Double {
        let operand = try base.sum()
        guard operand.linear.isConstant else {
            throw Diagnostic(.expected(Diagnostic.Expected.number, found: base.source(operand.range)), at: operand.range)
        }
        guard operand.linear.constant.isFinite else { throw Diagnostic(.numberOutOfRange, at: operand.range) }
        return operand.linear.constant
    }
}
