import Messages

/// What pasted code did, in the order it did it.
public enum PastedCodeEffect: Hashable, Sendable {
    /// `[self.view addSubview:self.button]`: a view (nothing when it exists already).
    case view(name: String, superview: String, range: SourceRange)
    /// A constraint or visual format the code made, as an alsh line; `variable` is the
    /// name the code keeps it in (`NSLayoutConstraint *c = …`), for a later `c.priority = …`.
    case line(LoweredLine, variable: String?)
    /// `c.priority = 750;` on a constraint an earlier statement kept in `c`.
    case priority(variable: String, value: Double, range: SourceRange)
    /// `c.active = NO;`
    case deactivate(variable: String, range: SourceRange)
    /// Swift's `view.addSubview(title)` for a view the code made (`let title = UILabel()`):
    /// the view with its class and what the code set on it before.
    case made(name: String, superview: String, view: MadeView, range: SourceRange)
    /// `stack.addArrangedSubview(view)`, `insertArrangedSubview(view, at: n)`.
    case arrange(view: String, stack: String, index: Int?, range: SourceRange)
    /// A setting on a view in the layout (`label.setContentHuggingPriority(…)`, `stack.axis = …`).
    case setting(view: String, ViewSetting, range: SourceRange)
    /// `c.constant = 8` on a constraint an earlier statement kept in `c`.
    case constant(variable: String, value: Double, range: SourceRange)
    /// A constraint an earlier statement kept in `variable` is removed (Masonry's and
    /// SnapKit's `remake`); nothing when it is gone already.
    case remove(variable: String, range: SourceRange)
    /// A closure the code gives a call as its callback (`completion:`, `onNext:`), whose
    /// layout is not read: the app runs it later. `label` is its argument's label and `:`,
    /// or the method's name.
    case callbackNotRead(label: String, range: SourceRange)
}

/// What earlier statements left for later ones: `NSString *const kH = @"H:|-[a]-|";`,
/// `NSDictionary *views = NSDictionaryOfVariableBindings(_a, _b);`, metrics dictionaries.
public struct PastedCodeState: Hashable, Sendable {
    var strings: [String: String] = [:]
    /// A views dictionary: key → the path of the view it holds (`["self", "button"]`).
    var views: [String: [String: [String]]] = [:]
    var numbers: [String: [String: Double]] = [:]
    /// Swift's `let padding: CGFloat = 16`: a number later statements use.
    var constants: [String: Double] = [:]
    /// Views Swift code made and has not added to the hierarchy yet.
    var made: [String: MadeView] = [:]
    /// Constraints Swift code made and keeps in a variable, not active yet
    /// (`let c = a.widthAnchor.constraint(…)`), and arrays of them.
    var pending: [String: [PendingConstraint]] = [:]
    /// Variables whose one constraint Swift code activated (and the session keeps).
    var active: Set<String> = []
    /// The constraints Masonry and SnapKit blocks made, by view, for `update` and `remake`.
    var makerConstraints: [String: [MakerRecord]] = [:]
    var makerCount = 0
    /// Objective-C variables given a view of the layout (`UIView *holder = self.contentView`):
    /// the variable's name → the path of code it was given.
    var viewAliases: [String: [String]] = [:]
    /// Objective-C arrays of views (`NSArray *views = @[a, b, c];`): the paths of their views.
    var viewArrays: [String: [[String]]] = [:]
    /// Sizes, points and insets named earlier (`CGSize size = CGSizeMake(100, 50);`,
    /// `let insets = UIEdgeInsets(…)`), for a Masonry or SnapKit block to take.
    var structConstants: [String: MakerConstant] = [:]
    public init() {}
}

/// Reads Objective-C (and Swift's `NSLayoutConstraint.constraints(withVisualFormat:…)`) as
/// pasted from a book or an app, one whole statement at a time (`PastedCodeLines` says when
/// the lines pasted so far make one), into the alsh lines it means:
///
/// - `[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeLeft relatedBy:…
///   toItem:b attribute:… multiplier:1.0f constant:8]` → `a.left == b.right + 8`;
/// - `constraintsWithVisualFormat:@"…" options:… metrics:… views:…` → the visual format
///   with its views dictionary's keys made view names, its metrics made numbers and its
///   options after it (`H:|-[a]-| alignAllCenterY`);
/// - `[a.leadingAnchor constraintEqualToAnchor:b.leadingAnchor constant:8]` → the Swift
///   anchor call it is (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`);
/// - `addSubview:` → a view; a string constant, a views or metrics dictionary → kept;
/// - a bare `@"V:|-[a]"` → its format.
///
/// Items are read as the Swift reader reads them: `self.` dropped, `self.view` and `view`
/// are root, and `_name` (an instance variable) is the view `name` when only that exists.
/// Statements that make no layout (`[super viewDidLoad]`, `return result;`, method headers,
/// braces, `@property …`) are passed over; an error is reported only where the code makes
/// a constraint or a view, or does not read as code at all.
public struct PastedCodeReader {
    let tokens: [CodeToken]
    var state: PastedCodeState
    let isDeclared: (String) -> Bool
    /// The superview of a view the session has (Masonry and SnapKit relate to it).
    let superviewOf: (String) -> String?
    /// A metric the session has (`metric kWidth = 100`), for a constant the code names.
    let metricOf: (String) -> Double?
    var declared: Set<String> = []
    var effects: [PastedCodeEffect] = []
    let swift: Bool
    /// Swift: whether a line ends before each token (a statement ends with its line).
    var lineBreaks: [Bool] = []
    /// Swift: names that stand for others while a closure is read (`$0`, a closure's local
    /// `let label = UILabel()` that it returns as the property's value).
    var aliases: [String: [String]] = [:]

