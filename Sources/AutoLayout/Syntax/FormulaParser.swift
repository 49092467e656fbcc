import Cassowary
import Messages

/// Recursive descent over a formula's tokens:
///
///     constraint := sum relation sum ('@' priority)?
///     sum        := product (('+' | '-') product)*
///     product    := unary (('*' | '/') unary)*
///     unary      := ('-' | '+') unary | number | metric | '(' sum ')' | attribute
///     attribute  := view ('.' 'superview')* '.' (name | 'center' '.' ('x' | 'y'))
///
/// Products and quotients fold at once, so the result is always linear or an error.
struct FormulaParser {
    /// Deep enough for any formula a person writes, shallow enough that the recursion
    /// cannot exhaust the stack on hostile input.
    static let maximumDepth = 64

    // Internal, not private: `AnchorCallParser` reads Swift calls over the same tokens
    // with these pieces, so items, guides and their errors are one.
    let tokens: [FormulaToken]
    let context: ParseContext
    var index = 0
    private var depth = 0

    init(tokens: [FormulaToken], context: ParseContext) {
        self.tokens = tokens
        self.context = context
    }

    /// An expression value and the columns it was written in, for errors about it.
    struct Operand {
        var linear: LinearSyntax
        var range: SourceRange
    }

    var current: FormulaToken { tokens[min(index, tokens.count - 1)] }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    func unexpected(_ what: Message) -> Diagnostic {
        Diagnostic(.expected(what, found: current.text), at: current.range)
    }

    mutating func constraint() throws(Diagnostic) -> ConstraintSyntax {
        let start = current.range.lowerBound
        let lhs = try sum()
        guard case .relation(let relation) = current.kind else {
            throw unexpected(Diagnostic.Expected.relation)
        }
        advance()
        let rhs = try sum()
        var priority = 1000.0
        var end = rhs.range.upperBound
        if current.kind == .at {
            advance()
            priority = try self.priority()
            end = tokens[index - 1].range.upperBound
        }
        guard current.kind == .end else { throw unexpected(Diagnostic.Expected.endOfFormula) }
        for side in [lhs, rhs] where !side.linear.isFinite {
            throw Diagnostic(.numberOutOfRange, at: side.range)
        }
        return ConstraintSyntax(lhs: lhs.linear.withoutZeroTerms(), relation: relation,
                                rhs: rhs.linear.withoutZeroTerms(), priority: priority,
                                range: start..<end)
    }

    mutating func priority() throws(Diagnostic) -> Double {
        let token = current
        switch token.kind {
        case .number(let text):
            advance()
            return try PriorityValue.number(text, at: token.range)
        case .identifier(let name):
            advance()
            return try PriorityValue.name(name, at: token.range, context: context)
        case .minus:
            // `@-5`: name the whole signed number in the error.
            advance()
            if case .number(let text) = current.kind {
                throw Diagnostic(.invalidPriority("-" + text), at: token.range.lowerBound..<current.range.upperBound)
            }
            throw unexpected(Diagnostic.Expected.priority)
        default:
            throw unexpected(Diagnostic.Expected.priority)
        }
    }

    mutating func sum() throws(Diagnostic) -> Operand {
        var result = try product()
        while true {
            let sign: Double
            switch current.kind {
            case .plus: sign = 1
            case .minus: sign = -1
            default: return result
            }
            advance()
            let next = try product()
            result = Operand(linear: result.linear + next.linear.scaled(by: sign),
                             range: result.range.lowerBound..<next.range.upperBound)
        }
    }

