import Foundation
import Testing
import AutoLayout
@testable import Shell
import LayoutTestSupport

/// The shell's reports come from `Layout.trackedAnalysis()`, which re-examines only what
/// a change reached (SPEC §10). Here random sessions (views, formulas and VFL, guides and
/// the safe area, margins, live stacks and hiding, autoresizing frames and masks,
/// direction and alignment insets, edits, undo and redo, many of them refused) check
/// after every line that the tracked analysis equals `analyze()` from scratch, and that
/// the changes it reports equal the full diff of the two analyses, and that the faces the
/// tracker keeps for views it did not ask again are the faces built afresh. A failure
/// names the seed and the lines so far.
@Suite struct IncrementalAnalysisTests {
    static let views = ["a", "b", "c", "d", "p", "q"]
    static let attributes = [["left", "right", "leading", "trailing", "centerX", "leftMargin", "safeArea.left"],
                             ["top", "bottom", "centerY", "topMargin", "safeArea.top", "readableContent.top"],
                             ["width", "height"]]

    struct Generator {
        var rng: SeededRandom

        mutating func pick<T>(_ items: [T]) -> T { rng.pick(items) }
        mutating func below(_ n: Int) -> Int { rng.below(n) }

        mutating func formula(_ known: [String]) -> String {
            let family = pick(IncrementalAnalysisTests.attributes)
            let items = known + ["root"]
            var lhs = pick(items), rhs = pick(items)
            if lhs == "root" { lhs = pick(known) }
            if rhs == lhs { rhs = "root" }
            let left = "\(lhs).\(pick(family))", right = "\(rhs).\(pick(family))"
            let relation = pick(["=", "=", "<=", ">="])
            let multiplier = family.contains("width") ? pick(["", "", "2 * ", "0.5 * "]) : ""
            let priority = pick(["", "", "", " @750", " @250", " @999"])
            return "\(left) \(relation) \(multiplier)\(right) + \(below(80) - 20)\(priority)"
        }

        mutating func line(_ layout: Layout) -> String {
            let known = layout.viewNames.filter { !$0.hasPrefix("g") }
            let ids = layout.constraints.map(\.id)
            let view = pick(IncrementalAnalysisTests.views)
            let some = known.isEmpty ? "a" : pick(known)
            let id = ids.isEmpty ? "c1" : pick(ids)
            switch below(34) {
            case 0...7 where !known.isEmpty: return formula(known)
            case 8: return "view \(view)" + (known.isEmpty || below(2) == 0 ? "" : " in \(pick(known))")
            case 9: return "view \(view) frame \(below(60)) \(below(60)) \(below(120)) \(below(40))"
                + pick(["", " mask flexibleWidth", " mask flexibleLeftMargin flexibleHeight"])
            case 10: return "remove view \(some)"
            case 11: return "H:|-\(pick(["", "8-", "(>=20)-"]))[\(some)]-[\(pick(IncrementalAnalysisTests.views))]-|"
            case 12: return "V:|-[\(some)(\(below(60)))]" + pick(["", "-(>=8)-|"])
            case 13: return "remove \(id)"
            case 14: return "constant \(id) \(below(300) - 50)"
            case 15: return "priority \(id) \(pick([250, 500, 750, 999, 1000]))"
            case 16: return pick(["deactivate", "activate"]) + " \(id)"
            case 17: return "root \(100 + below(700))x\(100 + below(900))"
            case 18: return "rotate"
            case 19: return "intrinsic \(some) \(below(120)) \(pick(["-1", "20", "44"]))"
            case 20: return "\(pick(["hug", "resist"])) \(some) \(pick(["h", "v"])) \(pick([200, 251, 751, 1000]))"
            case 21: return "guide g\(below(2) + 1)" + (known.isEmpty ? "" : " in \(some)")
            case 22: return "g\(below(2) + 1).\(pick(["left", "width", "top", "height"])) = \(some).\(pick(["left", "width", "top"])) + \(below(40))"
            case 23: return pick(["safearea 20 0 34 0", "safearea 0 44 21 44", "margins \(some) 4 12 4 12",
                                  "margins \(some) default", "preserve \(some) on"])
            case 24: return "stack s axis \(pick(["h", "v"])) spacing \(below(20)) views \(pick(["p q", "p q d", "q"]))"
            case 25: return "stack s " + pick(["spacing 12", "alignment center", "distribution fillEqually",
                                               "axis v", "axis h", "add \(some)", "remove p", "margins on",
                                               "margins off"])
            case 26: return pick(["hide", "unhide"]) + " \(pick(["p", "q", some]))"
            case 27: return "frame \(some) \(below(50)) \(below(50)) \(below(100)) \(below(60))"
            case 28: return "autoresizing \(some) \(pick(["on", "off", "on mask widthSizable"]))"
            case 29: return "mask \(some) \(pick(["flexibleLeftMargin", "flexibleWidth flexibleHeight", "none"]))"
            case 30: return "direction \(pick(["rtl", "ltr"]))"
            case 31: return "inset \(some) \(below(4)) \(below(4)) \(below(4)) \(below(4))"
            case 32: return pick(["undo", "undo", "redo"])
            default: return "view \(view)"
            }
        }
    }