    /// Reads one statement (the pasted lines joined by "\n"). Throws at the first problem,
    /// with columns into `statement`; the state is returned only with a success.
    /// `swift`: the statement is Swift (`PastedCodeLines.isSwift` of its first line).
    public static func read(_ statement: String, state: PastedCodeState, swift: Bool = false,
                            isView: @escaping (String) -> Bool,
                            superview: @escaping (String) -> String? = { _ in nil },
                            metric: @escaping (String) -> Double? = { _ in nil }) throws(Diagnostic) -> (effects: [PastedCodeEffect], state: PastedCodeState) {
        let tokens = try CodeLexer.tokens(statement, swift: swift)
        var reader = PastedCodeReader(tokens: swift ? tokens : Self.cleaned(tokens), state: state, swift: swift, isView: isView,
                                      superview: superview, metric: metric)
        if swift {
            reader.lineBreaks = Self.lineBreaks(before: tokens, in: statement)
            try reader.runSwift(0..<tokens.count)
        } else {
            try reader.run()
        }
        return (reader.effects, reader.state)
    }

    private init(tokens: [CodeToken], state: PastedCodeState, swift: Bool, isView: @escaping (String) -> Bool,
                 superview: @escaping (String) -> String?, metric: @escaping (String) -> Double?) {
        self.tokens = tokens
        self.state = state
        self.isDeclared = isView
        self.superviewOf = superview
        self.metricOf = metric
        var swift = swift
        for index in tokens.indices.dropLast(2) where tokens[index].isPunctuation("(") {
            if tokens[index + 1].identifier == "withVisualFormat", tokens[index + 2].isPunctuation(":") { swift = true }
        }
        self.swift = swift
    }

    /// A `|` a web page's code table left at a line's end (`options:0 metrics:nil views:v]; |`,
    /// `attribute:NSLayoutAttributeRight |` before `relatedBy:`) is dropped: only between two
    /// options is a `|` an operator.
    static func cleaned(_ tokens: [CodeToken]) -> [CodeToken] {
        var kept: [CodeToken] = []
        for (index, token) in tokens.enumerated() {
            guard token.isPunctuation("|") else { kept.append(token); continue }
            let next = tokens[index + 1]
            let afterNext = index + 2 < tokens.count ? tokens[index + 2] : next
            let previous = kept.last
            let nextIsLabel = next.identifier != nil && afterNext.isPunctuation(":")
            let stray = next.kind == .end || next.isPunctuation(";") || next.isPunctuation("]") || next.isPunctuation("|")
                || next.isPunctuation("}") || nextIsLabel || previous == nil
                || [";", "=", "{", "}", ",", "["].contains { previous!.isPunctuation($0) }
            if !stray { kept.append(token) }
        }
        return kept
    }

    // MARK: statements

    mutating func run() throws(Diagnostic) {
        try run(tokens.indices)
    }

    /// The statements of `range`, each read in turn; the last may end without a `;`.
    mutating func run(_ range: Range<Int>) throws(Diagnostic) {
        var start = range.lowerBound
        var stack: [Character] = []
        for index in range {
            let token = tokens[index]
            guard case .punctuation(let c) = token.kind else {
                if token.kind == .end { try segment(start..<index) }
                continue
            }
            switch c {
            case "[", "(": stack.append(c)
            case "{":
                if index > 0, tokens[index - 1].isPunctuation("@") { stack.append("{") } else if stack.isEmpty {
                    try segment(start..<index)
                    start = index + 1
                } else { stack.append("{") }
            case "]", ")", "}":
                if stack.isEmpty {
                    if c == "}" {
                        try segment(start..<index)
                        start = index + 1
                    }
                    // A stray closer is the parser's to report.
                } else {
                    stack.removeLast()
                }
            case ";":
                if stack.isEmpty {
                    try segment(start..<index)
                    start = index + 1
                }
            default: break
            }
        }
        if start < range.upperBound, tokens[range.upperBound - 1].kind != .end { try segment(start..<range.upperBound) }
    }

    /// Identifiers that say a piece of code makes layout: its errors must be reported.
    static func makesLayout(_ name: String) -> Bool {
        name.contains("onstraint") || name.contains("VisualFormat") || name.hasPrefix("addSubview")
            || name.hasSuffix("Anchor") || name == "NSDictionaryOfVariableBindings" || name == "mas_distributeViewsAlongAxis"
            || name.hasSuffix("ayoutMargins")
    }

