import Foundation
import Testing

/// `kill -9` in the middle of a session at a real terminal, then `alsh --resume` (SPEC §12).
@Suite("alsh --resume after kill -9 (tmux)", .serialized,
       .enabled(if: TmuxTerminal.available, "tmux is not installed (apt-get install tmux)"))
struct ResumeTmuxTests {
    @Test func killedMidSessionResumesWithFramesIdsUndoAndRedo() throws {
        let state = try TemporaryFolder()
        var before: [String] = []
        do {
            let terminal = try TmuxTerminal(stateFolder: state)
            var prompt = 1
            try terminal.waitForPrompt(prompt)
            for line in ["view a b", "H:|-20-[a(100)]-[b]-20-|", "V:|-20-[a(40)]", "V:|-20-[b(50)]", "undo",
                         "V:|-20-[b(==a)]", "a.width = 120 @750", "undo", "frames"] {
                try terminal.enter(line, prompt: &prompt)
            }
            before = TmuxTerminal.output(of: "frames", in: try terminal.screen())
            #expect(before.contains { $0.contains("b") && $0.contains("(128, 20, 227, 40)") }, "\(before)")
            // The journal's name carries the pid of the session that writes it.
            let journal = try #require(TmuxTerminal.journals(in: state).first)
            let pid = try #require(journal.split(separator: "-").last?.split(separator: ".").first.flatMap { Int32($0) })
            #expect(kill(pid, SIGKILL) == 0)
            try terminal.waitFor("the kill") { $0.contains("EXIT=137") }
            let text = try String(contentsOfFile: journal, encoding: .utf8)
            #expect(!text.contains("\nend\n"), "journal:\n\(text)")
        }

        // A new session says the last one ended abnormally, and leaves it to --resume.
        do {
            let terminal = try TmuxTerminal(stateFolder: state)
            try terminal.waitFor("the note") { $0.contains("ended without 'quit'") && $0.contains("alsh --resume") }
            try terminal.waitForPrompt(1)
            try terminal.send("C-d")
            try terminal.waitFor("exit") { $0.contains("EXIT=0") }
        }

        let terminal = try TmuxTerminal(["--resume"], stateFolder: state)
        var prompt = 1
        try terminal.waitForPrompt(prompt)
        #expect(try terminal.screen().contains("resumed the session"))
        try terminal.enter("frames", prompt: &prompt)
        #expect(TmuxTerminal.output(of: "frames", in: try terminal.screen()) == before)
        try terminal.enter("constraints", prompt: &prompt)
        let constraints = try terminal.screen()
        // Ids are never reused: the undone V:|-20-[b(50)] keeps g3, c7 and c8 to itself.
        #expect(constraints.contains("g4: V:|-20-[b(==a)]"), "\(constraints)")
        #expect(constraints.contains("c10  b.height == a.height"), "\(constraints)")
        // The redo that was pending at the kill is still there, and the undo history under it.
        try terminal.enter("redo", prompt: &prompt)
        #expect(try terminal.screen().contains("redid: a.width = 120 @750"))
        try terminal.enter("undo", prompt: &prompt)
        try terminal.enter("undo", prompt: &prompt)
        #expect(try terminal.screen().contains("undid: V:|-20-[b(==a)]"))
        try terminal.enter("undo", prompt: &prompt)
        #expect(try terminal.screen().contains("undid: V:|-20-[a(40)]"))
        try terminal.type("quit")
        try terminal.send("Enter")
        try terminal.waitFor("exit") { $0.contains("EXIT=0") }
        // Resumed and quit: the same journal goes on, and is closed now.
        let files = TmuxTerminal.journals(in: state)
        #expect(files.count == 1, "\(files)")
        let text = try String(contentsOfFile: try #require(files.first), encoding: .utf8)
        #expect(text.hasSuffix("undo command\nend\n"), "journal:\n\(text)")
    }
}

/// `--resume` from standard input and its command line, without a terminal.
struct ResumeBinaryTests {
    private func run(_ arguments: [String], input: String, state: TemporaryFolder) throws -> AlshBinary.Outcome {
        let binary = try #require(AlshBinary.path, "alsh binary not built: run `swift build` first")
        let stdin = state.file("stdin", contents: input)
        let out = state.url.appendingPathComponent("out").path
        let err = state.url.appendingPathComponent("err").path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.url.path
        let status = try ChildProcess.run(binary, arguments, environment: environment, stdin: stdin.path,
                                          stdout: out, stderr: err)
        return AlshBinary.Outcome(status: status, stdout: try String(contentsOfFile: out, encoding: .utf8),
                                  stderr: try String(contentsOfFile: err, encoding: .utf8))
    }

    @Test func resumesAJournalAndGoesOnAppendingToIt() throws {
        let state = try TemporaryFolder()
        try FileManager.default.createDirectory(at: state.url.appendingPathComponent("alsh"), withIntermediateDirectories: true)
        let journal = state.file("alsh/journal-20260101T000000Z-1.txt", contents: """
            # alsh journal 1: started 2026-01-01 00:00:00 UTC, pid 1
            step 1 view a
            step 2 a.width = 30
            undo command
            step 4 a.width = 40
            step 4 a.height = 5

            """)
        let outcome = try run(["--resume"], input: "undo\nundo\nredo\n", state: state)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("resumed the session started 2026-01-01 00:00:00 UTC"))
        #expect(outcome.stdout.contains("undid: a.width = 40; a.height = 5"))
        #expect(outcome.stdout.contains("undid: view a"))
        #expect(outcome.stdout.contains("redid: view a"))
        let text = try String(contentsOf: journal, encoding: .utf8)
        #expect(text.hasSuffix("undo command\nundo command\nredo command\nend\n"), "\(text)")
    }

    @Test func nothingToResumeIsAnError() throws {
        let state = try TemporaryFolder()
        let outcome = try run(["--resume"], input: "", state: state)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("nothing to resume"))
    }

    @Test func resumeTakesNoScripts() throws {
        let state = try TemporaryFolder()
        let outcome = try run(["--resume", "x.al"], input: "", state: state)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("'--resume' cannot be used with FILE"))
        #expect(outcome.stderr.contains("resume first, then 'load FILE'"))
    }
}
