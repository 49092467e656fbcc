/// The order a pasted class's methods run in, where it is not the order they are written
/// in. Apps write `setupConstraints` above `setupViews` and call both from `viewDidLoad`;
/// UIKit runs them as called, so the views exist before their constraints. Read line by
/// line, the constraints would name views not added yet.
///
/// A method without parameters that another method calls as a statement of its own
/// (`[self setupViews];`, `setupViews()`, also inside an `if`) is read where it is called;
/// where the paste shows no caller, a method that adds views another method written above
/// it constrains is read before that one. Nothing moves unless the order of the methods
/// changes, and each move is told (`moves`).
public struct PasteOrder: Sendable {
    /// The lines to read, in order, and the line number (1-based) each has in the text.
    public var lines: [String]
    public var numbers: [Int]
    public var moves: [Move]

    /// `method` (from line `line`) is read before `before` (from line `beforeLine`);
    /// `caller` calls it at `callLine`, or nil when it is moved because it adds views
    /// `before` constrains.
    public struct Move: Hashable, Sendable {
        public var method: String
        public var line: Int
        public var before: String
        public var beforeLine: Int
        public var caller: String?
        public var callLine: Int
    }

    /// The order to read `text` in, or nil when it is the order written (nearly every
    /// script: only text that adds views and has two methods is looked at).
    public static func plan(_ text: String) -> PasteOrder? {
        guard text.utf8.count < 4 << 20, mayHoldMethods(text) else { return nil }
        let lines = splitLines(text)
        let scan = MethodScan(lines)
        guard scan.methods.count >= 2 else { return nil }
        var planner = OrderPlanner(scan: scan)
        let order = planner.order()
        let moves = planner.moves(order)
        guard !moves.isEmpty else { return nil }
        return PasteOrder(lines: order.map { lines[$0] }, numbers: order.map { $0 + 1 }, moves: moves)
    }

    /// `addSubview` and a method header somewhere.
    private static func mayHoldMethods(_ text: String) -> Bool {
        (text.contains("addSubview") || text.contains("addArrangedSubview")) && (text.contains("func ") || text.contains("(void)"))
    }

    /// Lines as a script source cuts them (`cutLine`).
    static func splitLines(_ text: String) -> [String] {
        var rest = text[...]
        var lines: [String] = []
        while let line = cutLine(&rest) { lines.append(String(line)) }
        return lines
    }

    /// The next line of a script, cut off `rest`: up to a `\n`, with a `\r` before it
    /// dropped; a final newline ends the last line and does not start an empty one. By
    /// byte: `"\r\n"` is one Character, so a search for the Character `"\n"` passes over
    /// every line end of a Windows file and reads the whole file as one line.
    package static func cutLine(_ rest: inout Substring) -> Substring? {
        guard !rest.isEmpty else { return nil }
        var line: Substring
        if let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) {
            line = rest[..<end]
            rest = rest[rest.utf8.index(after: end)...]
        } else {
            line = rest
            rest = rest[rest.endIndex...]
        }
        if line.utf8.last == UInt8(ascii: "\r") { line = line[..<line.utf8.index(before: line.endIndex)] }
        return line
    }
}

/// Methods, calls and the views each adds and constrains, found line by line.
struct MethodScan {
    struct Method {
        var name: String
        var takesArguments: Bool
        /// The header's line and the line of the `}` that closes the body.
        var start: Int
        var end: Int
        var adds: Set<String> = []
        var constrains: Set<String> = []
    }

    struct Call {
        var line: Int
        var callee: String
        /// The method the call is in; nil for a statement outside any method.
        var caller: Int?
    }

    var methods: [Method] = []
    var calls: [Call] = []
    let lines: [String]

    /// What an open brace opened: a method's body, an `if`/`else`/`do`, or anything else
    /// (a class, a closure, a block), inside which a call is not read in place.
    private enum Brace { case body, control, other }

