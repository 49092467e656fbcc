import Messages

extension CodeExpression {
    /// A sum, difference, product, quotient or negation: a value computed from others.
    var isArithmetic: Bool {
        switch self {
        case .binary, .negative: true
        default: false
        }
    }
}

/// A constraint a Masonry or SnapKit block made, kept for a later `update` (which changes
/// its constant) or `remake` (which removes it): the variable its id is kept in, and what
/// it relates, without the constant.
public struct MakerRecord: Hashable, Sendable {
    var variable: String
    var key: String
}

/// Masonry's `[v mas_makeConstraints:^(MASConstraintMaker *make) { … }]` and SnapKit's
/// `v.snp.makeConstraints { make in … }`, read as the libraries make constraints
/// (docs/DESIGN.md, "Masonry and SnapKit pasted as code"): each `make.…` statement is one
/// constraint per attribute it names, written as an alsh formula; the view stops
/// translating its autoresizing mask, as both libraries set it; `update` changes the
/// constant of the constraint that matches in all else, `remake` removes the view's earlier
/// ones first.
extension PastedCodeReader {
    /// The methods that take a maker block, with their library and mode.
    static let makerMethods: [String: (MakerLibrary, MakerMode)] = [
        "mas_makeConstraints": (.masonry, .make), "mas_updateConstraints": (.masonry, .update),
        "mas_remakeConstraints": (.masonry, .remake),
        "makeConstraints": (.snapKit, .make), "updateConstraints": (.snapKit, .update),
        "remakeConstraints": (.snapKit, .remake), "snp_makeConstraints": (.snapKit, .make),
        "snp_updateConstraints": (.snapKit, .update), "snp_remakeConstraints": (.snapKit, .remake),
    ]

    /// Methods a Swift `{` after which opens the maker's closure.
    static func takesMakerClosure(_ name: String) -> Bool { makerMethods[name] != nil }

    // MARK: finding the block

    /// `[RECEIVER mas_makeConstraints:^(MASConstraintMaker *make) { … }]` anywhere in an
    /// Objective-C statement (`NSArray *c = [v mas_makeConstraints:…];` too); false when the
    /// statement has none.
    mutating func objcMaker(_ part: [CodeToken]) throws(Diagnostic) -> Bool {
        guard let selector = part.indices.first(where: { index in
            part[index].identifier.flatMap { Self.makerMethods[$0] } != nil
                && index + 2 < part.count && part[index + 1].isPunctuation(":") && part[index + 2].isPunctuation("^")
        }), let mode = part[selector].identifier.flatMap({ Self.makerMethods[$0] })?.1 else { return false }
        // Objective-C is Masonry's, `makeConstraints:` too (its MAS_SHORTHAND spelling).
        let library = MakerLibrary.masonry
        guard let open = Self.opening(before: selector, in: part),
              let brace = (selector..<part.count).first(where: { part[$0].isPunctuation("{") }),
              let close = Self.closing(brace, in: part) else { return false }
        var parser = CodeExpressionParser(tokens: Array(part[open + 1..<selector]) + [Self.end(after: part[selector - 1])], swift: false)
        let receiver = try parser.expression()
        try finish(parser)
        let parameters = part[selector + 3..<brace]
        let maker = parameters.last(where: { $0.identifier != nil })?.identifier ?? "make"
        let body = Array(part[brace + 1..<close])
        try makerBlock(receiver, body: body, breaks: [Bool](repeating: false, count: body.count), maker: maker,
                       library: library, mode: mode, range: part[selector].range)
        return true
    }

    /// `RECEIVER.snp.makeConstraints { make in … }` (or `({ … })`, `{ $0… }`) as a Swift
    /// statement; false when it is none.
    mutating func swiftMaker(_ range: Range<Int>) throws(Diagnostic) -> Bool {
        var depth = 0
        guard let method = range.first(where: { index in
            if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("[") || tokens[index].isPunctuation("{") { depth += 1 }
            if tokens[index].isPunctuation(")") || tokens[index].isPunctuation("]") || tokens[index].isPunctuation("}") { depth -= 1 }
            // Only a call at the statement's top level: one inside a closure is read with it.
            guard depth == 0, let name = tokens[index].identifier, Self.makerMethods[name] != nil, index + 1 < range.upperBound else { return false }
            return tokens[index + 1].isPunctuation("{") || (tokens[index + 1].isPunctuation("(") && index + 2 < range.upperBound && tokens[index + 2].isPunctuation("{"))
        }), let (library, mode) = tokens[method].identifier.flatMap({ Self.makerMethods[$0] }) else { return false }
        // `v.snp.makeConstraints`, `v.snp_makeConstraints`, `v.mas_makeConstraints`.
        var receiverEnd = method
        if method - 1 >= range.lowerBound, tokens[method - 1].isPunctuation(".") { receiverEnd = method - 1 }
        if library == .snapKit, tokens[method].identifier?.hasPrefix("snp_") == false {
            guard receiverEnd - 1 >= range.lowerBound, tokens[receiverEnd - 1].identifier == "snp" else { return false }
            receiverEnd -= 1
            if receiverEnd - 1 >= range.lowerBound, tokens[receiverEnd - 1].isPunctuation(".") { receiverEnd -= 1 }
        }
        let start = range.lowerBound
        // `container?.snp.makeConstraints`: the view unwrapped is the view.
        while receiverEnd > start, tokens[receiverEnd - 1].isPunctuation("?") || tokens[receiverEnd - 1].isPunctuation("!") { receiverEnd -= 1 }
        let receiver: CodeExpression
        if receiverEnd <= start {
            // `snp.makeConstraints { … }` in a view's own code: the view is root.
            receiver = .name("self", tokens[method].range)
        } else {
            var parser = CodeExpressionParser(tokens: Array(tokens[start..<receiverEnd]) + [Self.end(after: tokens[receiverEnd - 1])], swift: true)
            receiver = try parser.expression()
            try finish(parser)
        }
        guard let brace = (method..<range.upperBound).first(where: { tokens[$0].isPunctuation("{") }),
              let close = Self.closing(brace, in: Array(tokens[0..<range.upperBound])) else { return false }
        var bodyStart = brace + 1
        var maker = "$0"
        if let word = (bodyStart..<close).first(where: { tokens[$0].identifier == "in" }), word - bodyStart <= 12 {
            // `make in`, `(make) -> Void in`, `[weak self] make in`, `(make: ConstraintMaker) in`.
            var index = bodyStart
            if tokens[index].isPunctuation("[") { while index < word, !tokens[index].isPunctuation("]") { index += 1 }; index += 1 }
            if let first = (index..<word).first(where: { tokens[$0].identifier != nil }), let name = tokens[first].identifier { maker = name }
            bodyStart = word + 1
        }
        let body = Array(tokens[bodyStart..<close])
        let breaks = (bodyStart..<close).map { $0 < lineBreaks.count ? lineBreaks[$0] : false }
        try makerBlock(receiver, body: body, breaks: breaks, maker: maker, library: library, mode: mode, range: tokens[method].range)
        return true
    }

