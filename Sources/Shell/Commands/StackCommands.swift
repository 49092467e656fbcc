import AutoLayout
import Messages

/// Live stack views: `stack` makes, edits and shows a UIStackView; `hide` / `unhide` set
/// a view's isHidden (an arranged view collapses as UIKit's 'UISV-hiding' makes it).
enum StackCommands {
    static let all: [CommandSpec] = [stack, hide, unhide]

    static let keywords = ["add", "remove", "axis", "distribution", "alignment", "spacing", "offer", "margins",
                           "baseline", "views"]
    static let alignments = StackSpec.Alignment.allCases.map(\.rawValue) + ["top", "bottom"]

    static let stack = CommandSpec(
        name: "stack",
        synopsis: "stack NAME axis h|v [SETTING VALUE]... views [VIEW...] | stack NAME add VIEW [at N] | stack NAME remove VIEW | stack NAME SETTING VALUE...",
        summary: "make, change or show a live UIStackView",
        discussion: """
        'stack NAME axis … views A B C' makes NAME (declared in root if new) a stack
        arranging A B C (declared in NAME if new). As addArrangedSubview does, a plain
        view NAME becomes the stack and a view that is another view's subview moves into
        it, keeping its constraints; the report says so. The stack then stays live: each change
        recomputes the constraints UIStackView makes and applies only the difference,
        printing which it made (+), changed (~) or dropped (−). Their ids follow Apple's
        identifiers and name views, not positions: 'UISV-spacing:NAME.a-b',
        'UISV-canvas-connection:NAME.leading', 'UISV-alignment:NAME.b.top',
        'UISV-hiding:NAME.b', 'UISV-spacing-hidden:NAME.b',
        'UISV-fill-equally:NAME.b', 'UISV-fill-proportionally:NAME.b',
        'UISV-distributing:NAME.b-c', 'UISV-spanning-boundary:NAME.b.top', ….

          add VIEW [at N]       addArrangedSubview / insertArrangedSubview(_:at:)
          remove VIEW           removeArrangedSubview (VIEW stays a subview)
          axis horizontal|vertical
          distribution fill|fillEqually|fillProportionally|equalSpacing|equalCentering
          alignment fill|leading|trailing|center|top|bottom|firstBaseline|lastBaseline
          spacing N             spacing between arranged views
          spacing after VIEW N  setCustomSpacing(N, after: VIEW); 'default' drops it
          offer VIEW N          the length VIEW offers a fillProportionally stack; 'default' drops it
          margins on|off        isLayoutMarginsRelativeArrangement
          baseline on|off       isBaselineRelativeArrangement (vertical stacks)
        UIKit fits a view with no intrinsic length in its window's engine, which gives
        its current length: alsh cannot know it, so such a view offers its compressed
        fitting size unless 'offer' gives it one ('import' writes the stored length).
        Several settings may share a line; the line that makes a stack takes them all too,
        in any order before 'views'. 'stack NAME' alone shows the stack. 'views' with
        no view after it makes an empty stack: UIKit makes no constraints for a stack that
        arranges nothing, so its size is what its own constraints make it.

          stack info axis horizontal spacing 8 margins on views labels avatar
          stack info add edit at 1
          stack info distribution fillEqually spacing 12
          stack info spacing after labels 20
        """,
        completion: { previous in
            switch previous.count {
            case 0: return .views
            case 1: return .words(keywords)
            default: break
            }
            if previous.contains("views") { return .views }
            switch previous.last {
            case "add", "remove", "after", "offer": return .views
            case "axis": return .words(["horizontal", "vertical"])
            case "distribution": return .words(StackSpec.Distribution.allCases.map(\.rawValue))
            case "alignment": return .words(alignments)
            case "margins", "baseline": return .words(["on", "off"])
            case "spacing": return .words(["after"])
            default:
                if previous.count >= 2, previous[previous.count - 2] == "add" { return .words(["at"]) }
                return ["add", "remove", "at", "after"].contains(previous[1]) ? .none : .words(keywords)
            }
        },
        run: { session, arguments throws(ShellError) in
            let name = try arguments.next("NAME")
            guard let first = arguments.peek() else {
                try show(session, name)
                return
            }
            var change: StackChange?
            let announce = { session.style.dim(describe(change, stack: name.text, language: session.options.language)) }
            switch first.text {
            case "add":
                _ = try arguments.next("add")
                let view = try arguments.next("VIEW")
                var index: Int?
                if arguments.take("at") {
                    let word = try arguments.next("N")
                    guard let n = Int(word.text), n >= 0 else {
                        throw arguments.usageError(Message(.notAnIndex, word.text), at: word.range)
                    }
                    index = n
                }
                try arguments.end()
                try session.change(arguments.line, at: view.range, announce: announce) { layout throws(Diagnostic) in
                    change = try layout.arrange(view.text, in: name.text, at: index)
                }
            case "remove":
                _ = try arguments.next("remove")
                let view = try arguments.next("VIEW")
                try arguments.end()
                try session.change(arguments.line, at: view.range, announce: announce) { layout throws(Diagnostic) in
                    change = try layout.unarrange(view.text, from: name.text)
                }
            default:
                if arguments.remaining.contains(where: { $0.text == "views" }) {
                    if session.layout.stack(name.text) != nil {
                        throw ShellError(.isAlreadyStack, name.text, at: name.range,
                                         hint: Message(.hintChangeStack, name.text))
                    }
                    let (spec, ranges) = try creation(name, &arguments)
                    try session.change(arguments.line, at: name.range, announce: announce) { layout throws(Diagnostic) in
                        do throws(Diagnostic) {
                            change = try layout.addStack(spec)
                        } catch {
                            throw located(error, ranges)
                        }
                    }
                    return
                }
                let (settings, ranges) = try settings(name, &arguments)
                try session.change(arguments.line, at: name.range, announce: announce) { layout throws(Diagnostic) in
                    do throws(Diagnostic) {
                        change = try layout.updateStack(name.text, settings)
                    } catch {
                        throw located(error, ranges)
                    }
                }
            }
        }
    )

