import Cassowary

/// `export swift`: UIKit anchors, activated together, identifiers and priorities kept.
extension CodeExporter {
    func swiftLines() -> [String] {
        var out = ["// alsh export (Swift, UIKit). Views are properties named as in the session; root is `\(swiftItem(Layout.rootName))`."]
        out += viewNotes.map { "// \($0)" }
        if !constrainedViews.isEmpty {
            out.append("for subview in [\(constrainedViews.map(swiftItem).joined(separator: ", "))] {")
            out.append("    subview.translatesAutoresizingMaskIntoConstraints = false")
            out.append("}")
        }
        for (name, frame) in autoresizingViews {
            out.append("\(swiftItem(name)).translatesAutoresizingMaskIntoConstraints = true")
            out.append("\(swiftItem(name)).frame = CGRect(x: \(formatNumber(frame.x)), y: \(formatNumber(frame.y)), width: \(formatNumber(frame.width)), height: \(formatNumber(frame.height)))")
            if let mask = layout.views[name]?.autoresizingMask, !mask.isEmpty {
                out.append("\(swiftItem(name)).autoresizingMask = [\(mask.names.map { "." + $0 }.joined(separator: ", "))]")
            }
        }
        for (guide, owner) in userGuides {
            out.append("\(swiftItem(owner)).addLayoutGuide(\(swiftItem(guide)))  // \(guide) is a UILayoutGuide")
        }
        out += swiftContentPriorities()
        out += swiftStackLines()
        var activated: [String] = []
        for record in records {
            guard record.isActive else {
                out.append("// inactive: \(Self.mention(record))")
                continue
            }
            guard let expression = swiftExpression(record) else {
                out.append("// not expressible as one NSLayoutConstraint: \(Self.mention(record))")
                continue
            }
            let name = swiftVariable(record.id)
            out.append("let \(name) = \(expression)")
            out.append("\(name).identifier = \"\(record.id)\"")
            if record.priority < 1000 { out.append("\(name).priority = UILayoutPriority(\(formatNumber(record.priority)))") }
            activated.append(name)
        }
        if !activated.isEmpty {
            out.append("NSLayoutConstraint.activate([")
            out += activated.map { "    \($0)," }
            out.append("])")
        }
        return out
    }

    /// Every user constraint, VFL members one by one (Swift has no need of the format).
    private var records: [ConstraintRecord] {
        layout.recordOrder.compactMap { layout.records[$0] }.filter(\.origin.isUser)
    }

    private func swiftContentPriorities() -> [String] {
        var out: [String] = []
        for name in layout.viewOrder {
            guard let view = layout.views[name] else { continue }
            if !view.intrinsic.isEmpty {
                let w = view.intrinsic[.horizontal].map(formatNumber) ?? "none"
                let h = view.intrinsic[.vertical].map(formatNumber) ?? "none"
                out.append("// \(name): intrinsic content size \(w) x \(h) (alsh `intrinsic`)")
            }
            for axis in Axis.allCases {
                let swiftAxis = axis == .horizontal ? ".horizontal" : ".vertical"
                if let hug = view.hugging[axis], hug != 250 {
                    out.append("\(swiftItem(name)).setContentHuggingPriority(UILayoutPriority(\(formatNumber(hug))), for: \(swiftAxis))")
                }
                if let resist = view.resistance[axis], resist != 750 {
                    out.append("\(swiftItem(name)).setContentCompressionResistancePriority(UILayoutPriority(\(formatNumber(resist))), for: \(swiftAxis))")
                }
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
        guard let c = record.canonical, c.isAppleExpressible, let first = c.lhs.first else { return nil }
        let anchor = "\(swiftItem(first)).\(Self.swiftAnchor(first.attribute))"
        let relation = Self.swiftRelation(c.relation)
        guard let second = c.rhs.first else {
            return "\(anchor).constraint(\(relation)ToConstant: \(formatNumber(c.constant)))"
        }
        if second.coefficient != 1, !first.attribute.isSize {
            return "NSLayoutConstraint(item: \(swiftItem(first)), attribute: .\(first.attribute.rawValue), relatedBy: \(Self.swiftRelatedBy(c.relation)), toItem: \(swiftItem(second)), attribute: .\(second.attribute.rawValue), multiplier: \(formatNumber(second.coefficient)), constant: \(formatNumber(c.constant)))"
        }
        var arguments = ["\(relation)To: \(swiftItem(second)).\(Self.swiftAnchor(second.attribute))"]
        if second.coefficient != 1 { arguments.append("multiplier: \(formatNumber(second.coefficient))") }
        if c.constant != 0 { arguments.append("constant: \(formatNumber(c.constant))") }
        return "\(anchor).constraint(\(arguments.joined(separator: ", ")))"
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
    func swiftItem(_ name: String) -> String {
        guard name == Layout.rootName else { return name }
        return layout.views["view"] == nil ? "view" : "rootView"
    }

    /// A `let` name for a constraint: its id, unless that is a view's name or a keyword.
    private func swiftVariable(_ id: String) -> String {
        let keywords: Set = ["let", "var", "in", "for", "if", "else", "func", "class", "struct", "return",
                             "self", "Self", "true", "false", "nil", "view", "rootView", "subview", "is", "as"]
        return layout.views[id] != nil || keywords.contains(id) ? "\(id)Constraint" : id
    }
}
