import AutoLayout
import Cassowary

/// `export objc`: the Swift file's content in Objective-C, a whole `@interface` and
/// `@implementation` of a UIViewController subclass: views and kept constraints as
/// properties, anchors (`[a.topAnchor constraintEqualToAnchor:…]`), one
/// `activateConstraints:`. `--fragment` keeps the body-only form with constraintWithItem:.
extension CodeExporter {
    func objcFileLines() -> [String] {
        var out = ["// alsh export (Objective-C, UIKit): \(options.className) builds the session's layout."]
        out += viewNotes.map { "// \($0)" }
        out += brokenConstraintIDs.map { id in
            "// warning: \(id) is broken in the session (a required constraint that cannot hold); UIKit will break a constraint here too."
        }
        out += ["#import <UIKit/UIKit.h>", "", "@interface \(options.className) : UIViewController"]
        for name in declaredNames {
            guard let renamed = objcRenames[name] else { continue }
            out.append("// '\(name)' is `\(renamed)` here: Objective-C or UIViewController already has `\(name)`.")
        }
        for name in declaredNames {
            guard let view = layout.views[name] else { continue }
            let (type, note) = swiftType(name, isGuide: view.isGuide)
            out.append("@property (nonatomic, strong) \(type) *\(objcProperty(name));" + (note.map { "  // \($0)" } ?? ""))
        }
        out += keptConstraints.map { "@property (nonatomic, strong) NSLayoutConstraint *\(objcConstraintName($0));" }
        let size = layout.rootSize
        out += ["@end", "", "@implementation \(options.className)", "", "- (void)loadView {",
                "    self.view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, \(formatNumber(size.width)), \(formatNumber(size.height)))];",
                "}", "", "- (void)viewDidLoad {", "    [super viewDidLoad];"]
        var body = declaredNames.compactMap { name in
            layout.views[name].map { view in "\(objcItem(name)) = [[\(swiftType(name, isGuide: view.isGuide).0) alloc] init];" }
        }
        body += objcSettingLines() + objcActivation()
        out += body.map { $0.isEmpty ? "" : "    " + $0 }
        out += ["}", "", "@end"]
        return out
    }

    private func objcProperty(_ name: String) -> String { objcRenames[name] ?? name }

    /// A kept constraint's property: the Swift export's name.
    private func objcConstraintName(_ record: ConstraintRecord) -> String {
        var name = swiftConstraintName(record)
        let taken = Set(declaredNames.map(objcProperty))
        while taken.contains(name) || Self.isReservedInObjC(name) { name += "Constraint" }
        return name
    }

    /// The hierarchy, masks, frames, priorities, stacks, margins and direction.
    private func objcSettingLines() -> [String] {
        var out = objcHierarchy()
        out += constrainedViews.map { "\(objcItem($0)).translatesAutoresizingMaskIntoConstraints = NO;" }
        for (name, frame) in autoresizingViews {
            out.append("\(objcItem(name)).frame = CGRectMake(\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)));")
            if let mask = layout.views[name]?.autoresizingMask, !mask.isEmpty {
                let flags = mask.names.map { "UIViewAutoresizing" + $0.prefix(1).uppercased() + $0.dropFirst() }
                out.append("\(objcItem(name)).autoresizingMask = \(flags.joined(separator: " | "));")
            }
        }
        out += objcContentLines() + objcStackLines() + marginLines(MarginSpelling(
            item: objcItem,
            insets: { m in "NSDirectionalEdgeInsetsMake(\(formatNumber(m.top)), \(formatNumber(m.left)), \(formatNumber(m.bottom)), \(formatNumber(m.right)))" },
            yes: "YES", no: "NO", end: ";"))
        if layout.direction == .rightToLeft {
            for name in [Layout.rootName] + declaredNames where layout.views[name]?.isGuide != true {
                out.append("\(objcItem(name)).semanticContentAttribute = UISemanticContentAttributeForceRightToLeft;")
            }
        }
        return out
    }

