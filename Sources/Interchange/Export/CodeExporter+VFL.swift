import AutoLayout
import Cassowary

/// `export vfl`: the visual format where a constraint has one (a size, a gap between
/// siblings, a gap to the superview's edge), and a comment naming each that has none.
extension CodeExporter {
    func vflLines() -> [String] {
        var out = ["# alsh export (visual format). One constraint per line unless a line made a group."]
        out += vflStackLines()
        for item in items {
            switch item {
            case .group(let id, let format, let options, _):
                out.append("\(id): " + ([format] + options.map(\.rawValue)).joined(separator: " "))
            case .single(let record):
                if !record.isActive {
                    out.append("# inactive: \(Self.mention(record))")
                } else if let format = visualFormat(record) {
                    out.append("\(record.id): \(format)")
                } else {
                    out.append("# not expressible in VFL: \(Self.mention(record))")
                }
            }
        }
        return out
    }

    /// The one-constraint visual format of a record, if it has one.
    func visualFormat(_ record: ConstraintRecord) -> String? {
        guard let c = record.canonical, c.isAppleExpressible, let first = c.lhs.first else { return nil }
        // The visual format names views only: no guides, built-in or declared.
        guard c.terms.allSatisfy({ $0.guide == nil && layout.views[$0.view]?.isGuide != true }) else { return nil }
        let priority = record.priority
        guard let second = c.rhs.first else {
            guard first.attribute.isSize else { return nil }
            return "\(Self.orientation(first.attribute))[\(first.view)(\(Self.predicate(c.relation, c.constant, priority)))]"
        }
        guard second.coefficient == 1 else { return nil }
        if first.attribute.isSize {
            guard second.attribute == first.attribute, c.constant == 0 else { return nil }
            let relation = c.relation == .equal ? "==" : c.relation.symbol
            let suffix = priority < 1000 ? "@\(formatNumber(priority))" : ""
            return "\(Self.orientation(first.attribute))[\(first.view)(\(relation)\(second.view)\(suffix))]"
        }
        return gapFormat(first, second, c.relation, c.constant, priority)
    }

    /// `b.leading == a.trailing + 8` → `H:[a]-8-[b]`; `a.top == S.top + 20` → `V:|-20-[a]`;
    /// `S.trailing == a.trailing + 20` (or `a.trailing == S.trailing - 20`) → `H:[a]-20-|`.
    private func gapFormat(_ first: ResolvedTerm, _ second: ResolvedTerm, _ relation: Relation,
                           _ constant: Double, _ priority: Double) -> String? {
        guard let (lead, trail, orientation) = Self.edges(first.attribute) else { return nil }
        let superviewOf = { (view: String) in self.layout.superview(of: view) }
        if first.attribute == lead, second.attribute == trail,
           superviewOf(first.view) == superviewOf(second.view) {
            return "\(orientation)[\(second.view)]-\(Self.gap(relation, constant, priority))-[\(first.view)]"
        }
        if first.attribute == lead, second.attribute == lead, superviewOf(first.view) == second.view {
            return "\(orientation)|-\(Self.gap(relation, constant, priority))-[\(first.view)]"
        }
        if first.attribute == lead, second.attribute == lead, superviewOf(second.view) == first.view {
            return "\(orientation)|-\(Self.gap(relation.flipped, -constant, priority))-[\(second.view)]"
        }
        if first.attribute == trail, second.attribute == trail, superviewOf(second.view) == first.view {
            return "\(orientation)[\(second.view)]-\(Self.gap(relation, constant, priority))-|"
        }
        if first.attribute == trail, second.attribute == trail, superviewOf(first.view) == second.view {
            return "\(orientation)[\(first.view)]-\(Self.gap(relation.flipped, -constant, priority))-|"
        }
        return nil
    }

    /// The attributes a VFL line of that orientation relates (leading-to-trailing).
    private static func edges(_ attribute: Attribute) -> (Attribute, Attribute, String)? {
        switch attribute {
        case .leading, .trailing: (.leading, .trailing, "H:")
        case .top, .bottom: (.top, .bottom, "V:")
        default: nil
        }
    }

    private static func orientation(_ attribute: Attribute) -> String {
        attribute == .height ? "V:" : "H:"
    }

    /// `8`, or `(>=8@750)` when it needs parentheses.
    private static func gap(_ relation: Relation, _ constant: Double, _ priority: Double) -> String {
        if relation == .equal, priority >= 1000, constant >= 0 { return formatNumber(constant) }
        return "(\(predicate(relation, constant, priority)))"
    }

    /// `100`, `>=70`, `<=100@750`.
    private static func predicate(_ relation: Relation, _ constant: Double, _ priority: Double) -> String {
        let relationText = relation == .equal ? "" : relation.symbol
        let suffix = priority < 1000 ? "@\(formatNumber(priority))" : ""
        return relationText + formatNumber(constant) + suffix
    }
}
