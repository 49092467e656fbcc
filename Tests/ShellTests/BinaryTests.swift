import Foundation
import Testing

/// The built `alsh` program, found next to the test binary (both live in the build
/// products folder, whatever `--scratch-path` named it) and run as a person would.
enum AlshBinary {
    static let path: String? = locate()

    /// What one run printed and how it ended.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private static func locate() -> String? {
        let files = FileManager.default
        if let chosen = ProcessInfo.processInfo.environment["ALSH_BINARY"] {
            return files.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        // Linux: <products>/alshPackageTests.xctest; macOS nests the test binary three
        // folders deep inside the .xctest bundle. Walk up a few folders.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<5 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("alsh").path
            if files.isExecutableFile(atPath: candidate) { return candidate }
        }
        return newestBuiltBinary()
    }

    /// Fallback when the tests run from elsewhere: the newest `.build*/debug/alsh` of this
    /// package.
    private static func newestBuiltBinary() -> String? {
        let files = FileManager.default
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folders = (try? files.contentsOfDirectory(atPath: root.path)) ?? []
        let found = folders.filter { $0.hasPrefix(".build") }
            .map { root.appendingPathComponent($0).appendingPathComponent("debug/alsh").path }
            .filter { files.isExecutableFile(atPath: $0) }
        func modified(_ path: String) -> Date {
            let attributes = try? files.attributesOfItem(atPath: path)
            return (attributes?[.modificationDate] as? Date) ?? .distantPast
        }
        return found.max { modified($0) < modified($1) }
    }

    /// Runs alsh with `arguments`, `input` on standard input (a file, not a terminal) and
    /// colour left to alsh's own rules, in `directory` when given (through `sh`, so the
    /// test process's own working directory, shared by tests running side by side, is
    /// never changed). Outputs go through files so neither pipe can fill.
    static func run(_ arguments: [String], input: String = "",
                    environment: [String: String] = [:], directory: String? = nil) throws -> Outcome {
        let binary = try #require(path, "alsh binary not built: run `swift build` first")
        let folder = try TemporaryFolder()
        let inputFile = folder.file("stdin", contents: input)
        let outFile = folder.file("stdout", contents: "")
        let errFile = folder.file("stderr", contents: "")
        // English unless a test asks otherwise: the runner's own locale must not choose.
        var inherited = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { inherited[name] = nil }
        var environment = inherited.merging(environment) { $1 }
        environment["XDG_STATE_HOME"] = folder.url.path
        let (program, words) = directory.map { ("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", $0, binary] + arguments) }
            ?? (binary, arguments)
        let status = try ChildProcess.run(program, words, environment: environment,
                                          stdin: inputFile.path,
                                          stdout: outFile.path, stderr: errFile.path)
        return Outcome(status: status,
                       stdout: try String(contentsOf: outFile, encoding: .utf8),
                       stderr: try String(contentsOf: errFile, encoding: .utf8))
    }
}

/// Starts a program and waits for it, through posix_spawn rather than Foundation's Process:
/// Process watches for exit through a socket every descendant inherits, so a child that
/// leaves a daemon behind (tmux) never "exits"; and the test runner's threads block signals
/// (SIGINT, SIGCHLD) that alsh and tmux need, so children start with an empty mask and
/// default handlers.
enum ChildProcess {
    /// The exit status, or -1 when the child was killed by a signal.
    static func run(_ path: String, _ arguments: [String],
                    environment: [String: String] = ProcessInfo.processInfo.environment,
                    stdin: String = "/dev/null",
                    stdout: String = "/dev/null", stderr: String = "/dev/null") throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        try #require(result == 0, "cannot start \(path): \(String(cString: strerror(result)))")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are C macros Swift does not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    }
}

/// A folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("alsh-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func file(_ name: String, contents: String) -> URL {
        let file = url.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(contents.utf8))
        return file
    }
}

@Suite("alsh binary")
struct BinaryTests {
    @Test func helpListsEveryInvocation() throws {
        let run = try AlshBinary.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        for word in ["USAGE: alsh", "-i", "--json", "--no-color", "--help", "--version", "FILE",
                     "--generate-completion-script"] {
            #expect(run.stdout.contains(word), "help lacks \(word)")
        }
    }

