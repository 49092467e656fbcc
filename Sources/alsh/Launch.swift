#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Shell

/// The order of things for one invocation: the scripts, then (maybe) the person at the
/// keyboard, then the exit status.
struct Launch {
    var scripts: [Arguments.Script]
    /// Read commands from the keyboard with line editing after the scripts.
    var endsInteractive: Bool
    var json: Bool
    /// `--resume`: restore the last journalled session before anything else.
    var resume = false

    init(arguments: Arguments, stdinIsTerminal: Bool) {
        var scripts = arguments.scripts
        let bare = scripts.isEmpty && !arguments.stayInteractive
        if bare, !stdinIsTerminal || arguments.json {
            // `alsh < file`, `cmd | alsh`, `alsh --json < file`: standard input is the script.
            scripts = [.standardInput]
        } else if arguments.stayInteractive, !stdinIsTerminal, !scripts.contains(.standardInput) {
            // `alsh -i setup.al < more.al`: as `python -i`, the rest comes from the pipe.
            scripts.append(.standardInput)
        }
        self.scripts = scripts
        self.endsInteractive = !arguments.json && stdinIsTerminal
            && (arguments.stayInteractive || arguments.scripts.isEmpty)
            && !scripts.contains(.standardInput)
        self.json = arguments.json
        self.resume = arguments.resume
    }

    /// Runs everything and returns the exit status: 1 when a script line failed or an
    /// `expect` did not hold, else 0. What a person types interactively does not change it:
    /// an error at the prompt is part of exploring.
    func run(_ session: Session, output: StandardOutput) -> Int32 {
        var journal = SessionJournal(output: output)
        var note: String?
        if resume {
            if endsInteractive { output.write(Launch.terminated(Session.welcome)) }
            guard journal.resume(session) else { return 1 }
        } else if endsInteractive {
            // Made before `-i` scripts run: their lines are part of the session to restore.
            note = journal.start(session)
        }
        defer { journal.close(session) }
        for script in scripts where !session.quitRequested {
            switch script {
            case .file(let path): _ = session.runFile(path)
            case .standardInput: session.run(StreamLineSource.standardInput(), origin: "<stdin>")
            }
        }
        if !scripts.isEmpty { session.reportExpectations() }
        let status: Int32 = session.failed ? 1 : 0
        if json {
            output.write(Launch.terminated(session.jsonDocument()))
        } else if endsInteractive, !session.quitRequested {
            runInteractive(session, output: output, welcome: !resume, note: note)
        }
        output.flush()
        return status
    }

    private func runInteractive(_ session: Session, output: StandardOutput, welcome: Bool, note: String?) {
        let loaded = scripts.map { script in
            switch script {
            case .file(let path): path
            case .standardInput: "<stdin>"
            }
        }
        if welcome { output.write(Launch.terminated(Session.welcome(loaded: loaded, language: session.options.language))) }
        if let note { output.write(Launch.terminated(note)) }
        let source: LineSource = LineEditor(completer: session, output: output,
                                            historyPath: HistoryFile.prepare())
            ?? StreamLineSource.standardInput()
        session.run(source, origin: "<stdin>")
    }

    static func terminated(_ text: String) -> String {
        text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }
}
