import AutoLayout
import Messages

/// Commands that declare and shape views.
enum ViewCommands {
    static let all: [CommandSpec] = [view, move, root, rotate, intrinsic, hug, resist, margins, baseline, font, metric]

    static let move = CommandSpec(
        name: "move",
        synopsis: "move NAME in SUPERVIEW",
        summary: "make a view a subview of another, as addSubview: moves it",
        discussion: """
        The view moves with its subviews and guides to the end of SUPERVIEW's
        subviews. Its constraints stay as they are; its frame is then read against
        the new superview. 'import' uses it when a debugger dump shows a view in
        another superview than a conflict log let alsh guess. Refused for a view a
        stack arranges, a view that translates its autoresizing mask, and a move
        into the view's own subviews.

          move label in card
        """,
        completion: { previous in previous.count == 1 ? .words(["in"]) : .views },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let keyword = try arguments.next("in")
            guard keyword.text == "in" else { throw arguments.usageError(Message(.unexpectedWord, keyword.text), at: keyword.range) }
            let superview = try arguments.next("SUPERVIEW")
            try arguments.end()
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.moveView(view.text, to: superview.text)
            }
        }
    )

    static let view = CommandSpec(
        name: "view",
        synopsis: "view NAME... [in SUPERVIEW] [frame X Y WIDTH HEIGHT [mask MASK...]]",
        summary: "declare views (subviews of root unless 'in' says otherwise)",
        discussion: """
        Declares one or more views, commas optional. They are subviews of root unless
        'in SUPERVIEW' names another. Views made this way use constraints only
        (translatesAutoresizingMaskIntoConstraints = NO).

        With 'frame X Y WIDTH HEIGHT' one view is made whose autoresizing mask becomes
        constraints (translatesAutoresizingMaskIntoConstraints = YES): its frame is then
        required, and conflicts name those constraints 'autoresizing:NAME.minX' and so on.
        Its mask is none (fixed margins and size, logged h=--& v=--&) unless 'mask'
        gives UIKit's flexible parts ('help mask'): those follow the superview's size.

          view email confirm register
          view avatar in header
          view box frame 10 10 100 50
          view banner frame 0 0 375 44 mask flexibleWidth
        """,
        completion: { previous in
            if previous.contains("mask") { return AutoresizingCommands.maskCompletion }
            if previous.last == "in" { return .views }
            return previous.isEmpty ? .none : .words(["in", "frame", "mask"])
        },
        run: { session, arguments throws(ShellError) in try declare(session, &arguments) }
    )

    /// `view mask`, `view in`: the only name given is one of the command's own words,
    /// which the line reads as that word (nothing follows for it to take).
    private static func nameIsKeyword(_ word: Word, in remaining: [Word]) -> Bool {
        let keywords = ["in", "frame", "mask"]
        guard keywords.contains(word.text) else { return false }
        return remaining.count == 1 || (word.text == "mask" && keywords.contains(remaining[1].text))
    }

    private static func declare(_ session: Session, _ arguments: inout Arguments) throws(ShellError) {
        var names: [Word] = []
        var superview = Word(text: Layout.rootName, range: arguments.command.range)
        var frame: Rect?
        var mask: (value: AutoresizingMask, range: Range<Int>)?
        while !arguments.isAtEnd {
            if names.isEmpty, let word = arguments.peek(), nameIsKeyword(word, in: arguments.remaining) {
                throw ShellError(Message(.viewNameIsWord, word.text), at: word.range, hint: Message(.hintViewNameIsWord, word.text + "View"))
            }
            if arguments.take("in") {
                superview = try arguments.next("SUPERVIEW")
            } else if arguments.take("frame") {
                frame = try arguments.rect()
            } else if let keyword = arguments.peek(), keyword.text == "mask" {
                // The mask runs to the end of the line or to the next keyword.
                _ = try arguments.next("mask")
                var words: [Word] = []
                while let word = arguments.peek(), word.text != "in", word.text != "frame" {
                    words.append(try arguments.next("MASK"))
                }
                mask = (try AutoresizingCommands.parseMask(words, arguments), keyword.range)
            } else {
                names.append(try arguments.next("NAME"))
            }
        }
        guard let first = names.first else { throw arguments.usageError(Message(.missingWord, "NAME")) }
        if frame != nil, names.count > 1 {
            throw arguments.usageError(Message(.frameOneView, [.count(names.count)]),
                                       at: names[1].range)
        }
        if let mask, frame == nil {
            throw arguments.usageError(Message(.maskNeedsFrame),
                                       at: mask.range)
        }
        let parent = superview
        let rect = frame
        let flags = mask?.value ?? .none
        var failedRange = first.range
        try session.change(arguments.line, at: superview.range) { layout throws(Diagnostic) in
            var declared: [String] = []
            do throws(Diagnostic) {
                if let (index, error) = layout.firstRefusedView(names.map(\.text), in: parent.text) {
                    failedRange = names[index].range
                    throw error
                }
                for name in names {
                    failedRange = name.range
                    try layout.declareView(name.text, in: parent.text, frame: rect, mask: flags)
                    declared.append(name.text)
                }
            } catch {
                // All or nothing: the views of this line that were made go again.
                for name in declared.reversed() { try? layout.removeView(name) }
                var located = error
                if located.range == nil {
                    located.range = isSuperviewError(error, parent.text) ? parent.range : failedRange
                }
                throw located
            }
        }
    }

    private static func isSuperviewError(_ error: Diagnostic, _ superview: String) -> Bool {
        if case .unknownView(let name, _) = error.kind { return name == superview }
        return false
    }

    static let root = CommandSpec(
        name: "root",
        synopsis: "root WIDTHxHEIGHT [@1x|@2x|@3x] | root @1x|@2x|@3x",
        summary: "resize root (the screen), 375x667 @2x at first",
        discussion: """
        Resizes root, which stays at (0, 0). The solver is edited, not rebuilt, so only
        the frames that follow the screen move. '@3x' says how many pixels the screen
        has per point (2 at first; the size alone keeps it): UIKit gives a table cell's
        content view 20-point side margins on a 3x screen (see 'class').

          root 320x568
          root 768 1024
          root 393x852 @3x
        """,
        completion: { previous in previous.count == 1 ? .words(["@2x", "@3x"]) : .none },
        run: { session, arguments throws(ShellError) in
            let first = try arguments.next("WIDTHxHEIGHT")
            if let scale = try displayScale(first) {
                try arguments.end()
                try session.change(arguments.line, at: first.range) { layout throws(Diagnostic) in
                    try layout.setDisplayScale(scale)
                }
                return
            }
            let width: Double, height: Double
            let parts = first.text.split(separator: "x", omittingEmptySubsequences: false)
            if parts.count == 2 {
                let w = Word(text: String(parts[0]), range: first.range)
                let h = Word(text: String(parts[1]), range: first.range)
                width = try Arguments.number(w, placeholder: "WIDTH", usage: arguments.usage)
                height = try Arguments.number(h, placeholder: "HEIGHT", usage: arguments.usage)
            } else {
                width = try Arguments.number(first, placeholder: "WIDTH", usage: arguments.usage)
                height = try arguments.number("HEIGHT")
            }
            var scale: Double?
            if let word = arguments.peek(), word.text.hasPrefix("@") { scale = try displayScale(arguments.next("@3x")) }
            try arguments.end()
            try session.change(arguments.line, at: first.range) { layout throws(Diagnostic) in
                if let scale { try layout.setDisplayScale(scale) }
                try layout.setRootSize(width: width, height: height)
            }
        }
    )

    /// `@3x` → 3; nil for a word that is not a scale (a size); an error for a scale UIKit
    /// has no screen for.
    private static func displayScale(_ word: Word) throws(ShellError) -> Double? {
        guard word.text.hasPrefix("@") else { return nil }
        let digits = word.text.dropFirst().dropLast(word.text.hasSuffix("x") ? 1 : 0)
        guard let scale = Double(digits), Layout.displayScales.contains(scale) else {
            throw ShellError(.badDisplayScale, word.text, at: word.range)
        }
        return scale
    }

    static let rotate = CommandSpec(
        name: "rotate",
        synopsis: "rotate",
        summary: "swap root's width and height (portrait ⇄ landscape)",
        discussion: """
        Turns the device: root's width and height swap, as when a phone goes from
        portrait to landscape.

          rotate
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            let size = session.layout.rootSize
            try session.change(arguments.line) { layout throws(Diagnostic) in
                try layout.setRootSize(width: size.height, height: size.width)
            }
        }
    )

    static let intrinsic = CommandSpec(
        name: "intrinsic",
        synopsis: "intrinsic NAME WIDTH HEIGHT",
        summary: "set a view's intrinsic content size (-1: none on that axis)",
        discussion: """
        Gives a view the size its content wants, as a label or a button has. Apple then
        adds, per axis, 'width <= WIDTH' at the content-hugging priority (250 unless
        'hug' says otherwise) and 'width >= WIDTH' at the compression-resistance priority
        (750 unless 'resist' says otherwise). -1 means no intrinsic size on that axis.

          intrinsic label 120 20
          intrinsic spacer -1 8
        """,
        completion: { previous in previous.isEmpty ? .views : .none },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let width = try arguments.number("WIDTH")
            let height = try arguments.number("HEIGHT")
            try arguments.end()
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.setIntrinsicSize(view.text, width: width == -1 ? nil : width,
                                            height: height == -1 ? nil : height)
            }
        }
    )

    static let hug = contentPriority(
        name: "hug", summary: "set a view's content-hugging priority on one axis (250 at first)",
        meaning: "How much the view resists growing beyond its intrinsic size on that axis.",
        example: "hug label h 251") { layout, view, axis, priority throws(Diagnostic) in
            try layout.setHugging(view, axis, priority)
        }

    static let resist = contentPriority(
        name: "resist", summary: "set a view's compression-resistance priority on one axis (750 at first)",
        meaning: "How much the view resists shrinking below its intrinsic size on that axis.",
        example: "resist label v 749") { layout, view, axis, priority throws(Diagnostic) in
            try layout.setResistance(view, axis, priority)
        }

    /// `hug` and `resist` differ only in which priority they set.
    private static func contentPriority(
        name: String, summary: String, meaning: String, example: String,
        set: @escaping @Sendable (Layout, String, Axis, Double) throws(Diagnostic) -> Void
    ) -> CommandSpec {
        CommandSpec(
            name: name,
            synopsis: "\(name) NAME h|v PRIORITY",
            summary: summary,
            discussion: """
            \(meaning)
            Only matters once 'intrinsic' gave it a size.

              \(example)
            """,
            completion: priorityCompletion,
            run: { session, arguments throws(ShellError) in
                let view = try arguments.next("NAME")
                let axis = try arguments.axis()
                let priority = try arguments.priority("PRIORITY")
                try arguments.end()
                try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                    try set(layout, view.text, axis, priority)
                }
            }
        )
    }

    @Sendable static func priorityCompletion(_ previous: [String]) -> CompletionKind {
        switch previous.count {
        case 0: .views
        case 1: .words(["h", "v"])
        case 2: .words(["required", "high", "low", "fittingSize"])
        default: .none
        }
    }

    static let margins = CommandSpec(
        name: "margins",
        synopsis: "margins NAME TOP LEFT BOTTOM RIGHT | margins NAME default | margins NAME fromsafearea on|off | margins root minimum N|auto | margins root cells N|auto [V|auto]",
        summary: "set a view's layout margins (UIKit's: 8, root 16 or 20 on the sides)",
        discussion: """
        The margins that leftMargin, topMargin, leadingMargin …, centerXWithinMargins
        and the NAME.margins guide are measured from. One number sets all four sides.
        UIKit's margins: 8 on every side; a stack view 0; root (a view controller's
        view) 0 above and below and, on the sides, 16, or 20 when root's shorter side is
        414 points or more (a Plus or Max iPhone, an iPad), and numbers you give it cannot
        go below those ('margins root minimum N|auto' sets that minimum: 16 for a
        document laid out with no device); a table cell's content view 11 above and
        below (see 'class'), and a table cell and its content view the table's side
        margin ('margins root cells N|auto' sets it: 15 for iOS 8 to 13 on a 2x iPhone
        narrower than 414 points; a second number V sets the content view's margin above
        and below: 15 for iOS 26, 11 when left out). Margins are measured from the
        view's safe area where it is inset (insetsLayoutMarginsFromSafeArea:
        'fromsafearea off' measures them from the frame); 'preserve' makes them follow the superview's. 'default' goes back to
        UIKit's.

          margins root 16 20 16 20
          margins card 12
          margins card default
          margins header fromsafearea off
          margins root minimum 16
          margins root cells 15
          margins root cells auto 15
        """,
        completion: { previous in
            switch previous.count {
            case 0: .views
            case 1: .words(keywords(previous[0]))
            case 2 where previous.last == "fromsafearea": .words(["on", "off"])
            case 2 where previous.last == "minimum": .words(["16", "20", "auto"])
            case 2 where previous.last == "cells": .words(["15", "16", "20", "auto"])
            case 3 where previous[1] == "cells": .words(["11", "15", "auto"])
            default: .none
            }
        },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            if arguments.take("default") {
                try arguments.end()
                try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                    try layout.resetMargins(view.text)
                }
                return
            }
            if let setting = arguments.peek(), ["minimum", "cells"].contains(setting.text) {
                _ = arguments.take(setting.text)
                guard view.text == Layout.rootName else {
                    throw ShellError(setting.text == "cells" ? .cellMarginsRootOnly : .minimumMarginsRootOnly,
                                     view.text, at: view.range)
                }
                let side = try rootSide(&arguments, bad: setting.text == "cells" ? .badCellMargin : .badMinimumMargin)
                // Above and below a cell's content: the line says the whole setting, so
                // leaving it out is UIKit's 11 again.
                let vertical = setting.text == "cells" && !arguments.isAtEnd ? try rootSide(&arguments, bad: .badCellMargin) : nil
                try arguments.end()
                try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                    if setting.text == "cells" {
                        try layout.setCellSideMargins(side)
                        try layout.setCellVerticalMargins(vertical)
                    } else {
                        try layout.setRootMinimumMargins(side)
                    }
                }
                return
            }
            if arguments.take("fromsafearea") {
                let on = try GuideCommands.onOff(&arguments)
                try arguments.end()
                try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                    try layout.setMarginsFromSafeArea(view.text, on)
                }
                return
            }
            try checkMarginWord(arguments.peek(), view: view.text, usage: arguments.usage)
            let sides = try arguments.sides()
            try arguments.end()
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.setMargins(view.text, top: sides.top, left: sides.left,
                                      bottom: sides.bottom, right: sides.right)
            }
        }
    )

    /// The words `margins NAME` takes besides numbers: root has two settings of its own.
    private static func keywords(_ view: String) -> [String] {
        view == Layout.rootName ? ["default", "fromsafearea", "minimum", "cells"] : ["default", "fromsafearea"]
    }

    /// `N|auto` after `margins root minimum` or `margins root cells`: nil for auto.
    private static func rootSide(_ arguments: inout Arguments, bad: MessageKey) throws(ShellError) -> Double? {
        let value = try arguments.next("N|auto")
        guard value.text != "auto" else { return nil }
        guard let number = Double(value.text), number.isFinite, number >= 0 else {
            throw ShellError(bad, value.text, at: value.range,
                             hint: NameSuggester.suggestion(for: value.text, among: ["auto"]).map { Message(.didYouMean, $0) })
        }
        return number
    }

    /// A word where the first margin goes that is neither a number nor one of the
    /// settings: a misspelt setting is named with its likely spelling.
    private static func checkMarginWord(_ word: Word?, view: String, usage: Message) throws(ShellError) {
        guard let word, Double(word.text) == nil,
              let suggestion = NameSuggester.suggestion(for: word.text, among: keywords(view)) else { return }
        throw ShellError(.unknownMarginsSetting, word.text, at: word.range, hint: Message(.didYouMean, suggestion))
    }

    static let baseline = CommandSpec(
        name: "baseline",
        synopsis: "baseline NAME OFFSET",
        summary: "put a view's baselines OFFSET below its top (none at first)",
        discussion: """
        Where firstBaseline and lastBaseline sit, measured down from the view's top.
        Without it (or 'font') a view has no baseline, and UIKit uses its top edge for
        firstBaseline and its bottom edge for lastBaseline.

          baseline label 14
        """,
        completion: { previous in previous.isEmpty ? .views : .none },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let offset = try arguments.number("OFFSET")
            try arguments.end()
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.setBaseline(view.text, offset: offset)
            }
        }
    )

    static let metric = CommandSpec(
        name: "metric",
        synopsis: "metric NAME = VALUE",
        summary: "name a number for later VFL lines (and priorities)",
        discussion: """
        Metrics are what Apple's 'metrics:' dictionary holds. Lines already added keep
        the value they were made with.

          metric pad = 20
          H:|-pad-[email]-pad-|
        """,
        run: { session, arguments throws(ShellError) in
            var name = try arguments.next("NAME")
            let value: Double
            if let equals = name.text.firstIndex(of: "=") {
                // `metric pad=20` as one word.
                let split = name.text.distance(from: name.text.startIndex, to: equals)
                let rest = Word(text: String(name.text[name.text.index(after: equals)...]),
                                range: (name.range.lowerBound + split + 1)..<name.range.upperBound)
                name = Word(text: String(name.text[..<equals]), range: name.range.lowerBound..<(name.range.lowerBound + split))
                value = rest.text.isEmpty ? try arguments.number("VALUE")
                    : try Arguments.number(rest, placeholder: "VALUE", usage: arguments.usage)
            } else {
                _ = arguments.take("=")
                value = try arguments.number("VALUE")
            }
            try arguments.end()
            try session.change(arguments.line, at: name.range) { layout throws(Diagnostic) in
                try layout.setMetric(name.text, value)
            }
        }
    )
}
