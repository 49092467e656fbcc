import Foundation
import Messages

/// `watch FILE.html` / `watch FILE.svg`: the file the session rewrites after every command
/// typed or read at the top level, and what that command printed (for the page's report).
struct WatchTarget {
    /// As typed: messages name it so.
    var path: String
    /// False for `.svg`: the picture alone.
    var page: Bool
    var command = ""
    /// What the command being run printed so far, reports and errors, colours stripped.
    var report = ""
    /// The picture (the whole svg for `.svg`) and list written when `watch` was itself the
    /// top-level command: the write after that command differs only in its report, and the
    /// body of a large layout takes most of the time.
    var startBody: WatchPage.Body?
}

/// Passes everything on to the terminal's sink and keeps a copy for the watched page.
final class WatchSink: OutputSink {
    let inner: OutputSink
    var captured = ""

    init(_ inner: OutputSink) { self.inner = inner }

    func write(_ text: String) {
        inner.write(text)
        captured += text
    }

    func writeError(_ text: String) {
        inner.writeError(text)
        captured += text
    }
}

extension Session {
    /// Starts writing `path` after every command, and writes it once straight away.
    func startWatching(_ path: String, page: Bool, command: String) throws(ShellError) {
        var target = WatchTarget(path: path, page: page, command: command)
        let body = watchBody(target)
        try ScriptFile.write(watchText(target, body), to: path)
        if inputs.count == 1 { target.startBody = body }
        watching = target
        if !(output is WatchSink) { output = WatchSink(output) }
    }

    func stopWatching() {
        watching = nil
        if let sink = output as? WatchSink { output = sink.inner }
    }

    /// Before a top-level command: what it prints from here on is its report.
    func watchBegin(_ line: String) {
        guard watching != nil, let sink = output as? WatchSink else { return }
        sink.captured = ""
        watching?.command = line
    }

    /// After a top-level command: the file again, with the command's report. A file that
    /// can no longer be written stops the watch, said once.
    func watchAfter() {
        guard var target = watching, let sink = output as? WatchSink else { return }
        target.report = Self.withoutColours(sink.captured)
        let body = target.startBody ?? watchBody(target)
        target.startBody = nil
        watching = target
        do throws(ShellError) {
            try ScriptFile.write(watchText(target, body), to: target.path)
        } catch {
            stopWatching()
            fail(error, line: "", frame: nil)
            output.writeError(word(.watchStopped, target.path) + "\n")
        }
    }

    private func watchBody(_ target: WatchTarget) -> WatchPage.Body {
        guard target.page else {
            var renderer = SVGRenderer(layout: layout, language: options.language)
            renderer.stored = misplacedFrames
            return WatchPage.Body(picture: renderer.render(), list: "")
        }
        return watchPage(target).body()
    }

    private func watchText(_ target: WatchTarget, _ body: WatchPage.Body) -> String {
        target.page ? watchPage(target).render(body) : body.picture
    }

    private func watchPage(_ target: WatchTarget) -> WatchPage {
        WatchPage(layout: layout, language: options.language, command: target.command, report: target.report,
                  stored: misplacedFrames)
    }

    /// The text without ANSI colour sequences (`ESC [ … m`).
    static func withoutColours(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                if scalar == "m" { escaping = false }
            } else if scalar == "\u{1B}" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
