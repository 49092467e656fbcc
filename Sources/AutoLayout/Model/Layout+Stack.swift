/// What `stack NAME axis … views A B C` asks for: UIStackView's properties.
public struct StackSpec: Hashable, Sendable {
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, trailing, center, firstBaseline, lastBaseline
    }

    public var name: String
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    public var views: [String]

    public init(name: String, axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill,
                spacing: Double = 0, views: [String]) {
        self.name = name; self.axis = axis; self.distribution = distribution; self.alignment = alignment
        self.spacing = spacing; self.views = views
    }

    /// `info axis horizontal distribution fill alignment center spacing 8 views a b c`:
    /// the words after `stack`. Keywords may come in any order; `views` comes last.
    public static func parse(_ words: [String]) throws(Diagnostic) -> StackSpec {
        guard let name = words.first else { throw StackMessages.usage }
        var spec = StackSpec(name: name, axis: .horizontal, views: [])
        var index = 1
        var sawAxis = false
        while index < words.count {
            let keyword = words[index]
            if keyword == "views" {
                spec.views = words[(index + 1)...].flatMap { $0.split(separator: ",").map(String.init) }
                break
            }
            guard index + 1 < words.count else { throw StackMessages.missingValue(keyword) }
            let value = words[index + 1]
            switch keyword {
            case "axis":
                guard let axis = Axis(rawValue: value) ?? (value == "h" ? .horizontal : value == "v" ? .vertical : nil) else {
                    throw StackMessages.badValue(value, for: "axis", among: Axis.allCases.map(\.rawValue))
                }
                spec.axis = axis
                sawAxis = true
            case "distribution":
                guard let distribution = Distribution(rawValue: value) else {
                    throw StackMessages.badValue(value, for: "distribution", among: Distribution.allCases.map(\.rawValue))
                }
                spec.distribution = distribution
            case "alignment":
                guard let alignment = Alignment(rawValue: value) else {
                    throw StackMessages.badValue(value, for: "alignment", among: Alignment.allCases.map(\.rawValue))
                }
                spec.alignment = alignment
            case "spacing":
                guard let spacing = Double(value), spacing.isFinite else { throw StackMessages.badSpacing(value) }
                spec.spacing = spacing
            default:
                throw StackMessages.unknownKeyword(keyword)
            }
            index += 2
        }
        guard sawAxis else { throw StackMessages.missingValue("axis") }
        guard !spec.views.isEmpty else { throw StackMessages.noViews }
        return spec
    }
}

/// UIStackView as constraints: `stack` declares the stack (in root) and its arranged views
/// (in the stack) when they do not exist yet, then adds the constraints UIStackView adds,
/// labelled after the identifiers Apple logs (`UISV_spacing_info_1` for 'UISV-spacing').
extension Layout {
    /// Returns the labels of the constraints added. All or nothing: on an error the
    /// layout is as it was.
    @discardableResult
    public func addStack(_ spec: StackSpec) throws(Diagnostic) -> [String] {
        try checkStack(spec)
        let lines = stackConstraintLines(spec)
        var declared: [String] = []
        var added: [String] = []
        do {
            if views[spec.name] == nil {
                try declareView(spec.name, in: Self.rootName, frame: nil)
                declared.append(spec.name)
            }
            for view in spec.views where views[view] == nil {
                try declareView(view, in: spec.name, frame: nil)
                declared.append(view)
            }
            for line in lines {
                added += try addConstraintLine(line)
            }
        } catch {
            for id in added.reversed() { try? remove(id) }
            for view in declared.reversed() { try? removeView(view) }
            throw error
        }
        return added
    }

    private func checkStack(_ spec: StackSpec) throws(Diagnostic) {
        guard isIdentifier(spec.name), spec.name != Self.rootName else { throw LayoutMessages.invalidName(spec.name) }
        guard spec.spacing.isFinite else { throw LayoutMessages.badNumber("a spacing") }
        var seen = Set<String>()
        for view in spec.views {
            guard isIdentifier(view), view != Self.rootName else { throw LayoutMessages.invalidName(view) }
            guard view != spec.name else { throw StackMessages.stackInItself(view) }
            guard seen.insert(view).inserted else { throw StackMessages.duplicate(view) }
            if let record = views[view], record.superview != spec.name {
                throw StackMessages.notArranged(view, stack: spec.name, superview: record.superview ?? Self.rootName)
            }
        }
        if spec.axis == .vertical, spec.alignment == .firstBaseline || spec.alignment == .lastBaseline {
            throw StackMessages.baselineInVerticalStack
        }
        let canvas = "UISV_canvas_connection_\(spec.name)_1"
        if records[canvas] != nil { throw StackMessages.alreadyStacked(spec.name, canvas) }
    }
}

