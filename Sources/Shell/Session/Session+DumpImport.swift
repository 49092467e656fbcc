import AutoLayout
import Interchange
import Messages

/// `import` of what the debugger printed: `_autolayoutTrace` (both forms) and
/// `recursiveDescription`. The views come in as lines (one command, so `undo` takes them
/// back whole); the frames and ambiguity marks the run printed are kept as evidence, and
/// every import after compares the layout with them.
extension Session {
    func importDump(_ text: String) {
        let dump = DebuggerDumpReader.read(text)
        let plan = DebuggerImport.plan(dump, layout: layout, traced: Set(dumpEvidence.traced.keys),
                                       unplaced: dumpEvidence.unplaced)
        let before = analysisBeforeChange()
        var applied: [String] = []
        var refused: [String] = []
        let wasReplaying = replaying
        replaying = true
        for line in plan.lines {
            do throws(ShellError) {
                try executeImportedLine(line)
                applied.append(line)
            } catch {
                refused.append(word(.dumpLineRefused, line, word(error.message)))
            }
        }
        replaying = wasReplaying
        if !replaying {
            for line in applied { record(.appended(line)) }
        }
        dumpEvidence.take(plan)
        var out: [String] = []
        let count = plan.views.count
        out.append(word(Message(plan.form == .recursiveDescription ? .dumpReadDescription : .dumpReadTrace, [.count(count)])))
        for view in plan.views where view.name != Layout.rootName {
            let hidden = view.dumped.hidden && layout.isHidden(view.name) ? " " + word(.hiddenMark) : ""
            out.append((view.joined ? word(.dumpViewJoined, view.name, view.address)
                                    : word(.dumpViewLine, view.name, view.address, view.superview)) + hidden)
            if let old = view.movedFrom, layout.superview(of: view.name) == view.superview {
                out.append(word(.dumpMoved, view.name, old, view.superview))
            }
        }
        out += plan.noteMessages.map { word(.noteLine, word($0)) }
        out += plan.problems.map { word(.dumpSkippedLine, String($0.line), word($0.sentence)) }
        out += refused
        out += dumpEvidence.report(on: layout).map { word($0) }
        say(out.joined(separator: "\n"))
        reportChanges(since: before)
        // The views' constraints, pasted with them: a log of their own, joined by address.
        if !dump.constraintLines.isEmpty { importConflictLog(dump.constraintText) }
    }

    /// After a conflict log, what the run's dumps said, compared anew.
    func reportDumpEvidence() {
        guard !dumpEvidence.isEmpty, printsReports else { return }
        let lines = dumpEvidence.report(on: layout).map { word($0) }
        if !lines.isEmpty { say(lines.joined(separator: "\n")) }
    }
}
