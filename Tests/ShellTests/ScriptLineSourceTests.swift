import Foundation
import Testing
@testable import Shell

/// The script source cuts lines off as it reads them; it reads what splitting the text's
/// bytes at every newline (less an empty line after the final newline, and a carriage
/// return before a newline) reads.
@Suite struct ScriptLineSourceTests {
    private func readAll(_ text: String) -> [String] {
        let source = ScriptLineSource(text: text)
        var lines: [String] = []
        while let line = source.readLine(prompt: "") { lines.append(line) }
        return lines
    }

    private func splitLines(_ text: String) -> [String] {
        // The UTF-8 bytes, not Characters: `"\r\n"` is one Character, and splitting at the
        // Character `"\n"` would not cut there.
        var lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
    }

    @Test(arguments: ["", "\n", "\n\n", "a", "a\n", "a\n\n", "a\nb", "a\n\nb\n", "a\r\nb\r\n", "a\r", "view a\r\n\r\n"])
    func readsWhatSplittingRead(_ text: String) {
        #expect(readAll(text) == splitLines(text))
    }

    /// A file saved on Windows: every line ends in "\r\n" (once read as one long line).
    @Test func windowsLineEndsEndLines() {
        #expect(readAll("view a\r\nview b\r\n") == ["view a", "view b"])
        #expect(readAll("a\r\n\r\nb") == ["a", "", "b"])
        #expect(readAll("é\r\n漢\r\n") == ["é", "漢"])
        // A carriage return alone is not a line end (old Mac files are not scripts).
        #expect(readAll("a\rb\n") == ["a\rb"])
    }

    @Test func emptyTextHasNoLines() {
        #expect(readAll("").isEmpty)
        #expect(readAll("\n") == [""])
        #expect(readAll("x\ny\n") == ["x", "y"])
    }

    /// The same script saved with Windows line ends runs as it does with Unix ones, from a
    /// file as `alsh FILE` reads it (it once failed on its first line: "invalid view name").
    @Test func windowsScriptFileRunsAsItsUnixTwin() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-crlf-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = "view a b\nH:|-[a]-[b(==a)]-| # equal widths\nV:|-[a(40)]\nb.top = a.top\nb.height = 40\n"
        var outputs: [String] = []
        var documents: [String] = []
        for (name, text) in [("unix.al", script), ("windows.al", script.replacingOccurrences(of: "\n", with: "\r\n"))] {
            let path = directory + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let output = CapturingOutput()
            let session = Session(options: SessionOptions(), output: output)
            #expect(session.runFile(path), "\(output.text)")
            outputs.append(output.text)
            documents.append(session.jsonDocument())
        }
        #expect(outputs[0] == outputs[1])
        #expect(documents[0] == documents[1])
    }
}

/// What a harness is told a line runs: the words `execute` reads, so a line that saves or
/// loads is known before it runs, however it is spelled.
@Suite struct CommandWordsTests {
    @Test func wordsAreTheShellsOwn() {
        #expect(Session.commandWords("save,out.al") == ["save", "out.al"])
        #expect(Session.commandWords("save\tout.al # keep") == ["save", "out.al"])
        #expect(Session.commandWords("load\u{A0}") == ["load"])
        #expect(Session.commandWords("# save x").isEmpty)
        #expect(Session.commandWords("view a, b") == ["view", "a", "b"])
    }
}
