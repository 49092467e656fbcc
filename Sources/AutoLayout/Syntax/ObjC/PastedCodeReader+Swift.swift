import Messages

/// Swift pasted from a view controller, read as the Objective-C is: one whole statement at a
/// time, statements that make no layout passed over, an error only where the code makes a
/// view or a constraint and it cannot be read.
///
/// - `let title = UILabel()` (any UIKit view class, `UIStackView(arrangedSubviews: [a, b])`,
///   `UIView(frame: …)`) makes a view, and the closure idioms `lazy var title: UILabel = {
///   let label = UILabel(); …; return label }()` make the property's view: the closure's
///   local stands for it. The view joins the layout when it is added (`addSubview`,
///   `addArrangedSubview`), with its class and what the code set on it before;
/// - `translatesAutoresizingMaskIntoConstraints`, `isHidden`, a stack's `axis`, `spacing`,
///   `alignment`, `distribution`, `setContentHuggingPriority`, `setContentCompressionResistancePriority`;
/// - anchor calls, `NSLayoutConstraint(item:…)` and `constraints(withVisualFormat:…)`, made
///   active by `.isActive = true`, `NSLayoutConstraint.activate([…])` or standing alone as a
///   statement; kept in a variable (`let c = …`), one is not active until activated, and
///   `c.priority`, `c.constant` set before or after apply;
/// - `[a, b].forEach { … }` and `for v in [a, b] { … }` are read once per view.
extension PastedCodeReader {
    static func lineBreaks(before tokens: [CodeToken], in text: String) -> [Bool] {
        let characters = Array(text)
        var breaks = [Bool](repeating: false, count: tokens.count)
        var previousEnd = 0
        for (index, token) in tokens.enumerated() {
            let start = min(token.range.lowerBound, characters.count)
            if previousEnd < start { breaks[index] = characters[previousEnd..<start].contains("\n") }
            previousEnd = max(previousEnd, min(token.range.upperBound, characters.count))
        }
        return breaks
    }

