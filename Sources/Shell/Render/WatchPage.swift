import AutoLayout
import Messages

/// The page `watch FILE.html` writes after every command: the layout as `export svg` draws
/// it, the constraint list beside it, and what the last command printed. It needs no
/// server and no file besides itself. Hovering a constraint (in the list or the picture)
/// highlights it, its I-beam and its views; hovering a view highlights the view and its
/// constraints. The hovered thing is kept in the address (`#c=ID`, `#v=NAME`), so a reload
/// keeps it and a link can point at it.
///
/// Reloading: over http(s) a script asks for the file every second and reloads when its
/// stamp changed; a page opened from disk (file://, where browsers refuse such requests)
/// reloads itself every two seconds. The page says which in its own words.
struct WatchPage {
    let layout: Layout
    var language: Language = .en
    /// The command line the page follows, and what it printed (colours stripped).
    var command: String = ""
    var report: String = ""
    /// Frames an imported document stores, drawn as ghosts (SVGRenderer.stored).
    var stored: [String: Rect] = [:]

    /// What the page shows of the layout: the picture and the constraint list. The report
    /// is the cheap rest, so a page whose layout did not change can keep its body.
    struct Body {
        var picture: String
        var list: String
    }

    func body() -> Body {
        let constraints = layout.constraints
        var renderer = SVGRenderer(layout: layout, language: language)
        renderer.stored = stored
        renderer.constraints = constraints
        let svg = renderer.render()
        let picture = svg.hasPrefix("<?xml") ? String(svg[(svg.firstIndex(of: "\n").map { svg.index(after: $0) } ?? svg.startIndex)...]) : svg
        return Body(picture: picture, list: constraintList(constraints))
    }

    func render(_ body: Body? = nil) -> String {
        let body = body ?? self.body()
        let picture = body.picture, list = body.list, report = reportSection()
        let stamp = String(Self.hash([picture, list, report]), radix: 16)
        return """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="alsh-stamp" content="\(stamp)">
        <title>alsh</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <p class="how">\(escape(words(.watchPageHow)))</p>
        <main>
        <section class="picture">
        \(picture)</section>
        \(list)</main>
        \(report)
        <script>\(Self.script)</script>
        </body>
        </html>

        """
    }

    private func words(_ key: MessageKey) -> String { Message(key, []).text(in: language) }

    /// `c1  a.leading == root.leading + 20`, one item per user constraint, with the views it
    /// names (the script highlights them) and its state.
    private func constraintList(_ constraints: [LayoutConstraintInfo]) -> String {
        var out = "<aside class=\"constraints\"><h2>\(escape(words(.watchPageConstraints)))</h2>\n<ul>\n"
        if constraints.isEmpty { out += "<li class=\"none\">\(escape(words(.watchPageNoConstraints)))</li>\n" }
        for info in constraints {
            var classes = ["constraint-item"]
            var note = ""
            switch info.state {
            case .broken:
                classes.append("broken")
                note = words(.brokenMark)
            case .inactive:
                classes.append("inactive")
                note = words(.inactiveMark)
            case .active where !info.satisfied:
                classes.append("gives-way")
                note = Message(.givesWayByAmount, formatNumber(layout.givesWay(info.id) ?? 0)).text(in: language)
            default: break
            }
            out += "<li class=\"\(classes.joined(separator: " "))\" data-id=\"\(escape(info.id))\" "
                + "data-views=\"\(escape(info.views.joined(separator: " ")))\"><code class=\"id\">\(escape(info.id))</code> "
                + "<code>\(escape(info.text))</code>"
            if !note.isEmpty { out += " <span class=\"note\">\(escape(note))</span>" }
            out += "</li>\n"
        }
        return out + "</ul></aside>\n"
    }

    private func reportSection() -> String {
        let shown = command.isEmpty ? "" : "alsh> " + command
        return "<section class=\"report\"><h2>\(escape(words(.watchPageLastCommand)))</h2>"
            + "<pre class=\"command\">\(escape(shown))</pre><pre class=\"output\">\(escape(report))</pre></section>"
    }

