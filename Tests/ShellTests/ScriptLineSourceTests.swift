import Testing
@testable import Shell

/// The script source cuts lines off as it reads them; it reads what splitting the text at
/// every newline (less an empty line after the final newline) read.
@Suite struct ScriptLineSourceTests {
    private func readAll(_ text: String) -> [String] {
        let source = ScriptLineSource(text: text)
        var lines: [String] = []
        while let line = source.readLine(prompt: "") { lines.append(line) }
        return lines
    }

    private func splitLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == "\r" ? String($0.dropLast()) : String($0) }
    }

    @Test(arguments: ["", "\n", "\n\n", "a", "a\n", "a\n\n", "a\nb", "a\n\nb\n", "a\r\nb\r\n", "a\r", "view a\r\n\r\n"])
    func readsWhatSplittingRead(_ text: String) {
        #expect(readAll(text) == splitLines(text))
    }

    @Test func emptyTextHasNoLines() {
        #expect(readAll("").isEmpty)
        #expect(readAll("\n") == [""])
        #expect(readAll("x\ny\n") == ["x", "y"])
    }
}
