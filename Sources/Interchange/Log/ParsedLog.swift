import AutoLayout
import Cassowary
import Messages

/// A view or layout guide as Apple's log names it: `UILabel:0x7fb5c8d0e4f0'Title'`.
public struct LogItem: Hashable, Sendable {
    /// `UILabel`, `Trust.BrowserNavigationBar`, `UILayoutGuide`.
    public var className: String
    /// `0x7fb5c8d0e4f0`; nil when the log redacted it.
    public var address: String?
    /// The quoted text after the address: a label's text, a button's title, a guide's
    /// kind (`UIViewSafeAreaLayoutGuide`) or an accessibility identifier.
    public var title: String?
    /// The name the log binds it to: `AddressToolbar.lockIcon` in `(names:
    /// AddressToolbar.lockIcon:0x…)`, `one` in a visual format's names, or a Masonry key
    /// (`UILabel:messageLabel`). alsh names the view after it.
    public var name: String?
    /// The log printed the view by its class alone (`[UIImageView(456)]`, `'|':UIView`):
    /// each printed name is taken for one view.
    public var unaddressed = false

    public init(className: String, address: String?, title: String? = nil, name: String? = nil) {
        self.className = className; self.address = address; self.title = title; self.name = name
    }

    /// A view the log prints by its class alone.
    static func unaddressed(_ className: String) -> LogItem {
        var item = LogItem(className: className, address: nil)
        item.unaddressed = true
        return item
    }

    /// What identifies the item across lines and blocks: its address, or its bound name,
    /// or class and title.
    public var key: String { address ?? name.map { "\(className):\($0)" } ?? "\(className)'\(title ?? "")'" }

    /// Layout guides and stack-view spacers have no frame of their own in UIKit; alsh
    /// models them as views.
    public var isLayoutGuide: Bool {
        className.hasSuffix("LayoutGuide") || className.hasSuffix("LayoutSpacer")
    }

    /// `UILabel:0x7fb5c8d0e4f0'Title'`, as the log wrote it.
    public var text: String {
        if unaddressed { return className }
        let head = className.isEmpty ? (name ?? "") : className
        return "\(head):\(address ?? name ?? "<private>")" + (title.map { "'\($0)'" } ?? "")
    }
}

/// `item.attribute`; a nil item means "the superview of the constraint's other item"
/// (a VFL `|` whose names list is missing, or an autoresizing `minX == 0`).
public struct LogAnchor: Hashable, Sendable {
    public var item: LogItem?
    public var attribute: Attribute

    public init(item: LogItem?, attribute: Attribute) {
        self.item = item; self.attribute = attribute
    }
}

/// One constraint from the log, in Apple's shape `first relation multiplier * second + constant`.
public struct LogConstraint: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case layout
        /// NSAutoresizingMaskLayoutConstraint: the view translates its mask (`h=--& v=--&`).
        case autoresizing(mask: String)
        /// NSContentSizeLayoutConstraint: an intrinsic size with its two priorities.
        case contentSize(hugging: Double, resistance: Double)
    }

    /// 1-based line of the log it was read from.
    public var line: Int
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `_UITemporaryLayoutWidth`…
    public var className: String
    public var address: String?
    /// The `'identifier'` after the address (`UISV-spacing`, `UIView-Encapsulated-Layout-Width`).
    public var identifier: String?
    public var kind: Kind
    public var first: LogAnchor
    /// The first attribute as the log named it: `width`, or the autoresizing `minX`.
    public var firstAttributeName: String
    public var relation: Relation
    public var multiplier: Double
    public var second: LogAnchor?
    public var constant: Double
    public var priority: Double
    /// False when the log says `(inactive)`.
    public var isActive: Bool
    /// The `names:` list: `'|'` → the superview the VFL's edges stand for.
    public var superview: LogItem?
    /// The log wrote it in visual format (`H:|-(20)-[…]`).
    public var isVisualFormat: Bool
    /// The description as the log wrote it (between the address and the `>`).
    public var text: String

    /// The first attribute is an autoresizing `minX`/`midX`/`maxX` (`minY` …): measured from
    /// the superview's origin, and related to nothing or to the superview's size.
    public var measuresFromOrigin: Bool {
        firstAttributeName.hasPrefix("min") || firstAttributeName.hasPrefix("mid") || firstAttributeName.hasPrefix("max")
    }

    /// What identifies the constraint across blocks: its address, or its text.
    public var key: String { address ?? text }

    /// Every view or guide it names, the first item first.
    public var items: [LogItem] {
        var result: [LogItem] = []
        for item in [first.item, second?.item, superview].compactMap({ $0 }) where !result.contains(item) {
            result.append(item)
        }
        return result
    }
}

/// One `Unable to simultaneously satisfy constraints` report (or a run of bare descriptions).
public struct LogBlock: Hashable, Sendable {
    public enum Platform: String, Sendable { case iOS, macOS, unknown }
    /// 1-based line where it starts.
    public var line: Int
    public var platform: Platform
    /// Keys of its constraints (see `LogConstraint.key`), in the order the log lists them.
    public var constraintKeys: [String]
    /// Key of the constraint Apple said it would break, if the log says.
    public var brokenKey: String?
}

/// A line the parser could not read; the rest of the log still imports.
public struct LogProblem: Hashable, Sendable {
    public var line: Int
    /// Why, as data: worded in the session's language when printed.
    public var sentence: Message
    public init(line: Int, sentence: Message) { self.line = line; self.sentence = sentence }
    /// The sentence in English (tests, `--json`).
    public var message: String { sentence.text(in: .en) }
}

/// Everything `LogImport.parse` read from a log.
public struct ParsedLog: Hashable, Sendable {
    public var blocks: [LogBlock] = []
    /// Each constraint once (deduplicated by address), in first-seen order.
    public var constraints: [LogConstraint] = []
    public var problems: [LogProblem] = []

    public init() {}

    public func constraint(key: String) -> LogConstraint? {
        constraints.first { $0.key == key }
    }

    /// Every item any constraint names, each once, in first-seen order.
    public var items: [LogItem] {
        var seen = Set<String>()
        var result: [LogItem] = []
        for constraint in constraints {
            for item in constraint.items where seen.insert(item.key).inserted { result.append(item) }
        }
        return result
    }
}
