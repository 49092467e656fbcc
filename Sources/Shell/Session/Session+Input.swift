import AutoLayout
import Foundation
import Messages

/// The one input loop: the keyboard, script files, `load` and standard input all come
/// through here, so a script behaves exactly as typing it.
extension Session {
    /// Runs lines until the source ends or `quit`; `origin` names the source in errors.
    /// Returns false if any line failed or any expect failed.
    @discardableResult
    public func run(_ source: LineSource, origin: String) -> Bool {
        run(source, origin: origin, directory: nil)
    }

    /// As `run(_:origin:)`, with relative `load` paths resolved against `directory`
    /// (tests run transcripts this way so their errors name the file alone).
    @discardableResult
    func run(_ source: LineSource, origin: String, directory: String?) -> Bool {
        let keyboard = options.interactive && inputs.isEmpty
        return read(source, frame: InputFrame(origin: origin, directory: directory, isKeyboard: keyboard))
    }

    /// Runs a script file as `load FILE` would.
    public func runFile(_ path: String) -> Bool {
        let before = failureCount
        do throws(ShellError) {
            try load(path, relativeTo: nil)
        } catch {
            // Named on the command line: there is no line to point into.
            failureCount += 1
            var text = style.error(word(.errorLabel) + ":") + " " + error.message.text(in: options.language) + "\n"
            if let hint = error.hint { text += "  " + hint.text(in: options.language) + "\n" }
            output.writeError(text)
        }
        return failureCount == before
    }

    func read(_ source: LineSource, frame: InputFrame) -> Bool {
        let before = failureCount
        var frame = frame
        frame.peekLine = { source.peekLine() }
        inputs.append(frame)
        defer { inputs.removeLast() }
        while !quitRequested, !(frame.isLoad && loadStopped), let typed = source.readLine(prompt: frame.isKeyboard ? (isInsideCode ? "  ...> " : "alsh> ") : "") {
            if let number = source.lastLineNumber {
                inputs[inputs.count - 1].lineNumber = number
            } else {
                inputs[inputs.count - 1].lineNumber += 1
            }
            if frame.isLoad {
                loadedLines += 1
                if loadedLines > loadLineLimit {
                    // Said once, where it stopped; each file open under the outermost load
                    // then stops reading too.
                    let outermost = inputs.first(where: \.isLoad)?.origin ?? frame.origin
                    fail(ShellError(.loadTooManyLines, outermost, String(loadLineLimit)), line: "", frame: inputs.last)
                    loadStopped = true
                    break
                }
            }
            if let problem = Self.unreadable(typed) {
                // Endless or binary input: say so once and stop reading this source,
                // rather than read a stream of zeros forever.
                fail(ShellError(Message(.stoppedReading, [.message(problem), .text(frame.origin)])), line: "", frame: inputs.last)
                break
            }
            // One spelling per name: `é` typed as one scalar or as `e` and a combining
            // accent is the same view, shown and saved in its composed form.
            let line = Self.composed(typed)
            if frame.isKeyboard, !line.allSatisfy(\.isWhitespace) { source.remember(line) }
            if options.echo, !frame.isKeyboard, printsReports, !Words.stripComment(line).allSatisfy(\.isWhitespace) {
                say(style.dim("\(frame.origin):\(inputs[inputs.count - 1].lineNumber)> ") + line)
            }
            if !isInsideCode, skipsDisabledCode(line) { continue }
            let mark = (undoSteps.count, redoSteps.count)
            // A top-level statement, not a blank or comment line: `watch` rewrites its file after it.
            let watched = inputs.count == 1 && !Words.stripComment(line).allSatisfy(\.isWhitespace)
            if watched, !isInsideCode { watchBegin(line) }
            if isInsideCode, abandonsForCommand(line) {
                if watched { watchBegin(line) }
            }
            if isInsideCode || (PastedCodeLines.looksLikeCode(line) && !Self.isActivateBracket(line)) || codeState.readsAsPastedSwift(line)
                || startsSwiftChain(line) {
                // One statement of pasted code, however many lines it takes, is one command.
                if !isInsideCode, inputs.count == 1 { commandCount += 1 }
                takeCodeLine(line)
            } else {
                if inputs.count == 1 { commandCount += 1 }
                if Words.isOnly("import", line) {
                    // Paste mode: the log follows on the same source, whatever it is.
                    importLog(readPastedLog(from: source))
                } else {
                    execute(line)
                }
            }
            if watched, !isInsideCode { watchAfter() }
            if inputs.count == 1, lessons.run != nil || lessons.pendingStart != nil {
                checkLesson(after: line, changed: mark != (undoSteps.count, redoSteps.count), added: undoSteps.count > mark.0)
            }
        }
        if let last = inputs.last, !last.pendingCode.isEmpty {
            inputs[inputs.count - 1].pendingCode = []
            failUnfinished(last.pendingCode, frame: last)
        }
        return failureCount == before
    }

