/// The system font (San Francisco) a view's text is set in: what decides where its
/// baselines sit (docs/UIKIT-RULES.md, "Text in the system font: sizes and baselines").
public struct TextFont: Hashable, Sendable {
    /// In points; a text style's is its size at the default content size category.
    public let size: Double
    /// The text style it was named by (`body`); nil when it was given as a size.
    public let style: TextStyle?
    /// How many lines the text takes: the last baseline is that many lines down.
    public let lines: Int

    public init(size: Double, style: TextStyle? = nil, lines: Int = 1) {
        self.size = size
        self.style = style
        self.lines = max(1, lines)
    }

    public init(style: TextStyle, lines: Int = 1) {
        self.init(size: style.pointSize, style: style, lines: lines)
    }

    /// The font as `font NAME …` gives it: `body`, `17`, `15 lines 3`.
    public var words: String {
        (style?.rawValue ?? formatNumber(size)) + (lines > 1 ? " lines \(lines)" : "")
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
    /// text), so their baselines move with the centre. A label's stay put below its top.
    public static let centringClasses: Set<String> = ["UIButton", "UITextField"]

    /// Where the text's baselines sit in a view of this class.
    public func baselines(centred: Bool) -> BaselinePlacement {
        if centred {
            let offset = ascender - lineHeight / 2
            return BaselinePlacement(fractionOfHeight: 0.5, first: offset, last: offset)
        }
        return BaselinePlacement(fractionOfHeight: 0, first: ascender, last: ascender + Double(lines - 1) * lineHeight)
    }
}

/// Where a view's two baselines are: `fractionOfHeight` of its (alignment rect's) height
/// below its top, plus `first` or `last`.
public struct BaselinePlacement: Hashable, Sendable {
    public var fractionOfHeight: Double
    public var first: Double
    public var last: Double

    /// Both baselines `offset` below the top (`baseline NAME OFFSET`).
    public static func fixed(_ offset: Double) -> BaselinePlacement {
        BaselinePlacement(fractionOfHeight: 0, first: offset, last: offset)
    }

    /// The offset of one of the baselines below the top of a view `height` tall.
    public func offset(last isLast: Bool, height: Double) -> Double {
        fractionOfHeight * height + (isLast ? last : first)
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
