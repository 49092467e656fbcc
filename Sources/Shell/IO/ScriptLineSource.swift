/// The lines of a script held in memory: a file's text, or a transcript in a test.
public final class ScriptLineSource: LineSource {
    private var lines: [Substring]
    private var next = 0

    public init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A final newline ends the last line; it does not start an empty one.
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
    }

    public func readLine(prompt: String) -> String? {
        guard next < lines.count else { return nil }
        defer { next += 1 }
        var line = lines[next]
        if line.last == "\r" { line = line.dropLast() }
        return String(line)
    }

    public func remember(_ line: String) {}
}
