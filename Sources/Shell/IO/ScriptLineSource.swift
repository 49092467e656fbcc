import AutoLayout

/// The lines of a script held in memory: a file's text, or a transcript in a test.
public final class ScriptLineSource: LineSource {
    /// What is left to read. Lines are cut off it one at a time, not split up front: an
    /// array of every line's slice cost 2 MB for a 60,000-line script, held while it runs.
    private var rest: Substring
    /// A file of pasted code whose methods run in another order than written
    /// (`PasteOrder`): its lines in the order read, with their numbers in the file.
    private var ordered: PasteOrder?
    private var next = 0
    public private(set) var lastLineNumber: Int?

    public init(text: String) {
        rest = text[...]
    }

    /// A file as `load` reads it: pasted code in the order its methods are called.
    public init(file text: String) {
        ordered = PasteOrder.plan(text)
        rest = ordered == nil ? text[...] : ""
    }

    /// The methods read before others written above them.
    public var moves: [PasteOrder.Move] { ordered?.moves ?? [] }

    public func readLine(prompt: String) -> String? {
        if let ordered {
            guard next < ordered.lines.count else { return nil }
            defer { next += 1 }
            lastLineNumber = ordered.numbers[next]
            return ordered.lines[next]
        }
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
