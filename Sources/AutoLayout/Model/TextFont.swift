/// The system font (San Francisco) a view's text is set in: what decides where its
/// baselines sit (docs/UIKIT-RULES.md, "Text in the system font: sizes and baselines").
public struct TextFont: Hashable, Sendable {
    /// In points; a text style's is its size at the default content size category.
    public let size: Double
    /// The text style it was named by (`body`); nil when it was given as a size.
    public let style: TextStyle?

    public init(size: Double, style: TextStyle? = nil) {
        self.size = size
        self.style = style
    }

    public init(style: TextStyle) {
        self.init(size: style.pointSize, style: style)
    }

    /// The font as `font NAME …` gives it: `body`, `17`.
    public var words: String {
        style?.rawValue ?? formatNumber(size)
    }

    /// San Francisco's vertical metrics per point of size: an ascender of 1950 and a
    /// descender of 494 in its 2048-unit em, and no line gap, so a line is 1.19336 times
    /// the size (UIFont.systemFont(ofSize: 15).lineHeight is 17.900391).
    public static let ascenderPerPoint = 1950.0 / 2048
    public static let descenderPerPoint = 494.0 / 2048

    public var ascender: Double { size * Self.ascenderPerPoint }
    public var descender: Double { size * Self.descenderPerPoint }
    public var lineHeight: Double { ascender + descender }

    /// The largest size accepted: past it a line is taller than any screen.
    public static let largestSize = 1000.0

    /// Classes that centre their text in their height (UIButton's title, UITextField's
    /// text), so their baselines move with the centre. A label's stay put below its top
    /// and above its bottom.
    public static let centringClasses: Set<String> = ["UIButton", "UITextField"]

    /// Where the text's baselines sit in a view of this class. UIKit measures a first
    /// baseline from the top edge and a last baseline from the bottom edge
    /// (`_baselineOffsetFromNearestEdgeForLayoutAttribute:`), a label's by its text's own
    /// metrics: the ascender below the top, the descender above the bottom, however many
    /// lines it shows and however tall it is.
    public func baselines(centred: Bool) -> BaselinePlacement {
        if centred {
            let offset = ascender - lineHeight / 2
            return BaselinePlacement(firstFraction: 0.5, first: offset, lastFraction: 0.5, last: offset)
        }
        return BaselinePlacement(firstFraction: 0, first: ascender, lastFraction: 1, last: -descender)
    }
}

/// Where a view's two baselines are: each a fraction of its (alignment rect's) height
/// below its top, plus an offset (`firstFraction` 0: from the top; 1: from the bottom).
public struct BaselinePlacement: Hashable, Sendable {
    public var firstFraction: Double
    public var first: Double
    public var lastFraction: Double
    public var last: Double

    /// Both baselines `offset` below the top (`baseline NAME OFFSET`).
    public static func fixed(_ offset: Double) -> BaselinePlacement {
        BaselinePlacement(firstFraction: 0, first: offset, lastFraction: 0, last: offset)
    }

    /// The offset of one of the baselines below the top of a view `height` tall.
    public func offset(last isLast: Bool, height: Double) -> Double {
        isLast ? lastFraction * height + last : firstFraction * height + first
    }
}

/// UIFont.TextStyle, at the default content size category (Large), as Apple's Human
/// Interface Guidelines list them.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The style an Interface Builder document names (`UICTFontTextStyleBody`; the large
    /// title is `UICTFontTextStyleTitle0`, the subheadline `UICTFontTextStyleSubhead`).
    public init?(interfaceBuilderName name: String) {
        let prefix = "UICTFontTextStyle"
        guard name.hasPrefix(prefix) else { return nil }
        switch String(name.dropFirst(prefix.count)) {
        case "Title0": self = .largeTitle
        case "Title1": self = .title1
        case "Title2": self = .title2
        case "Title3": self = .title3
        case "Headline": self = .headline
        case "Body": self = .body
        case "Callout": self = .callout
        case "Subhead": self = .subheadline
        case "Footnote": self = .footnote
        case "Caption1": self = .caption1
        case "Caption2": self = .caption2
        default: return nil
        }
    }
}
