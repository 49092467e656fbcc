import AutoLayout
import Messages

/// Reads `DebuggerDump`s. Pure: text in, views and skipped lines out; a line that cannot
/// be read is noted with its number and the rest is kept, as log import does.
public enum DebuggerDumpReader {
    /// True when the text is a trace or a recursiveDescription rather than a conflict log.
    public static func looksLikeDump(_ text: String) -> Bool {
        form(of: text) != nil
    }

    static func form(of text: String) -> DebuggerDump.Form? {
        var traceLines = 0, legacyLines = 0, descriptionLines = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(400) {
            let line = unwrapped(Substring(raw))
            if line.contains("Unable to simultaneously satisfy") { return nil }
            let body = line.drop { $0 == "|" || $0 == " " || $0 == "\t" }
            if body.hasPrefix("<"), body.contains("; frame = (") { descriptionLines += 1 }
            if let first = body.first, "*+•".contains(first) || body.hasPrefix("UIWindow:") {
                let rest = "*+•".contains(first) ? body.dropFirst() : body
                if rest.hasPrefix("<"), !rest.contains("; frame"), !rest.contains(": 0x") { legacyLines += 1 }
                else if rest.contains(":0x") { traceLines += 1 }
            }
        }
        if descriptionLines > 0, descriptionLines >= traceLines + legacyLines { return .recursiveDescription }
        if legacyLines > 0, legacyLines >= traceLines { return .legacyTrace }
        if traceLines > 0 { return .trace }
        return nil
    }

