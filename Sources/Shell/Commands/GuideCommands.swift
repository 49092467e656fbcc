import AutoLayout
import Messages

/// Layout guides, the safe area and UIKit's margin settings.
enum GuideCommands {
    static let all: [CommandSpec] = [guide, safearea, viewClass, preserve]

    static let guide = CommandSpec(
        name: "guide",
        synopsis: "guide NAME... [in VIEW]",
        summary: "declare layout guides (UILayoutGuide) owned by root or VIEW",
        discussion: """
        A layout guide is a rectangle the constraints place, like a view that is never
        drawn: spacers between views, a region others align to. It has left, right,
        top, bottom, leading, trailing, centerX, centerY, width and height, and its
        width and height are never negative. Its frame is reported in its owning view's
        coordinates. Apple's visual format takes views only, so constrain guides with
        formulas. 'remove view NAME' removes one.

        Every view also has three guides of its own: NAME.safeArea, NAME.margins and
        NAME.readableContent (safeAreaLayoutGuide, layoutMarginsGuide,
        readableContentGuide). A scroll view (class UIScrollView, UITableView,
        UICollectionView or UITextView) has two more: NAME.content, its content area
        (contentLayoutGuide), at its origin and as large as the constraints on it make
        it, and NAME.frameGuide, its frame (frameLayoutGuide). As in UIKit, a
        constraint between a scroll view's edges or margins and a view inside it
        attaches to the content area; widths, heights and centres to the frame.

          guide gap1 gap2
          gap1.left = a.right
          gap1.right = b.left
          gap1.width = gap2.width
          guide inset in card
          label.top = root.safeArea.top + 8
        """,
        completion: { previous in
            if previous.last == "in" { return .views }
            return previous.isEmpty ? .none : .words(["in"])
        },
        run: { session, arguments throws(ShellError) in
            var names: [Word] = []
            var owner = Word(text: Layout.rootName, range: arguments.command.range)
            while !arguments.isAtEnd {
                if arguments.take("in") {
                    owner = try arguments.next("VIEW")
                    try arguments.end()
                } else {
                    names.append(try arguments.next("NAME"))
                }
            }
            guard !names.isEmpty else { throw arguments.usageError(Message(.missingWord, "NAME")) }
            let parent = owner
            var failed = names[0].range
            try session.change(arguments.line) { layout throws(Diagnostic) in
                var declared: [String] = []
                do throws(Diagnostic) {
                    if let (index, error) = layout.firstRefusedView(names.map(\.text), in: parent.text) {
                        failed = names[index].range
                        throw error
                    }
                    for name in names {
                        failed = name.range
                        try layout.declareGuide(name.text, in: parent.text)
                        declared.append(name.text)
                    }
                } catch {
                    // All or nothing, as `view` does.
                    for name in declared.reversed() { try? layout.removeView(name) }
                    var located = error
                    if located.range == nil {
                        if case .unknownView(let name, _) = error.kind, name == parent.text {
                            located.range = parent.range
                        } else {
                            located.range = failed
                        }
                    }
                    throw located
                }
            }
        }
    )

    static let safearea = CommandSpec(
        name: "safearea",
        synopsis: "safearea TOP LEFT BOTTOM RIGHT",
        summary: "set root's safe-area insets (20 0 0 0 at first: the status bar)",
        discussion: """
        The parts of the screen covered by bars, the notch or the home indicator.
        root.safeArea is root inset by them; a subview's safe area is its frame clipped
        to root's. Views measure their margins from their safe area (see 'margins').
        'root WxH' and 'rotate' keep the insets. One number sets all four.

          safearea 44 0 34 0
          safearea 0 44 21 44
        """,
        run: { session, arguments throws(ShellError) in
            let first = arguments.peek()?.range ?? arguments.command.range
            let insets = try arguments.sides()
            try arguments.end()
            try session.change(arguments.line, at: first) { layout throws(Diagnostic) in
                try layout.setSafeArea(insets)
            }
        }
    )