    /// The words a creation line may use before `views`: every setting a change line takes.
    static let creationKeywords = ["axis", "distribution", "alignment", "spacing", "offer", "margins", "baseline", "views"]

    /// `axis h distribution fill margins on spacing after a 20 … views a b c`, every value
    /// checked where it stands; the custom spacings' views are checked against the views
    /// once they are known (as a change line checks them against the arranged views).
    private static func creation(_ name: Word, _ arguments: inout Arguments)
        throws(ShellError) -> (StackSpec, [(view: String, range: Range<Int>)]) {
        var settings = StackSettings()
        var viewRanges: [(view: String, range: Range<Int>)] = []
        var views: [String] = []
        while !arguments.isAtEnd {
            if arguments.take("views") {
                while !arguments.isAtEnd { views.append(try arguments.next("VIEW").text) }
                break
            }
            try setting(&settings, &viewRanges, &arguments, among: creationKeywords, otherwise: nil)
        }
        guard let axis = settings.axis else { throw arguments.usageError(Message(.stackNeedsAxis), at: name.range) }
        var spec = StackSpec(name: name.text, axis: axis, distribution: settings.distribution ?? .fill,
                             alignment: settings.alignment ?? .fill, spacing: settings.spacing ?? 0, views: views,
                             marginsRelative: settings.marginsRelative ?? false,
                             baselineRelative: settings.baselineRelative ?? false)
        for (view, value) in settings.customSpacing { spec.customSpacing[view] = value }
        for (view, value) in settings.offers { spec.offers[view] = value }
        return (spec, viewRanges)
    }

    /// `axis v spacing 8 spacing after a 20 margins on …` for an existing stack.
    private static func settings(_ name: Word, _ arguments: inout Arguments)
        throws(ShellError) -> (StackSettings, [(view: String, range: Range<Int>)]) {
        var settings = StackSettings()
        var viewRanges: [(view: String, range: Range<Int>)] = []
        while !arguments.isAtEnd {
            try setting(&settings, &viewRanges, &arguments, among: keywords, otherwise: Message(.hintStackChangeKeywords))
        }
        return (settings, viewRanges)
    }

