/// The lines of a script held in memory: a file's text, or a transcript in a test.
public final class ScriptLineSource: LineSource {
    /// What is left to read. Lines are cut off it one at a time, not split up front: an
    /// array of every line's slice cost 2 MB for a 60,000-line script, held while it runs.
    private var rest: Substring

    public init(text: String) {
        rest = text[...]
    }

    public func readLine(prompt: String) -> String? {
        // A final newline ends the last line; it does not start an empty one.
        guard !rest.isEmpty else { return nil }
        var line: Substring
        if let end = rest.firstIndex(of: "\n") {
            line = rest[..<end]
            rest = rest[rest.index(after: end)...]
        } else {
            line = rest
            rest = rest[rest.endIndex...]
        }
        if line.last == "\r" { line = line.dropLast() }
        return String(line)
    }

    public func remember(_ line: String) {}
}
