import Messages

/// `help`'s first page: the commands by topic, short enough for a 24-row terminal, with
/// `help TOPIC` for a topic's commands and `help all` for the whole table. Topic names are
/// typed, so they are the same words in every language; what they cover is translated.
struct HelpTopic: Sendable {
    var name: String
    var summary: MessageKey
    var commands: [String]

    static let all: [HelpTopic] = [
        HelpTopic(name: "views", summary: .helpTopicViews,
                  commands: ["view", "root", "rotate", "safearea", "intrinsic", "hug", "resist", "margins", "preserve",
                             "baseline", "font", "inset", "class", "guide", "stack", "hide", "unhide", "direction", "move"]),
        HelpTopic(name: "editing", summary: .helpTopicEditing,
                  commands: ["metric", "remove", "priority", "constant", "activate", "deactivate",
                             "frame", "autoresizing", "mask"]),
        HelpTopic(name: "inspecting", summary: .helpTopicInspecting,
                  commands: ["frames", "show", "constraints", "why", "explain", "render", "fit", "exercise", "expect"]),
        HelpTopic(name: "solver", summary: .helpTopicSolver, commands: ["tableau", "trace", "compare", "log"]),
        HelpTopic(name: "files", summary: .helpTopicFiles,
                  commands: ["load", "save", "import", "export", "watch", "ref", "placeholders"]),
        HelpTopic(name: "session", summary: .helpTopicSession,
                  commands: ["lesson", "undo", "redo", "reset", "help", "quit"]),
    ]

    static func named(_ name: String) -> HelpTopic? { all.first { $0.name == name } }

    /// The first page: where to start, the topics, the constraint language in one line.
    static func firstPage(in language: Language) -> String {
        let width = all.map(\.name.count).max() ?? 0
        var lines = [language.words(.helpStart), language.words(.helpTopicsTitle)]
        for topic in all {
            let names = topic.commands.prefix(5).joined(separator: ", ") + (topic.commands.count > 5 ? ", …" : "")
            lines.append("  " + topic.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                         + language.words(topic.summary) + ": " + names)
        }
        lines.append("")
        lines.append(HelpPages.words(in: language).tableFooter)
        return lines.joined(separator: "\n")
    }

    /// `help TOPIC`: its commands, one line each, as the full table shows them.
    func page(in language: Language) -> String {
        let specs = commands.compactMap(CommandTable.spec(named:))
        let width = specs.map(\.name.count).max() ?? 0
        var lines = [language.words(summary) + ":"]
        for spec in specs {
            let summary = HelpPages.page(for: spec.name, in: language)?.summary ?? spec.summary
            lines.append("  " + spec.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary)
        }
        lines.append(language.words(.helpTopicFooter))
        return lines.joined(separator: "\n")
    }
}
