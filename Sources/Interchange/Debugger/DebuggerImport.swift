import AutoLayout
import Messages

/// A debugger dump planned as shell lines: each view declared in its superview with its
/// address as its ref, unless a view of the layout already has that ref (a conflict log or
/// an earlier dump of the same run named it): then it keeps its name and is not declared
/// again. The top view (the window) is root; a trace's top that is no window (UIKit's own
/// "View has an ambiguous layout" message traces that one view) is a view in root, which
/// stands for the window the trace does not show.
public struct DebuggerImport: Sendable {
    /// `-[UIView description]`'s `autoresize = LM+W+TM+H` in UIKit's names.
    static func maskNames(_ written: String) -> [String] {
        let names = ["LM": "flexibleLeftMargin", "W": "flexibleWidth", "RM": "flexibleRightMargin",
                     "TM": "flexibleTopMargin", "H": "flexibleHeight", "BM": "flexibleBottomMargin"]
        return written.split(separator: "+").compactMap { names[String($0)] }
    }

    public struct View: Sendable, Equatable {
        public var name: String
        public var address: String
        public var superview: String
        /// Already in the layout before this import (found by its ref).
        public var joined: Bool
        /// A joined view the session had in another superview: that superview (the plan
        /// moves it to the run's).
        public var movedFrom: String?
        public var dumped: DebuggerDump.View
    }

    public var form: DebuggerDump.Form
    public var lines: [String] = []
    public var views: [View] = []
    public var problems: [LogProblem] = []
    public var noteMessages: [Message] = []

    /// `traced`: views an earlier trace showed laid out by Auto Layout; `unplaced`: views an
    /// earlier trace showed laid out by hand, standing at (0, 0, 0, 0) until a description
    /// gives their frames.
    public static func plan(_ dump: DebuggerDump, layout: Layout, traced: Set<String> = [],
                            unplaced: Set<String> = []) -> DebuggerImport {
        var plan = DebuggerImport(form: dump.form, problems: dump.problems)
        let constrained = Set(layout.constraints.flatMap(\.views))
        var byRef: [String: String] = [:]
        for name in [Layout.rootName] + layout.viewNames {
            if let ref = layout.ref(of: name) { byRef[ref] = name }
        }
        var naming = ImportNaming(taken: Set(layout.viewNames + layout.allConstraints.map(\.id) + layout.groupIDs + [Layout.rootName]))
        var names: [Int: String] = [:]
        var guides = 0, laidOutByHand = 0
        for (index, view) in dump.views.enumerated() {
            // A description of a view controller's view starts below the window: a top the
            // session already has by its ref (from a trace of the whole window) keeps its place.
            if index == 0, let existing = byRef[view.address], existing != Layout.rootName {
                names[0] = existing
                var top = View(name: existing, address: view.address, superview: layout.superview(of: existing) ?? "",
                               joined: true, dumped: view)
                plan.lines += plan.joinedLines(&top, layout: layout, laidOut: traced.contains(existing) || constrained.contains(existing),
                                               unplaced: unplaced.contains(existing))
                plan.views.append(top)
                continue
            }
            if index == 0, dump.form == .recursiveDescription || view.className.hasSuffix("Window") {
                names[0] = Layout.rootName
                if byRef[view.address] == nil, layout.ref(of: Layout.rootName) == nil {
                    plan.lines.append("ref \(Layout.rootName) \(view.address)")
                }
                // The run's window sizes root when the session is the run's alone: empty,
                // or root is already that window (a trace of the same run named it).
                let sameRun = layout.viewNames.isEmpty || layout.ref(of: Layout.rootName) == view.address
                if let frame = view.frame, sameRun,
                   frame.width > 0, frame.height > 0, (frame.width, frame.height) != layout.rootSize {
                    plan.lines.append("root \(formatNumber(frame.width))x\(formatNumber(frame.height))")
                }
                plan.views.append(View(name: Layout.rootName, address: view.address, superview: "", joined: true, dumped: view))
                continue
            }
            if view.isLayoutGuide {
                guides += 1
                continue
            }
            guard let superview = index == 0 ? Layout.rootName : view.parent.flatMap({ names[$0] }) else { continue }
            if let existing = byRef[view.address] {
                names[index] = existing
                var joined = View(name: existing, address: view.address, superview: superview, joined: true, dumped: view)
                plan.lines += plan.joinedLines(&joined, layout: layout, laidOut: traced.contains(existing) || constrained.contains(existing),
                                               unplaced: unplaced.contains(existing))
                if view.hidden, !layout.isHidden(existing) { plan.lines.append("hide \(existing)") }
                plan.views.append(joined)
                continue
            }
            let name = naming.viewName(for: view.logItem)
            names[index] = name
            var line = superview == Layout.rootName ? "view \(name)" : "view \(name) in \(superview)"
            if let frame = view.frame, view.mark != "*" {
                // A view no trace showed laid out by Auto Layout, and whose constraints no
                // paste gave, stays where the run put it (autoresizing, as UIKit's own
                // subviews such as UIButtonLabel are laid out).
                line += " frame " + Self.numbers(frame) + Self.maskWords(view)
            } else if view.frame == nil, view.mark != "*" {
                // A trace's view with no `*` is laid out by hand, not by the engine; a trace
                // prints no frame, so it stands at zero rather than read as ambiguous.
                line += " frame 0 0 0 0"
                laidOutByHand += 1
            }
            plan.lines.append(line)
            plan.lines.append("ref \(name) \(view.address)")
            // `hidden = YES`: isHidden, as `hide` sets it (a view no stack arranges keeps its place).
            if view.hidden { plan.lines.append("hide \(name)") }
            plan.views.append(View(name: name, address: view.address, superview: superview, joined: false, dumped: view))
        }
        if guides > 0 { plan.noteMessages.append(Message(.dumpGuidesLeft, [.count(guides)])) }
        if laidOutByHand > 0 { plan.noteMessages.append(Message(.dumpLaidOutByHand, [.count(laidOutByHand)])) }
        return plan
    }

