import AutoLayout
import Foundation
import Testing

/// The golden transcripts again, through the built program instead of an in-process
/// session: `alsh NAME.al` run in the transcripts folder, stdout and stderr merged as a
/// terminal shows them, must print exactly `NAME.out`. This holds the binary's own
/// plumbing (argument handling, output order, exit status) to the same text.
struct TranscriptBinaryTests {
    @Test(arguments: TranscriptTests.names)
    func transcriptThroughTheBinary(_ name: String) throws {
        let binary = try #require(AlshBinary.path, "alsh binary not built: run `swift build` first")
        let script = try String(contentsOfFile: "\(TranscriptTests.directory)/\(name).al", encoding: .utf8)
        let settings = TranscriptTests.settings(of: script)
        let json = (settings.json ? "--json " : "") + (settings.language.map { "--lang \($0.rawValue) " } ?? "")
        let folder = try TemporaryFolder()
        let merged = folder.file("merged", contents: "")
        let command = "cd \(quoted(TranscriptTests.directory)) && exec \(quoted(binary)) \(json)\(quoted(name + ".al")) 2>&1"
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.url.path
        environment["NO_COLOR"] = "1"
        // The transcript says its language; the locale of whoever runs the tests must not.
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
        let status = try ChildProcess.run("/bin/sh", ["-c", command], environment: environment,
                                          stdout: merged.path)
        let actual = try String(contentsOf: merged, encoding: .utf8) + "[exit \(status)]\n"
        let expected = try String(contentsOfFile: "\(TranscriptTests.directory)/\(name).out", encoding: .utf8)
        #expect(actual == expected, "alsh \(name).al differs from \(name).out:\n\(TranscriptTests.diff(expected, actual))")
    }

    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
