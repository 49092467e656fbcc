import AutoLayout
import Foundation
import Messages
import Testing
@testable import Shell

/// Loads that fan out through distinct files (no cycle, no deep nest) are stopped at a
/// bound on all the lines one `load` runs, and on all the files it opens, said once,
/// naming the file and the bound.
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

    @Test func aFanOutIsStoppedOnceAtTheFileBound() throws {
        // 10 + 100 + 1,000 files below g0.al, one line each at the leaves.
        let folder = try fanOut(levels: 3, fanOut: 10, leaf: "# nothing")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        session.loadFileLimit = 50
        #expect(!session.runFile(folder + "/g0.al"))
        let stops = output.errors.components(separatedBy: "stopped loading").count - 1
        #expect(stops == 1, "\(output.errors)")
        #expect(output.errors.contains("stopped loading '\(folder)/g0.al': with the files it loads it opens more than 50 files"),
                "\(output.errors)")
        #expect(session.loadedFiles == 51)
        // Opened: g1, then five g2 (the first four with their ten leaves, the fifth with
        // four), 50 in all. Read: g0's first line, five of g1's, 45 of the g2s' and the 44
        // leaves; nothing after the 51st open.
        #expect(session.loadedLines == 1 + 5 + 45 + 44)
        let leaf = folder + "/g3.al"
        try "view a\n".write(toFile: leaf, atomically: true, encoding: .utf8)
        session.run(ScriptLineSource(text: "load \(leaf)"), origin: "<stdin>")
        #expect(session.layout.hasView("a"))
    }

    @Test func importsUnderALoadCountAsFilesOpened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-fan-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "view a\n".write(toFile: folder + "/a.al", atomically: true, encoding: .utf8)
        try String(repeating: "import empty.log\n", count: 20).write(toFile: folder + "/many.al", atomically: true, encoding: .utf8)
        try "\n".write(toFile: folder + "/empty.log", atomically: true, encoding: .utf8)
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        session.loadFileLimit = 12
        _ = session.runFile(folder + "/many.al")
        #expect(output.errors.contains("opens more than 12 files"), "\(output.errors)")
        #expect(session.loadedFiles == 13)
        #expect(session.loadedLines == 13)
        // At the keyboard an import is no load's: nothing is counted or stopped.
        session.run(ScriptLineSource(text: "import \(folder)/empty.log\nload \(folder)/a.al"), origin: "<stdin>")
        #expect(session.layout.hasView("a"))
    }

    @Test func theDefaultFileBoundIsTenThousandAndSaidSoInEveryLanguage() {
        #expect(Session(options: SessionOptions(), output: CapturingOutput()).loadFileLimit == 10_000)
        #expect(Message(.loadTooManyFiles, "g0.al", "10000").text(in: .en).contains("more than 10000 files"))
        #expect(Message(.loadTooManyFiles, "g0.al", "10000").text(in: .ru).contains("больше 10000 файлов"))
        #expect(Message(.loadTooManyFiles, "g0.al", "10000").text(in: .zh).contains("超过 10000 个文件"))
    }
}
