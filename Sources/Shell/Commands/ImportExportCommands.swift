import AutoLayout
import Foundation
import Interchange
import Messages

/// Debugging real apps: `import` Apple's "Unable to simultaneously satisfy constraints"
/// log, and `export` the constraints back as code.
enum ImportExportCommands {
    static let all: [CommandSpec] = [importLog, export]

    static let importLog = CommandSpec(
        name: "import",
        synopsis: "import [FILE] [scene NAME]",
        summary: "rebuild a conflict log, or a scene of a .xib or .storyboard",
        discussion: """
        Reads Xcode's console output ('[LayoutConstraints] Unable to simultaneously
        satisfy constraints.' on iOS, '[Layout]' on macOS) or bare constraint descriptions,
        one per line, and adds their views and constraints. Views are named from their
        class and title ('UILabel:0x…'Title'' becomes label_title) and the log's addresses
        are listed; constraints keep the log's identifiers as labels. Lines that cannot be
        read are listed with their line numbers and skipped.

        Then it names the constraint Apple broke, the minimal conflicting set alsh finds,
        and for each member what removing it or lowering it to 999 would do.

        An Interface Builder document (.xib or .storyboard, told apart by content) gives
        one scene: 'scene NAME' picks it by scene id, view controller id,
        storyboardIdentifier, title, userLabel or top-level view id; without it the first
        scene with constraints. root becomes the scene's view at its stored size, with the
        device's safe area; every view comes with its class, priorities, margins, hidden
        flag, intrinsic size (from the stored frame, for labels, buttons, images and other
        controls), autoresizing mask, stack and IB object id ('ref'). Then every view whose
        solved frame is more than 0.5 from the stored one is listed, as Xcode lists
        misplaced views. Everything imported is ordinary lines: 'undo' takes it back whole.

        What the debugger prints is read too: '_autolayoutTrace' (both forms) and
        'recursiveDescription' give the view tree, each view with its address as its ref;
        a view the session already has by that address keeps its name. A description's
        frames and a trace's AMBIGUOUS LAYOUT marks are kept: after each import alsh lists
        the views whose solved frame is not the printed one, and compares UIKit's ambiguity
        with its own. Arrays from 'po view.constraints' import as constraints.

        Without FILE, paste the log and end it with an empty line or Ctrl-D.

          import crash.log
          import Main.storyboard scene Login
          import
        """,
        completion: { previous in
            if previous.isEmpty { return .files }
            if previous.count == 1 { return .words(["scene"]) }
            return .none
        },
        run: { session, arguments throws(ShellError) in
            guard let path = arguments.peek() else {
                throw ShellError(.noPasteMode, hint: .verbatim("import FILE"))
            }
            _ = try arguments.next("FILE")
            var scene: Word?
            if let keyword = arguments.peek() {
                guard keyword.text == "scene" else {
                    throw ShellError(.unexpectedWord, keyword.text, at: keyword.range, hint: .verbatim("import FILE [scene NAME]"))
                }
                _ = try arguments.next("scene")
                scene = try arguments.next("NAME")
            }
            try arguments.end()
            let directory = session.inputs.last.flatMap { $0.isKeyboard ? nil : $0.directory }
            guard session.mayOpenAnotherFile() else { return }
            let text = try ScriptFile.read(ScriptFile.resolve(path.path, relativeTo: directory), as: path.path)
            let data = Data(text.utf8)
            if IBDocumentReader.looksLikeDocument(data) {
                try session.importDocument(data, scene: scene)
            } else if let scene {
                throw ShellError(.sceneNotIB, path.path, at: scene.range)
            } else if DebuggerDumpReader.looksLikeDump(text) {
                session.importDump(text)
            } else {
                session.importLog(text)
            }
        }
    )