    /// Intrinsic sizes (a comment with the override), hugging and compression.
    private func objcContentLines() -> [String] {
        var out: [String] = []
        for name in declaredNames {
            guard let view = layout.views[name] else { continue }
            if !view.intrinsic.isEmpty {
                let w = view.intrinsic[.horizontal].map(formatNumber) ?? "UIViewNoIntrinsicMetric"
                let h = view.intrinsic[.vertical].map(formatNumber) ?? "UIViewNoIntrinsicMetric"
                out.append("// \(name): intrinsic content size (alsh `intrinsic`); its class says it with")
                out.append("//     - (CGSize)intrinsicContentSize { return CGSizeMake(\(w), \(h)); }")
            }
            for priority in changedContentPriorities(view) {
                let method = priority.isHugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
                let objcAxis = priority.axis == .horizontal ? "UILayoutConstraintAxisHorizontal" : "UILayoutConstraintAxisVertical"
                out.append("[\(objcItem(name)) \(method):\(formatNumber(priority.value)) forAxis:\(objcAxis)];")
            }
        }
        return out
    }

    /// Kept constraints assigned to their properties, then one activateConstraints:.
    private func objcActivation() -> [String] {
        activationLines(ActivationSpelling(
            expression: objcExpression, property: { "self.\(objcConstraintName($0))" }, end: ";",
            priority: Self.objcPriority, identifier: { "@\"\($0)\"" },
            open: "[NSLayoutConstraint activateConstraints:@[", close: "]];"))
    }

    /// `[self.a.topAnchor constraintEqualToAnchor:self.b.bottomAnchor constant:8]`; a
    /// location with a multiplier needs constraintWithItem:, anchors have none.
    func objcExpression(_ record: ConstraintRecord) -> String? {
        guard let c = appleForm(record), let first = c.lhs.first else { return nil }
        let anchor = "\(objcTermItem(first)).\(Self.swiftAnchor(first.attribute))"
        let relation = Self.objcRelationWord(c.relation)
        guard let second = c.rhs.first else {
            return "[\(anchor) constraint\(relation)ToConstant:\(formatExact(c.constant))]"
        }
        let other = "\(objcTermItem(second)).\(Self.swiftAnchor(second.attribute))"
        if let multiplier = record.standingSystemSpacingMultiplier {
            let label = first.attribute.isHorizontal ? "SystemSpacingAfterAnchor" : "SystemSpacingBelowAnchor"
            return "[\(anchor) constraint\(relation)To\(label):\(other) multiplier:\(formatExact(multiplier))]"
        }
        if second.coefficient != 1, !first.attribute.isSize {
            return "[NSLayoutConstraint constraintWithItem:\(objcTermItem(first)) attribute:\(Self.objcAttribute(first.attribute)) relatedBy:\(Self.objcRelation(c.relation)) toItem:\(objcTermItem(second)) attribute:\(Self.objcAttribute(second.attribute)) multiplier:\(formatExact(second.coefficient)) constant:\(formatExact(c.constant))]"
        }
        var call = "[\(anchor) constraint\(relation)ToAnchor:\(other)"
        if second.coefficient != 1 { call += " multiplier:\(formatExact(second.coefficient))" }
        if c.constant != 0 { call += " constant:\(formatExact(c.constant))" }
        return call + "]"
    }

    private func objcTermItem(_ term: ResolvedTerm) -> String {
        objcItem(term.view) + (term.guide.map { "." + $0.swiftName } ?? "")
    }

    private static func objcRelationWord(_ relation: Relation) -> String {
        switch relation {
        case .equal: "Equal"
        case .lessThanOrEqual: "LessThanOrEqual"
        case .greaterThanOrEqual: "GreaterThanOrEqual"
        }
    }

    /// Objective-C's keywords and types, and the names ARC gives an owned result (`new…`,
    /// `copy…`, `alloc…`, `init…`), which a property may not take.
    static func isReservedInObjC(_ name: String) -> Bool {
        let keywords: Set = ["id", "self", "super", "nil", "YES", "NO", "NULL", "BOOL", "SEL", "Class", "IMP",
                             "int", "float", "double", "char", "long", "short", "void", "signed", "unsigned",
                             "const", "static", "extern", "auto", "register", "volatile", "sizeof", "typedef",
                             "struct", "union", "enum", "if", "else", "for", "while", "do", "switch", "case",
                             "default", "break", "continue", "return", "goto", "inline", "restrict", "bool",
                             "true", "false"]
        if keywords.contains(name) { return true }
        for family in ["new", "copy", "alloc", "init", "mutableCopy"] where name.hasPrefix(family) {
            let rest = name.dropFirst(family.count)
            if rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_" { return true }
        }
        // UIViewController's members (and Swift's keywords, so both files name views alike).
        return reservedInViewController.contains(name)
    }

    static func objcRenames(_ layout: Layout) -> [String: String] {
        renames(layout, isReserved: isReservedInObjC)
    }
}
