import AutoLayout

/// Writing a log constraint back the way Apple describes it, so a parsed entry can be
/// shown to a person in the log's own words, and parsing can be checked by a round trip.
extension LogConstraint {
    /// `<NSLayoutConstraint:0x… 'id' UILabel:0x…'Title'.width == 0.4*UIView:0x….width + 8   (active)>`
    public var appleDescription: String {
        var text = "<\(className.isEmpty ? "NSLayoutConstraint" : className):\(address ?? "<private>") "
        if let identifier { text += "'\(identifier)' " }
        if case .autoresizing(let mask) = kind, !mask.isEmpty { text += mask + " " }
        text += isVisualFormat ? visualFormatBody : equationBody
        if case .contentSize(let hugging, let resistance) = kind {
            text += " Hug:\(formatNumber(hugging)) CompressionResistance:\(formatNumber(resistance))"
        }
        text += "   (" + (isActive ? "active" : "inactive")
        // A fixed autoresizing position (`minX == 20`) names the superview it is measured in.
        if let superview, isVisualFormat || second?.item == superview || (measuresFromOrigin && second == nil) {
            text += ", names: '|':\(superview.text) "
        }
        return text + ")>"
    }

    private var equationBody: String {
        var text = "\(first.item?.text ?? "").\(firstAttributeName.isEmpty ? first.attribute.rawValue : firstAttributeName)"
        text += " \(relation.symbol) "
        if let second, let right = secondInApplesWords(second) {
            text += (multiplier == 1 ? "" : "\(formatNumber(multiplier))*") + right
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)) }
        } else {
            text += formatNumber(constant)
        }
        return text + (priority < 1000 ? " @\(formatNumber(priority))" : "")
    }

    /// The second item as Apple wrote it; nil when Apple writes none. An autoresizing
    /// `minX`-style constraint is measured in its superview's bounds, so the parser's
    /// absolute `S.right` was Apple's `S.width`, `S.centerX` its `S.midX`, and `S.left`
    /// (`minX == 0`) named no item at all.
    private func secondInApplesWords(_ second: LogAnchor) -> String? {
        guard measuresFromOrigin else { return "\(second.item?.text ?? "").\(second.attribute.rawValue)" }
        guard let item = second.item?.text else { return nil }
        switch second.attribute {
        case .right: return item + ".width"
        case .bottom: return item + ".height"
        case .centerX: return item + ".midX"
        case .centerY: return item + ".midY"
        case .width, .height: return item + "." + second.attribute.rawValue
        default: return nil
        }
    }

    /// `H:|-(20)-[A]`, `H:[A]-(20)-|`, `V:[A]-(8)-[B]`, `V:[A(44)]`.
    private var visualFormatBody: String {
        let vertical = [.top, .bottom, .height].contains(first.attribute)
        let orientation = vertical ? "V:" : "H:"
        let predicate = (relation == .equal ? "" : relation.symbol) + formatNumber(constant)
            + (priority < 1000 ? "@\(formatNumber(priority))" : "")
        let a = first.item?.text ?? "", b = second?.item?.text ?? ""
        guard let second else { return "\(orientation)[\(a)(\(predicate))]" }
        // Left/right ones are marked `(LTR)`, as Apple marks them.
        let absolute = first.attribute == .left || first.attribute == .right ? "(LTR)" : ""
        if first.attribute == .leading || first.attribute == .left || first.attribute == .top {
            if second.item == superview { return "\(orientation)|-(\(predicate))-[\(a)]" + absolute }
            return "\(orientation)[\(b)]-(\(predicate))-[\(a)]" + absolute
        }
        return "\(orientation)[\(b)]-(\(predicate))-|" + absolute
    }
}
