import AutoLayout
import Interchange
import Messages

/// Commands that let a learner watch the solver: the tableau, and each pivot it makes.
enum TeachCommands {
    static let all: [CommandSpec] = [tableau, trace, log, compare, exercise]

    static let tableau = CommandSpec(
        name: "tableau",
        synopsis: "tableau",
        summary: "the solver's tableau: rows, the objective per priority, what each symbol is",
        discussion: """
        The layout is a linear program: every constraint is a row, and the simplex method
        keeps each basic symbol written in the others. Rows read 'basic = constant +
        coefficient·symbol'; a symbol not on the left of any row is 0 (non-basic), so a
        row's constant is its basic symbol's value. Variables are views' edges and sizes
        in root's coordinates (email.left, email.width). The other symbols belong to one
        constraint each:
          s(c3)        slack of an inequality: how far it is from holding with equality
          e+(c4) e−(c4) errors of an optional constraint, above and below its target
          d(c1)        dummy of a required equality, always 0: it only marks the row
        Each constraint's first symbol is its marker. The objective is one sum of errors
        per optional priority, highest first, each minimised without giving up anything
        at the levels above (strict priorities).

          tableau
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            session.say(TableauReport(style: session.style, language: session.options.language).render(session.layout.tableau()))
        }
    )

    static let trace = CommandSpec(
        name: "trace",
        synopsis: "trace on|off",
        summary: "print each pivot of the solves that follow (entering, leaving, ratio)",
        discussion: """
        With trace on, every command that changes the layout prints the simplex pivots it
        made, in words, before what moved: which loop made it (optimize, repair, phase
        one, undo, removal), the symbol that enters the basis and why, the one that leaves
        (the first to reach its bound: the smallest ratio), and the value it enters at.
        'tableau' names the symbols.

          trace on
          email.width = 200 @750
          trace off
        """,
        completion: { previous in previous.isEmpty ? .words(["on", "off"]) : .none },
        run: { session, arguments throws(ShellError) in
            let word = try arguments.next("on|off")
            try arguments.end()
            switch word.text {
            case "on": session.tracing = true
            case "off": session.tracing = false
            default: throw arguments.usageError(Message(.onOrOff), at: word.range)
            }
            session.say(session.style.dim(session.word(word.text == "on" ? .traceIsOn : .traceIsOff)))
        }
    )
}

/// `tableau`'s text.
struct TableauReport {
    let style: Style
    var language: Language = .en

    func render(_ tableau: LayoutTableau) -> String {
        var lines = [style.bold(language.words(.tableauRows)) + language.words(.tableauRowsNote)]
        let width = tableau.rows.map(\.basic.displayWidth).max() ?? 0
        for row in tableau.rows {
            lines.append("  " + row.basic.padded(toWidth: width)
                         + " = " + Self.sum(row.constant, row.terms))
        }
        if tableau.levels.isEmpty {
            lines.append(style.bold(language.words(.tableauObjective)) + language.words(.tableauObjectiveNone))
        } else {
            lines.append(style.bold(language.words(.tableauObjective)) + language.words(.tableauObjectiveLevels))
            for level in tableau.levels {
                lines.append("  @\(Format.number(level.priority)): " + Self.sum(level.constant, level.terms))
            }
        }
        if !tableau.legend.isEmpty {
            lines.append(style.bold(language.words(.tableauSymbols)) + ":")
            let symbolWidth = tableau.legend.map(\.symbol.displayWidth).max() ?? 0
            let kinds = tableau.legend.map { $0.kind.text(in: language) }
            let kindWidth = kinds.map(\.displayWidth).max() ?? 0
            for (entry, kind) in zip(tableau.legend, kinds) {
                lines.append("  " + entry.symbol.padded(toWidth: symbolWidth + 2)
                             + kind.padded(toWidth: kindWidth + 2)
                             + entry.constraint)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `20 + d(c1) − 0.5·e+(c4)`.
    static func sum(_ constant: Double, _ terms: [LayoutTableau.Term]) -> String {
        var text = Format.number(constant)
        for term in terms {
            let k = abs(term.coefficient)
            text += (term.coefficient < 0 ? " − " : " + ") + (k == 1 ? "" : Format.number(k) + "·") + term.symbol
        }
        return text
    }

    /// One pivot in words.
    static func pivot(_ p: LayoutPivot, number: Int, language: Language = .en) -> String {
        let enters = language.words(.pivotEnters, p.entering, p.enteringKind.text(in: language))
        let leaves = language.words(.pivotLeaves, p.leaving, p.leavingKind.text(in: language))
        let value = "\(p.entering) = \(Format.number(p.ratio))"
        let n = String(number), ratio = Format.number(p.ratio)
        switch p.step {
        case .optimize:
            let why = p.priority.map { language.words(.pivotLowering, Format.number($0), Format.number(-p.cost)) } ?? ""
            return language.words(.pivotOptimize, n, enters, why, leaves, ratio, value)
        case .repair:
            return language.words(.pivotRepair, n, leaves, Format.number(p.leavingValue), enters, value)
        case .phaseOne:
            return language.words(.pivotPhaseOne, n, enters, leaves, ratio, value)
        case .undo:
            return language.words(.pivotUndo, n, enters, leaves)
        case .removal:
            return language.words(.pivotRemoval, n, enters, leaves, ratio)
        }
    }
}

extension Session {
    /// With `trace on`, records the pivots of the change about to be made.
    func startTrace() -> Bool {
        guard tracing, !replaying else { return false }
        layout.startTracingPivots()
        return true
    }

    func endTrace(_ started: Bool) {
        guard started else { return }
        let pivots = layout.stopTracingPivots()
        say(style.dim(pivots.isEmpty ? word(.noPivots)
            : pivots.enumerated().map { TableauReport.pivot($1, number: $0 + 1, language: options.language) }.joined(separator: "\n")))
    }
}

extension TeachCommands {
    static let log = CommandSpec(
        name: "log",
        synopsis: "log",
        summary: "the current conflicts as UIKit logs them (which 'import' reads back)",
        discussion: """
        Prints what the console of an app with this layout would show: for each broken
        required constraint, "Unable to simultaneously satisfy constraints.", the
        constraints of the conflict, "Will attempt to recover by breaking constraint"
        with the one alsh broke, and the UIViewAlertForUnsatisfiableConstraints lines.
        Views are named by their class (UIView:0x…, UIStackView:0x… for a stack, the class
        'class' gave), constraints NSLayoutConstraint:0x…, with made-up addresses that
        stay the same for the same script (an imported view or constraint keeps its own);
        a translated mask is NSAutoresizingMaskLayoutConstraint with its mask ('h=--&
        v=--& UIView:0x….minX == 20'), a stack's constraints carry UIKit's identifiers
        ('UISV-spacing', 'UISV-canvas-connection' …), root's size is
        'UIView-Encapsulated-Layout-Width/Height', a label is the constraint's
        identifier. Sizes never being negative has no constraint in UIKit and is left
        out. 'import' reads each block back to the same conflict and minimal set.

          log
        """,
        run: { session, arguments throws(ShellError) in
            try arguments.end()
            let text = LogWriter(session.layout).log()
            session.say(text.isEmpty ? session.word(.logNothing) : String(text.dropLast()))
        }
    )
}

extension TeachCommands {
    static let compare = CommandSpec(
        name: "compare",
        synopsis: "compare weighted",
        summary: "re-solve with kiwi's weighted strengths and show the frames that differ, and why",
        discussion: """
        Auto Layout's priorities are strict: no amount of error at a lower priority is
        traded for any at a higher one. kiwi (and the original Cassowary) add the errors
        up, weighted by strength: strong, medium and weak are 1e6, 1e3 and 1 times a
        0–1000 scale, so enough weak error can outweigh a strong one. Here a priority p is
        kiwi's strength.create(0, 1, 0, p), a medium strength of weight p: p × 1000 per
        point of error (required stays required). The session is solved that way on the
        side (nothing changes), and the frames that differ are listed with the optional
        constraints that give way differently, each with its weight and what it costs.

          compare weighted
        """,
        completion: { previous in previous.isEmpty ? .words(["weighted"]) : .none },
        run: { session, arguments throws(ShellError) in
            let word = try arguments.next("weighted")
            guard word.text == "weighted" else { throw arguments.usageError(Message(.onlyWeighted), at: word.range) }
            try arguments.end()
            session.say(WeightedReport(style: session.style, language: session.options.language).render(session.layout.compareWeighted()))
        }
    )
}

/// `compare weighted`'s text.
struct WeightedReport {
    let style: Style
    var language: Language = .en

    func render(_ comparison: WeightedComparison) -> String {
        var lines = [style.dim(language.words(.weightsNote))]
        guard !comparison.differences.isEmpty || !comparison.trades.isEmpty else {
            lines.append(language.words(.sameFramesEitherWay))
            return lines.joined(separator: "\n")
        }
        let width = comparison.differences.map { (d: WeightedComparison.Difference) in d.view.displayWidth }.max() ?? 0
        for difference in comparison.differences {
            let name = (difference.view + ":").padded(toWidth: width + 2)
            let weighted: String = style.moved(Format.frame(difference.weighted))
            lines.append(name + language.words(.strictWeighted, Format.frame(difference.strict), weighted))
        }
        if !comparison.trades.isEmpty { lines.append(language.words(.becauseHeading)) }
        let idWidth = comparison.trades.map { (t: WeightedComparison.Trade) in t.id.displayWidth }.max() ?? 0
        for trade in comparison.trades {
            let id: String = trade.id.padded(toWidth: idWidth + 2)
            let weight: String = language.words(.tradeWeight, Self.big(trade.weight))
            let amounts: String = language.words(.tradeAmounts, amount(trade.strict), amount(trade.weighted))
            lines.append("  " + id + trade.text + weight + amounts)
        }
        lines.append(language.words(.weightedCost, Self.big(comparison.strictCost), Self.big(comparison.weightedCost)))
        if comparison.weightedCost < comparison.strictCost {
            lines.append(language.words(.weightedPrefersCheaper))
        }
        if !comparison.brokenOnlyWeighted.isEmpty {
            lines.append(style.warning(language.words(.brokenOnlyWeighted, comparison.brokenOnlyWeighted.joined(separator: ", "))))
        }
        return lines.joined(separator: "\n")
    }

    private func amount(_ value: Double) -> String {
        value == 0 ? language.words(.holdsWord) : language.words(.givesWayByAmount, Format.number(value))
    }

    /// `5,010,000`: weights and costs are large; thousands separators keep them readable.
    static func big(_ value: Double) -> String {
        let text = Format.number(value)
        guard abs(value) >= 10_000, !text.contains("."), !text.contains("e") else { return text }
        let digits = Array(text.hasPrefix("-") ? String(text.dropFirst()) : text)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(ch)
        }
        return (value < 0 ? "-" : "") + out
    }
}

extension TeachCommands {
    static let exercise = CommandSpec(
        name: "exercise",
        synopsis: "exercise NAME",
        summary: "the extreme layouts an ambiguous view can take, each shown",
        discussion: """
        UIKit's exerciseAmbiguityInLayout() flips an ambiguous view to another layout
        its constraints allow. This shows every such extreme: for each ambiguous
        component of the view, the layout with it at the lowest and at the highest value
        its range allows (a side with no limit is shown 100 points past the current
        value), with every view that moves. Nothing changes in the session.

          exercise email
        """,
        completion: { previous in previous.isEmpty ? .views : .none },
        run: { session, arguments throws(ShellError) in
            let name = try arguments.next("NAME")
            try arguments.end()
            try session.requireView(name)
            guard let layouts = session.layout.exercise(name.text) else { return }
            guard !layouts.isEmpty else {
                session.say(session.word(.exerciseNotAmbiguous, name.text))
                return
            }
            var lines: [String] = []
            for layout in layouts {
                let limit = layout.bounded ? "" : session.word(.exerciseNoLimit, Format.number(Layout.exerciseStep))
                lines.append(session.style.bold(session.word(layout.end == .lowest ? .exerciseAtLowest : .exerciseAtHighest,
                                                             "\(name.text).\(layout.component.rawValue)", Format.number(layout.value))) + limit + ":")
                let width = layout.frames.map { $0.view.displayWidth }.max() ?? 0
                for (view, frame) in layout.frames {
                    lines.append("  " + (view + ":").padded(toWidth: width + 2)
                                 + Format.frame(session.layout.frame(of: view)) + " → " + session.style.moved(Format.frame(frame)))
                }
                if layout.frames.isEmpty { lines.append("  " + session.word(.sameFramesAsNow)) }
            }
            session.say(lines.joined(separator: "\n"))
        }
    )
}
