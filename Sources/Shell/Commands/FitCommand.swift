import AutoLayout
import Messages

/// `fit NAME [width W]`: UIKit's systemLayoutSizeFitting, asked without changing anything.
enum FitCommand {
    static let spec = CommandSpec(
        name: "fit",
        synopsis: "fit NAME [width W]",
        summary: "a view's compressed fitting size (systemLayoutSizeFitting), nothing changed",
        discussion: """
        The smallest size the view's own constraints and its subviews' allow, as
        systemLayoutSizeFitting(UILayoutFittingCompressedSize) computes it: the view is
        taken out of its superview's constraints, keeps its subtree's constraints and
        content sizes, and its width and height are pulled toward 0 at priority 50
        (fittingSizeLevel). With 'width W' the width is required to be W and only the
        height is compressed (horizontalFittingPriority .required), as a table or
        collection view cell is sized. The layout, undo and 'save' do not see it.

        A size that more than one value fits equally well is printed with what leaves it
        free (UIKit would pick one without saying); a required constraint that cannot
        hold while fitting is named with the ones it conflicts with ('fit:width' is the
        width asked for), and the size is the one without it.

          fit card
          fit cell width 320
        """,
        completion: { previous in
            switch previous.count {
            case 0: .views
            case 1: .words(["width"])
            default: .none
            }
        },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            var width: Double?
            if arguments.take("width") {
                let word = try arguments.next("W")
                let value = try Arguments.number(word, placeholder: "W", usage: arguments.usage)
                guard value >= 0 else {
                    throw ShellError(.negativeFittingWidth, at: word.range, hint: arguments.usage)
                }
                width = value
            }
            try arguments.end()
            try session.requireView(view)
            let size: FittingSize
            do throws(Diagnostic) {
                size = try session.layout.fittingSize(of: view.text, width: width)
            } catch {
                throw ShellError(error)
            }
            session.say(render(size, of: view.text, width: width, layout: session.layout, style: session.style,
                               language: session.options.language))
        }
    )

    /// `card fits 136x36 (compressed)`, then what makes that size uncertain or impossible.
    static func render(_ size: FittingSize, of view: String, width: Double?, layout: Layout, style: Style,
                       language: Language = .en) -> String {
        let how = width.map { language.words(.fitAtWidth, formatNumber($0)) } ?? language.words(.fitCompressed)
        var lines = [language.words(.fitsSize, view, "\(formatNumber(size.width))x\(formatNumber(size.height))", how)]
        for component in [FrameComponent.width, .height] {
            guard let ambiguity = size.ambiguous[component] else { continue }
            lines.append("  " + style.warning(language.words(.ambiguousOne, component.rawValue)) + language.words(.colonBefore)
                         + Format.ambiguity(ambiguity, in: language))
        }
        for conflict in size.conflicts {
            lines.append("  " + style.error(language.words(.conflictLabel) + ":") + " "
                         + ConflictMessages.cannotHoldWhileFitting(conflict.id, with: conflict.conflictingWith).text(in: language))
            let ids = [conflict.id] + conflict.conflictingWith
            let pad = ids.map(\.displayWidth).max() ?? 0
            for id in ids {
                let text = fittingText(id, of: view, width: width) ?? layout.constraint(id)?.text ?? id
                let mark = id == conflict.id ? "  " + language.words(.leftOutMark) : ""
                lines.append("    " + id.padded(toWidth: pad + 2) + text + mark)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What the fitting's own constraints say, in the words of `constraints`.
    static func fittingText(_ id: String, of view: String, width: Double?) -> String? {
        switch id {
        case Layout.fittingWidthID: width.map { "\(view).width == \(formatNumber($0))" } ?? "\(view).width == 0 @50"
        case Layout.fittingHeightID: "\(view).height == 0 @50"
        default: nil
        }
    }
}