    /// A view a stack takes in comes before its new superview in declaration order, and
    /// `undo` puts it back in its old one: the tracked analysis reads its frame and its
    /// ambiguity against the superview it has, each time.
    @Test func aViewMovedIntoAStackIsReadAgainstItsSuperview() {
        let session = Session(options: SessionOptions(json: true), output: CapturingOutput())
        _ = session.layout.trackedAnalysis()
        let lines = ["view d", "d.width = 40", "d.height = 20", "stack s axis v spacing 19 views p q d",
                     "s.leading = root.leading + 30", "s.top = root.top + 50", "view e", "intrinsic e 10 10",
                     "stack s add e", "undo", "redo", "undo", "undo"]
        for line in lines {
            session.run(ScriptLineSource(text: line), origin: "moves")
            let full = session.layout.analyze()
            let tracked = session.layout.trackedAnalysis().analysis
            #expect(tracked.frames == full.frames, "frames after '\(line)'")
            #expect(tracked.ambiguous == full.ambiguous, "ambiguity after '\(line)'")
        }
        #expect(session.layout.superview(of: "e") == "root")
        #expect(session.layout.frame(of: "d") == Rect(x: 0, y: 38, width: 40, height: 20))
    }

    @Test(arguments: 1...40)
    func trackedAnalysisMatchesAnalyze(seed: Int) {
        var generator = Generator(rng: SeededRandom(state: UInt64(seed) &* 7919))
        // --json: the session itself never asks for the tracked analysis, so the test does,
        // once per line, as the text-mode session would.
        let session = Session(options: SessionOptions(json: true), output: CapturingOutput())
        var layout = session.layout
        var previous = layout.trackedAnalysis().analysis
        var lines: [String] = []
        for _ in 0..<80 {
            let line = generator.line(session.layout)
            lines.append(line)
            if let trace = Int(ProcessInfo.processInfo.environment["ALSH_TRACE_SEED"] ?? ""), trace == seed { print(line) }
            session.run(ScriptLineSource(text: line), origin: "random")
            let full = session.layout.analyze()
            let (tracked, changes) = session.layout.trackedAnalysis()
            let context = "seed \(seed): \(lines.suffix(4).joined(separator: " | "))"
            expectEqual(tracked, full, context)
            // Now and then, so kept parts live across several changes in between.
            if lines.count % 3 == 0 { expectSettledAfresh(session.layout, full, context) }
            #expect(session.layout.trackedFacesOutOfDate().isEmpty, "faces kept for \(session.layout.trackedFacesOutOfDate()), \(context)")
            if session.layout === layout {
                guard let changes else {
                    Issue.record("no changes from the same layout, \(context)")
                    return
                }
                expectEqual(changes, LayoutChanges(from: previous, to: full), context)
                expectRepairedInSolverActive(changes, session.layout, context)
            }
            layout = session.layout
            previous = full
        }
    }

