import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Shell

/// Lines typed at a terminal, through libedit: emacs keys, persistent history, Tab
/// completion from the session, Ctrl-C drops the line, Ctrl-D on an empty line ends input.
///
/// libedit calls back through C function pointers that cannot capture Swift state, so the
/// editor hands itself over as EL_CLIENTDATA and the callbacks fetch it from there.
///
/// Lines travel through libedit's wide interface (`el_wgets`, `el_wline`, `el_winsertstr`,
/// `HistoryW`): each `wchar_t` is one Unicode scalar, so Cyrillic, CJK and combining marks
/// come through whole, and libedit's cursor counts scalars, not bytes. libedit decodes the
/// terminal's bytes by the character locale, which `init` sets first.
final class LineEditor: LineSource {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyStore: HistoryStore?
    private let completer: Completer?
    private let output: StandardOutput
    /// The wide string the prompt callback returns; replaced when the prompt changes.
    private var promptText: UnsafeMutablePointer<wchar_t>
    private var promptSource = ""
    /// The line and cursor a Tab left behind with several candidates: Tab again, unchanged,
    /// lists them.
    private var pendingListing: (line: String, cursor: Int)?

    /// Nil when libedit cannot drive this terminal; the caller falls back to plain lines.
    init?(completer: Completer?, output: StandardOutput, historyPath: String?) {
        // Before el_init: libedit reads the locale's character type when it starts.
        _ = alsh_use_character_locale()
        guard let input = fdopen(STDIN_FILENO, "r") else { return nil }
        let emptyPrompt = Self.wide("")
        guard let editLine = el_init("alsh", input, output.out, output.err),
              let history = history_winit()
        else {
            emptyPrompt.deallocate()
            return nil
        }
        self.editLine = editLine
        self.history = history
        self.historyStore = historyPath.map { HistoryStore(path: $0) }
        self.completer = completer
        self.output = output
        self.promptText = emptyPrompt
        configure()
    }

    deinit {
        el_end(editLine)
        history_wend(history)
        promptText.deallocate()
    }

    private func configure() {
        alsh_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        alsh_el_set_editor(editLine, "emacs")
        alsh_el_set_signal(editLine, 1)
        alsh_el_set_prompt(editLine) { editLine in
            guard let editLine, let data = alsh_el_client_data(editLine) else { return nil }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptText
        }
        alsh_history_set_size(history, Int32(historyStore?.limit ?? 1000))
        alsh_history_set_unique(history, 1)
        for line in historyStore?.load() ?? [] { enterHistory(line) }
        alsh_el_set_history(editLine, history)
        alsh_el_add_function(editLine, "alsh-complete", "complete the word under the cursor") {
            editLine, _ in
            guard let editLine, let data = alsh_el_client_data(editLine) else {
                return UInt8(CC_ERROR)
            }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().complete()
        }
        alsh_el_bind(editLine, "^I", "alsh-complete")
        // Reads ~/.editrc (or $EDITRC) so a person's own bindings still apply.
        el_source(editLine, nil)
        LineEditor.catchInterrupts()
    }

