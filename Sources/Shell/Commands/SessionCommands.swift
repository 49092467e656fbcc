import AutoLayout
import Messages
/// Commands about the session itself: help, history, files, leaving.
enum SessionCommands {
    static let all: [CommandSpec] = [help, undo, redo, load, save, reset, quit]

    static let help = CommandSpec(
        name: "help",
        synopsis: "help [TOPIC|COMMAND|all]",
        summary: "the commands by topic, a topic's commands, or one command explained",
        discussion: """
        Without an argument, the topics (views, editing, inspecting, solver, files,
        session) with a few of their commands each. With a topic, its commands, one line
        each; with 'all', every command; with a command, its usage, what it does and
        examples; with 'constraint', the constraint language.

          help
          help views
          help all
          help view
        """,
        completion: { previous in
            previous.isEmpty ? .words(HelpTopic.all.map(\.name) + ["all", "constraint"] + CommandTable.names) : .none
        },
        run: { session, arguments throws(ShellError) in
            let language = session.options.language
            guard let topic = arguments.peek() else {
                session.say(HelpTopic.firstPage(in: language))
                return
            }
            _ = try arguments.next("COMMAND")
            try arguments.end()
            if topic.text == "constraint" || topic.text == "constraints-syntax" {
                session.say(HelpPages.words(in: language).constraintLanguage)
                return
            }
            if topic.text == "all" {
                session.say(HelpText.table(in: language))
                return
            }
            if let group = HelpTopic.named(topic.text) {
                session.say(group.page(in: language))
                return
            }
            guard let spec = CommandTable.spec(named: topic.text) else {
                let suggestion = CommandTable.suggestion(for: topic.text)
                    ?? NameSuggester.suggestion(for: topic.text, among: HelpTopic.all.map(\.name))
                throw ShellError(.noCommand, topic.text, at: topic.range,
                                 hint: suggestion.map { Message(.didYouMean, $0) } ?? Message(.hintHelpLists))
            }
            session.say(HelpText.details(spec, in: language))
        }
    )

    static let undo = CommandSpec(
        name: "undo",
        synopsis: "undo",
        summary: "take back the last change (a whole 'load' at once)",
        discussion: """
        Takes back the last command that changed the layout; 'redo' puts it back.
        Inspection commands and expectations are not changes and are skipped.

          undo
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            try session.undo()
        }
    )

    static let redo = CommandSpec(
        name: "redo",
        synopsis: "redo",
        summary: "put back what 'undo' took back",
        discussion: """
        Any new change after an undo forgets what could have been redone.

          redo
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            try session.redo()
        }
    )

    static let load = CommandSpec(
        name: "load",
        synopsis: "load [-q] FILE",
        summary: "run a script, line by line, as if typed",
        discussion: """
        Runs every line of FILE as if it were typed here; errors name the file and the
        line. In a loaded script, relative paths are relative to that script. Loads may
        nest \(Session.loadDepthLimit) deep. With -q the lines print no reports; one
        report of what the whole script changed follows (errors still show).

          load examples/register.al
          load -q examples/channel-header.al
        """,
        completion: { previous in previous.isEmpty || previous == ["-q"] ? .files : .none },
        run: { session, arguments throws(ShellError) in
            let quiet = arguments.take("-q")
            let path = try arguments.next("FILE")
            try arguments.end()
            let frame = session.inputs.last
            let before = quiet ? session.analysisBeforeChange() : nil
            if quiet { session.quietLoads += 1 }
            defer {
                if quiet {
                    session.quietLoads -= 1
                    session.reportChanges(since: before)
                }
            }
            do throws(ShellError) {
                try session.load(path.path, relativeTo: frame.flatMap { $0.isKeyboard ? nil : $0.directory })
            } catch {
                var located = error
                located.range = located.range ?? path.range
                throw located
            }
        }
    )

    static let save = CommandSpec(
        name: "save",
        synopsis: "save FILE",
        summary: "write a script that replays to the current state",
        discussion: """
        Writes the lines that made the current layout (undone ones left out, 'load'
        expanded) so that 'load FILE' or 'alsh FILE' gives the same state, ids included.
        The file is written beside the target and renamed over it, so a failure never
        leaves half a script.

          save login.al
        """,
        completion: { previous in previous.isEmpty ? .files : .none },
        run: { session, arguments throws(ShellError) in
            let path = try arguments.next("FILE")
            try arguments.end()
            do throws(ShellError) {
                try ScriptFile.write(session.savedScript(), to: path.path)
            } catch {
                var located = error
                located.range = path.range
                throw located
            }
            session.say(session.word(Message(.savedLines, [.count(session.log.count), .text(path.path)])))
        }
    )

    static let reset = CommandSpec(
        name: "reset",
        synopsis: "reset",
        summary: "start again from an empty layout (undo brings it back)",
        discussion: """
        Removes every view, constraint and metric and sets root back to 375x667.

          reset
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            session.reset()
        }
    )

    static let quit = CommandSpec(
        name: "quit",
        aliases: ["exit"],
        synopsis: "quit",
        summary: "leave alsh (Ctrl-D too)",
        discussion: """
        Ends the session; in a script, stops it and every script after it.

          quit
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            session.requestQuit()
        }
    )
}

extension Session {
    /// The log as a script, with a header saying what it is.
    func savedScript() -> String {
        var text = "# alsh session: \(log.count) line\(log.count == 1 ? "" : "s"); replay with 'alsh FILE' or 'load FILE'\n"
        for line in log { text += line + "\n" }
        return text
    }
}
