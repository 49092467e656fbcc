/// Views Objective-C makes (`[[UILabel alloc] init]`, `[UIView new]`,
/// `[[UIView alloc] initWithFrame:CGRectMake(…)]`, `[UIButton buttonWithType:…]`), read as
/// the Swift reader reads `UILabel()`: the view joins the layout when it is added, with its
/// class, translating its autoresizing mask (frame zero, or the frame given) until the code
/// sets `translatesAutoresizingMaskIntoConstraints = NO`, as UIKit does for views made in
/// code. A view of the app's own class is read as not translating (its initialiser, which
/// alsh does not see, usually clears it).
extension PastedCodeReader {
    /// The view an Objective-C expression makes, if it is one of UIKit's made in code.
    func objcMadeView(_ value: CodeExpression) -> MadeView? {
        switch value {
        case .message(let receiver, let parts, _):
            let selector = parts[0].label
            if case .name(let className, _) = receiver, Self.uikitViewClasses.contains(className),
               selector == "new" || (className == "UIButton" && selector == "buttonWithType") {
                return made(className, frame: nil)
            }
            // `[[UILabel alloc] init]`, `[[UIView alloc] initWithFrame:r]`.
            guard selector.hasPrefix("init"), case .message(.name(let className, _), let inner, _) = receiver,
                  inner.count == 1, inner[0].label == "alloc", inner[0].argument == nil,
                  Self.uikitViewClasses.contains(className) else { return nil }
            let frame = selector == "initWithFrame" ? parts[0].argument.flatMap(objcRect) : nil
            return made(className, frame: frame)
        case .member(.name(let className, _), "new", _) where Self.uikitViewClasses.contains(className):
            return made(className, frame: nil)
        default:
            return nil
        }
    }

    private func made(_ className: String, frame: Rect?) -> MadeView {
        MadeView(uikitClass: className, translates: true, frame: frame, stack: className == "UIStackView" ? StackValues() : nil)
    }

    /// `CGRectMake(0, 0, 100, 50)`, `CGRectZero`.
    private func objcRect(_ value: CodeExpression) -> Rect? {
        switch value {
        case .name("CGRectZero", _): return Rect(x: 0, y: 0, width: 0, height: 0)
        case .call(.name("CGRectMake", _), let arguments, _) where arguments.count == 4:
            let numbers = arguments.compactMap { $0.argument.flatMap { $0.numberValue ?? swiftNumber($0) } }
            guard numbers.count == 4 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        default: return nil
        }
    }

    /// The name a view kept in `_label`, `self.label` or `label` goes by: `label`.
    func objcViewKey(_ path: [String]) -> String? {
        var components = path[...]
        if components.first == "self" { components.removeFirst() }
        guard components.count == 1, var name = components.first else { return nil }
        if name.hasPrefix("_"), name.contains(where: { $0 != "_" }) { name = String(name.drop { $0 == "_" }) }
        return name
    }

    /// `UILabel *label = [[UILabel alloc] init];`, `_label = [UILabel new];`: kept until added.
    mutating func objcKeepMade(_ name: String, _ value: CodeExpression) -> Bool {
        guard let made = objcMadeView(value), let key = objcViewKey([name]), !isView(key) else { return false }
        state.made[key] = made
        return true
    }

    /// `label.translatesAutoresizingMaskIntoConstraints = NO;`, `[label setHidden:YES]`:
    /// the settings the Swift reader reads, on a view in the layout or one made and not added.
    mutating func objcSetting(_ property: String, on base: CodeExpression, _ value: CodeExpression,
                              range: SourceRange) throws(Diagnostic) -> Bool {
        let setting: ViewSetting
        switch property {
        case "translatesAutoresizingMaskIntoConstraints", "setTranslatesAutoresizingMaskIntoConstraints":
            setting = .translates(try flag(value))
        case "hidden", "setHidden":
            setting = .hidden(try flag(value))
        case "layoutMargins", "setLayoutMargins", "directionalLayoutMargins", "setDirectionalLayoutMargins":
            guard let margins = marginsSetting(value, directional: property.hasSuffix("irectionalLayoutMargins")) else {
                throw unknownValue(value)
            }
            setting = margins
        default:
            return false
        }
        guard let path = base.path?.map(\.name), let key = objcViewKey(path) else { return true }
        let target: CodeExpression = state.made[key] != nil && !isView(key) ? .name(key, base.range) : base
        try set(setting, on: target, range: range)
        return true
    }
}
