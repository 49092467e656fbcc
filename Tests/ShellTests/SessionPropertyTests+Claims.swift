import Foundation
import Testing
@testable import AutoLayout
@testable import Shell
import LayoutTestSupport

/// What the reports claim, checked by experiment on a copy of the session (the outside
/// probe's checks, kept in the soak):
/// - "removing any one of X would let Y hold": removing each X frees Y; "removing X alone
///   would not" (whatever the reason given, the layout pass's included): it does not;
/// - an ambiguous frame component's range: pinning it at either end holds and keeps the
///   optimum (each priority's optionals give way by the same total); pinning it one point
///   past an end either cannot hold or costs some priority more. Which optionals give way
///   may differ at an end: where two of one priority tie, each end is where one of them
///   gives way all of the amount (HistoryFreeReportTests). A range is the solver's over
///   the guides' insets of the current layout pass, so a pin that moves some view's
///   insets (a margin grown over the safe area the view now overlaps) is not judged;
/// - after every line, `undo` gives back the document and the saved script of the line
///   before, `redo` those of the line, and the saved script replays to the same document.
extension SessionPropertyTests {
    /// Each claim is tried on a copy rebuilt from the log, so these cost more per seed: the
    /// suite runs the first four seeds, `ALSH_PROPERTY_COUNT` (scripts/soak) all of them.
    static let claimSeeds: [Int] = {
        let environment = ProcessInfo.processInfo.environment
        let asked = environment["ALSH_PROPERTY_COUNT"] != nil || environment["ALSH_PROPERTY_SEED"] != nil
        return asked ? seeds : Array(seeds.prefix(4))
    }()

    /// A copy of the session made from its log, as `rebuild` makes one.
    static func copy(of session: Session) -> Session {
        let copy = jsonSession()
        copy.log = session.log
        copy.rebuild()
        return copy
    }

    /// Runs `line` on a copy; nil if the line itself failed.
    static func tried(_ line: String, on session: Session) -> Session? {
        let copy = copy(of: session)
        let failures = copy.failureCount
        copy.run(ScriptLineSource(text: line), origin: "probe")
        return copy.failureCount > failures ? nil : copy
    }

    /// The constraint a tried line added: the one id the copy has that the session has not.
    static func added(by copy: Session, to session: Session) -> String {
        let old = Set(ids(session))
        return ids(copy).first { !old.contains($0) } ?? ""
    }

    /// `ALSH_TRACE_SEED=S`: the lines of seed S, printed as a script to replay.
    static func trace(_ seed: Int, _ text: @autoclosure () -> String) {
        if ProcessInfo.processInfo.environment["ALSH_TRACE_SEED"].flatMap(Int.init) == seed { print(text()) }
    }

    static func isBroken(_ id: String, in session: Session) -> Bool {
        session.layout.analyze().conflicts.contains { $0.id == id }
    }

    /// Ids the layout made itself (`root:width`, `nonNegative:a.width`) cannot be removed
    /// by a line, and so are not tried.
    static func isRemovable(_ id: String) -> Bool { !id.contains(":") }

