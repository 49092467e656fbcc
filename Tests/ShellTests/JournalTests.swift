import Foundation
import AutoLayout
import Testing
@testable import Shell

/// The session journal (SPEC §12): its line format, what a crash leaves of it, and that
/// restoring it gives the same layout, ids, undo and redo as the session that wrote it.
struct JournalTests {
    // MARK: format

    @Test func everyRecordReadsBackAsItself() {
        let records: [JournalRecord] = [
            .step(command: 1, line: "view a b"),
            .step(command: 12, line: "top: V:|-[a(>=50@750)]-(8)-[b]  # not a note"),
            .step(command: 3, line: "step 4 undo command"),
            .reset(command: 7),
            .undo(whole: true), .undo(whole: false), .redo(whole: true), .redo(whole: false), .end,
        ]
        for record in records {
            let line = try! #require(record.encoded)
            #expect(JournalRecord(decoding: line[...]) == record, "\(line)")
        }
    }

    @Test func aLineWithANewlineIsNeverWritten() {
        #expect(JournalRecord.step(command: 1, line: "view a\nview b").encoded == nil)
        #expect(JournalRecord.step(command: 1, line: "view a\0").encoded == nil)
    }

    @Test func notesAndUnknownLinesAreSkipped() {
        #expect(JournalRecord(decoding: "# resumed"[...]) == nil)
        #expect(JournalRecord(decoding: "step x view a"[...]) == nil)
        #expect(JournalRecord(decoding: "undo twice"[...]) == nil)
        #expect(JournalRecord(decoding: ""[...]) == nil)
    }

    @Test func aLastLineCutShortIsLeftOut() {
        let text = "# alsh journal 1: started X\nstep 1 view a\nstep 2 a.width = 1"
        let contents = JournalContents(text: text)
        #expect(contents.records == [.step(command: 1, line: "view a")])
        #expect(!contents.closed)
        #expect(contents.started == "# alsh journal 1: started X")
    }

    @Test func endClosesAndALaterStepReopens() {
        let closed = JournalContents(text: "# h\nstep 1 view a\nend\n")
        #expect(closed.closed)
        #expect(closed.changes == [.step(command: 1, line: "view a")])
        let resumedThenKilled = JournalContents(text: "# h\nstep 1 view a\nend\n# resumed\nstep 2 view b\n")
        #expect(!resumedThenKilled.closed)
        #expect(resumedThenKilled.stepCount == 2)
    }

    @Test func notedHoldsUntilTheNextRecord() {
        #expect(JournalContents(text: "# h\nstep 1 view a\n# noted\n").noted)
        #expect(!JournalContents(text: "# h\nstep 1 view a\n# noted\n# resumed\nstep 2 view b\n").noted)
    }

    // MARK: writing and restoring

    /// Runs `lines` as typed into a journalled session; returns the session and its journal.
    private func journalled(_ lines: String, folder: TemporaryFolder) throws -> (Session, JournalContents) {
        let session = Session(options: SessionOptions(interactive: true), output: CapturingOutput())
        let writer = try #require(JournalWriter.create(in: folder.url.path))
        session.attachJournal(writer)
        session.run(ScriptLineSource(text: lines), origin: "<keyboard>")
        let text = try String(contentsOfFile: writer.path, encoding: .utf8)
        return (session, JournalContents(text: text))
    }

    private func restored(_ contents: JournalContents) -> (Session, Int) {
        let session = Session(options: SessionOptions(interactive: true), output: CapturingOutput())
        let done = session.restore(contents)
        return (session, done)
    }

    /// Everything `undo`, `redo` and `save` read, as text to compare.
    private func state(_ session: Session) -> [String] {
        [session.jsonDocument(), session.log.joined(separator: "\n"),
         session.undoSteps.map { "\($0.command) \($0.kind)" }.joined(separator: "\n"),
         session.redoSteps.map { "\($0.command) \($0.kind)" }.joined(separator: "\n")]
    }

    @Test func restoringGivesTheSameLayoutIdsAndUndoHistory() throws {
        let folder = try TemporaryFolder()
        let (live, contents) = try journalled("""
            view a b
            H:|-[a(100)]-[b]-|
            frames
            a.height = 30
            b.height = 40 @750
            undo
            V:|-[a]
            reset
            undo
            undo
            redo
            constant c5 35
            """, folder: folder)
        #expect(contents.records.count == 11, "\(contents.records)")
        let (copy, done) = restored(contents)
        #expect(done == contents.changes.count)
        #expect(state(copy) == state(live))
        // And they go on alike: undo everything, then redo twice.
        for _ in 0..<4 {
            try live.undo()
            try copy.undo()
            #expect(state(copy) == state(live))
        }
        try live.redo(); try copy.redo()
        try live.redo(); try copy.redo()
        #expect(state(copy) == state(live))
    }

    /// Layout passes that chase their own frames (`GuideFixedPointTests`) settle at the same
    /// fixed point when `--resume` restores the session, undone and redone lines included.
    @Test func aChasingStackResumesAtItsFixedPoint() throws {
        let folder = try TemporaryFolder()
        let lines = GuideFixedPointTests.halving + ["margins s 1 1 1 1", "q.width = 30", "undo", "undo", "redo"]
        let (live, contents) = try journalled(lines.joined(separator: "\n"), folder: folder)
        let (copy, _) = restored(contents)
        #expect(state(copy) == state(live))
        #expect(live.layout.frame(of: "s") == Rect(x: -22, y: 100, width: 44, height: 22))
        try live.redo(); try copy.redo()
        #expect(state(copy) == state(live))
        #expect(copy.layout.frame(of: "s") == Rect(x: -32, y: 100, width: 64, height: 22))
    }