    /// Rows of a grid built a line at a time, as `alsh-bench script` writes grid(N): a row's
    /// x and widths move along one free width until the row is pinned on the right, so
    /// every line re-asks many views about one shared face (`AmbiguityMemo`), answered
    /// in closed form when it has one direction. Now and then a row gets a second free
    /// direction (a view with its own width), a pin is loosened or removed, or undone.
    @Test(arguments: 1...12)
    func gridRowsSharingAFaceMatchAnalyze(seed: Int) {
        var rng = SeededRandom(state: UInt64(seed) &* 104_729)
        let session = Session(options: SessionOptions(json: true), output: CapturingOutput())
        var lines: [String] = ["root \(300 + rng.below(700))x\(200 + rng.below(600))"]
        let columns = 2 + rng.below(5)
        for row in 0..<3 {
            let names = (0..<columns).map { "v\(row)_\($0)" }
            lines.append("view " + names.joined(separator: " "))
            for (k, name) in names.enumerated() {
                lines.append(k == 0 ? "\(name).left = root.left + 8" : "\(name).left = \(names[k - 1]).right + \(rng.pick([0, 8, 8, 12]))")
                lines.append("\(name).top = root.top + \(8 + 28 * row)")
                if k > 0, rng.below(5) > 0 { lines.append("\(name).width = \(names[0]).width" + rng.pick(["", "", " @750", " @250"])) }
                lines.append("\(name).width >= \(rng.pick([0, 10, 10, 30]))")
                lines.append("\(name).height = 20 @750")
                lines.append("\(name).width <= \(rng.pick([100, 400, 400])) @\(rng.pick([750, 750, 250]))")
            }
            if rng.below(4) > 0 { lines.append("\(names[columns - 1]).right = root.right - \(rng.pick([0, 8, 8]))") }
            for _ in 0..<rng.below(4) {
                lines.append(rng.pick(["undo", "root \(200 + rng.below(800))x400", "rotate",
                                       "\(rng.pick(names)).width <= \(20 + rng.below(200))",
                                       "\(rng.pick(names)).left >= root.left + \(rng.below(100)) @500"]))
            }
        }
        var widestShared = 0
        replayComparing(lines, in: session, origin: "grid", seed: seed, settledAfreshEvery: 7) { full in
            widestShared = max(widestShared, full.ambiguous.values.filter { $0[.x] != nil }.count)
        }
        // The test is about shared faces: some step must have left a row's views ambiguous.
        #expect(widestShared >= 2, "seed \(seed): never two views with an ambiguous x")
    }

    /// Every view declared first, then constrained view by view, as the examples and every
    /// Interface Builder import are written: all of them stay unsettled until their rows
    /// fill, and a line reaches only the views whose footprints read the rows it wrote
    /// (`FootprintIndex`). Some views sit inside others (their frames move with their
    /// superview's origin); now and then a pin is edited, removed or undone, root resized.
    @Test(arguments: 1...12)
    func declaredFirstGridsMatchAnalyze(seed: Int) {
        var rng = SeededRandom(state: UInt64(seed) &* 15_485_863)
        let session = Session(options: SessionOptions(json: true), output: CapturingOutput())
        let columns = 2 + rng.below(4), rows = 2 + rng.below(3)
        let names = (0..<rows * columns).map { "v\($0)" }
        var lines: [String] = ["root \(400 + rng.below(600))x\(300 + rng.below(400))"]
        for start in stride(from: 0, to: names.count, by: 5) {
            lines.append("view " + names[start..<min(names.count, start + 5)].joined(separator: " "))
        }
        lines.append("view inner in v\(rng.below(names.count))")
        lines.append("view free")
        for (i, name) in names.enumerated() {
            let column = i % columns
            lines.append(column == 0 ? "\(name).left = root.left + 8" : "\(name).left = \(names[i - 1]).right + 8")
            lines.append(i < columns ? "\(name).top = root.top + 8" : "\(name).top = \(names[i - columns]).top + 28")
            if column > 0, rng.below(6) > 0 { lines.append("\(name).width = \(names[i - column]).width") }
            lines.append("\(name).width >= 10")
            lines.append("\(name).height >= 0")
            lines.append("\(name).height = 20 @750")
            lines.append("\(name).width <= 400 @750")
            if column == columns - 1, rng.below(5) > 0 { lines.append("\(name).right = root.right - 8") }
            if rng.below(4) == 0 {
                lines.append(rng.pick(["undo", "undo", "redo", "root \(300 + rng.below(700))x500", "rotate",
                                       "inner.left = \(rng.pick(names)).left + \(rng.below(30))",
                                       "inner.width = 0.5 * \(rng.pick(names)).width",
                                       "free.top = \(rng.pick(names)).bottom + 4 @500",
                                       "\(rng.pick(names)).width <= \(20 + rng.below(200))",
                                       "remove c\(1 + rng.below(max(1, lines.count / 2)))",
                                       "constant c\(1 + rng.below(max(1, lines.count / 2))) \(rng.below(40))"]))
            }
        }
        var widestUnsettled = 0
        replayComparing(lines, in: session, origin: "declared first", seed: seed, settledAfreshEvery: 9) { full in
            widestUnsettled = max(widestUnsettled, full.ambiguous.count)
        }
        // Declared first: at some point every grid view is ambiguous at once.
        #expect(widestUnsettled >= names.count, "seed \(seed): at most \(widestUnsettled) views ambiguous at once")
    }

