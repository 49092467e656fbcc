import Cassowary

/// UIStackView's distribution and alignment, and what `stack NAME axis … views A B C` asks for.
public struct StackSpec: Hashable, Sendable {
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, trailing, center, firstBaseline, lastBaseline

        /// UIKit's `.top` is `.leading` and `.bottom` is `.trailing` (the same raw values).
        public static let aliases: [String: Alignment] = ["top": .leading, "bottom": .trailing]

        public init?(word: String) {
            guard let value = Alignment(rawValue: word) ?? Self.aliases[word] else { return nil }
            self = value
        }

        public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    }

    public var name: String
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    public var views: [String]
    /// setCustomSpacing(_:after:) by arranged view: each must be among `views`.
    public var customSpacing: [String: Double]
    /// What an arranged view offers a fill-proportionally stack (`StackRecord.offers`).
    public var offers: [String: Double] = [:]
    /// isLayoutMarginsRelativeArrangement.
    public var marginsRelative: Bool
    /// isBaselineRelativeArrangement.
    public var baselineRelative: Bool

    public init(name: String, axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill,
                spacing: Double = 0, views: [String], customSpacing: [String: Double] = [:],
                marginsRelative: Bool = false, baselineRelative: Bool = false) {
        self.name = name; self.axis = axis; self.distribution = distribution; self.alignment = alignment
        self.spacing = spacing; self.views = views; self.customSpacing = customSpacing
        self.marginsRelative = marginsRelative; self.baselineRelative = baselineRelative
    }

    /// `info axis horizontal distribution fill alignment center spacing 8 margins on
    /// spacing after a 20 views a b c`: the words after `stack`. Settings may come in any
    /// order (those of a change line too); `views` comes last.
    public static func parse(_ words: [String]) throws(Diagnostic) -> StackSpec {
        guard let name = words.first else { throw StackMessages.usage }
        var spec = StackSpec(name: name, axis: .horizontal, views: [])
        var index = 1
        var sawAxis = false, sawViews = false
        while index < words.count {
            let keyword = words[index]
            if keyword == "views" {
                sawViews = true
                spec.views = words[(index + 1)...].flatMap { $0.split(separator: ",").map(String.init) }
                break
            }
            guard index + 1 < words.count else { throw StackMessages.missingValue(keyword) }
            let value = words[index + 1]
            switch keyword {
            case "axis":
                spec.axis = try parseAxis(value)
                sawAxis = true
            case "distribution": spec.distribution = try parseDistribution(value)
            case "alignment": spec.alignment = try parseAlignment(value)
            case "spacing" where value == "after":
                guard index + 3 < words.count else { throw StackMessages.missingValue("spacing after") }
                let view = words[index + 2], amount = words[index + 3]
                spec.customSpacing[view] = amount == "default" ? nil : try parseSpacing(amount)
                index += 2
            case "offer":
                guard index + 2 < words.count else { throw StackMessages.missingValue("offer") }
                let amount = words[index + 2]
                if amount == "default" {
                    spec.offers[value] = nil
                } else {
                    guard let length = Double(amount) else { throw LayoutMessages.badNumber("a length") }
                    spec.offers[value] = length
                }
                index += 1
            case "spacing": spec.spacing = try parseSpacing(value)
            case "margins", "baseline":
                guard value == "on" || value == "off" else { throw StackMessages.notOnOrOff(keyword, value) }
                if keyword == "margins" { spec.marginsRelative = value == "on" } else { spec.baselineRelative = value == "on" }
            default:
                throw StackMessages.unknownKeyword(keyword)
            }
            index += 2
        }
        guard sawAxis else { throw StackMessages.missingValue("axis") }
        guard sawViews else { throw StackMessages.noViews }
        return spec
    }

    public static func parseAxis(_ value: String) throws(Diagnostic) -> Axis {
        switch value {
        case "horizontal", "h", "H": return .horizontal
        case "vertical", "v", "V": return .vertical
        default: throw StackMessages.badValue(value, for: "axis", among: Axis.allCases.map(\.rawValue))
        }
    }

    public static func parseDistribution(_ value: String) throws(Diagnostic) -> Distribution {
        guard let distribution = Distribution(rawValue: value) else {
            throw StackMessages.badValue(value, for: "distribution", among: Distribution.allCases.map(\.rawValue))
        }
        return distribution
    }

    public static func parseAlignment(_ value: String) throws(Diagnostic) -> Alignment {
        guard let alignment = Alignment(word: value) else {
            throw StackMessages.badValue(value, for: "alignment",
                                         among: Alignment.allCases.map(\.rawValue) + ["top", "bottom"])
        }
        return alignment
    }

    /// A spacing the solver holds exactly: finite, at most 1e9 either way.
    static func isValidSpacing(_ value: Double) -> Bool { value.isFinite && abs(value) <= 1e9 }

    /// A length a view may offer a stack: finite, from 0 to 1e9.
    static func isValidOffer(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= 1e9 }

    public static func parseSpacing(_ value: String) throws(Diagnostic) -> Double {
        guard let spacing = Double(value), isValidSpacing(spacing) else {
            throw StackMessages.badSpacing(value)
        }
        return spacing
    }
}

