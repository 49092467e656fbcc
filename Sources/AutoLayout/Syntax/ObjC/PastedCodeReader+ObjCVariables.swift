/// Objective-C variables that stand for a view (`_superView = [self view];`,
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
