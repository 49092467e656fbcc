import AutoLayout
import Messages

/// `expect`: assertions for scripts used as tests. A failed one is reported with its
/// place and counted (exit status 1); the script goes on.
enum ExpectCommand {
    /// Within a millionth (relative for big values): frames are reported to 1e-6.
    static let tolerance = 1e-6

    static let spec = CommandSpec(
        name: "expect",
        synopsis: "expect NAME.ATTR == VALUE | expect [not] ambiguous|broken|gives way|conflict [WHAT] | expect [not] constraint LINE",
        summary: "assert a frame, a value, ambiguity, a broken or giving-way constraint, a conflict",
        discussion: """
        Checks the layout and, if it is not so, says what it is instead. In a script a
        failed expectation makes alsh exit with status 1, and the script goes on.

          expect email.frame == 20 20 335 30
          expect register.width == 128
          expect root.safeArea.top == 20    (a view's guides: safeArea, margins, readableContent)
          expect ambiguous register.x
          expect ambiguous                  (something in the layout is)
          expect not ambiguous
          expect not ambiguous email
          expect broken c7                  (a required constraint that cannot hold)
          expect not broken c7
          expect gives way c9               (an optional one the layout does not meet)
          expect not gives way c9
          expect conflict c7                (c7 is broken or in a broken one's set)
          expect not conflict               (no required constraint is broken)
          expect constraint a.width >= 200  (one holds, however it was written)
        """,
        completion: { previous in
            switch previous {
            case []: .attributesOr(["ambiguous", "not", "broken", "gives", "conflict", "constraint"])
            case ["not"]: .words(["ambiguous", "broken", "gives", "conflict", "constraint"])
            case ["gives"], ["not", "gives"]: .words(["way"])
            case ["gives", "way"], ["not", "gives", "way"]: .constraintIDs
            case ["ambiguous"], ["not", "ambiguous"]: .attributes
            case ["broken"], ["not", "broken"], ["conflict"], ["not", "conflict"]: .constraintIDs
            default: .none
            }
        },
        run: { session, arguments throws(ShellError) in
            let failuresBefore = session.failureCount
            try check(session, &arguments)
            if !session.probing, !session.replaying, session.failureCount == failuresBefore {
                session.expectationTally.passed += 1
            }
        }
    )

    private static func check(_ session: Session, _ arguments: inout Arguments) throws(ShellError) {
        let negated = arguments.take("not")
        if arguments.take("ambiguous") {
            try ambiguous(session, &arguments, negated: negated)
        } else if arguments.take("broken") {
            try broken(session, &arguments, negated: negated)
        } else if arguments.take("gives") {
            guard arguments.take("way") else { throw arguments.usageError(Message(.givesGoesWithWay), at: arguments.peek()?.range) }
            try givesWay(session, &arguments, negated: negated)
        } else if arguments.take("conflict") {
            try conflict(session, &arguments, negated: negated)
        } else if arguments.take("constraint") {
            try constraint(session, &arguments, negated: negated)
        } else if negated {
            throw arguments.usageError(Message(.notGoesWith), at: arguments.peek()?.range)
        } else {
            try value(session, &arguments)
        }
    }

    private static func value(_ session: Session, _ arguments: inout Arguments) throws(ShellError) {
        let subject = try arguments.next("NAME.ATTRIBUTE")
        let guide = try session.guideReference(subject)
        let (view, attribute) = if let guide { (guide.view, guide.attribute) }
            else { try session.attributeReference(subject, allowFrame: true) }
        guard subject.text.contains(".") else {
            throw arguments.usageError(Message(.sayWhichAttribute, view), at: subject.range)
        }
        let relation = try arguments.next("==")
        guard relation.text == "==" || relation.text == "=" else {
            throw arguments.usageError(Message(.expectedFound, [.message(.verbatim("'=='")), .text(relation.text)]), at: relation.range)
        }
        guard let attribute else {
            let expected = try arguments.rect()
            try arguments.end()
            let actual = guide?.frame ?? session.layout.frame(of: view)
            if !FrameComponent.allCases.allSatisfy({ close(actual[$0], expected[$0]) }) {
                let name = guide.map { "\($0.view).\($0.guide.rawValue)" } ?? view
                session.failExpectation(Message(.expectFrame, name, "\(actual)", "\(expected)"))
            }
            return
        }
        let expected = try arguments.number("VALUE")
        try arguments.end()
        // A guide's attributes are its frame's (a guide has no margins or baselines); a
        // stack's baselines are those of the arranged view it vends.
        let vended = guide == nil && (attribute == .firstBaseline || attribute == .lastBaseline)
            ? session.layout.vendedBaselineValue(of: view, last: attribute == .lastBaseline) : nil
        let actual = vended ?? AttributeValue.of(attribute, frame: guide?.frame ?? session.layout.frame(of: view),
                                       info: guide == nil ? session.layout.info(of: view) : nil,
                                       direction: session.layout.direction)
        if !close(actual, expected) {
            session.failExpectation(Message(.expectValue, subject.text, Format.number(actual), Format.number(expected)))
        }
    }

    static func close(_ actual: Double, _ expected: Double) -> Bool {
        abs(actual - expected) <= tolerance * max(1, abs(expected))
    }

