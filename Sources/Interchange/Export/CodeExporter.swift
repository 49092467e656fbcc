import AutoLayout
import Cassowary

/// The languages `export` writes.
public enum CodeLanguage: String, CaseIterable, Sendable {
    case swift, snapkit, objc, vfl
}

/// How `export` writes: a whole Swift file (the default) or today's body-only fragment.
public struct ExportOptions: Sendable {
    /// `--fragment`: the lines of a `viewDidLoad` body, for pasting.
    public var fragment = false
    /// The view controller's name in a whole file.
    public var className = "LayoutViewController"

    public init(fragment: Bool = false, className: String = "LayoutViewController") {
        self.fragment = fragment
        self.className = className
    }

    /// A Swift identifier that can name a class: a letter or `_`, then letters, digits, `_`.
    public static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && !CodeExporter.reservedInViewController.contains(text)
    }

    /// `Login.swift` → `LoginViewController`, `SignUpViewController.swift` as it is; nil
    /// when the file's name makes no Swift type name.
    public static func className(fromFile path: String) -> String? {
        var stem = Substring(path.split(separator: "/").last ?? "")
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        let word = stem.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = word.first, first.isLetter || first == "_", word.count == stem.count else { return nil }
        let name = first.uppercased() + word.dropFirst()
        return name.hasSuffix("ViewController") ? name : name + "ViewController"
    }
}

/// Writes the session's constraints back as code a person can paste into an app:
/// Swift anchors, Objective-C `constraintWithItem:` / `constraintsWithVisualFormat:`, or
/// bare VFL. What one NSLayoutConstraint cannot express (a general linear form) is named
/// in a comment, never dropped.
public struct CodeExporter {
    let layout: Layout
    let options: ExportOptions
    /// Session names that Swift cannot use as they are in a view controller (`title`,
    /// `view`, keywords), with the property names they get; empty in a fragment.
    let swiftRenames: [String: String]
    /// The same for an Objective-C property (`title`, `id`, `newButton`); empty in a fragment.
    let objcRenames: [String: String]

    public init(_ layout: Layout, options: ExportOptions = ExportOptions()) {
        self.layout = layout
        self.options = options
        swiftRenames = options.fragment ? [:] : Self.swiftRenames(layout)
        objcRenames = options.fragment ? [:] : Self.objcRenames(layout)
    }

