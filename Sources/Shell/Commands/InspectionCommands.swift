import AutoLayout
import Messages

/// Commands that look at the layout without changing it.
enum InspectionCommands {
    static let all: [CommandSpec] = [frames, show, constraints, why, explain, render]

    static let frames = CommandSpec(
        name: "frames",
        synopsis: "frames",
        summary: "every view's frame, nested under its superview",
        discussion: """
        Frames are in the superview's coordinates, as UIKit's 'frame'. Ambiguous
        components are marked.

          frames
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            session.say(Inspector(layout: session.layout, style: session.style, language: session.options.language).frames())
        }
    )

    static let show = CommandSpec(
        name: "show",
        synopsis: "show NAME",
        summary: "a view's frame and the constraints affecting it, per axis",
        discussion: """
        The frame, then the constraints affecting the view on each axis (the layout's
        own too: content size, autoresizing), each with the view it is installed on
        (the nearest common ancestor of the views it names).

          show email
        """,
        completion: { previous in previous.isEmpty ? .views : .none },
        run: { session, arguments throws(ShellError) in
            let view = try arguments.next("NAME")
            try arguments.end()
            try session.requireView(view)
            session.say(Inspector(layout: session.layout, style: session.style, language: session.options.language).show(view.text))
        }
    )

    static let constraints = CommandSpec(
        name: "constraints",
        synopsis: "constraints",
        summary: "every constraint with its id, priority and state",
        discussion: """
        The constraints you added, in id order, VFL groups with their members.
        Inactive ones are marked, a required one that cannot hold 'broken' (with what it
        conflicts with), an optional one the layout does not meet 'gives way by N'.

          constraints
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            session.say(Inspector(layout: session.layout, style: session.style, language: session.options.language).constraints())
        }
    )

    static let why = CommandSpec(
        name: "why",
        synopsis: "why NAME.ATTRIBUTE",
        summary: "which constraints decide an attribute, or why it is ambiguous",
        discussion: """
        The attribute's value (locations in the superview's coordinates), the
        constraints that pin it, and if it is not unique, the range it may take and what
        bounds it.

          why register.x
          why email.width
          why root.safeArea.top
        """,
        completion: { previous in previous.isEmpty ? .attributes : .none },
        run: { session, arguments throws(ShellError) in
            let word = try arguments.next("NAME.ATTRIBUTE")
            try arguments.end()
            let guide = try session.guideReference(word)
            let (view, attribute) = if let guide { (guide.view, guide.attribute) }
                else { try session.attributeReference(word, allowFrame: false) }
            guard let attribute, let explanation = session.layout.why(view, attribute, in: guide?.guide) else {
                if let attribute, session.layout.isGuide(view) {
                    throw ShellError(.guideAttribute, view, attribute.rawValue, at: word.range, hint: arguments.usage)
                }
                throw ShellError(.noAttributeIn, word.text, at: word.range, hint: arguments.usage)
            }
            session.say(Inspector(layout: session.layout, style: session.style, language: session.options.language).why(explanation, as: word.text))
        }
    )

    static let explain = CommandSpec(
        name: "explain",
        synopsis: "explain ID",
        summary: "a constraint (or group) in plain words",
        discussion: """
        Says what the constraint asks for, in words, and whether it is inactive or
        broken and why.

          explain c3
          explain g1
        """,
        completion: { previous in previous.isEmpty ? .constraintIDs : .none },
        run: { session, arguments throws(ShellError) in
            let id = try arguments.next("ID")
            try arguments.end()
            if let group = session.layout.group(id.text) {
                var lines = ["\(id.text): \(group.source)"]
                for member in group.members {
                    lines.append("  \(member): " + (session.layout.explain(member, in: session.options.language) ?? member))
                }
                session.say(lines.joined(separator: "\n"))
            } else if let sentence = session.layout.explain(id.text, in: session.options.language) {
                session.say("\(id.text): \(sentence)")
            } else {
                throw session.unknownConstraint(id)
            }
        }
    )

    static let render = CommandSpec(
        name: "render",
        synopsis: "render [WIDTH [HEIGHT]] [--frames]",
        summary: "draw the layout in the terminal",
        discussion: """
        Draws every view as a box with its name, nested views inside their superview,
        scaled to fit the terminal's width and height (or WIDTH columns and HEIGHT rows)
        keeping the aspect ratio (a terminal cell is about twice as tall as it is wide),
        two rows kept for the command and the next prompt. Views reaching outside root
        are listed under the drawing, since they are cut at its edge.

        Each constraint that holds is written as export svg labels it, on an I-beam
        between the edges it relates (├─20─┤ across, ┬ 8 ┴ down; a width or height as a
        bar inside its view), where the cells between them are free: a wider terminal
        shows more. --frames draws the boxes alone.

          render
          render 60
          render 60 20
          render 120 --frames
        """,
        run: { session, arguments throws(ShellError) in
            var framesOnly = arguments.take("--frames")
            var columns = session.options.terminalWidth
            if !arguments.isAtEnd {
                let value = try arguments.number("WIDTH")
                guard value >= 8, value <= 1000 else {
                    throw arguments.usageError(Message(.renderWidthRange))
                }
                columns = Int(value)
            }
            var rows = session.options.terminalHeight.map { max($0 - 2, 4) }
            framesOnly = arguments.take("--frames") || framesOnly
            if !arguments.isAtEnd, arguments.peek()?.text != "--frames" {
                let value = try arguments.number("HEIGHT")
                guard value >= 4, value <= 1000 else {
                    throw arguments.usageError(Message(.renderHeightRange))
                }
                rows = Int(value)
            }
            framesOnly = arguments.take("--frames") || framesOnly
            try arguments.end()
            var renderer = LayoutRenderer(columns: columns)
            renderer.language = session.options.language
            renderer.framesOnly = framesOnly
            renderer.lineLimit = rows
            session.say(renderer.render(session.layout))
        }
    )
}

