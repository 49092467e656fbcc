import Cassowary
import Messages

/// Reads Apple's visual format grammar into a `VFLLine`:
///
///     line       := (('H' | 'V') ':')? ('|' connection?)? view (connection? view)* (connection? '|')? options
///     view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection := '-' | '-' (number | metric) '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     predicate  := ('==' | '<=' | '>=')? (number | metric | view) ('@' priority)?
///     options    := (option ((' ' | ',' | '|') option)*)?
///
/// Spaces between the pieces are allowed, as Apple's parser allows them.
struct VFLParser {
    private var cursor: SourceCursor
    private let context: ParseContext
    private var seen: Set<String> = []

    init(_ line: String, from start: Int, context: ParseContext) {
        cursor = SourceCursor(line, from: start)
        self.context = context
    }

    private func unexpected(_ what: Message) -> Diagnostic {
        let found = cursor.found
        return Diagnostic(.expected(what, found: found.text), at: found.range)
    }

    mutating func line() throws(Diagnostic) -> VFLLine {
        var line = VFLLine()
        cursor.skipSpaces()
        line.isVertical = orientation()
        cursor.skipSpaces()
        if cursor.current == "|" {
            let pipe = cursor.position..<cursor.position + 1
            cursor.advance()
            let connection = try self.connection()
            cursor.skipSpaces()
            line.leadingEdge = (pipe, connection ?? .flush(pipe.lowerBound..<cursor.position + 1))
        }
        cursor.skipSpaces()
        guard cursor.current == "[" else {
            if cursor.isAtEnd || cursor.current == "|" {
                throw Diagnostic(.noViews, at: cursor.found.range)
            }
            throw unexpected(Diagnostic.Expected.view)
        }
        line.views.append(try view())
        while true {
            let beforeSpaces = cursor.position
            cursor.skipSpaces()
            guard let c = cursor.current, c == "-" || c == "[" || c == "|" else { break }
            if c != "-", cursor.position > beforeSpaces {
                // `[b2] |`: a flush connection is written without a space; after one the
                // format has ended (a `|` pasted after a line must not pin anything).
                throw Diagnostic(.flushAfterSpace(String(c)), at: cursor.position..<cursor.position + 1)
            }
            let previousEnd = line.views[line.views.count - 1].range.upperBound
            let written = try connection()
            cursor.skipSpaces()
            let connection = written ?? .flush(previousEnd - 1..<cursor.position + 1)
            if cursor.current == "|" {
                line.trailingEdge = (cursor.position..<cursor.position + 1, connection)
                cursor.advance()
                break
            }
            guard cursor.current == "[" else { throw unexpected(Diagnostic.Expected.viewOrSuperview) }
            line.connections.append(connection)
            line.views.append(try view())
        }
        line.options = try options(closed: line.trailingEdge != nil)
        return line
    }

    /// `H:` or `V:`; horizontal when absent.
    private mutating func orientation() -> Bool {
        guard let c = cursor.current, c == "H" || c == "V" else { return false }
        var offset = 1
        while let s = cursor.peek(offset), s == " " || s == "\t" { offset += 1 }
        guard cursor.peek(offset) == ":" else { return false }
        cursor.advance(by: offset + 1)
        return c == "V"
    }

    /// A connection starting at `-`, or nil when the next piece follows flush.
    private mutating func connection() throws(Diagnostic) -> VFLLine.Connection? {
        cursor.skipSpaces()
        guard cursor.current == "-" else { return nil }
        let start = cursor.position
        cursor.advance()
        cursor.skipSpaces()
        if cursor.current == "[" || cursor.current == "|" { return .standard(start..<start + 1) }
        if cursor.isAtEnd { throw unexpected(Diagnostic.Expected.viewOrSuperview) }
        if cursor.current == "(" {
            let predicates = try predicateList(forView: false)
            try closeConnection()
            return .predicates(predicates)
        }
        let value: Double
        if let (text, range) = cursor.numberText(signed: false) {
            value = try Double(checked: text, range: range)
        } else if let (name, range) = cursor.identifier() {
            value = try spacingMetric(name, at: range)
        } else {
            throw unexpected(Diagnostic.Expected.spacing)
        }
        try closeConnection()
        return .predicates([.init(relation: .equal, object: .constant(value), priority: 1000,
                                  range: start..<cursor.position)])
    }