    /// One setting, the same on a creation line and a change line: `axis V`,
    /// `distribution D`, `alignment A`, `spacing N`, `spacing after VIEW N|default`,
    /// `offer VIEW N|default`, `margins on|off`, `baseline on|off`. Any other word is refused with the nearest of
    /// `among`, else `otherwise` (the usage when nil).
    private static func setting(_ settings: inout StackSettings, _ viewRanges: inout [(view: String, range: Range<Int>)],
                                _ arguments: inout Arguments, among: [String], otherwise: Message?) throws(ShellError) {
        let keyword = try arguments.next("KEYWORD")
        switch keyword.text {
        case "margins", "baseline":
            let value = try arguments.next("on|off")
            guard value.text == "on" || value.text == "off" else {
                throw arguments.usageError(Message(.onOrOffNot, keyword.text, value.text), at: value.range)
            }
            if keyword.text == "margins" { settings.marginsRelative = value.text == "on" }
            else { settings.baselineRelative = value.text == "on" }
        case "spacing" where arguments.take("after"):
            settings.customSpacing.append(try viewAndAmount(&viewRanges, &arguments))
        case "offer":
            settings.offers.append(try viewAndAmount(&viewRanges, &arguments))
        case "axis", "distribution", "alignment", "spacing":
            let value = try arguments.next("VALUE")
            do throws(Diagnostic) {
                switch keyword.text {
                case "axis": settings.axis = try StackSpec.parseAxis(value.text)
                case "distribution": settings.distribution = try StackSpec.parseDistribution(value.text)
                case "alignment": settings.alignment = try StackSpec.parseAlignment(value.text)
                default: settings.spacing = try StackSpec.parseSpacing(value.text)
                }
            } catch {
                throw valueError(error, value, keyword.text, arguments)
            }
        default:
            let hint = NameSuggester.suggestion(for: keyword.text, among: among).map { Message(.didYouMean, $0) }
            throw ShellError(.unknownStackKeyword, keyword.text, at: keyword.range,
                             hint: hint ?? otherwise ?? arguments.usage)
        }
    }

    /// `VIEW N|default` after `spacing after` or `offer`: nil for `default`.
    private static func viewAndAmount(_ viewRanges: inout [(view: String, range: Range<Int>)],
                                      _ arguments: inout Arguments) throws(ShellError) -> (view: String, value: Double?) {
        let view = try arguments.next("VIEW")
        let value = try arguments.next("N")
        viewRanges.append((view.text, view.range))
        guard value.text != "default" else { return (view.text, nil) }
        return (view.text, try Arguments.number(value, placeholder: "N", usage: arguments.usage))
    }

    /// A custom spacing or an offer names a view: an error that names it points at it.
    private static func located(_ error: Diagnostic, _ ranges: [(view: String, range: Range<Int>)]) -> Diagnostic {
        var located = error
        if located.range == nil, let range = ranges.first(where: { error.message.contains("'\($0.view)'") }) {
            located.range = range.range
        }
        return located
    }

    private static func valueError(_ error: Diagnostic, _ value: Word, _ keyword: String,
                                   _ arguments: Arguments) -> ShellError {
        let among: [String] = switch keyword {
        case "axis": ["horizontal", "vertical"]
        case "distribution": StackSpec.Distribution.allCases.map(\.rawValue)
        case "alignment": alignments
        default: []
        }
        let hint = NameSuggester.suggestion(for: value.text, among: among).map { Message(.didYouMean, $0) }
        return ShellError(error.sentence, at: value.range, hint: hint ?? arguments.usage)
    }

    /// A stack change as the frame lists are: `stack info:`, then one line per constraint
    /// it made (`+`), changed (`~`) or dropped (`−`), in that order, ids padded so the
    /// formulas line up.
    static func describe(_ change: StackChange?, stack: String, language: Language = .en) -> String {
        guard let change else { return "" }
        // What moved comes first: it is what the line did besides the constraints.
        var notes: [String] = []
        if change.becameStack { notes.append(Message(.stackFromPlainView, change.stack).text(in: language)) }
        for from in change.moved.map(\.from).uniqued() {
            let views = change.moved.filter { $0.from == from }.map(\.view).joined(separator: ", ")
            notes.append(Message(.movedIntoStack, views, from, change.stack).text(in: language))
        }
        if !change.stoppedTranslating.isEmpty {
            notes.append(Message(.arrangedStopsTranslating, change.stoppedTranslating.joined(separator: ", ")).text(in: language))
        }
        let prefix = notes.isEmpty ? "" : notes.joined(separator: "\n") + "\n"
        return prefix + constraintLines(change, language: language)
    }

    /// `stack info:`, then the constraints made, changed and dropped, a line each.
    private static func constraintLines(_ change: StackChange, language: Language) -> String {
        let rows: [(mark: String, id: String, text: String?)] = change.added.map { ("+", $0.id, $0.text) }
            + change.changed.map { ("~", $0.id, $0.text) } + change.removed.map { ("−", $0, nil) }
        guard !rows.isEmpty else { return "stack \(change.stack): " + Message(.noConstraintChanged).text(in: language) }
        // A big stack made at once would list thousands; `stack NAME` shows them all.
        let limit = ChangeReport.constraintLimit
        let shown = rows.prefix(limit)
        let width = shown.filter { $0.text != nil }.map(\.id.displayWidth).max() ?? 0
        var lines = ["stack \(change.stack):"]
        for row in shown {
            lines.append("  \(row.mark) " + (row.text.map { row.id.padded(toWidth: width + 2) + $0 } ?? row.id))
        }
        if rows.count > limit {
            lines.append("  " + Message(.moreStackConstraints, [.count(rows.count - limit), .text(change.stack)]).text(in: language))
        }
        return lines.joined(separator: "\n")
    }

