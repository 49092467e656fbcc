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

/// The formulas of the constraints a session made, in the order made: its log's
/// `c1: formula` lines without their ids.
func constraintLines(_ session: Session) -> [String] {
    session.log.compactMap { line in
        guard let colon = line.firstIndex(of: ":"), line.hasPrefix("c") else { return nil }
        return String(line[line.index(colon, offsetBy: 2)...])
    }
}
