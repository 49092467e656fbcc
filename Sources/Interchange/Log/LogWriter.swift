import AutoLayout
import Cassowary

/// The layout's conflicts as UIKit logs them ("Unable to simultaneously satisfy
/// constraints.", the list, "Will attempt to recover by breaking constraint", the
/// UIViewAlertForUnsatisfiableConstraints lines), so a learner sees what the console of a
/// real app would show, and `import` reads it back to the same conflict.
///
/// Addresses are made up but stable: a view's from its place in declaration order, a
/// constraint's from its place in id order, so the same script always logs the same
/// text. What an import brought in keeps the address it came with (its `ref`).
public struct LogWriter {
    let layout: Layout

    public init(_ layout: Layout) { self.layout = layout }

    /// One block per broken required constraint; empty when nothing is broken.
    public func log() -> String {
        layout.analyze().conflicts.map(block).joined(separator: "\n")
    }

    /// `0x7f8a1c400010`-style, from the view's place (root first).
    public func address(ofView view: String) -> String {
        if let ref = layout.ref(of: view), ref.hasPrefix("0x") { return ref }
        let index = ([Layout.rootName] + layout.viewNames).firstIndex(of: view) ?? 0
        return "0x" + String(0x7f8a_1c40_0000 + UInt64(index) * 0x2b0, radix: 16)
    }

    /// `0x600003a0c0a0`-style, from the constraint's place in id order.
    public func address(ofConstraint id: String) -> String {
        if let ref = layout.ref(of: id), ref.hasPrefix("0x") { return ref }
        let index = layout.allConstraints.firstIndex { $0.id == id } ?? 0
        return "0x" + String(0x6000_03a0_c000 + UInt64(index) * 0x50, radix: 16)
    }

    /// The constraint as UIKit describes it; nil for one UIKit has no constraint for
    /// (a size never being negative, root's origin) or that is not one NSLayoutConstraint.
    public func description(of id: String) -> String? {
        if case .scrollContent(let scroll, let axis)? = layout.constraint(id)?.origin {
            return contentOriginDescription(id, scroll: scroll, axis: axis)
        }
        guard let shape = layout.appleShape(id) else { return nil }
        let identifier: String? = switch layout.constraint(id)?.origin {
        case .rootSize(let axis)?: axis == .horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
        // A label the user gave is the constraint's identifier, as `identifier = "…"` sets it.
        case .formula?, .vfl?: id.first == "c" && Int(id.dropFirst()) != nil ? nil : id
        default: shape.identifier
        }
        // A translated mask is an NSAutoresizingMaskLayoutConstraint, logged with the mask
        // and its part (`h=--& v=--& UIView:0x….minX == 20`).
        let kind: LogConstraint.Kind = shape.autoresizingMask.map { .autoresizing(mask: $0) } ?? .layout
        let constraint = LogConstraint(
            line: 0, className: shape.autoresizingMask == nil ? "NSLayoutConstraint" : "NSAutoresizingMaskLayoutConstraint",
            address: address(ofConstraint: id), identifier: identifier,
            kind: kind, first: anchor(shape.first), firstAttributeName: shape.autoresizingPart ?? shape.first.attribute.rawValue,
            relation: shape.relation, multiplier: shape.multiplier, second: shape.second.map(anchor),
            constant: shape.constant, priority: shape.priority, isActive: true,
            superview: shape.origin.map { item(ofView: $0) },
            isVisualFormat: false, text: "")
        return constraint.appleDescription
    }

