import AutoLayout
import Cassowary

/// `export swift`: UIKit anchors, activated together, identifiers and priorities kept.
extension CodeExporter {
    /// The session as a view controller's `viewDidLoad` would build it: the hierarchy
    /// (`addSubview`, stacks by `addArrangedSubview`), translatesAutoresizingMaskIntoConstraints,
    /// then one `NSLayoutConstraint.activate([…])`. A constraint gets a name only when it
    /// needs one: a label (kept as its identifier) or a priority below required.
    func swiftLines() -> [String] {
        var out = ["// alsh export (Swift, UIKit). Views are properties named as in the session; root is `\(swiftItem(Layout.rootName))`."]
        out += viewNotes.map { "// \($0)" }
        out += swiftPreamble()
        var activated: [String] = []
        for record in userRecords {
            guard record.isActive else {
                out.append("// inactive: \(Self.mention(record))")
                continue
            }
            guard let expression = swiftExpression(record) else {
                out.append("// not expressible as one NSLayoutConstraint: \(Self.mention(record))")
                continue
            }
            let labelled = !Self.isGeneratedID(record.id)
            guard labelled || record.priority < 1000 else {
                activated.append(expression)
                continue
            }
            let name = swiftVariable(record.id)
            out.append("let \(name) = \(expression)")
            if record.priority < 1000 { out.append("\(name).priority = \(Self.swiftPriority(record.priority))") }
            if labelled { out.append("\(name).identifier = \"\(record.id)\"") }
            activated.append(name)
        }
        if !activated.isEmpty {
            out.append("NSLayoutConstraint.activate([")
            out += activated.map { "    \($0)," }
            out.append("])")
        }
        return out
    }

    /// Everything before the constraints: the hierarchy, translatesAutoresizingMask…,
    /// frames and masks, content priorities, stacks. Shared with the SnapKit export.
    func swiftPreamble(translating: [String]? = nil) -> [String] {
        var out = swiftHierarchy()
        let constrainedViews = translating ?? self.constrainedViews
        if !constrainedViews.isEmpty {
            if constrainedViews.count <= 2 {
                out += constrainedViews.map { "\(swiftItem($0)).translatesAutoresizingMaskIntoConstraints = false" }
            } else {
                out.append("for subview in [\(constrainedViews.map(swiftItem).joined(separator: ", "))] {")
                out.append("    subview.translatesAutoresizingMaskIntoConstraints = false")
                out.append("}")
            }
        }
        for (name, frame) in autoresizingViews {
            out.append("\(swiftItem(name)).frame = CGRect(x: \(formatNumber(frame.x)), y: \(formatNumber(frame.y)), width: \(formatNumber(frame.width)), height: \(formatNumber(frame.height)))")
            if let mask = layout.views[name]?.autoresizingMask, !mask.isEmpty {
                out.append("\(swiftItem(name)).autoresizingMask = [\(mask.names.map { "." + $0 }.joined(separator: ", "))]")
            }
        }
        out += swiftContentPriorities()
        out += swiftStackLines()
        return out
    }

    /// `addSubview` in declaration order (a stack's arranged views come with the stack),
    /// `addLayoutGuide` for guides.
    private func swiftHierarchy() -> [String] {
        var out: [String] = []
        for name in declaredNames {
            guard let view = layout.views[name] else { continue }
            let owner = swiftItem(view.superview ?? Layout.rootName)
            if view.isGuide {
                out.append("\(owner).addLayoutGuide(\(swiftItem(name)))")
            } else if layout.stackArranging(name) == nil {
                out.append("\(owner).addSubview(\(swiftItem(name)))")
            }
        }
        return out
    }

    /// `c12`, `g3`: ids alsh made up, which code has no use for; labels are the user's.
    static func isGeneratedID(_ id: String) -> Bool {
        guard let first = id.first, first == "c" || first == "g", id.count > 1 else { return false }
        return id.dropFirst().allSatisfy(\.isASCII) && id.dropFirst().allSatisfy(\.isNumber)
    }

