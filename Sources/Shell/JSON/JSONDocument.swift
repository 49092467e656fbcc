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
        let views = layout.viewNames, constraints = layout.constraints
        var out = "{\n"
        out.reserveCapacity(256 * (views.count + constraints.count))
        let safe = layout.safeAreaInsets
        out += "  \"root\": {\"width\": \(Self.number(size.width)), \"height\": \(Self.number(size.height)), "
        out += "\"safeArea\": {\"top\": \(Self.number(safe.top)), \"left\": \(Self.number(safe.left)), "
        out += "\"bottom\": \(Self.number(safe.bottom)), \"right\": \(Self.number(safe.right))}},\n"
        out += "  \"views\": ["
        appendList(views, to: &out) { name, out in appendView(analysis, name, to: &out) }
        out += "],\n  \"constraints\": ["
        appendList(constraints, to: &out, appendConstraint)
        out += "]\n}\n"
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
        out += "]}"
    }

    private func appendConstraint(_ info: LayoutConstraintInfo, to out: inout String) {
        out += "{\"id\": "; Self.appendString(info.id, to: &out)
        out += ", \"text\": "; Self.appendString(info.text, to: &out)
        out += ", \"priority\": \(Self.number(info.priority)), \"state\": "
        Self.appendString(info.state.rawValue, to: &out)
        out += info.satisfied ? ", \"satisfied\": true}" : ", \"satisfied\": false}"
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
