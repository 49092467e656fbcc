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
        let json = script.hasPrefix("# transcript: json") ? "--json " : ""
        let folder = try TemporaryFolder()
        let merged = folder.file("merged", contents: "")
        let command = "cd \(quoted(TranscriptTests.directory)) && exec \(quoted(binary)) \(json)\(quoted(name + ".al")) 2>&1"
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.url.path
        environment["NO_COLOR"] = "1"
        // A transcript's language reaches the program as a person's would: from the locale.
        let locales: [Language: String] = [.en: "C.UTF-8", .ru: "ru_RU.UTF-8", .zh: "zh_CN.UTF-8"]
        environment["LC_ALL"] = locales[TranscriptTests.language(of: script)]
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
