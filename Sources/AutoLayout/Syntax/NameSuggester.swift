/// "Did you mean …?": the closest known name to a mistyped one, by edit distance.
///
/// The distance is the optimal-string-alignment form of Damerau–Levenshtein (insertions,
/// deletions, substitutions and swaps of neighbours each cost 1), ignoring case, because
/// the usual slips are `rigth` for `right` and `centerx` for `centerX`.
public enum NameSuggester {
    /// The candidate nearest to `name`, or nil when none is near enough to be a likely typo.
    /// Ties go to the candidate listed first, so callers control preference by order.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        guard !typed.isEmpty else { return nil }
        let limit = threshold(forLength: typed.count)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = self.distance(typed, Array(candidate.lowercased()), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Edit distance between two names, ignoring case.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.lowercased()), Array(b.lowercased()), limit: Int.max)
    }

    /// Short names tolerate one slip; longer ones about one in three characters.
    static func threshold(forLength length: Int) -> Int {
        max(1, (length + 1) / 3)
    }

    private static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return abs(a.count - b.count) }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Three rolling rows: the swap of neighbours looks two rows back.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
