import Messages

/// Masonry's NSArray category: `[views mas_distributeViewsAlongAxis:MASAxisTypeHorizontal
/// withFixedSpacing:10 leadSpacing:15 tailSpacing:15]` (or `withFixedItemLength:`), read as
/// its `NSArray+MASAdditions.m` makes the constraints, one `mas_makeConstraints` block per
/// view (docs/DESIGN.md, "Masonry and SnapKit pasted as code"); and arrays of views kept in
/// a variable (`NSArray *views = @[a, b, c];`) that these and `mas_makeConstraints` take.
extension PastedCodeReader {
    /// The views an array names: written out (`@[a, b]`) or kept in a variable earlier.
    func viewArray(_ value: CodeExpression) -> [CodeExpression]? {
        if case .array(let items, _) = value { return items }
        guard let path = value.path?.map(\.name), let key = objcViewKey(path), let paths = state.viewArrays[key] else { return nil }
        return paths.map { Self.pathExpression($0, at: value.range) }
    }

    /// `["self", "box"]` as the expression `self.box`, placed at `range`.
    static func pathExpression(_ path: [String], at range: SourceRange) -> CodeExpression {
        var expression = CodeExpression.name(path[0], range)
        for name in path.dropFirst() { expression = .member(expression, name, range) }
        return expression
    }

    /// `NSArray *views = @[a, b, c];`: kept when every element is a path (a view's name).
    mutating func keepViewArray(_ name: String, _ value: CodeExpression) -> Bool {
        guard case .array(let items, _) = value, !items.isEmpty else { return false }
        let paths = items.compactMap { $0.path?.map(\.name) }
        guard paths.count == items.count, let key = objcViewKey([name]) else { return false }
        state.viewArrays[key] = paths
        return true
    }

    /// `[views mas_distributeViewsAlongAxis:AXIS withFixedSpacing:s leadSpacing:l tailSpacing:t]`.
    mutating func distribute(_ receiver: CodeExpression, _ parts: [CodePart], range: SourceRange) throws(Diagnostic) {
        guard parts.count == 4, ["withFixedSpacing", "withFixedItemLength"].contains(parts[1].label),
              parts[2].label == "leadSpacing", parts[3].label == "tailSpacing" else {
            throw Diagnostic(.unknownMethod(parts.map { $0.label + ":" }.joined(), suggestion: nil), at: parts[0].labelRange)
        }
        guard let items = viewArray(receiver) else {
            let name = receiver.path?.map(\.name).joined(separator: ".") ?? Self.described(receiver)
            throw Diagnostic(.pasted(Message(.codeUnknownViewArray, name), hint: Message(.hintCodeUnknownViewArray, name)), at: receiver.range)
        }
        guard items.count >= 2 else {
            throw Diagnostic(.pasted(Message(.codeDistributeFew, String(items.count)), hint: nil), at: receiver.range)
        }
        let horizontal: Bool
        switch parts[0].argument {
        case .name("MASAxisTypeHorizontal", _)?: horizontal = true
        case .name("MASAxisTypeVertical", _)?: horizontal = false
        default:
            throw Diagnostic(.expected(.verbatim("'MASAxisTypeHorizontal' or 'MASAxisTypeVertical'"),
                                       found: parts[0].argument.map(Self.described) ?? ""), at: parts[0].argument?.range ?? parts[0].labelRange)
        }
        var numbers: [Double] = []
        for part in parts.dropFirst() {
            guard let value = part.argument else { throw Diagnostic(.expected(Diagnostic.Expected.number, found: ""), at: part.labelRange) }
            guard case .number(let number)? = makerConstant(value) else { throw unknownValue(value) }
            numbers.append(number)
        }
        var names: [String] = []
        for item in items {
            guard let path = item.path else {
                throw Diagnostic(.expected(Message(.expectedViewName), found: Self.described(item)), at: item.range)
            }
            let name = viewName(path.map(\.name))
            guard isView(name) else { throw Diagnostic(.unknownView(name, suggestion: nil), at: item.range) }
            names.append(name)
        }
        let superview = try commonSuperview(names, range: receiver.range)
        let rules = parts[1].label == "withFixedSpacing"
            ? Self.fixedSpacing(count: names.count, spacing: numbers[0], lead: numbers[1], tail: numbers[2], horizontal: horizontal)
            : Self.fixedLength(count: names.count, length: numbers[0], lead: numbers[1], tail: numbers[2], horizontal: horizontal)
        for (index, name) in names.enumerated() {
            try set(.translates(false), on: items[index], range: range)
            for rule in rules[index] {
                var chain = MakerChain()
                chain.range = range
                chain.viewRange = items[index].range
                chain.attributeRange = parts[0].labelRange
                chain.targetRange = range
                chain.attributes = [rule.attribute]
                chain.item = rule.toPrevious ? names[index - 1] : (rule.target == nil ? nil : superview)
                chain.targetAttribute = rule.target
                chain.multiplier = rule.multiplier
                chain.constants = [(.number(rule.constant), false)]
                try lowerMaker(chain, view: name, library: .masonry, updating: false, variable: nil)
            }
        }
    }

    /// One `make.…` line of the category's block: the attribute, what it relates to (the
    /// view before, the common superview's `target`, or nothing: a constant size).
    struct DistributeRule {
        var attribute: Attribute
        var target: Attribute?
        var toPrevious = false
        var multiplier = 1.0
        var constant: Double
    }

