import AutoLayout

/// Collects a log pasted line by line (`import` with no file) and says when it ends.
/// An empty line ends it, except inside an Apple block, whose own blank lines (before
/// `Will attempt to recover…` and the footer) are part of it: there, two empty lines in a
/// row end it. Ctrl-D (the end of input) always does.
public struct LogPaste: Sendable {
    public private(set) var lines: [String] = []
    private var insideBlock = false
    private var emptyRun = 0

    public init() {}

    public var text: String { lines.joined(separator: "\n") }

    /// Takes one line; returns true when the paste is over (the line is not kept then).
    public mutating func add(_ line: String) -> Bool {
        if line.allSatisfy(\.isWhitespace) {
            emptyRun += 1
            if !insideBlock || emptyRun >= 2 { return true }
            lines.append(line)
            return false
        }
        emptyRun = 0
        if line.includes("Unable to simultaneously satisfy constraints") { insideBlock = true }
        // An `_autolayoutTrace` has a blank line before its `Legend:` block, which ends
        // with the engine host's line; UIKit's own "View has an ambiguous layout" message
        // has one more between its first line and the trace.
        if line.includes("View has an ambiguous layout") || lines.isEmpty && Self.startsTrace(line) {
            insideBlock = true
        }
        if line.includes("layout engine host") { insideBlock = false }
        if Self.footers.contains(where: { line.includes($0) }) { insideBlock = false }
        lines.append(line)
        return false
    }

    /// A trace's first line (the window, or a view traced alone with its mark), as the
    /// dump reader tells a trace from other text.
    private static func startsTrace(_ line: String) -> Bool {
        let form = DebuggerDumpReader.form(of: line)
        return form == .trace || form == .legacyTrace
    }

    /// The last line of Apple's block on iOS and on macOS.
    private static let footers = ["may also be helpful", "LAYOUT_CONSTRAINTS_NOT_SATISFIABLE"]
}