    /// swift-argument-parser writes the completion scripts from the same declaration.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let run = try AlshBinary.run(["--generate-completion-script", shell])
        #expect(run.status == 0 && run.stderr.isEmpty)
        // Each shell spells flags its own way (`--json`, fish's `-l 'json'`).
        #expect(run.stdout.contains("alsh") && run.stdout.contains("json"))
        #expect(run.stdout.contains("interactive") && run.stdout.contains("no-color"))
    }

    @Test func shortVersionAndBritishColour() throws {
        #expect(try AlshBinary.run(["-V"]).stdout == "alsh 0.1.0\n")
        let run = try AlshBinary.run(["--no-colour", "-"], input: "view a\n")
        #expect(run.status == 0 && run.stdout.contains("a: (0, 0, 0, 0) (new)"))
    }

    @Test func versionIsOneLine() throws {
        let run = try AlshBinary.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "alsh 0.1.0\n")
    }

    @Test func misspeltOptionSuggestsTheRealOne() throws {
        let run = try AlshBinary.run(["--jsn", "x.al"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown option '--jsn'"))
        #expect(run.stderr.contains("did you mean '--json'?"))
        #expect(run.stderr.contains("usage: alsh"))
    }

    @Test func unknownOptionWithoutNeighbourHasNoGuess() throws {
        let run = try AlshBinary.run(["--frobnicate"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown option '--frobnicate'"))
        #expect(!run.stderr.contains("did you mean"))
    }

    @Test func jsonAndInteractiveDoNotMix() throws {
        let run = try AlshBinary.run(["--json", "-i"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("'--json'"))
    }

    /// Each process hashes with its own seed, so a Set or Dictionary whose order reaches the
    /// solver (which constraint goes first) shows up as a different solution for an
    /// ambiguous layout from one run to the next. Found by SessionPropertyTests: removing an
    /// arranged view (the stack's constraints) and undo (the edit's tables) did so.
    @Test func aScriptGivesTheSameLayoutEveryRun() throws {
        let scripts = [
            "stack s axis v spacing 4 views p q\nq.width <= root.height + 45\nremove view p\n",
            "view a b\nH:|[a][b]|\na.width >= 10\nb.width >= 10\nremove view a\nundo\n",
        ]
        for script in scripts {
            let documents = try (1...10).map { _ in try AlshBinary.run(["--json", "-"], input: script).stdout }
            #expect(Set(documents).count == 1, "\(script)")
        }
    }

    @Test func pipedInputRunsWithoutPromptOrColour() throws {
        let run = try AlshBinary.run([], input: "view a\na.width = 100\nexpect a.width == 100\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stdout.contains("alsh>"))
        #expect(!run.stdout.contains("\u{1B}["), "colour sent to a file")
        #expect(run.stderr.isEmpty)
    }

    @Test func pipedErrorNamesStandardInputAndFails() throws {
        let run = try AlshBinary.run(["-"], input: "view a\nfrobnicate a\n")
        #expect(run.status == 1)
        #expect(run.stderr.contains("<stdin>"), "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}["))
    }

    @Test func scriptFilesRunInOrderAndFailedExpectExitsOne() throws {
        let folder = try TemporaryFolder()
        let setup = folder.file("setup.al", contents: "view a\na.width = 100\n")
        let check = folder.file("check.al", contents: "expect a.width == 100\n")
        let wrong = folder.file("wrong.al", contents: "expect a.width == 50\n")
        let good = try AlshBinary.run([setup.path, check.path])
        #expect(good.status == 0, "stderr: \(good.stderr)")
        #expect(good.stderr.isEmpty)
        let bad = try AlshBinary.run([setup.path, wrong.path, check.path])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("wrong.al"), "stderr: \(bad.stderr)")
    }

    @Test func missingScriptIsAnErrorNotACrash() throws {
        let run = try AlshBinary.run(["no-such-script.al"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no-such-script.al"))
    }

    @Test func dashReadsStandardInputBetweenFiles() throws {
        let folder = try TemporaryFolder()
        let setup = folder.file("setup.al", contents: "view a\n")
        let check = folder.file("check.al", contents: "expect a.width == 42\n")
        let run = try AlshBinary.run([setup.path, "-", check.path], input: "a.width = 42\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let failing = try AlshBinary.run([setup.path, "-", check.path], input: "a.width = 41\n")
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("check.al"), "stderr: \(failing.stderr)")
    }

    @Test func interactiveFlagWithPipeReadsThePipeAfterTheScripts() throws {
        let folder = try TemporaryFolder()
        let setup = folder.file("setup.al", contents: "view a\n")
        let piped = "a.width = 7\nexpect a.width == 8\n"
        let run = try AlshBinary.run(["-i", setup.path], input: piped)
        #expect(run.status == 1, "the piped expect must have run and failed")
        #expect(run.stderr.contains("<stdin>"), "stderr: \(run.stderr)")
        #expect(!run.stdout.contains("alsh>"), "no prompt without a terminal")
    }

    @Test func jsonPrintsOnlyTheFinalDocument() throws {
        let folder = try TemporaryFolder()
        let script = folder.file("s.al", contents: "root 320x568\nview a\na.width = 100\n")
        let run = try AlshBinary.run(["--json", script.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let object = try #require(document as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        #expect((root["width"] as? NSNumber)?.doubleValue == 320)
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.compactMap { $0["name"] as? String } == ["a"])
        let frame = try #require(views.first?["frame"] as? [String: Any])
        #expect((frame["width"] as? NSNumber)?.doubleValue == 100)
    }

    @Test func jsonReadsStandardInputWhenNoFileIsGiven() throws {
        let run = try AlshBinary.run(["--json"], input: "view b\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect(document is [String: Any])
    }

    @Test func quitStopsTheRemainingScripts() throws {
        let folder = try TemporaryFolder()
        let first = folder.file("first.al", contents: "view a\nquit\n")
        let never = folder.file("never.al", contents: "expect a.width == 999\n")
        let run = try AlshBinary.run([first.path, never.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("999"))
    }
}