    /// Nests of views bounded by their superviews, and of stacks, pinned now and then so
    /// a view stops being ambiguous. The shell asks with `exactRanges: false`: a component
    /// that points show still ambiguous keeps its earlier range, so which components are
    /// ambiguous, and the changes, must still be the full diff's (a view wrongly kept
    /// ambiguous misses its cleared line), and the ranges answered afterwards, now and then
    /// (so kept ranges live across several lines), `analyze()`'s.
    @Test(arguments: 1...10)
    func nestsKeepingRangesReportAsAnalyze(seed: Int) {
        var rng = SeededRandom(state: UInt64(seed) &* 2_750_159)
        let session = Session(options: SessionOptions(json: true), output: CapturingOutput())
        var lines = ["view v0", "view s0"]
        for i in 1...(10 + rng.below(10)) {
            let parent = "v\(i - 1)", view = "v\(i)"
            let inset = 1 + rng.below(3), gap = 2 + rng.below(3)
            lines.append("view \(view) in \(parent)")
            if rng.below(4) > 0 { lines.append("\(view).left >= \(parent).left + \(inset)") }
            if rng.below(4) > 0 { lines.append("\(view).width <= \(parent).width - \(gap)") }
            // Squeezed to one value while its rows still name free directions.
            if rng.below(4) == 0 {
                lines.append(rng.pick(["\(view).left <= \(parent).left + \(inset)", "\(view).width >= \(parent).width - \(gap)"]))
            }
            if rng.below(3) > 0 { lines.append("stack s\(i - 1) axis horizontal views s\(i) x\(i)") }
            if rng.below(4) == 0 {
                lines.append(rng.pick(["v\(rng.below(i + 1)).width = \(40 + rng.below(100))", "v0.left = root.left",
                                       "\(view).top = \(parent).top + 2", "\(view).right <= \(parent).right",
                                       "x\(1 + rng.below(i)).width = \(10 + rng.below(20))", "s0.width = 200",
                                       "undo", "remove c\(1 + rng.below(max(1, i)))"]))
            }
        }
        var previous = session.layout.trackedAnalysis().analysis
        var kept = 0
        for (i, line) in lines.enumerated() {
            session.run(ScriptLineSource(text: line), origin: "nests")
            let full = session.layout.analyze()
            let (shown, changes) = session.layout.trackedAnalysis(exactRanges: false)
            let context = "seed \(seed): \(lines[max(0, i - 3)...i].joined(separator: " | "))"
            #expect(Self.ambiguousComponents(shown) == Self.ambiguousComponents(full), "ambiguous components, \(context)")
            #expect(shown.frames == full.frames, "frames, \(context)")
            if shown.ambiguous != full.ambiguous { kept += 1 }
            if let changes { expectEqual(changes, LayoutChanges(from: previous, to: full), context) }
            if i % 4 == 3 {
                let (exact, _) = session.layout.trackedAnalysis()
                expectEqual(exact, full, context)
            }
            previous = full
        }
        // The nests' ranges change as they deepen: some line kept an earlier one.
        #expect(kept > 0, "seed \(seed): no range kept")
    }

    private static func ambiguousComponents(_ analysis: LayoutAnalysis) -> [String: [FrameComponent]] {
        analysis.ambiguous.mapValues(\.components)
    }

