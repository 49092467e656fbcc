import Foundation
import Testing
@testable import Shell

/// Paths as Xcode projects name them (`My App/Base.lproj/Main.storyboard`): quoted or with
/// their blanks escaped, taken by import, load, save and export, and Tab-completed.
struct PathWordTests {
    @Test func wordsMayBeQuotedOrEscaped() {
        let words = Words.split(#"load "My App/x.al", My\ App/y\,z.al "a \"q\" \\b" plain"#)
        #expect(words.map(\.path) == ["load", "My App/x.al", "My App/y,z.al", #"a "q" \b"#, "plain"])
        // A name keeps its quotes, so `view "a"` is refused as before.
        #expect(words[1].text == #""My App/x.al""#)
        // Ranges cover the quotes and backslashes, for carets.
        #expect(words[1].range == 5..<18)
        #expect(words[2].range == 20..<35)
        // An open quote runs to the end; a comment's '#' inside quotes is part of the path.
        #expect(Words.split(#"load "My Ap"#).map(\.path) == ["load", "My Ap"])
        #expect(Words.stripComment(#"load "Sketch #2/x.al" # the sketch"#) == #"load "Sketch #2/x.al" "#)
        #expect(Words.escaped("My App/a,b.al") == #"My\ App/a\,b.al"#)
        #expect(Words.split(Words.escaped("My App/a,b.al")).map(\.path) == ["My App/a,b.al"])
    }

    /// A folder with a space holding a script, a storyboard and the files written there.
    static func folder() throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-paths-\(UUID().uuidString)")
        let app = base.appendingPathComponent("My App/Base.lproj")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "view loaded\n".write(to: app.appendingPathComponent("part.al"), atomically: true, encoding: .utf8)
        let storyboard = URL(fileURLWithPath: IBImportTests.include).appendingPathComponent("stacks.storyboard")
        try FileManager.default.copyItem(at: storyboard, to: app.appendingPathComponent("Main.storyboard"))
        return base.path
    }

    /// An ASCII line is cut by its bytes, any other by Characters: a column is a Character
    /// either way ("\r\n" is one).
    @Test func wordsKeepCharacterColumns() {
        let plain = Words.split("view a,b\tc  d")
        #expect(plain.map(\.text) == ["view", "a", "b", "c", "d"])
        #expect(plain.map(\.range) == [0..<4, 5..<6, 7..<8, 9..<10, 12..<13])
        let wide = Words.split("view 按钮,b\tc  d")
        #expect(wide.map(\.text) == ["view", "按钮", "b", "c", "d"])
        #expect(wide.map(\.range) == [0..<4, 5..<7, 8..<9, 10..<11, 13..<14])
        let crlf = Words.split("view a\r\n b")
        #expect(crlf.map(\.text) == ["view", "a\r\n", "b"])
        #expect(crlf.map(\.range) == [0..<4, 5..<7, 8..<9])
    }

    @Test func importLoadSaveAndExportTakeQuotedAndEscapedPaths() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let escapedBase = Words.escaped(base)
        let quoted = "\"\(base)/My App/Base.lproj"
        let escaped = "\(escapedBase)/My\\ App/Base.lproj"
        let (session, output) = runScript("""
        load \(quoted)/part.al"
        import \(escaped)/Main.storyboard scene Margins
        save \(quoted)/saved.al"
        export swift \(escaped)/Layout.swift
        export svg \(quoted)/layout.svg"
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        #expect(session.layout.viewNames.contains("loaded"))
        #expect(session.layout.stackNames == ["row"])
        let folder = "\(base)/My App/Base.lproj"
        for file in ["saved.al", "Layout.swift", "layout.svg"] {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(file)"), "\(file)")
        }
        // The saved session loads back, by either spelling.
        let again = runScript("load \(escaped)/saved.al")
        #expect(again.output.errors.isEmpty, "\(again.output.errors)")
        #expect(again.session.layout.stackNames == ["row"])
    }

    @Test func tabCompletesPathsWithBlanks() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let session = runScript("").session
        func complete(_ line: String) -> [String] { session.completions(line: line, cursor: line.count) }
        let escapedBase = Words.escaped(base)
        #expect(complete("load \(escapedBase)/My") == ["\(escapedBase)/My\\ App/"])
        #expect(complete("load \(escapedBase)/My\\ App/Base.lproj/pa") == ["\(escapedBase)/My\\ App/Base.lproj/part.al"])
        #expect(complete("import \"\(base)/My A") == ["\"\(base)/My App/"])
        #expect(complete("import \"\(base)/My App/Base.lproj/Ma") == ["\"\(base)/My App/Base.lproj/Main.storyboard\""])
        // What Tab completes is the word as typed: an escaped blank does not end it.
        #expect(Session.completionWord(before: "load My\\ Ap") == "My\\ Ap")
        #expect(Session.completionWord(before: "load \"My Ap") == "\"My Ap")
        #expect(Session.completionWord(before: "load ") == "")
    }
}