    /// Ctrl-C must not end the shell. A handler without SA_RESTART makes libedit's read fail
    /// with EINTR, so `el_gets` returns and the half-typed line is dropped; outside
    /// `el_gets` the signal is simply absorbed.
    private static func catchInterrupts() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in }
        #else
        action.__sigaction_u.__sa_handler = { _ in }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may hand down a mask blocking these (Foundation's Process does); the
        // keys and the window only work if they arrive.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH] {
            sigaddset(&wanted, signal)
        }
        sigprocmask(SIG_UNBLOCK, &wanted, nil)
    }

    func readLine(prompt: String) -> String? {
        setPrompt(prompt)
        output.flush()
        pendingListing = nil
        while true {
            var count: Int32 = 0
            errno = 0
            if let raw = el_wgets(editLine, &count) {
                var line = Self.text(from: raw, to: raw + Int(max(0, count)))
                if line.hasSuffix("\n") { line.removeLast() }
                return line
            }
            if count == -1, errno == EINTR {
                // Ctrl-C: show it was seen, then a fresh prompt on a new line.
                output.write("^C\n")
                output.flush()
                continue
            }
            // Ctrl-D: leave the terminal on a fresh line for whatever the shell prints last.
            output.write("\n")
            output.flush()
            return nil
        }
    }

    func remember(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        enterHistory(line)
        // Appended at once, so a killed terminal loses nothing and another alsh running at
        // the same time keeps its lines beside ours; a read-only home only means history
        // is not kept.
        historyStore?.append(line)
    }

    private func enterHistory(_ line: String) {
        let text = Self.wide(line)
        alsh_history_enter(history, text)
        text.deallocate()
    }

    private func setPrompt(_ prompt: String) {
        guard prompt != promptSource else { return }
        promptText.deallocate()
        promptText = Self.wide(prompt)
        promptSource = prompt
    }

    /// A NUL-terminated wide copy of `text` (one `wchar_t` per Unicode scalar), to deallocate.
    static func wide(_ text: String) -> UnsafeMutablePointer<wchar_t> {
        let scalars = Array(text.unicodeScalars)
        let copy = UnsafeMutablePointer<wchar_t>.allocate(capacity: scalars.count + 1)
        for (index, scalar) in scalars.enumerated() { copy[index] = wchar_t(bitPattern: scalar.value) }
        copy[scalars.count] = 0
        return copy
    }
}

extension LineEditor {
    /// The Tab key: asks the session for candidates for the word before the cursor.
    fileprivate func complete() -> UInt8 {
        guard let completer, let info = el_wline(editLine)?.pointee,
              let buffer = info.buffer, let cursor = info.cursor, let end = info.lastchar
        else { return UInt8(CC_ERROR) }
        let before = Self.text(from: buffer, to: cursor)
        let line = before + Self.text(from: cursor, to: end)
        let column = before.count
        let word = Session.completionWord(before: before)
        let candidates = completer.completions(line: line, cursor: column)
        switch TabCompletion.plan(word: word, candidates: candidates) {
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        case .edit(let deleting, let text):
            // libedit counts scalars: a letter with a combining mark is two of them.
            let scalars = before.suffix(deleting).unicodeScalars.count
            if scalars > 0 { el_deletestr(editLine, Int32(scalars)) }
            let wideText = Self.wide(text)
            el_winsertstr(editLine, wideText)
            wideText.deallocate()
            pendingListing = nil
            if candidates.count > 1 {
                let cursorAfter = column - deleting + text.count
                pendingListing = (line: Self.currentLine(editLine), cursor: cursorAfter)
            }
            return UInt8(CC_REFRESH)
        case .ambiguous(let all):
            if let pending = pendingListing, pending.line == line, pending.cursor == column {
                output.write("\n" + TabCompletion.columns(all, width: Terminal.columns()))
                output.flush()
                return UInt8(CC_REDISPLAY)
            }
            pendingListing = (line: line, cursor: column)
            return UInt8(CC_REFRESH_BEEP)
        }
    }

    private static func currentLine(_ editLine: OpaquePointer) -> String {
        guard let info = el_wline(editLine)?.pointee, let buffer = info.buffer,
              let end = info.lastchar
        else { return "" }
        return text(from: buffer, to: end)
    }

    /// The wide characters from `start` up to `end`; a value that is no Unicode scalar
    /// (libedit never makes one from valid input) reads as U+FFFD.
    static func text(from start: UnsafePointer<wchar_t>, to end: UnsafePointer<wchar_t>) -> String {
        var scalars = String.UnicodeScalarView()
        var pointer = start
        while pointer < end {
            scalars.append(Unicode.Scalar(UInt32(bitPattern: pointer.pointee)) ?? "\u{FFFD}")
            pointer += 1
        }
        return String(scalars)
    }
}