/// The constraints themselves, one formula line each (with its label).
extension Layout {
    func stackConstraintLines(_ spec: StackSpec) -> [String] {
        var lines = StackLines(spec: spec)
        lines.alongAxis(intrinsic: spec.views.map { views[$0]?.intrinsic[spec.axis] })
        lines.acrossAxis()
        return lines.lines
    }
}

/// Builds the labelled formula lines of one stack.
private struct StackLines {
    let spec: StackSpec
    var lines: [String] = []
    private var counters: [String: Int] = [:]

    init(spec: StackSpec) { self.spec = spec }

    private var along: (lead: String, trail: String, size: String, center: String) {
        spec.axis == .horizontal ? ("leading", "trailing", "width", "centerX") : ("top", "bottom", "height", "centerY")
    }
    private var across: (lead: String, trail: String, size: String, center: String) {
        spec.axis == .horizontal ? ("top", "bottom", "height", "centerY") : ("leading", "trailing", "width", "centerX")
    }

    /// `UISV_spacing_info_2: b.leading == a.trailing + 8`.
    private mutating func add(_ identifier: String, _ formula: String, priority: Double = 1000) {
        let kind = identifier.replacingDashes
        counters[kind, default: 0] += 1
        let label = "\(kind)_\(spec.name)_\(counters[kind, default: 1])"
        lines.append("\(label): \(formula)" + (priority < 1000 ? " @\(formatNumber(priority))" : ""))
    }

    mutating func alongAxis(intrinsic: [Double?]) {
        let s = spec.name, v = spec.views, a = along
        guard let first = v.first, let last = v.last else { return }
        add("UISV-canvas-connection", "\(s).\(a.lead) == \(first).\(a.lead)")
        add("UISV-canvas-connection", "\(s).\(a.trail) == \(last).\(a.trail)")
        let spacing = formatNumber(spec.spacing)
        let gapRelation = spec.distribution == .equalSpacing || spec.distribution == .equalCentering ? ">=" : "=="
        for (x, y) in zip(v, v.dropFirst()) {
            add("UISV-spacing", "\(y).\(a.lead) \(gapRelation) \(x).\(a.trail)" + (spec.spacing == 0 ? "" : " + \(spacing)"))
        }
        switch spec.distribution {
        case .fill:
            break
        case .fillEqually:
            for y in v.dropFirst() { add("UISV-fill-equally", "\(y).\(a.size) == \(first).\(a.size)") }
        case .fillProportionally:
            addProportional(intrinsic)
        case .equalSpacing:
            // Apple spreads equal gaps with hidden guides; the same equalities, written directly.
            for (x, (y, z)) in zip(v, zip(v.dropFirst(), v.dropFirst(2))) {
                add("UISV-distributing", "\(y).\(a.lead) - \(x).\(a.trail) == \(z).\(a.lead) - \(y).\(a.trail)")
            }
        case .equalCentering:
            for (x, (y, z)) in zip(v, zip(v.dropFirst(), v.dropFirst(2))) {
                add("UISV-distributing", "\(y).\(a.center) - \(x).\(a.center) == \(z).\(a.center) - \(y).\(a.center)", priority: 999)
            }
        }
    }

    /// Each view gets its share of the stack's length (less the gaps), in proportion to
    /// its intrinsic length; without intrinsic lengths the stack behaves as `fill`, as UIKit's does.
    private mutating func addProportional(_ intrinsic: [Double?]) {
        let sizes = intrinsic.map { $0 ?? 0 }
        let total = sizes.reduce(0, +)
        guard total > 0 else { return }
        let gaps = spec.spacing * Double(spec.views.count - 1)
        for (view, size) in zip(spec.views, sizes) {
            let share = size / total
            var formula = "\(view).\(along.size) == \(formatNumber(share)) * \(spec.name).\(along.size)"
            if gaps != 0, share != 0 { formula += " - \(formatNumber(share * gaps))" }
            add("UISV-fill-proportionally", formula, priority: 999)
        }
    }