    private static func ambiguous(_ session: Session, _ arguments: inout Arguments, negated: Bool) throws(ShellError) {
        let subject = arguments.isAtEnd ? nil : try arguments.next("NAME")
        try arguments.end()
        let analysis = session.layout.analyze()
        guard let subject else {
            if analysis.isAmbiguous != !negated {
                let list = ambiguousList(analysis)
                session.failExpectation(negated ? Message(.expectLayoutAmbiguous, list) : Message(.expectLayoutNotAmbiguous))
            }
            return
        }
        let (view, component) = try frameComponent(session, subject)
        let components = analysis.ambiguousComponents(of: view)
        let isAmbiguous = component.map { components.contains($0) } ?? !components.isEmpty
        guard isAmbiguous == negated else { return }
        if negated {
            let detail = component.flatMap { analysis.ambiguous[view]?[$0] }.map { Format.ambiguity($0, in: session.options.language) }
                ?? components.map(\.rawValue).joined(separator: ", ")
            session.failExpectation(Message(.expectIsAmbiguous, subject.text, detail))
        } else {
            session.failExpectation(Message(.expectNotAmbiguous, subject.text))
        }
    }

    private static func ambiguousList(_ analysis: LayoutAnalysis) -> String {
        analysis.viewOrder.compactMap { view in
            let components = analysis.ambiguousComponents(of: view)
            return components.isEmpty ? nil : view + "." + components.map(\.rawValue).joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// `email` or `email.x`/`y`/`width`/`height`: ambiguity is a property of frames.
    private static func frameComponent(_ session: Session, _ word: Word) throws(ShellError) -> (String, FrameComponent?) {
        let parts = word.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let view = Word(text: String(parts[0]), range: word.range.lowerBound..<(word.range.lowerBound + parts[0].count))
        try session.requireView(view)
        guard parts.count == 2 else { return (view.text, nil) }
        let name = String(parts[1])
        if let component = FrameComponent(rawValue: name) { return (view.text, component) }
        let start = view.range.upperBound + 1
        let suggestion = NameSuggester.suggestion(for: name, among: FrameComponent.allCases.map(\.rawValue))
        throw ShellError(.ambiguityComponent, name, at: start..<(start + max(1, name.count)),
                         hint: suggestion.map { Message(.didYouMean, $0) })
    }

    private static func broken(_ session: Session, _ arguments: inout Arguments, negated: Bool) throws(ShellError) {
        let id = try arguments.next("ID")
        try arguments.end()
        guard let info = session.layout.constraint(id.text) else { throw session.unknownConstraint(id) }
        let isBroken = info.state == .broken
        guard isBroken == negated else { return }
        if negated {
            session.failExpectation(Message(.expectBroken, [.text(id.text), .text(info.text),
                                                            .message(session.layout.brokenReason(id.text))]))
        } else {
            let how = switch info.state {
            case .inactive: Message(.stateInactive)
            case _ where !info.satisfied: Message(.stateOptionalGivesWay, formatNumber(session.layout.givesWay(id.text) ?? 0))
            default: Message(.stateHolding)
            }
            session.failExpectation(Message(.expectNotBroken, [.text(id.text), .text(info.text), .message(how)]))
        }
    }

    /// An optional constraint the layout does not meet, and by how much.
    private static func givesWay(_ session: Session, _ arguments: inout Arguments, negated: Bool) throws(ShellError) {
        let id = try arguments.next("ID")
        try arguments.end()
        guard let info = session.layout.constraint(id.text) else { throw session.unknownConstraint(id) }
        let amount = session.layout.givesWay(id.text) ?? 0
        guard (amount > 0) == negated else { return }
        if negated {
            session.failExpectation(Message(.expectGivesWay, id.text, info.text, formatNumber(amount)))
        } else {
            let how = switch info.state {
            case .broken: Message(.stateBrokenRequired)
            case .inactive: Message(.stateInactive)
            case .active where info.priority >= 1000: Message(.stateRequiredHolding)
            case .active: Message(.stateHolding)
            }
            session.failExpectation(Message(.expectNoGiveWay, [.text(id.text), .text(info.text), .message(how)]))
        }
    }

    /// `expect constraint a.width >= 200`: a constraint of that form and priority is
    /// active and holds, whether it was typed as a formula, VFL or an anchor call.
    private static func constraint(_ session: Session, _ arguments: inout Arguments, negated: Bool) throws(ShellError) {
        let first = try arguments.next("LINE")
        let text = String(arguments.line.dropFirst(first.range.lowerBound))
        while !arguments.isAtEnd { _ = try arguments.next("LINE") }
        let holds: Bool
        do throws(Diagnostic) {
            holds = try session.layout.holdsConstraints(like: text)
        } catch {
            // The parser counted columns from the start of LINE; the caret stands in the line.
            var located = error
            located.range = error.range.map { ($0.lowerBound + first.range.lowerBound)..<($0.upperBound + first.range.lowerBound) }
            throw ShellError(located, fallback: first.range)
        }
        guard holds == negated else { return }
        session.failExpectation(Message(negated ? .expectConstraintPresent : .expectConstraintMissing, text))
    }

    private static func conflict(_ session: Session, _ arguments: inout Arguments, negated: Bool) throws(ShellError) {
        let id = arguments.isAtEnd ? nil : try arguments.next("ID")
        try arguments.end()
        let conflicts = session.layout.analyze().conflicts
        guard let id else {
            if conflicts.isEmpty == negated { return }
            session.failExpectation(negated ? Message(.expectConflictsBroken, [conflicts.map(\.id).listed])
                                            : Message(.expectNoConflict))
            return
        }
        guard session.layout.constraint(id.text) != nil else { throw session.unknownConstraint(id) }
        let involved = conflicts.contains { $0.id == id.text || $0.conflictingWith.contains(id.text) }
        guard involved == negated else { return }
        session.failExpectation(Message(negated ? .expectInConflict : .expectInNoConflict, id.text))
    }
}
