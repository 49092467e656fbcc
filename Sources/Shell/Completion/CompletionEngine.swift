import AutoLayout
import Foundation

/// Tab completion: what may come at the cursor, from the command table and the layout.
/// Candidates are whole replacement words for the token that ends at the cursor.
struct CompletionEngine {
    let layout: Layout

    func completions(line: String, cursor: Int) -> [String] {
        let prefix = String(line.prefix(max(0, cursor)))
        let words = Words.split(prefix)
        // The last word reaches the cursor unless a blank (not quoted, not escaped) ends it.
        let endsWord = words.last.map { $0.range.upperBound == prefix.count } ?? false
        let current = endsWord ? words.last?.text ?? "" : ""
        let previous = (endsWord ? words.dropLast() : words[...]).map(\.text)
        guard let command = previous.first else {
            if current.contains(where: { "[|.:(".contains($0) }) {
                return constraintCompletions(prefix, current: current)
            }
            return filter(CommandTable.names + viewsWithDot() + ["H:", "V:"], current)
        }
        if let spec = CommandTable.spec(named: command) {
            return candidates(spec.completion(Array(previous.dropFirst())), current, typed: Words.typedWord(prefix))
        }
        return constraintCompletions(prefix, current: current)
    }

    private func candidates(_ kind: CompletionKind, _ current: String, typed: String = "") -> [String] {
        switch kind {
        case .none: []
        case .views: filter(allViews(), current)
        case .attributes: attributes(current)
        case .constraintIDs: filter(layout.constraints.map(\.id) + layout.groupIDs, current)
        case .files: files(Words.split(typed).last?.path ?? "", typed: typed)
        case .words(let words): filter(words, current)
        case .attributesOr(let words): filter(words, current) + attributes(current)
        }
    }