    /// UIKit's names where a priority has one (`.defaultHigh`), else its raw value.
    static func swiftPriority(_ priority: Double) -> String {
        switch priority {
        case 1000: ".required"
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        case 50: ".fittingSizeLevel"
        default: "UILayoutPriority(\(formatNumber(priority)))"
        }
    }

    /// Every user constraint, VFL members one by one (Swift has no need of the format).
    var userRecords: [ConstraintRecord] {
        layout.recordOrder.compactMap { layout.records[$0] }.filter(\.origin.isUser)
    }

    private func swiftContentPriorities() -> [String] {
        var out: [String] = []
        for name in declaredNames {
            guard let view = layout.views[name] else { continue }
            if !view.intrinsic.isEmpty {
                let w = view.intrinsic[.horizontal].map(formatNumber) ?? "none"
                let h = view.intrinsic[.vertical].map(formatNumber) ?? "none"
                out.append("// \(name): intrinsic content size \(w) x \(h) (alsh `intrinsic`); its class says it with")
                let sw = view.intrinsic[.horizontal].map(formatNumber) ?? "UIView.noIntrinsicMetric"
                let sh = view.intrinsic[.vertical].map(formatNumber) ?? "UIView.noIntrinsicMetric"
                out.append("//     override var intrinsicContentSize: CGSize { CGSize(width: \(sw), height: \(sh)) }")
            }
            for priority in changedContentPriorities(view) {
                let method = priority.isHugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
                let swiftAxis = priority.axis == .horizontal ? ".horizontal" : ".vertical"
                out.append("\(swiftItem(name)).\(method)(UILayoutPriority(\(formatNumber(priority.value))), for: \(swiftAxis))")
            }
        }
        return out
    }

    /// A term's item: the view, or one of its guides (`view.safeAreaLayoutGuide`).
    private func swiftItem(_ term: ResolvedTerm) -> String {
        swiftItem(term.view) + (term.guide.map { "." + $0.swiftName } ?? "")
    }

    /// `a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.4, constant: 8)`;
    /// a location with a multiplier needs `NSLayoutConstraint(item:…)`, anchors have none.
    func swiftExpression(_ record: ConstraintRecord) -> String? {
        guard let c = appleForm(record), let first = c.lhs.first else { return swiftOffsetExpression(record) }
        let anchor = "\(swiftItem(first)).\(Self.swiftAnchor(first.attribute))"
        let relation = Self.swiftRelation(c.relation)
        if let multiplier = record.standingSystemSpacingMultiplier, let second = c.rhs.first {
            let label = first.attribute.isHorizontal ? "SystemSpacingAfter" : "SystemSpacingBelow"
            return "\(anchor).constraint(\(relation)To\(label): \(swiftItem(second)).\(Self.swiftAnchor(second.attribute)), multiplier: \(formatExact(multiplier)))"
        }
        guard let second = c.rhs.first else {
            return "\(anchor).constraint(\(relation)ToConstant: \(formatExact(c.constant)))"
        }
        if second.coefficient != 1, !first.attribute.isSize {
            return "NSLayoutConstraint(item: \(swiftItem(first)), attribute: .\(first.attribute.rawValue), relatedBy: \(Self.swiftRelatedBy(c.relation)), toItem: \(swiftItem(second)), attribute: .\(second.attribute.rawValue), multiplier: \(formatExact(second.coefficient)), constant: \(formatExact(c.constant)))"
        }
        var arguments = ["\(relation)To: \(swiftItem(second)).\(Self.swiftAnchor(second.attribute))"]
        if second.coefficient != 1 { arguments.append("multiplier: \(formatExact(second.coefficient))") }
        if c.constant != 0 { arguments.append("constant: \(formatExact(c.constant))") }
        return "\(anchor).constraint(\(arguments.joined(separator: ", ")))"
    }