    /// The settled point kept part by part across changes (`Solver.settle`) is the one a
    /// settlement from nothing finds: same frames, same optionals giving way.
    /// Runs the lines one at a time and checks after each that the tracked analysis, and
    /// the changes it reports, equal a full analysis (and, every `period` lines, that the
    /// kept settled point is the one found afresh); `seen` gets each full analysis.
    private func replayComparing(_ lines: [String], in session: Session, origin: String, seed: Int,
                                 settledAfreshEvery period: Int, _ seen: (LayoutAnalysis) -> Void) {
        var previous = session.layout.trackedAnalysis().analysis
        for (i, line) in lines.enumerated() {
            session.run(ScriptLineSource(text: line), origin: origin)
            let full = session.layout.analyze()
            let (tracked, changes) = session.layout.trackedAnalysis()
            let context = "seed \(seed): \(lines[max(0, i - 3)...i].joined(separator: " | "))"
            expectEqual(tracked, full, context)
            #expect(session.layout.trackedFacesOutOfDate().isEmpty, "faces kept for \(session.layout.trackedFacesOutOfDate()), \(context)")
            if let changes {
                expectEqual(changes, LayoutChanges(from: previous, to: full), context)
                expectRepairedInSolverActive(changes, session.layout, context)
            }
            if i % period == period - 1 { expectSettledAfresh(session.layout, full, context) }
            previous = full
            seen(full)
        }
    }

    private func expectSettledAfresh(_ layout: Layout, _ kept: LayoutAnalysis, _ context: String) {
        layout.settleAfresh()
        let fresh = layout.analyze()
        #expect(kept.frames == fresh.frames, "settled frames \(kept.frames.filter { fresh.frames[$0.key] != $0.value }) kept, \(fresh.frames.filter { kept.frames[$0.key] != $0.value }) afresh, \(context)")
        #expect(kept.brokenOptional.map(\.id) == fresh.brokenOptional.map(\.id), "settled optionals, \(context)")
    }

    /// The report takes a repaired optional still in the solver for active without
    /// looking its state up (`LayoutChanges.repairedInSolver`).
    private func expectRepairedInSolverActive(_ changes: LayoutChanges, _ layout: Layout, _ context: String) {
        // Empty when the changes come from a full diff.
        #expect(changes.repairedInSolver.isEmpty || changes.repairedInSolver.count == changes.repairedOptional.count,
                "repaired flags, \(context)")
        for (id, inSolver) in zip(changes.repairedOptional, changes.repairedInSolver) where inSolver {
            #expect(layout.constraintState(id) == .active, "\(id) holds again, \(context)")
        }
    }

    private func expectEqual(_ a: LayoutAnalysis, _ b: LayoutAnalysis, _ context: String) {
        #expect(a.viewOrder == b.viewOrder, "view order, \(context)")
        #expect(a.frames == b.frames, "frames \(a.frames.filter { b.frames[$0.key] != $0.value }), \(context)")
        #expect(a.ambiguous == b.ambiguous, "ambiguity, \(context)")
        #expect(a.conflicts == b.conflicts, "conflicts, \(context)")
        #expect(a.brokenOptional.map(\.id) == b.brokenOptional.map(\.id)
                && a.brokenOptional.map(\.amount) == b.brokenOptional.map(\.amount), "broken optionals, \(context)")
    }

    private func expectEqual(_ a: LayoutChanges, _ b: LayoutChanges, _ context: String) {
        #expect(a.moved == b.moved, "moves \(a.moved) vs \(b.moved), \(context)")
        #expect(a.newAmbiguity == b.newAmbiguity, "new ambiguity, \(context)")
        #expect(a.clearedAmbiguity == b.clearedAmbiguity, "cleared ambiguity, \(context)")
        #expect(a.newConflicts == b.newConflicts && a.resolvedConflicts == b.resolvedConflicts, "conflicts, \(context)")
        #expect(a.newlyBrokenOptional.map(\.id) == b.newlyBrokenOptional.map(\.id)
                && a.newlyBrokenOptional.map(\.amount) == b.newlyBrokenOptional.map(\.amount)
                && a.repairedOptional == b.repairedOptional, "optionals, \(context)")
    }
}
