import Foundation
import Testing

/// The real binary at a real terminal: tmux gives it a pseudo-terminal, sends keys and
/// reads the screen back. Screens are polled until they show what is expected (with a
/// deadline), never read after a fixed sleep, so the tests are quick and not flaky.
final class TmuxTerminal {
    static var available: Bool { executable("tmux") != nil }

    let name = "t\(UUID().uuidString.prefix(8))"
    /// A tmux server of its own, so a person's tmux is untouched and nothing is left behind.
    let socket: String
    let stateFolder: TemporaryFolder

    /// Starts `alsh arguments` in a 100x30 window; its exit status is printed after it ends
    /// (tmux itself sometimes loses it), then the window stays open to be read.
    /// `environment` is words for `env` before the binary ("LC_ALL=C.UTF-8", "-u", "LANG").
    init(_ arguments: [String] = [], stateFolder: TemporaryFolder? = nil,
         environment: [String] = []) throws {
        let binary = try #require(AlshBinary.path, "alsh binary not built: run `swift build` first")
        self.stateFolder = try stateFolder ?? TemporaryFolder()
        socket = "/tmp/alsh-tmux-\(name)"
        let command = (["env"] + environment
            + ["XDG_STATE_HOME=\(self.stateFolder.url.path)", "NO_COLOR=1", binary]
            + arguments).map(Self.quoted).joined(separator: " ")
        try tmux(["new-session", "-d", "-s", name, "-x", "100", "-y", "30",
                  "\(command); echo EXIT=$?; exec sleep 120"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        unlink(socket)
    }

    /// Types `line`, presses Enter and waits for the prompt after it.
    func enter(_ line: String, prompt: inout Int) throws {
        try type(line)
        try send("Enter")
        prompt += 1
        try waitForPrompt(prompt)
    }

    /// What the last `command` typed at the prompt printed: the lines after it up to the
    /// next prompt.
    static func output(of command: String, in screen: String) -> [String] {
        let lines = screen.split(separator: "\n").map(String.init)
        guard let start = lines.lastIndex(of: "alsh> " + command) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("alsh>") })
    }

    /// The session journals alsh keeps in a state folder.
    static func journals(in state: TemporaryFolder) -> [String] {
        let folder = state.url.appendingPathComponent("alsh").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("journal-") }.map { folder + "/" + $0 }
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Text typed literally (no key names looked up).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Types `text` and waits until the line reads `line`, as a person sees the letters
    /// before pressing Tab: tmux may hand a key sent by a later command to the pane
    /// before the last letters of this one.
    func type(_ text: String, untilTheLineReads line: String,
              sourceLocation: SourceLocation = #_sourceLocation) throws {
        try type(text)
        try waitFor("'\(text)' echoed", sourceLocation: sourceLocation) { Self.lastLine($0) == line }
    }

    /// The whole screen and scroll-back, trailing blank lines dropped.
    func screen() throws -> String {
        let text = try tmux(["capture-pane", "-p", "-S", "-", "-t", name])
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }

    /// The last non-blank line of a screen: where the cursor is.
    static func lastLine(_ screen: String) -> String {
        String(screen.split(separator: "\n").last ?? "")
    }

    /// Polls until `condition` holds for the screen; records an issue with the screen if it
    /// never does within `seconds`.
    @discardableResult
    func waitFor(_ what: String, seconds: Double = 10,
                 sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var text = try screen()
        while !condition(text) {
            if Date() > deadline {
                Issue.record("timed out waiting for \(what); screen:\n\(text)",
                             sourceLocation: sourceLocation)
                return text
            }
            usleep(20_000)
            text = try screen()
        }
        return text
    }

    /// Waits for the `count`-th prompt, i.e. alsh is ready for the next line.
    func waitForPrompt(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor("prompt #\(count)", sourceLocation: sourceLocation) { screen in
            Self.prompts(in: screen) >= count
        }
    }

    static func prompts(in screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.hasPrefix("alsh>") }.count
    }

    /// Runs one tmux client command and returns what it printed.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let tmuxPath = try #require(Self.executable("tmux"))
        let outFile = stateFolder.url.appendingPathComponent("tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outFile) }
        // Not Foundation's Process: `new-session` forks a server that lives on and would
        // hold Process's exit-watching socket open, so Process would never return.
        let status = try ChildProcess.run(
            // -u: the screen is read back as UTF-8 whatever locale the tests run in.
            tmuxPath, ["-u", "-S", socket, "-f", "/dev/null"] + arguments, stdout: outFile.path)
        #expect(status == 0 || arguments.first == "kill-server", "tmux \(arguments) failed")
        return (try? String(contentsOf: outFile, encoding: .utf8)) ?? ""
    }

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