    public static func read(_ text: String) -> DebuggerDump {
        let form = form(of: text) ?? .trace
        var dump = DebuggerDump(form: form)
        var stack: [Int] = []  // indices of the views on the path to the current depth
        var seen: [String: Int] = [:]
        var inLegend = false
        var baseDepth: Int?
        let lines = joinedAmbiguityLines(text)
        let levels = form == .recursiveDescription ? indentationLevels(lines) : nil
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.allSatisfy(\.isWhitespace) { continue }
            if line.hasPrefix("Legend:") { inLegend = true; continue }
            if inLegend, line.first == "\t" || line.first == " " { continue }
            inLegend = false
            // The command that printed the dump, pasted with it; a sublayer Cycript's
            // description lists under its view (`<_UILabelContentLayer: 0x…> (layer)`).
            if DebuggerOutputLines.isCommand(line) || line.hasSuffix("> (layer)") { continue }
            if line.contains("Constraint:0x") {
                dump.constraintLines.append((number, String(line)))
                continue
            }
            guard var view = form == .recursiveDescription ? description(line, number) : trace(line, number) else {
                dump.problems.append(LogProblem(line: number, sentence: Message(form == .recursiveDescription ? .dumpNotDescription : .dumpNotTrace)))
                continue
            }
            if let levels { view.depth = levels[indentation(line)] ?? 0 }
            if let earlier = seen[view.address] {
                dump.problems.append(LogProblem(line: number, sentence: Message(.dumpRepeated, view.address, String(dump.views[earlier].line))))
                continue
            }
            // A dump cut out of a deeper one (a comment in code) starts at its first line's level.
            let base = baseDepth ?? view.depth
            baseDepth = base
            view.depth = max(0, view.depth - base)
            if dump.views.isEmpty { view.depth = 0 }
            guard view.depth <= stack.count else {
                dump.problems.append(LogProblem(line: number, sentence: Message(.dumpDepthJump)))
                continue
            }
            stack.removeSubrange(view.depth...)
            view.parent = stack.last
            if view.parent == nil, !dump.views.isEmpty {
                // A second top-level view (a second window): kept under the first.
                view.parent = 0
                view.depth = 1
                stack = [0]
            }
            seen[view.address] = dump.views.count
            stack.append(dump.views.count)
            dump.views.append(view)
        }
        return dump
    }

    /// The depths of a recursiveDescription printed without `|` (as iPhone OS 3 printed it,
    /// nesting by spaces alone): the views' indentations from the smallest up are depths 0,
    /// 1, 2… Nil when any view line has a `|`, whose count is then the depth.
    static func indentationLevels(_ lines: [Substring]) -> [Int: Int]? {
        var widths: Set<Int> = []
        for line in lines {
            let prefix = line.prefix { $0 == " " || $0 == "\t" || $0 == "|" }
            guard line.dropFirst(prefix.count).first == "<" else { continue }
            if prefix.contains("|") { return nil }
            widths.insert(indentation(line))
        }
        return Dictionary(uniqueKeysWithValues: widths.sorted().enumerated().map { ($1, $0) })
    }

    /// How far a line is indented, a tab counting as four spaces.
    static func indentation(_ line: Substring) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }

    /// The lines (unwrapped), with an `AMBIGUOUS LAYOUT` mark a narrow column wrapped onto
    /// the next line (`*UILabel:0x…'Password'-` then `  AMBIGUOUS LAYOUT for …`, or `-
    /// AMBIGUOUS LAYOUT` then `|   |     for UILabel:0x….minX{id: 31}`) joined back to its
    /// view's line. The continuation's place stays, empty, so line numbers are the text's.
    static func joinedAmbiguityLines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { unwrapped($0) }
        var previous: Int?
        for index in lines.indices {
            let body = lines[index].drop { $0 == " " || $0 == "\t" || $0 == "|" }
            guard !body.isEmpty else { continue }
            let continues = body.hasPrefix("AMBIGUOUS LAYOUT") || (body.hasPrefix("for ") && body.contains("{id:"))
            if continues, let last = previous, lines[last].hasSuffix("-") || lines[last].hasSuffix("AMBIGUOUS LAYOUT") {
                lines[last] = Substring(lines[last] + " " + body)
                lines[index] = ""
            } else {
                previous = index
            }
        }
        return lines
    }

    /// The line without a console timestamp (`2019-05-01 10:00:00.000 App[12:34] `), a
    /// carriage return, or Cycript's and `po`'s quotes around the whole dump.
    static func unwrapped(_ line: Substring) -> Substring {
        var text = line
        while let last = text.last, last == "\r" || last == "`" || last == "\"" { text = text.dropLast() }
        if let first = text.first, first.isNumber, text.prefix(4).allSatisfy(\.isNumber),
           let bracket = text.firstIndex(of: "]"), text[..<bracket].contains("[") {
            text = text[text.index(after: bracket)...].drop { $0 == " " }
        }
        // A dump kept in a code comment: `// |   *UIButton:0x…`.
        let indented = text.drop { $0 == " " || $0 == "\t" }
        if indented.hasPrefix("// ") || indented.hasPrefix("//\t") { text = indented.dropFirst(3) }
        for prefix in ["`", "#\"", "@\"", "\""] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        // Cycript prints the dump as a JavaScript string: `\u2022` for the bullet, `\t` for a tab.
        if text.contains("\\u2022") { text = Substring(text.replacing("\\u2022", with: "•")) }
        if text.hasPrefix("\\t") { text = "\t" + text.dropFirst(2) }
        return text
    }

    // MARK: _autolayoutTrace

    static func trace(_ line: Substring, _ number: Int) -> DebuggerDump.View? {
        var text = line
        var depth = 0
        while true {
            let spaces = text.prefix { $0 == " " || $0 == "\t" }
            let rest = text.dropFirst(spaces.count)
            guard rest.first == "|" else { text = rest; break }
            depth += 1
            text = rest.dropFirst()
        }
        var mark: Character?
        if let first = text.first, "*+•".contains(first) {
            mark = first
            text = text.dropFirst()
        }
        var className: Substring
        var address: Substring
        var title: String?
        var rest: Substring
        if text.hasPrefix("<") {
            // `<UIButton:0x8d5c5f0>` (iOS 6–7) or `<UILayoutGuide: 0x1c81a1ce0 - "UIViewSafeAreaLayoutGuide", …>`.
            guard let close = matchingClose(text) else { return nil }
            let inner = text[text.index(after: text.startIndex)..<close]
            guard let colon = inner.firstIndex(of: ":") else { return nil }
            className = inner[..<colon]
            let afterColon = inner[inner.index(after: colon)...].drop { $0 == " " }
            address = afterColon.prefix { $0.isHexDigit || $0 == "x" }
            if let quote = afterColon.firstIndex(of: "\"") {
                let titled = afterColon[afterColon.index(after: quote)...]
                title = titled.firstIndex(of: "\"").map { String(titled[..<$0]) }
            }
            rest = text[text.index(after: close)...]
        } else {
            guard let colon = text.firstIndex(of: ":") else { return nil }
            className = text[..<colon]
            let afterColon = text[text.index(after: colon)...]
            address = afterColon.prefix { $0.isHexDigit || $0 == "x" }
            rest = afterColon.dropFirst(address.count)
            if rest.first == "'" {
                let quoted = rest.dropFirst()
                let end = quoted.range(of: "'- AMBIGUOUS")?.lowerBound ?? quoted.range(of: "', MISSING")?.lowerBound
                    ?? quoted.lastIndex(of: "'") ?? quoted.endIndex
                title = String(quoted[..<end])
                rest = end < quoted.endIndex ? quoted[quoted.index(after: end)...] : quoted[end...]
            }
        }
        // A view may describe itself with spaces (a navigation bar by its title: `Dynamic
        // Stack View:0x7fadc940fa10`).
        guard address.hasPrefix("0x"), address.count > 2, className.first != " ", className.last != " ",
              !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || "_. ".contains($0) }) else { return nil }
        var view = DebuggerDump.View(className: String(className), address: String(address), title: title,
                                     depth: depth, mark: mark, line: number)
        if rest.contains("MISSING HOST CONSTRAINTS") { view.missingHostConstraints = true }
        if let marker = rest.range(of: "AMBIGUOUS LAYOUT") {
            let parts = rest[marker.upperBound...]
            var components: [FrameComponent] = []
            for (word, component) in [(".minX{", FrameComponent.x), (".minY{", .y), (".Width{", .width), (".Height{", .height)]
                where parts.contains(word) { components.append(component) }
            view.ambiguous = components
        }
        return view
    }

    /// The `>` closing the `<` `text` starts with (nested `<…>` skipped).
    static func matchingClose(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "<" { depth += 1 }
            if text[index] == ">" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    // MARK: recursiveDescription

    static func description(_ line: Substring, _ number: Int) -> DebuggerDump.View? {
        guard let open = line.firstIndex(of: "<") else { return nil }
        var prefix = line[..<open]
        // `'MFMailComposeController:0x89b0220' <MFMailComposeView: …>`: the view controller
        // whose view it is, named before it; on the top line, whatever `po` printed first.
        if let bar = prefix.lastIndex(of: "|") {
            let after = prefix[prefix.index(after: bar)...].drop { $0 == " " }
            if after.hasPrefix("'"), after.dropFirst().contains("'") { prefix = prefix[...bar] }
        } else {
            prefix = ""
        }
        guard prefix.allSatisfy({ $0 == " " || $0 == "|" || $0 == "\t" }) else { return nil }
        let depth = prefix.filter { $0 == "|" }.count
        // A wrapped line (a long text cut by the console) has no closing '>': read what is there.
        let body = line[line.index(after: open)...]
        let fields = split(body.hasSuffix(">") ? body.dropLast() : body)
        guard let head = fields.first, let colon = head.firstIndex(of: ":") else { return nil }
        let className = head[..<colon].trimmingSpaces
        let address = head[head.index(after: colon)...].trimmingSpaces
        guard address.hasPrefix("0x"), !className.isEmpty,
              className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        var view = DebuggerDump.View(className: String(className), address: String(address), depth: depth, line: number)
        for field in fields.dropFirst() {
            // `; hidden;` without a value, as some UIKit versions print the flag.
            if field.trimmingSpaces == "hidden" { view.hidden = true }
            guard let equals = field.range(of: " = ") else { continue }
            let key = field[..<equals.lowerBound].trimmingSpaces
            let value = field[equals.upperBound...].trimmingSpaces
            switch key {
            case "frame": view.frame = frame(value)
            case "autoresize": view.autoresize = String(value)
            case "hidden": view.hidden = value == "YES"
            case "text":
                if value.count >= 2, value.hasPrefix("'") { view.title = String(value.dropFirst().dropLast(value.hasSuffix("'") ? 1 : 0)) }
            default: break
            }
        }
        guard view.frame != nil else { return nil }
        return view
    }

    /// `key = value; key = value` at the top level (not inside `()`, `<>` or `'…'`).
    static func split(_ text: Substring) -> [Substring] {
        var fields: [Substring] = []
        var depth = 0
        var quoted = false
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == "'" { quoted.toggle() }
            if !quoted {
                if c == "(" || c == "<" || c == "{" { depth += 1 }
                if c == ")" || c == ">" || c == "}" { depth = max(0, depth - 1) }
                if c == ";", depth == 0 {
                    fields.append(text[start..<index])
                    start = text.index(after: index)
                }
            }
            index = text.index(after: index)
        }
        fields.append(text[start...])
        return fields
    }

    /// `(20 64; 335 21)` → the rect; nil unless four finite numbers.
    static func frame(_ text: Substring) -> Rect? {
        let numbers = text.split { $0 == "(" || $0 == ")" || $0 == ";" || $0 == " " }.compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && abs($0) <= 1e9 }) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self.drop { $0 == " " }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
