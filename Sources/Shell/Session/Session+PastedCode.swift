import AutoLayout
import Messages

/// A constraint pasted code keeps in a variable (`NSLayoutConstraint *c = …`): its id and
/// the alsh line that made it.
struct CodeVariable {
    var id: String
    var text: String
}

/// Objective-C pasted at the prompt (and Swift's `constraints(withVisualFormat:…)`): lines
/// are gathered until they make a statement (`PastedCodeLines`), which `PastedCodeReader`
/// reads into alsh lines; those run as one change, logged as the alsh lines they are, so
/// `save`, `undo` and a replay never need the code again.
extension Session {
    /// Takes one line of code (or the next line of a statement begun earlier).
    func takeCodeLine(_ line: String) {
        let index = inputs.count - 1
        var frame = inputs[index]
        if frame.pendingCode.isEmpty {
            frame.pendingCodeLine = frame.lineNumber
            frame.blankInMessage = false
        } else if line.allSatisfy(\.isWhitespace), !keepsBlankLine(frame) {
            // An empty line gives up on a statement that never closed.
            inputs[index].pendingCode = []
            failUnfinished(frame.pendingCode, frame: frame)
            return
        }
        if line.allSatisfy(\.isWhitespace), !frame.pendingCode.isEmpty, !holdsBlankLines(frame), keepsBlankInMessage(frame) {
            frame.blankInMessage = true
        }
        frame.pendingCode.append(line)
        if frame.pendingCode.count > PastedCodeLines.statementLineLimit {
            inputs[index].pendingCode = []
            fail(ShellError(.codeTooLong, String(PastedCodeLines.statementLineLimit)), line: frame.pendingCode[0],
                 frame: located(frame, line: frame.pendingCodeLine))
            return
        }
        let swift = isSwiftCode(frame.pendingCode)
        // Whole by its brackets; Swift also goes on when the next line does with `.` (`label.snp`,
        // then `.makeConstraints {`: one statement).
        let whole = swift ? PastedCodeLines.swiftMissing(frame.pendingCode) == nil : PastedCodeLines.missing(frame.pendingCode) == nil
        guard whole, !(swift && frame.peekLine().map(PastedCodeLines.continuesChain) == true) else {
            inputs[index] = frame
            return
        }
        let lines = frame.pendingCode
        frame.pendingCode = []
        frame.blankInMessage = false
        inputs[index] = frame
        runCode(lines, firstLine: frame.pendingCodeLine, swift: swift)
    }

    /// A name alone on its line, which the next line (known in a file) goes on with `.`
    /// (`label`, then `.snp`, then `.makeConstraints { … }`): the start of a Swift chain,
    /// not a command. A command's own name stays the command.
    func startsSwiftChain(_ line: String) -> Bool {
        guard PastedCodeLines.isBarePath(line), let frame = inputs.last, let next = frame.peekLine(),
              PastedCodeLines.continuesChain(next) else { return false }
        let word = Words.split(Self.commandText(line)).first?.text ?? ""
        return CommandTable.spec(named: word) == nil
    }

    /// Swift puts blank lines inside `activate([…])` and closures: a Swift statement keeps
    /// them, but at the keyboard a second one in a row gives up on it (the way out of a
    /// bracket typed by mistake). Objective-C gives up at the first.
    private func keepsBlankLine(_ frame: InputFrame) -> Bool {
        guard holdsBlankLines(frame) else { return keepsBlankInMessage(frame) }
        return !frame.isKeyboard || !(frame.pendingCode.last?.allSatisfy(\.isWhitespace) ?? false)
    }

    /// Whether a statement is Swift: by its first line, or (an anchor line alsh would read
    /// as its own) because it names a view Swift made and has not added yet, or a view
    /// controller's view.
    private func isSwiftCode(_ lines: [String]) -> Bool {
        guard let first = lines.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        if lines.count > 1, PastedCodeLines.isBarePath(first), lines.dropFirst().first.map(PastedCodeLines.continuesChain) == true { return true }
        return PastedCodeLines.isSwift(first) || (!PastedCodeLines.looksLikeCode(first) && codeState.readsAsPastedSwift(first))
    }

    /// A Swift statement; Objective-C inside a block (`mas_makeConstraints:^(…) {`) or a
    /// `/* … */` comment, where a book or an app puts blank lines as Swift does.
    private func holdsBlankLines(_ frame: InputFrame) -> Bool {
        isSwiftCode(frame.pendingCode) || PastedCodeLines.missing(frame.pendingCode)?.token == "/*"
            || frame.pendingCode.contains { $0.contains("^(") || $0.contains("^{") }
    }