    mutating func acrossAxis() {
        let s = spec.name, v = spec.views, c = across
        guard let first = v.first else { return }
        switch spec.alignment {
        case .fill:
            add("UISV-canvas-connection", "\(s).\(c.lead) == \(first).\(c.lead)")
            add("UISV-canvas-connection", "\(s).\(c.trail) == \(first).\(c.trail)")
            for y in v.dropFirst() {
                add("UISV-alignment", "\(first).\(c.lead) == \(y).\(c.lead)")
                add("UISV-alignment", "\(first).\(c.trail) == \(y).\(c.trail)")
            }
        case .leading, .trailing, .center:
            let attribute = spec.alignment == .leading ? c.lead : spec.alignment == .trailing ? c.trail : c.center
            add("UISV-canvas-connection", "\(s).\(attribute) == \(first).\(attribute)")
            for y in v.dropFirst() { add("UISV-alignment", "\(first).\(attribute) == \(y).\(attribute)") }
            addSpanning()
        case .firstBaseline, .lastBaseline:
            let attribute = spec.alignment.rawValue
            for y in v.dropFirst() { add("UISV-alignment", "\(first).\(attribute) == \(y).\(attribute)") }
            addSpanning()
            // Apple pins a spanner around the views; the highest view's top is its edge.
            // Lacking a spanner, a weak pull to the top settles the group against it.
            for view in v { add("UISV-ambiguity-suppression", "\(view).\(c.lead) == \(s).\(c.lead)", priority: 49) }
        }
    }

    /// Every view inside the stack across the axis, and the stack as small as that allows.
    private mutating func addSpanning() {
        let s = spec.name, c = across
        for view in spec.views {
            add("UISV-spanning-boundary", "\(view).\(c.lead) >= \(s).\(c.lead)")
            add("UISV-spanning-boundary", "\(view).\(c.trail) <= \(s).\(c.trail)")
        }
        add("UISV-spanning-fit", "\(s).\(c.size) == 0", priority: 51)
    }
}

private extension String {
    /// `UISV-spacing` → `UISV_spacing`: labels are identifiers.
    var replacingDashes: String { String(map { $0 == "-" ? "_" : $0 }) }
}

/// What `stack` says when it refuses (house style: lower-case, tokens in quotes).
enum StackMessages {
    static let usage = LayoutMessages.error(
        "usage: stack NAME axis horizontal|vertical [distribution D] [alignment A] [spacing N] views A B C")
    static func missingValue(_ keyword: String) -> Diagnostic {
        keyword == "axis" ? LayoutMessages.error("a stack needs 'axis horizontal' or 'axis vertical'")
            : LayoutMessages.error("'\(keyword)' needs a value")
    }
    static func badValue(_ value: String, for keyword: String, among: [String]) -> Diagnostic {
        LayoutMessages.error("unknown \(keyword) '\(value)'; use one of \(among.joined(separator: ", "))")
    }
    static func badSpacing(_ value: String) -> Diagnostic {
        LayoutMessages.error("spacing '\(value)' is not a finite number")
    }
    static func unknownKeyword(_ word: String) -> Diagnostic {
        LayoutMessages.error("unknown stack keyword '\(word)'; use axis, distribution, alignment, spacing or views")
    }
    static let noViews = LayoutMessages.error("a stack needs 'views' followed by at least one view")
    static func stackInItself(_ name: String) -> Diagnostic {
        LayoutMessages.error("'\(name)' cannot be arranged in itself")
    }
    static func duplicate(_ name: String) -> Diagnostic {
        LayoutMessages.error("'\(name)' is arranged twice")
    }
    static func notArranged(_ view: String, stack: String, superview: String) -> Diagnostic {
        LayoutMessages.error("'\(view)' is a subview of '\(superview)', not of '\(stack)'; an arranged view must be a subview of its stack")
    }
    static let baselineInVerticalStack = LayoutMessages.error(
        "baseline alignment needs a horizontal stack (Apple ignores it in vertical ones)")
    static func alreadyStacked(_ name: String, _ id: String) -> Diagnostic {
        LayoutMessages.error("'\(name)' is already a stack ('\(id)'); remove its UISV constraints first")
    }
}
