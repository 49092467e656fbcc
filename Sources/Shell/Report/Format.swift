import AutoLayout
import Messages

/// Numbers, frames and ranges as the shell writes them everywhere.
enum Format {
    /// `(20, 20, 335, 30)`.
    static func frame(_ rect: Rect) -> String {
        // One buffer, one string: a report after every command prints a moved view's two
        // frames, and a string per number appended piece by piece was most of that.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * NumberText.capacity + 8) { buffer in
            let out = buffer.baseAddress!
            var count = 0
            func put(_ byte: Unicode.Scalar) {
                out[count] = UInt8(ascii: byte)
                count += 1
            }
            put("(")
            count += NumberText.write(rect.x, to: out + count)
            put(","); put(" ")
            count += NumberText.write(rect.y, to: out + count)
            put(","); put(" ")
            count += NumberText.write(rect.width, to: out + count)
            put(","); put(" ")
            count += NumberText.write(rect.height, to: out + count)
            put(")")
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    static func number(_ value: Double) -> String { formatNumber(value) }

    /// `20 16 0 16`: top, left, bottom, right, as `margins` and `safearea` take them.
    static func insets(_ insets: Margins) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: " ")
    }

    static func nothingConstrains(in language: Language) -> String { Message(.nothingConstrainsIt).text(in: language) }

    /// `any value in [0, 335] (only bounded by c4)`.
    /// `any value in [0, 327]`, `any value up to 187.5`, `any value from 20 up`.
    static func range(_ lower: Double?, _ upper: Double?, in language: Language = .en) -> String {
        let message = switch (lower, upper) {
        case (let lower?, let upper?): Message(.rangeBetween, formatNumber(lower), formatNumber(upper))
        case (let lower?, nil): Message(.rangeFrom, formatNumber(lower))
        case (nil, let upper?): Message(.rangeUpTo, formatNumber(upper))
        case (nil, nil): Message(.rangeAny)
        }
        return message.text(in: language)
    }

    /// `c1–c3, c7`: runs of consecutive user ids shortened, others as they are.
    static func idList(_ ids: [String]) -> String {
        func number(_ id: String) -> Int? { id.first == "c" ? Int(id.dropFirst()) : nil }
        var parts: [String] = []
        var index = 0
        while index < ids.count {
            var end = index
            while end + 1 < ids.count, let a = number(ids[end]), let b = number(ids[end + 1]), b == a + 1 { end += 1 }
            parts.append(end - index >= 2 ? "\(ids[index])–\(ids[end])"
                         : ids[index...end].joined(separator: ", "))
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }

    static func ambiguity(_ ambiguity: LayoutAmbiguity?, in language: Language = .en) -> String {
        guard let ambiguity else { return "" }
        // Each text worded only when it is the answer (a view built up line by line is
        // ambiguous after most lines, and each wording is a message formatted).
        var range: String { Self.range(ambiguity.lower, ambiguity.upper, in: language) }
        // Both sides bounded means equalities hold it in too: say the range, not "nothing".
        let bounded = ambiguity.lower != nil && ambiguity.upper != nil
        if case .unconstrained = ambiguity.cause { return bounded ? range : Self.nothingConstrains(in: language) }
        // `width >= 0` bounds every size; naming it would only hide that nothing else does.
        let ids = ambiguity.cause.constraintIDs.filter { !$0.hasPrefix("nonNegative:") }
        if ids.isEmpty, case .inequalities = ambiguity.cause {
            return bounded ? language.words(.boundedByNonNegative, range) : Self.nothingConstrains(in: language)
        }
        switch ambiguity.cause {
        case .unconstrained:
            return range
        case .inequalities:
            return ids.isEmpty ? range : language.words(.onlyBoundedBy, range, ids.joined(separator: ", "))
        case .tie(let priority, let ids):
            return language.words(.tieAtPriority, range, ids.joined(separator: ", "), formatNumber(priority))
        }
    }
}