    /// A file holds a message spread over lines with a blank one among them
    /// (`setTitleTextAttributes:`, blank, `@{…}];`), as a book prints it: the statement is
    /// kept, unless the next line is an alsh command (`abandonsForCommand`).
    private func keepsBlankInMessage(_ frame: InputFrame) -> Bool {
        guard !frame.isKeyboard, let missing = PastedCodeLines.missing(frame.pendingCode)?.token else { return false }
        return missing == "[" || missing == "(" || missing == "{"
    }

    /// After a blank line kept inside an Objective-C message, a line that starts with an
    /// alsh command ends the paste there: the statement is given up (said as at a blank line
    /// typed) and the command runs. True when it did so.
    func abandonsForCommand(_ line: String) -> Bool {
        let index = inputs.count - 1
        guard inputs[index].blankInMessage, !line.allSatisfy(\.isWhitespace) else { return false }
        inputs[index].blankInMessage = false
        guard !PastedCodeLines.looksLikeCode(line), let word = Words.split(Self.commandText(line)).first?.text,
              CommandTable.spec(named: word) != nil else { return false }
        let frame = inputs[index]
        inputs[index].pendingCode = []
        failUnfinished(frame.pendingCode, frame: frame)
        return true
    }

    /// True while a statement waits for more lines from the source being read.
    var isInsideCode: Bool { !(inputs.last?.pendingCode.isEmpty ?? true) }

    /// The source ended (or an empty line came) inside a statement.
    func failUnfinished(_ lines: [String], frame: InputFrame) {
        guard let missing = PastedCodeLines.missing(lines) else { return }
        let (lineIndex, column) = Self.place(missing.column, in: lines)
        let token = missing.token == "(" || missing.token == "[" || missing.token == "{" || missing.token == "/*"
        let message = token ? Message(.codeUnfinished, missing.token) : Message(.codeUnterminated)
        let error = ShellError(message, at: column..<column + max(1, missing.token.count), hint: Message(.hintCodeUnfinished))
        fail(error, line: lines[lineIndex], frame: located(frame, line: frame.pendingCodeLine + lineIndex))
    }

    private func located(_ frame: InputFrame, line: Int) -> InputFrame {
        var copy = frame
        copy.lineNumber = line
        return copy
    }

    /// Which pasted line an offset of the joined statement falls in, and its column there.
    static func place(_ offset: Int, in lines: [String]) -> (line: Int, column: Int) {
        var rest = offset
        for (index, line) in lines.enumerated() {
            let count = line.count
            if rest <= count || index == lines.count - 1 { return (index, min(rest, count)) }
            rest -= count + 1
        }
        return (0, 0)
    }

    private func runCode(_ lines: [String], firstLine: Int, swift: Bool) {
        let statement = lines.joined(separator: "\n")
        let frame = inputs.last
        func report(_ diagnostic: Diagnostic) {
            var error = ShellError(diagnostic)
            var lineIndex = 0
            if let range = diagnostic.range {
                let (index, column) = Self.place(range.lowerBound, in: lines)
                let end = Self.place(range.upperBound, in: lines)
                lineIndex = index
                let upper = end.line == index ? max(end.column, column + 1) : lines[index].count
                error.range = column..<max(upper, column + 1)
            }
            fail(error, line: lines[lineIndex], frame: frame.map { located($0, line: firstLine + lineIndex) })
        }
        do throws(Diagnostic) {
            let (effects, state) = try PastedCodeReader.read(statement, state: codeState, swift: swift,
                                                             isView: { [layout] in layout.hasView($0) },
                                                             superview: { [layout] in layout.superview(of: $0) },
                                                             metric: { [layout] in layout.metrics[$0] })
            try applyCode(effects.filter { if case .callbackNotRead = $0 { false } else { true } })
            codeState = state
            tellCallbacksNotRead(effects, lines: lines, firstLine: firstLine)
        } catch {
            report(error)
        }
    }

    /// Says which closures the code gives a call as callbacks were not read, at their lines.
    private func tellCallbacksNotRead(_ effects: [PastedCodeEffect], lines: [String], firstLine: Int) {
        for case .callbackNotRead(let label, let range) in effects {
            let line = firstLine + Self.place(range.lowerBound, in: lines).line
            say(word(Message(.codeCallbackNotRead, label, String(line))))
        }
    }