    private mutating func closeConnection() throws(Diagnostic) {
        cursor.skipSpaces()
        guard cursor.take("-") else { throw unexpected(Diagnostic.Expected.connectionEnd) }
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(Diagnostic) -> VFLLine.View {
        let start = cursor.position
        guard cursor.take("[") else { throw unexpected(Diagnostic.Expected.view) }
        cursor.skipSpaces()
        guard let (name, range) = cursor.identifier() else { throw unexpected(Diagnostic.Expected.viewName) }
        guard context.isView(name) else {
            let suggestion = NameSuggester.suggestion(for: name, among: context.allViewNames)
            throw Diagnostic(.unknownView(name, suggestion: suggestion), at: range)
        }
        guard seen.insert(name).inserted else { throw Diagnostic(.duplicateView(name), at: range) }
        cursor.skipSpaces()
        var predicates: [VFLLine.Predicate] = []
        if cursor.current == "(" { predicates = try predicateList(forView: true) }
        cursor.skipSpaces()
        guard cursor.take("]") else { throw unexpected(Diagnostic.Expected.closingBracket) }
        return VFLLine.View(item: ItemSyntax(name: name, range: range), predicates: predicates,
                            range: start..<cursor.position)
    }

    /// `(p, p, …)`, entered at the `(`.
    private mutating func predicateList(forView: Bool) throws(Diagnostic) -> [VFLLine.Predicate] {
        cursor.advance()
        var predicates: [VFLLine.Predicate] = []
        while true {
            cursor.skipSpaces()
            predicates.append(try predicate(forView: forView))
            cursor.skipSpaces()
            if cursor.take(",") { continue }
            if cursor.take(")") { return predicates }
            throw unexpected(Diagnostic.Expected.predicateSeparator)
        }
    }

    private mutating func predicate(forView: Bool) throws(Diagnostic) -> VFLLine.Predicate {
        let start = cursor.position
        let relation = try self.relation()
        cursor.skipSpaces()
        let object: VFLLine.Predicate.Object
        if let (text, range) = cursor.numberText(signed: true) {
            object = .constant(try Double(checked: text, range: range))
        } else if let (name, range) = cursor.identifier() {
            object = forView ? try sizeObject(name, at: range) : .constant(try spacingMetric(name, at: range))
        } else {
            throw unexpected(Diagnostic.Expected.predicate)
        }
        var end = cursor.position
        cursor.skipSpaces()
        var priority = 1000.0
        if cursor.take("@") {
            cursor.skipSpaces()
            priority = try self.priority()
            end = cursor.position
        }
        return .init(relation: relation, object: object, priority: priority, range: start..<end)
    }

    /// `==`, `<=`, `>=`, or `==` when none is written.
    private mutating func relation() throws(Diagnostic) -> Relation {
        guard let c = cursor.current, c == "=" || c == "<" || c == ">" else { return .equal }
        guard cursor.peek(1) == "=" else {
            throw Diagnostic(.expected(Diagnostic.Expected.relation, found: String(c)),
                             at: cursor.position..<cursor.position + 1)
        }
        cursor.advance(by: 2)
        return c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
    }

    private mutating func priority() throws(Diagnostic) -> Double {
        if let (text, range) = cursor.numberText(signed: true) {
            return try PriorityValue.number(text, at: range)
        }
        if let (name, range) = cursor.identifier() {
            return try PriorityValue.name(name, at: range, context: context)
        }
        throw unexpected(Diagnostic.Expected.priority)
    }

    /// Inside a view's brackets a name is a metric or, failing that, a view to match.
    private func sizeObject(_ name: String, at range: SourceRange) throws(Diagnostic) -> VFLLine.Predicate.Object {
        if let value = context.metrics[name] { return .constant(value) }
        if context.isView(name) { return .view(ItemSyntax(name: name, range: range)) }
        let metrics = context.metricNames
        let suggestion = NameSuggester.suggestion(for: name, among: context.allViewNames + metrics)
        if let suggestion, metrics.contains(suggestion) {
            throw Diagnostic(.unknownMetric(name, suggestion: suggestion), at: range)
        }
        throw Diagnostic(.unknownView(name, suggestion: suggestion), at: range)
    }

    /// Between views a name can only be a metric.
    private func spacingMetric(_ name: String, at range: SourceRange) throws(Diagnostic) -> Double {
        if let value = context.metrics[name] { return value }
        if context.isView(name) { throw Diagnostic(.viewInConnection(name), at: range) }
        let suggestion = NameSuggester.suggestion(for: name, among: context.metricNames)
        throw Diagnostic(.unknownMetric(name, suggestion: suggestion), at: range)
    }

    /// Option names after the format, separated by spaces (or `,` / `|`). `closed`: the
    /// format ended with `|`, so nothing but options can follow.
    private mutating func options(closed: Bool) throws(Diagnostic) -> [(option: FormatOption, range: SourceRange)] {
        var options: [(option: FormatOption, range: SourceRange)] = []
        while true {
            cursor.skipSpaces()
            if cursor.isAtEnd { return options }
            if !options.isEmpty, cursor.take(",") || cursor.take("|") { continue }
            guard let (name, range) = cursor.identifier() else {
                throw unexpected(options.isEmpty && !closed ? Diagnostic.Expected.continuation : Diagnostic.Expected.option)
            }
            guard let option = FormatOption(rawValue: name) else {
                let suggestion = NameSuggester.suggestion(for: name, among: FormatOption.allCases.map(\.rawValue))
                throw Diagnostic(.unknownOption(name, suggestion: suggestion), at: range)
            }
            if !options.contains(where: { $0.option == option }) { options.append((option, range)) }
        }
    }
}
