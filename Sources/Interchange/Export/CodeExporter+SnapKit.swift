import AutoLayout

/// `export snapkit`: SnapKit's DSL, one `snp.makeConstraints` block per view, as a person
/// using SnapKit writes it. The hierarchy and stacks are set up as in the Swift export.
extension CodeExporter {
    func snapKitLines() -> [String] {
        var out = ["// alsh export (Swift, SnapKit). Views are properties named as in the session; root is `\(swiftItem(Layout.rootName))`."]
        out += viewNotes.map { "// \($0)" }
        out += swiftPreamble()
        var blocks: [(view: String, lines: [String])] = []
        for record in userRecords {
            guard record.isActive else {
                out.append("// inactive: \(Self.mention(record))")
                continue
            }
            guard let (view, line) = snapKitLine(record) else {
                out.append("// not expressible as one SnapKit constraint: \(Self.mention(record))")
                continue
            }
            if let index = blocks.firstIndex(where: { $0.view == view }) {
                blocks[index].lines.append(line)
            } else {
                blocks.append((view, [line]))
            }
        }
        for block in blocks {
            out.append("\(block.view).snp.makeConstraints { make in")
            out += block.lines.map { "    " + $0 }
            out.append("}")
        }
        return out
    }

    /// The view a block belongs to and its `make.…` line.
    private func snapKitLine(_ record: ConstraintRecord) -> (String, String)? {
        guard let c = record.canonical, c.isAppleExpressible, let first = c.lhs.first else { return nil }
        // SnapKit's `make` belongs to a view; a guide's own constraints have no block.
        guard first.guide == nil, layout.views[first.view]?.isGuide != true else { return nil }
        let relation = switch c.relation {
        case .equal: "equalTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        }
        var line = "make.\(Self.snapKitAttribute(first.attribute))."
        if let second = c.rhs.first {
            let owner = swiftItem(second.view) + (second.guide.map { "." + $0.swiftName } ?? "")
            line += "\(relation)(\(owner).snp.\(Self.snapKitAttribute(second.attribute)))"
            if second.coefficient != 1 { line += ".multipliedBy(\(formatExact(second.coefficient)))" }
            if c.constant != 0 { line += ".offset(\(formatExact(c.constant)))" }
        } else {
            line += "\(relation)(\(formatExact(c.constant)))"
        }
        if record.priority < 1000 { line += ".priority(\(formatNumber(record.priority)))" }
        if !Self.isGeneratedID(record.id) { line += ".labeled(\"\(record.id)\")" }
        return (swiftItem(first.view), line)
    }

    /// SnapKit names attributes as UIKit does, but margins are `leftMargin` & co. too.
    static func snapKitAttribute(_ attribute: Attribute) -> String {
        attribute.rawValue
    }
}
