import Messages

/// `watch FILE.html`, `watch FILE.svg`, `watch off`: a file that follows the session.
enum WatchCommand {
    static let spec = CommandSpec(
        name: "watch",
        synopsis: "watch FILE.html | watch FILE.svg | watch off",
        summary: "rewrite a page (or a picture) of the layout after every command",
        discussion: """
        'watch FILE.html' writes a page after every command: the layout drawn as
        'export svg' draws it, the constraint list beside it, and what the command printed.
        Hovering a constraint highlights its I-beam and views, hovering a view its
        constraints. Open it in a browser and leave it open: it reloads itself when the
        file changes, with no server (it says how at its top). 'watch FILE.svg' writes the
        picture alone. Each file is written whole and renamed into place, so a browser never
        reads half of one. 'watch off' stops; a new 'watch' replaces the last.

          watch layout.html
          watch layout.svg
          watch off
        """,
        completion: { previous in previous.isEmpty ? .files : .none },
        run: { session, arguments throws(ShellError) in
            let word = try arguments.next("FILE")
            try arguments.end()
            if word.text == "off" {
                let was = session.watching?.path
                session.stopWatching()
                session.say(session.style.dim(was.map { session.word(.watchOff, $0) } ?? session.word(.watchNothing)))
                return
            }
            let path = ScriptFile.unquoted(word.text).lowercased()
            let page: Bool
            if path.hasSuffix(".html") || path.hasSuffix(".htm") {
                page = true
            } else if path.hasSuffix(".svg") {
                page = false
            } else {
                throw arguments.usageError(Message(.watchWhichKind, word.text), at: word.range)
            }
            do throws(ShellError) {
                try session.startWatching(word.text, page: page, command: arguments.line)
            } catch {
                var located = error
                located.range = word.range
                throw located
            }
            session.say(session.style.dim(session.word(page ? .watchPageOn : .watchPictureOn, word.text)))
        }
    )
}
