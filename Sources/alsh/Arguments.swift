import ArgumentParser
import AutoLayout
import Messages
import Shell

/// alsh's command line, declared for swift-argument-parser: it writes `--help`, checks
/// the flags, and generates completion scripts (`--generate-completion-script bash|zsh|fish`).
struct AlshCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alsh",
        abstract: "The Auto Layout shell: declare views, add constraints in Apple's Visual Format "
            + "Language or as formulas, and see at once what the solver made of them.",
        usage: Usage.forms.joined(separator: "\n"),
        discussion: """
            alsh             an interactive session (a script from standard input when
                             it is not a terminal)
            alsh FILE...     runs the scripts in order; exit status 1 if any line was
                             an error or any expect failed
            alsh -i FILE...  runs the scripts, then stays interactive in that session
            alsh -           reads commands from standard input (also among FILEs)
            alsh -- FILE...  every later argument is a FILE
            alsh --resume    restores the last interactive session (after a crash,
                             kill -9 or a closed terminal too), undo history included

            Keys: emacs editing, Tab completes, Up/Down walk the history
            ($XDG_STATE_HOME/alsh/history), Ctrl-C drops the line, Ctrl-D leaves.
            Every change made in an interactive session is journalled in
            $XDG_STATE_HOME/alsh/journal-*.txt as it is made.
            Type 'help' in the shell for its commands.
            """,
        version: Usage.version
    )

    @Flag(name: [.customShort("i"), .long], help: "Stay interactive after the scripts.")
    var interactive = false

    @Flag(help: """
        After the scripts, print only a JSON document of the final state on standard output \
        (docs/alsh.schema.json): a constraint's "state" is "broken" for a required one that \
        cannot hold; an optional one the layout does not meet has "givesWay": by how much.
        """)
    var json = false

    @Flag(name: [.customLong("no-color"), .customLong("no-colour")],
          help: "No colour (also off when NO_COLOR is set or standard output is not a terminal).")
    var noColor = false

    @Flag(help: "Print each script line, with its file and number, before what it did (on with -i).")
    var echo = false

    @Flag(help: """
        Restore the last interactive session from its journal (the newest that ended without \
        'quit' or Ctrl-D, else the newest): same layout, ids, undo and redo; then go on in it.
        """)
    var resume = false

    @Option(help: ArgumentHelp("The language of messages and reports (else from LC_ALL, LC_MESSAGES, LANG).",
                               valueName: "ru|zh|en"))
    var lang: Language?

    @Flag(name: .customShort("V"), help: .hidden)
    var shortVersion = false

    @Argument(help: "Scripts to run in order; '-' is standard input.",
              completion: .file(extensions: ["al"]))
    var scripts: [String] = []

    func validate() throws {
        if json, interactive {
            throw ValidationError(Message(.jsonWithInteractive).text(in: .en))
        }
        if resume, json || !scripts.isEmpty {
            throw ValidationError(Message(.resumeStandsAlone).text(in: .en))
        }
    }
}

/// What the command line asked for, in the terms the launch needs.
struct Arguments: Equatable {
    /// Where one script comes from, in the order given.
    enum Script: Equatable {
        case file(String)
        /// `-`: standard input, read as a script.
        case standardInput
    }

    /// Text to print and leave with status 0 (help, version, a completion script), or nil
    /// to run.
    var exitText: String?
    var scripts: [Script] = []
    /// `-i`: after the scripts, keep reading commands from the person.
    var stayInteractive = false
    var json = false
    var noColor = false
    /// `--echo`: script lines printed before their reports.
    var echo = false
    /// `--resume`: restore the last interactive session from its journal first.
    var resume = false
    /// `--lang`; nil when not given, and the locale decides.
    var language: Language?

    /// Long and short spellings, for "did you mean".
    static let flags = [
        "--interactive", "-i", "--json", "--no-color", "--echo", "--resume", "--lang", "--help", "-h", "--version", "-V",
        "--generate-completion-script",
    ]