    @Test func aFailingLineIsNotJournalled() throws {
        let folder = try TemporaryFolder()
        let (_, contents) = try journalled("""
            view a
            a.widht = 10
            nosuchcommand
            undo
            undo
            redo
            """, folder: folder)
        // The second undo had nothing to take back: it failed and is not there either.
        #expect(contents.records == [.step(command: 1, line: "view a"), .undo(whole: true), .redo(whole: true)])
    }

    @Test func aLoadIsJournalledAsWhatItReadAndUndoneWhole() throws {
        let folder = try TemporaryFolder()
        let script = folder.file("part.al", contents: "view x y\nx.width = 50\n# a comment\ny.width = x.width\n")
        let (live, contents) = try journalled("""
            view a
            load \(script.path)
            a.width = 10
            """, folder: folder)
        // The file changes after: the journal still has what the load read.
        folder.file("part.al", contents: "view other\n")
        #expect(contents.records == [
            .step(command: 1, line: "view a"),
            .step(command: 2, line: "view x y"), .step(command: 2, line: "x.width = 50"),
            .step(command: 2, line: "y.width = x.width"),
            .step(command: 3, line: "a.width = 10"),
        ])
        let (copy, _) = restored(contents)
        #expect(state(copy) == state(live))
        try copy.undo()
        try copy.undo()
        // One undo took the whole load back: only 'view a' is left.
        #expect(copy.log == ["view a"])
    }

    @Test func anUndoInsideALoadedScriptTakesOneLineAlsoWhenRestored() throws {
        let folder = try TemporaryFolder()
        let script = folder.file("undoing.al", contents: "view x\nview y\nundo\nview z\n")
        let (live, contents) = try journalled("view a\nload \(script.path)\n", folder: folder)
        #expect(contents.records.contains(.undo(whole: false)))
        let (copy, _) = restored(contents)
        #expect(state(copy) == state(live))
        #expect(copy.log == ["view a", "view x", "view z"])
    }

    @Test func aJournalThatNoLongerRunsStopsAtTheFirstBadRecord() {
        let contents = JournalContents(text: "# h\nstep 1 view a\nstep 2 b.width = 10\nstep 3 view c\n")
        let (copy, done) = restored(contents)
        #expect(done == 1)
        #expect(copy.log == ["view a"])
    }

    // MARK: the folder

    @Test func aLiveJournalIsNeitherListedNorResumed() throws {
        let folder = try TemporaryFolder()
        let store = JournalFolder(path: folder.url.path)
        var path = ""
        do {
            let live = try #require(JournalWriter.create(in: folder.url.path))
            live.append(.step(command: 1, line: "view a"))
            path = live.path
            #expect(store.entries().isEmpty)
            #expect(store.toResume() == nil)
        }
        // Its process gone (here: its descriptor closed without 'end'), it ended abnormally.
        #expect(store.entries().map(\.path) == [path])
        #expect(store.toResume()?.abnormal == true)
        let dead = try #require(JournalWriter.reopen(path))
        #expect(store.entries().isEmpty, "held again by the writer that resumed it")
        withExtendedLifetime(dead) {}
    }

    @Test func anAbnormalEndIsNotedOnceAndResumedBeforeANewerCleanOne() throws {
        let folder = try TemporaryFolder()
        let store = JournalFolder(path: folder.url.path)
        folder.file("journal-20260101T000000Z-1.txt", contents: "# alsh journal 1: started A, pid 1\nstep 1 view a\n")
        folder.file("journal-20260102T000000Z-2.txt", contents: "# alsh journal 1: started B, pid 2\nstep 1 view b\nend\n")
        let older = folder.url.appendingPathComponent("journal-20260101T000000Z-1.txt").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: older)
        let crashed = try #require(store.unnotedAbnormalEnd())
        #expect(crashed.path == older)
        #expect(store.toResume()?.path == older)
        store.markNoted(crashed)
        #expect(store.unnotedAbnormalEnd() == nil)
        #expect(store.toResume()?.path == older, "noted is still resumable")
    }

    @Test func anEmptyAbnormalJournalIsPassedOver() throws {
        let folder = try TemporaryFolder()
        let store = JournalFolder(path: folder.url.path)
        let useful = folder.file("journal-20260101T000000Z-1.txt", contents: "# h\nstep 1 view a\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: useful.path)
        folder.file("journal-20260102T000000Z-2.txt", contents: "# h\n")
        #expect(store.toResume()?.path == useful.path)
        #expect(store.unnotedAbnormalEnd()?.path == useful.path)
    }

    @Test func trimmingKeepsTheNewestJournals() throws {
        let folder = try TemporaryFolder()
        let store = JournalFolder(path: folder.url.path)
        for index in 0..<(JournalFolder.kept + 3) {
            let name = "journal-2026010\(index % 10)T0000\(10 + index)Z-\(index).txt"
            let file = folder.file(name, contents: "# h\nstep 1 view v\(index)\nend\n")
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000 + index))],
                                                  ofItemAtPath: file.path)
        }
        folder.file("history", contents: "view a\n")
        store.trim(sparing: nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.filter(JournalFolder.isJournalName).count == JournalFolder.kept)
        #expect(names.contains("history"))
        #expect(!names.contains { $0.hasSuffix("-0.txt") }, "the oldest went first")
    }
}
