import AutoLayout
import Foundation
import Messages
import Testing
@testable import Shell
import AutoLayout

/// Golden transcripts: `Transcripts/NAME.al` run through a session must print exactly
/// `Transcripts/NAME.out` (stdout and stderr interleaved). A transcript whose first line
/// is `# transcript: json` runs as `alsh --json` and ends with the JSON document; one whose
/// first line names `lang=ru` (or `zh`, `en`) among those words runs as `alsh --lang ru`.
/// `ALSH_BLESS=1 swift test --filter Transcript` rewrites the .out files.
struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts").path

    static let names: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return entries.filter { $0.hasSuffix(".al") }.map { String($0.dropLast(3)) }.sorted()
    }()

    @Test func transcriptsExist() {
        #expect(Self.names.count >= 10)
    }

    @Test(arguments: names)
    func transcript(_ name: String) throws {
        let script = try String(contentsOfFile: "\(Self.directory)/\(name).al", encoding: .utf8)
        let actual = Self.run(script, origin: "\(name).al")
        let expectedPath = "\(Self.directory)/\(name).out"
        if ProcessInfo.processInfo.environment["ALSH_BLESS"] == "1" {
            try actual.write(toFile: expectedPath, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOfFile: expectedPath, encoding: .utf8)) ?? "(missing \(name).out)\n"
        #expect(actual == expected, "\(name).al differs from \(name).out:\n\(Self.diff(expected, actual))")
    }

    static func run(_ script: String, origin: String) -> String {
        let (json, language) = settings(of: script)
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(json: json, language: language ?? .en), output: output)
        session.run(ScriptLineSource(text: script), origin: origin, directory: directory)
        session.reportExpectations()
        var text = output.text
        if json { text += session.jsonDocument() }
        text += "[exit \(session.failed ? 1 : 0)]\n"
        return text
    }

    /// What the first line asks for: `# transcript: json lang=zh`.
    static func settings(of script: String) -> (json: Bool, language: Language?) {
        let words = script.hasPrefix("# transcript:")
            ? script.prefix { $0 != "\n" }.dropFirst("# transcript:".count).split(separator: " ").map(String.init) : []
        let language = words.lazy.compactMap { $0.hasPrefix("lang=") ? Language(rawValue: String($0.dropFirst(5))) : nil }.first
        return (words.contains("json"), language)
    }

    /// Line by line, `-` expected and `+` actual, with the line number of the first change.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            guard a != b else { continue }
            if let a { lines.append("\(index + 1)- \(a)") }
            if let b { lines.append("\(index + 1)+ \(b)") }
            if lines.count > 40 { lines.append("…"); break }
        }
        return lines.joined(separator: "\n")
    }
}
