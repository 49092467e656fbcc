import Cassowary

/// A scroll view's content area (UIScrollView.contentLayoutGuide) and the rule that puts
/// the edges and margins of a scroll view on it in constraints with its content.
///
/// The content area is a layout guide of the scroll view named `scroll.content` (no view
/// name has a dot, so no view can take it), made the first time a constraint uses it: a
/// scroll view nothing scrolls has no content area to report. Its origin is the scroll
/// view's (content offset 0, as Interface Builder lays it out; UIKit's
/// 'UIScrollView-contentLayoutGuide-minX' and '-minY'); its size is what the constraints
/// on it make it, the content size, and is ambiguous when nothing sets it, as Interface
/// Builder's "scrollable content size ambiguity" says.
extension Layout {
    /// The content area's record name for a scroll view.
    package static func contentAreaName(_ scroll: String) -> String { "\(scroll).content" }

    /// True when `name` is a view of class UIScrollView, UITableView, UICollectionView or
    /// UITextView.
    public func isScrollView(_ name: String) -> Bool {
        guard let index = views.index(forKey: name) else { return false }
        return isScrollView(views.values[index])
    }

    /// The scroll view whose content area `name` is; nil for anything else.
    public func scrollView(ofContentArea name: String) -> String? {
        guard let record = views[name], record.isGuide, let scroll = record.superview,
              name == Self.contentAreaName(scroll) else { return nil }
        return scroll
    }

    /// The content area's frame in the scroll view's coordinates; nil before a constraint
    /// uses it.
    public func contentAreaFrame(of scroll: String) -> Rect? {
        let name = Self.contentAreaName(scroll)
        return views[name] == nil ? nil : frame(of: name)
    }

    /// Makes the content area of `scroll` if no constraint made it yet.
    func ensureContentArea(of scroll: String) {
        let name = Self.contentAreaName(scroll)
        guard views[name] == nil, views[scroll] != nil else { return }
        var record = makeViewRecord(name, superview: scroll)
        record.isGuide = true
        views[name] = record
        viewList.append(name)
        views[scroll]?.subviewList.append(name)
        appendToSettleOrder(record)
        addNonNegativeSizes(record)
        guard let owner = views[scroll] else { return }
        for axis in Axis.allCases {
            let edge = axis == .horizontal ? "left" : "top"
            addSystem(id: Self.contentOriginID(scroll, axis), origin: .scrollContent(scroll: scroll, axis: axis),
                      axis: axis, text: "\(name).\(edge) == \(scroll).\(edge)", views: [scroll, name],
                      Constraint(record.origin(axis) - owner.origin(axis), .equal))
        }
    }

    /// `content:scroll.left`, `content:scroll.top`: ids no user label can take.
    package static func contentOriginID(_ scroll: String, _ axis: Axis) -> String {
        "content:\(scroll).\(axis == .horizontal ? "left" : "top")"
    }

    // MARK: resolving

    /// Refuses a scroll view's guide on a view that is not one.
    func checkScrollGuide(_ view: String, _ syntax: AttributeSyntax) throws(Diagnostic) {
        guard let guide = syntax.item.guide, guide.isScrollViewGuide, !isScrollView(view) else { return }
        throw LayoutMessages.error(.notScrollView, view, guide.rawValue, at: syntax.item.range)
    }

    /// Apple's rule for a constraint between a scroll view and its content: the scroll
    /// view's edges and margins (its margins guide's edges too) are its content area's;
    /// its width, height and centres, and any other guide, stay its frame's.
    func markContentAreaTerms(_ lhs: inout [ResolvedTerm], _ rhs: inout [ResolvedTerm]) {
        // Nearly every constraint names no scroll view's edge: nothing is gathered for it.
        guard lhs.contains(where: attachesToContentArea) || rhs.contains(where: attachesToContentArea) else { return }
        let named = (lhs + rhs).map(\.view)
        func mark(_ terms: inout [ResolvedTerm]) {
            for index in terms.indices where attachesToContentArea(terms[index]) {
                let scroll = terms[index].view
                if named.contains(where: { isStrictDescendant($0, of: scroll) }) { terms[index].onContentArea = true }
            }
        }
        mark(&lhs)
        mark(&rhs)
    }

    private func attachesToContentArea(_ term: ResolvedTerm) -> Bool {
        switch term.guide {
        case nil: guard Self.contentEdges.contains(term.attribute) || Self.contentEdges.contains(term.attribute.marginGuideEdge ?? .width) else { return false }
        case .margins?: guard Self.contentEdges.contains(term.attribute) else { return false }
        default: return false
        }
        return isScrollView(term.view)
    }

    private static let contentEdges: Set<Attribute> = [.left, .right, .top, .bottom, .leading, .trailing]

    private func isStrictDescendant(_ name: String, of ancestor: String) -> Bool {
        var current = views[name]?.superview
        while let parent = current {
            if parent == ancestor { return true }
            current = views[parent]?.superview
        }
        return false
    }

    // MARK: lowering

    /// A term on the content area, or nil while it has none (`insert` makes it first).
    /// A margin over the content area is the content area moved in by the scroll view's
    /// margins, less above and below the part that is its safe area: the content inset
    /// takes the safe area, and the content gets none of it (docs/UIKIT-RULES.md).
    func contentAreaExpression(_ term: ResolvedTerm) -> Expression? {
        guard let scrollIndex = views.index(forKey: term.view),
              let index = views.index(forKey: Self.contentAreaName(term.view)) else { return nil }
        var attribute = term.attribute
        var insets = Margins.zero
        if term.onContentArea {
            let scroll = views.values[scrollIndex]
            if let edge = attribute.marginGuideEdge {
                attribute = edge
                insets = contentMargins(scroll)
            } else if term.guide == .margins {
                insets = contentMargins(scroll)
            }
        }
        return views.values[index].expression(attribute, insets: insets, direction: direction)
    }

    private func contentMargins(_ scroll: ViewRecord) -> Margins {
        let margins = scroll.guides.margins, safe = scroll.guides.safeArea
        let fromSafeArea = scroll.marginRules.fromSafeArea
        return Margins(top: margins.top - (fromSafeArea ? safe.top : 0), left: margins.left,
                       bottom: margins.bottom - (fromSafeArea ? safe.bottom : 0), right: margins.right)
    }

    /// Makes the content areas a constraint's terms are lowered on.
    func makeContentAreas(for canonical: CanonicalConstraint) {
        for term in canonical.terms where term.guide == .content || term.onContentArea {
            ensureContentArea(of: term.view)
        }
    }

    // MARK: going

    /// The scroll views whose content area the constraint is lowered on.
    static func contentAreaOwners(_ canonical: CanonicalConstraint) -> [String] {
        canonical.terms.filter { $0.guide == .content || $0.onContentArea }.map(\.view)
    }

    /// Takes out the content areas of `scrolls` that no constraint uses any longer: a
    /// scroll view nothing scrolls has no content size to be ambiguous.
    func dropUnusedContentAreas(of scrolls: Set<String>) {
        for scroll in scrolls.sorted() {
            let name = Self.contentAreaName(scroll)
            guard let record = views[name] else { continue }
            let used = recordOrder.contains { id in
                records[id]?.canonical.map { Self.contentAreaOwners($0).contains(scroll) } ?? false
            }
            if !used { _ = takeOutSubtree(name, record) }
        }
    }
}
