@testable import Shell

/// Collects what a session prints, stdout and stderr interleaved as a terminal shows them.
final class CapturingOutput: OutputSink {
    private(set) var text = ""
    private(set) var errors = ""

    func write(_ text: String) { self.text += text }

    func writeError(_ text: String) {
        self.text += text
        errors += text
    }
}

/// A session fed from a string, as `alsh FILE` would run it.
func runScript(_ script: String, origin: String = "test.al", options: SessionOptions = SessionOptions())
    -> (session: Session, output: CapturingOutput) {
    let output = CapturingOutput()
    let session = Session(options: options, output: output)
    session.run(ScriptLineSource(text: script), origin: origin)
    return (session, output)
}