/// One live UIStackView: its properties and the arranged views in order. The layout keeps
/// the constraints it makes for them (`constraintIDs`) and, after every change, puts in
/// the solver only the difference between what they were and what they must become.
public struct StackRecord: Sendable {
    public let name: String
    public var axis: Axis
    public var distribution: StackSpec.Distribution
    public var alignment: StackSpec.Alignment
    public var spacing: Double
    /// arrangedSubviews, in order. Each is a subview of the stack.
    public var arranged: [String]
    /// setCustomSpacing(_:after:): the spacing after a view, instead of `spacing`.
    public var customSpacing: [String: Double] = [:]
    /// The length an arranged view offers a fill-proportionally stack, where it is known:
    /// UIKit measures a view that has no intrinsic length and is not a stack by fitting it
    /// in the engine that holds it, which gives its current length (docs/UIKIT-RULES.md).
    public var offers: [String: Double] = [:]
    /// isLayoutMarginsRelativeArrangement.
    public var marginsRelative = false
    /// What the arranged views offered when a fill-proportionally stack was last built
    /// (`Layout.proportionalLengths(of:)`), by view; empty for other distributions.
    var proportionalLengths: [String: Double] = [:]
    /// isBaselineRelativeArrangement (vertical stacks: gaps measured between baselines).
    public var baselineRelative = false
    /// The views whose baselines the arranged stacks vended when this stack was last
    /// built, for a stack that reads baselines; empty for others.
    var vendedBaselines: [String: VendedBaselines] = [:]

    /// Whether the stack's constraints read its views' baselines: gaps between baselines
    /// in a vertical baseline-relative stack, alignment on them.
    var readsBaselines: Bool {
        (axis == .vertical && baselineRelative) || alignment.isBaseline
    }

    /// The ids of the constraints the layout holds for this stack now.
    var constraintIDs: Set<String> = []
    /// The hidden `_UILayoutSpacer` ('UISV-alignment-spanner') across the axis: its
    /// origin and length, private solver variables made the first time an alignment needs it.
    var spanner: (origin: Variable, length: Variable)?
    /// The stack's spacing as one private solver variable held by `stack:NAME.spacing`:
    /// every gap reads it, so a new spacing is one constant edit, not one per gap.
    var spacingVariable: Variable?

    init(name: String, axis: Axis, distribution: StackSpec.Distribution, alignment: StackSpec.Alignment,
         spacing: Double, arranged: [String]) {
        self.name = name; self.axis = axis; self.distribution = distribution
        self.alignment = alignment; self.spacing = spacing; self.arranged = arranged
    }

    /// The spacing after `view`: its custom spacing, else the stack's.
    public func spacing(after view: String) -> Double { customSpacing[view] ?? spacing }
}

/// What one change did to a stack's constraints, for the line the shell prints.
public struct StackChange: Hashable, Sendable {
    public var stack: String
    /// (id, text) of constraints made.
    public var added: [(id: String, text: String)] = []
    /// (id, text) of constraints whose constant or form changed (same id).
    public var changed: [(id: String, text: String)] = []
    /// Ids of constraints dropped.
    public var removed: [String] = []
    /// The stack was a plain view until this change.
    public var becameStack = false
    /// Views that moved into the stack from another superview (addArrangedSubview).
    public var moved: [(view: String, from: String)] = []
    /// Arranged views that stopped translating their autoresizing mask.
    public var stoppedTranslating: [String] = []

    public init(stack: String) { self.stack = stack }

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    public static func == (a: StackChange, b: StackChange) -> Bool {
        a.stack == b.stack && a.removed == b.removed && a.becameStack == b.becameStack
            && a.moved.map(\.view) == b.moved.map(\.view) && a.stoppedTranslating == b.stoppedTranslating
            && a.added.map(\.id) == b.added.map(\.id) && a.added.map(\.text) == b.added.map(\.text)
            && a.changed.map(\.id) == b.changed.map(\.id) && a.changed.map(\.text) == b.changed.map(\.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(stack)
        hasher.combine(removed)
        for (id, text) in added + changed { hasher.combine(id); hasher.combine(text) }
    }
}

extension ConstraintRecord {
    /// A stack's helpers below the fitting-size level ('UISV-spanning-fit' @51,
    /// 'UISV-canvas-fit' @49, 'UISV-ambiguity-suppression' @25) exist to give way: they
    /// only settle what nothing else decides, so their giving way is not news to report
    /// (`stack NAME` and `--json` still show them unsatisfied).
    var isFittingHelper: Bool {
        guard case .stackView = origin else { return false }
        return priority < 100
    }
}

/// The views an arranged stack vends for its first and last baselines (nil: none, its
/// own edges stand in).
struct VendedBaselines: Equatable, Sendable {
    let first: String?
    let last: String?
}