    /// The `[` (or `(`) that opens the bracket `index` is in.
    static func opening(before index: Int, in part: [CodeToken]) -> Int? {
        var depth = 0
        for probe in stride(from: index - 1, through: 0, by: -1) {
            if part[probe].isPunctuation("]") || part[probe].isPunctuation(")") { depth += 1 }
            if part[probe].isPunctuation("[") || part[probe].isPunctuation("(") {
                if depth == 0 { return part[probe].isPunctuation("[") ? probe : nil }
                depth -= 1
            }
        }
        return nil
    }

    /// The `}` closing the `{` at `open`.
    static func closing(_ open: Int, in part: [CodeToken]) -> Int? {
        var depth = 0
        for index in open..<part.count {
            if part[index].isPunctuation("{") { depth += 1 }
            if part[index].isPunctuation("}") { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    static func end(after token: CodeToken) -> CodeToken {
        CodeToken(kind: .end, range: token.range.upperBound..<token.range.upperBound + 1)
    }

    // MARK: the block

    /// The block's statements, each `make.…` one read; others (`if`, logging, a helper the
    /// block calls) pass, as the rest of pasted code does.
    mutating func makerBlock(_ receiver: CodeExpression, body: [CodeToken], breaks: [Bool], maker: String,
                             library: MakerLibrary, mode: MakerMode, range: SourceRange) throws(Diagnostic) {
        let views = viewArray(receiver) ?? [receiver]
        for view in views {
            guard let path = view.path else {
                throw Diagnostic(.expected(Message(.expectedViewName), found: Self.described(view)), at: view.range)
            }
            let name = viewName(path.map(\.name))
            // A view the paste never made: said where the block names it, before its lines.
            guard isView(name) || state.made[name] != nil else { throw Diagnostic(.unknownView(name, suggestion: nil), at: view.range) }
            if name != Layout.rootName { try set(.translates(false), on: view, range: range) }
            if mode == .remake {
                for record in state.makerConstraints[name] ?? [] { effects.append(.remove(variable: record.variable, range: range)) }
                state.makerConstraints[name] = nil
            }
            let updating = mode == .update && !(library == .snapKit && (state.makerConstraints[name] ?? []).isEmpty)
            let before = effects.count
            for statement in Self.statements(body, breaks: breaks) {
                try makerStatement(statement, view: name, viewRange: view.range, maker: maker, library: library, updating: updating)
            }
            try holdDetached(since: before)
        }
    }

    /// A block on a view made and not added yet (a closure property's body constrains
    /// its view before returning it): what it made waits with the view's detached tree and
    /// joins with it, as UIKit installs such constraints in that tree; one relating the
    /// tree to a view outside it is refused there (`emitSwiftLine`).
    private mutating func holdDetached(since start: Int) throws(Diagnostic) {
        let made = Array(effects[start...])
        effects.removeSubrange(start...)
        for effect in made {
            guard case .line(let line, let variable) = effect else { effects.append(effect); continue }
            try emitSwiftLine(line, variable: variable)
        }
    }

    /// The block's statements: cut at `;`, at `{` and `}`, at a `,` outside brackets (C's
    /// comma operator: `make.top.mas_equalTo(8), make.left.mas_equalTo(8);`), and (Swift) at
    /// a line's end outside brackets unless the next line goes on with `.`.
    static func statements(_ body: [CodeToken], breaks: [Bool]) -> [[CodeToken]] {
        var out: [[CodeToken]] = []
        var current: [CodeToken] = []
        var depth = 0
        for (index, token) in body.enumerated() {
            if depth == 0, breaks[index], !current.isEmpty, !token.isPunctuation("."),
               !(current.last.map { t in "=,+-*/|&([:?".contains { t.isPunctuation($0) } } ?? false) {
                out.append(current)
                current = []
            }
            if depth == 0, token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(",") {
                if !current.isEmpty { out.append(current) }
                current = []
                continue
            }
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth = max(0, depth - 1) }
            current.append(token)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// One statement of the block: `make.…`, or `c = make.…` keeping the constraint in `c`.
    mutating func makerStatement(_ statement: [CodeToken], view: String, viewRange: SourceRange, maker: String,
                                 library: MakerLibrary, updating: Bool) throws(Diagnostic) {
        var tokens = statement
        var variable: String?
        if let equals = tokens.firstIndex(where: { $0.isPunctuation("=") }), equals > 0, equals + 1 < tokens.count,
           tokens[equals + 1].identifier == maker {
            var target = CodeExpressionParser(tokens: Array(tokens[..<equals]) + [Self.end(after: tokens[equals - 1])], swift: swift)
            if let expression = try? target.expression(), target.atEnd, let path = expression.path?.map(\.name) {
                variable = path.count == 2 && path[0] == "self" ? path[1] : path.last
            }
            tokens = Array(tokens[(equals + 1)...])
        }
        guard tokens.first?.identifier == maker else { return }
        var parser = CodeExpressionParser(tokens: tokens + [Self.end(after: tokens[tokens.count - 1])], swift: swift)
        let expression = try parser.expression()
        try finish(parser)
        var chain = try makerChain(expression, maker: maker, library: library, view: view)
        chain.viewRange = viewRange
        try lowerMaker(chain, view: view, library: library, updating: updating, variable: variable)
    }

    // MARK: reading the chain

    /// A chain's links: `make.top.equalTo(x).offset(8)` → top, equalTo(x), offset(8).
    enum MakerLink {
        case member(String, SourceRange)
        case call([CodePart], SourceRange)
    }

    func links(_ expression: CodeExpression) -> (base: CodeExpression, links: [MakerLink]) {
        switch expression {
        case .member(let base, let name, let range):
            let (root, rest) = links(base)
            return (root, rest + [.member(name, range.upperBound - name.count..<range.upperBound)])
        case .call(let callee, let arguments, let range):
            let (root, rest) = links(callee)
            return (root, rest + [.call(arguments, range)])
        default:
            return (expression, [])
        }
    }

    static let relations: [String: String] = [
        "equalTo": "==", "mas_equalTo": "==", "lessThanOrEqualTo": "<=", "mas_lessThanOrEqualTo": "<=",
        "greaterThanOrEqualTo": ">=", "mas_greaterThanOrEqualTo": ">=", "equalToSuperview": "==",
        "lessThanOrEqualToSuperview": "<=", "greaterThanOrEqualToSuperview": ">=",
    ]

    static let makerModifiers = [
        "offset", "mas_offset", "valueOffset", "inset", "insets", "sizeOffset", "centerOffset", "multipliedBy", "dividedBy",
        "priority", "priorityLow", "priorityMedium", "priorityHigh", "priorityRequired", "labeled", "key", "mas_key",
    ]

    static let makerWords: [String] = relations.keys.sorted() + makerModifiers
        + ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "baseline",
           "firstBaseline", "lastBaseline", "edges", "size", "center", "margins", "horizontalEdges", "verticalEdges",
           "directionalEdges", "directionalHorizontalEdges", "directionalVerticalEdges"]

    func makerChain(_ expression: CodeExpression, maker: String, library: MakerLibrary, view: String) throws(Diagnostic) -> MakerChain {
        var (_, rest) = links(expression)
        var chain = MakerChain()
        chain.library = library
        chain.range = expression.range
        // The attributes, up to the relation.
        var start: Int?
        while case .member(let name, let range)? = rest.first, Self.relations[name] == nil, !Self.makerModifiers.contains(name) {
            rest.removeFirst()
            if start == nil { start = range.lowerBound }
            chain.attributeRange = (start ?? range.lowerBound)..<range.upperBound
            if name == "and" || name == "with" { continue }
            if let many = library.expand(name) {
                chain.attributes += many
                chain.composite = name
            } else if let one = MakerLibrary.attribute(name) {
                chain.attributes.append(one)
            } else if case .call? = rest.first, NameSuggester.suggestion(for: name, among: Self.makerWords) == nil {
                throw makerHelper(name, library: library, at: range)
            } else {
                throw Diagnostic(.unknownAttribute(name, suggestion: NameSuggester.suggestion(for: name, among: Self.makerWords)), at: range)
            }
        }
        guard !chain.attributes.isEmpty else {
            throw Diagnostic(.expected(Diagnostic.Expected.attribute, found: ""), at: rest.first.map(Self.range) ?? expression.range)
        }
        var hasRelation = false
        while let link = rest.first {
            rest.removeFirst()
            guard case .member(let name, let range) = link else { throw Diagnostic(.expected(.verbatim("'.'"), found: "("), at: Self.range(link)) }
            if name == "and" || name == "with" || name == "constraint" { continue }
            var arguments: [CodePart] = []
            var whole = range
            if case .call(let parts, let callRange)? = rest.first {
                rest.removeFirst()
                arguments = parts
                whole = range.lowerBound..<callRange.upperBound
            }
            if let relation = Self.relations[name], hasRelation {
                try relationAgain(name, relation: relation, arguments, into: &chain, range: whole)
            } else if hasRelation, arguments.isEmpty, MakerLibrary.attribute(name) != nil || library.expand(name) != nil {
                throw attributeAfterRelation(name, chain: chain, view: view, range: range)
            } else if let relation = Self.relations[name] {
                hasRelation = true
                chain.relation = relation
                chain.targetRange = whole
                if name.hasSuffix("Superview") { chain.superview = true } else { try makerTarget(arguments, into: &chain, range: whole) }
            } else {
                try makerModifier(name, arguments, into: &chain, range: whole)
            }
        }
        if !hasRelation {
            // Masonry makes `make.height.mas_offset(20)` equal; SnapKit makes nothing without a relation.
            guard library == .masonry, !chain.constants.isEmpty else {
                throw Diagnostic(.expected(.verbatim("'equalTo'"), found: ""), at: chain.attributeRange.upperBound..<chain.attributeRange.upperBound + 1)
            }
            chain.targetRange = chain.attributeRange
        }
        return chain
    }

    /// `make.top.mas_equalTo(other.mas_bottom).mas_equalTo(15)`: Masonry's
    /// `equalToWithRelation` takes a value given again with the same relation as the
    /// constant (an NSNumber an offset, a size, point or insets as `sizeOffset`,
    /// `centerOffset`, `insets`); anything else is its assertion. SnapKit has no relation
    /// after a relation.
    func relationAgain(_ name: String, relation: String, _ arguments: [CodePart], into chain: inout MakerChain,
                       range: SourceRange) throws(Diagnostic) {
        guard chain.library == .masonry else { throw Diagnostic(.unknownMethod(name, suggestion: nil), at: range) }
        let twice = Diagnostic(.pasted(Message(.codeMakerRelationTwice, name), hint: nil), at: range)
        guard relation == chain.relation, !name.hasSuffix("Superview"), arguments.count == 1, let value = arguments[0].argument else { throw twice }
        if let constant = makerConstant(value) {
            chain.constants.append((constant, true))
            return
        }
        // A view or an attribute is a second target; a name alsh does not know may be a number.
        if let path = value.path?.map(\.name), isView(viewName(path)) || path.last!.hasPrefix("mas_") || path.contains("snp") { throw twice }
        if case .array = value { throw twice }
        throw unknownValue(value)
    }

    /// `make.edges.equalTo(v).width.insets(…)`, `with` mistyped: an attribute after the
    /// relation. Masonry's composite (`edges`, `size`, `top.left`) adds it as a child of
    /// its own with no relation set, which installs as equal to nothing (a size) or to the
    /// superview's same edge; a single attribute stops at Masonry's assertion; SnapKit's
    /// chain has no such member there. Each is said as it is, not read as a modifier.
    func attributeAfterRelation(_ name: String, chain: MakerChain, view: String, range: SourceRange) -> Diagnostic {
        let hint = NameSuggester.suggestion(for: name, among: ["with", "and"]).map { Message(.didYouMean, $0) }
        switch chain.library {
        case .snapKit:
            return Diagnostic(.pasted(Message(.codeMakerAttributeAfterRelationSnapKit, name), hint: hint), at: range)
        case .masonry where chain.attributes.count > 1:
            let added = (chain.library.expand(name) ?? MakerLibrary.attribute(name).map { [$0] } ?? []).map { attribute in
                attribute.isSize ? "\(view).\(attribute.rawValue) == 0"
                    : "\(view).\(attribute.rawValue) == \(superviewName(of: view) ?? view + ".superview").\(attribute.rawValue)"
            }
            return Diagnostic(.pasted(Message(.codeMakerAttributeAfterRelationComposite, name, added.joined(separator: ", ")), hint: hint),
                              at: range)
        case .masonry:
            return Diagnostic(.pasted(Message(.codeMakerAttributeAfterRelation, name), hint: hint), at: range)
        }
    }

    static func range(_ link: MakerLink) -> SourceRange {
        switch link {
        case .member(_, let range), .call(_, let range): range
        }
    }

    /// `equalTo(VALUE)`: a view, an attribute of one (`other.mas_top`, `other.snp.top`), a
    /// guide, an array of views, or a constant.
    func makerTarget(_ arguments: [CodePart], into chain: inout MakerChain, range: SourceRange) throws(Diagnostic) {
        guard arguments.count == 1, let value = arguments[0].argument else {
            throw Diagnostic(.expected(Diagnostic.Expected.item, found: ""), at: range)
        }
        if let constant = makerConstant(value) {
            chain.constants.append((constant, false))
            return
        }
        if case .array(let items, _) = value {
            for item in items {
                var single = MakerChain()
                try makerTarget([CodePart(label: "", labelRange: item.range, argument: item)], into: &single, range: item.range)
                guard let name = single.item else { throw Diagnostic(.expected(Message(.expectedViewName), found: Self.described(item)), at: item.range) }
                chain.items.append(name + (single.targetAttribute.map { "." + $0.rawValue } ?? ""))
            }
            return
        }
        // `@(top)`, `@kWidth`: a boxed value is a number, never a view or an attribute.
        if case .boxed(let inner, _) = value { throw unknownValue(inner) }
        guard let path = value.path?.map(\.name) else { throw unknownValue(value) }
        if path.count == 1, !isView(viewName(path)), Self.looksLikeConstantName(path[0]) {
            throw Diagnostic(.unknownMetric(path[0], suggestion: nil), at: value.range)
        }
        // `Layout.posterWidth`, `Constants.ui.bigMargin`: a type's static value, no view.
        if path.count > 1, path[0].first?.isUppercase == true, !isView(path[0]), !path.contains("snp"),
           !path.last!.hasPrefix("mas_"), MakerLibrary.attribute(path.last!) == nil {
            throw unknownValue(value)
        }
        try makerPath(path, into: &chain, range: value.range)
        // `equalTo(gap)`, `mas_equalTo(self.gap)`: a view or a number, and the paste gave neither.
        if chain.targetAttribute == nil, let item = chain.item, !item.contains("."), !isView(item), state.made[item] == nil,
           path.count == 1 || (path.count == 2 && (path[0] == "self" || Self.selfNames.contains(path[0]))) {
            throw Diagnostic(.pasted(Message(.codeUnknownViewOrMetric, path.joined(separator: ".")), hint: Message(.hintCodeUnknownViewOrMetric)),
                             at: value.range)
        }
    }

    /// A target path: `other.mas_top`, `self.view.mas_safeAreaLayoutGuideTop`,
    /// `self.mas_topLayoutGuideBottom`, `other.snp.top`, `view.safeAreaLayoutGuide.snp.top`,
    /// `topLayoutGuide.snp.bottom`, or a view or guide alone.
    func makerPath(_ path: [String], into chain: inout MakerChain, range: SourceRange) throws(Diagnostic) {
        var components = path
        var attributeName: String?
        if let snp = components.lastIndex(of: "snp"), snp + 1 < components.count {
            attributeName = components[snp + 1]
            components = Array(components[..<snp])
        } else if let last = components.last, last.hasPrefix("mas_") || last.hasPrefix("snp_") {
            // Masonry's `other.mas_top`; SnapKit 0.x's `other.snp_bottom`.
            attributeName = String(last.dropFirst(4))
            components.removeLast()
        } else if components.count >= 2, let last = components.last, !isView(viewName(components)),
                  MakerLibrary.attribute(last) != nil || MakerLibrary.snapKit.expand(last) != nil {
            // Masonry's MAS_SHORTHAND: `other.top` for `other.mas_top`.
            attributeName = last
            components.removeLast()
        } else if components.count == 1, let attribute = MakerLibrary.attribute(components[0]), !isView(components[0]) {
            // `equalTo(top)` inside a view's own code is rare; a lone attribute name is root's.
            chain.item = Layout.rootName
            chain.targetAttribute = attribute
            return
        }
        // The view controller's old layout guides are the root view's safe area (or its edge).
        if let last = components.last, last == "topLayoutGuide" || last == "bottomLayoutGuide" {
            // topLayoutGuide's bottom and bottomLayoutGuide's top are the safe area's edges;
            // their other edges are the root view's.
            let top = last == "topLayoutGuide"
            let edge = attributeName ?? (top ? "bottom" : "top")
            let outer = edge == (top ? "top" : "bottom")
            chain.item = outer ? Layout.rootName : Layout.rootName + ".safeArea"
            chain.targetAttribute = top ? .top : .bottom
            return
        }
        if let name = attributeName, let guide = Self.masonryGuides.first(where: { name.hasPrefix($0.key) }) {
            // `mas_safeAreaLayoutGuideTop`, `mas_topLayoutGuideBottom`.
            let rest = String(name.dropFirst(guide.key.count))
            switch guide.value {
            case "topLayoutGuide", "bottomLayoutGuide":
                return try makerPath(Array(components) + [guide.value] + (rest.isEmpty ? [] : ["snp", rest.lowercasedFirst]), into: &chain, range: range)
            default:
                components.append(guide.value)
                attributeName = rest.isEmpty ? nil : rest.lowercasedFirst
            }
        }
        chain.item = viewName(components.isEmpty ? ["self"] : components)
        guard let attributeName else { return }
        if let many = MakerLibrary.snapKit.expand(attributeName) {
            chain.targetComposite = attributeName
            chain.targetAttribute = many.first
        } else if let attribute = MakerLibrary.attribute(attributeName) {
            chain.targetAttribute = attribute
        } else {
            throw Diagnostic(.unknownAttribute(attributeName, suggestion: NameSuggester.suggestion(for: attributeName, among: Self.makerWords)),
                             at: range)
        }
    }

    /// `kWidth`, `SCREEN_WIDTH`: a constant's name by convention, not a view's.
    static func looksLikeConstantName(_ name: String) -> Bool {
        let letters = name.filter(\.isLetter)
        if !letters.isEmpty, letters.allSatisfy(\.isUppercase), name.count > 1 { return true }
        let chars = Array(name)
        return chars.count > 1 && chars[0] == "k" && chars[1].isUppercase
    }

    static let masonryGuides: [String: String] = [
        "safeAreaLayoutGuide": "safeAreaLayoutGuide", "layoutMarginsGuide": "layoutMarginsGuide",
        "readableContentGuide": "readableContentGuide", "topLayoutGuide": "topLayoutGuide", "bottomLayoutGuide": "bottomLayoutGuide",
    ]

    /// What a constant names that is not known: the first name or path in it whose
    /// value no statement gave (`UIScreen.main.bounds.width - 64`, `config.padding`), or
    /// the first part the app works out as it runs (a function's result, `arc4random()`,
    /// a conditional), which no paste can tell.
    func unknownValue(_ value: CodeExpression) -> Diagnostic {
        switch value {
        case .boxed(let inner, _), .negative(let inner, _):
            return unknownValue(inner)
        case .binary(let op, let a, let b, _) where "+-*/%|".contains(op):
            return makerConstant(a) == nil ? unknownValue(a) : unknownValue(b)
        case .call(_, let arguments, _):
            if let inner = arguments.lazy.compactMap(\.argument).first(where: { self.makerConstant($0) == nil && Self.mayBeNumber($0) }) {
                return unknownValue(inner)
            }
            return cannotTell(value)
        case .conditional, .message, .binary:
            return cannotTell(value)
        case .member where value.path == nil:
            // `CGFloat(667).adjusted`, `YYScreenSize().width`: a value read off a result.
            return cannotTell(value)
        default:
            if let path = value.path?.map(\.name) {
                let name = path.joined(separator: ".")
                // The hint says how to give the value: a metric of the name alsh looks up, or none.
                guard let key = metricKey(value) else {
                    return Diagnostic(.pasted(Message(.unknownMetric, name), hint: Message(.hintCodeValueOutOfSight)), at: value.range)
                }
                if key == name { return Diagnostic(.unknownMetric(name, suggestion: nil), at: value.range) }
                return Diagnostic(.pasted(Message(.unknownMetric, name), hint: Message(.hintCodeMetricFor, key)), at: value.range)
            }
        }
        return Diagnostic(.expected(Diagnostic.Expected.number, found: Self.described(value)), at: value.range)
    }

    /// Whether an argument could be a number alsh was not told (a string, an array or a
    /// dictionary never is).
    static func mayBeNumber(_ value: CodeExpression) -> Bool {
        switch value {
        case .string, .array, .dictionary: false
        default: true
        }
    }

    /// A value the app works out when it runs (`arc4random() % 50`, `MatchW(W: 10)`,
    /// `count > 1 ? 125 : 110`): refused where it stands, as the code wrote it.
    func cannotTell(_ value: CodeExpression) -> Diagnostic {
        Diagnostic(.pasted(Message(.codeCannotTellValue, sourceText(value.range)), hint: Message(.hintCodeWriteValue)), at: value.range)
    }

    /// The code of `range` as written, blanks between tokens kept as one, none inside
    /// brackets' edges (a call over lines reads as on one); long code is cut.
    func sourceText(_ range: SourceRange) -> String {
        var text = ""
        var end: Int?
        for token in tokens where token.kind != .end && range.contains(token.range.lowerBound) {
            if let end, token.range.lowerBound > end, !text.hasSuffix("("), !text.hasSuffix("["),
               ![")", "]", ","].contains(where: token.isPunctuation) { text += " " }
            text += Self.spelled(token)
            end = token.range.upperBound
        }
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    static func spelled(_ token: CodeToken) -> String {
        switch token.kind {
        case .identifier(let name): name
        case .number(let written): written
        case .string(let value, _, _): "\"" + value + "\""
        case .punctuation(let c): String(c)
        case .end: ""
        }
    }

    /// `.offset(8)`, `.insets(…)`, `.multipliedBy(0.5)`, `.priority(.high)`, `.labeled("x")`.
    func makerModifier(_ name: String, _ arguments: [CodePart], into chain: inout MakerChain, range: SourceRange) throws(Diagnostic) {
        let value = arguments.first?.argument
        func constant() throws(Diagnostic) -> MakerConstant {
            guard arguments.count == 1, let value else { throw Diagnostic(.expected(Diagnostic.Expected.number, found: ""), at: range) }
            guard let constant = makerConstant(value) else { throw unknownValue(value) }
            return constant
        }
        switch name {
        case "offset", "mas_offset", "valueOffset", "sizeOffset", "centerOffset":
            chain.constants.append((try constant(), true))
        case "inset", "insets":
            var inset = try constant()
            if case .number(let all) = inset { inset = .insets(top: all, left: all, bottom: all, right: all, directional: false) }
            guard case .insets = inset else { throw Diagnostic(.expected(Diagnostic.Expected.number, found: Self.described(value!)), at: value!.range) }
            chain.constants.append((inset, true))
        case "multipliedBy", "dividedBy":
            guard case .number(let number) = try constant(), number != 0 || name == "multipliedBy" else {
                throw Diagnostic(.divisionByZero, at: range)
            }
            chain.multiplier = name == "multipliedBy" ? number : 1 / number
        case "priority":
            guard let value, let priority = makerPriority(value) else {
                throw Diagnostic(.expected(Diagnostic.Expected.priority, found: value.map(Self.described) ?? ""), at: value?.range ?? range)
            }
            chain.priority = priority
        case "priorityLow": chain.priority = 250
        case "priorityMedium": chain.priority = 500
        case "priorityHigh": chain.priority = 750
        case "priorityRequired": chain.priority = 1000
        case "labeled", "key", "mas_key":
            if case .string(let text, _, _, _)? = value { chain.label = text }
        default:
            guard let suggestion = NameSuggester.suggestion(for: name, among: Self.makerWords) else {
                throw makerHelper(name, library: chain.library, at: range)
            }
            throw Diagnostic(.unknownMethod(name, suggestion: suggestion), at: range)
        }
    }

    /// A method the app added to the maker or a constraint (`leadingTrailingEqualToSuperview(offset:)`):
    /// what it makes is in the app's code, which the paste does not hold, so it is refused by name.
    func makerHelper(_ name: String, library: MakerLibrary, at range: SourceRange) -> Diagnostic {
        let owner = library == .masonry ? "Masonry" : "SnapKit"
        return Diagnostic(.pasted(Message(.codeMakerHelper, name, owner), hint: Message(.hintCodeMakerHelper)), at: range)
    }

    /// `.high`, `ConstraintPriority.high`, `750`, `UILayoutPriorityDefaultHigh`,
    /// `UILayoutPriority(rawValue: 999)`, `.defaultHigh - 1`.
    func makerPriority(_ value: CodeExpression) -> Double? {
        switch value {
        case .implicitMember(let name, _), .member(_, let name, _), .name(let name, _):
            if let known = MakerLibrary.priorityNames[name] { return known }
        case .binary(let op, let a, let b, _) where op == "+" || op == "-":
            guard let x = makerPriority(a), let y = swiftNumber(b) else { return nil }
            return op == "+" ? x + y : x - y
        case .call(_, let arguments, _) where arguments.count == 1:
            return arguments[0].argument.flatMap(makerPriority)
        default: break
        }
        if case .number(let number)? = makerConstant(value) { return number }
        return priorityValue(value)
    }

    /// A constant: a number (boxed, `mas_equalTo(10)`, a constant named earlier), a size, a
    /// point or insets (`CGSizeMake(100, 50)`, `UIEdgeInsets(top: 8, left: 16, …)`).
    func makerConstant(_ value: CodeExpression) -> MakerConstant? {
        if let number = value.numberValue ?? swiftNumber(value) { return .number(number) }
        if let kept = storedConstant(value) { return kept }
        switch value {
        case .boxed(let inner, _):
            return makerConstant(inner)
        case .implicitMember("zero", _), .member(_, "zero", _), .name("UIEdgeInsetsZero", _), .name("CGSizeZero", _), .name("CGPointZero", _):
            return .number(0)
        case .message(_, let parts, _) where parts.count == 1:
            // `[NSValue valueWithCGSize:CGSizeMake(…)]`
            return parts[0].argument.flatMap(makerConstant)
        case .call(let callee, let arguments, _):
            let name = callee.path?.map(\.name).joined(separator: ".") ?? ""
            let numbers = arguments.map { $0.argument.flatMap { self.makerConstant($0) } }
            guard !numbers.isEmpty, numbers.allSatisfy({ if case .number? = $0 { true } else { false } }) else {
                if name == "MASBoxValue", arguments.count == 1 { return arguments[0].argument.flatMap(makerConstant) }
                return nil
            }
            let n: [Double] = numbers.map { number -> Double in
                if case .number(let x)? = number { return x }
                return 0
            }
            let labels = arguments.map(\.label)
            let type = name.hasSuffix(".init") ? String(name.dropLast(5)) : name
            switch (type, n.count) {
            case ("CGSizeMake", 2), ("CGSize", 2): return .size(width: n[0], height: n[1])
            case ("CGPointMake", 2), ("CGPoint", 2): return .point(x: n[0], y: n[1])
            case ("UIEdgeInsetsMake", 4), ("UIEdgeInsets", 4), ("", 4) where labels == ["top", "left", "bottom", "right"]:
                return .insets(top: n[0], left: n[1], bottom: n[2], right: n[3], directional: false)
            case ("NSDirectionalEdgeInsets", 4), ("NSDirectionalEdgeInsetsMake", 4), ("", 4) where labels == ["top", "leading", "bottom", "trailing"]:
                return .insets(top: n[0], left: n[1], bottom: n[2], right: n[3], directional: true)
            case ("UIEdgeInsets", 2) where labels == ["horizontal", "vertical"]:
                return .insets(top: n[1], left: n[0], bottom: n[1], right: n[0], directional: false)
            case ("", 2) where labels == ["width", "height"]: return .size(width: n[0], height: n[1])
            default: return nil
            }
        default:
            return nil
        }
    }

    // MARK: writing the constraints

    /// The chain as one alsh formula per attribute (and per view of an array), added,
    /// or (when updating) the constant of the one it matches changed.
    mutating func lowerMaker(_ chain: MakerChain, view: String, library: MakerLibrary, updating: Bool,
                             variable: String?) throws(Diagnostic) {
        let targets: [String?] = chain.items.isEmpty ? [chain.item] : chain.items.map { Optional($0) }
        for target in targets {
            for attribute in chain.attributes {
                let (key, constant, line) = makerLine(chain, view: view, attribute: attribute, target: target, library: library)
                try refuseRootSuperview(line, chain: chain)
                var records = state.makerConstraints[view] ?? []
                if updating {
                    if let match = records.last(where: { $0.key == key }) {
                        effects.append(.constant(variable: match.variable, value: constant, range: chain.range))
                        continue
                    }
                    if library == .snapKit {
                        throw Diagnostic(.pasted(Message(.codeMakerNoMatch, view), hint: Message(.hintCodeMakerNoMatch)), at: chain.range)
                    }
                }
                let single = chain.attributes.count == 1 && targets.count == 1
                let name = single && variable != nil ? variable! : "\(view).\(attribute.rawValue)#\(state.makerCount)"
                state.makerCount += 1
                records.append(MakerRecord(variable: name, key: key))
                state.makerConstraints[view] = records
                effects.append(.line(line, variable: name))
            }
        }
    }

    /// A block on root (`snp.makeConstraints` in a view's own code, `[self.view
    /// mas_makeConstraints:…]`) that relates it to its superview (`equalToSuperview()`, a
    /// lone number on an edge): the view that adds root is out of the paste, and alsh has
    /// no view above root. Said so where the block names the superview.
    func refuseRootSuperview(_ line: LoweredLine, chain: MakerChain) throws(Diagnostic) {
        guard line.text.hasPrefix(Layout.rootName + ".") else { return }
        let text = Array(line.text), needle = Array(Layout.rootName + ".superview")
        guard text.count >= needle.count,
              let start = (0...text.count - needle.count).first(where: { text[$0..<$0 + needle.count].elementsEqual(needle) }) else { return }
        throw Diagnostic(.pasted(Message(.codeRootSuperviewOutOfSight), hint: Message(.hintCodeRootSuperviewOutOfSight)),
                         at: line.source(of: start..<start + 1) ?? chain.range)
    }

    /// One constraint: its key (all but the constant, as the libraries match for an
    /// update), its constant, and its alsh formula.
    func makerLine(_ chain: MakerChain, view: String, attribute: Attribute, target: String?,
                   library: MakerLibrary) -> (key: String, constant: Double, line: LoweredLine) {
        var item = target
        var toAttribute: Attribute? = chain.targetAttribute ?? attribute
        if let dot = item?.lastIndex(of: "."), let attribute = Attribute(rawValue: String(item![item!.index(after: dot)...])) {
            // An array element that named its own attribute (`@[a.mas_width, b.mas_width]`).
            toAttribute = attribute
            item = String(item![..<dot])
        }
        if let composite = chain.targetComposite, let many = library.expand(composite), let index = chain.attributes.firstIndex(of: attribute) {
            if composite == chain.composite { toAttribute = attribute } else if index < many.count, chain.composite == "edges" || chain.composite == "margins" { toAttribute = many[index] }
        }
        if item == nil, !chain.superview {
            toAttribute = library.attributeWithoutTarget(for: attribute)
        }
        let hasItem = item != nil || chain.superview || !(library == .masonry ? attribute.isSize : toAttribute!.isSize)
        if hasItem, item == nil { item = superviewName(of: view).map { $0 } ?? view + ".superview" }
        if !hasItem { toAttribute = nil }
        let constant = makerConstantValue(chain, for: attribute, to: toAttribute ?? attribute, library: library)
        var line = LoweredLine()
        // The view's name comes from where the block names it, so an unknown view is shown there.
        line.append(view, from: chain.viewRange ?? chain.attributeRange)
        line.append(".\(attribute.rawValue) \(chain.relation) ", from: chain.attributeRange)
        var key = "\(view).\(attribute.rawValue) \(chain.relation)"
        if let item, let toAttribute {
            let multiplier = chain.multiplier == 1 ? "" : formatExact(chain.multiplier) + " * "
            line.append(multiplier + item + "." + toAttribute.rawValue, from: chain.targetRange)
            key += " \(multiplier)\(item).\(toAttribute.rawValue)"
            if constant != 0 { line.append((constant < 0 ? " - " : " + ") + formatExact(abs(constant)), from: chain.targetRange) }
        } else {
            line.append(formatExact(constant), from: chain.targetRange)
        }
        if let priority = chain.priority, priority != 1000 {
            line.append(" @" + formatExact(priority), from: chain.range)
        }
        key += " @\(formatExact(chain.priority ?? 1000))"
        return (key, constant, line)
    }

    /// The constant for one attribute: Masonry sets it link by link, leaving it where a
    /// link says nothing of the attribute; SnapKit takes the last and reads it for the
    /// attribute the constraint relates to.
    func makerConstantValue(_ chain: MakerChain, for attribute: Attribute, to toAttribute: Attribute, library: MakerLibrary) -> Double {
        switch library {
        case .masonry:
            var value = 0.0
            for (constant, _) in chain.constants {
                if let set = library.value(of: constant, for: attribute) { value = set }
            }
            return value
        case .snapKit:
            guard let last = chain.constants.last?.0 else { return 0 }
            return library.value(of: last, for: toAttribute) ?? 0
        }
    }

    /// The superview of a view: one this paste placed, else the layout's.
    func superviewName(of view: String) -> String? {
        for effect in effects.reversed() {
            switch effect {
            case .view(let name, let superview, _) where name == view: return superview
            case .made(let name, let superview, _, _) where name == view: return superview
            default: continue
            }
        }
        if view == Layout.rootName { return nil }
        return superviewOf(view)
    }
}

/// A constraint a block kept (`self.top = make.top.equalTo(…)` in Masonry, `….constraint`
/// in SnapKit) and changed later: SnapKit's `update(offset:)`, `deactivate()`, Masonry's
/// `offset = n` and `uninstall`/`deactivate`.
extension PastedCodeReader {
    /// The kept variable a path names, when a block made its one constraint.
    func makerVariable(_ base: CodeExpression) -> String? {
        guard let path = base.path?.map(\.name) else { return nil }
        let name = path.count == 2 && path[0] == "self" ? path[1] : (path.count == 1 ? path[0] : nil)
        guard let name, state.makerConstraints.values.contains(where: { $0.contains { $0.variable == name } }) else { return nil }
        return name
    }

    /// `c.update(offset: 16)`, `c.deactivate()`, `[c uninstall]`: true when read.
    mutating func makerConstraintCall(_ base: CodeExpression, _ method: String, _ arguments: [CodePart],
                                      range: SourceRange) throws(Diagnostic) -> Bool {
        guard let variable = makerVariable(base) else { return false }
        switch method {
        case "update" where arguments.count == 1 && arguments[0].label == "offset",
             "setOffset" where arguments.count == 1:
            guard let value = arguments[0].argument else { return false }
            guard case .number(let number)? = makerConstant(value) else { throw unknownValue(value) }
            effects.append(.constant(variable: variable, value: number, range: range))
        case "deactivate", "uninstall":
            guard arguments.allSatisfy({ $0.argument == nil }) else { return false }
            effects.append(.deactivate(variable: variable, range: range))
        default:
            return false
        }
        return true
    }
}
