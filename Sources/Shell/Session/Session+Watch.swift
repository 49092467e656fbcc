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
        let target = WatchTarget(path: path, page: page, command: command)
        try ScriptFile.write(watchText(target), to: path)
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
        watching = target
        do throws(ShellError) {
            try ScriptFile.write(watchText(target), to: target.path)
        } catch {
            stopWatching()
            fail(error, line: "", frame: nil)
            output.writeError(word(.watchStopped, target.path) + "\n")
        }
    }

    private func watchText(_ target: WatchTarget) -> String {
        guard target.page else {
            var renderer = SVGRenderer(layout: layout, language: options.language)
            renderer.stored = misplacedFrames
            return renderer.render()
        }
        return WatchPage(layout: layout, language: options.language, command: target.command, report: target.report,
                         stored: misplacedFrames).render()
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
