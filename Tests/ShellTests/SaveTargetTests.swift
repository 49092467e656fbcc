import Foundation
import Testing
@testable import Shell

/// `save` and `export` write only regular files (or through a symlink to one): a FIFO, a
/// device or a socket at the target is named and left as it was, as `load` refuses them.
struct SaveTargetTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("alsh-save-target-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test(arguments: ["save {}", "export swift {}", "export vfl {}", "export svg {}"])
    func aFIFOIsRefusedAndKept(command: String) throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/f"
        #expect(mkfifo(fifo, 0o600) == 0)
        let line = command.replacingOccurrences(of: "{}", with: fifo)
        let (session, output) = runScript("view a\n\(line)")
        #expect(session.failed)
        #expect(output.errors.contains("cannot save '\(fifo)': it is not a regular file (a FIFO); nothing was written"),
                "\(output.errors)")
        #expect(!output.text.contains("saved") && !output.text.contains("wrote"), "\(output.text)")
        #expect(kind(fifo) == S_IFIFO)
        // No temporary file is left beside it either.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["f"])
    }

    @Test func aSymlinkToAFIFOIsRefusedAndTheLinkKept() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/f", link = directory + "/link.al"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(symlink(fifo, link) == 0)
        let (session, output) = runScript("view a\nsave \(link)")
        #expect(session.failed)
        #expect(output.errors.contains("it is not a regular file (a FIFO)"), "\(output.errors)")
        #expect(kind(link) == S_IFLNK && kind(fifo) == S_IFIFO)
    }

    @Test func aCharacterDeviceIsRefused() throws {
        // /dev/null as root would be replaced by a plain file; as anyone, it is refused.
        let (session, output) = runScript("view a\nsave /dev/null")
        #expect(session.failed)
        #expect(output.errors.contains("cannot save '/dev/null': it is not a regular file (a character device)"),
                "\(output.errors)")
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test func aSymlinkToARegularFileIsWrittenThrough() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/real.al", link = directory + "/link.al"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("old\n".utf8)))
        #expect(symlink(file, link) == 0)
        let (session, output) = runScript("view a\nsave \(link)")
        #expect(!session.failed, "\(output.errors)")
        #expect(kind(link) == S_IFLNK)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("view a"))
    }

    @Test func theRefusalIsTranslated() throws {
        let (_, output) = runScript("save /dev/null", options: SessionOptions(language: .ru))
        #expect(output.errors.contains("не удаётся сохранить '/dev/null': это не обычный файл (символьное устройство)"),
                "\(output.errors)")
    }
}
