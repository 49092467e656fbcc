import AutoLayout

/// Which scroll view a log's `'UIScrollView-contentLayoutGuide'` (or `-frameLayoutGuide`)
/// belongs to. UIKit prints the guide with its own address and no owner, so the owner is
/// the scroll view alsh's `log` put it beside (its address plus the guide's offset, as
/// `LogWriter.addressOffset(of:)` numbers a view's guides), else the scroll view UIKit's
/// 'UIScrollView-contentLayoutGuide-minX'/'-minY' rule names as the guide's `'|'`, else the
/// log's only scroll view; with two or more and neither, the guide stays a view, as any
/// unknown guide does.
enum ScrollGuides {
    static func owners(in items: [LogItem], constraints: [LogConstraint]) -> [String: (owner: LogItem, guide: BuiltInGuide)] {
        let scrollViews = items.filter { scrollViewClass(logClass: $0.className) != nil && !$0.isLayoutGuide }
        var owners: [String: (owner: LogItem, guide: BuiltInGuide)] = [:]
        for item in items {
            guard let guide = guide(titled: item.title) else { continue }
            let offset = LogWriter.addressOffset(of: guide)
            let byAddress = address(item).flatMap { guideAddress in
                scrollViews.first { address($0).map { $0 &+ offset == guideAddress } ?? false }
            }
            let byOriginRule = constraints.first { isContentOrigin($0) && $0.first.item == item }?.superview
                .flatMap { edge in scrollViews.first { $0 == edge } }
            guard let owner = byAddress ?? byOriginRule ?? (scrollViews.count == 1 ? scrollViews[0] : nil) else { continue }
            owners[item.key] = (owner, guide)
        }
        return owners
    }

    /// The UIKit scroll view class a log's class is, or derives from by its name
    /// (`MyTableView` is a UITableView).
    static func scrollViewClass(logClass: String) -> String? {
        // No class name ends in two of these suffixes, so the set's order does not matter.
        Layout.scrollViewClasses.first { logClass == $0 || logClass.hasSuffix(String($0.dropFirst(2))) }
    }

    /// UIKit's rule that starts a content guide at its scroll view's origin:
    /// `'UIScrollView-contentLayoutGuide-minY' V:|-(0)-[_UIScrollViewLayoutGuide:0x…]`.
    static func isContentOrigin(_ constraint: LogConstraint) -> Bool {
        Axis.allCases.contains { constraint.identifier == LogWriter.contentOriginIdentifier($0) }
            && guide(titled: constraint.first.item?.title) == .content
    }

    static func guide(titled title: String?) -> BuiltInGuide? {
        [BuiltInGuide.content, .frameGuide].first { LogWriter.title(of: $0) == title }
    }

    private static func address(_ item: LogItem) -> UInt64? {
        guard let text = item.address, text.hasPrefix("0x") else { return nil }
        return UInt64(text.dropFirst(2), radix: 16)
    }
}
