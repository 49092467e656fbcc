import AutoLayout

/// Every command the shell knows, in the order `help` lists them.
enum CommandTable {
    static let all: [CommandSpec] = ViewCommands.all + GuideCommands.all + AutoresizingCommands.all
        + DirectionCommands.all + ConstraintCommands.all + StackCommands.all + InspectionCommands.all + TeachCommands.all
        + [FitCommand.spec, ExpectCommand.spec, LessonCommand.spec] + ImportExportCommands.all + [WatchCommand.spec] + [RefCommand.spec, PlaceholderCommand.spec]
        + SessionCommands.all

    private static let byName: [String: CommandSpec] = {
        var table: [String: CommandSpec] = [:]
        for spec in all {
            table[spec.name] = spec
            for alias in spec.aliases { table[alias] = spec }
        }
        return table
    }()

    /// Names and aliases, for completion and did-you-mean.
    static let names: [String] = all.flatMap { [$0.name] + $0.aliases }

    static func spec(named name: String) -> CommandSpec? { byName[name] }

    static func suggestion(for name: String) -> String? {
        synonyms[name.lowercased()] ?? NameSuggester.suggestion(for: name, among: names)
    }

    /// Words people reach for from other tools, and alsh's word for them.
    static let synonyms: [String: String] = [
        "delete": "remove", "del": "remove", "rm": "remove", "drop": "remove",
        "views": "frames", "ls": "frames", "list": "constraints", "print": "show",
        "add": "view", "open": "load", "source": "load", "write": "save",
        "resize": "root", "orientation": "rotate", "clear": "reset", "assert": "expect",
        "tutorial": "lesson", "lessons": "lesson", "course": "lesson",
    ]
}
