import AutoLayout
import Foundation
import Interchange
import Messages

/// `import FILE.storyboard [scene NAME]`: one scene of an Interface Builder document.
extension Session {
    /// Plans the scene (`IBImporter`), runs its lines as if typed, and logs the ones that
    /// succeeded as one command, so `undo` takes the whole import back and `save` writes
    /// lines that replay it without the document. A line the layout refuses is reported
    /// with its document line and skipped; a document that cannot be read changes nothing.
    func importDocument(_ data: Data, scene: Word?) throws(ShellError) {
        let document: IBDocument
        do {
            document = try IBDocumentReader.read(data)
        } catch {
            throw ShellError(error.line.map { Message(.atDocumentLine, [.text(String($0)), .message(error.sentence)]) } ?? error.sentence)
        }
        let plan: IBImport
        do {
            plan = try IBImporter.plan(document, scene: scene?.text,
                                       takenNames: layout.viewNames + layout.allConstraints.map(\.id) + layout.groupIDs)
        } catch {
            throw ShellError(error.sentence, at: scene?.range, hint: error.advice)
        }
        let before = analysisBeforeChange()
        var applied: [String] = []
        var skipped: [String] = []
        let wasReplaying = replaying
        replaying = true
        for line in plan.lines {
            do throws(ShellError) {
                try executeImportedLine(line.text)
                applied.append(line.text)
            } catch {
                skipped.append(word(.skippedIBLine, String(line.documentLine), line.text, word(error.message)))
            }
        }
        replaying = wasReplaying
        // Where the document put views its constraints put elsewhere: pictures draw both.
        for view in plan.misplacedViews(in: layout) { misplacedFrames[view.name] = view.stored }
        if !replaying {
            for line in applied { record(.appended(line)) }
        }
        say(importReport(plan, skipped: skipped).joined(separator: "\n"))
        reportChanges(since: before)
    }

    /// One planned line, run as `execute` runs a typed one but with its error returned.
    func executeImportedLine(_ line: String) throws(ShellError) {
        let words = Words.split(line)
        guard let first = words.first else { return }
        if let spec = CommandTable.spec(named: first.text) {
            var arguments = Arguments(line: line, words: words, spec: spec)
            try spec.run(self, &arguments)
        } else {
            try addConstraint(line)
        }
    }

    private func importReport(_ plan: IBImport, skipped: [String]) -> [String] {
        var out: [String] = []
        let scenes = plan.scenes.enumerated().map { index, scene in
            "'\(scene.name)'" + (index == plan.chosen ? " " + word(.importedMark) : "")
        }
        out.append(word(.scenesLine, scenes.joined(separator: ", ")))
        let chosen = plan.scenes[plan.chosen]
        let views = plan.views.filter { $0.name != Layout.rootName }.count
        out.append(word(Message(.importedScene, [.text(chosen.name), .message(plan.device),
                                                 .message(Message(.viewCount, [.count(views)])),
                                                 .message(Message(.constraintCount, [.count(plan.constraintCount)]))])))
        for view in plan.views {
            let place = view.superview.isEmpty ? "" : " " + word(.inSuperview, view.superview)
            out.append("  \(view.name) (\(view.ref))\(place)")
        }
        out += plan.noteMessages.map { word(.noteLine, word($0)) }
        out += skipped
        let rounded = plan.viewsPlacedByRounding(in: layout)
        if !rounded.isEmpty {
            out.append(word(.noteLine, word(Message(.ibRoundedFrames, [.count(rounded.count), .text(formatNumber(plan.pixelScale)),
                                                                     .text(rounded.map { "'\($0)'" }.joined(separator: ", "))]))))
        }
        let misplaced = plan.misplacedViews(in: layout)
        out += misplaced.map { word($0.sentence) }
        if misplaced.isEmpty, !plan.views.isEmpty {
            out.append(word(.everyViewStoredFrame))
        }
        return out
    }
}
