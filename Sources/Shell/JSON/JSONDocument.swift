import AutoLayout

/// The `--json` document (SPEC §7), written by hand: the shape is fixed and small, and
/// numbers must read as a person writes them (20, not 20.0).
struct JSONDocument {
    let layout: Layout

    func render() -> String {
        let analysis = layout.analyze()
        let size = layout.rootSize
        var out = "{\n"
        out += "  \"root\": {\"width\": \(Self.number(size.width)), \"height\": \(Self.number(size.height))},\n"
        out += "  \"views\": [" + list(layout.viewNames.map { view(analysis, $0) }) + "],\n"
        out += "  \"constraints\": [" + list(layout.constraints.map(constraint)) + "]\n"
        out += "}\n"
        return out
    }

    private func list(_ items: [String]) -> String {
        items.isEmpty ? "" : "\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n  "
    }

    private func view(_ analysis: LayoutAnalysis, _ name: String) -> String {
        let frame = analysis.frames[name] ?? layout.frame(of: name)
        let ambiguous = analysis.ambiguousComponents(of: name).map { Self.string($0.rawValue) }
        return "{\"name\": \(Self.string(name)), \"superview\": \(Self.string(layout.superview(of: name) ?? Layout.rootName)), "
            + "\"frame\": {\"x\": \(Self.number(frame.x)), \"y\": \(Self.number(frame.y)), "
            + "\"width\": \(Self.number(frame.width)), \"height\": \(Self.number(frame.height))}, "
            + "\"ambiguous\": [\(ambiguous.joined(separator: ", "))]}"
    }

    private func constraint(_ info: LayoutConstraintInfo) -> String {
        "{\"id\": \(Self.string(info.id)), \"text\": \(Self.string(info.text)), "
            + "\"priority\": \(Self.number(info.priority)), \"state\": \(Self.string(info.state.rawValue)), "
            + "\"satisfied\": \(info.satisfied)}"
    }

    /// Rounded to 1e-6, no trailing zeros; JSON has no infinities, so those are null.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return formatNumber(value)
    }

    static func string(_ text: String) -> String {
        var out = "\""
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
        return out + "\""
    }
}

extension Session {
    /// The final state as SPEC §7 describes it.
    public func jsonDocument() -> String {
        JSONDocument(layout: layout).render()
    }
}