    private mutating func product() throws(Diagnostic) -> Operand {
        var result = try unary()
        while current.kind == .star || current.kind == .slash {
            let isDivision = current.kind == .slash
            advance()
            let next = try unary()
            let range = result.range.lowerBound..<next.range.upperBound
            if isDivision {
                guard next.linear.isConstant else { throw Diagnostic(.nonLinear, at: range) }
                guard next.linear.constant != 0 else { throw Diagnostic(.divisionByZero, at: next.range) }
                result = Operand(linear: result.linear.scaled(by: 1 / next.linear.constant, writtenAt: range),
                                 range: range)
            } else if next.linear.isConstant {
                result = Operand(linear: result.linear.scaled(by: next.linear.constant, writtenAt: range),
                                 range: range)
            } else if result.linear.isConstant {
                result = Operand(linear: next.linear.scaled(by: result.linear.constant, writtenAt: range),
                                 range: range)
            } else {
                throw Diagnostic(.nonLinear, at: range)
            }
        }
        return result
    }

    private mutating func unary() throws(Diagnostic) -> Operand {
        let token = current
        guard depth < Self.maximumDepth else { throw Diagnostic(.nestingTooDeep, at: token.range) }
        depth += 1
        defer { depth -= 1 }
        switch token.kind {
        case .minus, .plus:
            advance()
            let operand = try unary()
            let linear = token.kind == .minus ? -operand.linear : operand.linear
            return Operand(linear: linear, range: token.range.lowerBound..<operand.range.upperBound)
        case .number(let text):
            advance()
            return Operand(linear: LinearSyntax(constant: try Double(checked: text, range: token.range)),
                           range: token.range)
        case .openParenthesis:
            advance()
            let inner = try sum()
            guard current.kind == .closeParenthesis else {
                throw unexpected(Diagnostic.Expected.closingParenthesis)
            }
            let end = current.range.upperBound
            advance()
            return Operand(linear: inner.linear, range: token.range.lowerBound..<end)
        case .identifier(let name):
            advance()
            if current.kind == .dot { return try attribute(view: name, at: token.range) }
            return try metric(name, at: token.range)
        default:
            throw unexpected(Diagnostic.Expected.expression)
        }
    }

    /// A bare name is a metric (`a.left = b.right + pad`).
    private func metric(_ name: String, at range: SourceRange) throws(Diagnostic) -> Operand {
        if let value = context.metrics[name] {
            return Operand(linear: LinearSyntax(constant: value), range: range)
        }
        if context.isView(name) { throw Diagnostic(.missingAttribute(name), at: range) }
        let suggestion = NameSuggester.suggestion(for: name, among: context.metricNames)
        throw Diagnostic(.unknownMetric(name, suggestion: suggestion), at: range)
    }

    /// `view(.superview)*.attribute`, entered with the view name read and a `.` next.
    mutating func attribute(view name: String, at nameRange: SourceRange) throws(Diagnostic) -> Operand {
        let (item, attribute) = try path(view: name, at: nameRange, attribute: true)
        guard let attribute else { throw Diagnostic(.missingAttribute(item.name), at: current.range) }
        return Operand(linear: LinearSyntax(attribute: attribute), range: attribute.range)
    }

    /// The token after the current one.
    var next: FormulaToken { tokens[min(index + 1, tokens.count - 1)] }

