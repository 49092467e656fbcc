import AutoLayout

/// The `--json` document (SPEC §7), written by hand: the shape is fixed and small, and
/// numbers must read as a person writes them (20, not 20.0).
struct JSONDocument {
    let layout: Layout

    /// One string grown in place: a 1,000-view document has thousands of entries, and
    /// building each as its own string and joining them cost more than the layout itself.
    func render() -> String {
        let analysis = layout.analyze()
        let size = layout.rootSize
        let views = layout.viewNames
        var out = "{\n"
        // Constraints are described as they are written (`forEachConstraint`), not held
        // as a list beside the document; the reserve counts the layout's own too.
        out.reserveCapacity(256 * (views.count + layout.recordCount))
        let safe = layout.safeAreaInsets
        out += "  \"root\": {\"width\": \(Self.number(size.width)), \"height\": \(Self.number(size.height)), "
        out += "\"safeArea\": {\"top\": \(Self.number(safe.top)), \"left\": \(Self.number(safe.left)), "
        out += "\"bottom\": \(Self.number(safe.bottom)), \"right\": \(Self.number(safe.right))}},\n"
        out += "  \"direction\": \"\(layout.direction.rawValue)\",\n"
        out += "  \"views\": ["
        appendList(views, to: &out) { name, out in appendView(analysis, name, to: &out) }
        out += "],\n  \"constraints\": ["
        appendEach(to: &out, { layout.forEachConstraint($0) }, appendConstraint)
        out += "],\n  \"implicitConstraints\": ["
        appendEach(to: &out, { layout.forEachConstraint(implicit: true, $0) }, appendImplicit)
        out += "],\n  \"conflicts\": ["
        appendList(analysis.conflicts, to: &out, appendConflict)
        out += "],\n  \"givingWay\": ["
        appendList(analysis.brokenOptional, to: &out) { item, out in
            out += "{\"id\": "; Self.appendString(item.id, to: &out)
            out += ", \"amount\": \(Self.number(item.amount))}"
        }
        out += "],\n  \"ambiguity\": ["
        appendList(ambiguityEntries(analysis), to: &out, appendAmbiguity)
        out += "]"
        // Only sessions with stacks have the key, so documents without stay as they were.
        if !layout.stackNames.isEmpty {
            out += ",\n  \"stacks\": ["
            appendList(layout.stackNames, to: &out, appendStack)
            out += "]"
        }
        out += "\n}\n"
        return out
    }

    private func appendList<T>(_ items: [T], to out: inout String, _ appendItem: (T, inout String) -> Void) {
        guard !items.isEmpty else { return }
        for (i, item) in items.enumerated() {
            out += i == 0 ? "\n    " : ",\n    "
            appendItem(item, &out)
        }
        out += "\n  "
    }

    /// `appendList` over items handed out one at a time by `each`.
    private func appendEach<T>(to out: inout String, _ each: ((T) -> Void) -> Void,
                               _ appendItem: @escaping (T, inout String) -> Void) {
        var count = 0
        each { item in
            out += count == 0 ? "\n    " : ",\n    "
            appendItem(item, &out)
            count += 1
        }
        if count > 0 { out += "\n  " }
    }