    static let export = CommandSpec(
        name: "export",
        synopsis: "export swift|snapkit|objc [--fragment] [--strict] [--class NAME] [FILE] | export vfl [--strict] [FILE] | export svg FILE [NAME] [--frames]",
        summary: "write the constraints as Swift, SnapKit, Objective-C or VFL, or the layout as SVG",
        discussion: """
        'swift' writes a whole file that compiles as it is: import UIKit and a final
        UIViewController subclass (named from FILE, LoginViewController for Login.swift,
        or --class NAME) whose views are typed properties; viewDidLoad builds the
        hierarchy (stacks by addArrangedSubview), sets margins, priorities, hidden views
        and direction, and activates the anchors in one NSLayoutConstraint.activate.
        Labelled, optional and deactivated constraints are properties (a deactivated one
        is made, not activated); a broken one is written with a warning, or with
        --strict nothing is written. --fragment writes the viewDidLoad body only,
        for pasting. 'snapkit' writes the same with SnapKit: one snp.makeConstraints
        block per subview or layout guide, root reached only from the subview's side
        (equalToSuperview(), view.safeAreaLayoutGuide, view.layoutMarginsGuide), since
        makeConstraints on root would stop it translating its frame. 'objc' writes the
        same as an @interface and @implementation with anchors
        ([a.topAnchor constraintEqualToAnchor:…]); its --fragment is the body with
        constraintWithItem: and, for a visual format line still as it was made,
        constraintsWithVisualFormat:. 'vfl'
        writes the visual format of each constraint that has one. A constraint no single
        NSLayoutConstraint can express is named in a comment, never dropped.

        'svg' draws the layout to scale as Interface Builder does: views filled by depth,
        each constraint where it acts (an I-beam between the two edges it relates with its
        constant, a bar inside the view for a width or height, a dashed line for centring),
        optional ones dashed, broken ones red, ambiguous views orange and dashed, guides light
        and dashed, labels never over one another, a legend under the drawing. An ambiguous
        view's free edges get an orange span (`width 20…100`); a view an imported document
        stores elsewhere is also drawn, dashed, where the document has it. After FILE, a
        view's name draws only that view's constraints; --frames draws no constraint at all
        (SVGRenderer.swift).

          export swift Login.swift
          export swift --fragment
          export objc Layout.m
          export svg layout.svg
          export svg card.svg card
          export svg frames.svg --frames
        """,
        completion: { previous in previous.isEmpty ? .words(CodeLanguage.allCases.map(\.rawValue) + ["svg"]) : previous.count == 1 ? .files : .none },
        run: { session, arguments throws(ShellError) in
            let word = try arguments.next("LANGUAGE")
            if word.text == "svg" {
                try exportSVG(session, &arguments)
                return
            }
            guard let language = CodeLanguage(rawValue: word.text) else {
                throw ShellError(.unknownExportLanguage, word.text, at: word.range, hint: Message(.hintExportLanguages))
            }
            var options = ExportOptions()
            var strict = false
            var file: Word?
            while let word = arguments.peek() {
                if file != nil { try arguments.end() }
                _ = try arguments.next("FILE")
                switch word.text {
                case "--fragment", "--strict", "--class":
                    guard language != .vfl || word.text == "--strict" else {
                        throw ShellError(.exportOptionNotForLanguage, word.text, language.rawValue, at: word.range, hint: arguments.usage)
                    }
                    if word.text == "--fragment" { options.fragment = true }
                    if word.text == "--strict" { strict = true }
                    if word.text == "--class" {
                        let name = try arguments.next("NAME")
                        guard ExportOptions.isTypeName(name.text) else {
                            throw ShellError(.notASwiftTypeName, name.text, at: name.range, hint: arguments.usage)
                        }
                        options.className = name.text
                    }
                default:
                    file = word
                    if !word.text.hasPrefix("-"), let name = ExportOptions.className(fromFile: word.text),
                       options.className == ExportOptions().className {
                        options.className = name
                    }
                }
            }
            let exporter = CodeExporter(session.layout, options: options)
            let broken = exporter.brokenConstraintIDs
            if strict, !broken.isEmpty {
                throw ShellError(.exportStrictBroken, broken.joined(separator: ", "), at: word.range)
            }
            let code = exporter.export(language)
            guard let file else {
                session.say(code)
                return
            }
            do throws(ShellError) {
                try ScriptFile.write(code, to: file.path)
            } catch {
                var located = error
                located.range = file.range
                throw located
            }
            session.say(session.word(.wroteFile, language.rawValue, file.path))
        }
    )
}

extension ImportExportCommands {
    /// `export svg FILE`: the drawing goes to a file (it is no use on a terminal).
    static func exportSVG(_ session: Session, _ arguments: inout Arguments) throws(ShellError) {
        var framesOnly = arguments.take("--frames")
        let file = try arguments.next("FILE")
        var renderer = SVGRenderer(layout: session.layout, language: session.options.language)
        renderer.stored = session.misplacedFrames
        framesOnly = arguments.take("--frames") || framesOnly
        if !arguments.isAtEnd, arguments.peek()?.text != "--frames" {
            let name = try arguments.next("NAME")
            try session.requireView(name)
            renderer.focus = name.text
        }
        renderer.framesOnly = arguments.take("--frames") || framesOnly
        try arguments.end()
        do throws(ShellError) {
            try ScriptFile.write(renderer.render(), to: file.path)
        } catch {
            var located = error
            located.range = file.range
            throw located
        }
        session.say(session.word(.wroteFile, "svg", file.path))
    }
}

extension Session {
    /// Imports a log into the session as one change: the layout gets the log's views and
    /// constraints, the session log gets the shell lines that replay them (so `save`,
    /// `undo` and `redo` never read the file again), and the report is printed.
    func importLog(_ text: String) {
        if DebuggerDumpReader.looksLikeDump(text) {
            importDump(text)
            return
        }
        importConflictLog(text)
    }

    /// Imports `text` as a conflict log, whatever it looks like: a dump's own constraint
    /// lines come here, so that they are never taken for a dump again.
    func importConflictLog(_ text: String) {
        let before = analysisBeforeChange()
        let report = LogImport().importText(text, into: layout)
        if !replaying {
            for line in report.script { record(.appended(line)) }
        }
        say(report.lines(in: options.language).joined(separator: "\n"))
        reportChanges(since: before)
        reportDumpEvidence()
    }

    /// Paste mode: the lines after `import` from the same source, up to an empty line
    /// (two inside an Apple block, whose own blank lines belong to it) or the end of input.
    /// The loop that owns the source calls this for an `import` line without FILE.
    func readPastedLog(from source: LineSource) -> String {
        var paste = LogPaste()
        while let line = source.readLine(prompt: "") {
            if paste.add(line) { break }
        }
        return paste.text
    }
}
