import AutoLayout

/// Which scroll view a log's `'UIScrollView-contentLayoutGuide'` (or `-frameLayoutGuide`)
/// belongs to. UIKit prints the guide with its own address and no owner, so the owner is
/// the scroll view alsh's `log` put it beside (its address plus 0x50000 or 0x60000, as
/// LogWriter numbers a view's guides), else the log's only scroll view; with two or more
/// and no such address the guide stays a view, as any unknown guide does.
enum ScrollGuides {
    static func owners(in items: [LogItem]) -> [String: (owner: LogItem, guide: BuiltInGuide)] {
        let scrollViews = items.filter { scrollViewClass(logClass: $0.className) != nil && !$0.isLayoutGuide }
        var owners: [String: (owner: LogItem, guide: BuiltInGuide)] = [:]
        for item in items {
            guard let guide = guide(titled: item.title) else { continue }
            let offset: UInt64 = guide == .content ? 0x50000 : 0x60000
            let byAddress = address(item).flatMap { guideAddress in
                scrollViews.first { address($0).map { $0 &+ offset == guideAddress } ?? false }
            }
            guard let owner = byAddress ?? (scrollViews.count == 1 ? scrollViews[0] : nil) else { continue }
            owners[item.key] = (owner, guide)
        }
        return owners
    }

    /// The UIKit scroll view class a log's class is, or derives from by its name
    /// (`MyTableView` is a UITableView).
    static func scrollViewClass(logClass: String) -> String? {
        for uikit in ["UIScrollView", "UITableView", "UICollectionView", "UITextView"] {
            if logClass == uikit || logClass.hasSuffix(String(uikit.dropFirst(2))) { return uikit }
        }
        return nil
    }

    static func guide(titled title: String?) -> BuiltInGuide? {
        switch title {
        case "UIScrollView-contentLayoutGuide": .content
        case "UIScrollView-frameLayoutGuide": .frameGuide
        default: nil
        }
    }

    private static func address(_ item: LogItem) -> UInt64? {
        guard let text = item.address, text.hasPrefix("0x") else { return nil }
        return UInt64(text.dropFirst(2), radix: 16)
    }
}