    /// A view the session has. It moves to the superview the run had it in (a log only
    /// guesses superviews), or a note says why it cannot. The trace's `*` takes a frame a
    /// description gave it away (Auto Layout places it); a description gives its frame to
    /// one no paste shows laid out by Auto Layout (no trace's `*`, no constraint naming
    /// it). So the picture is the same whichever of the run's pastes comes first.
    mutating func joinedLines(_ joined: inout View, layout: Layout, laidOut: Bool, unplaced: Bool) -> [String] {
        let name = joined.name, view = joined.dumped
        guard name != Layout.rootName else { return [] }
        var lines: [String] = []
        var translating = layout.autoresizing(of: name) != nil
        if view.mark == "*", translating {
            lines.append("autoresizing \(name) off")
            translating = false
        }
        if let current = layout.superview(of: name), current != joined.superview {
            // A refusal known now is a note naming both superviews. A superview this import
            // declares is not there yet: asked of root, the answer is what does not depend
            // on the superview (a stack, a mask); the rest shows when the line runs.
            let target = layout.hasView(joined.superview) ? joined.superview : Layout.rootName
            let refusal = translating == (layout.autoresizing(of: name) != nil) ? layout.moveRefusal(name, to: target) : nil
            if let refusal {
                noteMessages.append(Message(.dumpCannotMove, [.text(name), .text(joined.superview), .text(current),
                                                              .message(refusal.sentence)]))
                return lines
            }
            lines.append("move \(name) in \(joined.superview)")
            joined.movedFrom = current
        }
        guard let frame = view.frame, !laidOut, view.mark != "*", layout.stackArranging(name) == nil else { return lines }
        if translating {
            // Only a view a trace left at zero takes the description's frame: any other
            // translating view's frame came from its own constraints (a log's mask rules).
            guard unplaced else { return lines }
            let mask = Self.maskWords(view)
            return lines + (mask.isEmpty ? [] : ["mask \(name)" + mask.dropFirst(" mask".count)]) + ["frame \(name) " + Self.numbers(frame)]
        }
        return lines + ["autoresizing \(name) on" + Self.maskWords(view), "frame \(name) " + Self.numbers(frame)]
    }

