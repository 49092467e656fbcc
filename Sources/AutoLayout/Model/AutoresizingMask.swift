import Messages

/// UIKit's `UIView.AutoresizingMask`: which of the three parts of each axis (the margin
/// before the view, its size, the margin after it) absorb a change of the superview's
/// size. The raw values are UIKit's bits, so a mask read from code or a document keeps its
/// meaning. Parsed from UIKit's names, Interface Builder's XML names, and the notation
/// Apple's logs print (`h=-&- v=&--`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    public static let none: AutoresizingMask = []

    /// UIKit's names in bit order (the order `names` lists them in).
    public static let uikitNames: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The attributes of Interface Builder's `<autoresizingMask key="autoresizingMask" …/>`.
    public static let interfaceBuilderNames: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// Every name a single word may be, for completion and did-you-mean.
    public static let allNames: [String] = uikitNames.map(\.name) + interfaceBuilderNames.map(\.name) + ["none"]

    /// The flag a name stands for: UIKit's (`flexibleWidth`, also `.flexibleWidth` and
    /// Objective-C's `UIViewAutoresizingFlexibleWidth`), Interface Builder's
    /// (`widthSizable`), or `none`.
    public static func named(_ name: String) -> AutoresizingMask? {
        var text = Substring(name)
        if text.hasPrefix(".") { text = text.dropFirst() }
        for prefix in ["UIViewAutoresizing", "NSViewAutoresizing"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            guard let first = text.first else { return nil }
            text = Substring(first.lowercased()) + text.dropFirst()
        }
        if text == "none" { return AutoresizingMask.none }
        return (uikitNames + interfaceBuilderNames).first { $0.name == text }?.flag
    }

    /// The attributes of `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`:
    /// the names given as YES are flexible, the rest fixed.
    public init(interfaceBuilderAttributes attributes: [String: String]) {
        self = Self.interfaceBuilderNames.reduce(into: AutoresizingMask.none) { mask, entry in
            if attributes[entry.name] == "YES" { mask.insert(entry.flag) }
        }
    }

    /// UIKit's names of the flags set, or `["none"]`.
    public var names: [String] {
        let set = Self.uikitNames.filter { contains($0.flag) }.map(\.name)
        return set.isEmpty ? ["none"] : set
    }

    // MARK: per axis

    /// The three flags of one axis, in Apple's order: margin before, size, margin after.
    public static func flags(_ axis: Axis) -> [AutoresizingMask] {
        axis == .horizontal ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
    }

    /// Which parts of the axis are flexible: [before, size, after].
    public func flexible(_ axis: Axis) -> [Bool] {
        Self.flags(axis).map(contains)
    }

    // MARK: Apple's notation

    /// `h=-&- v=--&`: per axis the margin before, the size and the margin after, `&`
    /// flexible and `-` fixed. An axis with nothing flexible prints `--&`, as UIKit logs a
    /// view made in code (mask none): the frame stays and the far margin takes the change.
    public var logNotation: String {
        "h=" + notation(.horizontal) + " v=" + notation(.vertical)
    }

    public func notation(_ axis: Axis) -> String {
        let parts = flexible(axis)
        guard parts.contains(true) else { return "--&" }
        return String(parts.map { $0 ? "&" : "-" })
    }

    /// `h=-&- v=--&`, or one axis alone (`h=&-&`; the other axis then has nothing
    /// flexible). Nil unless the text is exactly that.
    public init?(logNotation text: some StringProtocol) {
        var mask = AutoresizingMask.none
        var seen: Set<Character> = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            guard let (axis, flags) = Self.axisNotation(word), seen.insert(axis == .horizontal ? "h" : "v").inserted else {
                return nil
            }
            mask.formUnion(flags)
        }
        guard !seen.isEmpty else { return nil }
        self = mask
    }

    /// `h=-&-` → (horizontal, flexibleWidth); nil unless it has exactly that shape.
    public static func axisNotation(_ word: some StringProtocol) -> (Axis, AutoresizingMask)? {
        let chars = Array(word)
        guard chars.count == 5, chars[1] == "=", chars[0] == "h" || chars[0] == "v" else { return nil }
        let axis: Axis = chars[0] == "h" ? .horizontal : .vertical
        var mask = AutoresizingMask.none
        for (char, flag) in zip(chars[2...], flags(axis)) {
            switch char {
            case "&": mask.insert(flag)
            case "-": break
            default: return nil
            }
        }
        return (axis, mask)
    }

    // MARK: parsing words

    /// The mask a list of words spells: names in any of the spellings `named` takes,
    /// Apple's `h=…`/`v=…`, and what pasted code brings along (`[`, `]`, `|`). Words are
    /// united; `none` stands alone. Errors point at the word.
    public static func parse(_ words: [(text: String, range: SourceRange)]) throws(Diagnostic) -> AutoresizingMask {
        var mask = AutoresizingMask.none
        var sawNone: SourceRange?
        var sawFlag: SourceRange?
        var axes: [Axis: SourceRange] = [:]
        var any = false
        for (raw, range) in words {
            var text = Substring(raw)
            while let first = text.first, first == "[" || first == "|" || first == "(" { text = text.dropFirst() }
            while let last = text.last, last == "]" || last == "|" || last == ")" || last == "," { text = text.dropLast() }
            guard !text.isEmpty else { continue }
            any = true
            if text.hasPrefix("h=") || text.hasPrefix("v=") {
                guard let (axis, flags) = axisNotation(text) else {
                    throw Diagnostic(.unknownMask(String(text), suggestion: nil), at: range)
                }
                if axes[axis] != nil {
                    throw Diagnostic(.custom(Message(axis == .horizontal ? .maskHorizontalTwice : .maskVerticalTwice)), at: range)
                }
                axes[axis] = range
                mask.formUnion(flags)
                sawFlag = sawFlag ?? range
                continue
            }
            guard let flag = named(String(text)) else {
                throw Diagnostic(.unknownMask(String(text), suggestion: NameSuggester.suggestion(for: String(text), among: allNames)),
                                 at: range)
            }
            if flag.isEmpty { sawNone = range } else { sawFlag = sawFlag ?? range }
            if let none = sawNone, sawFlag != nil {
                throw Diagnostic(.custom(Message(.maskNoneCombined)), at: none)
            }
            mask.formUnion(flag)
        }
        guard any else { throw Diagnostic(.custom(Message(.maskMissing)), at: words.last?.range) }
        return mask
    }
}

extension AutoresizingMask: CustomStringConvertible {
    /// `h=-&- v=--& (flexibleWidth)`.
    public var description: String {
        "\(logNotation) (\(names.joined(separator: ", ")))"
    }
}
