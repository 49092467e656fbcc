import AutoLayout
import Messages

/// Views that translate their autoresizing mask into constraints
/// (translatesAutoresizingMaskIntoConstraints = YES): moving them, changing the mask,
/// switching the translation on and off.
enum AutoresizingCommands {
    static let all: [CommandSpec] = [frame, autoresizing, mask]

    /// UIKit's names, offered by Tab after `mask` (Interface Builder's are accepted too).
    static let maskCompletion: CompletionKind = .words(AutoresizingMask.uikitNames.map(\.name) + ["none"])

    static let frame = CommandSpec(
        name: "frame",
        synopsis: "frame NAME X Y WIDTH HEIGHT",
        summary: "move and resize a view that translates its autoresizing mask",
        discussion: """
        Sets the frame (in the superview's coordinates) of a view made with
        'view NAME frame …' or switched on with 'autoresizing NAME on', as setting
        UIKit's 'frame' does: its mask constraints take the new numbers in place, and
        the mask's flexible parts share later changes of the superview's size in
        proportion to their lengths in this frame.

          frame box 20 40 200 100
        """,
        completion: { previous in previous.isEmpty ? .views : .none },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let rect = try arguments.rect()
            try arguments.end()
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.setFrame(view.text, rect)
            }
        }
    )

    static let autoresizing = CommandSpec(
        name: "autoresizing",
        synopsis: "autoresizing NAME on|off [mask MASK...]",
        summary: "switch translatesAutoresizingMaskIntoConstraints for a view",
        discussion: """
        'off' drops the view's mask constraints (autoresizing:NAME.minX and the rest);
        the constraints you wrote stay, and its frame then comes from them alone. 'on'
        makes mask constraints from the view's current frame and its mask (the one
        given after 'mask', else the one it had; a view made with 'view' has none,
        which UIKit logs as h=--& v=--&).

          autoresizing box off
          autoresizing card on mask flexibleWidth flexibleBottomMargin
        """,
        completion: { previous in
            switch previous.count {
            case 0: .views
            case 1: .words(["on", "off"])
            case 2: .words(["mask"])
            default: previous.contains("mask") ? maskCompletion : .none
            }
        },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let state = try arguments.next("on|off")
            guard state.text == "on" || state.text == "off" else {
                throw ShellError(.notOnOrOff, state.text, at: state.range, hint: arguments.usage)
            }
            var mask: AutoresizingMask?
            if arguments.take("mask") { mask = try maskWords(&arguments) }
            try arguments.end()
            let on = state.text == "on"
            try session.change(arguments.line, at: view.range, announce: {
                session.style.dim(on ? describe(session.layout, view.text, session.options.language)
                    : session.word(.constraintsOnlyNow, view.text))
            }) { layout throws(Diagnostic) in
                try layout.setTranslatesAutoresizingMask(view.text, on, mask: mask)
            }
        }
    )

    static let mask = CommandSpec(
        name: "mask",
        synopsis: "mask NAME MASK...",
        summary: "set a view's autoresizing mask (UIKit's names or h=-&- v=&--)",
        discussion: """
        UIKit's flexibleLeftMargin, flexibleWidth, flexibleRightMargin,
        flexibleTopMargin, flexibleHeight, flexibleBottomMargin (or none); Interface
        Builder's flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable,
        flexibleMaxY; or the notation Apple's logs print, three characters per axis for
        the margin before, the size and the margin after, '&' flexible and '-' fixed.
        A change of the superview's size is shared by the flexible parts in proportion
        to their lengths; fixed parts keep theirs. A view that translates its mask gets
        new mask constraints from its current frame; one that does not keeps the mask
        for 'autoresizing NAME on'.

          mask box flexibleWidth flexibleBottomMargin
          mask badge flexibleLeftMargin flexibleRightMargin
          mask box h=&-& v=-&-
        """,
        completion: { previous in previous.isEmpty ? .views : maskCompletion },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let mask = try maskWords(&arguments)
            try session.change(arguments.line, at: view.range, announce: {
                session.style.dim(describe(session.layout, view.text, session.options.language))
            }) { layout throws(Diagnostic) in
                try layout.setAutoresizingMask(view.text, mask)
            }
        }
    )

    /// Every word left on the line, read as one mask.
    static func maskWords(_ arguments: inout Arguments) throws(ShellError) -> AutoresizingMask {
        var words: [Word] = []
        while !arguments.isAtEnd { words.append(try arguments.next("MASK")) }
        return try parseMask(words, arguments)
    }

    static func parseMask(_ words: [Word], _ arguments: Arguments) throws(ShellError) -> AutoresizingMask {
        guard !words.isEmpty else { throw arguments.usageError(Message(.missingWord, "MASK")) }
        do throws(Diagnostic) {
            return try AutoresizingMask.parse(words.map { ($0.text, $0.range) })
        } catch {
            throw ShellError(error, fallback: words[0].range)
        }
    }

    /// `box translates h=-&- v=--& (flexibleWidth):` and its four constraints, or the
    /// mask kept for later.
    static func describe(_ layout: Layout, _ view: String, _ language: Language = .en) -> String {
        guard let mask = layout.autoresizingMask(of: view) else { return "" }
        let ids = layout.autoresizingConstraintIDs(of: view)
        guard !ids.isEmpty else {
            return Message(.maskKept, view, "\(mask)").text(in: language)
        }
        let width = ids.map(\.displayWidth).max() ?? 0
        let lines = ids.compactMap { id in layout.constraint(id).map { info in
            "  " + id.padded(toWidth: width + 2) + info.text
        } }
        return ([Message(.translatesMask, view, "\(mask)").text(in: language)] + lines).joined(separator: "\n")
    }
}