    private static func numbers(_ frame: Rect) -> String {
        [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: " ")
    }

    /// ` mask flexibleWidth flexibleHeight`, or nothing for a view printed without one.
    private static func maskWords(_ view: DebuggerDump.View) -> String {
        guard let mask = view.autoresize.map(maskNames), !mask.isEmpty else { return "" }
        return " mask " + mask.joined(separator: " ")
    }
}

/// What a run's own evidence says about views, gathered from its dumps: the frames
/// recursiveDescription printed and the ambiguity `_autolayoutTrace` marked.
public struct DebuggerEvidence: Sendable {
    /// What a trace said of a view's layout.
    public enum TracedAmbiguity: Sendable, Equatable {
        case none
        /// `AMBIGUOUS LAYOUT` with no parts named (the iOS 6–7 form): UIKit did not say which.
        case unnamed
        case parts([FrameComponent])
    }

    public var frames: [String: Rect] = [:]
    /// Views the trace showed as laid out by Auto Layout, with what UIKit found ambiguous.
    public var traced: [String: TracedAmbiguity] = [:]
    /// Views a trace showed laid out by hand, with no frame yet from a description.
    public var unplaced: Set<String> = []
    public init() {}

    public mutating func take(_ plan: DebuggerImport) {
        for view in plan.views where view.name != Layout.rootName {
            if let frame = view.dumped.frame {
                frames[view.name] = frame
                unplaced.remove(view.name)
            } else if !view.joined, view.dumped.mark != "*" {
                unplaced.insert(view.name)
            }
            if let ambiguous = view.dumped.ambiguous {
                traced[view.name] = ambiguous.isEmpty ? .unnamed : .parts(ambiguous)
            } else if view.dumped.mark == "*" {
                traced[view.name] = TracedAmbiguity.none
            }
        }
    }

    public var isEmpty: Bool { frames.isEmpty && traced.isEmpty }

    /// The sentences comparing the layout with the evidence: views whose solved frame is
    /// not the printed one (more than half a point off), then the trace's ambiguity
    /// against alsh's.
    public func report(on layout: Layout) -> [Message] {
        var out: [Message] = []
        let analysis = layout.analyze()
        for name in layout.viewNames {
            guard let stored = frames[name] else { continue }
            let solved = layout.frame(of: name)
            let off = [solved.x - stored.x, solved.y - stored.y, solved.width - stored.width, solved.height - stored.height]
            if off.contains(where: { abs($0) > IBImport.misplacementTolerance }) {
                out.append(Message(.dumpMisplaced, name, IBMisplacedView.describe(solved), IBMisplacedView.describe(stored)))
            }
        }
        for name in layout.viewNames {
            guard let uikit = traced[name] else { continue }
            let ours = FrameComponent.allCases.filter { analysis.ambiguous[name]?[$0] != nil }
            let words = { (parts: [FrameComponent]) in parts.map(\.rawValue).joined(separator: ", ") }
            switch (uikit, ours.isEmpty) {
            case (.parts(let parts), false):
                out.append(Message(.dumpAmbiguityAgrees, name, words(parts), words(ours)))
            case (.unnamed, false):
                out.append(Message(.dumpAmbiguityAgreesUnnamed, name, words(ours)))
            case (.parts(let parts), true):
                out.append(Message(.dumpAmbiguityUIKitOnly, name, words(parts)))
            case (.unnamed, true):
                out.append(Message(.dumpAmbiguityUIKitOnlyUnnamed, name))
            case (.none, false):
                out.append(Message(.dumpAmbiguityAlshOnly, name, words(ours)))
            case (.none, true):
                break
            }
        }
        return out
    }
}
