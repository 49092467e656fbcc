import Foundation
import Testing
@testable import Shell

/// `watch FILE.html` / `watch FILE.svg` / `watch off`: the file follows the session, each
/// command's report goes into the page, and a path that cannot be written is refused as
/// `export` refuses it.
@Suite struct WatchTests {
    func folder() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func thePageFollowsEveryCommandWithItsReport() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let page = directory + "/layout.html"
        let (session, output) = runScript("""
        view a, b
        a.leading = root.leading + 20
        watch \(page)
        """)
        #expect(!session.failed, "\(output.text)")
        var html = read(page)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!html.contains("<?xml"), "the picture is inline, without its XML prolog")
        #expect(html.contains("<li class=\"constraint-item\" data-id=\"c1\" data-views=\"a root\">"))
        #expect(html.contains("<pre class=\"command\">alsh&gt; watch \(page)</pre>"))
        #expect(html.contains("reloads itself every 2 seconds"))
        #expect(html.contains("<script>"))

        _ = session.run(ScriptLineSource(text: "b.top = a.bottom + 8"), origin: "more.al")
        html = read(page)
        #expect(html.contains("data-id=\"c2\" data-views=\"b a\""))
        #expect(html.contains("class=\"constraint spacing\" data-id=\"c2\""), "the I-beam is in the picture")
        // The report is the command's own, colours and all stripped, as the terminal showed it.
        #expect(html.contains("<pre class=\"command\">alsh&gt; b.top = a.bottom + 8</pre>"))
        #expect(html.contains("<pre class=\"output\">added c2: b.top == a.bottom + 8\nb: (0, 0, 0, 0) → (0, 8, 0, 0)\n</pre>"), "\(html)")
        #expect(!html.contains("\u{1B}"))
    }

    @Test func eachTopLevelCommandRewritesThePageAndOffStops() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let page = directory + "/p.html"
        let (_, output) = runScript("""
        watch \(page)
        view card
        card.width = 120
        why card.width
        """)
        let html = read(page)
        #expect(html.contains("<pre class=\"command\">alsh&gt; why card.width</pre>"), "\(html)")
        #expect(html.contains("card.width == 120"))
        #expect(output.text.contains("writing \(page) after every command"))

        let (_, second) = runScript("""
        watch \(page)
        view card
        watch off
        card.width = 99
        watch off
        """)
        #expect(second.text.contains("stopped writing \(page)"))
        #expect(second.text.contains("no file was being written"))
        #expect(!read(page).contains("99"), "nothing is written after 'watch off'")
    }

    @Test func anSVGFileGetsThePictureAlone() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let picture = directory + "/p.svg"
        let (session, _) = runScript("view a\nH:|-[a]-|\nwatch \(picture)\nV:|-[a]")
        #expect(!session.failed)
        let svg = read(picture)
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n") && !svg.contains("<html"))
        #expect(svg.contains("data-id=\"c3\""), "written again after the last line")
    }

    @Test func thePageIsInTheSessionsLanguage() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let page = directory + "/ru.html"
        var options = SessionOptions()
        options.language = .ru
        _ = runScript("view a\nwatch \(page)", options: options)
        let html = read(page)
        #expect(html.contains("<html lang=\"ru\">"))
        #expect(html.contains("перезагружается каждые 2 секунды"))
        #expect(html.contains("<h2>ограничения</h2>"))
    }

    @Test func badTargetsAreRefusedAndNothingIsWatched() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/f.html"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (line, error) in [
            ("watch \(fifo)", "it is not a regular file (a FIFO)"),
            ("watch \(directory)/missing/p.html", "missing"),
            ("watch \(directory)/p.txt", "ends in neither .html nor .svg"),
            ("watch", "FILE"),
        ] {
            let (session, output) = runScript("view a\n\(line)\nview b")
            #expect(session.failed, "\(line)")
            #expect(output.errors.contains(error), "\(line): \(output.errors)")
            #expect(session.watching == nil && !(session.output is WatchSink), "\(line)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["f.html"])
    }

    @Test func aFileThatCanNoLongerBeWrittenStopsTheWatch() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let inner = directory + "/gone"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        let (session, output) = runScript("view a\nwatch \(inner)/p.html")
        try FileManager.default.removeItem(atPath: inner)
        _ = session.run(ScriptLineSource(text: "view b"), origin: "more.al")
        #expect(output.errors.contains("'watch' stopped: \(inner)/p.html could not be written"), "\(output.errors)")
        #expect(session.watching == nil)
    }
}
