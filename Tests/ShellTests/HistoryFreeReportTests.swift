import AutoLayout
import Foundation
import Testing
@testable import Shell

/// What alsh reports of a layout is a function of the layout, not of the pivots that
/// made the solver's tableau: the shapes the session properties' long runs found, as
/// scripts (SessionPropertyTests+Claims.swift, seed 19).
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
}