    /// Inside a formula or a VFL line: views, `view.attribute`, metrics, format options.
    private func constraintCompletions(_ prefix: String, current: String) -> [String] {
        let body = prefix.drop { $0 == " " || $0 == "\t" }
        let label = ConstraintParser.splitLabel(String(body))
        let rest = body.dropFirst(label.bodyStart)
        if ConstraintParser.looksLikeVFL(rest) {
            // Options follow the format after a space.
            let formatEnded = Words.split(String(rest)).count > 1 || rest.last == " "
            if formatEnded { return filter(FormatOption.allCases.map(\.rawValue), current) }
            let token = String(prefix.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            switch prefix.dropLast(token.count).last {
            case "[": return filter(allViews(), token)
            case "-": return filter(layout.metrics.keys.sorted(), token)
            default: return filter(layout.metrics.keys.sorted() + allViews(), token)
            }
        }
        let isCall = ConstraintParser.looksLikeAnchorCall(rest)
        if isCall, let labels = callLabels(String(rest)) { return labels }
        let token = String(prefix.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
        return token.contains(".") ? attributes(token, anchors: isCall) : filter(viewsWithDot() + layout.metrics.keys.sorted(), token)
    }

    /// Inside a Swift call pasted or typed (`a.topAnchor.constraint(eq`): its argument
    /// labels, the first ones after `(`, `constant:`/`multiplier:` after a `,`, and for
    /// `NSLayoutConstraint(` the next of its seven labels. Nil when not at a label.
    private func callLabels(_ text: String) -> [String]? {
        let characters = Array(text)
        let token = String(characters.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        let before = characters.dropLast(token.count).reversed().first { $0 != " " && $0 != "\t" }
        guard before == "(" || before == "," else { return nil }
        // The innermost call still open at the cursor.
        var open: [Int] = []
        for (i, c) in characters.enumerated() {
            if c == "(" { open.append(i) } else if c == ")" { _ = open.popLast() }
        }
        guard let start = open.last else { return nil }
        let callee = String(characters[..<start].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        if callee == "NSLayoutConstraint" {
            let labels = ["item:", "attribute:", "relatedBy:", "toItem:", "attribute:", "multiplier:", "constant:"]
            let commas = characters[start...].filter { $0 == "," }.count
            return commas < labels.count ? filter([labels[commas]], token) : []
        }
        guard callee == "constraint" else { return nil }
        let labels = ConstraintParser.anchorCallLabels
        return filter(before == "(" ? labels.first : labels.later, token)
    }

    private func allViews() -> [String] { layout.viewNames + [Layout.rootName] }

    private func viewsWithDot() -> [String] { allViews().map { $0 + "." } }

    /// `email.le` → email.leading, email.leadingMargin, email.left, email.leftMargin.
    private func attributes(_ current: String, anchors: Bool = false) -> [String] {
        guard let dot = current.lastIndex(of: ".") else { return filter(viewsWithDot(), current) }
        let item = String(current[..<dot])
        let parts = item.split(separator: ".")
        let view = String(parts.first ?? "")
        guard view == Layout.rootName || layout.hasView(view) else { return [] }
        // `a.topAnchor.` goes on with the call that makes the constraint.
        if let last = item.split(separator: ".").last, Attribute(anchorName: String(last)) != nil {
            return filter([item + ".constraint("], current)
        }
        // After a guide (`root.safeArea.`, or a declared guide) only a guide's attributes.
        let isGuide = parts.count == 1 ? layout.isGuide(view)
            : parts.last.map { BuiltInGuide(spelling: String($0)) != nil } ?? false
        if isGuide {
            return filter(Attribute.allCases.filter(\.isGuideAttribute).map(\.rawValue).sorted().map { item + "." + $0 }, current)
        }
        let guides = BuiltInGuide.allCases.filter { !$0.isScrollViewGuide || layout.isScrollView(view) }.map { $0.rawValue + "." }
        var names = Attribute.allCases.map(\.rawValue).sorted() + ["frame", "superview."] + guides
        // In a Swift call anchors are what the code names (`b.bottomAnchor`); elsewhere
        // only when no attribute fits what is typed (`a.topA`).
        let typed = current[current.index(after: dot)...]
        if anchors || !names.contains(where: { $0.hasPrefix(typed) }) {
            names += Attribute.allCases.map(\.rawValue).sorted().compactMap { name in
                Attribute(anchorName: name + "Anchor") == nil ? nil : name + "Anchor"
            }
        }
        return filter(names.map { item + "." + $0 }, current)
    }

    /// Directory entries matching the typed path; directories end in '/'.
    /// Paths under the directory typed so far, written as the word was begun: after an
    /// opening quote inside quotes (closed after a file), otherwise with blanks escaped
    /// (`My\ App/`), so the line still reads as one word.
    private func files(_ current: String, typed: String) -> [String] {
        let quoted = typed.hasPrefix("\"")
        return paths(current).map { path in
            quoted ? "\"" + path + (path.hasSuffix("/") ? "" : "\"") : Words.escaped(path)
        }
    }

    private func paths(_ current: String) -> [String] {
        let slash = current.lastIndex(of: "/")
        let directoryPart = slash.map { String(current[...$0]) } ?? ""
        let partial = slash.map { String(current[current.index(after: $0)...]) } ?? current
        let directory = directoryPart.isEmpty ? "." : ScriptFile.expandingTilde(directoryPart)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return entries.filter { $0.hasPrefix(partial) && (partial.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .map { entry in
                var isDirectory: ObjCBool = false
                let path = ScriptFile.joined(directory, entry)
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                return directoryPart + entry + (isDirectory.boolValue ? "/" : "")
            }
    }

    private func filter(_ candidates: [String], _ current: String) -> [String] {
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(current) && seen.insert($0).inserted }
    }
}

extension Session {
    /// The word Tab completes at the end of `before` (the line up to the cursor), as
    /// typed: a blank escaped (`My\ App`) or inside quotes does not end it.
    public static func completionWord(before: String) -> String { Words.typedWord(before) }

    /// Candidates for the word that ends at `cursor` (a Character offset) in `line`.
    public func completions(line: String, cursor: Int) -> [String] {
        CompletionEngine(layout: layout).completions(line: line, cursor: cursor)
    }
}
