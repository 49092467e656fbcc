import AutoLayout
import Cassowary

/// `export snapkit`: SnapKit's DSL as its users write it. One `snp.makeConstraints` block
/// per subview (or layout guide); root is reached only from a subview's side
/// (`equalToSuperview()`, `equalTo(view.safeAreaLayoutGuide)`), because SnapKit's
/// makeConstraints sets translatesAutoresizingMaskIntoConstraints = false on the view it
/// is called on, and a root view must keep its frame. The file around the blocks is the
/// Swift export's.
extension CodeExporter {
    func snapKitLines() -> [String] {
        let blocks = snapKitBlocks()
        let translating = constrainedViews.filter { name in !blocks.contains { $0.view == swiftItem(name) } }
        let body = swiftSettingLines(translating: translating) + snapKitConstraintLines(blocks)
        guard options.fragment else {
            return swiftFile(language: "Swift, SnapKit", imports: ["UIKit", "SnapKit"], keptType: "Constraint!", constraints: body)
        }
        var out = ["// alsh export (Swift, SnapKit). Views are properties named as in the session; root is `\(swiftItem(Layout.rootName))`."]
        out += viewNotes.map { "// \($0)" }
        out += keptConstraints.map { "var \(swiftConstraintName($0)): Constraint!" }
        return out + body
    }

    /// A view's block: its `make.…` lines, in id order.
    struct SnapKitBlock {
        var view: String
        var lines: [String] = []
    }

    /// The blocks, and what no block can say as comments (in the first block's place).
    private func snapKitBlocks() -> [SnapKitBlock] {
        var blocks: [SnapKitBlock] = []
        let kept = Set(keptConstraints.map(\.id))
        for record in userRecords {
            guard let (view, made) = snapKitLine(record) else { continue }
            var line = made
            if kept.contains(record.id) { line = "\(swiftConstraintName(record)) = \(line).constraint" }
            if let multiplier = record.standingSystemSpacingMultiplier {
                line += "  // UIKit's system spacing × \(formatExact(multiplier)); SnapKit has no call for it"
            }
            if let index = blocks.firstIndex(where: { $0.view == view }) {
                blocks[index].lines.append(line)
            } else {
                blocks.append(SnapKitBlock(view: view, lines: [line]))
            }
        }
        return blocks
    }

    /// Comments for what the blocks leave out or warn of, the blocks, then the
    /// deactivations (SnapKit makes every constraint active).
    private func snapKitConstraintLines(_ blocks: [SnapKitBlock]) -> [String] {
        var out: [String] = []
        var deactivated: [String] = []
        for record in userRecords {
            if let warning = brokenWarning(record) { out.append(warning) }
            guard snapKitLine(record) != nil else {
                out.append("// not expressible as one SnapKit constraint: \(Self.mention(record))")
                continue
            }
            if !record.isActive {
                deactivated.append("\(swiftConstraintName(record)).deactivate()  // \(record.id) is deactivated in the session")
            }
        }
        for block in blocks {
            out.append("\(block.view).snp.makeConstraints { make in")
            out += block.lines.map { "    " + $0 }
            out.append("}")
        }
        return out + deactivated
    }

    /// One side of a constraint as SnapKit names it.
    private struct SnapKitTerm {
        var view: String
        var attribute: Attribute
        var guide: BuiltInGuide?
        var coefficient: Double

        init(_ term: ResolvedTerm) {
            view = term.view; attribute = term.attribute; guide = term.guide; coefficient = term.coefficient
        }
    }

    /// The view whose block holds the record, and its `make.…` line. Root (and its guides)
    /// is moved to the right-hand side: `root.trailingMargin == a.trailing` is
    /// `a.trailing == root.trailingMargin`.
    private func snapKitLine(_ record: ConstraintRecord) -> (String, String)? {
        guard let c = appleForm(record), let lhs = c.lhs.first else { return nil }
        var first = SnapKitTerm(lhs)
        var second = c.rhs.first.map(SnapKitTerm.init)
        var relation = c.relation
        var constant = c.constant
        if first.view == Layout.rootName {
            guard let other = second, other.view != Layout.rootName, other.coefficient == 1 else { return nil }
            (first, second) = (other, first)
            relation = relation.flipped
            constant = -constant
        }
        // A built-in guide of a subview has no block of its own.
        guard first.guide == nil, let owner = layout.views[first.view] else { return nil }
        var line = "make.\(first.attribute.rawValue)."
        if let second {
            let (target, isSuperviewEdge) = snapKitTarget(second, for: first, superview: owner.superview ?? Layout.rootName)
            line += Self.snapKitRelation(relation) + target
            if second.coefficient != 1 { line += ".multipliedBy(\(formatExact(second.coefficient)))" }
            line += Self.snapKitConstant(constant, attribute: first.attribute, inset: isSuperviewEdge)
        } else {
            line += "\(Self.snapKitRelation(relation))(\(formatExact(constant)))"
        }
        if record.priority < 1000 { line += ".priority(\(Self.snapKitPriority(record.priority)))" }
        if !Self.isGeneratedID(record.id) { line += ".labeled(\"\(record.id)\")" }
        return (swiftItem(first.view), line)
    }

    /// What `equalTo` (or `equalToSuperview`) takes, and whether it is the superview's
    /// own edge (or its guide's), where `.inset` reads better than `.offset`.
    private func snapKitTarget(_ second: SnapKitTerm, for first: SnapKitTerm, superview: String) -> (String, Bool) {
        let sameAttribute = second.attribute == first.attribute
        let item = swiftItem(second.view)
        if let guide = second.guide {
            let guideItem = "\(item).\(guide.swiftName)"
            return sameAttribute ? ("(\(guideItem))", true) : ("(\(guideItem).snp.\(second.attribute.rawValue))", false)
        }
        if let base = Self.unmargined(second.attribute) {
            let guideItem = "\(item).layoutMarginsGuide"
            return base == first.attribute ? ("(\(guideItem))", true) : ("(\(guideItem).snp.\(base.rawValue))", false)
        }
        if second.view == superview, sameAttribute { return ("Superview()", true) }
        if sameAttribute, second.view == Layout.rootName { return ("(\(item))", false) }
        return ("(\(item).snp.\(second.attribute.rawValue))", false)
    }

    /// `leadingMargin` → `leading`: the attribute of the layout margins guide it reads.
    static func unmargined(_ attribute: Attribute) -> Attribute? {
        switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    private static func snapKitRelation(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equalTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        }
    }

    /// `.offset(8)`, or `.inset(16)` from the superview's edges: SnapKit's inset moves
    /// leading, left and top in and trailing, right and bottom back, as a person means it.
    private static func snapKitConstant(_ constant: Double, attribute: Attribute, inset: Bool) -> String {
        guard constant != 0 else { return "" }
        if inset, [.leading, .left, .top].contains(attribute), constant > 0 {
            return ".inset(\(formatExact(constant)))"
        }
        if inset, [.trailing, .right, .bottom].contains(attribute), constant < 0 {
            return ".inset(\(formatExact(-constant)))"
        }
        return ".offset(\(formatExact(constant)))"
    }

    /// SnapKit's names (`.high`, `.low`) where a priority has one, else the number.
    static func snapKitPriority(_ priority: Double) -> String {
        switch priority {
        case 1000: ".required"
        case 750: ".high"
        case 500: ".medium"
        case 250: ".low"
        default: formatNumber(priority)
        }
    }
}
