import AutoLayout
import Messages

/// Commands that edit constraints already added. Adding one needs no command: any line
/// that is not a command is a constraint (a formula or a VFL line).
enum ConstraintCommands {
    static let all: [CommandSpec] = [remove, priority, constant, activate, deactivate]

    static let remove = CommandSpec(
        name: "remove",
        synopsis: "remove ID | remove view NAME",
        summary: "remove a constraint, a VFL group, or a view with its subviews",
        discussion: """
        'remove c3' removes one constraint, 'remove g2' every constraint its VFL line
        made, 'remove email_top' the constraint labelled so. 'remove view NAME' removes
        the view (or layout guide), its subviews and guides, and every constraint that
        names any of them.

          remove c3
          remove g1
          remove view avatar
        """,
        completion: { previous in
            previous.isEmpty ? .constraintIDs : (previous == ["view"] ? .views : .none)
        },
        run: { session, arguments throws(ShellError) in
            if arguments.take("view") {
                let view = try arguments.next("NAME")
                try arguments.end()
                // An arranged view (or a stack) taken away changes the stacks around it.
                try session.change(arguments.line, at: view.range, announce: {
                    session.layout.stackChangesOfLastRemoval
                        .map { session.style.dim(StackCommands.describe($0, stack: $0.stack, language: session.options.language)) }.joined(separator: "\n")
                }) { layout throws(Diagnostic) in
                    try layout.removeView(view.text)
                }
                return
            }
            let id = try arguments.next("ID")
            try arguments.end()
            let removed = session.describeForRemoval(id.text)
            try session.change(arguments.line, at: id.range, announce: { removed }) { layout throws(Diagnostic) in
                try layout.remove(id.text)
            }
        }
    )

    static let priority = CommandSpec(
        name: "priority",
        synopsis: "priority ID PRIORITY",
        summary: "change a constraint's priority (1…1000, required, high, low)",
        discussion: """
        Changes the priority of a constraint (or of every member of a VFL group).
        As in UIKit, an active constraint cannot move between required (1000) and
        optional (below 1000): deactivate it first.

          priority c3 250
          priority c7 high
        """,
        completion: { previous in
            previous.isEmpty ? .constraintIDs
                : (previous.count == 1 ? .words(["required", "high", "low", "fittingSize"]) : .none)
        },
        run: { session, arguments throws(ShellError) in
            let id = try arguments.next("ID")
            let value = try arguments.priority("PRIORITY")
            try arguments.end()
            do throws(ShellError) {
                try session.change(arguments.line, at: id.range, announce: { session.describeNow(id.text) }) {
                    layout throws(Diagnostic) in try layout.setPriority(id.text, value)
                }
            } catch {
                // UIKit's refusal says what is not allowed; `help priority` knows the way round.
                guard error.message.key == .requiredMutation, error.hint == nil else { throw error }
                var advised = error
                advised.hint = Message(.hintDeactivateFirst, id.text, Format.number(value))
                throw advised
            }
        }
    )

    static let constant = CommandSpec(
        name: "constant",
        synopsis: "constant ID VALUE",
        summary: "change a constraint's constant (incremental, as animating it is)",
        discussion: """
        Sets the constant of a constraint as NSLayoutConstraint.constant would: in
        Apple's form 'a.attr == m * b.attr + constant'.

          constant c3 40
        """,
        completion: { previous in previous.isEmpty ? .constraintIDs : .none },
        run: { session, arguments throws(ShellError) in
            let id = try arguments.next("ID")
            let value = try arguments.number("VALUE")
            try arguments.end()
            try session.change(arguments.line, at: id.range) { layout throws(Diagnostic) in
                try layout.setConstant(id.text, value)
            }
        }
    )

    static let activate = CommandSpec(
        name: "activate",
        synopsis: "activate ID",
        summary: "switch a deactivated constraint (or group) back on",
        discussion: """
        Puts a constraint that 'deactivate' switched off back into the layout.

          activate c3
        """,
        completion: { previous in previous.isEmpty ? .constraintIDs : .none },
        run: { session, arguments throws(ShellError) in
            let id = try arguments.next("ID")
            try arguments.end()
            try session.change(arguments.line, at: id.range, announce: { session.describeNow(id.text, .activatedVerb) }) {
                layout throws(Diagnostic) in try layout.activate(id.text)
            }
        }
    )

    static let deactivate = CommandSpec(
        name: "deactivate",
        synopsis: "deactivate ID",
        summary: "switch a constraint (or group) off without removing it",
        discussion: """
        Takes a constraint out of the layout but keeps it, with its id, for 'activate'.

          deactivate c3
        """,
        completion: { previous in previous.isEmpty ? .constraintIDs : .none },
        run: { session, arguments throws(ShellError) in
            let id = try arguments.next("ID")
            try arguments.end()
            try session.change(arguments.line, at: id.range, announce: { session.describeNow(id.text, .deactivatedVerb) }) {
                layout throws(Diagnostic) in try layout.deactivate(id.text)
            }
        }
    )
}

extension Session {
    /// `removed c3: a.width == 100`, or a group with its members; said before it is gone.
    func describeForRemoval(_ id: String) -> String {
        if let group = layout.group(id) {
            return style.dim(word(.removedGroup, id, group.source, group.members.joined(separator: ", ")))
        }
        return layout.constraint(id).map { style.dim(word(.removedItem, id, $0.text)) } ?? ""
    }

    /// `c3: a.width == 100 @250`: a constraint as it reads after an edit.
    /// `c3: a.width == 100`, or with a verb, `deactivated c3: a.width == 100`.
    func describeNow(_ id: String, _ verb: MessageKey? = nil) -> String {
        let prefix = verb.map { word($0) + " " } ?? ""
        if let group = layout.group(id) {
            let texts = group.members.compactMap { layout.constraint($0).map { "\($0.id): \($0.text)" } }
            return style.dim(([prefix + id] + texts).joined(separator: "\n"))
        }
        return layout.constraint(id).map { style.dim("\(prefix)\(id): \($0.text)") } ?? ""
    }
}
