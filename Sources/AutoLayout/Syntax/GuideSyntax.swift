import Messages

/// The layout guides every UIView has, usable as constraint items (`root.safeArea.top`),
/// and the two a scroll view adds (`scroll.content.top`, `scroll.frameGuide.width`).
/// User-declared guides (`guide spacer in card`) are named items and need no kind here.
public enum BuiltInGuide: String, CaseIterable, Sendable {
    case safeArea, margins, readableContent
    /// UIScrollView.contentLayoutGuide: the content area, at the scroll view's origin
    /// (content offset 0), as large as the constraints on it make it (the content size).
    case content
    /// UIScrollView.frameLayoutGuide: the scroll view's frame, whatever the constraint.
    case frameGuide

    /// The guides every view has; `content` and `frameGuide` are a scroll view's only.
    public static let everyView: [BuiltInGuide] = [.safeArea, .margins, .readableContent]

    /// True for the guides only a scroll view has.
    public var isScrollViewGuide: Bool { self == .content || self == .frameGuide }

    /// UIKit's property names, so a line pasted from Swift reads the same
    /// (`view.safeAreaLayoutGuide.topAnchor`).
    public var swiftName: String {
        switch self {
        case .safeArea: "safeAreaLayoutGuide"
        case .margins: "layoutMarginsGuide"
        case .readableContent: "readableContentGuide"
        case .content: "contentLayoutGuide"
        case .frameGuide: "frameLayoutGuide"
        }
    }

    /// Words for explanations: "root's safe area top edge".
    /// The catalogue's words for the guide in explanations ("safe area").
    public var phraseKey: MessageKey {
        switch self {
        case .safeArea: .guideSafeArea
        case .margins: .guideMargins
        case .readableContent: .guideReadableContent
        case .content: .guideContentArea
        case .frameGuide: .guideFrame
        }
    }

    /// `safeArea` or `safeAreaLayoutGuide` → `.safeArea`.
    public init?(spelling: String) {
        if let guide = BuiltInGuide(rawValue: spelling) {
            self = guide
        } else if let guide = BuiltInGuide.allCases.first(where: { $0.swiftName == spelling }) {
            self = guide
        } else {
            return nil
        }
    }

    /// Every way to write a guide, for did-you-mean and completion.
    public static let spellings: [String] = allCases.flatMap { [$0.rawValue, $0.swiftName] }
}

extension Attribute {
    /// A UILayoutGuide has edges, centers and a size, but no margins or baselines.
    public var isGuideAttribute: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
        default: false
        }
    }

    /// `topAnchor` → `.top`: NSLayoutAnchor's property names (UIKit has anchors for the
    /// edges, centers, sizes and baselines, none for margins).
    public init?(anchorName: String) {
        guard anchorName.hasSuffix("Anchor") else { return nil }
        guard let attribute = Attribute(rawValue: String(anchorName.dropLast("Anchor".count))),
              attribute.hasAnchor else { return nil }
        self = attribute
    }

    var hasAnchor: Bool { isGuideAttribute || self == .firstBaseline || self == .lastBaseline }

    /// Anchor names, for did-you-mean.
    static let anchorNames: [String] = allCases.filter(\.hasAnchor).map { $0.rawValue + "Anchor" }
}
