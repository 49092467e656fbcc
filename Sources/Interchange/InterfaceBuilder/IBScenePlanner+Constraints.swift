import AutoLayout
import Cassowary
import Messages

/// Constraints: the document's constraints as formulas, with legacy layout guides and
/// the keyboard guide written as the model's guides.
extension IBScenePlanner {
    /// `0.5`, but `0.3333333333333333` for IB's `1/3`: six decimals would move a view
    /// in a 480-point screen by a fraction of a point.
    static func exact(_ value: Double) -> String {
        let short = formatNumber(value)
        return Double(short) == value ? short : "\(value)"
    }

    static func priority(_ value: Double) -> Double { min(1000, max(1, value)) }

    mutating func addConstraints(_ view: IBView) {
        if names[view.id] != nil || view.id == scene.root.id {
            for constraint in view.constraints { add(constraint, holder: view) }
        }
        for subview in view.subviews where names[subview.id] != nil { addConstraints(subview) }
    }

    mutating func add(_ constraint: IBConstraint, holder: IBView) {
        if excluded.contains(constraint.id) { excludedConstraints += 1; return }
        let firstID = constraint.firstItem ?? holder.id
        guard let first = item(firstID, constraint.firstAttribute, other: constraint.secondItem, constraint) else { return }
        var formula = "\(first) \(constraint.relation.symbol) "
        if let secondID = constraint.secondItem {
            guard let secondAttribute = constraint.secondAttribute,
                  let second = item(secondID, secondAttribute, other: firstID, constraint) else {
                if constraint.secondAttribute == nil {
                    result.noteMessages.append(Message(.ibNoSecondAttribute, String(constraint.line), constraint.id))
                }
                return
            }
            formula += constraint.multiplier == 1 ? second : "\(Self.exact(constraint.multiplier)) * \(second)"
            // first + o1 == m * (second + o2) + c, with o the legacy top guide's offset.
            let standard = standardGuideSpacing(constraint, holder: holder.id)
            if let standard, standard != constraint.constant { standardGuideSpacings += 1 }
            let written = standard ?? constraint.constant
            let constant = written + constraint.multiplier * topGuideOffset(secondID, secondAttribute)
                - topGuideOffset(firstID, constraint.firstAttribute)
            if constant != 0 {
                formula += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant))
            }
        } else {
            formula += formatNumber(constraint.constant)
        }
        let priority = Self.priority(constraint.priority)
        if priority < 1000 { formula += " @\(formatNumber(priority))" }
        // `root_top`: the first item's view and the attribute as written (a legacy guide's
        // edge becomes the safe area's).
        let parts = first.split(separator: ".")
        let fallback = "\(parts.first ?? "c")_\(parts.last ?? "")"
        let label = naming.constraintLabel(identifier: constraint.identifier, fallback: fallback)
        add("\(label): \(formula)", line: constraint.line)
        add("ref \(label) \(constraint.id)", line: constraint.line)
        if constraint.isPlaceholder {
            // Interface Builder laid the stored frames out with it; the build removes it.
            add("placeholders mark \(label)", line: constraint.line)
            placeholders += 1
        }
        result.constraintCount += 1
    }

    /// `name.attr` for an IB item and attribute; nil (with a note) when it cannot be written.
    private mutating func item(_ id: String, _ ibAttribute: String, other: String?, _ constraint: IBConstraint) -> String? {
        let attribute = Self.attribute(ibAttribute)
        guard Attribute(rawValue: attribute) != nil else {
            result.noteMessages.append(Message(.ibUnknownAttribute, String(constraint.line), constraint.id, ibAttribute))
            return nil
        }
        if id == scene.topLayoutGuide || id == scene.bottomLayoutGuide {
            // The legacy guides are bars at the top and bottom of root: their inner edges
            // are the safe area's. The top guide's top is `topGuideTop` below root's top,
            // which `add` writes into the constant.
            let isTop = id == scene.topLayoutGuide
            switch (isTop, attribute) {
            case (true, "bottom"): return "root.safeArea.top"
            case (true, "top"): return "root.top"
            case (false, "top"): return "root.safeArea.bottom"
            case (false, "bottom"): return "root.bottom"
            default:
                result.noteMessages.append(Message(isTop ? .ibTopLayoutGuide : .ibBottomLayoutGuide, String(constraint.line), constraint.id, ibAttribute))
                return nil
            }
        }
        if let owner = keyboardGuides[id] { return keyboardGuide(owner, attribute, constraint) }
        if let guide = safeAreaGuides[id] { return "\(guide).\(attribute)" }
        if let guide = userGuides[id] { return "\(guide).\(attribute)" }
        guard let name = names[id] else {
            if excluded.contains(id) || isInsideExcluded(id) { excludedConstraints += 1; return nil }
            result.noteMessages.append(Message(.ibForeignItem, String(constraint.line), constraint.id, id))
            return nil
        }
        // Edges and margins of a scroll view related to its own content are the content
        // area's: the model applies Apple's rule to the constraint as written (the scroll
        // view's `class` line comes first), docs/UIKIT-RULES.md.
        return "\(name).\(attribute)"
    }

    /// The standard spacing between a view and a legacy layout guide's inner edge is 8,
    /// whatever constant Interface Builder wrote beside `symbolic="YES"` (20 from Xcode 5
    /// to 10): every such constraint in the documents gathered for issue 32 stores its view 8
    /// from the guide (docs/UIKIT-RULES.md). Nil for any other constraint.
    func standardGuideSpacing(_ constraint: IBConstraint, holder: String) -> Double? {
        guard constraint.isStandardSpacing, constraint.multiplier == 1, constraint.constant != 0,
              let secondID = constraint.secondItem else { return nil }
        let guides = [scene.topLayoutGuide, scene.bottomLayoutGuide].compactMap { $0 }
        let ends = [(constraint.firstItem ?? holder, constraint.firstAttribute), (secondID, constraint.secondAttribute ?? "")]
        guard ends.contains(where: { id, attribute in
            (id == scene.topLayoutGuide && attribute == "bottom") || (id == scene.bottomLayoutGuide && attribute == "top")
        }), !ends.allSatisfy({ guides.contains($0.0) }) else { return nil }
        return constraint.constant < 0 ? -Self.standardGuideSpacing : Self.standardGuideSpacing
    }

    private static let standardGuideSpacing = 8.0

    /// How far below root's top the legacy top layout guide's top is, for an item and
    /// attribute: Interface Builder puts it at the bottom of the status bar where UIKit
    /// puts it at root's top (docs/UIKIT-RULES.md); 0 for anything else.
    private mutating func topGuideOffset(_ id: String, _ attribute: String) -> Double {
        guard id == scene.topLayoutGuide, attribute == "top", topGuideTop != 0 else { return 0 }
        if !topGuideTopNoted {
            topGuideTopNoted = true
            result.noteMessages.append(Message(.ibTopGuideBelowStatusBar, formatNumber(topGuideTop)))
        }
        return topGuideTop
    }

    /// UIView.keyboardLayoutGuide as Interface Builder lays it out, with the keyboard
    /// hidden: from the bottom of its owner's safe area (`usesBottomSafeArea`, on by
    /// default) to the owner's bottom. Its other attributes are not imported.
    private mutating func keyboardGuide(_ owner: String, _ attribute: String, _ constraint: IBConstraint) -> String? {
        let edge: String
        switch attribute {
        case "top": edge = "\(owner).safeArea.bottom"
        case "bottom": edge = "\(owner).bottom"
        default:
            result.noteMessages.append(Message(.ibKeyboardGuideAttribute, String(constraint.line), constraint.id, attribute))
            return nil
        }
        if !keyboardGuideNoted {
            keyboardGuideNoted = true
            result.noteMessages.append(Message(.ibKeyboardGuideHidden, owner))
        }
        return edge
    }

    private func isInsideExcluded(_ id: String) -> Bool {
        var current: String? = id
        while let view = current {
            if excluded.contains(view) { return true }
            current = parents[view]
        }
        return false
    }

    /// IB's `baseline` is the last baseline (NSLayoutAttributeBaseline).
    static func attribute(_ ibAttribute: String) -> String {
        ibAttribute == "baseline" ? "lastBaseline" : ibAttribute
    }
}
