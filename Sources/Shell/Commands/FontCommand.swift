import AutoLayout
import Messages

extension ViewCommands {
    static let font = CommandSpec(
        name: "font",
        synopsis: "font NAME SIZE|STYLE | font NAME none",
        summary: "set the system font of a view's text: its baselines follow the font's metrics",
        discussion: """
        Where firstBaseline and lastBaseline sit, from San Francisco's metrics at SIZE
        points, or at a text style's size (largeTitle 34, title1 28, title2 22, title3 20,
        headline and body 17, callout 16, subheadline 15, footnote 13, caption1 12,
        caption2 11). In a label the first baseline is the font's ascender below its top
        (0.952 of the size) and the last its descender above its bottom (0.241 of the
        size), however many lines it shows; a UIButton or UITextField (see 'class')
        centres its text, so its baselines sit the ascender less half a line (1.193 of
        the size) below its centre. 'none' leaves the view without a baseline (UIKit
        then uses its top and bottom edges); 'baseline' gives a fixed offset instead.
        A 'lines N' after the size, as older sessions wrote it, is read and changes nothing.

          font title 34
          font name body
          font notes 15
        """,
        completion: { previous in
            switch previous.count {
            case 0: .views
            case 1: .words(TextStyle.allCases.map(\.rawValue) + ["none"])
            default: .none
            }
        },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            let given = try arguments.next("SIZE|STYLE")
            if given.text == "none" {
                try arguments.end()
                try session.change(arguments.line, at: view.range) { layout throws(Diagnostic) in
                    try layout.setFont(view.text, nil)
                }
                return
            }
            let font = try textFont(given, usage: arguments.usage)
            let countsLines = try takeLineCount(&arguments)
            try arguments.end()
            try session.change(arguments.line, at: view.range, announce: {
                countsLines ? session.style.dim(session.word(.fontLinesIgnored)) : ""
            }) { layout throws(Diagnostic) in
                try layout.setFont(view.text, font)
            }
        }
    )

    /// Whether the line ends in `lines N`, checked and taken. Sessions saved when a label's
    /// last baseline counted its lines still replay: the count no longer changes anything.
    private static func takeLineCount(_ arguments: inout Arguments) throws(ShellError) -> Bool {
        guard arguments.take("lines") else { return false }
        let count = try arguments.next("N")
        guard let lines = Int(count.text), (1...1000).contains(lines) else {
            throw ShellError(.badLineCount, count.text, at: count.range, hint: arguments.usage)
        }
        return true
    }

    /// A size in points or a text style's name; a misspelt style gets a suggestion.
    private static func textFont(_ word: Word, usage: Message) throws(ShellError) -> TextFont {
        if let style = TextStyle(rawValue: word.text) { return TextFont(style: style) }
        if let size = Double(word.text) {
            guard size.isFinite, size > 0, size <= TextFont.largestSize else {
                throw ShellError(.badFontSize, word.text, at: word.range, hint: usage)
            }
            return TextFont(size: size)
        }
        let hint = NameSuggester.suggestion(for: word.text, among: TextStyle.allCases.map(\.rawValue))
            .map { Message(.didYouMean, $0) } ?? usage
        throw ShellError(.notAFont, word.text, at: word.range, hint: hint)
    }
}