extension Session {
    func requireView(_ word: Word) throws(ShellError) {
        guard word.text != Layout.rootName, !layout.hasView(word.text) else { return }
        let suggestion = NameSuggester.suggestion(for: word.text, among: layout.viewNames + [Layout.rootName])
        throw ShellError(Diagnostic(.unknownView(word.text, suggestion: suggestion), at: word.range))
    }

    func unknownConstraint(_ word: Word) -> ShellError {
        let ids = layout.constraints.map(\.id) + layout.groupIDs
        let suggestion = NameSuggester.suggestion(for: word.text, among: ids)
        return ShellError(.noConstraintOrGroup, word.text, at: word.range,
                          hint: suggestion.map { Message(.didYouMean, $0) } ?? Message(.hintConstraintsLists))
    }

    /// `email.width`, `email.frame` (when `allowFrame`) or `email`: the view is checked,
    /// the attribute parsed with did-you-mean. A nil attribute means the whole frame.
    func attributeReference(_ word: Word, allowFrame: Bool) throws(ShellError) -> (String, Attribute?) {
        let parts = word.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let view = Word(text: String(parts[0]), range: word.range.lowerBound..<(word.range.lowerBound + parts[0].count))
        try requireView(view)
        guard parts.count == 2 else { return (view.text, nil) }
        let name = String(parts[1])
        let start = view.range.upperBound + 1
        let range = start..<(start + max(1, name.count))
        if allowFrame, name == "frame" { return (view.text, nil) }
        if let attribute = Attribute(rawValue: name) { return (view.text, attribute) }
        // x and y are the frame's origin, which is left and top in superview coordinates.
        if name == "x" { return (view.text, .left) }
        if name == "y" { return (view.text, .top) }
        if name == "center.x" { return (view.text, .centerX) }
        if name == "center.y" { return (view.text, .centerY) }
        let candidates = Attribute.allCases.map(\.rawValue) + ["x", "y"] + (allowFrame ? ["frame"] : [])
        let suggestion = NameSuggester.suggestion(for: name, among: candidates)
        throw ShellError(Diagnostic(.unknownAttribute(name, suggestion: suggestion), at: range))
    }
}