    init(_ lines: [String]) {
        self.lines = lines
        var scanner = BraceScanner()
        var braces: [Brace] = []
        var current: Int?
        var awaitingBody: Int?
        for (index, line) in lines.enumerated() {
            let code = scanner.code(of: line)
            if current == nil, let header = Self.header(code) {
                if awaitingBody != nil { methods.removeLast() }
                methods.append(Method(name: header.name, takesArguments: header.arguments, start: index, end: index))
                awaitingBody = methods.count - 1
            } else if awaitingBody != nil, !code.contains("{"), code.contains(";") || code.trimmingBlanks.hasPrefix("}") {
                // A header with no body (an @interface's or a protocol's declaration).
                methods.removeLast()
                awaitingBody = nil
            }
            if let method = current ?? awaitingBody { Self.collectViews(code, into: &methods[method]) }
            let inner = braces.lastIndex(of: .body).map { braces[($0 + 1)...] } ?? braces[...]
            if awaitingBody == nil, let callee = Self.call(code), inner.allSatisfy({ $0 == .control }) {
                calls.append(Call(line: index, callee: callee, caller: current))
            }
            for character in code {
                if character == "{" {
                    if let method = awaitingBody {
                        current = method
                        awaitingBody = nil
                        braces.append(.body)
                    } else {
                        braces.append(Self.opensControl(code, previous: index > 0 ? lines[index - 1] : "") ? .control : .other)
                    }
                } else if character == "}", let closed = braces.popLast(), closed == .body, let method = current {
                    methods[method].end = index
                    current = nil
                }
            }
        }
        if current != nil || awaitingBody != nil { methods.removeLast() }
        // A method whose `}` shares its line with more code cannot be moved whole.
        methods.removeAll { method in
            let closing = lines[method.end]
            guard let brace = closing.lastIndex(of: "}") else { return true }
            return !closing[closing.index(after: brace)...].allSatisfy { $0 == " " || $0 == "\t" || $0 == ";" }
        }
    }

    /// `- (void)setupViews {`, `override func viewDidLoad() {`, `private func make(_ x: Int)`.
    static func header(_ code: String) -> (name: String, arguments: Bool)? {
        var text = Substring(code.trimmingBlanks)
        if let first = text.first, first == "-" || first == "+" {
            text = text.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard text.first == "(" else { return nil }
            var depth = 0
            while let c = text.first {
                text = text.dropFirst()
                if c == "(" { depth += 1 }
                if c == ")" { depth -= 1; if depth == 0 { break } }
            }
            text = text.drop { $0 == " " || $0 == "\t" }
            let name = text.prefix { SourceCursor.isIdentifierBody($0) }
            guard !name.isEmpty else { return nil }
            return (String(name), text.dropFirst(name.count).first == ":")
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // `override init(frame: CGRect) {`, `required init?(coder: NSCoder)`: called by UIKit.
        if let initIndex = words.firstIndex(where: { $0.hasPrefix("init(") || $0.hasPrefix("init?(") || $0 == "init" }),
           words[..<initIndex].allSatisfy({ swiftModifiers.contains(String($0)) || $0 == "required" || $0 == "convenience" }) {
            return ("init", true)
        }
        guard let funcIndex = words.firstIndex(of: "func"), funcIndex + 1 < words.count,
              words[..<funcIndex].allSatisfy({ swiftModifiers.contains(String($0)) || $0.hasPrefix("@") }) else { return nil }
        let rest = words[(funcIndex + 1)...].joined(separator: " ")
        let name = rest.prefix { SourceCursor.isIdentifierBody($0) }
        guard !name.isEmpty else { return nil }
        let afterName = rest.dropFirst(name.count).drop { $0 == " " }
        guard afterName.first == "(" else { return nil }
        let inside = afterName.dropFirst().drop { $0 == " " }
        return (String(name), inside.first != ")")
    }

    static let swiftModifiers: Set<String> = [
        "override", "private", "fileprivate", "public", "internal", "open", "final", "static", "class", "dynamic",
        "mutating", "nonisolated",
    ]

    /// `[self setupViews];`, `setupViews()`, `self.setupViews()`: a call that is a statement
    /// of its own, to a method without arguments.
    static func call(_ code: String) -> String? {
        var text = Substring(code.trimmingBlanks)
        while text.last == ";" || text.last == " " { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard inner.count == 2, inner[0] == "self", isName(inner[1]) else { return nil }
            return String(inner[1])
        }
        for prefix in ["self.", "self?."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        guard text.hasSuffix("()") else { return nil }
        let name = text.dropLast(2)
        return isName(name) ? String(name) : nil
    }

    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, SourceCursor.isIdentifierStart(first) else { return false }
        return text.allSatisfy(SourceCursor.isIdentifierBody)
    }

    /// Whether the `{` on this line opens an `if`, `else` or `do` (its line, or the line
    /// before when the brace stands alone).
    static func opensControl(_ code: String, previous: String) -> Bool {
        var text = Substring(code.trimmingBlanks)
        if text.hasPrefix("{") { text = Substring(previous.trimmingBlanks) }
        if text.hasPrefix("}") { text = text.dropFirst().drop { $0 == " " || $0 == "\t" } }
        for word in ["if", "else", "do"] where text.hasPrefix(word) {
            let next = text.dropFirst(word.count).first
            if next == nil || next == " " || next == "(" || next == "{" || next == "\t" { return true }
        }
        return false
    }

    /// The views a line adds (`addSubview:`, `addArrangedSubview(`, `addSubviews(a, b)`) and
    /// those it constrains (`[x mas_…`, `x.snp.`, `x.topAnchor`, `constraintWithItem:x`).
    static func collectViews(_ code: String, into method: inout Method) {
        let words = ViewWords(code).words
        for (index, word) in words.enumerated() {
            if word == "addSubview" || word == "addArrangedSubview" || word == "addSubviews" || word == "addSubViews" {
                var next = index + 1
                while next < words.count, words[next] != ")", words[next] != "]" {
                    if isViewName(words[next]) { method.adds.insert(words[next]) }
                    next += 1
                    if word != "addSubviews", word != "addSubViews" { break }
                }
            } else if word.hasPrefix("mas_") || word == "snp" || word == "snp_makeConstraints"
                        || (word.hasSuffix("Anchor") && word.count > 6) || word == "constraintWithItem" || word == "item" {
                let subject = word == "constraintWithItem" || word == "item" ? index + 1 : index - 1
                if subject >= 0, subject < words.count, isViewName(words[subject]) { method.constrains.insert(words[subject]) }
            }
        }
    }

    private static func isViewName(_ word: String) -> Bool {
        guard let first = word.first, SourceCursor.isIdentifierStart(first) else { return false }
        return !["self", "view", "contentView", "super", "make", "$0", "maker"].contains(word)
    }
}

/// A line's names with `self.`, `weakSelf.` and a leading `_` dropped, and `(`, `)`, `[`,
/// `]` kept (where an argument list ends); other punctuation is left out.
private struct ViewWords {
    var words: [String] = []