    /// `view(.superview)*(.guide)?` and, when `attribute`, `.attribute` after it; entered
    /// with the view name read. Swift's spellings of the view controller are read too:
    /// `view` is `root` unless a view is named so, and `self.` before a name is dropped
    /// (`self` alone, as in `self.topAnchor` in a UIView subclass, is `root`).
    /// Without `attribute`, the item ends at the first token that is not `.superview` or
    /// a guide (`item: a.safeAreaLayoutGuide,` in `NSLayoutConstraint(item:…)`).
    /// `implicitRoot`: nothing was written before the first component (`topAnchor` alone in
    /// a Swift call means self's, and the view whose code it is, is `root`).
    mutating func path(view written: String, at writtenRange: SourceRange, attribute wanted: Bool,
                       implicitRoot: Bool = false) throws(Diagnostic) -> (ItemSyntax, AttributeSyntax?) {
        var name = written
        let nameRange = writtenRange
        if implicitRoot {
            name = ParseContext.rootName
        } else if name == "self", !context.isView(name) {
            if current.kind == .dot, case .identifier(let component) = next.kind, !Self.namesAPart(component) {
                advance(); advance()
                name = component
            } else {
                name = ParseContext.rootName
            }
        }
        if name == "view", !context.isView(name) { name = ParseContext.rootName }
        guard context.isView(name) else {
            let suggestion = NameSuggester.suggestion(for: name, among: context.allViewNames)
            throw Diagnostic(.unknownView(name, suggestion: suggestion), at: tokens[index - 1].range)
        }
        var item = ItemSyntax(name: name, range: implicitRoot ? nameRange
                                : nameRange.lowerBound..<tokens[index - 1].range.upperBound)
        var needsDot = !implicitRoot
        while true {
            let written = source(nameRange.lowerBound..<item.range.upperBound)
            if !wanted {
                guard current.kind == .dot, item.guide == nil, case .identifier(let component) = next.kind,
                      component == "superview" || BuiltInGuide(spelling: component) != nil else { return (item, nil) }
            }
            if needsDot {
                guard current.kind == .dot else { throw Diagnostic(.missingAttribute(written), at: current.range) }
                advance()
            }
            needsDot = true
            guard case .identifier(let component) = current.kind else {
                throw unexpected(Diagnostic.Expected.attribute)
            }
            let componentRange = current.range
            advance()
            if item.guide == nil, component == "superview" || BuiltInGuide(spelling: component) != nil {
                // `.superview` hops come first; a guide ends the item (guides have no superview).
                if component == "superview" { item.superviewHops += 1 } else { item.guide = BuiltInGuide(spelling: component) }
                item.range = nameRange.lowerBound..<componentRange.upperBound
                continue
            }
            let attribute = try resolve(component, at: componentRange, guide: item.guide != nil)
            if item.guide != nil, !attribute.isGuideAttribute {
                throw Diagnostic(.guideHasNoAttribute(guide: written, attribute: component), at: componentRange)
            }
            let syntax = AttributeSyntax(item: item, attribute: attribute,
                                         range: nameRange.lowerBound..<tokens[index - 1].range.upperBound)
            return (item, syntax)
        }
    }

    /// Whether `component` after a view names a part of it (`superview`, a guide, an
    /// attribute or anchor) rather than another view: `self.topAnchor` vs `self.label`.
    static func namesAPart(_ component: String) -> Bool {
        // `self.content` is a view named so: a scroll view's content area is
        // `contentLayoutGuide` in Swift, `content` only in alsh's own formulas.
        component == "superview" || component == "center"
            || (component != BuiltInGuide.content.rawValue && BuiltInGuide(spelling: component) != nil)
            || Attribute(rawValue: component) != nil || Attribute(anchorName: component) != nil
    }

    /// The text of some tokens as written, for messages (`a.superview.safeArea`).
    func source(_ range: SourceRange) -> String {
        tokens.filter { range.contains($0.range.lowerBound) }.map(\.text).joined()
    }

    /// An attribute name (or its anchor, `topAnchor`), or `center` followed by `.x` / `.y`.
    private mutating func resolve(_ name: String, at range: SourceRange, guide: Bool) throws(Diagnostic) -> Attribute {
        if let attribute = Attribute(rawValue: name) ?? Attribute(anchorName: name) { return attribute }
        if name == "center", current.kind == .dot,
           case .identifier(let axis) = tokens[min(index + 1, tokens.count - 1)].kind,
           axis == "x" || axis == "y" {
            advance(); advance()
            return axis == "x" ? .centerX : .centerY
        }
        var names = Attribute.allCases.map(\.rawValue) + ["center.x", "center.y"] + Attribute.anchorNames
        if !guide { names += ["superview"] + BuiltInGuide.spellings }
        let suggestion = NameSuggester.suggestion(for: name, among: names)
        throw Diagnostic(.unknownAttribute(name, suggestion: suggestion), at: range)
    }
}
