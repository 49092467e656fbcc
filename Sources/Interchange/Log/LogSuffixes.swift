import AutoLayout

/// What Apple appends to a description: `(active)`, `(inactive)`, `(LTR)`,
/// `(active, names: '|':UIView:0x… )`, the older `(Names: '|':UIView:0x… )`, and for
/// content-size constraints `Hug:250 CompressionResistance:750`. Read from the end.
struct LogSuffixes {
    /// The description without its suffixes.
    var body = ""
    var isActive = true
    /// The view `'|'` stands for in a visual-format description.
    var superview: LogItem?
    /// The other names the list binds (`one:0x…`, `AddressToolbar.lockIcon:0x…`,
    /// `cell_box:UIView:0x…`), longest first so that the description is read greedily.
    var names: [(name: String, item: LogItem)] = []
    /// (hugging, compression resistance)
    var contentSize: (Double, Double)?
    /// `(LTR)`: Apple appends it to a visual-format description whose attributes are left
    /// and right (`'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[…](LTR)`); leading/trailing ones
    /// print without it. It says how the constraint was made, not which way the app's
    /// layout runs, so an import cannot take the layout's direction from it.
    var isLeftToRight = false

    init(_ text: String) {
        var chars = Array(LogDescriptionParser.trimmed(text))
        while chars.last == ")", let open = Self.matchingOpen(chars), Self.isSuffix(chars[(open + 1)..<(chars.count - 1)]) {
            read(String(chars[(open + 1)..<(chars.count - 1)]))
            chars.removeSubrange(open...)
            while let c = chars.last, c == " " || c == "\t" { chars.removeLast() }
        }
        body = String(chars)
        if let range = body.utf8Range(of: " Hug:") {
            contentSize = Self.contentSize(String(body[range.upperBound...]))
            if contentSize != nil { body = LogDescriptionParser.trimmed(String(body[..<range.lowerBound])) }
        }
    }

    /// `text` without a last parenthesised group that is none of Apple's suffixes:
    /// FLKAutoLayout's name tags of the two items, `(Bar view 0, (null))`.
    static func droppingNameTags(_ text: String) -> String {
        var chars = Array(LogDescriptionParser.trimmed(text))
        guard chars.last == ")", let open = matchingOpen(chars), open > 0,
              !isSuffix(chars[(open + 1)..<(chars.count - 1)]) else { return String(chars) }
        chars.removeSubrange(open...)
        return LogDescriptionParser.trimmed(String(chars))
    }

    private static func matchingOpen(_ chars: [Character]) -> Int? {
        var depth = 0
        for index in stride(from: chars.count - 1, through: 0, by: -1) {
            if chars[index] == ")" { depth += 1 }
            if chars[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func isSuffix(_ content: ArraySlice<Character>) -> Bool {
        let text = LogDescriptionParser.trimmed(String(content))
        return ["active", "inactive", "Names:", "names:", "LTR", "RTL"].contains { text.hasPrefix($0) }
    }

    private mutating func read(_ content: String) {
        let text = LogDescriptionParser.trimmed(content)
        if text.hasPrefix("inactive") { isActive = false }
        if text == "LTR" { isLeftToRight = true }
        guard let range = text.utf8Range(of: "names:") ?? text.utf8Range(of: "Names:") else { return }
        for entry in text[range.upperBound...].split(separator: ",") {
            let pair = LogDescriptionParser.trimmed(String(entry))
            if pair.hasPrefix("'|':") {
                let value = String(pair.dropFirst(4))
                var parser = LogDescriptionParser(value, line: 0)
                superview = (try? parser.item()) ?? Self.truncatedItem(value)
            } else if let binding = Self.binding(pair) {
                names.append(binding)
            }
        }
        // Longest first, a name bound twice in the list's order (`LogDescriptionParser.boundName`).
        names = names.enumerated().sorted { ($0.element.name.count, $1.offset) > ($1.element.name.count, $0.offset) }
            .map(\.element)
    }

    /// `one:0x6080001453e0`, `progress background:0x1089a5290`, `box:UIView:0x…'Title'`:
    /// the name is everything before the colon that starts the address or the class.
    private static func binding(_ pair: String) -> (name: String, item: LogItem)? {
        let chars = Array(pair)
        for (index, c) in chars.enumerated() where c == ":" && index > 0 {
            let name = String(chars[..<index])
            let value = String(chars[(index + 1)...])
            var parser = LogDescriptionParser(value, line: 0)
            if var item = try? parser.item(), parser.cursor.isAtEnd {
                item.name = name
                return (name, item)
            }
            if let address = parser.address(), parser.cursor.isAtEnd {
                return (name, LogItem(className: "", address: address, name: name))
            }
        }
        return nil
    }

    /// `UIKeyboardLayoutStar Prev...:0x10b4bea00`: a view whose long name the log cut
    /// short, spaces and all, before its address.
    private static func truncatedItem(_ text: String) -> LogItem? {
        guard let colon = text.range(of: "...:0x", options: .backwards) else { return nil }
        let className = String(text[..<colon.lowerBound]) + "..."
        var parser = LogDescriptionParser(String(text[text.index(colon.upperBound, offsetBy: -2)...]), line: 0)
        guard let address = parser.address(), parser.cursor.isAtEnd, !className.hasPrefix(" ") else { return nil }
        return LogItem(className: className, address: address)
    }

    /// `250 CompressionResistance:750` (after `Hug:`).
    private static func contentSize(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let hug = Double(parts[0]), parts[1].hasPrefix("CompressionResistance:"),
              let resist = Double(parts[1].dropFirst("CompressionResistance:".count)),
              hug.isFinite, resist.isFinite else { return nil }
        return (hug, resist)
    }
}

extension Attribute {
    /// Leading/trailing as the left-to-right edges they are in an `(LTR)` description.
    var absolute: Attribute {
        switch self {
        case .leading: .left
        case .trailing: .right
        case .leadingMargin: .leftMargin
        case .trailingMargin: .rightMargin
        default: self
        }
    }
}