    init(_ code: String) {
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            var name = word
            while name.hasPrefix("_") { name.removeFirst() }
            if !name.isEmpty { words.append(name) }
            word = ""
        }
        for c in code {
            if SourceCursor.isIdentifierBody(c) || c == "$" {
                word.append(c)
            } else {
                flush()
                if c == ")" || c == "]" { words.append(String(c)) }
            }
        }
        flush()
        words.removeAll { ["self", "weakSelf", "strongSelf", "ws"].contains($0) }
    }
}

/// Strings and comments blanked out of each line, so braces and names in them count for
/// nothing; a `/* … */` may span lines.
struct BraceScanner {
    var inComment = false
    mutating func code(of line: String) -> String {
        var out = ""
        var characters = line.makeIterator()
        var previous: Character = " "
        var inString = false
        while let c = characters.next() {
            if inComment {
                if previous == "*", c == "/" { inComment = false; previous = " "; out.append(" "); continue }
                previous = c
                out.append(" ")
                continue
            }
            if inString {
                if c == "\\" { _ = characters.next(); out.append("  "); continue }
                if c == "\"" { inString = false }
                out.append(" ")
                continue
            }
            if c == "/", previous == "/" { out.removeLast(); break }
            if c == "*", previous == "/" { out.removeLast(); out.append("  "); inComment = true; previous = " "; continue }
            if c == "\"" { inString = true; out.append(" "); previous = c; continue }
            out.append(c)
            previous = c
        }
        return out
    }
}

/// Where each line is read: the text walked in order, a method read at its first call.
struct OrderPlanner {
    let scan: MethodScan
    /// Methods read where they are called.
    var inlined: Set<Int> = []
    /// Methods moved because they add views a method above them constrains: method → the
    /// method it is read before.
    var hoisted: [Int: Int] = [:]
    var placed: Set<Int> = []
    var output: [Int] = []
    /// For each inlined method, the call it is read at.
    var readAt: [Int: MethodScan.Call] = [:]

    private var byName: [String: Int] = [:]
    private var byStart: [Int: Int] = [:]
    private var callAt: [Int: MethodScan.Call] = [:]

    init(scan: MethodScan) {
        self.scan = scan
        for (index, method) in scan.methods.enumerated().reversed() {
            byStart[method.start] = index
            if !method.takesArguments { byName[method.name] = index }
        }
        for call in scan.calls { callAt[call.line] = call }
    }

    private func method(named name: String) -> Int? { byName[name] }

    private func method(startingAt line: Int) -> Int? { byStart[line] }