    static let viewClass = CommandSpec(
        name: "class",
        synopsis: "class NAME UIKITCLASS | class NAME none",
        summary: "record a view's UIKit class (UITableViewCellContentView has cell margins)",
        discussion: """
        Says what a view is in UIKit. A table cell's content view
        (UITableViewCellContentView) has UIKit's cell margins: 11 above and below, and
        root's side margins (16, or 20 from 414 points wide), 20 on a 3x screen (see
        'root'), or what 'margins root cells' sets (iOS 26's 15 above and below too); a
        UITableViewCell has the same sides.
        UISwitch, UISlider and UISegmentedControl have UIKit's alignment-rect insets (a switch's frame is 2
        wider on the right than what constraints align; 'inset' overrides them).
        UIScrollView, UITableView, UICollectionView and UITextView give the views inside
        them no safe area above or below (UIKit puts it in their content inset). Other
        classes are kept for reports and export. 'none' makes it a plain UIView again.

          class cell UITableViewCellContentView
          class toggle UISwitch
        """,
        completion: { previous in
            switch previous.count {
            case 0: .views
            case 1: .words([Layout.cellContentViewClass] + AlignmentInsets.uiKit.keys.sorted() + ["none"])
            default: .none
            }
        },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let name = try arguments.next("UIKITCLASS")
            try arguments.end()
            guard name.text == "none" || isClassName(name.text) else {
                throw ShellError(.notAClassName, name.text, at: name.range, hint: arguments.usage)
            }
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.setViewClass(view.text, name.text == "none" ? nil : name.text)
            }
        }
    )

    static let preserve = CommandSpec(
        name: "preserve",
        synopsis: "preserve NAME [on|off]",
        summary: "preservesSuperviewLayoutMargins: margins at least the superview's they overlap",
        discussion: """
        With it on, a view's margins grow to at least the part of its superview's
        margins that it overlaps, as UIKit's preservesSuperviewLayoutMargins does: a
        card 4 points in from root's edge gets a left margin of 16 - 4 = 12 when
        that is more than its own. Off (UIKit's default) again with 'off'.

          preserve card
          preserve card off
        """,
        completion: { previous in
            switch previous.count {
            case 0: .views
            case 1: .words(["on", "off"])
            default: .none
            }
        },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let on = arguments.isAtEnd ? true : try onOff(&arguments)
            try arguments.end()
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.setPreservesSuperviewMargins(view.text, on)
            }
        }
    )

    static func onOff(_ arguments: inout Arguments) throws(ShellError) -> Bool {
        let word = try arguments.next("on|off")
        switch word.text {
        case "on": return true
        case "off": return false
        default: throw ShellError(.notOnOrOff, word.text, at: word.range, hint: arguments.usage)
        }
    }

    private static func isClassName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
    }
}

/// `root.safeArea.top`, `card.margins.frame` in `expect`: a built-in guide's attribute
/// read off the guide's frame.
struct GuideReference {
    var view: String
    var guide: BuiltInGuide
    /// nil: the whole frame.
    var attribute: Attribute?
    /// In the owning view's superview coordinates, as frames are.
    var frame: Rect
}

extension Session {
    /// nil when the word names no built-in guide (`email.top`).
    func guideReference(_ word: Word) throws(ShellError) -> GuideReference? {
        let parts = word.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let guide = BuiltInGuide(spelling: parts[1]) else { return nil }
        let view = Word(text: parts[0], range: word.range.lowerBound..<(word.range.lowerBound + parts[0].count))
        try requireView(view)
        if guide.isScrollViewGuide, !layout.isScrollView(view.text) {
            throw ShellError(.notScrollView, view.text, guide.rawValue, at: view.range)
        }
        if guide == .content, layout.contentAreaFrame(of: view.text) == nil {
            throw ShellError(.noContentAreaYet, view.text, at: view.range)
        }
        guard let frame = layout.guideFrame(of: view.text, guide) else {
            throw ShellError(.guideHasNoGuides, view.text, at: view.range)
        }
        let name = parts.dropFirst(2).joined(separator: ".")
        let start = word.range.lowerBound + parts[0].count + parts[1].count + 2
        let range = start..<(start + max(1, name.count))
        let aliases: [String: Attribute] = ["x": .left, "y": .top, "center.x": .centerX, "center.y": .centerY]
        if name == "frame" { return GuideReference(view: view.text, guide: guide, attribute: nil, frame: frame) }
        if let attribute = Attribute(rawValue: name) ?? Attribute(anchorName: name) ?? aliases[name],
           attribute.isGuideAttribute {
            return GuideReference(view: view.text, guide: guide, attribute: attribute, frame: frame)
        }
        if Attribute(rawValue: name) != nil {
            throw ShellError(Diagnostic(.guideHasNoAttribute(guide: "\(view.text).\(parts[1])", attribute: name), at: range))
        }
        let names = Attribute.allCases.filter(\.isGuideAttribute).map(\.rawValue) + ["frame", "x", "y"]
        throw ShellError(Diagnostic(.unknownAttribute(name, suggestion: NameSuggester.suggestion(for: name, among: names)),
                                    at: range))
    }
}
