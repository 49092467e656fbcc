import AutoLayout
import Cassowary
import Messages

/// Size-class variations: which constraints and constants Interface Builder installs for
/// the device the scene is laid out on.
extension IBScenePlanner {
    /// Size-class variations: `default` excludes what only some size classes install;
    /// a variation whose traits all match the device includes (or excludes) it again.
    mutating func resolveVariations(_ view: IBView) {
        for variation in view.variations where variation.key == "default" {
            excluded.formUnion(variation.excluded)
        }
        for variation in view.variations where variation.key != "default" && matches(variation.key) {
            excluded.subtract(variation.included)
            excluded.formUnion(variation.excluded)
        }
        for subview in view.subviews { resolveVariations(subview) }
    }

    /// The view with the constants and stack spacing its size-class variations set for the
    /// device's classes: the most specific matching variation (the most traits) wins, as
    /// Interface Builder lays the document out for that device (docs/UIKIT-RULES.md).
    func applyingVariations(_ view: IBView) -> IBView {
        var view = view
        if view.stack != nil, let spacing = mostSpecific(view.variations.compactMap { v in v.spacing.map { (v.key, $0) } }) {
            view.stack?.spacing = spacing
        }
        for index in view.constraints.indices {
            if let constant = mostSpecific(view.constraints[index].constantVariations.map { ($0.key, $0.value) }) {
                view.constraints[index].constant = constant
            }
        }
        view.subviews = view.subviews.map(applyingVariations)
        return view
    }

    /// The value of the matching variation key with the most traits, if any matches.
    private func mostSpecific(_ values: [(key: String, value: Double)]) -> Double? {
        values.filter { $0.key != "default" && matches($0.key) }
            .max { ($0.key.split(separator: "-").count, $1.key) < ($1.key.split(separator: "-").count, $0.key) }?.value
    }

    private func matches(_ key: String) -> Bool {
        key.split(separator: "-").allSatisfy { trait in
            let parts = trait.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return false }
            switch parts[0] {
            case "widthClass": return parts[1] == classes.width
            case "heightClass": return parts[1] == classes.height
            default: return false
            }
        }
    }
}