    static let skippedKeywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "typedef",
        "static", "extern", "struct", "enum", "import", "let", "var", "func", "override", "class", "guard",
    ]

    mutating func segment(_ range: Range<Int>) throws(Diagnostic) {
        var part = Array(tokens[range])
        guard let first = part.first else { return }
        if let loop = enumerateBlock(range) {
            try readEnumerate(loop)
            return
        }
        if let body = statementExpression(range) {
            try run(body.statements)
            if let value = body.value { try keepViewAlias(body.target, value) }
            return
        }
        // `- (void)viewDidLoad`, `@interface …`, `@property (…) UIButton *b`, `@end`.
        if first.isPunctuation("-") || first.isPunctuation("+"), part.count > 1, part[1].isPunctuation("(") { return }
        if first.isPunctuation("@"), part.count > 1, part[1].identifier != nil { return }
        // `constraints:(void(^)(MASConstraintMaker *make))constraints`: the rest of a method header.
        if first.identifier != nil, part.count > 2, part[1].isPunctuation(":"), part[2].isPunctuation("(") { return }
        let makesLayout = part.contains { $0.identifier.map(Self.makesLayout) ?? false }
        if let word = first.identifier, Self.skippedKeywords.contains(word) {
            // `static int padding = 20;`, `static const CGFloat kInset = 8;`: a constant.
            let declares = (word == "static" || word == "extern") && part.contains { $0.isPunctuation("=") }
            guard makesLayout || declares else { return }
            // `let c = …` in Swift, `static NSString *const k = …`: the rest is a statement.
            if word == "let" || word == "var" || word == "static" || word == "extern" { part.removeFirst() } else { return }
        }
        if part.first?.identifier == "return" { part.removeFirst() }
        guard !part.isEmpty else { return }
        part.append(CodeToken(kind: .end, range: part.last!.range.upperBound..<part.last!.range.upperBound + 1))
        do throws(Diagnostic) {
            if try objcMaker(part) { return }
            try statement(part)
        } catch {
            if makesLayout || Self.isBareString(part) { throw error }
        }
    }

    static func isBareString(_ part: [CodeToken]) -> Bool {
        if case .string = part.first?.kind { return part.count == 2 }
        return false
    }

    mutating func statement(_ part: [CodeToken]) throws(Diagnostic) {
        // `Type *name = value`, `Type *const name = value`, `Type name = value`.
        if let equals = part.firstIndex(where: { $0.isPunctuation("=") }), equals >= 2,
           !part[equals + 1].isPunctuation("="),
           part[..<equals].allSatisfy({ $0.identifier != nil || $0.isPunctuation("*") || $0.isPunctuation("<") || $0.isPunctuation(">") }),
           let name = part[equals - 1].identifier, part[0].identifier != nil {
            var parser = CodeExpressionParser(tokens: Array(part[(equals + 1)...]), swift: swift)
            let value = try parser.expression()
            try finish(parser)
            if !swift, objcKeepMade(name, value) { return }
            try declare(name, value)
            return
        }
        var parser = CodeExpressionParser(tokens: part, swift: swift)
        let expression = try parser.expression()
        if parser.current.isPunctuation("=") {
            parser.advance()
            let value = try parser.expression()
            try finish(parser)
            try assign(expression, value)
            return
        }
        try finish(parser)
        if case .string(let value, let contentStart, let exact, let range) = expression, !swift {
            effects.append(.line(try visualFormat(value, contentStart: contentStart, exact: exact, range: range,
                                                  views: nil, metrics: [:], options: []), variable: nil))
            return
        }
        try walk(expression)
    }

    func finish(_ parser: CodeExpressionParser) throws(Diagnostic) {
        guard parser.atEnd else { throw parser.unexpected(Message(.expectedEndOfStatement)) }
    }

    mutating func declare(_ name: String, _ value: CodeExpression) throws(Diagnostic) {
        switch value {
        case .string(let text, _, _, _):
            state.strings[name] = text
            return
        case .dictionary, .call(.name("NSDictionaryOfVariableBindings", _), _, _):
            let (views, numbers) = try dictionary(value)
            if !numbers.isEmpty, views.isEmpty { state.numbers[name] = numbers } else { state.views[name] = views }
            return
        default:
            // `CGFloat padding = 10;`, `CGSize size = CGSizeMake(100, 50);`: a value later statements use.
            if keepConstant(name, value) { return }
        }
        if !swift, try keepViewAlias(.name(name, value.range), value) || keepViewArray(name, value) { return }
        let before = effects.count
        try walk(value)
        // `NSLayoutConstraint *c = [NSLayoutConstraint constraintWithItem:…]`: one constraint, kept in `c`.
        if effects.count == before + 1, case .line(let line, nil) = effects[before] {
            effects[before] = .line(line, variable: name)
        }
    }

    mutating func assign(_ target: CodeExpression, _ value: CodeExpression) throws(Diagnostic) {
        if case .member(let base, let property, let range) = target {
            switch property {
            case "active", "isActive":
                let on = try flag(value)
                if case .name(let variable, _) = base {
                    if !on { effects.append(.deactivate(variable: variable, range: range.lowerBound..<value.range.upperBound)) }
                    return
                }
                guard on else {
                    throw Diagnostic(.pasted(Message(.codeInactive), hint: Message(.hintCodeInactive)), at: value.range)
                }
                try walk(base)
                return
            case "offset" where makerVariable(base) != nil:
                _ = try makerConstraintCall(base, "setOffset", [CodePart(label: "", labelRange: value.range, argument: value)],
                                            range: range.lowerBound..<value.range.upperBound)
                return
            case "translatesAutoresizingMaskIntoConstraints", "hidden", "layoutMargins", "directionalLayoutMargins":
                if !swift, try objcSetting(property, on: base, value, range: range.lowerBound..<value.range.upperBound) { return }
            case "priority":
                guard case .name(let variable, _) = base else { break }
                guard let priority = priorityValue(value) else {
                    throw Diagnostic(.expected(Diagnostic.Expected.priority, found: ""), at: value.range)
                }
                effects.append(.priority(variable: variable, value: priority, range: value.range))
                return
            default:
                break
            }
        }
        if !swift, let path = target.path?.map(\.name), let key = objcViewKey(path), objcKeepMade(key, value) { return }
        if !swift, try keepViewAlias(target, value) { return }
        // `self.padding = 10;`, `_center = CGPointMake(0, 0);`: the property's value from here on.
        if !swift, let path = target.path?.map(\.name), let key = constantKey(path), keepConstant(key, value) { return }
        try walk(value)
    }

    func flag(_ value: CodeExpression) throws(Diagnostic) -> Bool {
        if case .name(let word, _) = value {
            if ["YES", "true", "TRUE"].contains(word) { return true }
            if ["NO", "false", "FALSE"].contains(word) { return false }
        }
        if let number = value.numberValue { return number != 0 }
        throw Diagnostic(.expected(.verbatim("'YES' / 'NO'"), found: ""), at: value.range)
    }

    func priorityValue(_ value: CodeExpression) -> Double? {
        if let number = value.numberValue { return number }
        let names: [String: Double] = [
            "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
            "UILayoutPriorityFittingSizeLevel": 50, "NSLayoutPriorityRequired": 1000, "NSLayoutPriorityDefaultHigh": 750,
            "NSLayoutPriorityDefaultLow": 250, "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        ]
        switch value {
        case .name(let name, _), .implicitMember(let name, _), .member(_, let name, _): return names[name]
        case .binary(let op, let a, let b, _) where op == "+" || op == "-":
            guard let x = priorityValue(a), let y = b.numberValue else { return nil }
            return op == "+" ? x + y : x - y
        case .call(_, let arguments, _) where arguments.count == 1:
            return arguments[0].argument.flatMap(priorityValue)
        default: return nil
        }
    }

    // MARK: walking an expression

    mutating func walk(_ expression: CodeExpression) throws(Diagnostic) {
        switch expression {
        case .message(let receiver, let parts, let range):
            try message(receiver, parts, range)
        case .call(let callee, let arguments, let range):
            try call(callee, arguments, range)
        case .member(let base, _, _): try walk(base)
        case .array(let items, _): for item in items { try walk(item) }
        case .dictionary(let pairs, _): for pair in pairs { try walk(pair.value) }
        case .binary(_, let a, let b, _):
            try walk(a)
            try walk(b)
        case .negative(let inner, _), .boxed(let inner, _): try walk(inner)
        case .conditional(let condition, let whenTrue, let whenFalse, _):
            try walk(condition)
            // Which branch runs is the app's to know: one that makes layout is refused.
            for branch in [whenTrue, whenFalse] where makesLayout(branch) { throw cannotTell(expression) }
        case .name, .number, .string, .implicitMember: break
        }
    }

    /// Whether reading `expression` would add a view, a constraint or a setting.
    func makesLayout(_ expression: CodeExpression) -> Bool {
        var probe = self
        do throws(Diagnostic) {
            try probe.walk(expression)
        } catch {
            return true
        }
        return probe.effects.count != effects.count || probe.state != state
    }

    static let classicLabels = ["constraintWithItem", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]
    static let formatLabels = ["constraintsWithVisualFormat", "options", "metrics", "views"]
    static let classMethods = ["constraintWithItem", "constraintsWithVisualFormat", "activateConstraints", "deactivateConstraints"]

    mutating func message(_ receiver: CodeExpression, _ parts: [CodePart], _ range: SourceRange) throws(Diagnostic) {
        let selector = parts[0].label
        if case .name("NSLayoutConstraint", _) = receiver {
            switch selector {
            case "constraintWithItem":
                effects.append(.line(try classic(parts, range), variable: nil))
            case "constraintsWithVisualFormat":
                effects.append(.line(try format(parts, swift: false), variable: nil))
            case "activateConstraints":
                for part in parts { if let argument = part.argument { try walk(argument) } }
            case "deactivateConstraints":
                throw Diagnostic(.pasted(Message(.codeInactive), hint: Message(.hintCodeInactive)), at: parts[0].labelRange)
            default:
                throw Diagnostic(.unknownMethod(selector, suggestion: NameSuggester.suggestion(for: selector, among: Self.classMethods)),
                                 at: parts[0].labelRange)
            }
            return
        }
        if selector.hasPrefix("constraint"), let path = receiver.path, path.last?.name.hasSuffix("Anchor") == true {
            effects.append(.line(try anchorCall(receiver, path, parts, range), variable: nil))
            return
        }
        if selector == "mas_distributeViewsAlongAxis" {
            try distribute(receiver, parts, range: range)
            return
        }
        if selector == "addSubview", let argument = parts[0].argument, parts.count == 1 {
            try addSubview(argument, to: receiver)
            return
        }
        if parts.count == 1, let argument = parts[0].argument,
           try objcSetting(selector, on: receiver, argument, range: range) { return }
        if parts.count == 1, try makerConstraintCall(receiver, selector, parts, range: range) { return }
        try walk(receiver)
        for part in parts { if let argument = part.argument { try walk(argument) } }
    }

    mutating func call(_ callee: CodeExpression, _ arguments: [CodePart], _ range: SourceRange) throws(Diagnostic) {
        if swift, try swiftCall(callee, arguments, range) { return }
        if case .member(let base, let method, _) = callee {
            if method == "constraints", arguments.first?.label == "withVisualFormat" {
                effects.append(.line(try format(arguments, swift: true), variable: nil))
                return
            }
            if method == "addSubview", arguments.count == 1, let argument = arguments[0].argument {
                try addSubview(argument, to: base)
                return
            }
        }
        try walk(callee)
        for part in arguments { if let argument = part.argument { try walk(argument) } }
    }

    mutating func addSubview(_ view: CodeExpression, to receiver: CodeExpression) throws(Diagnostic) {
        guard let path = view.path else { throw cannotTellView(view) }
        var name = Self.addsContentView(path.map(\.name)) ? "contentView" : addedViewName(path.map(\.name))
        // `_button` is the instance variable behind the property `button`: the view is `button`.
        if name.hasPrefix("_"), !isView(name), name.contains(where: { $0 != "_" }) { name = String(name.drop { $0 == "_" }) }
        guard name != Layout.rootName, path.count <= 2 || name.contains(".") == false else { return }
        guard !name.contains("."), isIdentifier(name) else { throw cannotTellView(view) }
        let superview = receiver.path.map { viewName($0.map(\.name)) }.flatMap { isView($0) ? $0 : nil } ?? Layout.rootName
        guard !isView(name) else { return }
        // Added to a view made and not added yet: it joins with that view.
        // `self.view` is the controller's root even beside a local `UIView *view`.
        if superview == Layout.rootName, receiver.path?.map(\.name) != ["self", "view"],
           let key = receiver.path.flatMap({ objcViewKey($0.map(\.name)) }), !isView(key), state.made[key] != nil {
            state.made[key]!.subviews.append(name)
            return
        }
        try place(name, in: superview, range: view.range)
    }

    // MARK: names

    /// The view `addSubview` adds. What it takes is a view, so a name alsh gives root's
    /// guides or attributes (`content`, `margins`, `left`), written alone, after `self.` or
    /// as a child view controller's `content.view`, is the app's view of that name.
    func addedViewName(_ path: [String]) -> String {
        let name = viewName(path)
        guard name.hasPrefix(Layout.rootName + ".") else { return name }
        var written = path[...]
        if let first = written.first, first == "self" || Self.selfNames.contains(first) { written = written.dropFirst() }
        if written.count == 2, written.last == "view" { written = written.dropLast() }
        guard written.count == 1, let only = written.first, isIdentifier(only), only != "view" else { return name }
        return only
    }

    /// A view that only the app's code, out of sight, can say which it is: another object's
    /// property (`alert.backgroundView`), a method's result (`makeButton(action)`), a view
    /// made where it is added (`UIView()`).
    func cannotTellView(_ view: CodeExpression) -> Diagnostic {
        Diagnostic(.pasted(Message(.codeCannotTellView, sourceText(view.range)), hint: Message(.hintCodeCannotTellView)), at: view.range)
    }

    /// `scrollView.addSubview(contentView)`: a view the code calls `contentView` and adds,
    /// which a cell's content view never is (UIKit adds that one), so it is a view of its
    /// own rather than root.
    static func addsContentView(_ path: [String]) -> Bool {
        path == ["contentView"] || path == ["self", "contentView"] || path == ["_contentView"]
    }

    /// The names blocks give `self` (`__weak typeof(self) weakSelf = self`, `WS(ws)`).
    static let selfNames: Set<String> = ["weakSelf", "ws", "wself", "weakself", "strongSelf", "sself", "weakSelf_"]

    func isView(_ name: String) -> Bool {
        name == Layout.rootName || declared.contains(name) || isDeclared(name)
    }

    /// The alsh item a path of code names: `self.x` → `x`, `self.view`/`view`/`self` → root,
    /// `_x` → `x` when only `x` is a view, a controller's `child.view` → `child`; guides and
    /// `superview` after it are kept.
    func viewName(_ path: [String]) -> String {
        var components = path[...]
        if let first = components.first, let stand = aliases[first] {
            components = (stand + components.dropFirst())[...]
        } else if let first = components.first, !isView(first),
                  let stand = state.viewAliases[first] ?? objcViewKey([first]).flatMap({ state.viewAliases[$0] }) {
            components = (stand + components.dropFirst())[...]
        }
        if components.first == "self", !isView("self") {
            components.removeFirst()
            // Objective-C's `self.view` is the controller's root beside a local `UIView *view`.
            if !swift, components.first == "view" {
                return ([Layout.rootName] + components.dropFirst()).joined(separator: ".")
            }
            // `self.left` is root's edge, unless the code added a view it calls `left`.
            if let next = components.first, FormulaParser.namesAPart(next) || next.hasSuffix("Anchor"),
               !isView(next) {
                return ([Layout.rootName] + components).joined(separator: ".")
            }
        }
        guard var first = components.first else { return Layout.rootName }
        if components.dropFirst().first == "view", first != "view", first != "self", !Self.selfNames.contains(first),
           state.made[first]?.uikitClass == nil {
            // `child.view`: only a view controller has `view`; its view is named after it.
            return viewName([first] + components.dropFirst(2))
        }
        if first == "view", !isView("view"), swift || state.made["view"] == nil {
            // In Objective-C a bare `view` is a local: one the code made (`UIView *view = [UIView new]`) is that view.
            first = Layout.rootName
        } else if Self.selfNames.contains(first), !isView(first), state.made[first] == nil {
            // `weakSelf.view` in a block: `__weak typeof(self) weakSelf = self`.
            return viewName(["self"] + components.dropFirst())
        } else if first == "contentView", !isView(first), state.made[first] == nil {
            // A cell's content view: where `contentView.addSubview(…)` puts the views.
            first = Layout.rootName
        } else if BuiltInGuide(spelling: first) != nil, !isView(first), state.made[first] == nil {
            // `safeAreaLayoutGuide` in a view's own code is its own, root's.
            return ([Layout.rootName] + components).joined(separator: ".")
        } else if first.hasPrefix("_"), !isView(first), isView(String(first.drop { $0 == "_" })) {
            first = String(first.drop { $0 == "_" })
        }
        return ([first] + components.dropFirst()).joined(separator: ".")
    }

    /// The item of a path, for a lowered line: the view's name, then the rest as written.
    func item(_ expression: CodeExpression) throws(Diagnostic) -> String {
        guard let path = expression.path else {
            throw Diagnostic(.expected(Diagnostic.Expected.item, found: ""), at: expression.range)
        }
        return viewName(path.map(\.name))
    }

    // MARK: constraintWithItem:…

    func classic(_ parts: [CodePart], _ range: SourceRange) throws(Diagnostic) -> LoweredLine {
        for (index, label) in Self.classicLabels.enumerated() {
            guard index < parts.count else {
                throw Diagnostic(.expected(.verbatim("'\(label):'"), found: "]"), at: range.upperBound - 1..<range.upperBound)
            }
            guard parts[index].label == label else {
                let typed = parts[index].label
                let suggestion = NameSuggester.suggestion(for: typed, among: [label])
                throw Diagnostic(.unknownArgumentLabel(typed, suggestion: suggestion ?? label), at: parts[index].labelRange)
            }
        }
        if parts.count > Self.classicLabels.count {
            throw Diagnostic(.unknownArgumentLabel(parts[7].label, suggestion: nil), at: parts[7].labelRange)
        }
        let arguments = parts.map { $0.argument! }
        let firstAttribute = try attribute(arguments[1])
        guard let firstAttribute else {
            throw Diagnostic(.pasted(Message(.codeFirstAttribute), hint: nil), at: arguments[1].range)
        }
        let relation = try self.relation(arguments[2])
        var secondItem: CodeExpression? = arguments[3]
        if case .name(let word, _) = arguments[3], word == "nil" || word == "NULL" { secondItem = nil }
        let secondAttribute = try attribute(arguments[4])
        let multiplier = try number(arguments[5])
        let constant = try number(arguments[6])

        var line = LoweredLine()
        line.append(try item(arguments[0]), from: arguments[0].range)
        line.append("." + firstAttribute.rawValue, from: arguments[1].range)
        line.append(" " + relation + " ", from: arguments[2].range)
        switch (secondItem, secondAttribute) {
        case (let other?, let attribute?):
            if multiplier != 1 { line.append(formatExact(multiplier) + " * ", from: arguments[5].range) }
            line.append(try item(other), from: other.range)
            line.append("." + attribute.rawValue, from: arguments[4].range)
            if constant != 0 {
                line.append((constant < 0 ? " - " : " + ") + formatExact(abs(constant)), from: arguments[6].range)
            }
        case (nil, nil):
            // Apple ignores the multiplier when there is no second item.
            line.append(formatExact(constant), from: arguments[6].range)
        case (_?, nil):
            throw Diagnostic(.pasted(Message(.codeSecondAttribute), hint: nil), at: arguments[4].range)
        case (nil, _?):
            throw Diagnostic(.pasted(Message(.codeNoSecondItem), hint: Message(.hintCodeNoSecondItem)), at: arguments[4].range)
        }
        return line
    }

    static let attributeNames: [String] = Attribute.allCases.map { "NSLayoutAttribute" + $0.rawValue.capitalizedFirst }
        + ["NSLayoutAttributeBaseline", "NSLayoutAttributeNotAnAttribute"]

    /// `NSLayoutAttributeCenterX` → `.centerX`; nil for `NSLayoutAttributeNotAnAttribute` (or 0).
    func attribute(_ expression: CodeExpression) throws(Diagnostic) -> Attribute? {
        if let number = expression.numberValue, number == 0 { return nil }
        let name: String
        switch expression {
        case .name(let written, _): name = written
        case .implicitMember(let written, _): name = "NSLayoutAttribute" + written.capitalizedFirst
        default: throw Diagnostic(.expected(Diagnostic.Expected.attribute, found: ""), at: expression.range)
        }
        if name == "NSLayoutAttributeNotAnAttribute" { return nil }
        if name == "NSLayoutAttributeBaseline" { return .lastBaseline }
        if name.hasPrefix("NSLayoutAttribute"), let attribute = Attribute(rawValue: String(name.dropFirst(17)).lowercasedFirst) {
            return attribute
        }
        throw Diagnostic(.unknownAttribute(name, suggestion: NameSuggester.suggestion(for: name, among: Self.attributeNames)),
                         at: expression.range)
    }

    static let relationNames = ["NSLayoutRelationEqual", "NSLayoutRelationLessThanOrEqual", "NSLayoutRelationGreaterThanOrEqual"]

    func relation(_ expression: CodeExpression) throws(Diagnostic) -> String {
        if let number = expression.numberValue {
            if number == 0 { return "==" }
            if number == -1 { return "<=" }
            if number == 1 { return ">=" }
        }
        if case .name(let name, _) = expression {
            switch name {
            case "NSLayoutRelationEqual": return "=="
            case "NSLayoutRelationLessThanOrEqual": return "<="
            case "NSLayoutRelationGreaterThanOrEqual": return ">="
            default:
                if let suggestion = NameSuggester.suggestion(for: name, among: Self.relationNames) {
                    throw Diagnostic(.pasted(Message(.codeUnknownRelation, name), hint: Message(.didYouMean, suggestion)),
                                     at: expression.range)
                }
            }
        }
        throw Diagnostic(.expected(.verbatim("'NSLayoutRelationEqual', 'NSLayoutRelationLessThanOrEqual' or 'NSLayoutRelationGreaterThanOrEqual'"),
                                   found: ""), at: expression.range)
    }

    func number(_ expression: CodeExpression) throws(Diagnostic) -> Double {
        // A literal, a constant pasted before or a metric of the session (`constant:kWidth`);
        // else the error names what is unknown.
        guard let value = expression.numberValue ?? swiftNumber(expression) else { throw unknownValue(expression) }
        guard abs(value) <= 1e9 else { throw Diagnostic(.numberOutOfRange, at: expression.range) }
        return value
    }

    // MARK: anchors

    /// `[a.topAnchor constraintEqualToAnchor:b.bottomAnchor constant:8]` → the Swift call.
    func anchorCall(_ receiver: CodeExpression, _ path: [(name: String, range: SourceRange)], _ parts: [CodePart],
                            _ range: SourceRange) throws(Diagnostic) -> LoweredLine {
        let selector = parts[0].label
        guard let label = Self.swiftLabel(selector) else {
            throw Diagnostic(.unknownMethod(selector, suggestion: NameSuggester.suggestion(for: selector, among: Self.anchorSelectors)),
                             at: parts[0].labelRange)
        }
        var line = LoweredLine()
        line.append(try anchor(receiver), from: receiver.range)
        line.append(".constraint(", from: parts[0].labelRange)
        for (index, part) in parts.enumerated() {
            if index > 0 { line.append(", ", from: part.labelRange) }
            line.append((index == 0 ? label : part.label) + ": ", from: part.labelRange)
            guard let argument = part.argument else { throw Diagnostic(.expected(Diagnostic.Expected.anchor, found: ""), at: part.labelRange) }
            if let value = argument.numberValue {
                line.append(formatExact(value), from: argument.range)
            } else {
                line.append(try anchor(argument), from: argument.range)
            }
        }
        line.append(")", from: range.upperBound - 1..<range.upperBound)
        return line
    }

    func anchor(_ expression: CodeExpression) throws(Diagnostic) -> String {
        guard let path = expression.path else { throw Diagnostic(.expected(Diagnostic.Expected.anchor, found: ""), at: expression.range) }
        let names = path.map(\.name)
        // A bare `topAnchor` (a UIView subclass's own) stays bare for the Swift reader.
        if names.count == 1 { return names[0] }
        return viewName(names)
    }

    static let anchorSelectors: [String] = {
        var names: [String] = []
        for relation in ["Equal", "GreaterThanOrEqual", "LessThanOrEqual"] {
            for form in ["Anchor", "Constant", "SystemSpacingAfterAnchor", "SystemSpacingBelowAnchor"] {
                names.append("constraint\(relation)To\(form)")
            }
        }
        return names
    }()

    /// `constraintGreaterThanOrEqualToSystemSpacingAfterAnchor` → `greaterThanOrEqualToSystemSpacingAfter`.
    static func swiftLabel(_ selector: String) -> String? {
        guard anchorSelectors.contains(selector) else { return nil }
        var label = String(selector.dropFirst("constraint".count)).lowercasedFirst
        if label.hasSuffix("Anchor") { label.removeLast("Anchor".count) }
        return label
    }

    // MARK: visual format

    func format(_ parts: [CodePart], swift: Bool) throws(Diagnostic) -> LoweredLine {
        // Swift imports the options as `options: NSLayoutConstraint.FormatOptions = []`.
        let optionsLeftOut = swift && parts.count > 1 && parts[1].label == "metrics"
        let labels = swift ? ["withVisualFormat"] + (optionsLeftOut ? [] : ["options"]) + ["metrics", "views"] : Self.formatLabels
        var arguments: [String: CodeExpression] = [:]
        for (index, part) in parts.enumerated() {
            guard index < labels.count, part.label == labels[index], let argument = part.argument else {
                let expected = index < labels.count ? labels[index] : nil
                throw Diagnostic(.unknownArgumentLabel(part.label, suggestion: expected), at: part.labelRange)
            }
            arguments[part.label] = argument
        }
        let formatArgument = arguments[labels[0]]!
        let options = try arguments["options"].map(formatOptions) ?? []
        let metrics = try arguments["metrics"].map { expression throws(Diagnostic) in try dictionary(expression).numbers } ?? [:]
        var views: [String: [String]]?
        if let expression = arguments["views"] {
            switch expression {
            case .name(let name, _) where state.views[name] != nil: views = state.views[name]
            case .dictionary, .call: views = try dictionary(expression).views
            default: views = nil
            }
        }
        switch formatArgument {
        case .string(let value, let contentStart, let exact, let range):
            return try visualFormat(value, contentStart: contentStart, exact: exact, range: range,
                                    views: views, metrics: metrics, options: options)
        case .name(let name, let range):
            guard let value = state.strings[name] else {
                throw Diagnostic(.pasted(Message(.codeUnknownString, name), hint: Message(.hintCodeUnknownString, name)), at: range)
            }
            return try visualFormat(value, contentStart: range.lowerBound, exact: false, range: range,
                                    views: views, metrics: metrics, options: options)
        default:
            throw Diagnostic(.expected(Message(.expectedFormatString), found: ""), at: formatArgument.range)
        }
    }

    /// The format with the dictionaries' keys replaced: a views key by its view's name, a
    /// metrics key by its number; then the options.
    func visualFormat(_ value: String, contentStart: Int, exact: Bool, range: SourceRange,
                              views: [String: [String]]?, metrics: [String: Double],
                              options: [(String, SourceRange)]) throws(Diagnostic) -> LoweredLine {
        var line = LoweredLine()
        let characters = Array(value)
        var index = 0
        var run = ""
        var runStart = 0
        func place(_ offset: Int, _ count: Int) -> SourceRange {
            exact ? contentStart + offset..<contentStart + offset + count : range
        }
        func flush() {
            guard !run.isEmpty else { return }
            line.append(run, from: place(runStart, run.count), exact: exact)
            run = ""
        }
        while index < characters.count {
            let c = characters[index]
            guard SourceCursor.isIdentifierStart(c) else {
                if run.isEmpty { runStart = index }
                run.append(c)
                index += 1
                continue
            }
            let start = index
            while index < characters.count, SourceCursor.isIdentifierBody(characters[index]) { index += 1 }
            let name = String(characters[start..<index])
            let isOrientation = (name == "H" || name == "V") && index < characters.count && characters[index] == ":"
                && characters[..<start].allSatisfy(\.isWhitespace)
            var replacement: String?
            if !isOrientation {
                if let path = views?[name] {
                    replacement = viewName(path)
                } else if let number = metrics[name] {
                    replacement = formatExact(number)
                } else if views == nil || !isView(name) {
                    let mapped = viewName([name])
                    if mapped != name, isView(mapped) { replacement = mapped }
                }
            }
            if let replacement, replacement != name {
                flush()
                line.append(replacement, from: place(start, index - start))
            } else {
                if run.isEmpty { runStart = start }
                run += name
            }
        }
        flush()
        for (option, optionRange) in options {
            line.append(" " + option, from: optionRange)
        }
        if line.text.isEmpty { throw Diagnostic(.noViews, at: range) }
        return line
    }

    /// `NSLayoutFormatAlignAllCenterX | NSLayoutFormatAlignAllCenterY`, `0`, Swift's
    /// `[.alignAllCenterX]` → the options' alsh names, with where each was written.
    func formatOptions(_ expression: CodeExpression) throws(Diagnostic) -> [(String, SourceRange)] {
        switch expression {
        case .number(0, _): return []
        case .name(let name, let range):
            if ["kNilOptions", "nil", "NULL"].contains(name) { return [] }
            let prefix = "NSLayoutFormat"
            if name.hasPrefix(prefix), let option = FormatOption(rawValue: String(name.dropFirst(prefix.count)).lowercasedFirst) {
                return [(option.rawValue, range)]
            }
            let known = FormatOption.allCases.map { prefix + $0.rawValue.capitalizedFirst }
            throw Diagnostic(.unknownOption(name, suggestion: NameSuggester.suggestion(for: name, among: known)), at: range)
        case .implicitMember(let name, let range), .member(_, let name, let range):
            guard let option = FormatOption(rawValue: name) else {
                throw Diagnostic(.unknownOption(name, suggestion: NameSuggester.suggestion(for: name, among: FormatOption.allCases.map(\.rawValue))),
                                 at: range)
            }
            return [(option.rawValue, range)]
        case .binary("|", let a, let b, _):
            return try formatOptions(a) + formatOptions(b)
        case .array(let items, _):
            var all: [(String, SourceRange)] = []
            for item in items { all += try formatOptions(item) }
            return all
        case .call(_, let arguments, _) where arguments.count <= 1:
            return try arguments.first?.argument.map(formatOptions) ?? []
        default:
            throw Diagnostic(.expected(Diagnostic.Expected.option, found: ""), at: expression.range)
        }
    }

    /// A dictionary's views (key → path) and numbers: `@{@"a": self.a, @"pad": @20}`,
    /// `NSDictionaryOfVariableBindings(_a, self.b)` (keys as written, also without `self.`
    /// and `_`), Swift's `["a": a]`, or a name an earlier statement bound.
    func dictionary(_ expression: CodeExpression) throws(Diagnostic) -> (views: [String: [String]], numbers: [String: Double]) {
        var views: [String: [String]] = [:]
        var numbers: [String: Double] = [:]
        switch expression {
        case .name(let name, _):
            return (state.views[name] ?? [:], state.numbers[name] ?? [:])
        case .call(.name("NSDictionaryOfVariableBindings", _), let arguments, _):
            for part in arguments {
                guard let argument = part.argument, let path = argument.path else {
                    throw Diagnostic(.expected(Diagnostic.Expected.viewName, found: ""), at: part.labelRange)
                }
                let names = path.map(\.name)
                views[names.joined(separator: ".")] = names
                // UIKit's key for `self.a` is "self.a", which no format can name; the
                // reader lets `[a]` find it, as the Swift reader drops `self.`.
                if let last = names.last, names.count == 2, names[0] == "self" { views[last] = views[last] ?? names }
            }
        case .dictionary(let pairs, _):
            for (key, value) in pairs {
                guard case .string(let name, _, _, _) = key else {
                    throw Diagnostic(.expected(Message(.expectedFormatString), found: ""), at: key.range)
                }
                if let number = value.numberValue {
                    numbers[name] = number
                } else if let path = value.path {
                    views[name] = path.map(\.name)
                } else {
                    throw Diagnostic(.expected(Diagnostic.Expected.viewName, found: ""), at: value.range)
                }
            }
        case .call(_, let arguments, _) where arguments.count == 1:
            // `[NSDictionary dictionaryWithDictionary:d]`-like wrappers in Swift form.
            return try arguments[0].argument.map(dictionary) ?? ([:], [:])
        case .message(_, let parts, _) where parts.count == 1 && parts[0].argument != nil:
            return try dictionary(parts[0].argument!)
        default:
            if case .name("nil", _) = expression { return ([:], [:]) }
            throw Diagnostic(.expected(Message(.expectedDictionary), found: ""), at: expression.range)
        }
        return (views, numbers)
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
