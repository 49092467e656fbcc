import AutoLayout

/// `ref`: where an imported view or constraint came from (a log's address, an Interface
/// Builder object id). `import` records one `ref` line per item it brings in, so undo,
/// redo and `save` keep refs with no extra code.
enum RefCommand {
    static let spec = CommandSpec(
        name: "ref",
        synopsis: "ref NAME [REF]",
        summary: "show or set where a view or constraint came from",
        discussion: """
        Without REF, prints the ref of a view or constraint: the address an imported
        conflict log gave it ('0x600003220a50'), or the object id of an Interface
        Builder document. With REF, sets it; 'import' does this for everything it
        brings in. 'show' and '--json' ("ref") show refs too.

          ref view_1
          ref title 0x7fb5c8d0e4f0
        """,
        completion: { previous in previous.isEmpty ? .views : .none },
        run: { session, arguments throws(ShellError) in
            let name = try arguments.next("NAME")
            guard !arguments.isAtEnd else {
                guard session.layout.hasView(name.text) || session.layout.constraints.contains(where: { $0.id == name.text }) else {
                    throw ShellError(.noViewOrConstraint, name.text, at: name.range)
                }
                session.say(session.layout.ref(of: name.text).map { "\(name.text): \($0)" } ?? "\(name.text) has no ref")
                return
            }
            let ref = try arguments.next("REF")
            try arguments.end()
            try session.change(arguments.line, at: name.range, announce: {
                session.style.dim("\(name.text): ref \(ref.text)")
            }) { layout throws(Diagnostic) in
                try layout.setRef(name.text, ref.text)
            }
        }
    )
}
