/// Values kept in variables: numbers and structures (`CGFloat padding = 10;`,
/// `CGSize size = CGSizeMake(100, 50);`, `self.center = CGPointMake(0, 0);`) that later
/// statements use, and Objective-C variables that stand for a view (`_superView = [self view];`,
/// `UIView *holder = self.contentView;`), and the GCC statement expressions apps build a
/// view in (`_card = ({ _card = [UIView new]; …; _card; });`).
extension PastedCodeReader {
    /// A statement expression assigned to a variable: its target, the statements inside the
    /// braces, and the value its last statement gives.
    struct StatementExpression {
        var target: CodeExpression
        var statements: Range<Int>
        var value: CodeExpression?
    }

    /// `TARGET = ({ … });` over `range`; nil for any other statement.
    func statementExpression(_ range: Range<Int>) -> StatementExpression? {
        guard range.count > 5, let equals = range.first(where: { tokens[$0].isPunctuation("=") }), equals > range.lowerBound,
              tokens[equals + 1].isPunctuation("("), tokens[equals + 2].isPunctuation("{"),
              tokens[range.upperBound - 1].isPunctuation(")"),
              Self.closing(equals + 2, in: tokens) == range.upperBound - 2 else { return nil }
        // `UIView *card = ({ … })` declares `card`; `self.card = ({ … })` assigns a path.
        let head = Array(tokens[range.lowerBound..<equals])
        let target: CodeExpression
        if head.count > 1, head.allSatisfy({ $0.identifier != nil || $0.isPunctuation("*") }), let name = head.last?.identifier {
            target = .name(name, head.last!.range)
        } else {
            var parser = CodeExpressionParser(tokens: head + [Self.end(after: head[head.count - 1])], swift: false)
            guard let parsed = try? parser.expression(), parser.atEnd else { return nil }
            target = parsed
        }
        let body = equals + 3..<range.upperBound - 2
        return StatementExpression(target: target, statements: body, value: lastValue(body))
    }

    /// The value of a block's last statement (`_card;` in `({ …; _card; })`).
    private func lastValue(_ body: Range<Int>) -> CodeExpression? {
        var end = body.upperBound
        while end > body.lowerBound, tokens[end - 1].isPunctuation(";") { end -= 1 }
        var start = end
        var depth = 0
        while start > body.lowerBound {
            let token = tokens[start - 1]
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth += 1 }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth -= 1 }
            if depth == 0, token.isPunctuation(";") || token.isPunctuation("}") { break }
            start -= 1
        }
        guard start < end else { return nil }
        var parser = CodeExpressionParser(tokens: Array(tokens[start..<end]) + [Self.end(after: tokens[end - 1])], swift: false)
        guard let value = try? parser.expression(), parser.atEnd else { return nil }
        return value
    }

    /// The path of a view an expression names: `self.contentView`, `_card`, `[self view]`.
    func viewPath(_ value: CodeExpression) -> [String]? {
        if let path = value.path { return path.map(\.name) }
        if case .message(let receiver, let parts, _) = value, parts.count == 1, parts[0].argument == nil {
            return viewPath(receiver).map { $0 + [parts[0].label] }
        }
        return nil
    }

    /// `target = value` where the value is a view of the layout: the target names that view
    /// from here on. True when kept.
    @discardableResult
    mutating func keepViewAlias(_ target: CodeExpression, _ value: CodeExpression) throws(Diagnostic) -> Bool {
        guard let targetPath = target.path?.map(\.name), let key = objcViewKey(targetPath), !isView(key),
              let path = viewPath(value) else { return false }
        let name = viewName(path)
        guard name != key, !name.contains("."), isView(name) else { return false }
        state.viewAliases[key] = path
        return true
    }
}

extension PastedCodeReader {
    /// `name = value` when the value is a number or a size, point or insets: kept. True when kept.
    mutating func keepConstant(_ name: String, _ value: CodeExpression) -> Bool {
        // A message is a value only as `[NSValue valueWithCGSize:…]`; `[self viewWithTag:2]` is none.
        if case .message(_, let parts, _) = value, !parts[0].label.hasPrefix("valueWith") { return false }
        guard let constant = makerConstant(value) else { return false }
        if case .number(let number) = constant {
            state.constants[name] = number
            state.structConstants[name] = nil
        } else {
            state.structConstants[name] = constant
            state.constants[name] = nil
        }
        return true
    }

    /// The name a value is kept under: `padding`, `_padding`, `self.padding` and
    /// `weakSelf.padding` are all `padding`.
    func constantKey(_ path: [String]) -> String? {
        var names = path[...]
        if names.count == 2, let owner = names.first, owner == "self" || Self.selfNames.contains(owner) { names.removeFirst() }
        guard names.count == 1, var name = names.first else { return nil }
        if name.hasPrefix("_"), name.contains(where: { $0 != "_" }) { name = String(name.drop { $0 == "_" }) }
        return name
    }

    /// The name a number is kept under, or a metric of the session gives it: `padding`,
    /// `_padding`, `self.padding`, `weakSelf.padding`, a type's `Metrics.padding`; nil for
    /// a deeper path (`config.ui.padding`), whose value alsh cannot know.
    func metricKey(_ value: CodeExpression) -> String? {
        guard let path = value.path?.map(\.name) else { return nil }
        if path.count == 2, path[0].first?.isUppercase == true { return path[1] }
        return constantKey(path)
    }

    /// A structure kept earlier, or one field of it (`size.width`, `insets.top`).
    func storedConstant(_ value: CodeExpression) -> MakerConstant? {
        guard let path = value.path?.map(\.name) else { return nil }
        if let key = constantKey(path), let kept = state.structConstants[key] { return kept }
        guard path.count >= 2, let key = constantKey(Array(path.dropLast())), let kept = state.structConstants[key] else { return nil }
        switch (kept, path.last!) {
        case (.size(let width, _), "width"): return .number(width)
        case (.size(_, let height), "height"): return .number(height)
        case (.point(let x, _), "x"): return .number(x)
        case (.point(_, let y), "y"): return .number(y)
        case (.insets(let top, _, _, _, _), "top"): return .number(top)
        case (.insets(_, let left, _, _, _), "left"), (.insets(_, let left, _, _, true), "leading"): return .number(left)
        case (.insets(_, _, let bottom, _, _), "bottom"): return .number(bottom)
        case (.insets(_, _, _, let right, _), "right"), (.insets(_, _, _, let right, true), "trailing"): return .number(right)
        default: return nil
        }
    }
}
