import Foundation
import Testing
@testable import Shell

/// Input that is not a script — load cycles, devices, endless or binary streams — is
/// refused once, clearly, and quickly; `save` keeps what it replaces (mode, symlinks).
@Suite struct InputLimitsTests {
    @Test func aLoadCycleIsFoundAtItsFirstRepeat() throws {
        let folder = try TemporaryFolder()
        // Three loads of itself would fan out to 3^16 loads under a depth limit alone.
        folder.file("self.al", contents: "view a\nload self.al\nload self.al\nload self.al\n")
        folder.file("ping.al", contents: "load pong.al\n")
        folder.file("pong.al", contents: "view b\nload ping.al\n")
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(), output: output)
        #expect(!session.runFile(folder.url.path + "/self.al"))
        let cycles = output.errors.components(separatedBy: "'load' cycle").count - 1
        #expect(cycles == 3)
        #expect(output.errors.contains("self.al → self.al"))
        #expect(session.layout.viewNames == ["a"])

        let again = CapturingOutput()
        let second = Session(options: SessionOptions(), output: again)
        #expect(!second.runFile(folder.url.path + "/ping.al"))
        #expect(again.errors.contains("ping.al → pong.al → ping.al"))
        #expect(again.errors.contains("a script cannot load itself, directly or through another"))
    }

    @Test func theSameFileTwiceInARowIsNoCycle() throws {
        let folder = try TemporaryFolder()
        folder.file("part.al", contents: "view p\nremove view p\n")
        folder.file("main.al", contents: "load part.al\nload part.al\n")
        let session = Session(options: SessionOptions(), output: CapturingOutput())
        #expect(session.runFile(folder.url.path + "/main.al"))
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func devicesAreNotScripts(path: String) {
        let (session, output) = runScript("load \(path)")
        #expect(session.failed)
        #expect(output.errors.contains("'\(path)' is not a regular file (a character device)"))
    }

    @Test func aFIFOIsNotReadEither() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let (session, output) = runScript("load \(fifo)")
        #expect(session.failed)
        #expect(output.errors.contains("is not a regular file (a FIFO)"))
    }

    @Test func binaryAndOverlongLinesStopTheSource() {
        let (session, output) = runScript("view a\nview b\u{0}c\nview d")
        #expect(session.failed)
        #expect(output.errors.contains("line contains a NUL byte (is this a binary file?); stopped reading"))
        #expect(session.layout.viewNames == ["a"])
        let long = "view " + String(repeating: "x", count: Session.maximumLineBytes)
        let (other, errors) = runScript("view a\n\(long)\nview d")
        #expect(other.failed)
        #expect(errors.errors.contains("line is longer than \(Session.maximumLineBytes) bytes"))
        #expect(other.layout.viewNames == ["a"])
    }

    @Test func saveKeepsTheModeAndWritesThroughALink() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.path + "/real.al"
        let link = folder.url.path + "/link.al"
        folder.file("real.al", contents: "# old\n")
        #expect(chmod(target, 0o600) == 0)
        #expect(symlink("real.al", link) == 0)
        let (session, _) = runScript("view a\nsave \(link)")
        #expect(!session.failed)
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let saved = try String(contentsOfFile: target, encoding: .utf8)
        #expect(saved.hasSuffix("\nview a\n") && !saved.contains("# old"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(leftovers == ["link.al", "real.al"])
    }

    @Test func anEmptyNameIsRefused() {
        let (session, output) = runScript("view a\nsave \"\"")
        #expect(session.failed)
        #expect(output.errors.contains("cannot save"))
    }
}

@Suite("alsh binary: endless input")
struct EndlessInputTests {
    /// `alsh - < /dev/zero` once grew past 900 MB in 5 s; now the first line is refused.
    @Test func aStreamOfZerosIsRefusedNotRead() throws {
        let binary = try #require(AlshBinary.path, "alsh binary not built: run `swift build` first")
        let folder = try TemporaryFolder()
        let errors = folder.url.path + "/stderr"
        let status = try ChildProcess.run(binary, ["-"], stdin: "/dev/zero", stderr: errors)
        #expect(status == 1)
        let text = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(text.contains("stopped reading <stdin>"))
    }
}