    public func export(_ language: CodeLanguage) -> String {
        let lines: [String] = switch language {
        case .swift: options.fragment ? swiftLines() : swiftFileLines()
        case .snapkit: snapKitLines()
        case .objc: options.fragment ? objcLines() : objcFileLines()
        case .vfl: vflLines()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The user constraints the session has broken (required, and cannot hold), in id order.
    public var brokenConstraintIDs: [String] {
        layout.recordOrder.filter { id in
            layout.records[id]?.origin.isUser == true && layout.constraint(id)?.state == .broken
        }
    }

    // MARK: what there is to export

    /// One unit of export: a VFL line still as it was made, or one constraint.
    enum Item {
        case group(id: String, format: String, options: [FormatOption], members: [String])
        case single(ConstraintRecord)
    }

    /// User constraints in id order; a VFL group whose members are all still as its line
    /// made them is kept whole (at the place of its first member).
    var items: [Item] {
        var result: [Item] = []
        var emittedGroups = Set<String>()
        let intact = Set(layout.groupOrder.filter(isIntact))
        for id in layout.recordOrder {
            guard let record = layout.records[id], record.origin.isUser else { continue }
            if let group = record.group, intact.contains(group), let source = layout.groups[group] {
                if emittedGroups.insert(group).inserted {
                    let (format, options) = Self.splitOptions(source.source)
                    result.append(.group(id: group, format: format, options: options, members: source.members))
                }
                continue
            }
            result.append(.single(record))
        }
        return result
    }

    /// True when re-reading the group's line gives exactly its members as they are now
    /// (no member removed, deactivated, re-prioritised or re-valued since).
    private func isIntact(_ groupID: String) -> Bool {
        guard let group = layout.groups[groupID] else { return false }
        let context = ParseContext(viewNames: declaredNames, metrics: layout.metrics)
        guard let vfl = try? ConstraintParser.parseVFL(group.source, context: context),
              vfl.constraints.count == group.members.count else { return false }
        for (syntax, id) in zip(vfl.constraints, group.members) {
            guard let record = layout.records[id], record.isActive,
                  let canonical = try? layout.resolve(syntax),
                  canonical == record.canonical, syntax.priority == record.priority else { return false }
        }
        return true
    }

    /// `V:[a]-[b] alignAllLeading` → the format and its options.
    static func splitOptions(_ source: String) -> (String, [FormatOption]) {
        var words = source.split(separator: " ").map(String.init)
        var options: [FormatOption] = []
        while let last = words.last, let option = FormatOption(rawValue: last), words.count > 1 {
            options.insert(option, at: 0)
            words.removeLast()
        }
        return (words.joined(separator: " "), options)
    }

    /// The views and guides code declares, in declaration order: a scroll view's content
    /// area is UIKit's own (`scroll.contentLayoutGuide`), never made or added.
    var declaredNames: [String] {
        layout.viewOrder.filter { layout.scrollView(ofContentArea: $0) == nil }
    }

    /// Views other than root, in declaration order, that translate no autoresizing mask.
    var constrainedViews: [String] {
        declaredNames.filter { layout.views[$0].map { $0.autoresizingFrame == nil && !$0.isGuide } ?? false }
    }

    /// User layout guides with their owning views, in declaration order.
    var userGuides: [(guide: String, owner: String)] {
        declaredNames.compactMap { name in
            layout.views[name].flatMap { $0.isGuide ? (name, $0.superview ?? Layout.rootName) : nil }
        }
    }

    var autoresizingViews: [(String, Rect)] {
        declaredNames.compactMap { name in layout.views[name]?.autoresizingFrame.map { (name, $0) } }
    }

    /// The record as one NSLayoutConstraint says it (`item1.attr1 == m × item2.attr2 + c`),
    /// or nil. A location equal to a constant is no constraint UIKit makes: it refuses a
    /// nil second item beside a location attribute.
    func appleForm(_ record: ConstraintRecord) -> CanonicalConstraint? {
        guard let c = record.canonical, c.isAppleExpressible, let first = c.lhs.first,
              first.attribute.isSize || !c.rhs.isEmpty else { return nil }
        return c
    }

    /// `c3: a.width + b.width == root.width - 40`, for the comment that names it.
    static func mention(_ record: ConstraintRecord) -> String {
        "\(record.id): \(record.text)"
    }

    /// A content priority a view sets away from UIKit's default (hugging 250, compression
    /// resistance 750), for each exporter to write in its own language.
    struct ContentPriority {
        var axis: Axis
        var isHugging: Bool
        var value: Double
    }

    /// The view's changed content priorities, axis by axis, hugging before resistance.
    func changedContentPriorities(_ view: ViewRecord) -> [ContentPriority] {
        Axis.allCases.flatMap { axis in
            [view.hugging[axis].flatMap { $0 == 250 ? nil : ContentPriority(axis: axis, isHugging: true, value: $0) },
             view.resistance[axis].flatMap { $0 == 750 ? nil : ContentPriority(axis: axis, isHugging: false, value: $0) }]
                .compactMap { $0 }
        }
    }

    /// `title: font UIFont.preferredFont(forTextStyle: .body) (17 pt); its baselines
    /// follow it` — a pasted view must show its text in that font to line up the same.
    static func fontNote(_ name: String, _ font: TextFont) -> String {
        let made = font.style.map { "UIFont.preferredFont(forTextStyle: .\($0.rawValue)) (\(formatNumber(font.size)) pt)" }
            ?? "UIFont.systemFont(ofSize: \(formatNumber(font.size)))"
        return "\(name): font \(made); its baselines follow the font's metrics"
    }

    /// Margin and baseline settings a pasted layout needs, as comments.
    var viewNotes: [String] {
        var notes: [String] = []
        if layout.direction == .rightToLeft {
            notes.append("laid out right-to-left (leading is the right edge): run with a right-to-left language or semanticContentAttribute = .forceRightToLeft")
        }
        for name in [Layout.rootName] + declaredNames {
            guard let view = layout.views[name] else { continue }
            if let m = view.marginRules.explicit {
                notes.append("\(name): layout margins \(formatNumber(m.top)) \(formatNumber(m.left)) \(formatNumber(m.bottom)) \(formatNumber(m.right)) (top left bottom right)")
            }
            if let offset = view.baselineOffset {
                notes.append("\(name): baselines \(formatNumber(offset)) below its top")
            }
            if let font = view.font { notes.append(Self.fontNote(name, font)) }
            if !view.alignmentInsets.isZero {
                let i = view.alignmentInsets
                notes.append("\(name): alignmentRectInsets \(formatNumber(i.top)) \(formatNumber(i.left)) \(formatNumber(i.bottom)) \(formatNumber(i.right)) (top left bottom right; a subclass overrides alignmentRectInsets)")
            }
        }
        return notes
    }
}
