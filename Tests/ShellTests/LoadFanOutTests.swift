import AutoLayout
import Foundation
import Messages
import Testing
@testable import Shell

/// Loads that fan out through distinct files (no cycle, no deep nest) are stopped at a
/// bound on all the lines one `load` runs, said once, naming the file and the bound.
@Suite struct LoadFanOutTests {
    /// g0.al … g(levels-1).al each load the next `fanOut` times; the last holds `leaf`.
    private func fanOut(levels: Int, fanOut: Int, leaf: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-fan-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for level in 0..<levels {
            let text = String(repeating: "load g\(level + 1).al\n", count: fanOut)
            try text.write(toFile: folder + "/g\(level).al", atomically: true, encoding: .utf8)
        }
        try (leaf + "\n").write(toFile: folder + "/g\(levels).al", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aFanOutIsStoppedOnceAtTheBound() throws {
        let folder = try fanOut(levels: 4, fanOut: 10, leaf: "# nothing")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        session.loadLineLimit = 1000
        // 10 + 100 + 1,000 + 10,000 load lines and 10,000 leaves: 21,110 in all.
        #expect(!session.runFile(folder + "/g0.al"))
        let stops = output.errors.components(separatedBy: "stopped loading").count - 1
        #expect(stops == 1, "\(output.errors)")
        #expect(output.errors.contains("stopped loading '\(folder)/g0.al': with the files it loads it runs more than 1000 lines"),
                "\(output.errors)")
        #expect(session.loadedLines == 1001)
        // The next load starts a count of its own.
        let leaf = folder + "/g4.al"
        try "view a\n".write(toFile: leaf, atomically: true, encoding: .utf8)
        session.run(ScriptLineSource(text: "load \(leaf)"), origin: "<stdin>")
        #expect(session.layout.hasView("a"))
    }

    @Test func theDefaultBoundIsTenMillionAndSaidSo() {
        #expect(Session(options: SessionOptions(), output: CapturingOutput()).loadLineLimit == 10_000_000)
        #expect(Message(.loadTooManyLines, "g0.al", "10000000").text(in: .en).contains("more than 10000000 lines"))
    }

    @Test func aLoadUnderTheBoundRunsWhole() throws {
        let folder = try fanOut(levels: 2, fanOut: 10, leaf: "view z")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        session.loadLineLimit = 120   // 10 + 100 loads and 100 leaves: 210 lines
        _ = session.runFile(folder + "/g0.al")
        #expect(output.errors.contains("more than 120 lines"))
        let again = Session(options: SessionOptions(), output: CapturingOutput())
        again.loadLineLimit = 210
        _ = again.runFile(folder + "/g0.al")
        #expect(again.layout.hasView("z"))
        #expect(again.loadedLines == 210)
    }
}