    /// Parses everything after the program name. `--help` and `--version` win over the rest;
    /// `--help` is printed in `language`.
    static func parse(_ words: [String], language: Language = .en) throws(ArgumentError) -> Arguments {
        // Unknown options are named here, with alsh's own wording and suggestion, before the
        // parser sees them; everything else is the parser's.
        if let unknown = unknownOption(in: words) { throw ArgumentError.unknownOption(unknown) }
        let command: AlshCommand
        do {
            command = try AlshCommand.parse(words)
        } catch {
            if AlshCommand.exitCode(for: error) == .success {
                let text = AlshCommand.fullMessage(for: error)
                // The parser's help is English only: another language has its own text.
                if text == AlshCommand.helpMessage(), let translated = Usage.help(in: language) {
                    return Arguments(exitText: translated)
                }
                return Arguments(exitText: text)
            }
            // The parser's own sentences are English; alsh's validations have keys (the
            // parser hands them back wrapped, so each is known by its words).
            let said = AlshCommand.message(for: error)
            if said == Message(.resumeStandsAlone).text(in: .en) {
                throw ArgumentError(message: Message(.resumeStandsAlone), hint: Message(.hintResumeFirst))
            }
            if error is ValidationError || said == Message(.jsonWithInteractive).text(in: .en) {
                throw ArgumentError(message: Message(.jsonWithInteractive), hint: Message(.hintJSONAfterScripts))
            }
            throw ArgumentError(message: .verbatim(Self.lowercasedFirst(said)))
        }
        if command.shortVersion { return Arguments(exitText: Usage.version) }
        var result = Arguments(stayInteractive: command.interactive, json: command.json, noColor: command.noColor,
                               echo: command.echo, resume: command.resume, language: command.lang)
        result.scripts = scripts(in: words)
        return result
    }

    /// The scripts in the order given: `-` is standard input, and after `--` every word
    /// is a file (even `-`). The parser has checked the words; only their order matters here.
    private static func scripts(in words: [String]) -> [Script] {
        var result: [Script] = []
        var optionsEnded = false, skipValue = false
        for word in words {
            if optionsEnded { result.append(.file(word)); continue }
            if word == "--" { optionsEnded = true; continue }
            if skipValue { skipValue = false; continue }
            if word == "--lang" { skipValue = true; continue }
            if word == "-" { result.append(.standardInput); continue }
            if !word.hasPrefix("-") { result.append(.file(word)) }
        }
        return result
    }

    /// The first word that looks like an option alsh does not have (before a `--`).
    private static func unknownOption(in words: [String]) -> String? {
        let known = Set(flags + ["--no-colour", "--generate-completion-script"])
        var skipNext = false
        for word in words {
            if skipNext { skipNext = false; continue }
            if word == "--" { return nil }
            guard word.hasPrefix("-"), word != "-" else { continue }
            if word == "--generate-completion-script" || word == "--lang" { skipNext = true; continue }
            if word.hasPrefix("--lang=") { continue }
            if word.hasPrefix("--generate-completion-script=") { continue }
            if known.contains(word) { continue }
            // Bundled short flags (`-iV`) are the parser's to read.
            if !word.hasPrefix("--"), word.dropFirst().allSatisfy({ "ihV".contains($0) }) { continue }
            return word
        }
        return nil
    }


    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// A command line alsh cannot run (exit status 2), worded as the shell's own errors are.
struct ArgumentError: Error, Equatable {
    var message: Message
    var hint: Message?

    static func unknownOption(_ word: String) -> ArgumentError {
        // "--json=1" is still a misspelt "--json": suggest on the part before '='.
        // A one-letter flag is one slip away from every other: no useful guess there.
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        let suggestion = name.count <= 2 ? nil
            : NameSuggester.suggestion(for: name, among: Arguments.flags)
        return ArgumentError(message: Message(.unknownCommandLineOption, word),
                             hint: suggestion.map { Message(.didYouMean, $0) })
    }

    /// Error, hint, then the synopsis: enough to fix the line without reading `--help`.
    func report(in language: Language) -> String {
        var text = "alsh: " + Message(.errorLabel).text(in: language) + ": " + message.text(in: language) + "\n"
        if let hint { text += "  " + hint.text(in: language) + "\n" }
        text += Usage.synopsis(in: language) + Message(.seeAlshHelp).text(in: language) + "\n"
        return text
    }
}
