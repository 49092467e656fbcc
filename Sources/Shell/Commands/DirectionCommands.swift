import AutoLayout
import Messages

/// Commands for what UIKit reads off a view besides its constraints: the layout's
/// direction and alignment-rect insets.
enum DirectionCommands {
    static let all: [CommandSpec] = [direction, inset]

    static let direction = CommandSpec(
        name: "direction",
        synopsis: "direction [ltr|rtl]",
        summary: "lay out left-to-right or right-to-left (leading/trailing flip)",
        discussion: """
        The semanticContentAttribute of the whole layout. In right-to-left, leading and
        trailing (and leadingMargin, trailingMargin) are the right and left edges, so
        H: visual-format lines and stacks flip; left and right never do. Constants keep
        their meaning in the reading direction: 'H:|-20-[a]' puts a 20 from the right
        edge, '[a]-8-[b]' puts b 8 to the left of a. Only the constraints that use
        leading or trailing change. Without an argument, prints the current direction.

          direction rtl
          direction ltr
        """,
        completion: { previous in previous.isEmpty ? .words(["ltr", "rtl"]) : .none },
        run: { session, arguments throws(ShellError) in
            guard let word = arguments.peek() else {
                session.say(describe(session.layout.direction, session.options.language))
                return
            }
            _ = try arguments.next("ltr|rtl")
            try arguments.end()
            guard let direction = LayoutDirection(rawValue: word.text) else {
                let names = LayoutDirection.allCases.map(\.rawValue)
                let hint = NameSuggester.suggestion(for: word.text, among: names).map { Message(.didYouMean, $0) }
                throw ShellError(.notADirection, word.text, at: word.range,
                                 hint: hint ?? Message(.hintDirections))
            }
            var flipped: [String] = []
            let before = session.layout.direction
            try session.change(arguments.line, at: word.range, announce: {
                // Nothing to say when it already ran this way.
                guard before != direction else { return "" }
                let count = flipped.isEmpty ? session.word(.noLeadingTrailing)
                    : session.word(Message(.constraintsFlipped, [.count(flipped.count)]))
                return session.style.dim("\(describe(direction, session.options.language)) (\(count))")
            }) { layout throws(Diagnostic) in
                flipped = layout.setDirection(direction)
            }
        }
    )

    static func describe(_ direction: LayoutDirection, _ language: Language = .en) -> String {
        Message(direction == .leftToRight ? .leftToRightLine : .rightToLeftLine).text(in: language)
    }

    static let inset = CommandSpec(
        name: "inset",
        synopsis: "inset NAME TOP LEFT BOTTOM RIGHT",
        summary: "set a view's alignment-rect insets (constraints act on the inset frame)",
        discussion: """
        UIView.alignmentRectInsets. Constraints act on the alignment rect, the frame
        inset by these amounts (edges, centers, sizes, baselines and margins all), and
        the intrinsic content size is the alignment rect's size; frames are still
        reported as frames. Negative insets put the alignment rect outside the frame.
        One number sets all four sides; 'inset NAME 0' clears them.

          inset toggle 0 2 0 2
          inset badge -4
        """,
        completion: { previous in previous.isEmpty ? .views : .none },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let given = try arguments.sides()
            try arguments.end()
            let sides = AlignmentInsets(top: given.top, left: given.left, bottom: given.bottom, right: given.right)
            try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                try layout.setAlignmentInsets(view.text, sides)
            }
        }
    )
}