    /// `#if 0` … `#else`/`#endif` between statements of pasted code: the lines the compiler
    /// leaves out are passed over, as they are inside a statement. True when `line` is one
    /// of them or one of the directives.
    private func skipsDisabledCode(_ line: String) -> Bool {
        let index = inputs.count - 1
        let directive = PastedCodeLines.directive(line)
        guard inputs[index].disabledDepth > 0 else {
            guard directive == .disabledIf else { return false }
            inputs[index].disabledDepth = 1
            return true
        }
        switch directive {
        case .disabledIf, .otherIf: inputs[index].disabledDepth += 1
        case .endIf: inputs[index].disabledDepth -= 1
        case .elseBranch where inputs[index].disabledDepth == 1: inputs[index].disabledDepth = 0
        default: break
        }
        return true
    }

    /// The line in Unicode's composed form (NFC); ASCII lines, nearly all, as they are.
    static func composed(_ line: String) -> String {
        line.utf8.allSatisfy { $0 < 0x80 } ? line : line.precomposedStringWithCanonicalMapping
    }

    /// The words a script line runs as (composed, comment and trailing blanks dropped, cut
    /// at spaces, tabs and commas, as `execute` cuts them), for a harness that must know a
    /// line's command before it runs: the fuzzer leaves out lines that read or write files.
    public static func commandWords(_ line: String) -> [String] {
        Words.split(commandText(composed(line))).map(\.text)
    }

    /// What of a line is read as a command: the comment dropped, trailing blanks too.
    static func commandText(_ line: String) -> String {
        Words.stripComment(line).trimmingTrailingWhitespace()
    }

    /// Reads a script file through the same loop; `relativeTo` is the directory of the
    /// script whose `load` line named it.
    func load(_ path: String, relativeTo directory: String?) throws(ShellError) {
        var resolved = ScriptFile.resolve(path, relativeTo: directory)
        if access(resolved, F_OK) != 0, let installed = DataFolders.installedScript(path) {
            // `load register` or `load examples/register.al` away from the repository:
            // the examples installed with alsh.
            resolved = installed
        }
        let canonical = ScriptFile.canonical(resolved)
        if let canonical, let open = inputs.firstIndex(where: { $0.canonicalPath == canonical }) {
            // Found at the first repeat: a file that loads itself three times would
            // otherwise fan out to 3^16 loads before the depth limit stopped it.
            let chain = inputs[open...].map(\.origin) + [path]
            throw ShellError(.loadCycle, chain.joined(separator: " → "), hint: Message(.hintLoadCycle))
        }
        guard inputs.count <= Self.loadDepthLimit else {
            throw ShellError(.loadTooDeep, String(Self.loadDepthLimit))
        }
        let outermost = !inputs.contains(where: \.isLoad)
        guard outermost || mayOpenAnotherFile() else { return }
        let text = try ScriptFile.read(resolved, as: path)
        var frame = InputFrame(origin: path, directory: ScriptFile.directory(of: resolved),
                               isKeyboard: false)
        frame.canonicalPath = canonical
        frame.isLoad = true
        if outermost {
            loadedLines = 0
            loadedFiles = 0
            loadStopped = false
        }
        defer { if outermost { loadStopped = false } }
        let source = ScriptLineSource(file: text)
        tellOrder(source.moves)
        _ = read(source, frame: frame)
    }

    /// Says which methods of pasted code are read before others written above them.
    private func tellOrder(_ moves: [PasteOrder.Move]) {
        for move in moves {
            let head: [MessageArgument] = [.text(move.method), .text(String(move.line)), .text(move.before), .text(String(move.beforeLine))]
            switch move.caller {
            case nil:
                say(word(Message(.codeReadBeforeConstrained, head)))
            case ""?:
                say(word(Message(.codeReadAtPasteCall, head + [.text(String(move.callLine))])))
            case let caller?:
                say(word(Message(.codeReadAtCall, head + [.text(caller), .text(String(move.callLine))])))
            }
        }
    }