    /// Runs the effects as one command: each as its own undoable step, all taken back if
    /// one fails.
    private func applyCode(_ effects: [PastedCodeEffect]) throws(Diagnostic) {
        guard !effects.isEmpty else { return }
        let before = analysisBeforeChange()
        let marks = layout.idHighWaterMarks, lost = layout.lostCoefficients, start = layout
        var done: [(lines: [String], edit: LayoutEdit?)] = []
        var announcements: [String] = []
        var variables = codeVariables
        do throws(Diagnostic) {
            for effect in effects {
                layout.beginRecording()
                do throws(Diagnostic) {
                    let lines = try apply(effect, variables: &variables, announcements: &announcements)
                    done.append((lines, layout.endRecording()))
                } catch {
                    if let edit = layout.endRecording() { layout.undo(edit) }
                    throw error
                }
            }
            layout.beginRecording()
            try refuseOverflow(marks, lost: lost)
            _ = layout.endRecording()
        } catch {
            // After a lost coefficient the log is replayed (by refuseOverflow, or here).
            if layout === start, !replayAfterLoss(since: lost) {
                for step in done.reversed() { if let edit = step.edit { layout.undo(edit) } }
            }
            layout.restoreIDHighWater(marks)
            throw error
        }
        codeVariables = variables
        guard !replaying else { return }
        for step in done {
            // A step of two lines (a priority made anew) is undone by the replay of the log.
            for line in step.lines {
                let typed = ConstraintParser.splitLabel(line).label.map { _ in String(line.dropFirst(ConstraintParser.splitLabel(line).bodyStart)) }
                record(.appended(line), inverse: step.lines.count == 1 ? step.edit.map(StepInverse.edit) : nil, typed: typed)
            }
        }
        if printsReports, !announcements.isEmpty { say(announcements.joined(separator: "\n")) }
        reportChanges(since: before)
    }

    /// One effect on the layout; returns the alsh line that replays it.
    private func apply(_ effect: PastedCodeEffect, variables: inout [String: CodeVariable],
                       announcements: inout [String]) throws(Diagnostic) -> [String] {
        switch effect {
        case .view(let name, let superview, let range):
            do throws(Diagnostic) {
                try layout.declareView(name, in: superview, frame: nil)
            } catch {
                throw Diagnostic(error.kind, at: range)
            }
            return [superview == Layout.rootName ? "view \(name)" : "view \(name) in \(superview)"]
        case .line(let lowered, let variable):
            let ids: [String]
            do throws(Diagnostic) {
                ids = try layout.addConstraintLine(lowered.text)
            } catch {
                throw Diagnostic(error.kind, at: lowered.source(of: error.range))
            }
            if let variable, let first = ids.first { variables[variable] = CodeVariable(id: first, text: lowered.text) }
            announcements.append(announceAdded(ids))
            // Logged with its ids spelled out, so a replay numbers it the same whatever came before.
            return [labeled(lowered.text, ids: ids, needs: ["c", "g"])]
        case .priority(let variable, let value, let range):
            guard let kept = variables[variable] else {
                throw Diagnostic(.pasted(Message(.codeUnknownVariable, variable), hint: nil), at: range)
            }
            // Code sets a priority before it activates the constraint, where UIKit takes
            // any; alsh added it when it was made, so it is made again with the priority.
            let line = "\(kept.id): \(kept.text) @\(formatNumber(value))"
            do throws(Diagnostic) {
                try layout.remove(kept.id)
                _ = try layout.addConstraintLine(line)
            } catch {
                throw Diagnostic(error.kind, at: range)
            }
            announcements.append(announceAdded([kept.id]))
            return ["remove \(kept.id)", line]
        case .made(let name, let superview, let made, let range):
            return try located(range) { () throws(Diagnostic) in try applyMade(name, in: superview, made) }
        case .arrange(let view, let stack, let index, let range):
            return try located(range) { () throws(Diagnostic) in try applyArrange(view, in: stack, at: index) }
        case .setting(let view, let setting, let range):
            return try located(range) { () throws(Diagnostic) in try applySetting(setting, to: view) }
        case .constant(let variable, let value, let range):
            guard let kept = variables[variable] else {
                throw Diagnostic(.pasted(Message(.codeUnknownVariable, variable), hint: nil), at: range)
            }
            try located(range) { () throws(Diagnostic) in try layout.setConstant(kept.id, value) }
            return ["constant \(kept.id) \(formatNumber(value))"]
        case .remove(let variable, let range):
            // Masonry and SnapKit remove what they made before a remake; one the session
            // removed meanwhile is simply gone.
            guard let id = variables.removeValue(forKey: variable)?.id, layout.records[id] != nil else { return [] }
            try located(range) { () throws(Diagnostic) in try layout.remove(id) }
            return ["remove \(id)"]
        case .callbackNotRead:
            return []
        case .deactivate(let variable, let range):
            guard let id = variables[variable]?.id else {
                throw Diagnostic(.pasted(Message(.codeUnknownVariable, variable), hint: nil), at: range)
            }
            do throws(Diagnostic) {
                try layout.deactivate(id)
            } catch {
                throw Diagnostic(error.kind, at: range)
            }
            return ["deactivate \(id)"]
        }
    }
}