    @Test(arguments: claimSeeds)
    func removalClaimsHoldWhenTried(seed: Int) {
        let session = Self.jsonSession()
        var tried = 0
        Self.walk(session, seed: seed, stream: 5_000, every: 5) { step, context in
            for conflict in session.layout.analyze().conflicts {
                guard let remedy = session.layout.conflictRemedy(conflict.id), remedy.checked else { continue }
                for member in remedy.anyOne where Self.isRemovable(member) {
                    guard let copy = Self.tried("remove \(member)", on: session) else { continue }
                    tried += 1
                    Self.trace(seed, "# after line \(step): remove \(member) should free \(conflict.id)")
                    #expect(!Self.isBroken(conflict.id, in: copy),
                            "removing \(member) was said to let \(conflict.id) hold and does not, \(context)")
                }
                for member in remedy.notAfterLayoutPass where Self.isRemovable(member) {
                    guard let copy = Self.tried("remove \(member)", on: session) else { continue }
                    tried += 1
                    #expect(Self.isBroken(conflict.id, in: copy),
                            "removing \(member) was said to leave \(conflict.id) broken after the layout pass and does not, \(context)")
                }
                for entry in remedy.notAlone where Self.isRemovable(entry.member) {
                    guard let copy = Self.tried("remove \(entry.member)", on: session) else { continue }
                    tried += 1
                    #expect(Self.isBroken(conflict.id, in: copy),
                            "removing \(entry.member) alone was said not to free \(conflict.id) and does, \(context)")
                }
            }
        }
        // scripts/soak adds these up: a run that tried nothing would prove nothing.
        print("removal claims tried: seed \(seed): \(tried)")
    }

    /// The line that pins `component` of `view` at `value`, in superview coordinates as
    /// frames are; nil for a view whose alignment rect is not its frame (attributes read
    /// the alignment rect, frames do not). The superview's `left` and `top` are its
    /// alignment rect's, inside its frame by its insets.
    static func pin(_ view: String, _ component: FrameComponent, at value: Double, in layout: Layout) -> String? {
        guard layout.alignmentInsets(of: view).isZero,
              let superview = layout.info(of: view)?.superview else { return nil }
        let insets = layout.alignmentInsets(of: superview)
        return switch component {
        case .width: "\(view).width == \(Format.number(value))"
        case .height: "\(view).height == \(Format.number(value))"
        case .x: "\(view).left == \(superview).left + \(Format.number(value - insets.left))"
        case .y: "\(view).top == \(superview).top + \(Format.number(value - insets.top))"
        }
    }

    /// Every view's guide insets as the last layout pass left them.
    static func guideInsets(_ layout: Layout) -> [String: GuideInsets] {
        var insets: [String: GuideInsets] = [:]
        for name in layout.viewNames {
            if let record = layout.views[name] { insets[name] = layout.currentGuideInsets(record) }
        }
        return insets
    }

    /// What the optimum costs: per priority, the total by which its optionals give way
    /// (what the solver minimises, level by level), the stack's fitting helpers included
    /// (reports leave them out, but a pin that makes one give way costs that level).
    static func givingWay(_ session: Session) -> [Double: Double] {
        let layout = session.layout
        _ = layout.analyze()
        let priorities = Dictionary(layout.allConstraints.map { ($0.id, $0.priority) }) { a, _ in a }
        var totals: [Double: Double] = [:]
        for violation in layout.solver.violations() {
            let priority = layout.bySolverID[violation.constraint].flatMap { priorities[$0] } ?? -1
            totals[priority, default: 0] += violation.amount
        }
        return totals
    }

    static func sameOptimum(_ a: [Double: Double], _ b: [Double: Double]) -> Bool {
        Set(a.keys).union(b.keys).allSatisfy { priority in
            let x = a[priority] ?? 0, y = b[priority] ?? 0
            return abs(x - y) <= 1e-6 * max(1, abs(x))
        }
    }

    @Test(arguments: claimSeeds)
    func rangesHoldAtTheirEndsAndNoFurther(seed: Int) {
        let session = Self.jsonSession()
        var judged = 0
        Self.walk(session, seed: seed, stream: 6_000, every: 6) { step, context in
            let analysis = session.layout.analyze()
            let optimum = Self.givingWay(session)
            let insets = Self.guideInsets(session.layout)
            for view in analysis.viewOrder.sorted() {
                for component in analysis.ambiguousComponents(of: view) {
                    guard let range = analysis.ambiguous[view]?[component] else { continue }
                    for (end, outward) in [(range.lower, -1.0), (range.upper, 1.0)] {
                        guard let end, let line = Self.pin(view, component, at: end, in: session.layout),
                              let beyond = Self.pin(view, component, at: end + outward, in: session.layout) else { continue }
                        Self.trace(seed, "# after line \(step): \(view).\(component) pinned at '\(line)' and '\(beyond)'")
                        let place = "\(view).\(component) in [\(range.lower.map(Format.number) ?? "-∞"), \(range.upper.map(Format.number) ?? "∞")]"
                        if let pinned = Self.tried(line, on: session), Self.guideInsets(pinned.layout) == insets {
                            let id = Self.added(by: pinned, to: session)
                            judged += 1
                            #expect(!Self.isBroken(id, in: pinned), "\(place): '\(line)' cannot hold, \(context)")
                            #expect(Self.sameOptimum(Self.givingWay(pinned), optimum),
                                    "\(place): '\(line)' changes what gives way, \(context)")
                        }
                        if let pinned = Self.tried(beyond, on: session), Self.guideInsets(pinned.layout) == insets {
                            let id = Self.added(by: pinned, to: session)
                            judged += 1
                            #expect(Self.isBroken(id, in: pinned) || !Self.sameOptimum(Self.givingWay(pinned), optimum),
                                    "\(place): '\(beyond)' holds at no cost, \(context)")
                        }
                    }
                }
            }
        }
        print("range ends judged: seed \(seed): \(judged)")
    }

    @Test(arguments: claimSeeds)
    func everyLineUndoesRedoesAndReplays(seed: Int) {
        var generator = Self.generator(seed &+ 7_000)
        let session = Self.jsonSession()
        var lines: [String] = []
        var undone = 0
        for _ in 1...Self.linesPerSession {
            let line = generator.line(session.layout)
            lines.append(line)
            Self.trace(seed, line)
            let context = "seed \(seed) at '\(line)' after \(lines.dropLast().suffix(3).joined(separator: " | "))"
            let before = (session.jsonDocument(), session.savedScript())
            let depth = session.undoSteps.count
            session.run(ScriptLineSource(text: line), origin: "random")
            let after = (session.jsonDocument(), session.savedScript())
            let saved = Self.jsonSession()
            saved.run(ScriptLineSource(text: after.1), origin: "saved.al")
            #expect(!saved.failed, "the saved script fails to replay, \(context)")
            #expect(saved.jsonDocument() == after.0, "document differs after replay, \(context)")
            guard session.undoSteps.count > depth, !["undo", "redo"].contains(line) else { continue }
            session.run(ScriptLineSource(text: "undo"), origin: "probe")
            undone += 1
            #expect(session.jsonDocument() == before.0, "undo does not give back the document, \(context)")
            #expect(session.savedScript() == before.1, "undo does not give back the script, \(context)")
            session.run(ScriptLineSource(text: "redo"), origin: "probe")
            #expect(session.jsonDocument() == after.0, "redo does not give back the document, \(context)")
            #expect(session.savedScript() == after.1, "redo does not give back the script, \(context)")
        }
        print("lines undone and redone: seed \(seed): \(undone)")
    }
}
