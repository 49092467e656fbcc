/// A view's layout margins set in pasted code: `stack.layoutMargins = UIEdgeInsets(top: 10,
/// left: 10, bottom: 10, right: 0)`, `directionalLayoutMargins = NSDirectionalEdgeInsets(…)`,
/// `[v setLayoutMargins:UIEdgeInsetsZero]`, and one side in a view's own code
/// (`layoutMargins.left = 8`), read as the `margins` command sets them.
extension PastedCodeReader {
    static let marginProperties: Set<String> = ["layoutMargins", "directionalLayoutMargins"]

    /// The setting a margins value makes, when its numbers are known.
    func marginsSetting(_ value: CodeExpression, directional: Bool) -> ViewSetting? {
        switch makerConstant(value) {
        case .insets(let top, let left, let bottom, let right, let isDirectional)?:
            return .margins(top: top, left: left, bottom: bottom, right: right, directional: isDirectional)
        case .number(0)?:
            return .margins(top: 0, left: 0, bottom: 0, right: 0, directional: directional)
        default:
            return nil
        }
    }

    /// `x.layoutMargins = …`, `layoutMargins = …`, `x.layoutMargins.left = 8`,
    /// `directionalLayoutMargins.leading = 8`: true when `target` is one (read or not).
    mutating func swiftMargins(_ target: CodeExpression, _ value: CodeExpression, range: SourceRange) throws(Diagnostic) -> Bool {
        let view: CodeExpression, property: String
        var side: String?
        switch target {
        case .name(let name, let range) where Self.marginProperties.contains(name):
            (view, property) = (.name("self", range.lowerBound..<range.lowerBound), name)
        case .member(let base, let name, _) where Self.marginProperties.contains(name):
            (view, property) = (base, name)
        case .member(.name(let name, let range), let last, _) where Self.marginProperties.contains(name):
            (view, property, side) = (.name("self", range.lowerBound..<range.lowerBound), name, last)
        case .member(.member(let base, let name, _), let last, _) where Self.marginProperties.contains(name):
            (view, property, side) = (base, name, last)
        default:
            return false
        }
        let directional = property == "directionalLayoutMargins"
        guard let side else {
            // A value alsh cannot tell is refused by its name: passed over, the margins
            // would stay as they were and nothing would say so.
            guard let setting = marginsSetting(value, directional: directional) else { throw unknownValue(value) }
            try set(setting, on: view, range: range)
            return true
        }
        guard ["top", "bottom", "left", "leading", "right", "trailing"].contains(side) else { return true }
        guard let number = swiftNumber(value) else { throw unknownValue(value) }
        let setting = ViewSetting.margins(top: side == "top" ? number : nil, left: side == "left" || side == "leading" ? number : nil,
                                          bottom: side == "bottom" ? number : nil,
                                          right: side == "right" || side == "trailing" ? number : nil, directional: directional)
        try set(setting, on: view, range: range)
        return true
    }
}