    /// FNV-1a over the bytes of the texts one after another (as over the texts joined,
    /// without copying them): the stamp the polling script compares.
    static func hash(_ texts: [String]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for var text in texts {
            text.withUTF8 { bytes in
                for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
        }
        return h
    }

    private func escape(_ text: String) -> String { text.markupEscaped }

    static let style = """
    body { font: 13px/1.4 "DejaVu Sans", Helvetica, sans-serif; color: #0f172a; margin: 12px; background: #fff; }
    p.how { color: #64748b; font-size: 11px; margin: 0 0 8px; }
    main { display: flex; gap: 16px; align-items: flex-start; }
    section.picture { flex: none; }
    aside.constraints { flex: 1; min-width: 260px; }
    h2 { font-size: 13px; margin: 0 0 4px; }
    ul { list-style: none; padding: 0; margin: 0; }
    li { font-size: 12px; padding: 1px 4px; border-radius: 3px; cursor: default; white-space: nowrap; }
    li code { font-family: "DejaVu Sans Mono", Menlo, monospace; }
    li code.id { color: #2563eb; }
    li.broken code { color: #dc2626; }
    li.inactive { color: #94a3b8; }
    li .note { color: #c2410c; font-size: 11px; }
    li.hl { background: #fde68a; }
    section.report pre { font: 12px/1.35 "DejaVu Sans Mono", Menlo, monospace; margin: 0; white-space: pre-wrap; }
    section.report pre.command { color: #2563eb; }
    svg .hl line.beam, svg .hl line.end, svg .hl line.centre-line { stroke: #d97706; stroke-width: 3; }
    svg g.hl > rect { stroke: #d97706; stroke-width: 3; }
    svg g.label.hl text { fill: #b45309; font-weight: bold; }
    svg g[data-id], svg g[data-name] { cursor: default; }
    """

    /// Hover highlighting both ways, the address keeping what is hovered, and the reload.
    static let script = """
    (function () {
      var items = document.querySelectorAll('li[data-id]');
      var viewsOf = {}, idsOf = {};
      items.forEach(function (li) {
        var views = li.dataset.views ? li.dataset.views.split(' ') : [];
        viewsOf[li.dataset.id] = views;
        views.forEach(function (v) { (idsOf[v] = idsOf[v] || []).push(li.dataset.id); });
      });
      function remember(address) { try { history.replaceState(null, '', address); } catch (e) {} }
      function byId(id) { return document.querySelectorAll('[data-id="' + CSS.escape(id) + '"]'); }
      function byName(name) { return document.querySelectorAll('svg [data-name="' + CSS.escape(name) + '"]'); }
      function clear() { document.querySelectorAll('.hl').forEach(function (e) { e.classList.remove('hl'); }); }
      function mark(list) { list.forEach(function (e) { e.classList.add('hl'); }); }
      function showConstraint(id) {
        clear(); mark(byId(id));
        (viewsOf[id] || []).forEach(function (v) { mark(byName(v)); });
        remember('#c=' + encodeURIComponent(id));
      }
      function showView(name) {
        clear(); mark(byName(name));
        (idsOf[name] || []).forEach(function (id) { mark(byId(id)); });
        remember('#v=' + encodeURIComponent(name));
      }
      document.addEventListener('mouseover', function (event) {
        var target = event.target.closest('[data-id], [data-name]');
        if (!target) return;
        if (target.dataset.id) showConstraint(target.dataset.id); else showView(target.dataset.name);
      });
      document.addEventListener('mouseout', function (event) {
        if (!event.relatedTarget || !event.relatedTarget.closest('[data-id], [data-name]')) {
          clear(); remember(location.pathname + location.search);
        }
      });
      // What the address names is hovered again after a reload (and by a link).
      var hash = decodeURIComponent(location.hash.slice(1));
      var wanted = null;
      if (hash.indexOf('c=') === 0) wanted = byId(hash.slice(2))[0];
      if (hash.indexOf('v=') === 0) wanted = byName(hash.slice(2))[0];
      if (wanted) wanted.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      // Reload when the file changes: compare stamps over http(s); from disk, every 2 s.
      var stamp = document.querySelector('meta[name="alsh-stamp"]').content;
      if (location.protocol === 'file:') { setTimeout(function () { location.reload(); }, 2000); return; }
      setInterval(function () {
        fetch(location.href.split('#')[0], { cache: 'no-store' }).then(function (r) { return r.text(); })
          .then(function (text) {
            var m = text.match(/name="alsh-stamp" content="([^"]*)"/);
            if (m && m[1] !== stamp) location.reload();
          }).catch(function () {});
      }, 1000);
    })();
    """
}