    /// `a - b == c - d + k` (four edges on one axis, as a scroll view's margins over its
    /// content are imported) as UIKit writes it: the offset between two anchors is a
    /// dimension, `b.topAnchor.anchorWithOffset(to: a.topAnchor).constraint(equalTo:
    /// d.topAnchor.anchorWithOffset(to: c.topAnchor), constant: k)`. Nil for any other shape.
    private func swiftOffsetExpression(_ record: ConstraintRecord) -> String? {
        guard let c = record.canonical, c.lhs.count == 1, let a = c.lhs.first, a.coefficient == 1, c.rhs.count == 3,
              let d = c.rhs.first(where: { $0.coefficient == -1 }) else { return nil }
        let added = c.rhs.filter { $0.coefficient == 1 }
        guard added.count == 2, Self.offsetAttributesAgree([a, d] + added) else { return nil }
        let (b, other) = (added[0], added[1])
        func anchor(_ term: ResolvedTerm) -> String { "\(swiftItem(term)).\(Self.swiftAnchor(term.attribute))" }
        var arguments = ["\(Self.swiftRelation(c.relation))To: \(anchor(d)).anchorWithOffset(to: \(anchor(other)))"]
        if c.constant != 0 { arguments.append("constant: \(formatExact(c.constant))") }
        return "\(anchor(b)).anchorWithOffset(to: \(anchor(a))).constraint(\(arguments.joined(separator: ", ")))"
    }

    /// Edges UIKit lets one offset relate: locations on one axis, all left/right or all
    /// leading/trailing (UIKit refuses to relate the two kinds).
    private static func offsetAttributesAgree(_ terms: [ResolvedTerm]) -> Bool {
        let attributes = terms.map(\.attribute)
        guard attributes.allSatisfy({ !$0.isSize }), Set(attributes.map(\.isHorizontal)).count == 1 else { return false }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return Set(attributes.map { directional.contains($0) }).count == 1
    }

    private static func swiftRelation(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equal"
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
    }

    private static func swiftRelatedBy(_ relation: Relation) -> String {
        relation == .equal ? ".equal" : "." + swiftRelation(relation)
    }

    /// `leadingAnchor`, or `layoutMarginsGuide.leadingAnchor` for a margin attribute.
    static func swiftAnchor(_ attribute: Attribute) -> String {
        switch attribute {
        case .leftMargin: "layoutMarginsGuide.leftAnchor"
        case .rightMargin: "layoutMarginsGuide.rightAnchor"
        case .topMargin: "layoutMarginsGuide.topAnchor"
        case .bottomMargin: "layoutMarginsGuide.bottomAnchor"
        case .leadingMargin: "layoutMarginsGuide.leadingAnchor"
        case .trailingMargin: "layoutMarginsGuide.trailingAnchor"
        case .centerXWithinMargins: "layoutMarginsGuide.centerXAnchor"
        case .centerYWithinMargins: "layoutMarginsGuide.centerYAnchor"
        default: "\(attribute.rawValue)Anchor"
        }
    }

    /// root is the view controller's `view` (or `rootView` if a view is called `view`).
    /// In a whole file root is always `view` and colliding names are renamed.
    func swiftItem(_ name: String) -> String {
        guard name == Layout.rootName else { return swiftRenames[name] ?? name }
        return !options.fragment || layout.views["view"] == nil ? "view" : "rootView"
    }

    /// A `let` name for a constraint: its id, unless that is a view's name or a keyword.
    private func swiftVariable(_ id: String) -> String {
        let keywords: Set = ["let", "var", "in", "for", "if", "else", "func", "class", "struct", "return",
                             "self", "Self", "true", "false", "nil", "view", "rootView", "subview", "is", "as"]
        return layout.views[id] != nil || keywords.contains(id) ? "\(id)Constraint" : id
    }
}
