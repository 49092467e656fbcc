/// What one press of Tab does to the line, decided from the word under the cursor and the
/// session's candidates. Kept apart from libedit so the rules read in one place.
enum TabCompletion: Equatable {
    /// Delete `deleting` characters before the cursor, then insert `text`.
    case edit(deleting: Int, text: String)
    /// Nothing to add; several candidates remain (a second Tab lists them).
    case ambiguous([String])
    /// No candidate at all.
    case none

    /// `word` is the word before the cursor as typed (`Session.completionWord`). Candidates are whole
    /// replacement words; the part of each already typed is the longest end of `word` that
    /// starts them all, so "b.ri" in "a.left=b.ri" completes to "b.right" whether the
    /// session splits words at '=' or not.
    static func plan(word: String, candidates: [String]) -> TabCompletion {
        let unique = candidates.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard let first = unique.first else { return .none }
        let common = unique.dropFirst().reduce(first) { commonPrefix($0, $1) }
        let typed = typedLength(of: word, in: common)
        if unique.count == 1 {
            if typed == 0, !word.isEmpty {
                // The session replaced the word (a different case, say): swap it whole.
                return .edit(deleting: word.count, text: first + separator(after: first))
            }
            // Inside a word ("H:|-[em", "a.left=b.ri") a space would split the line's syntax.
            let wholeWord = typed == word.count
            return .edit(deleting: 0, text: String(first.dropFirst(typed))
                         + (wholeWord ? separator(after: first) : ""))
        }
        if typed == 0, !word.isEmpty || common.isEmpty {
            return .ambiguous(unique)
        }
        let added = String(common.dropFirst(typed))
        return added.isEmpty ? .ambiguous(unique) : .edit(deleting: 0, text: added)
    }

    /// A finished word gets a space; a view name awaiting ".attribute" or a folder does not.
    static func separator(after candidate: String) -> String {
        candidate.hasSuffix(".") || candidate.hasSuffix("/") ? "" : " "
    }

    /// The longest end of `word` that is a start of `prefix`.
    static func typedLength(of word: String, in prefix: String) -> Int {
        let word = Array(word), prefix = Array(prefix)
        var length = min(word.count, prefix.count)
        while length > 0, word[(word.count - length)...] != prefix[..<length] {
            length -= 1
        }
        return length
    }

    static func commonPrefix(_ a: String, _ b: String) -> String {
        String(zip(a, b).prefix { $0 == $1 }.map(\.0))
    }

    /// Candidates in columns as wide as the longest, as many as fit in `width`.
    static func columns(_ candidates: [String], width: Int) -> String {
        let cell = (candidates.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / max(cell, 1))
        var text = ""
        for (index, candidate) in candidates.enumerated() {
            let last = index % perRow == perRow - 1 || index == candidates.count - 1
            text += last ? candidate + "\n" : candidate.padding(to: cell)
        }
        return text
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (Foundation-free).
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
