// TEMPORARY: stands in for Shell's `Session` (docs/ARCHITECTURE.md, "Shell → alsh") until
// it lands, so `alsh` builds and its I/O can be tried. It only echoes lines. Delete this
// file as soon as Sources/Shell defines `Session`.
#if canImport(Glibc)
import Glibc
#endif
import Shell

final class Session: Completer {
    private let options: SessionOptions
    private let output: OutputSink
    private(set) var failed = false
    private(set) var quitRequested = false
    static let welcome = "alsh 0.1.0 (temporary echo session) — type 'quit' to leave\n"

    init(options: SessionOptions, output: OutputSink) {
        self.options = options
        self.output = output
    }

    @discardableResult
    func run(_ source: LineSource, origin: String) -> Bool {
        while !quitRequested, let line = source.readLine(prompt: "alsh> ") {
            source.remember(line)
            if line == "quit" { quitRequested = true; break }
            if line == "fail" { failed = true; output.writeError("error: near line of \(origin)\n") }
            if !options.json { output.write("echo: \(line)\n") }
        }
        return !failed
    }

    func runFile(_ path: String) -> Bool {
        guard let source = StreamLineSource(path: path) else {
            output.writeError("error: cannot open '\(path)'\n")
            failed = true
            return false
        }
        return run(source, origin: path)
    }

    func jsonDocument() -> String {
        "{\"root\": {\"width\": 375, \"height\": 667}, \"views\": [], \"constraints\": []}\n"
    }

    func completions(line: String, cursor: Int) -> [String] {
        let word = String(line.prefix(cursor).split(separator: " ", omittingEmptySubsequences: false).last ?? "")
        return ["view", "visible", "help", "quit", "email.", "emailField"].filter { $0.hasPrefix(word) }
    }
}
