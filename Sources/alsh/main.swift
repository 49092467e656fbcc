#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AutoLayout
import Messages
import Shell

// alsh: argv and the terminal decide where lines come from and where text goes; the
// session (module Shell) does everything else.

let output = StandardOutput()
let words = Array(CommandLine.arguments.dropFirst())
// --lang when it can be read (so even its own errors and --help follow it), else the locale.
let language = Language.requested(in: words) ?? Language.fromLocale(HistoryFile.environment)
let arguments: Arguments
do {
    arguments = try Arguments.parse(words, language: language)
} catch {
    output.writeError(error.report(in: language))
    exit(2)
}

if let text = arguments.exitText {
    output.write(text.hasSuffix("\n") ? text : text + "\n")
    output.flush()
    exit(0)
}

let launch = Launch(arguments: arguments, stdinIsTerminal: Terminal.isTerminal(STDIN_FILENO))
let options = SessionOptions(
    color: !arguments.json && Terminal.wantsColor(noColorFlag: arguments.noColor),
    interactive: launch.endsInteractive,
    json: arguments.json,
    terminalWidth: Terminal.columns(),
    terminalHeight: Terminal.rows(),
    // With -i the scripts' reports scroll by before the prompt: each says its line.
    echo: arguments.echo || (arguments.stayInteractive && !arguments.scripts.isEmpty),
    language: arguments.language ?? language,
    stateFolder: HistoryFile.describedFolderIfKnown()
)
let session = Session(options: options, output: output)
exit(launch.run(session, output: output))
