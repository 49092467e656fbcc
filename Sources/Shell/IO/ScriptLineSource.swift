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
        return PasteOrder.cutLine(&rest).map(String.init)
    }

    /// The next line, read without being taken: a Swift chain that goes on with `.` on
    /// the next line is one statement (Session+PastedCode.swift).
    public func peekLine() -> String? {
        if let ordered { return next < ordered.lines.count ? ordered.lines[next] : nil }
        var copy = rest
        return PasteOrder.cutLine(&copy).map(String.init)
    }

    public func remember(_ line: String) {}
}
