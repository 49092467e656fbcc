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
        // By byte: `"\r\n"` is one Character, so a search for the Character `"\n"` passes
        // over every line end of a Windows file and reads the whole file as one line.
        var line: Substring
        if let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) {
            line = rest[..<end]
            rest = rest[rest.utf8.index(after: end)...]
        } else {
            line = rest
            rest = rest[rest.endIndex...]
        }
        if line.utf8.last == UInt8(ascii: "\r") { line = line[..<line.utf8.index(before: line.endIndex)] }
        return String(line)
    }

    public func remember(_ line: String) {}
}
