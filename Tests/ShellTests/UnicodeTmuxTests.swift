import Foundation
import Testing

/// Names in Cyrillic, Chinese and with combining marks typed at a real terminal: the line
/// editor must hand every character to the session, complete them, keep them in the history
/// and the journal, and give them back after a restart and after `kill -9` and `--resume`.
@Suite("Non-ASCII at the prompt (tmux)", .serialized,
       .enabled(if: TmuxTerminal.available, "tmux is not installed (apt-get install tmux)"))
struct UnicodeTmuxTests {
    /// "é" written as "e" and a combining acute accent: one character, two scalars.
    static let combining = "e\u{301}"
    static let names = ["标签", "Метка", "cafe\u{301}"]
    static let utf8 = ["LC_ALL=C.UTF-8"]

    /// The names of the views the last `frames` listed, as written on the screen.
    private func frameNames(_ screen: String) -> [String] {
        TmuxTerminal.output(of: "frames", in: screen).compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test(arguments: [utf8, ["-u", "LC_ALL", "-u", "LC_CTYPE", "-u", "LANG"]])
    func typedNamesReachTheSessionWhole(environment: [String]) throws {
        let terminal = try TmuxTerminal(environment: environment)
        var prompt = 1
        try terminal.waitForPrompt(prompt)
        let line = "view " + Self.names.joined(separator: " ") + " " + Self.combining
        try terminal.type(line)
        try terminal.waitFor("the typed line echoed whole") {
            TmuxTerminal.lastLine($0) == "alsh> " + line
        }
        try terminal.send("Enter")
        prompt += 1
        try terminal.waitForPrompt(prompt)
        try terminal.enter("frames", prompt: &prompt)
        let screen = try terminal.waitFor("every view in frames") {
            frameNames($0) == ["root"] + Self.names + [Self.combining]
        }
        #expect(!screen.contains("error"), "\(screen)")
        // The saved script holds the names, a letter and its accent composed into one scalar
        // as the session keeps every line (NFC).
        let saved = terminal.stateFolder.url.appendingPathComponent("saved.al")
        try terminal.enter("save \(saved.path)", prompt: &prompt)
        let data = try Data(contentsOf: saved)
        #expect(data.range(of: Data(line.precomposedStringWithCanonicalMapping.utf8)) != nil,
                "saved:\n\(String(decoding: data, as: UTF8.self))")
    }

    @Test func tabCompletesNonASCIINames() throws {
        let terminal = try TmuxTerminal(environment: Self.utf8)
        var prompt = 1
        try terminal.waitForPrompt(prompt)
        try terminal.enter("view 标签 Метка Метла cafe\u{301}s", prompt: &prompt)
        // One candidate: the rest of the name and its dot.
        try terminal.type("标", untilTheLineReads: "alsh> 标")
        try terminal.send("Tab")
        try terminal.waitFor("'标' completed") { TmuxTerminal.lastLine($0) == "alsh> 标签." }
        try terminal.type("width = 10")
        try terminal.send("Enter")
        prompt += 1
        try terminal.waitForPrompt(prompt)
        // Two candidates: their common part, then a second Tab lists both.
        try terminal.type("Ме", untilTheLineReads: "alsh> Ме")
        try terminal.send("Tab")
        try terminal.waitFor("'Ме' completed to 'Мет'") { TmuxTerminal.lastLine($0) == "alsh> Мет" }
        try terminal.send("Tab")
        try terminal.waitFor("both listed") { $0.contains("Метка.") && $0.contains("Метла.") }
        try terminal.type("л", untilTheLineReads: "alsh> Метл")
        try terminal.send("Tab")
        try terminal.waitFor("'Метл' completed") { TmuxTerminal.lastLine($0) == "alsh> Метла." }
        try terminal.send("C-u")
        // After a combining mark, libedit's cursor counts it: the completion lands after it.
        try terminal.type("cafe\u{301}", untilTheLineReads: "alsh> cafe\u{301}")
        try terminal.send("Tab")
        try terminal.waitFor("'café' completed") {
            TmuxTerminal.lastLine($0) == "alsh> cafe\u{301}s."
        }
        try terminal.type("height = 4")
        try terminal.send("Enter")
        prompt += 1
        try terminal.waitForPrompt(prompt)
        try terminal.enter("constraints", prompt: &prompt)
        let screen = try terminal.screen()
        #expect(screen.contains("标签.width == 10"), "\(screen)")
        #expect(screen.contains("cafe\u{301}s.height == 4"), "\(screen)")
    }

