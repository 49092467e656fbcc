import AutoLayout
import Foundation
import Testing
@testable import Shell

/// What alsh reports of a layout is a function of the layout, not of the pivots that
/// made the solver's tableau: the shapes the session properties' long runs found, as
/// scripts (SessionPropertyTests+Claims.swift, seeds 11, 13, 19, 20, 23).
@Suite struct HistoryFreeReportTests {
    static func session(_ lines: [String]) -> Session {
        let session = Session(options: SessionOptions(json: true), output: CapturingOutput())
        for line in lines { session.run(ScriptLineSource(text: line), origin: "test.al") }
        #expect(!session.failed, "\(lines) fail")
        return session
    }

    static func cause(_ session: Session, _ view: String, _ component: FrameComponent) -> LayoutAmbiguity.Cause? {
        session.layout.analyze().ambiguous[view]?[component]?.cause
    }

    /// b and the stack s are tied only by c1, an optional inequality that holds: both x
    /// are free both ways. Declared so, the tableau writes s.left over b.left; after the
    /// stack's p is taken out and put back, b.left over s.left. Each face then held one
    /// of the two lefts alone, no constraint moving on it: one x was "unconstrained", the
    /// other "c1", and which was which followed the history (seed 19).
    static let tiedByAnInequality = ["view b", "autoresizing b on", "view p", "p.left <= b.left + 33 @250",
                                     "stack s axis v views p q", "autoresizing b off"]

    @Test func aCauseIsTheSameAfterUndo() {
        let fresh = Self.session(Self.tiedByAnInequality)
        let undone = Self.session(Self.tiedByAnInequality + ["stack s remove p", "undo"])
        #expect(undone.jsonDocument() == fresh.jsonDocument())
        for session in [fresh, undone] {
            #expect(Self.cause(session, "b", .x) == .inequalities(["c1"]))
            #expect(Self.cause(session, "s", .x) == .inequalities(["c1"]))
        }
    }

    /// The same layout declared in the other order names the same constraint for both.
    @Test func aCauseIsTheSameWhicheverViewCameFirst() {
        let session = Self.session(["stack s axis v views p q", "view b", "p.left <= b.left + 33 @250"])
        #expect(Self.cause(session, "b", .x) == .inequalities(["c1"]))
        #expect(Self.cause(session, "s", .x) == .inequalities(["c1"]))
    }

    /// d.width is tied at 250 between c1 and its hug (seed 11): the settled point keeps c1,
    /// declared first, and the hug gives way 353; at the range's low end, pinned, the hug
    /// holds and c1 gives way by the same amount, the level's total as it was. One point
    /// past either end costs more: the hug's level one more above, the resistance below.
    @Test func aTiedRangeTradesWhoGivesWayAtTheSameTotal() {
        let lines = ["root 375x667", "view d", "d.width == root.width - 14 @250", "intrinsic d 8 -1"]
        let session = Self.session(lines)
        let range = session.layout.analyze().ambiguous["d"]?[.width]
        #expect(range?.lower == 8 && range?.upper == 361)
        #expect(range?.cause.constraintIDs.sorted() == ["c1", "hug:d.width"])
        func givingWay(_ extra: [String]) -> [String] {
            Self.session(lines + extra).layout.analyze().brokenOptional.map { "\($0.id) \(Format.number($0.amount))" }
        }
        #expect(givingWay([]) == ["hug:d.width 353"])
        #expect(givingWay(["remove c1", "undo", "intrinsic d 9 -1", "undo"]) == ["hug:d.width 353"])
        #expect(givingWay(["d.width == 361"]) == ["hug:d.width 353"])
        #expect(givingWay(["d.width == 8"]) == ["c1 353"])
        #expect(givingWay(["d.width == 7"]) == ["c1 354", "resist:d.width 1"])
        #expect(givingWay(["d.width == 362"]) == ["c1 1", "hug:d.width 354"])
    }

    /// A pin of x in a superview with alignment insets (seeds 13 and 23) is written
    /// against the superview's alignment rect: `p.left == s.left + 17` puts p 18 into s's
    /// frame when s's rect is inset 1 on the left.
    @Test func aPinInAnInsetSuperviewLandsWhereItSays() throws {
        let lines = ["view s", "inset s 0 1 1 0", "view p in s"]
        let session = Self.session(lines)
        for x in [0.0, 18] {
            let line = try #require(SessionPropertyTests.pin("p", .x, at: x, in: session.layout))
            let pinned = Self.session(lines + [line])
            #expect(pinned.layout.frame(of: "p").x == x, "'\(line)'")
        }
    }
}
