import AutoLayout

/// What the command line asked for, parsed by hand: four flags do not justify a parser
/// package, and nothing here may slow down the start of an interactive session.
struct Arguments: Equatable {
    /// Where one script comes from, in the order given.
    enum Script: Equatable {
        case file(String)
        /// `-`: standard input, read as a script.
        case standardInput
    }

    enum Action: Equatable {
        case run
        case help
        case version
    }

    var action = Action.run
    var scripts: [Script] = []
    /// `-i`: after the scripts, keep reading commands from the person.
    var stayInteractive = false
    var json = false
    var noColor = false

    /// Long and short spellings, used for parsing and for "did you mean".
    static let flags = [
        "--interactive", "-i", "--json", "--no-color", "--help", "-h", "--version", "-V",
    ]

    /// Parses everything after the program name. `--help` and `--version` win over the rest.
    static func parse(_ words: [String]) throws(ArgumentError) -> Arguments {
        var result = Arguments()
        var optionsEnded = false
        for word in words {
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                result.scripts.append(word == "-" && !optionsEnded ? .standardInput : .file(word))
                continue
            }
            switch word {
            case "--": optionsEnded = true
            case "-i", "--interactive": result.stayInteractive = true
            case "--json": result.json = true
            case "--no-color", "--no-colour": result.noColor = true
            case "-h", "--help": result.action = .help
            case "-V", "--version": if result.action == .run { result.action = .version }
            default: throw ArgumentError.unknownOption(word)
            }
        }
        if result.action == .run, result.json, result.stayInteractive {
            throw ArgumentError(message: "'--json' and '-i' cannot be used together",
                                hint: "'--json' prints one document after the scripts end")
        }
        return result
    }
}

/// A command line alsh cannot run (exit status 2), worded as the shell's own errors are.
struct ArgumentError: Error, Equatable {
    var message: String
    var hint: String?

    static func unknownOption(_ word: String) -> ArgumentError {
        // "--json=1" is still a misspelt "--json": suggest on the part before '='.
        // A one-letter flag is one slip away from every other: no useful guess there.
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        let suggestion = name.count <= 2 ? nil
            : NameSuggester.suggestion(for: name, among: Arguments.flags)
        return ArgumentError(message: "unknown option '\(word)'",
                             hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// Error, hint, then the synopsis: enough to fix the line without reading `--help`.
    var report: String {
        var text = "alsh: error: \(message)\n"
        if let hint { text += "  \(hint)\n" }
        text += Usage.synopsis + "see 'alsh --help'\n"
        return text
    }
}
