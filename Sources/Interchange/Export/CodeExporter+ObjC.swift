import AutoLayout
import Cassowary

/// `export objc`: `constraintWithItem:…` per constraint, `constraintsWithVisualFormat:`
/// for a VFL line still as it was made.
extension CodeExporter {
    func objcLines() -> [String] {
        var out = ["// alsh export (Objective-C, UIKit). Views are properties (or `_ivars`) named as in the session; root is self.view."]
        out += viewNotes.map { "// \($0)" }
        out += objcHierarchy()
        for name in constrainedViews { out.append("\(objcItem(name)).translatesAutoresizingMaskIntoConstraints = NO;") }
        for (name, frame) in autoresizingViews {
            out.append("\(objcItem(name)).frame = CGRectMake(\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)));")
            if let mask = layout.views[name]?.autoresizingMask, !mask.isEmpty {
                let flags = mask.names.map { "UIViewAutoresizing" + $0.prefix(1).uppercased() + $0.dropFirst() }
                out.append("\(objcItem(name)).autoresizingMask = \(flags.joined(separator: " | "));")
            }
        }
        out += objcStackLines()
        let items = self.items
        out += objcDictionaries(items)
        out.append("NSMutableArray<NSLayoutConstraint *> *constraints = [NSMutableArray array];")
        for item in items {
            switch item {
            case .group(let id, let format, let options, _):
                out.append("NSArray<NSLayoutConstraint *> *\(id) = [NSLayoutConstraint constraintsWithVisualFormat:@\"\(format)\" options:\(Self.objcOptions(options)) metrics:\(layout.metrics.isEmpty ? "nil" : "metrics") views:views];")
                if !Self.isGeneratedID(id) {
                    out.append("for (NSLayoutConstraint *constraint in \(id)) { constraint.identifier = @\"\(id)\"; }")
                }
                out.append("[constraints addObjectsFromArray:\(id)];")
            case .single(let record):
                out += objcSingle(record)
            }
        }
        out.append("[NSLayoutConstraint activateConstraints:constraints];")
        return out
    }

    /// The hierarchy first, as in the Swift export: stacks add their arranged views.
    func objcHierarchy() -> [String] {
        var out: [String] = []
        for name in declaredNames {
            guard let view = layout.views[name] else { continue }
            let owner = objcItem(view.superview ?? Layout.rootName)
            if view.isGuide {
                out.append("[\(owner) addLayoutGuide:\(objcItem(name))];")
            } else if layout.stackArranging(name) == nil {
                out.append("[\(owner) addSubview:\(objcItem(name))];")
            }
        }
        return out
    }

    /// A term's item: the view, or one of its guides (`self.view.safeAreaLayoutGuide`).
    private func objcItem(_ term: ResolvedTerm) -> String {
        objcItem(term.view) + (term.guide.map { "." + $0.swiftName } ?? "")
    }

    private func objcSingle(_ record: ConstraintRecord) -> [String] {
        guard record.isActive else { return ["// inactive: \(Self.mention(record))"] }
        guard let c = appleForm(record), let first = c.lhs.first else {
            return ["// not expressible as one NSLayoutConstraint: \(Self.mention(record))"]
        }
        let second = c.rhs.first
        let toItem = second.map(objcItem) ?? "nil"
        let toAttribute = second.map { Self.objcAttribute($0.attribute) } ?? "NSLayoutAttributeNotAnAttribute"
        let made = "[NSLayoutConstraint constraintWithItem:\(objcItem(first)) attribute:\(Self.objcAttribute(first.attribute)) relatedBy:\(Self.objcRelation(c.relation)) toItem:\(toItem) attribute:\(toAttribute) multiplier:\(formatExact(second?.coefficient ?? 1)) constant:\(formatExact(c.constant))]"
        // As in the Swift export: a name only for a label (its identifier) or a priority.
        let labelled = !Self.isGeneratedID(record.id)
        guard labelled || record.priority < 1000 else { return ["[constraints addObject:\(made)];"] }
        let name = "constraint_\(record.id)"
        var out = ["NSLayoutConstraint *\(name) = \(made);"]
        if labelled { out.append("\(name).identifier = @\"\(record.id)\";") }
        if record.priority < 1000 { out.append("\(name).priority = \(Self.objcPriority(record.priority));") }
        out.append("[constraints addObject:\(name)];")
        return out
    }

    /// UIKit's constants where a priority has one.
    static func objcPriority(_ priority: Double) -> String {
        switch priority {
        case 750: "UILayoutPriorityDefaultHigh"
        case 250: "UILayoutPriorityDefaultLow"
        case 50: "UILayoutPriorityFittingSizeLevel"
        default: formatNumber(priority)
        }
    }

    /// The `views` (and `metrics`) dictionaries the visual formats need.
    private func objcDictionaries(_ items: [Item]) -> [String] {
        var names: [String] = []
        for case .group(_, _, _, let members) in items {
            for id in members {
                for view in layout.records[id]?.views ?? [] where view != Layout.rootName && !names.contains(view) {
                    names.append(view)
                }
            }
        }
        guard !names.isEmpty else { return [] }
        var out = ["NSDictionary<NSString *, id> *views = @{" + names.map { "@\"\($0)\": \(objcItem($0))" }.joined(separator: ", ") + "};"]
        if !layout.metrics.isEmpty {
            let metrics = layout.metrics.sorted { $0.key < $1.key }
            out.append("NSDictionary<NSString *, NSNumber *> *metrics = @{" + metrics.map { "@\"\($0.key)\": @\(formatNumber($0.value))" }.joined(separator: ", ") + "};")
        }
        return out
    }

    /// `self.view` for root; in a fragment `_name` is an ivar, in a file every view is a
    /// property (renamed where Objective-C or UIViewController has the name).
    func objcItem(_ name: String) -> String {
        if name == Layout.rootName { return "self.view" }
        if !options.fragment { return "self.\(objcRenames[name] ?? name)" }
        return name.hasPrefix("_") ? name : "self.\(name)"
    }

    static func objcAttribute(_ attribute: Attribute) -> String {
        let raw = attribute.rawValue
        return "NSLayoutAttribute" + raw.prefix(1).uppercased() + raw.dropFirst()
    }

    static func objcRelation(_ relation: Relation) -> String {
        switch relation {
        case .equal: "NSLayoutRelationEqual"
        case .lessThanOrEqual: "NSLayoutRelationLessThanOrEqual"
        case .greaterThanOrEqual: "NSLayoutRelationGreaterThanOrEqual"
        }
    }

    static func objcOptions(_ options: [FormatOption]) -> String {
        guard !options.isEmpty else { return "0" }
        return options.map { option in
            let raw = option.rawValue
            return "NSLayoutFormat" + raw.prefix(1).uppercased() + raw.dropFirst()
        }.joined(separator: " | ")
    }
}