    private func appendView(_ analysis: LayoutAnalysis, _ name: String, to out: inout String) {
        let frame = analysis.frames[name] ?? layout.frame(of: name)
        out += "{\"name\": "; Self.appendString(name, to: &out)
        out += layout.isGuide(name) ? ", \"kind\": \"guide\"" : ", \"kind\": \"view\""
        out += ", \"superview\": "; Self.appendString(layout.superview(of: name) ?? Layout.rootName, to: &out)
        out += ", \"frame\": {\"x\": \(Self.number(frame.x)), \"y\": \(Self.number(frame.y)), "
        out += "\"width\": \(Self.number(frame.width)), \"height\": \(Self.number(frame.height))}, \"ambiguous\": ["
        for (i, component) in analysis.ambiguousComponents(of: name).enumerated() {
            if i > 0 { out += ", " }
            Self.appendString(component.rawValue, to: &out)
        }
        out += "]"
        if layout.isHidden(name) { out += ", \"hidden\": true" }
        let insets = layout.alignmentInsets(of: name)
        if !insets.isZero {
            out += ", \"alignmentInsets\": {\"top\": \(Self.number(insets.top)), \"left\": \(Self.number(insets.left)), "
            out += "\"bottom\": \(Self.number(insets.bottom)), \"right\": \(Self.number(insets.right))}"
        }
        if let font = layout.font(of: name) {
            out += ", \"font\": {\"size\": \(Self.number(font.size))"
            if let style = font.style { out += ", \"style\": "; Self.appendString(style.rawValue, to: &out) }
            out += "}"
        }
        if let basis = layout.autoresizing(of: name) { appendAutoresizing(basis, to: &out) }
        appendRef(name, to: &out)
        out += "}"
    }

    /// Views that translate their mask: the mask as Apple logs it and by UIKit's names,
    /// and the frame and superview size its constraints were made from.
    private func appendAutoresizing(_ basis: AutoresizingBasis, to out: inout String) {
        out += ", \"autoresizing\": {\"mask\": "; Self.appendString(basis.mask.logNotation, to: &out)
        out += ", \"names\": [" + basis.mask.names.map(Self.string).joined(separator: ", ") + "]"
        let frame = basis.frame
        out += ", \"frame\": {\"x\": \(Self.number(frame.x)), \"y\": \(Self.number(frame.y)), "
        out += "\"width\": \(Self.number(frame.width)), \"height\": \(Self.number(frame.height))}"
        out += ", \"superviewSize\": {\"width\": \(Self.number(basis.superviewWidth)), "
        out += "\"height\": \(Self.number(basis.superviewHeight))}}"
    }

    /// `, "ref": "0x600003220a50"` for what an import brought in; nothing otherwise.
    private func appendRef(_ name: String, to out: inout String) {
        guard let ref = layout.ref(of: name) else { return }
        out += ", \"ref\": "; Self.appendString(ref, to: &out)
    }

    private func appendConstraint(_ info: LayoutConstraintInfo, to out: inout String) {
        out += "{\"id\": "; Self.appendString(info.id, to: &out)
        out += ", \"text\": "; Self.appendString(info.text, to: &out)
        out += ", \"priority\": \(Self.number(info.priority)), \"state\": "
        Self.appendString(info.state.rawValue, to: &out)
        out += info.satisfied ? ", \"satisfied\": true" : ", \"satisfied\": false"
        // An optional constraint the layout does not meet: by how much ("broken" is only
        // ever the state of a required one that cannot hold).
        if let amount = layout.givesWay(info.id), amount > 0 { out += ", \"givesWay\": \(Self.number(amount))" }
        appendRef(info.id, to: &out)
        out += "}"
    }

    /// A constraint UIKit makes for the user: content size, autoresizing, stacks.
    private func appendImplicit(_ info: LayoutConstraintInfo, to out: inout String) {
        appendConstraint(info, to: &out)
        out.removeLast()
        out += ", \"implicit\": true, \"source\": "
        Self.appendString(info.origin.implicitSource ?? "layout", to: &out)
        out += "}"
    }

    /// A required constraint that cannot hold, the minimal set it conflicts with, and
    /// where each came from when imported.
    private func appendConflict(_ conflict: Conflict, to out: inout String) {
        out += "{\"broken\": "; Self.appendString(conflict.id, to: &out)
        out += ", \"minimalSet\": [" + conflict.conflictingWith.map(Self.string).joined(separator: ", ") + "]"
        let refs = ([conflict.id] + conflict.conflictingWith).compactMap { id in layout.ref(of: id).map { (id, $0) } }
        out += ", \"refs\": {"
        out += refs.map { Self.string($0.0) + ": " + Self.string($0.1) }.joined(separator: ", ")
        out += "}}"
    }

    private typealias AmbiguityEntry = (view: String, component: FrameComponent, ambiguity: LayoutAmbiguity)