    @Test func historyKeepsNamesAcrossARestart() throws {
        let state = try TemporaryFolder()
        let first = "view Метка " + Self.combining
        let second = "标签.width = 3"
        do {
            let terminal = try TmuxTerminal(stateFolder: state, environment: Self.utf8)
            var prompt = 1
            try terminal.waitForPrompt(prompt)
            try terminal.enter(first, prompt: &prompt)
            try terminal.enter("view 标签", prompt: &prompt)
            try terminal.enter(second, prompt: &prompt)
            try terminal.send("C-d")
            try terminal.waitFor("exit") { $0.contains("EXIT=0") }
        }
        let history = try Data(contentsOf: state.url.appendingPathComponent("alsh/history"))
        let typed = first + "\nview 标签\n" + second + "\n"
        #expect(history == Data(typed.precomposedStringWithCanonicalMapping.utf8),
                "history file:\n\(String(decoding: history, as: UTF8.self))")

        let again = try TmuxTerminal(stateFolder: state, environment: Self.utf8)
        try again.waitForPrompt(1)
        try again.send("Up")
        try again.waitFor("the last line back") { TmuxTerminal.lastLine($0) == "alsh> " + second }
        try again.send("Up", "Up")
        try again.waitFor("the first line back") { TmuxTerminal.lastLine($0) == "alsh> " + first }
        // Recalled, it runs as typed: the views it names are made.
        try again.send("Enter")
        try again.waitForPrompt(2)
        try again.type("frames")
        try again.send("Enter")
        try again.waitForPrompt(3)
        try again.waitFor("the recalled line's views") { frameNames($0) == ["root", "Метка", Self.combining] }
    }

    @Test func resumeAfterKillKeepsTheNames() throws {
        let state = try TemporaryFolder()
        do {
            let terminal = try TmuxTerminal(stateFolder: state, environment: Self.utf8)
            var prompt = 1
            try terminal.waitForPrompt(prompt)
            for line in ["view 标签 Метка", "标签.width = 30", "Метка.left = 标签.right + 8",
                         "view " + Self.combining] {
                try terminal.enter(line, prompt: &prompt)
            }
            let journal = try #require(TmuxTerminal.journals(in: state).first)
            let text = try Data(contentsOf: URL(fileURLWithPath: journal))
            #expect(text.range(of: Data("step 3 Метка.left = 标签.right + 8\n".utf8)) != nil,
                    "journal:\n\(String(decoding: text, as: UTF8.self))")
            let pid = try #require(journal.split(separator: "-").last?.split(separator: ".").first
                .flatMap { Int32($0) })
            #expect(kill(pid, SIGKILL) == 0)
            try terminal.waitFor("the kill") { $0.contains("EXIT=137") }
        }
        let terminal = try TmuxTerminal(["--resume"], stateFolder: state, environment: Self.utf8)
        var prompt = 1
        try terminal.waitForPrompt(prompt)
        try terminal.enter("frames", prompt: &prompt)
        // Polled: on a busy machine the screen can be read between the rows and the prompt.
        try terminal.waitFor("the resumed frames") {
            frameNames($0) == ["root", "标签", "Метка", Self.combining]
        }
        try terminal.enter("constraints", prompt: &prompt)
        let screen = try terminal.screen()
        #expect(screen.contains("Метка.left == 标签.right + 8"), "\(screen)")
        try terminal.enter("undo", prompt: &prompt)
        #expect(try terminal.screen().contains("undid: view " + Self.combining))
    }
}