    static let swiftModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "final", "lazy", "weak", "unowned", "static",
        "override", "dynamic", "required", "convenience", "mutating", "nonisolated",
    ]

    /// Statements passed over whole: declarations of functions and types, control flow
    /// headers (their bodies are read as statements of their own), `super.…`.
    static let swiftHeaders: Set<String> = [
        "func", "init", "class", "struct", "enum", "extension", "protocol", "if", "else", "guard", "switch",
        "case", "default", "while", "repeat", "defer", "do", "catch", "import", "typealias", "deinit", "super",
        "return", "break", "continue", "throw", "print", "assert", "precondition",
    ]

    /// The view classes of UIKit (and WebKit, MapKit) code makes views of.
    static let uikitViewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UITextField", "UITextView", "UISwitch",
        "UISlider", "UISegmentedControl", "UIScrollView", "UITableView", "UICollectionView",
        "UIActivityIndicatorView", "UIProgressView", "UIPageControl", "UIDatePicker", "UIPickerView",
        "UIVisualEffectView", "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar", "UIStepper", "UIControl",
        "WKWebView", "MKMapView",
    ]

    /// Names that say a Swift statement makes layout, so its errors are reported. Narrower
    /// than Objective-C's: an app's own `setupConstraints()` in a statement alsh cannot
    /// parse (a `??`, a closure) makes nothing alsh could read.
    static func makesSwiftLayout(_ name: String) -> Bool {
        name.hasSuffix("Anchor") || name == "NSLayoutConstraint" || name == "constraint" || name.hasPrefix("addSubview")
            || takesMakerClosure(name)
            || name.hasSuffix("ArrangedSubview") || name.contains("VisualFormat") || name.hasPrefix("addConstraint")
            || marginProperties.contains(name)
    }

    // MARK: statements

    /// Cuts `range` of the tokens into statements: at the end of a line outside brackets
    /// (unless the next line goes on with `.` or the line ends in an operator), at `;`, and
    /// around a header's `{ … }`. A `{` that opens a closure stays in its statement.
    mutating func runSwift(_ range: Range<Int>) throws(Diagnostic) {
        var start = range.lowerBound
        var stack: [Character] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if stack.isEmpty, index > start, endsBefore(index) {
                try swiftSegment(start..<index)
                start = index
            }
            if token.kind == .end { break }
            if case .punctuation(let c) = token.kind {
                switch c {
                case "(", "[": stack.append(c)
                case "{":
                    if stack.isEmpty, !opensClosure(at: index, statementStart: start) {
                        try swiftSegment(start..<index)
                        start = index + 1
                    } else {
                        stack.append(c)
                    }
                case ")", "]", "}":
                    if !stack.isEmpty {
                        stack.removeLast()
                    } else if c == "}" {
                        try swiftSegment(start..<index)
                        start = index + 1
                    }
                case ";":
                    if stack.isEmpty {
                        try swiftSegment(start..<index)
                        start = index + 1
                    }
                default: break
                }
            }
            index += 1
        }
        if start < index { try swiftSegment(start..<index) }
    }

    private func endsBefore(_ index: Int) -> Bool {
        guard index < lineBreaks.count, lineBreaks[index] else { return false }
        if tokens[index].isPunctuation(".") || tokens[index].kind == .end { return tokens[index].kind == .end }
        if case .punctuation(let c) = tokens[index - 1].kind, "=,+-*/|&([:?".contains(c) { return false }
        return true
    }

    private func opensClosure(at index: Int, statementStart: Int) -> Bool {
        if tokens[statementStart].identifier == "for" { return true }
        guard index > statementStart else { return false }
        let previous = tokens[index - 1]
        if case .punctuation(let c) = previous.kind { return "=([,:".contains(c) }
        return previous.identifier == "forEach" || previous.identifier.map(Self.takesMakerClosure) == true
    }

    /// One statement: modifiers and attributes dropped, then a declaration, a loop, a
    /// header passed over, or an expression (an assignment, a call).
    mutating func swiftSegment(_ range: Range<Int>) throws(Diagnostic) {
        var start = range.lowerBound
        while start < range.upperBound {
            let token = tokens[start]
            if token.isPunctuation("@"), start + 1 < range.upperBound, tokens[start + 1].identifier != nil {
                start = skipParentheses(after: start + 2, in: range)
            } else if let word = token.identifier, Self.swiftModifiers.contains(word) {
                start = skipParentheses(after: start + 1, in: range)
            } else {
                break
            }
        }
        guard start < range.upperBound, tokens[start].kind != .end else { return }
        let part = start..<range.upperBound
        let makesLayout = tokens[part].contains { $0.identifier.map(Self.makesSwiftLayout) ?? false }
        do throws(Diagnostic) {
            if try swiftMaker(part) { return }
            if let word = tokens[start].identifier {
                if word == "let" || word == "var" { return try swiftDeclaration(part) }
                if word == "for" { return try swiftLoop(part, makesLayout: makesLayout) }
                if Self.swiftHeaders.contains(word) { return }
            }
            try swiftExpressionStatement(part)
        } catch {
            if makesLayout { throw error }
        }
    }

    /// The index after `(…)` at `index` (`private(set)`, `@available(iOS 13, *)`), else `index`.
    private func skipParentheses(after index: Int, in range: Range<Int>) -> Int {
        guard index < range.upperBound, tokens[index].isPunctuation("(") else { return index }
        var depth = 0
        var probe = index
        while probe < range.upperBound {
            if tokens[probe].isPunctuation("(") { depth += 1 }
            if tokens[probe].isPunctuation(")") { depth -= 1; if depth == 0 { return probe + 1 } }
            probe += 1
        }
        return range.upperBound
    }

    /// The tokens of `range` with an end token after them, for the expression parser.
    private func ended(_ range: Range<Int>) -> [CodeToken] {
        var part = Array(tokens[range])
        let end = range.isEmpty ? (tokens[range.lowerBound].range.lowerBound) : tokens[range.upperBound - 1].range.upperBound
        part.append(CodeToken(kind: .end, range: end..<end + 1))
        return part
    }

    func expression(_ range: Range<Int>) throws(Diagnostic) -> CodeExpression {
        var parser = CodeExpressionParser(tokens: ended(range), swift: true)
        let value = try parser.expression()
        try finish(parser)
        return value
    }

    /// Where the closure opened at `open` closes (the index of its `}`).
    func closing(_ open: Int, in range: Range<Int>) -> Int? {
        var depth = 0
        for index in open..<range.upperBound {
            if tokens[index].isPunctuation("{") { depth += 1 }
            if tokens[index].isPunctuation("}") { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `let NAME (: TYPE)? = VALUE`: a view made, a closure read for its view, a number, a
    /// constraint kept; `var c: NSLayoutConstraint?` alone says nothing.
    private mutating func swiftDeclaration(_ range: Range<Int>) throws(Diagnostic) {
        var index = range.lowerBound + 1
        guard index < range.upperBound, let written = tokens[index].identifier else { return }
        let name = resolved(written)
        index += 1
        var type: String?
        if index < range.upperBound, tokens[index].isPunctuation(":") {
            index += 1
            type = index < range.upperBound ? tokens[index].identifier : nil
            while index < range.upperBound, !tokens[index].isPunctuation("="), tokens[index].kind != .end { index += 1 }
        }
        guard index < range.upperBound, tokens[index].isPunctuation("=") else { return }
        let value = index + 1..<range.upperBound
        if !value.isEmpty, tokens[value.lowerBound].isPunctuation("{") {
            try closureValue(value, of: name, type: type)
            return
        }
        try swiftDeclare(name, try expression(value))
    }

    /// `{ let label = UILabel(); …; return label }()`: the body read with the returned
    /// local standing for the property; a closure of UIKit's type that makes its view out
    /// of sight still makes one.
    private mutating func closureValue(_ range: Range<Int>, of name: String, type: String?) throws(Diagnostic) {
        guard let close = closing(range.lowerBound, in: range) else { return }
        let body = range.lowerBound + 1..<close
        let saved = aliases
        if let local = returned(in: body), local != name { aliases[local] = [name] }
        defer { aliases = saved }
        try runSwift(body)
        if state.made[name] == nil, !isView(name), let type, Self.uikitViewClasses.contains(type) {
            state.made[name] = MadeView(uikitClass: type, translates: true, stack: type == "UIStackView" ? StackValues() : nil)
        }
    }

    /// The name a closure body returns at its top level (`return label`).
    private func returned(in body: Range<Int>) -> String? {
        var depth = 0
        for index in body {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1 }
            if depth == 0, token.identifier == "return", index + 1 < body.upperBound,
               let name = tokens[index + 1].identifier, index + 2 >= body.upperBound || lineBreaks[index + 2] || tokens[index + 2].isPunctuation(";") {
                return name
            }
        }
        return nil
    }

    /// What a name is given: a view made, a number, constraints kept, else what the value
    /// itself does.
    mutating func swiftDeclare(_ name: String, _ value: CodeExpression) throws(Diagnostic) {
        switch value {
        case .string, .dictionary: return try declare(name, value)
        default: break
        }
        if let made = madeView(value) {
            state.made[name] = made
            for view in made.arranged { declared.remove(view) }
            return
        }
        if keepConstant(name, value) { return }
        if let kept = try lowerConstraints(value) {
            state.pending[name] = kept
            state.active.remove(name)
            return
        }
        try walk(value)
    }

    /// `for view in [a, b] { … }`: the body once per view; a loop over anything else that
    /// makes layout cannot be read. Objective-C's `for (int i = 0; i < 6; i++) {` and
    /// `for (UIView *v in views) {`, and Swift's `for (i, v) in views.enumerated() {`, run
    /// their body a number of times only the app knows: refused at the header, as passing
    /// the loop over would lay the rest out without what it makes and not say so.
    private mutating func swiftLoop(_ range: Range<Int>, makesLayout: Bool) throws(Diagnostic) {
        guard range.count > 3,
              let open = (range.lowerBound + 1..<range.upperBound).first(where: { tokens[$0].isPunctuation("{") }),
              let close = closing(open, in: range) else { return }
        let header = tokens[range.lowerBound].range.lowerBound..<tokens[open - 1].range.upperBound
        guard let variable = tokens[range.lowerBound + 1].identifier, tokens[range.lowerBound + 2].identifier == "in" else {
            guard makesLayout else { return }
            // Objective-C's header: `;` between its clauses, or `Type *v` before `in`.
            let objc = open > range.lowerBound + 2 && tokens[range.lowerBound + 1].isPunctuation("(")
                && tokens[range.lowerBound + 2..<open].contains { $0.isPunctuation(";") || $0.isPunctuation("*") }
            throw Diagnostic(.pasted(Message(.codeLoopNotRead), hint: Message(objc ? .hintCodeObjCLoopNotRead : .hintCodeLoopNotRead)),
                             at: header)
        }
        let sequence = open > range.lowerBound + 3 ? try? expression(range.lowerBound + 3..<open) : nil
        guard case .array(let items, _)? = sequence else {
            guard makesLayout else { return }
            throw Diagnostic(.pasted(Message(.codeLoopNotRead), hint: Message(.hintCodeLoopNotRead)), at: header)
        }
        try repeatBody(open + 1..<close, over: items, as: variable)
    }

    private mutating func repeatBody(_ body: Range<Int>, over items: [CodeExpression], as variable: String) throws(Diagnostic) {
        let saved = aliases
        defer { aliases = saved }
        for item in items {
            guard let path = item.path else { continue }
            aliases[variable] = viewName(path.map(\.name)).split(separator: ".").map(String.init)
            try runSwift(body)
        }
    }

    /// An assignment (`=`, `+=`) or an expression; `[a, b].forEach { … }` once per view.
    private mutating func swiftExpressionStatement(_ range: Range<Int>) throws(Diagnostic) {
        if try closureArgumentStatement(range) { return }
        if let equals = assignment(in: range) {
            let append = equals > range.lowerBound && tokens[equals - 1].isPunctuation("+")
            let target = try expression(range.lowerBound..<(append ? equals - 1 : equals))
            let valueRange = equals + 1..<range.upperBound
            if !valueRange.isEmpty, tokens[valueRange.lowerBound].isPunctuation("{"), let path = target.path {
                try closureValue(valueRange, of: viewName(path.map(\.name)), type: nil)
                return
            }
            try swiftAssign(target, try expression(valueRange), append: append)
            return
        }
        if let open = (range.lowerBound..<range.upperBound).first(where: { tokens[$0].isPunctuation("{") }),
           open > range.lowerBound, tokens[open - 1].identifier == "forEach", open - 2 > range.lowerBound,
           tokens[open - 2].isPunctuation("."), let close = closing(open, in: range) {
            try forEach(base: try? expression(range.lowerBound..<open - 2), body: open + 1..<close, header: range.lowerBound..<open)
            return
        }
        try walk(try expression(range))
    }

    /// `[a, b].forEach { $0… }` or `{ view in … }`.
    mutating func forEach(base: CodeExpression?, body: Range<Int>, header: Range<Int>) throws(Diagnostic) {
        guard case .array(let items, _)? = base else {
            // Over a collection alsh cannot see (`buttons.forEach`, `cards[0...3].forEach`).
            guard tokens[body].contains(where: { $0.identifier.map(Self.makesSwiftLayout) ?? false }) else { return }
            throw Diagnostic(.pasted(Message(.codeLoopNotRead), hint: Message(.hintCodeLoopNotRead)),
                             at: tokens[header.lowerBound].range.lowerBound..<tokens[header.upperBound - 1].range.upperBound)
        }
        var variable = "$0"
        var start = body.lowerBound
        if start + 1 < body.upperBound, let name = tokens[start].identifier, tokens[start + 1].identifier == "in" {
            variable = name
            start += 2
        } else if start + 3 < body.upperBound, tokens[start].isPunctuation("("), let name = tokens[start + 1].identifier,
                  tokens[start + 2].isPunctuation(")"), tokens[start + 3].identifier == "in" {
            // `{ (view) in … }`
            variable = name
            start += 4
        }
        try repeatBody(start..<body.upperBound, over: items, as: variable)
    }

    /// The `=` of an assignment at the top level of `range`, if there is one.
    private func assignment(in range: Range<Int>) -> Int? {
        var depth = 0
        for index in range {
            guard case .punctuation(let c) = tokens[index].kind else { continue }
            switch c {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "=" where depth == 0:
                let next = index + 1 < range.upperBound ? tokens[index + 1] : tokens[index]
                if next.isPunctuation("=") { return nil }
                if index > range.lowerBound, case .punctuation(let p) = tokens[index - 1].kind, "=!<>".contains(p) { return nil }
                return index
            default: break
            }
        }
        return nil
    }

    private func resolved(_ name: String) -> String {
        if let stand = aliases[name], stand.count == 1 { return stand[0] }
        return name
    }

    /// The variable a path names (`c`, `self.c`), or nil.
    private func variable(_ expression: CodeExpression) -> String? {
        guard let path = expression.path?.map(\.name) else { return nil }
        if path.count == 1 { return resolved(path[0]) }
        if path.count == 2, path[0] == "self" { return path[1] }
        return nil
    }

    // MARK: assignments

    private mutating func swiftAssign(_ target: CodeExpression, _ value: CodeExpression, append: Bool) throws(Diagnostic) {
        if append {
            if let name = variable(target), state.pending[name] != nil, let more = try lowerConstraints(value) {
                state.pending[name]! += more
            }
            return
        }
        if try swiftMargins(target, value, range: target.range.lowerBound..<value.range.upperBound) { return }
        guard case .member(let base, let property, let range) = target else {
            if let name = variable(target) { try swiftDeclare(name, value) } else { try walk(value) }
            return
        }
        let whole = range.lowerBound..<value.range.upperBound
        switch property {
        case "isActive", "active":
            try setActive(base, try flag(value), range: whole)
        case "offset" where makerVariable(base) != nil:
            _ = try makerConstraintCall(base, "setOffset", [CodePart(label: "", labelRange: value.range, argument: value)], range: whole)
        case "priority":
            guard let name = variable(base), let priority = priorityValue(value) else { return try walk(value) }
            if state.pending[name]?.count == 1 {
                state.pending[name]![0].priority = priority
            } else if state.active.contains(name) {
                emitOnVariable(.priority(variable: name, value: priority, range: value.range), name)
            }
        case "constant":
            guard let name = variable(base), let number = swiftNumber(value) else { return try walk(value) }
            if state.pending[name]?.count == 1 {
                state.pending[name]![0].constant = number
            } else if state.active.contains(name) {
                emitOnVariable(.constant(variable: name, value: number, range: value.range), name)
            }
        case "translatesAutoresizingMaskIntoConstraints":
            try set(.translates(try flag(value)), on: base, range: whole)
        case "isHidden":
            try set(.hidden(try flag(value)), on: base, range: whole)
        case "axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement":
            if let values = stackValue(property, value) { try set(.stack(values), on: base, range: whole) }
        default:
            if let name = variable(target) { try swiftDeclare(name, value) } else { try walk(value) }
        }
    }

    /// `c.isActive = true` for a kept constraint, or on the call that makes one.
    private mutating func setActive(_ base: CodeExpression, _ on: Bool, range: SourceRange) throws(Diagnostic) {
        if let name = variable(base) {
            if on { try activate(name) } else { deactivate(name, range: range) }
            return
        }
        guard on else { throw Diagnostic(.pasted(Message(.codeInactive), hint: Message(.hintCodeInactive)), at: range) }
        try walk(base)
    }

    private mutating func activate(_ name: String) throws(Diagnostic) {
        guard let kept = state.pending.removeValue(forKey: name) else { return }
        for constraint in kept {
            let variable = kept.count == 1 ? name : nil
            try emitSwiftLine(constraint.line, variable: variable)
            guard let variable else { continue }
            state.active.insert(variable)
            let range = constraint.line.source(of: 0..<1) ?? 0..<1
            if let constant = constraint.constant { emitOnVariable(.constant(variable: variable, value: constant, range: range), variable) }
            if let priority = constraint.priority { emitOnVariable(.priority(variable: variable, value: priority, range: range), variable) }
        }
    }

    private mutating func deactivate(_ name: String, range: SourceRange) {
        if state.pending[name] != nil { return }
        if state.active.remove(name) != nil { emitOnVariable(.deactivate(variable: name, range: range), name) }
    }

    /// A setting on a view: at once when it is in the layout, kept with it while the code
    /// has made it but not added it; passed over for a view alsh does not know.
    mutating func set(_ setting: ViewSetting, on base: CodeExpression, range: SourceRange) throws(Diagnostic) {
        guard let path = base.path else { return }
        let name = viewName(path.map(\.name))
        if isView(name), name != Layout.rootName || setting.appliesToRoot {
            effects.append(.setting(view: name, setting, range: range))
        } else if var made = state.made[name] {
            switch setting {
            case .translates(let on): made.translates = on
            case .stack(let values): made.stack = (made.stack ?? StackValues()).merged(with: values)
            default: made.settings.append(setting)
            }
            state.made[name] = made
        }
    }

    private func stackValue(_ property: String, _ value: CodeExpression) -> StackValues? {
        var values = StackValues()
        let word: String? = switch value {
        case .implicitMember(let name, _), .member(_, let name, _): name
        default: nil
        }
        switch property {
        case "axis": values.axis = word.flatMap { Axis(rawValue: $0) }
        case "spacing": values.spacing = swiftNumber(value)
        case "alignment": values.alignment = word.flatMap { StackSpec.Alignment(word: $0) }
        case "distribution": values.distribution = word.flatMap { StackSpec.Distribution(rawValue: $0) }
        case "isLayoutMarginsRelativeArrangement": values.marginsRelative = try? flag(value)
        default: values.baselineRelative = try? flag(value)
        }
        return values == StackValues() ? nil : values
    }

    // MARK: calls

    /// The Swift calls that make layout; false for any other (the caller walks it).
    mutating func swiftCall(_ callee: CodeExpression, _ arguments: [CodePart], _ range: SourceRange) throws(Diagnostic) -> Bool {
        if let line = try lowerConstraint(.call(callee: callee, arguments: arguments, range)) {
            try emitSwiftLine(line, variable: nil)
            return true
        }
        // `addSubview(label)`, `addConstraint(c)` inside a view's own code: the view is root.
        if case .name(let method, let methodRange) = callee,
           ["addSubview", "addSubviews", "addSubViews", "addConstraint", "addConstraints"].contains(method) {
            return try swiftCall(.member(.name("self", methodRange), method, methodRange), arguments, range)
        }
        guard case .member(let base, let method, _) = callee else {
            passOn(arguments)
            return false
        }
        if try makerConstraintCall(base, method, arguments, range: range) { return true }
        let values = arguments.compactMap(\.argument)
        switch method {
        case "addSubview" where values.count == 1:
            try addSubview(values[0], toSwift: base)
        case "addSubviews", "addSubViews":
            for value in values {
                if case .array(let items, _) = value { for item in items { try addSubview(item, toSwift: base) } }
                else { try addSubview(value, toSwift: base) }
            }
        case "addArrangedSubview" where values.count == 1:
            try arrange(values[0], in: base, at: nil)
        case "insertArrangedSubview" where values.count == 2:
            try arrange(values[0], in: base, at: values[1].numberValue.map { Int($0) })
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard values.count == 2, let priority = priorityValue(values[0]), let axis = axis(values[1]) else { return true }
            let setting: ViewSetting = method == "setContentHuggingPriority" ? .hugging(axis, priority) : .resistance(axis, priority)
            try set(setting, on: base, range: range)
        case "addConstraint", "addConstraints":
            for value in values { try activateAll(value) }
        case "activate" where base.path?.map(\.name) == ["NSLayoutConstraint"] && values.count == 1:
            try activateAll(values[0])
        case "deactivate" where base.path?.map(\.name) == ["NSLayoutConstraint"] && values.count == 1:
            if case .array(let items, _) = values[0] {
                for item in items { if let name = variable(item) { deactivate(name, range: item.range) } }
            } else if let name = variable(values[0]) { state.pending[name] = nil }
        case "append" where values.count == 1:
            guard let name = variable(base), state.pending[name] != nil else { return false }
            if let more = try lowerConstraints(values[0]) { state.pending[name]! += more }
        case "forEach" where values.count == 1:
            // `[a, b].forEach(view.addSubview)`, `….forEach(stack.addArrangedSubview)`.
            var method = values[0]
            if case .call(let named, let parts, _) = method, parts.allSatisfy({ $0.argument == nil }) { method = named }
            guard case .array(let items, _) = base, case .member(let receiver, let each, _) = method else { return false }
            switch each {
            case "addSubview": for item in items { try addSubview(item, toSwift: receiver) }
            case "addArrangedSubview": for item in items { try arrange(item, in: receiver, at: nil) }
            default: return false
            }
        default:
            passOn(arguments)
            return false
        }
        return true
    }

    private func axis(_ value: CodeExpression) -> Axis? {
        switch value {
        case .implicitMember(let name, _), .member(_, let name, _): Axis(rawValue: name)
        default: nil
        }
    }

    /// `NSLayoutConstraint.activate(…)`: an array of calls and kept names, a kept array, a sum.
    private mutating func activateAll(_ value: CodeExpression) throws(Diagnostic) {
        switch value {
        case .array(let items, _):
            for item in items { try activateAll(item) }
        case .binary("+", let a, let b, _):
            try activateAll(a)
            try activateAll(b)
        default:
            if let name = variable(value), state.pending[name] != nil {
                try activate(name)
            } else if let lines = try lowerConstraints(value) {
                for kept in lines { try emitSwiftLine(kept.line, variable: nil) }
            } else {
                try walk(value)
            }
        }
    }

    private mutating func addSubview(_ view: CodeExpression, toSwift receiver: CodeExpression) throws(Diagnostic) {
        guard let path = view.path else { throw cannotTellView(view) }
        let name = Self.addsContentView(path.map(\.name)) ? "contentView" : addedViewName(path.map(\.name))
        guard name != Layout.rootName else { return }
        guard !name.contains("."), isIdentifier(name) else { throw cannotTellView(view) }
        let superview = receiver.path.map { viewName($0.map(\.name)) } ?? Layout.rootName
        if !isView(superview), state.made[superview] != nil {
            state.made[superview]!.subviews.append(name)
            return
        }
        try place(name, in: isView(superview) ? superview : Layout.rootName, range: view.range)
    }

    /// Declares `name` in `superview`: a view the code made with what it set on it (and
    /// the views added to it meanwhile), else a plain view; nothing for one alsh has.
    mutating func place(_ name: String, in superview: String, range: SourceRange) throws(Diagnostic) {
        guard !isView(name) else { return }
        declared.insert(name)
        guard let made = state.made.removeValue(forKey: name) else {
            effects.append(.view(name: name, superview: superview, range: range))
            return
        }
        effects.append(.made(name: name, superview: superview, view: made, range: range))
        for subview in made.subviews { try place(subview, in: name, range: range) }
        for view in made.arranged { try arrangeNamed(view, in: name, at: nil, range: range) }
        effects += made.held
    }

    private mutating func arrange(_ view: CodeExpression, in stack: CodeExpression, at index: Int?) throws(Diagnostic) {
        guard let stackPath = stack.path else { throw cannotTellView(stack) }
        guard let path = view.path else { throw cannotTellView(view) }
        let name = addedViewName(path.map(\.name))
        let stackName = viewName(stackPath.map(\.name))
        // Each is said where it stands: the stack (`holder.customStack`) or the view.
        guard isIdentifier(stackName) else { throw cannotTellView(stack) }
        guard isIdentifier(name) else { throw cannotTellView(view) }
        if !isView(stackName) {
            // A stack not in the hierarchy yet (or made out of sight): it arranges the
            // view once it is added.
            var made = state.made[stackName] ?? MadeView(uikitClass: nil, translates: false, stack: StackValues())
            if made.stack == nil { made.stack = StackValues() }
            made.arranged.removeAll { $0 == name }
            made.arranged.insert(name, at: min(index ?? made.arranged.count, made.arranged.count))
            state.made[stackName] = made
            return
        }
        try arrangeNamed(name, in: stackName, at: index, range: view.range)
    }

    private mutating func arrangeNamed(_ name: String, in stack: String, at index: Int?, range: SourceRange) throws(Diagnostic) {
        if !isView(name), let made = state.made.removeValue(forKey: name) {
            declared.insert(name)
            effects.append(.made(name: name, superview: stack, view: made, range: range))
            for subview in made.subviews { try place(subview, in: name, range: range) }
            for view in made.arranged { try arrangeNamed(view, in: name, at: nil, range: range) }
            declared.insert(name)
            effects.append(.arrange(view: name, stack: stack, index: index, range: range))
            effects += made.held
            return
        }
        declared.insert(name)
        effects.append(.arrange(view: name, stack: stack, index: index, range: range))
    }

    /// A short spelling of what stands where a view's name was expected (`makeHeader(…)`).
    static func described(_ value: CodeExpression) -> String {
        switch value {
        case .call(.member(let base, "subscript", _), _, _): described(base) + "[…]"
        case .call(let callee, _, _): (callee.path?.map(\.name).joined(separator: ".") ?? "…") + "(…)"
        case .member(let base, let name, _): described(base) + "." + name
        case .string(let text, _, _, _): "\"" + text + "\""
        case .number(let number, _): formatExact(number)
        default: value.path?.map(\.name).joined(separator: ".") ?? "…"
        }
    }

    // MARK: values

    static let priorityHelpers: Set<String> = ["with", "withPriority", "priority", "setPriority", "prioritised", "prioritized"]

    /// `UILabel()`, `UIButton(type: .system)`, `UIStackView(arrangedSubviews: [a, b])`,
    /// `UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))`.
    func madeView(_ value: CodeExpression) -> MadeView? {
        guard case .call(let callee, let arguments, _) = value else { return nil }
        let className: String
        switch callee {
        case .name(let name, _): className = name
        case .member(.name(let name, _), "init", _): className = name
        default: return nil
        }
        guard Self.uikitViewClasses.contains(className) else { return nil }
        var made = MadeView(uikitClass: className, translates: true, stack: className == "UIStackView" ? StackValues() : nil)
        for part in arguments {
            guard let argument = part.argument else { continue }
            if part.label == "arrangedSubviews", case .array(let items, _) = argument {
                made.arranged = items.compactMap { $0.path.map { viewName($0.map(\.name)) } }
            }
            if part.label == "frame" { made.frame = rect(argument) }
        }
        return made
    }

    private func rect(_ value: CodeExpression) -> Rect? {
        switch value {
        case .implicitMember("zero", _), .member(_, "zero", _): return Rect(x: 0, y: 0, width: 0, height: 0)
        case .call(_, let arguments, _) where arguments.map(\.label) == ["x", "y", "width", "height"]:
            let numbers = arguments.compactMap { $0.argument.flatMap(swiftNumber) }
            guard numbers.count == 4 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        default: return nil
        }
    }

    /// A number, with the constants earlier statements named (`padding`, `Metrics.padding`)
    /// and `CGFloat(…)` read through.
    func swiftNumber(_ value: CodeExpression) -> Double? {
        switch value {
        case .number(let number, _): return number
        case .name(let name, _):
            if let kept = state.constants[resolved(name)] { return kept }
            fallthrough
        case .member:
            if let key = metricKey(value) { return state.constants[key] ?? metricOf(key) }
            if case .number(let number)? = storedConstant(value) { return number }
            return nil
        case .negative(let inner, _): return swiftNumber(inner).map { -$0 }
        case .call(.name(let type, _), let arguments, _) where ["CGFloat", "Double", "Float", "Int"].contains(type) && arguments.count == 1:
            return arguments[0].argument.flatMap(swiftNumber)
        case .binary("?", let a, _, _):
            // `a ?? b` is `a` whenever `a` is there; alsh cannot tell when it is not.
            return swiftNumber(a)
        case .binary(let op, let a, let b, _):
            guard let x = swiftNumber(a), let y = swiftNumber(b) else { return nil }
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            case "/": return y == 0 ? nil : x / y
            default: return nil
            }
        default: return nil
        }
    }

    // MARK: constraints

    /// The constraints an expression makes, or nil when it makes none alsh can tell:
    /// an anchor call, `NSLayoutConstraint(item:…)`, a visual format, an array of them, a
    /// kept name.
    mutating func lowerConstraints(_ value: CodeExpression) throws(Diagnostic) -> [PendingConstraint]? {
        if let line = try lowerConstraint(value) { return [PendingConstraint(line: line)] }
        switch value {
        case .call(.member(_, "constraints", _), let arguments, _) where arguments.first?.label == "withVisualFormat":
            return [PendingConstraint(line: try format(arguments, swift: true))]
        case .call(.array(let items, _), let arguments, _) where arguments.isEmpty && items.count == 1:
            // `[NSLayoutConstraint]()`
            return items[0].path?.last?.name == "NSLayoutConstraint" ? [] : nil
        case .array(let items, _):
            var all: [PendingConstraint] = []
            for item in items {
                guard let some = try lowerConstraints(item) else { return nil }
                all += some
            }
            return all
        case .binary("+", let a, let b, _):
            guard let x = try lowerConstraints(a), let y = try lowerConstraints(b) else { return nil }
            return x + y
        case .binary("?", let a, _, _):
            // `kept ?? NSLayoutConstraint()`: the kept constraint.
            return try lowerConstraints(a)
        default:
            if let name = variable(value), let kept = state.pending[name] { return kept }
            return nil
        }
    }

    /// An anchor call (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`,
    /// through `anchorWithOffset(to:)` too) or `NSLayoutConstraint(item:…)`, written as the
    /// alsh line it is: names as alsh has them, known numbers as numbers.
    func lowerConstraint(_ value: CodeExpression) throws(Diagnostic) -> LoweredLine? {
        guard case .call(let callee, let arguments, _) = value else { return nil }
        // `….constraint(…).with(priority: .defaultHigh)`: the helper apps add to
        // NSLayoutConstraint under these names sets the priority and returns the constraint.
        if case .member(let made, let helper, _) = callee, Self.priorityHelpers.contains(helper), arguments.count == 1,
           let argument = arguments[0].argument, let priority = priorityValue(argument),
           var line = try lowerConstraint(made) {
            line.append(" @" + formatExact(priority), from: argument.range)
            return line
        }
        switch callee {
        case .member(let base, "constraint", _):
            let isAnchor = base.path?.last?.name.hasSuffix("Anchor") == true
            var isOffset = false
            if case .call(.member(_, "anchorWithOffset", _), _, _) = base { isOffset = true }
            guard isAnchor || isOffset else { return nil }
        case .name("NSLayoutConstraint", _) where arguments.first?.label == "item":
            break
        default:
            return nil
        }
        var line = LoweredLine()
        try emit(value, into: &line)
        return line
    }

    private func emit(_ value: CodeExpression, into line: inout LoweredLine) throws(Diagnostic) {
        if let number = swiftNumber(value) {
            line.append(formatExact(number), from: value.range)
            return
        }
        if let path = value.path {
            let names = path.map(\.name)
            // `UIScreen.main.bounds.width`, `Constants.insets.left`: a value held by a type
            // out of sight, no view.
            if names.count >= 3, names[0].first?.isUppercase == true, !isView(names[0]), !names.last!.hasSuffix("Anchor") {
                throw Diagnostic(.pasted(Message(.unknownMetric, names.joined(separator: ".")), hint: Message(.hintCodeValueOutOfSight)),
                                 at: value.range)
            }
            line.append(viewName(names), from: value.range)
            return
        }
        switch value {
        case .member(let base, let name, let range):
            try emit(base, into: &line)
            line.append("." + name, from: range)
        case .implicitMember(let name, let range):
            // Swift 2 spelt the cases capitalised (`.CenterY`, `.Equal`).
            line.append("." + name.lowercasedFirst, from: range)
        case .negative(let inner, let range):
            line.append("-", from: range)
            try emit(inner, into: &line)
        case .binary("?", let a, _, _):
            try emit(a, into: &line)
        case .call(.member(_, "subscript", _), _, let range):
            // `C.padding[4]`: a table of numbers out of sight.
            throw Diagnostic(.pasted(Message(.unknownMetric, Self.described(value)), hint: Message(.hintCodeValueOutOfSight)), at: range)
        case .binary(let op, let a, let b, let range) where "+-*/".contains(op):
            try emit(a, into: &line)
            line.append(" \(op) ", from: range)
            try emit(b, into: &line)
        case .binary, .conditional:
            // `count > 1 ? 16 : 8`, `index % 2`: worked out as the app runs.
            throw cannotTell(value)
        case .call(let callee, let arguments, let range):
            try emit(callee, into: &line)
            line.append("(", from: callee.range)
            for (index, part) in arguments.enumerated() {
                if index > 0 { line.append(", ", from: part.labelRange) }
                if !part.label.isEmpty { line.append(part.label + ": ", from: part.labelRange) }
                guard let argument = part.argument else { continue }
                try emit(argument, into: &line)
            }
            line.append(")", from: range.upperBound - 1..<range.upperBound)
        default:
            throw Diagnostic(.expected(Diagnostic.Expected.anchor, found: ""), at: value.range)
        }
    }
}
