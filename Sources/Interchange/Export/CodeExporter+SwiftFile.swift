import AutoLayout

/// `export swift`: a whole file that compiles as it is, a `UIViewController` subclass
/// whose views are typed properties, `loadView` making root and `viewDidLoad` building the
/// hierarchy, the views' settings and one `NSLayoutConstraint.activate([…])`.
/// Constraints the session edits (labelled, optional, deactivated) are properties, so the
/// code can change them as the session did.
extension CodeExporter {
    func swiftFileLines() -> [String] {
        swiftFile(language: "Swift, UIKit", imports: ["UIKit"], keptType: "NSLayoutConstraint!",
                  constraints: swiftSettingLines() + swiftActivation())
    }

    /// The file around viewDidLoad's body, shared by the Swift and SnapKit exports: notes,
    /// warnings, imports, the class with a typed property per view and one per kept
    /// constraint, loadView sizing root.
    func swiftFile(language: String, imports: [String], keptType: String, constraints: [String]) -> [String] {
        var out = ["// alsh export (\(language)): \(options.className) builds the session's layout."]
        out += viewNotes.map { "// \($0)" }
        out += brokenConstraintIDs.map { id in
            "// warning: \(id) is broken in the session (a required constraint that cannot hold); UIKit will break a constraint here too."
        }
        out += imports.map { "import \($0)" } + ["", "final class \(options.className): UIViewController {"]
        var body = swiftViewProperties()
        let kept = keptConstraints
        if !kept.isEmpty {
            body.append("")
            body.append("// Constraints the session labels, weakens or deactivates, kept to change later.")
            body += kept.map { "private(set) var \(swiftConstraintName($0)): \(keptType)" }
        }
        let size = layout.rootSize
        body += ["", "override func loadView() {",
                 "    view = UIView(frame: CGRect(x: 0, y: 0, width: \(formatNumber(size.width)), height: \(formatNumber(size.height))))",
                 "}", "", "override func viewDidLoad() {", "    super.viewDidLoad()"]
        body += constraints.map { $0.isEmpty ? "" : "    " + $0 }
        body.append("}")
        out += body.map { $0.isEmpty ? "" : "    " + $0 }
        out.append("}")
        return out
    }

    /// `let title = UILabel()` per view and guide, after a comment for each renamed one.
    private func swiftViewProperties() -> [String] {
        var out: [String] = []
        for name in declaredNames {
            guard let renamed = swiftRenames[name] else { continue }
            out.append("// '\(name)' is `\(renamed)` here: \(options.className) already has a member `\(name)`.")
        }
        for name in declaredNames {
            guard let view = layout.views[name] else { continue }
            let (type, note) = swiftType(name, isGuide: view.isGuide)
            out.append("let \(swiftItem(name)) = \(type)()" + (note.map { "  // \($0)" } ?? ""))
        }
        return out
    }

    /// viewDidLoad's settings before the constraints: the hierarchy and the views'
    /// settings (the fragment's preamble), margins and their rules, direction.
    /// `translating` is the views whose translatesAutoresizingMaskIntoConstraints the
    /// code sets (SnapKit's makeConstraints sets it on its own view).
    func swiftSettingLines(translating: [String]? = nil) -> [String] {
        var out = swiftPreamble(translating: translating ?? constrainedViews)
        out += marginLines(MarginSpelling(
            item: swiftItem,
            insets: { m in "NSDirectionalEdgeInsets(top: \(formatNumber(m.top)), leading: \(formatNumber(m.left)), bottom: \(formatNumber(m.bottom)), trailing: \(formatNumber(m.right)))" },
            yes: "true", no: "false", end: ""))
        if layout.direction == .rightToLeft {
            let views = [Layout.rootName] + declaredNames.filter { layout.views[$0]?.isGuide == false }
            out.append("for laidOut: UIView in [\(views.map(swiftItem).joined(separator: ", "))] {")
            out.append("    laidOut.semanticContentAttribute = .forceRightToLeft")
            out.append("}")
        }
        return out
    }