    /// `stack NAME`: its properties, arranged views and constraints.
    private static func show(_ session: Session, _ name: Word) throws(ShellError) {
        let layout = session.layout
        guard let stack = layout.stack(name.text) else {
            let known = layout.stackNames
            let hint = NameSuggester.suggestion(for: name.text, among: known).map { Message(.didYouMean, $0) }
            throw ShellError(.isNotStack, name.text, at: name.range,
                             hint: hint ?? (known.isEmpty ? Message(.hintMakeStack, name.text)
                                                          : Message(.hintStacksAre, known.joined(separator: ", "))))
        }
        var lines = ["stack \(stack.name): \(stack.axis.rawValue), distribution \(stack.distribution.rawValue), alignment \(stack.alignment.rawValue), spacing \(formatNumber(stack.spacing)), margins \(stack.marginsRelative ? "on" : "off"), baseline \(stack.baselineRelative ? "on" : "off")"]
        let arranged = stack.arranged.map { layout.isHidden($0) ? "\($0) " + session.word(.hiddenMark) : $0 }
        lines.append("  " + session.word(.arrangedLine, arranged.isEmpty ? session.word(.noneMark) : arranged.joined(separator: " ")))
        let custom = stack.arranged.compactMap { view in stack.customSpacing[view].map { "after \(view) \(formatNumber($0))" } }
        if !custom.isEmpty { lines.append("  " + session.word(.customSpacingLine, custom.joined(separator: ", "))) }
        let offers = stack.arranged.compactMap { view in stack.offers[view].map { "\(view) \(formatNumber($0))" } }
        if !offers.isEmpty { lines.append("  " + session.word(.stackOffersLine, offers.joined(separator: ", "))) }
        let constraints = layout.stackConstraints(stack.name)
        let width = constraints.map(\.id.displayWidth).max() ?? 0
        for info in constraints {
            var line = "  " + info.id.padded(toWidth: width + 2) + info.text
            if info.state == .broken {
                line += "  " + session.word(.brokenMark)
            } else if info.state == .active, !info.satisfied {
                line += "  (" + session.word(.givesWayByAmount, formatNumber(layout.givesWay(info.id) ?? 0)) + ")"
            }
            lines.append(line)
        }
        session.say(lines.joined(separator: "\n"))
    }

    static let hide = visibility(name: "hide", hidden: true)
    static let unhide = visibility(name: "unhide", hidden: false)

    /// `hide` and `unhide` differ only in the flag they set.
    private static func visibility(name: String, hidden: Bool) -> CommandSpec {
        CommandSpec(
            name: name,
            synopsis: "\(name) NAME",
            summary: hidden ? "hide a view (an arranged view collapses, as UIStackView's 'UISV-hiding')"
                            : "show a hidden view again (its stack gives it back its place)",
            discussion: hidden ? """
            Sets isHidden. In a stack the view keeps its constraints and gets
            'UISV-hiding:STACK.NAME' (its length along the axis == 0 at 999.999, so a
            required size of its own wins and it overlaps its neighbours); the visible views
            keep one spacing between them and none at the stack's ends, and the hidden view
            sits in the middle of the gap it left ('UISV-spacing-hidden:STACK.NAME', @50);
            it is dropped from fillEqually, fillProportionally and the equal gaps. A view
            no stack arranges only records the flag: UIKit lays hidden views out as if shown.

              hide edit
            """ : """
            Clears isHidden: the stack drops 'UISV-hiding' and restores the spacing.

              unhide edit
            """,
            completion: { previous in previous.isEmpty ? .views : .none },
            run: { session, arguments throws(ShellError) in
                let view = try arguments.next("NAME")
                try arguments.end()
                if session.layout.hasView(view.text), session.layout.isHidden(view.text) == hidden {
                    session.say(session.style.dim(session.word(hidden ? .alreadyHidden : .alreadyShown, view.text)))
                    return
                }
                var change: StackChange?
                try session.change(arguments.line, at: view.range, announce: {
                    if change == nil {
                        return session.style.dim(session.word(hidden ? .hiddenKeepsPlace : .shownAgain, view.text))
                    }
                    return session.style.dim(describe(change, stack: "", language: session.options.language))
                }) { layout throws(Diagnostic) in
                    change = try layout.setHidden(view.text, hidden)
                }
            }
        )
    }
}

private extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