    /// Per view in declaration order, per component in frame order.
    private func ambiguityEntries(_ analysis: LayoutAnalysis) -> [AmbiguityEntry] {
        analysis.viewOrder.flatMap { view in
            FrameComponent.allCases.compactMap { component in
                analysis.ambiguous[view]?[component].map { (view, component, $0) }
            }
        }
    }

    private func appendAmbiguity(_ entry: AmbiguityEntry, to out: inout String) {
        out += "{\"view\": "; Self.appendString(entry.view, to: &out)
        out += ", \"component\": "; Self.appendString(entry.component.rawValue, to: &out)
        out += ", \"lower\": " + (entry.ambiguity.lower.map(Self.number) ?? "null")
        out += ", \"upper\": " + (entry.ambiguity.upper.map(Self.number) ?? "null")
        switch entry.ambiguity.cause {
        case .unconstrained: out += ", \"cause\": \"unconstrained\""
        case .inequalities: out += ", \"cause\": \"inequalities\""
        case .tie(let priority, _): out += ", \"cause\": \"tie\", \"priority\": \(Self.number(priority))"
        }
        out += ", \"constraints\": [" + entry.ambiguity.cause.constraintIDs.map(Self.string).joined(separator: ", ") + "]}"
    }

    /// `{"view": length, …}` for the arranged views that have one, in arranged order.
    private static func appendLengths(_ lengths: [String: Double], in arranged: [String], to out: inout String) {
        out += "{"
        for (i, view) in arranged.filter({ lengths[$0] != nil }).enumerated() {
            if i > 0 { out += ", " }
            appendString(view, to: &out)
            out += ": \(number(lengths[view] ?? 0))"
        }
        out += "}"
    }

    /// A live stack: its properties, arranged views, hidden ones among them, and the
    /// constraints it made (`"implicit": true`: UIKit's, not the user's).
    private func appendStack(_ name: String, to out: inout String) {
        guard let stack = layout.stack(name) else { return }
        out += "{\"name\": "; Self.appendString(name, to: &out)
        out += ", \"axis\": "; Self.appendString(stack.axis.rawValue, to: &out)
        out += ", \"distribution\": "; Self.appendString(stack.distribution.rawValue, to: &out)
        out += ", \"alignment\": "; Self.appendString(stack.alignment.rawValue, to: &out)
        out += ", \"spacing\": \(Self.number(stack.spacing)), \"customSpacing\": "
        Self.appendLengths(stack.customSpacing, in: stack.arranged, to: &out)
        if !stack.offers.isEmpty {
            out += ", \"offers\": "
            Self.appendLengths(stack.offers, in: stack.arranged, to: &out)
        }
        out += ", \"layoutMarginsRelativeArrangement\": \(stack.marginsRelative)"
        out += ", \"baselineRelativeArrangement\": \(stack.baselineRelative), \"arranged\": ["
        for (i, view) in stack.arranged.enumerated() {
            if i > 0 { out += ", " }
            Self.appendString(view, to: &out)
        }
        out += "], \"hidden\": ["
        for (i, view) in stack.arranged.filter(layout.isHidden).enumerated() {
            if i > 0 { out += ", " }
            Self.appendString(view, to: &out)
        }
        out += "], \"constraints\": ["
        for (i, info) in layout.stackConstraints(name).enumerated() {
            out += i == 0 ? "\n      " : ",\n      "
            appendConstraint(info, to: &out)
            out.removeLast()
            out += ", \"implicit\": true}"
        }
        out += "]}"
    }

    /// Rounded to 1e-6, no trailing zeros; JSON has no infinities, so those are null.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return formatNumber(value)
    }

    static func string(_ text: String) -> String {
        var out = ""
        appendString(text, to: &out)
        return out
    }

    static func appendString(_ text: String, to out: inout String) {
        out += "\""
        // Names and constraint texts rarely hold anything to escape: copy them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension Session {
    /// The final state as SPEC §7 describes it.
    public func jsonDocument() -> String {
        JSONDocument(layout: layout).render()
    }
}
