import AutoLayout
import Messages

/// One command's help in one language: the prose of `help` and `help NAME`. The synopsis
/// is not here: it is what is typed (command words and placeholders such as NAME, as usage
/// errors name them), so it is the CommandSpec's in every language. Examples inside the
/// discussion are commands too and stay exactly as in English; only the prose around them
/// is translated.
struct HelpPage: Sendable, Equatable {
    /// One line for the `help` table.
    var summary: String
    /// Paragraphs and examples for `help NAME`.
    var discussion: String
}

/// The fixed words of the `help` command around the pages, per language.
struct HelpWords: Sendable {
    /// The line above the table of commands.
    var tableTitle: String
    /// The two lines under the table (the first names 'help constraint').
    var tableFooter: String
    /// Before the synopsis in `help NAME`, with its separator ("usage: ", "用法：").
    var usage: String
    /// Before a command's aliases, with its separator.
    var aliases: String
    /// `help constraint`: the constraint language, with examples.
    var constraintLanguage: String
}

/// Help pages by command name and language. English is each CommandSpec's own text, so a
/// command and its English help are written once, side by side; Russian and Chinese are in
/// `HelpPages+ru.swift` and `HelpPages+zh.swift`, one table per language.
enum HelpPages {
    /// The page of a command (by its name, not an alias) in a language; a command with no
    /// page yet in that language gets its English one rather than nothing.
    static func page(for name: String, in language: Language) -> HelpPage? {
        let translated: HelpPage? = switch language {
        case .en: nil
        case .ru: russian[name]
        case .zh: chinese[name]
        }
        if let translated { return translated }
        return CommandTable.spec(named: name).map { HelpPage(summary: $0.summary, discussion: $0.discussion) }
    }

    static func words(in language: Language) -> HelpWords {
        switch language {
        case .en: english
        case .ru: russianWords
        case .zh: chineseWords
        }
    }

    static let english = HelpWords(
        tableTitle: "commands (help COMMAND for details):",
        tableFooter: """
        any other line is a constraint: 'help constraint' shows the language
          a.left = b.left + 8 @750     H:|-[a]-[b]-|     top: a.top >= root.top + 20
        """,
        usage: "usage: ",
        aliases: "also: ",
        constraintLanguage: HelpText.constraintLanguage
    )
}