    /// The constraints: kept ones assigned to their properties, then one activate.
    private func swiftActivation() -> [String] {
        activationLines(ActivationSpelling(
            expression: swiftExpression, property: swiftConstraintName, end: "",
            priority: Self.swiftPriority, identifier: { "\"\($0)\"" },
            open: "NSLayoutConstraint.activate([", close: "])"))
    }

    /// How one language writes the activation: Swift and Objective-C differ only here.
    struct ActivationSpelling {
        var expression: (ConstraintRecord) -> String?
        /// A kept constraint's property as the code names it (`topGap`, `self.topGap`).
        var property: (ConstraintRecord) -> String
        /// What ends a statement (`;` in Objective-C).
        var end: String
        var priority: (Double) -> String
        /// A string literal.
        var identifier: (String) -> String
        var open: String
        var close: String
    }

    /// Kept constraints assigned to their properties (a deactivated one made, not
    /// activated), then one activation of the rest, with comments for what one
    /// NSLayoutConstraint cannot say and warnings for what the session has broken.
    func activationLines(_ spelling: ActivationSpelling) -> [String] {
        var out: [String] = []
        var activated: [String] = []
        let kept = Set(keptConstraints.map(\.id))
        for record in userRecords {
            guard let expression = spelling.expression(record) else {
                out.append("// not expressible as one NSLayoutConstraint: \(Self.mention(record))")
                continue
            }
            if let warning = brokenWarning(record) { out.append(warning) }
            guard kept.contains(record.id) else {
                activated.append(expression)
                continue
            }
            let name = spelling.property(record)
            out.append("\(name) = \(expression)\(spelling.end)")
            if record.priority < 1000 { out.append("\(name).priority = \(spelling.priority(record.priority))\(spelling.end)") }
            if !Self.isGeneratedID(record.id) { out.append("\(name).identifier = \(spelling.identifier(record.id))\(spelling.end)") }
            if record.isActive {
                activated.append(name)
            } else {
                out.append("// \(record.id) is deactivated in the session: made, not activated.")
            }
        }
        if !activated.isEmpty {
            out.append(spelling.open)
            out += activated.map { "    \($0)," }
            out.append(spelling.close)
        }
        return out
    }

    /// The comment above a constraint the session has broken.
    func brokenWarning(_ record: ConstraintRecord) -> String? {
        guard layout.constraint(record.id)?.state == .broken else { return nil }
        return "// warning: \(record.id) is broken in the session: it cannot hold with the constraints above it."
    }

    /// Labelled, optional and deactivated constraints that one NSLayoutConstraint says.
    var keptConstraints: [ConstraintRecord] {
        userRecords.filter { record in
            (!Self.isGeneratedID(record.id) || record.priority < 1000 || !record.isActive)
                && appleForm(record) != nil
        }
    }

    /// A property name for a kept constraint: its label, or `c12Constraint` for an id.
    func swiftConstraintName(_ record: ConstraintRecord) -> String {
        var name = Self.isGeneratedID(record.id) ? record.id + "Constraint" : record.id
        let taken = Set(declaredNames.map(swiftItem))
        while taken.contains(name) || Self.reservedInViewController.contains(name) { name += "Constraint" }
        return name
    }

    /// How one language writes a view's margin settings: Swift and Objective-C differ only here.
    struct MarginSpelling {
        var item: (String) -> String
        /// A `directionalLayoutMargins` value.
        var insets: (Margins) -> String
        var yes: String
        var no: String
        /// What ends a statement (`;` in Objective-C).
        var end: String
    }

