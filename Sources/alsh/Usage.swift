import AutoLayout
import Messages

/// The words alsh's command line prints besides the parser's own help, kept together so
/// they cannot drift.
enum Usage {
    static let version = "alsh 0.1.0"

    /// The ways to call alsh, written once: the parser's `usage:`, the translated `--help`
    /// pages and the synopsis under an argument error are all laid out from these lines.
    static let forms = [
        "alsh [-i] [--json] [--echo] [--no-color] [--lang en|ru|zh] [FILE... | -]",
        "alsh --resume [--lang en|ru|zh]",
        "alsh --help | --version | --generate-completion-script bash|zsh|fish",
    ]

    /// The forms under a heading (`usage: `, `ИСПОЛЬЗОВАНИЕ: `), later lines indented to
    /// the first one's column, however many columns the heading takes on a terminal.
    static func synopsis(heading: String) -> String {
        let indent = String(repeating: " ", count: heading.displayWidth)
        return heading + forms.joined(separator: "\n" + indent) + "\n"
    }

    /// Printed under an argument error, before "see 'alsh --help'", in the language the
    /// error is in (the catalogue's `usageHeading`).
    static func synopsis(in language: Language) -> String {
        synopsis(heading: Message(.usageHeading).text(in: language))
    }

    /// `alsh --help` in a language other than English. swift-argument-parser writes its
    /// help from the declarations once, in English; for Russian and Chinese alsh prints
    /// this translation of it instead (same sections, flags and order). nil for English:
    /// the parser's own text is the English help.
    static func help(in language: Language) -> String? {
        switch language {
        case .en: nil
        case .ru: russianHelp
        case .zh: chineseHelp
        }
    }
}