    /// The lines in reading order.
    mutating func order() -> [Int] {
        findInlined()
        findHoisted()
        emit(0..<scan.lines.count)
        // Every line once: anything else (a method never reached) reads the text as written.
        guard output.count == scan.lines.count, Set(output).count == output.count else { return Array(scan.lines.indices) }
        return output
    }

    /// Methods reached by calls from methods nobody calls (and from code outside methods).
    private mutating func findInlined() {
        var called: Set<Int> = []
        for call in scan.calls { if let callee = method(named: call.callee), callee != call.caller { called.insert(callee) } }
        var reached: Set<Int> = []
        var queue = (0..<scan.methods.count).filter { !called.contains($0) }
        let outside = scan.calls.filter { $0.caller == nil }.compactMap { method(named: $0.callee) }
        queue += outside
        outside.forEach { reached.insert($0) }
        while let next = queue.popLast() {
            for call in scan.calls where call.caller == next {
                guard let callee = method(named: call.callee), callee != next, !reached.contains(callee) else { continue }
                reached.insert(callee)
                queue.append(callee)
            }
        }
        inlined = reached
    }

    /// Among methods no call places, one that adds views a method written above it
    /// constrains (and constrains none that one adds) is read just before it.
    private mutating func findHoisted() {
        let free = (0..<scan.methods.count).filter { index in
            !inlined.contains(index) && !scan.calls.contains { $0.caller == index && method(named: $0.callee) != nil }
        }
        for (position, later) in free.enumerated() {
            let adds = scan.methods[later].adds
            guard !adds.isEmpty else { continue }
            for earlier in free[..<position] where hoisted[earlier] == nil {
                let needs = scan.methods[earlier].constrains
                guard !needs.isDisjoint(with: adds), scan.methods[later].constrains.isDisjoint(with: scan.methods[earlier].adds)
                else { continue }
                hoisted[later] = earlier
                break
            }
        }
    }

    private mutating func emit(_ range: Range<Int>) {
        var line = range.lowerBound
        while line < range.upperBound {
            if let index = method(startingAt: line) {
                // A method read at its call, before another, or already: passed over here.
                if placed.contains(index) || inlined.contains(index) || hoisted[index] != nil {
                    line = scan.methods[index].end + 1
                    continue
                }
                for (moved, target) in hoisted.sorted(by: { $0.key < $1.key }) where target == index && !placed.contains(moved) {
                    emitMethod(moved)
                }
                emitMethod(index)
                line = scan.methods[index].end + 1
                continue
            }
            output.append(line)
            if let call = callAt[line], let callee = method(named: call.callee),
               inlined.contains(callee), !placed.contains(callee) {
                readAt[callee] = call
                emitMethod(callee)
            }
            line += 1
        }
    }

    private mutating func emitMethod(_ index: Int) {
        let method = scan.methods[index]
        placed.insert(index)
        output.append(method.start)
        emit(method.start + 1..<method.end + 1)
    }

    /// Each method that makes layout read before one written above it that makes layout
    /// too: the first such, with why.
    func moves(_ order: [Int]) -> [PasteOrder.Move] {
        var firstRead: [Int: Int] = [:]
        for (position, line) in order.enumerated() {
            if let index = method(startingAt: line), firstRead[index] == nil { firstRead[index] = position }
        }
        var moves: [PasteOrder.Move] = []
        // Only methods that add or constrain views: moving any other changes no layout.
        func makesLayout(_ index: Int) -> Bool { !scan.methods[index].adds.isEmpty || !scan.methods[index].constrains.isEmpty }
        for (index, method) in scan.methods.enumerated() where makesLayout(index) {
            guard let position = firstRead[index] else { continue }
            let passed = scan.methods.indices.first { other in
                other < index && (firstRead[other] ?? -1) > position && makesLayout(other)
            }
            guard let passed else { continue }
            let call = readAt[index]
            moves.append(PasteOrder.Move(method: method.name, line: method.start + 1, before: scan.methods[passed].name,
                                         beforeLine: scan.methods[passed].start + 1,
                                         caller: call.map { $0.caller.map { scan.methods[$0].name } ?? "" },
                                         callLine: (call?.line ?? method.start) + 1))
        }
        return moves
    }
}

extension String {
    /// Without leading and trailing blanks and tabs.
    var trimmingBlanks: String {
        var text = Substring(self)
        while let c = text.first, c == " " || c == "\t" { text = text.dropFirst() }
        while let c = text.last, c == " " || c == "\t" || c == "\r" { text = text.dropLast() }
        return String(text)
    }
}
