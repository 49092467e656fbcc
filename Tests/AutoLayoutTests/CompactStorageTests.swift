import Testing
@testable import AutoLayout
import Cassowary
import LayoutTestSupport

/// The dense forms the model keeps (SharedTailList, Noted, boxed ConstraintRecord fields,
/// derived non-negative texts) read and write exactly as the plain values they replaced.
@Suite struct CompactStorageTests {
    @Test func sharedTailCopiesKeepTheirPrefix() {
        var list = SharedTailList<String>()
        list.append("a")
        list.append("b")
        let snapshot = list
        list.append("c")
        #expect(snapshot.elements == ["a", "b"])
        #expect(list.elements == ["a", "b", "c"])

        // Appending behind the buffer's end (an undone copy growing again) copies.
        var behind = snapshot
        behind.append("x")
        #expect(behind.elements == ["a", "b", "x"])
        #expect(list.elements == ["a", "b", "c"])
        #expect(snapshot.elements == ["a", "b"])

        var removed = list
        removed.removeAll { $0 == "b" }
        #expect(removed.elements == ["a", "c"])
        #expect(list.elements == ["a", "b", "c"])
        removed.append("d")
        #expect(removed.elements == ["a", "c", "d"])
        #expect(list.count == 3 && removed.count == 3)
    }

    @Test func sharedTailMatchesAnArrayOverRandomEdits() {
        var random = SeededRandom(state: 7)
        var lists: [(SharedTailList<Int>, [Int])] = [(SharedTailList(), [])]
        for step in 0..<400 {
            let pick = Int(random.next() % UInt64(lists.count))
            var (list, array) = lists[pick]
            switch random.next() % 4 {
            case 0, 1:
                list.append(step)
                array.append(step)
            case 2:
                let doomed = array.isEmpty ? -1 : array[Int(random.next() % UInt64(array.count))]
                list.removeAll { $0 == doomed }
                array.removeAll { $0 == doomed }
            default:
                break
            }
            lists.append((list, array))
            for (kept, expected) in lists { #expect(kept.elements == expected) }
        }
    }

    @Test func notedBoxesOnlyWhatWasThere() {
        let absent = Noted<Int>.absent
        let was = Noted<Int>.was(4)
        #expect(absent.value == nil)
        #expect(was.value == 4)
        #expect(MemoryLayout<Noted<ConstraintRecord>>.size <= 8)
    }

    @Test func recordCopiesAreIndependent() {
        let layout = makeLayout(["view a", "a.width == 10"])
        guard var copy = layout.records["c1"] else {
            Issue.record("no c1")
            return
        }
        let original = copy
        copy.conflict = ["c9"]
        copy.ref = "0x1"
        copy.fixedText = "text"
        copy.isActive = false
        #expect(original.conflict.isEmpty && original.ref == nil && original.isActive)
        #expect(original.fixedText.isEmpty)
        #expect(copy.conflict == ["c9"] && copy.ref == "0x1" && copy.fixedText == "text" && !copy.isActive)
        copy.conflict = []
        copy.ref = nil
        copy.fixedText = ""
        #expect(copy.conflict.isEmpty && copy.ref == nil && copy.fixedText.isEmpty)
        #expect(layout.records["c1"]?.isActive == true)
    }

    @Test func nonNegativeSizesDeriveTheirTextAndViews() {
        let layout = makeLayout(["view box"])
        let width = layout.records["nonNegative:box.width"]
        let height = layout.records["nonNegative:box.height"]
        #expect(width?.text == "box.width >= 0")
        #expect(height?.text == "box.height >= 0")
        #expect(width?.views == ["box"])
        #expect(height?.fixedViews == ["box"])
    }

    @Test func undoKeepsRootSubviewsInOrder() throws {
        let layout = makeLayout(["view a b"])
        layout.beginRecording()
        try layout.declareView("c", in: Layout.rootName, frame: nil)
        let edit = try #require(layout.endRecording())
        #expect(layout.subviews(of: Layout.rootName) == ["a", "b", "c"])
        let redo = try #require(layout.undo(edit))
        #expect(layout.subviews(of: Layout.rootName) == ["a", "b"])
        layout.undo(redo)
        #expect(layout.subviews(of: Layout.rootName) == ["a", "b", "c"])

        // Growing again after an undo writes behind the shared buffer's end.
        let second = makeLayout(["view a b"])
        second.beginRecording()
        try second.declareView("c", in: Layout.rootName, frame: nil)
        let added = try #require(second.endRecording())
        second.undo(added)
        try second.declareView("d", in: Layout.rootName, frame: nil)
        #expect(second.subviews(of: Layout.rootName) == ["a", "b", "d"])
    }
}
