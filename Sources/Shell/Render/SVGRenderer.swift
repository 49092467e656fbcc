import AutoLayout

/// `export svg FILE`: the layout drawn to scale in points. Views are boxes with their
/// names; layout guides (and root's safe area, where it has one) dashed; ambiguous views
/// dashed in amber with their free components in a tooltip; every user constraint a thin
/// line between the anchors it relates, broken ones red and thick. Views outside root are
/// drawn too (the canvas grows to hold them). Each element carries its name or id in a
/// `data-` attribute, so tools (and the tests) can find it.
struct SVGRenderer {
    let layout: Layout

    func render() -> String {
        let analysis = layout.analyze()
        var absolute: [String: Rect] = [:]
        var order: [String] = []
        func visit(_ view: String, origin: (Double, Double)) {
            let local = layout.frame(of: view)
            let frame = Rect(x: origin.0 + local.x, y: origin.1 + local.y, width: local.width, height: local.height)
            absolute[view] = frame
            order.append(view)
            for child in layout.subviews(of: view) { visit(child, origin: (frame.x, frame.y)) }
        }
        visit(Layout.rootName, origin: (0, 0))
        // The canvas holds root and everything that reaches outside it, with a margin.
        let frames = Array(absolute.values)
        let minX = min(0, frames.map(\.x).min() ?? 0) - 20, minY = min(0, frames.map(\.y).min() ?? 0) - 20
        let maxX = (frames.map { $0.x + $0.width }.max() ?? 0) + 20, maxY = (frames.map { $0.y + $0.height }.max() ?? 0) + 20
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(n(minX)) \(n(minY)) \(n(maxX - minX)) \(n(maxY - minY))" \
        width="\(n(maxX - minX))" height="\(n(maxY - minY))" font-family="Menlo, monospace" font-size="10">

        """
        for view in order {
            guard let frame = absolute[view] else { continue }
            let guide = layout.isGuide(view)
            let ambiguous = analysis.ambiguousComponents(of: view)
            var classes = [guide ? "guide" : "view"]
            var style = "fill=\"none\" stroke=\"#333\" stroke-width=\"1\""
            if guide { style = "fill=\"none\" stroke=\"#2563eb\" stroke-width=\"1\" stroke-dasharray=\"4 3\"" }
            if !ambiguous.isEmpty {
                classes.append("ambiguous")
                style = "fill=\"#fef3c7\" fill-opacity=\"0.4\" stroke=\"#d97706\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\""
            }
            let label = ambiguous.isEmpty ? view : view + " ?"
            out += "  <g class=\"\(classes.joined(separator: " "))\" data-name=\"\(escape(view))\">"
            if !ambiguous.isEmpty {
                out += "<title>\(escape(view)) is ambiguous: \(ambiguous.map(\.rawValue).joined(separator: ", "))</title>"
            }
            out += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" \(style)/>"
            out += "<text x=\"\(n(frame.x + 2))\" y=\"\(n(frame.y + 11))\" fill=\"\(guide ? "#2563eb" : "#111")\">\(escape(label))</text></g>\n"
            if !guide, let safe = layout.guideFrame(of: view, .safeArea), view == Layout.rootName,
               let info = layout.info(of: view), info.safeAreaInsets != .zero {
                out += "  <g class=\"guide\" data-name=\"\(escape(view)).safeArea\"><rect x=\"\(n(safe.x))\" y=\"\(n(safe.y))\" "
                    + "width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" fill=\"none\" stroke=\"#2563eb\" stroke-dasharray=\"4 3\"/></g>\n"
            }
        }
        for info in layout.constraints {
            let (a, b) = endpoints(info, absolute)
            let broken = info.state == .broken
            let style = broken ? "stroke=\"#dc2626\" stroke-width=\"2\"" : "stroke=\"#9ca3af\" stroke-width=\"0.75\""
            out += "  <g class=\"constraint\(broken ? " broken" : "")\" data-id=\"\(escape(info.id))\"><title>\(escape(info.id)): \(escape(info.text))"
                + (broken ? " (broken)" : "") + "</title><line x1=\"\(n(a.0))\" y1=\"\(n(a.1))\" x2=\"\(n(b.0))\" y2=\"\(n(b.1))\" \(style)/>"
            if broken {
                out += "<text x=\"\(n((a.0 + b.0) / 2 + 2))\" y=\"\(n((a.1 + b.1) / 2 - 2))\" fill=\"#dc2626\">\(escape(info.id))</text>"
            }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// Where a constraint's line runs: between the anchors of its NSLayoutConstraint form
    /// (a size's line runs along the view), else between the centers of its views.
    private func endpoints(_ info: LayoutConstraintInfo, _ frames: [String: Rect]) -> ((Double, Double), (Double, Double)) {
        func center(_ view: String) -> (Double, Double) {
            let f = frames[view] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            return (f.x + f.width / 2, f.y + f.height / 2)
        }
        guard let shape = layout.appleShape(info.id), let first = frames[shape.first.view] else {
            let views = info.views
            return (center(views.first ?? Layout.rootName), center(views.dropFirst().first ?? views.first ?? Layout.rootName))
        }
        let a = point(shape.first.attribute, first)
        if let second = shape.second, let frame = frames[second.view] {
            return (a, point(second.attribute, frame))
        }
        // A constant size: the line spans the view on that axis.
        switch shape.first.attribute {
        case .width: return ((first.x, first.y + first.height / 2), (first.x + first.width, first.y + first.height / 2))
        case .height: return ((first.x + first.width / 2, first.y), (first.x + first.width / 2, first.y + first.height))
        default: return (a, a)
        }
    }

    private func point(_ attribute: Attribute, _ f: Rect) -> (Double, Double) {
        let midX = f.x + f.width / 2, midY = f.y + f.height / 2
        let rtl = layout.direction == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return (f.x, midY)
        case .right, .rightMargin: return (f.x + f.width, midY)
        case .leading, .leadingMargin: return (rtl ? f.x + f.width : f.x, midY)
        case .trailing, .trailingMargin: return (rtl ? f.x : f.x + f.width, midY)
        case .top, .topMargin, .firstBaseline: return (midX, f.y)
        case .bottom, .bottomMargin, .lastBaseline: return (midX, f.y + f.height)
        default: return (midX, midY)
        }
    }

    private func n(_ value: Double) -> String { formatNumber(value.isFinite ? value : 0) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
