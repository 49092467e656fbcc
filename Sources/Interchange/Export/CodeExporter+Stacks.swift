import AutoLayout

/// Live stacks are exported as the UIStackView set-up that makes UIKit add their
/// constraints itself (the 'UISV-…' constraints are never written out one by one), and
/// hidden views as `isHidden`.
extension CodeExporter {
    private var stacks: [StackRecord] { layout.stackNames.compactMap(layout.stack) }

    /// Hidden views no stack arranges: the flag only.
    private var looseHidden: [String] {
        layout.hiddenViewNames.filter { layout.stackArranging($0) == nil }
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    func swiftStackLines() -> [String] {
        var out: [String] = []
        for stack in stacks {
            let s = swiftItem(stack.name)
            out.append("// \(stack.name) is a UIStackView: UIKit adds its 'UISV-…' constraints")
            out.append("\(s).axis = .\(stack.axis.rawValue)")
            out.append("\(s).distribution = .\(stack.distribution.rawValue)")
            out.append("\(s).alignment = .\(stack.alignment.rawValue)")
            out.append("\(s).spacing = \(formatNumber(stack.spacing))")
            if !stack.arranged.isEmpty {
                out.append("for arranged in [\(stack.arranged.map(swiftItem).joined(separator: ", "))] {")
                out.append("    \(s).addArrangedSubview(arranged)")
                out.append("}")
            }
            for view in stack.arranged {
                if let value = stack.customSpacing[view] {
                    out.append("\(s).setCustomSpacing(\(formatNumber(value)), after: \(swiftItem(view)))")
                }
            }
            if stack.marginsRelative { out.append("\(s).isLayoutMarginsRelativeArrangement = true") }
            if stack.baselineRelative { out.append("\(s).isBaselineRelativeArrangement = true") }
            for view in stack.arranged where layout.isHidden(view) { out.append("\(swiftItem(view)).isHidden = true") }
        }
        for view in looseHidden { out.append("\(swiftItem(view)).isHidden = true") }
        return out
    }

    func objcStackLines() -> [String] {
        var out: [String] = []
        for stack in stacks {
            let s = objcItem(stack.name)
            out.append("// \(stack.name) is a UIStackView: UIKit adds its 'UISV-…' constraints")
            out.append("\(s).axis = UILayoutConstraintAxis\(Self.capitalized(stack.axis.rawValue));")
            out.append("\(s).distribution = UIStackViewDistribution\(Self.capitalized(stack.distribution.rawValue));")
            out.append("\(s).alignment = UIStackViewAlignment\(Self.capitalized(stack.alignment.rawValue));")
            out.append("\(s).spacing = \(formatNumber(stack.spacing));")
            for view in stack.arranged { out.append("[\(s) addArrangedSubview:\(objcItem(view))];") }
            for view in stack.arranged {
                if let value = stack.customSpacing[view] {
                    out.append("[\(s) setCustomSpacing:\(formatNumber(value)) afterView:\(objcItem(view))];")
                }
            }
            if stack.marginsRelative { out.append("\(s).layoutMarginsRelativeArrangement = YES;") }
            if stack.baselineRelative { out.append("\(s).baselineRelativeArrangement = YES;") }
            for view in stack.arranged where layout.isHidden(view) { out.append("\(objcItem(view)).hidden = YES;") }
        }
        for view in looseHidden { out.append("\(objcItem(view)).hidden = YES;") }
        return out
    }

    /// VFL cannot say it: the stacks as comments, so nothing is silently lost.
    func vflStackLines() -> [String] {
        var out: [String] = []
        for stack in stacks {
            var line = "# stack \(stack.name): axis \(stack.axis.rawValue), distribution \(stack.distribution.rawValue), alignment \(stack.alignment.rawValue), spacing \(formatNumber(stack.spacing)), arranged \(stack.arranged.joined(separator: " "))"
            let custom = stack.arranged.compactMap { view in stack.customSpacing[view].map { "\(view) \(formatNumber($0))" } }
            if !custom.isEmpty { line += ", custom spacing after \(custom.joined(separator: ", "))" }
            let offers = stack.arranged.compactMap { view in stack.offers[view].map { "\(view) \(formatNumber($0))" } }
            if !offers.isEmpty { line += ", offered lengths \(offers.joined(separator: ", "))" }
            if stack.marginsRelative { line += ", margins relative" }
            if stack.baselineRelative { line += ", baseline relative" }
            out.append(line)
        }
        if !layout.hiddenViewNames.isEmpty { out.append("# hidden: \(layout.hiddenViewNames.joined(separator: " "))") }
        return out
    }
}