@Suite("alsh at a terminal (tmux)", .serialized,
       .enabled(if: TmuxTerminal.available, "tmux is not installed (apt-get install tmux)"))
struct TmuxTests {
    @Test func tabCompletesACommandWithATrailingSpace() throws {
        let terminal = try TmuxTerminal()
        try terminal.waitForPrompt(1)
        try terminal.type("vi", untilTheLineReads: "alsh> vi")
        try terminal.send("Tab")
        try terminal.waitFor("'vi' completed to 'view'") {
            TmuxTerminal.lastLine($0) == "alsh> view"
        }
        // capture-pane drops trailing spaces: the next letter shows the space is there.
        try terminal.type("x")
        try terminal.waitFor("the space after 'view'") {
            TmuxTerminal.lastLine($0) == "alsh> view x"
        }
    }

    @Test func upRecallsThePreviousLineAlsoInTheNextSession() throws {
        let state = try TemporaryFolder()
        do {
            let terminal = try TmuxTerminal(stateFolder: state)
            try terminal.waitForPrompt(1)
            try terminal.type("view first")
            try terminal.send("Enter")
            try terminal.waitForPrompt(2)
            try terminal.type("view second")
            try terminal.send("Enter")
            try terminal.waitForPrompt(3)
            try terminal.send("Up", "Up")
            try terminal.waitFor("two lines back") {
                TmuxTerminal.lastLine($0) == "alsh> view first"
            }
            try terminal.send("C-u", "C-d")
            try terminal.waitFor("exit") { $0.contains("EXIT=0") }
        }
        let history = state.url.appendingPathComponent("alsh/history")
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved == "view first\nview second\n", "history file:\n\(saved)")

        let again = try TmuxTerminal(stateFolder: state)
        try again.waitForPrompt(1)
        try again.send("Up")
        try again.waitFor("history from the last session") {
            TmuxTerminal.lastLine($0) == "alsh> view second"
        }
    }

    @Test func ctrlCDropsTheLineAndKeepsTheSession() throws {
        let terminal = try TmuxTerminal()
        try terminal.waitForPrompt(1)
        try terminal.type("view half")
        try terminal.waitFor("the typed text") {
            TmuxTerminal.lastLine($0) == "alsh> view half"
        }
        try terminal.send("C-c")
        try terminal.waitForPrompt(2)
        #expect(TmuxTerminal.lastLine(try terminal.screen()) == "alsh>")
        // Still alive, and the dropped line was not run: the saved session has no 'half'.
        let saved = terminal.stateFolder.url.appendingPathComponent("saved.al")
        try terminal.type("view whole")
        try terminal.send("Enter")
        try terminal.waitForPrompt(3)
        try terminal.type("save \(saved.path)")
        try terminal.send("Enter")
        try terminal.waitForPrompt(4)
        try terminal.send("C-d")
        let screen = try terminal.waitFor("exit") { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
        let script = try String(contentsOf: saved, encoding: .utf8)
        #expect(script.contains("whole"), "saved script:\n\(script)")
        #expect(!script.contains("half"), "saved script:\n\(script)")
    }

    @Test func ctrlDOnAnEmptyLineLeavesWithStatusZero() throws {
        let terminal = try TmuxTerminal()
        try terminal.waitForPrompt(1)
        try terminal.send("C-d")
        let screen = try terminal.waitFor("exit") { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
    }

    @Test func interactiveAfterAScriptKeepsItsViews() throws {
        let folder = try TemporaryFolder()
        let script = folder.file("setup.al", contents: "view header\n")
        let saved = folder.url.appendingPathComponent("saved.al")
        let terminal = try TmuxTerminal(["-i", script.path])
        try terminal.waitForPrompt(1)
        // The script's line before its report, and a banner that says what is loaded
        // rather than advising a second load.
        try terminal.waitFor("echo and banner") {
            $0.contains("setup.al:1> view header") && $0.contains("setup.al loaded")
                && !$0.contains("'load register'")
        }
        try terminal.type("view footer")
        try terminal.send("Enter")
        try terminal.waitForPrompt(2)
        try terminal.type("save \(saved.path)")
        try terminal.send("Enter")
        try terminal.waitForPrompt(3)
        try terminal.send("C-d")
        try terminal.waitFor("exit") { $0.contains("EXIT=0") }
        let replay = try String(contentsOf: saved, encoding: .utf8)
        #expect(replay.contains("header") && replay.contains("footer"), "saved:\n\(replay)")
    }
}
