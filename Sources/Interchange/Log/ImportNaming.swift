import AutoLayout

/// Readable alsh names for what a log names by class and address:
/// `UILabel:0x…'Title'` → `label_title`, `UIView:0x…` → `view_1`,
/// `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'` → `safe_area`.
struct ImportNaming {
    private var taken: Set<String>
    private var counters: [String: Int] = [:]

    init(taken: Set<String>) {
        self.taken = taken.union(Self.viewCommandWords)
    }

    /// `view NAME... [in SUPERVIEW] [frame …] [mask …]` reads these as its own words, so a
    /// view cannot be declared by one of them: an Interface Builder view labelled "mask"
    /// is named `mask_2`.
    static let viewCommandWords: Set<String> = ["in", "frame", "mask"]

    mutating func viewName(for item: LogItem) -> String {
        // A name the log binds (`AddressToolbar.lockIcon`, `cell_box`, Masonry's
        // `messageLabel`) is what the app's author calls the view: keep it.
        if let bound = item.name.map({ Self.snakeCase($0, limit: 48) }), let first = bound.first, !first.isNumber {
            return claim(bound)
        }
        let base = Self.base(for: item)
        if let title = item.title.map({ Self.snakeCase($0) }), !title.isEmpty, !item.isLayoutGuide {
            return claim("\(base)_\(title)")
        }
        if item.isLayoutGuide, let guide = Self.guideName(item.title) { return claim(guide) }
        var next = counters[base, default: 0]
        var name: String
        repeat {
            next += 1
            name = "\(base)_\(next)"
        } while taken.contains(name)
        counters[base] = next
        taken.insert(name)
        return name
    }

    /// A constraint label: the log's identifier made an identifier (`UISV-spacing` →
    /// `UISV_spacing`), or the first item and attribute (`label_title_width`).
    mutating func constraintLabel(identifier: String?, fallback: String) -> String {
        if let identifier {
            var label = String(identifier.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            label = Self.collapseUnderscores(label)
            if label.count > 40 { label = String(label.prefix(40)) }
            while label.hasSuffix("_") { label.removeLast() }
            if let first = label.first, first.isNumber { label = "id_" + label }
            if !label.isEmpty { return claim(label) }
        }
        return claim(fallback)
    }

    func isFree(_ name: String) -> Bool { !taken.contains(name) }

    /// `name`, or `name_2`, `name_3` … when taken.
    mutating func claim(_ name: String) -> String {
        var candidate = name
        var suffix = 1
        while taken.contains(candidate) {
            suffix += 1
            candidate = "\(name)_\(suffix)"
        }
        taken.insert(candidate)
        return candidate
    }

    /// `UIImageView` → `image_view`, `Trust.BrowserNavigationBar` → `browser_navigation_bar`.
    static func base(for item: LogItem) -> String {
        if item.isLayoutGuide { return item.className.hasSuffix("Spacer") ? "spacer" : "guide" }
        var name = Substring(demangledClassName(item.className).split(separator: ".").last ?? "view")
        while name.first == "_" { name.removeFirst() }
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { name = rest }
        }
        let snake = snakeCase(String(name))
        return snake.isEmpty || snake.first?.isNumber == true ? "view" : snake
    }

    /// A Swift class's mangled name printed as it is (`_TtC5UIKitP33_DDE1…13ButtonWrapper`,
    /// a private class) → its last part, `ButtonWrapper`: the shortest ending that the
    /// decimal length before it announces. Any other name stays as it is.
    static func demangledClassName(_ name: String) -> String {
        guard name.hasPrefix("_Tt") else { return name }
        let chars = Array(name)
        for length in 1..<chars.count where chars[chars.count - length].isLetter {
            let head = String(chars[..<(chars.count - length)])
            if head.hasSuffix(String(length)), head.count > String(length).count + 3 {
                return String(chars[(chars.count - length)...])
            }
        }
        return name
    }

    private static func guideName(_ title: String?) -> String? {
        switch title {
        case "UIViewSafeAreaLayoutGuide": return "safe_area"
        case "UIViewLayoutMarginsGuide": return "margins_guide"
        case "UIViewReadableContentGuide": return "readable_guide"
        case "UIViewKeyboardLayoutGuide", "UIKeyboardLayoutGuide": return "keyboard_guide"
        default:
            let snake = snakeCase(title ?? "")
            return snake.isEmpty ? nil : "guide_" + snake
        }
    }

    /// `Sign in` → `sign_in`, `ImageView` → `image_view`; at most `limit` characters, cut
    /// after a whole word when one ends in the second half (`navigation_transition_view`
    /// at 24 → `navigation_transition`, not `navigation_transition_vi`).
    static func snakeCase(_ text: String, limit: Int = 24) -> String {
        var result = ""
        var previous: Character?
        for c in text {
            if c.isASCII, c.isUppercase {
                if let previous, previous.isLowercase || previous.isNumber { result.append("_") }
                result.append(Character(c.lowercased()))
            } else if c.isASCII, c.isLetter || c.isNumber {
                result.append(c)
            } else {
                result.append("_")
            }
            previous = c
        }
        var collapsed = collapseUnderscores(result)
        while collapsed.hasPrefix("_") { collapsed.removeFirst() }
        if collapsed.count > limit { collapsed = wordPrefix(collapsed, limit: limit) }
        while collapsed.hasSuffix("_") { collapsed.removeLast() }
        return collapsed
    }

    /// The first `limit` characters of a snake-case name, ending where a word ends if one
    /// does past half of them.
    private static func wordPrefix(_ name: String, limit: Int) -> String {
        let cut = name.prefix(limit)
        let nextIsBoundary = name.dropFirst(limit).first == "_"
        if !nextIsBoundary, let lastBreak = cut.lastIndex(of: "_"),
           cut.distance(from: cut.startIndex, to: lastBreak) >= limit / 2 {
            return String(cut[..<lastBreak])
        }
        return String(cut)
    }

    private static func collapseUnderscores(_ text: String) -> String {
        var result = ""
        for c in text where !(c == "_" && result.last == "_") { result.append(c) }
        return result
    }
}