    /// A scroll view's content area starting at its origin, as UIKit logs its rule:
    /// `'UIScrollView-contentLayoutGuide-minY' V:|-(0)-[_UIScrollViewLayoutGuide:0x…'UIScrollView-contentLayoutGuide']`
    /// with the scroll view as `'|'`, which is how an import tells whose guide it is.
    private func contentOriginDescription(_ id: String, scroll: String, axis: Axis) -> String {
        let horizontal = axis == .horizontal
        let attribute: Attribute = horizontal ? .left : .top
        let owner = item(ofView: scroll)
        let constraint = LogConstraint(
            line: 0, className: "NSLayoutConstraint", address: address(ofConstraint: id),
            identifier: Self.contentOriginIdentifier(axis), kind: .layout,
            first: LogAnchor(item: item(of: .content, ofView: scroll), attribute: attribute), firstAttributeName: attribute.rawValue,
            relation: .equal, multiplier: 1, second: LogAnchor(item: owner, attribute: attribute),
            constant: 0, priority: 1000, isActive: true, superview: owner, isVisualFormat: true, text: "")
        return constraint.appleDescription
    }

    /// UIKit's identifier for the rule that starts a scroll view's content area at its
    /// origin on `axis`.
    static func contentOriginIdentifier(_ axis: Axis) -> String {
        "UIScrollView-contentLayoutGuide-" + (axis == .horizontal ? "minX" : "minY")
    }

    /// The view as UIKit names it: its class (a stack is a UIStackView, a view of no
    /// class a UIView) and address.
    public func item(ofView view: String) -> LogItem {
        let className = layout.info(of: view)?.uikitClass ?? (layout.stack(view) != nil ? "UIStackView" : "UIView")
        return LogItem(className: className, address: address(ofView: view))
    }

    private func anchor(_ anchor: AppleShape.Anchor) -> LogAnchor {
        if anchor.isSpanner {
            // UIKit's spacer for a stack's alignment: a layout guide of the stack's own.
            let owner = UInt64(address(ofView: anchor.view).dropFirst(2), radix: 16) ?? 0
            return LogAnchor(item: LogItem(className: "_UILayoutSpacer", address: "0x" + String(owner + 0x40000, radix: 16),
                                           title: "UISV-alignment-spanner"), attribute: anchor.attribute)
        }
        guard let guide = anchor.guide else {
            return LogAnchor(item: item(ofView: anchor.view), attribute: anchor.attribute)
        }
        return LogAnchor(item: item(of: guide, ofView: anchor.view), attribute: anchor.attribute)
    }

    /// A view's built-in guide as UIKit names it, at the view's address plus the guide's offset.
    private func item(of guide: BuiltInGuide, ofView view: String) -> LogItem {
        let owner = UInt64(address(ofView: view).dropFirst(2), radix: 16) ?? 0
        let className = guide.isScrollViewGuide ? "_UIScrollViewLayoutGuide" : "UILayoutGuide"
        return LogItem(className: className, address: "0x" + String(owner + Self.addressOffset(of: guide), radix: 16),
                       title: Self.title(of: guide))
    }

    /// A built-in guide is a UILayoutGuide of its own, titled by its kind; a scroll view's
    /// two are UIKit's _UIScrollViewLayoutGuide. The log importer reads these titles back.
    static func title(of guide: BuiltInGuide) -> String {
        switch guide {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .content: "UIScrollView-contentLayoutGuide"
        case .frameGuide: "UIScrollView-frameLayoutGuide"
        }
    }

    /// A guide's printed address is its view's plus this, so an imported log can tell
    /// whose guide it is.
    static func addressOffset(of guide: BuiltInGuide) -> UInt64 {
        switch guide {
        case .safeArea: 0x10000
        case .margins: 0x20000
        case .readableContent: 0x30000
        case .content: 0x50000
        case .frameGuide: 0x60000
        }
    }

    /// The block of one broken constraint, as `log()` prints it; nil when it is not broken.
    public func block(for id: String) -> String? {
        layout.analyze().conflicts.first { $0.id == id }.map(block)
    }

    private func block(_ conflict: Conflict) -> String {
        let order = layout.allConstraints.map(\.id)
        let involved = Set(conflict.conflictingWith + [conflict.id])
        let entries = order.filter(involved.contains).compactMap(description)
        let broken = description(of: conflict.id) ?? entries.last ?? ""
        return """
        2026-01-01 00:00:00.000000+0000 alsh[1000:1000] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        \(entries.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(broken)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.

        """
    }
}