    /// Counts a file opened under a `load` (by a nested `load` or `import FILE`); false, said
    /// once, when that is one more than `loadFileLimit` allows: every file the outermost load
    /// has open then stops reading, as at the line bound.
    func mayOpenAnotherFile() -> Bool {
        guard inputs.contains(where: \.isLoad), !loadStopped else { return !loadStopped }
        loadedFiles += 1
        guard loadedFiles > loadFileLimit else { return true }
        let outermost = inputs.first(where: \.isLoad)?.origin ?? ""
        fail(ShellError(.loadTooManyFiles, outermost, String(loadFileLimit)), line: "", frame: inputs.last)
        loadStopped = true
        return false
    }

    /// Lines longer than this are refused (and the source they came from is not read on):
    /// no script a person writes comes near it, and it bounds memory on endless input.
    public static let maximumLineBytes = 1 << 20

    /// Why a line cannot be a script line, or nil.
    static func unreadable(_ line: String) -> Message? {
        if line.utf8.count > maximumLineBytes {
            return Message(.lineTooLong, String(maximumLineBytes))
        }
        if line.utf8.contains(0) { return Message(.lineHasNUL) }
        return nil
    }

    /// One line: a comment, a command from the table, or a constraint.
    func execute(_ rawLine: String) {
        let line = Self.commandText(rawLine)
        let words = Words.split(line)
        guard let first = words.first, !Self.isActivateBracket(line) else { return }
        do throws(ShellError) {
            if let spec = CommandTable.spec(named: first.text) {
                var arguments = Arguments(line: line, words: words, spec: spec)
                try spec.run(self, &arguments)
            } else if Self.looksLikeMistypedCommand(line, words: words) {
                throw ShellError(Diagnostic(.unknownCommand(
                    first.text, suggestion: CommandTable.suggestion(for: first.text)), at: first.range))
            } else {
                try addConstraint(line)
            }
        } catch {
            fail(error, line: rawLine, frame: inputs.last)
        }
    }

    /// A bare word with no relation, no VFL shape and no Swift call is a command nobody
    /// knows, not a constraint: "unknown command 'veiw'" helps more than a parse error.
    static func looksLikeMistypedCommand(_ line: String, words: [Word]) -> Bool {
        guard let first = words.first?.text else { return false }
        let body = line.drop { $0 == " " || $0 == "\t" }
        if ConstraintParser.looksLikeVFL(body) { return false }
        // `a.topAnchor.constraint(equalTo: …)` pasted from Swift has no relation sign.
        if ConstraintParser.looksLikeAnchorCall(body) { return false }
        // Bytes, not Foundation's substring search: this runs for every line.
        if line.utf8.contains(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) {
            return false
        }
        return first.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A `])` left over from `NSLayoutConstraint.activate([…])` (whose opening line starts
    /// a Swift statement, gathered until it closes): a bracket that changes nothing, taken
    /// without a word.
    static func isActivateBracket(_ line: String) -> Bool {
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
              first == UInt8(ascii: "]") else { return false }
        let compact = line.filter { $0 != " " && $0 != "\t" }
        return compact == "])" || compact == "]);"
    }

    /// Shows an error under its line and counts it: the exit status is 1 from now on.
    func fail(_ error: ShellError, line: String, frame: InputFrame?) {
        // The log only holds lines that once succeeded; nothing to report while replaying.
        guard !replaying else { return }
        if probing {
            probeFailure = probeFailure ?? error.message
            return
        }
        failureCount += 1
        let location = frame.flatMap { $0.isKeyboard ? nil : ($0.origin, $0.lineNumber) }
        output.writeError(ErrorRenderer(style: style, language: options.language).render(error, line: line, location: location))
    }

    /// A failed `expect`: the sentence and where, without a caret; the script goes on.
    func failExpectation(_ message: Message) {
        if probing {
            probeFailure = probeFailure ?? message
            return
        }
        failureCount += 1
        guard !replaying else { return }
        var text = style.error(word(.expectFailedLabel) + ":") + " " + word(message) + "\n"
        if let frame = inputs.last, !frame.isKeyboard {
            text += " --> \(frame.origin):\(frame.lineNumber)\n"
        }
        expectationTally.failed.append(inputs.last.map { "\($0.origin):\($0.lineNumber)" } ?? "?")
        output.writeError(text)
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var copy = self
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return copy
    }
}
