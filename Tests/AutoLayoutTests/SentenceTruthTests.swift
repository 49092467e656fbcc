import Testing
@testable import AutoLayout
@testable import Cassowary
import LayoutTestSupport

/// SPEC §12: a sentence in a report is true. "removing X would let Y hold" is said only for
/// the X it holds for, checked here against really removing X from a copy of the layout.
@Suite struct SentenceTruthTests {
    /// The reproducer: c5 repeats c2, so c2 is in the minimal set and yet taking it
    /// out alone leaves c6 broken.
    static let reproducer = ["view a b", "H:|-[a(100)]-[b]-|", "a.width = 100", "b.width = 300"]

    /// Checks every claim of `id`'s remedy by removing the constraints from a fresh copy
    /// (ids the layout made itself, `root:…` and `nonNegative:…`, cannot be removed that way).
    private func expectTrue(_ remedy: ConflictRemedy, lines: [String],
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        func stillBroken(removing ids: [String]) throws -> Bool {
            let copy = makeLayout(lines, sourceLocation: sourceLocation)
            for id in ids { try copy.remove(id) }
            return copy.analyze().conflicts.contains { $0.id == remedy.broken }
        }
        let removable = { (id: String) in !id.contains(":") }
        for id in remedy.anyOne where removable(id) {
            #expect(try !stillBroken(removing: [id]), "removing \(id) should free \(remedy.broken)",
                    sourceLocation: sourceLocation)
        }
        for id in remedy.notAfterLayoutPass where removable(id) {
            #expect(try stillBroken(removing: [id]), "removing \(id) should leave \(remedy.broken) broken",
                    sourceLocation: sourceLocation)
        }
        for entry in remedy.notAlone where removable(entry.member) {
            #expect(try stillBroken(removing: [entry.member]), "removing \(entry.member) alone should not free it",
                    sourceLocation: sourceLocation)
            guard !entry.duplicates.isEmpty, (entry.duplicates + [entry.member]).allSatisfy(removable) else { continue }
            #expect(try stillBroken(removing: [entry.member] + entry.duplicates) == !entry.togetherSuffices,
                    sourceLocation: sourceLocation)
        }
    }

    @Test func theReproducerNamesOnlyTheRemovalsThatWork() throws {
        let layout = makeLayout(Self.reproducer)
        let conflict = try #require(layout.analyze().conflicts.first)
        #expect(conflict.id == "c6")
        #expect(conflict.conflictingWith == ["root:width", "c1", "c2", "c3", "c4"])
        let remedy = try #require(layout.conflictRemedy("c6"))
        #expect(remedy.checked)
        #expect(remedy.anyOne == ["root:width", "c1", "c3", "c4"])
        #expect(remedy.notAlone == [.init(member: "c2", duplicates: ["c5"], togetherSuffices: true)])
        try expectTrue(remedy, lines: Self.reproducer)
        let sentences = ConflictMessages.removals(remedy, setSize: conflict.conflictingWith.count).map { $0.text(in: .en) }
        #expect(sentences == [
            "removing any one of root:width, c1, c3, c4 would let c6 hold",
            "removing c2 alone would not let c6 hold: c5 says the same; removing c2 and c5 would",
        ])
    }

    /// Removing c2 would free c4 in the solver as it stands, but c3, broken by c2 and older
    /// than c4, is tried again first and takes the room back: that removal is not claimed.
    @Test func aRemovalThatBringsBackAnOlderBrokenOneIsNotClaimed() throws {
        let lines = ["view a", "a.top = root.top", "a.height = 51", "a.height = 29", "a.bottom = root.bottom - 8"]
        let layout = makeLayout(lines)
        #expect(layout.analyze().conflicts.map(\.id) == ["c3", "c4"])
        let remedy = try #require(layout.conflictRemedy("c4"))
        #expect(remedy.checked)
        #expect(!remedy.anyOne.contains("c2"))
        #expect(remedy.anyOne.contains("c1"))
        try expectTrue(remedy, lines: lines)
        let copy = makeLayout(lines)
        try copy.remove("c2")
        #expect(copy.analyze().conflicts.map(\.id) == ["c4"], "c3 comes back and c4 stays broken")
    }

    @Test func tryingLeavesTheLayoutAsItWas() throws {
        let layout = makeLayout(Self.reproducer)
        let before = layout.analyze()
        _ = layout.conflictRemedy("c6")
        let after = layout.analyze()
        #expect(after.frames == before.frames)
        #expect(after.conflicts.map(\.conflictingWith) == before.conflicts.map(\.conflictingWith))
        #expect(layout.constraints.map(\.id) == makeLayout(Self.reproducer).constraints.map(\.id))
    }

    /// p sits above the safe area (y 10 of 20), so its top margin is 8 plus 10 of inset.
    /// At that inset, removing c1 lets c7 hold with p at y 282, inside c5. But there p's
    /// inset is 0, the layout pass makes c7 ask for y 292, c5 refuses it, and p goes back
    /// to c6's 200: c7 stays broken. The solver's probe alone claimed all three.
    static let safeAreaFollowsTheFrame = [
        "view p q", "q.top = root.top", "q.height = 10", "p.top = q.bottom", "p.height = 100",
        "p.bottom <= root.top + 390", "p.top = root.top + 200 @500", "p.topMargin = root.top + 300",
    ]

    @Test func aRemovalIsClaimedOnlyAsTheLayoutPassLeavesIt() throws {
        let lines = Self.safeAreaFollowsTheFrame
        let layout = makeLayout(lines)
        let conflict = try #require(layout.analyze().conflicts.first)
        #expect(conflict.id == "c7")
        #expect(conflict.conflictingWith == ["c1", "c2", "c3"])
        let remedy = try #require(layout.conflictRemedy("c7"))
        #expect(remedy.checked)
        #expect(remedy.anyOne.isEmpty)
        #expect(remedy.notAfterLayoutPass == ["c1", "c2", "c3"])
        // The trials did not make sets minimal; the layout names them again after.
        #expect(layout.solver.explainsConflicts)
        #expect(layout.analyze().conflicts.first?.conflictingWith == ["c1", "c2", "c3"])
        try expectTrue(remedy, lines: lines)
        #expect(ConflictMessages.removals(remedy, setSize: 3).map { $0.text(in: .en) }.first
                == "removing c1 alone would not let c7 hold: once the layout pass has measured margins and safe areas again from the frames that move, c7 is still broken")
        // After the real removal, the new set's claims are tried the same way, and hold.
        let copy = makeLayout(lines)
        try copy.remove("c1")
        let after = try #require(copy.conflictRemedy("c7"))
        #expect(after.anyOne == ["c4", "c5"])
        for id in after.anyOne {
            let tried = makeLayout(lines)
            try tried.remove("c1")
            try tried.remove(id)
            #expect(!tried.analyze().conflicts.contains { $0.id == "c7" }, "removing c1 and \(id) frees c7")
        }
    }

    /// A trial runs on the layout itself and puts it back: every stored value, the
    /// solver's tableau and change marks included, is as it was, so the next report and
    /// the next change see nothing of it (c4 frees c7, c1 does not: both paths are run).
    @Test func tryingWithTheLayoutPassLeavesEveryBitAsItWas() throws {
        let layout = makeLayout(Self.safeAreaFollowsTheFrame)
        func expectKept(_ trial: () -> Bool, _ expected: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
            _ = layout.analyze()
            let before = Self.state(of: layout)
            #expect(trial() == expected, sourceLocation: sourceLocation)
            let after = Self.state(of: layout)
            let differing = zip(before, after).enumerated().first { $0.element.0 != $0.element.1 }
            let place = differing.map { "line \($0.offset): \($0.element.0) → \($0.element.1)" } ?? "a longer dump"
            #expect(before == after, "first difference at \(place)", sourceLocation: sourceLocation)
        }
        expectKept({ layout.removalFrees("c7", removing: ["c1"]) }, false)
        try layout.remove("c1")
        expectKept({ layout.removalFrees("c7", removing: ["c4"]) }, true)
        #expect(layout.analyze().conflicts.map(\.id) == ["c7"])
    }

    /// Every stored value of the layout, its solver's included, one per line.
    static func state(of layout: Layout) -> [Substring] {
        var text = ""
        dump(layout, to: &text)
        return text.split(separator: "\n")
    }

    /// A stored property added to the layout or the solver must be put back by `trying`
    /// (or said to be left alone): the lists are compared with what the types hold.
    @Test func aTrialKeepsEveryStoredProperty() {
        let layout = Layout()
        #expect(Set(Mirror(reflecting: layout).children.compactMap(\.label)) == Set(Layout.snapshotFields))
        #expect(Set(Mirror(reflecting: Solver()).children.compactMap(\.label))
                == Set(Solver.snapshotFields + ["pivotObserver"]))
    }

    @Test func aDuplicateOfTheOnlyMemberIsNamed() throws {
        let lines = ["view x", "x.width = 10", "x.width = 10", "x.width = 20"]
        let layout = makeLayout(lines)
        let remedy = try #require(layout.conflictRemedy("c3"))
        #expect(remedy.anyOne.isEmpty)
        #expect(remedy.notAlone == [.init(member: "c1", duplicates: ["c2"], togetherSuffices: true)])
        try expectTrue(remedy, lines: lines)
        #expect(ConflictMessages.removals(remedy, setSize: 1).map { $0.text(in: .en) }
                == ["removing c1 alone would not let c3 hold: c2 says the same; removing c1 and c2 would"])
    }

    @Test func aDuplicateWrittenTheOtherWayRoundCountsToo() throws {
        let lines = ["view x", "x.width = 10", "10 = x.width", "x.width = 20"]
        let remedy = try #require(makeLayout(lines).conflictRemedy("c3"))
        #expect(remedy.notAlone.map(\.duplicates) == [["c2"]])
        try expectTrue(remedy, lines: lines)
    }

    @Test func whenEveryMemberWorksEveryMemberIsListed() throws {
        let lines = ["view a b", "H:|-[a(100)]-[b]-|", "b.width = 300"]
        let layout = makeLayout(lines)
        let conflict = try #require(layout.analyze().conflicts.first)
        let remedy = try #require(layout.conflictRemedy(conflict.id))
        #expect(remedy.anyOne == conflict.conflictingWith)
        #expect(remedy.notAlone.isEmpty)
        try expectTrue(remedy, lines: lines)
        #expect(ConflictMessages.removals(remedy, setSize: conflict.conflictingWith.count).map { $0.text(in: .en) }
                == ["removing any one of root:width, c1, c2, c3, c4 would let c5 hold"])
    }

    @Test func sameEffectWithoutADuplicateSaysItTakesMoreThanOne() throws {
        // c2 and c3 fix the width at 100 between them: no single constraint repeats c1.
        let lines = ["view a", "a.width = 100", "a.leading = root.leading", "a.trailing = root.leading + 100",
                     "a.width = 50"]
        let layout = makeLayout(lines)
        let conflict = try #require(layout.analyze().conflicts.first { $0.id == "c4" })
        let remedy = try #require(layout.conflictRemedy("c4"))
        try expectTrue(remedy, lines: lines)
        #expect(conflict.conflictingWith == ["c1"])
        #expect(remedy.anyOne.isEmpty)
        #expect(remedy.notAlone == [.init(member: "c1", duplicates: [], togetherSuffices: false)])
        #expect(ConflictMessages.removals(remedy, setSize: 1).map { $0.text(in: .en) } == [
            "removing c1 alone would not let c4 hold: other constraints hold it the same way, so it takes removing more than one",
        ])
    }

    @Test func aSetTooLargeToTryClaimsNothing() throws {
        // 60 views of 10 points with 8 between them cannot fit in 375: one member per view
        // and space, more trials than the budget allows.
        let names = (0..<60).map { "v\($0)" }
        let layout = makeLayout(["view " + names.joined(separator: " "),
                                 "H:|-" + names.map { "[\($0)(10)]" }.joined(separator: "-") + "-|"])
        let conflict = try #require(layout.analyze().conflicts.first)
        let remedy = try #require(layout.conflictRemedy(conflict.id))
        #expect(!remedy.checked)
        let sentences = ConflictMessages.removals(remedy, setSize: conflict.conflictingWith.count).map { $0.text(in: .en) }
        #expect(sentences.count == 1)
        #expect(sentences.allSatisfy { $0.contains("not tried") && !$0.hasPrefix("removing") })
    }

    @Test func noSentenceEndsInAnEmptyList() throws {
        let layout = makeLayout(["view a", "a.width = a.width + 10"])
        #expect(layout.brokenReason("c1").text(in: .en) == "it can never hold")
        let explained = try #require(layout.explain("c1"))
        #expect(!explained.hasSuffix("with ") && !explained.hasSuffix("with"))
        #expect(ConflictMessages.conflictsWith([], neverHolds: false).text(in: .en) == "it cannot hold with the other required constraints")
        #expect(ConflictMessages.cannotBeSatisfied("c1", with: []).text(in: .en).hasSuffix("the other required constraints"))
        #expect(layout.conflictRemedy("c1") == nil, "an empty set makes no removal claim")
    }
}
