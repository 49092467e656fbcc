import AutoLayout
import Messages

/// `placeholders`: Interface Builder's placeholder constraints. `import` keeps a
/// document's placeholders in the layout, marked (the scene as Xcode lays it out);
/// `placeholders off` takes them out as the build does, and the change report says what
/// that leaves ambiguous or moves.
enum PlaceholderCommand {
    static let spec = CommandSpec(
        name: "placeholders",
        synopsis: "placeholders [on|off] | placeholders mark ID...",
        summary: "take Interface Builder's placeholder constraints out (as at run time) or back in",
        discussion: """
        Interface Builder removes a placeholder constraint (placeholder="YES") at build
        time, but lays the scene out with it: 'import' keeps them in the layout, marked,
        so the scene matches what Xcode shows. 'placeholders off' takes every marked one
        out and shows the layout as it runs: what code must constrain comes out ambiguous.
        'placeholders on' puts them back; without an argument, lists them. 'mark'
        marks constraints as placeholders ('import' does this).

          placeholders off
          placeholders on
          placeholders mark c3 c4
        """,
        completion: { previous in
            switch previous.first {
            case nil: .words(["on", "off", "mark"])
            case "mark": .constraintIDs
            default: .none
            }
        },
        run: { session, arguments throws(ShellError) in
            guard let word = arguments.peek() else {
                list(session)
                return
            }
            if word.text == "mark" {
                _ = try arguments.next("mark")
                var ids: [Word] = [try arguments.next("ID")]
                while !arguments.isAtEnd { ids.append(try arguments.next("ID")) }
                try session.change(arguments.line, at: ids[0].range, announce: {
                    session.style.dim(session.word(Message(.placeholdersMarked, [.count(ids.count)])))
                }) { layout throws(Diagnostic) in
                    for id in ids { try layout.setPlaceholder(id.text, true) }
                }
                return
            }
            let on = try GuideCommands.onOff(&arguments)
            try arguments.end()
            let ids = session.layout.placeholderIDs
            guard !ids.isEmpty else { throw ShellError(.noPlaceholders, at: word.range) }
            let moving = ids.filter { session.layout.isActiveConstraint($0) != on }
            try session.change(arguments.line, at: word.range, announce: {
                session.style.dim(session.word(Message(on ? .placeholdersBackIn : .placeholdersTakenOut, [.count(moving.count)])))
            }) { layout throws(Diagnostic) in
                for id in moving {
                    if on { try layout.activate(id) } else { try layout.deactivate(id) }
                }
            }
        }
    )

    /// `placeholders, in the layout: c3, c4` (and the ones taken out).
    private static func list(_ session: Session) {
        let ids = session.layout.placeholderIDs
        guard !ids.isEmpty else {
            session.say(session.word(.noPlaceholders))
            return
        }
        let active = ids.filter { session.layout.isActiveConstraint($0) }
        let out = ids.filter { !session.layout.isActiveConstraint($0) }
        var lines: [String] = []
        if !active.isEmpty { lines.append(session.word(.placeholdersIn, active.joined(separator: ", "))) }
        if !out.isEmpty { lines.append(session.word(.placeholdersOut, out.joined(separator: ", "))) }
        session.say(lines.joined(separator: "\n"))
    }
}