    /// The margins and margin rules of every view that differs from UIKit's defaults.
    func marginLines(_ spelling: MarginSpelling) -> [String] {
        var out: [String] = []
        for name in [Layout.rootName] + declaredNames {
            guard let info = layout.info(of: name), !info.isGuide else { continue }
            let item = spelling.item(name)
            if let m = info.explicitMargins {
                out.append("\(item).directionalLayoutMargins = \(spelling.insets(m))\(spelling.end)")
            }
            if !info.marginsFromSafeArea { out.append("\(item).insetsLayoutMarginsFromSafeArea = \(spelling.no)\(spelling.end)") }
            if info.preservesSuperviewMargins { out.append("\(item).preservesSuperviewLayoutMargins = \(spelling.yes)\(spelling.end)") }
        }
        return out
    }

    /// `UIStackView` for a stack, the class `class NAME …` gave where UIKit has it
    /// publicly, `UILayoutGuide` for a guide, `UIView` otherwise (with a note).
    func swiftType(_ name: String, isGuide: Bool) -> (String, String?) {
        if isGuide { return ("UILayoutGuide", nil) }
        if layout.stack(name) != nil { return ("UIStackView", nil) }
        guard let uikitClass = layout.info(of: name)?.uikitClass else { return ("UIView", nil) }
        if Self.publicViewClasses.contains(uikitClass) { return (uikitClass, nil) }
        return ("UIView", "a \(uikitClass) in the session")
    }

    /// UIKit's public view classes that `UIKIT()` makes (`UILabel()`, `UIButton()`).
    static let publicViewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch",
        "UISlider", "UIScrollView", "UITableView", "UICollectionView", "UIStackView",
        "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIPageControl",
        "UIStepper", "UIDatePicker", "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISearchBar", "UIControl",
    ]

    /// Members of UIViewController (and NSObject) a property must not redeclare, and
    /// Swift's keywords.
    static let reservedInViewController: Set<String> = [
        "view", "title", "navigationItem", "navigationController", "tabBarItem", "tabBarController",
        "toolbarItems", "splitViewController", "parent", "children", "presentedViewController",
        "presentingViewController", "storyboard", "nibName", "nibBundle", "isViewLoaded",
        "viewIfLoaded", "isEditing", "editButtonItem", "traitCollection", "preferredContentSize",
        "modalPresentationStyle", "modalTransitionStyle", "restorationIdentifier",
        "additionalSafeAreaInsets", "systemMinimumLayoutMargins", "viewRespectsSystemMinimumLayoutMargins",
        "definesPresentationContext", "transitioningDelegate", "description", "debugDescription",
        "hash", "hashValue", "next", "undoManager", "userActivity", "loadView", "viewDidLoad",
        "self", "Self", "super", "let", "var", "in", "for", "if", "else", "func", "class", "struct",
        "enum", "return", "true", "false", "nil", "is", "as", "init", "deinit", "switch", "case",
        "default", "do", "while", "repeat", "break", "continue", "import", "protocol", "extension",
        "static", "private", "public", "internal", "fileprivate", "open", "operator", "where", "throw",
        "throws", "try", "catch", "guard", "defer", "subscript", "typealias", "associatedtype", "inout",
        "Any", "Type", "_",
    ]

    /// Every session name that collides, with its new name: `title` → `titleView`.
    static func swiftRenames(_ layout: Layout) -> [String: String] {
        renames(layout) { reservedInViewController.contains($0) }
    }

    /// Every session name `isReserved` refuses, with its new name (`NAMEView`, then
    /// `NAMEView2`…), none taken by another view.
    static func renames(_ layout: Layout, isReserved: (String) -> Bool) -> [String: String] {
        var taken = Set(layout.viewOrder)
        var renames: [String: String] = [:]
        for name in layout.viewOrder where isReserved(name) {
            var candidate = name + "View"
            var number = 2
            while taken.contains(candidate) || isReserved(candidate) {
                candidate = name + "View\(number)"
                number += 1
            }
            taken.insert(candidate)
            renames[name] = candidate
        }
        return renames
    }
}