    /// Fixed spacing: the first view's leading edge at `lead`, each next one's size equal to
    /// the one before and `spacing` after it, the last one's trailing edge at `tail`.
    static func fixedSpacing(count: Int, spacing: Double, lead: Double, tail: Double, horizontal: Bool) -> [[DistributeRule]] {
        let (start, end, size): (Attribute, Attribute, Attribute) = horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
        return (0..<count).map { index in
            guard index > 0 else { return [DistributeRule(attribute: start, target: start, constant: lead)] }
            var rules = [DistributeRule(attribute: size, target: size, toPrevious: true, constant: 0),
                         DistributeRule(attribute: start, target: end, toPrevious: true, constant: spacing)]
            if index == count - 1 { rules.append(DistributeRule(attribute: end, target: end, constant: -tail)) }
            return rules
        }
    }

    /// Fixed length: every view `length` long; the first at `lead`, the last at `tail`, and
    /// each between with its trailing edge at a fraction of the superview's, as Masonry
    /// computes it (`multipliedBy(i/(n-1))` and an offset that puts the ends right).
    static func fixedLength(count: Int, length: Double, lead: Double, tail: Double, horizontal: Bool) -> [[DistributeRule]] {
        let (start, end, size): (Attribute, Attribute, Attribute) = horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
        let last = Double(count - 1)
        return (0..<count).map { index in
            var rules = [DistributeRule(attribute: size, target: nil, constant: length)]
            let i = Double(index)
            if index == 0 {
                rules.append(DistributeRule(attribute: start, target: start, constant: lead))
            } else if index == count - 1 {
                rules.append(DistributeRule(attribute: end, target: end, constant: -tail))
            } else {
                let offset = (1 - i / last) * (length + lead) - i * tail / last
                rules.append(DistributeRule(attribute: end, target: end, multiplier: i / last, constant: offset))
            }
            return rules
        }
    }

    /// The closest view that is, or holds, every one of `names` (Masonry's
    /// `mas_commonSuperviewOfViews`, which counts a view as its own superview).
    func commonSuperview(_ names: [String], range: SourceRange) throws(Diagnostic) -> String {
        func chain(_ name: String) -> [String] {
            var out = [name]
            while let up = superviewName(of: out.last!), !out.contains(up) { out.append(up) }
            return out
        }
        var common = chain(names[0])
        for name in names.dropFirst() {
            let ancestors = chain(name)
            guard let first = ancestors.first(where: common.contains), let index = common.firstIndex(of: first) else {
                throw Diagnostic(.pasted(Message(.codeNoCommonSuperview, names[0], name), hint: nil), at: range)
            }
            common = Array(common[index...])
        }
        return common[0]
    }
}

/// `[views enumerateObjectsUsingBlock:^(UIView *obj, NSUInteger idx, BOOL *stop) { … }]`:
/// the block's body read once per view of an array the paste wrote out, `obj` naming the
/// view and `idx` its index, as the loop runs.
extension PastedCodeReader {
    struct EnumerateBlock {
        var receiver: CodeExpression
        var element: String?
        var index: String?
        var body: Range<Int>
    }

    /// The statement over `range` when it is such a call.
    func enumerateBlock(_ range: Range<Int>) -> EnumerateBlock? {
        guard range.count > 6, tokens[range.lowerBound].isPunctuation("["), tokens[range.upperBound - 1].isPunctuation("]"),
              let method = range.first(where: { tokens[$0].identifier == "enumerateObjectsUsingBlock" }),
              method > range.lowerBound + 1, method + 3 < range.upperBound,
              tokens[method + 1].isPunctuation(":"), tokens[method + 2].isPunctuation("^"),
              let brace = (method..<range.upperBound).first(where: { tokens[$0].isPunctuation("{") }),
              Self.closing(brace, in: tokens) == range.upperBound - 2 else { return nil }
        let receiverTokens = Array(tokens[range.lowerBound + 1..<method])
        var parser = CodeExpressionParser(tokens: receiverTokens + [Self.end(after: receiverTokens[receiverTokens.count - 1])], swift: false)
        guard let receiver = try? parser.expression(), parser.atEnd else { return nil }
        // `(UIView * _Nonnull obj, NSUInteger idx, BOOL * _Nonnull stop)`: each parameter's name is its last word.
        var names: [String] = []
        var last: String?
        for token in tokens[(method + 3)..<brace] {
            if let word = token.identifier { last = word }
            if token.isPunctuation(",") || token.isPunctuation(")") { if let word = last { names.append(word) }; last = nil }
        }
        return EnumerateBlock(receiver: receiver, element: names.first, index: names.count > 1 ? names[1] : nil,
                              body: brace + 1..<range.upperBound - 2)
    }

    mutating func readEnumerate(_ loop: EnumerateBlock) throws(Diagnostic) {
        guard let items = viewArray(loop.receiver) else {
            guard tokens[loop.body].contains(where: { $0.identifier.map(Self.makesLayout) ?? false }) else { return }
            throw Diagnostic(.pasted(Message(.codeLoopNotRead), hint: Message(.hintCodeBlockLoopNotRead)), at: loop.receiver.range)
        }
        let savedElement = loop.element.flatMap { aliases[$0] }
        let savedIndex = loop.index.flatMap { state.constants[$0] }
        for (index, item) in items.enumerated() {
            guard let path = viewPath(item) else {
                throw Diagnostic(.expected(Message(.expectedViewName), found: Self.described(item)), at: item.range)
            }
            if let element = loop.element { aliases[element] = path }
            if let name = loop.index { state.constants[name] = Double(index) }
            try run(loop.body)
        }
        if let element = loop.element { aliases[element] = savedElement }
        if let name = loop.index { state.constants[name] = savedIndex }
    }
}
