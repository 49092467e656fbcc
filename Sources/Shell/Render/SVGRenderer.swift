import AutoLayout
import Messages

/// `export svg FILE [NAME]`: the layout drawn to scale in points, in Interface Builder's
/// visual language. Views are boxes filled by depth with their names; layout guides (and
/// built-in guides that differ from their view) light and dashed; ambiguous views orange and
/// dashed with their free components in a tooltip. Each user constraint is drawn where it
/// acts: a spacing or edge constraint as an I-beam between the two edges it relates
/// (horizontal for x, vertical for y) labelled with its constant (`20`, `≥ 8`, `@750`); a
/// width or height as a bar inside the view; centring as a dashed centre line; multipliers
/// and aspect ratios in the label (`× 0.5`, `1:1`). Optional constraints are dashed, those
/// giving way say by how far, broken ones are red. No two labels overlap: the font is
/// monospace at `fontSize` with an advance of `advance` points a column, so every label's
/// box is known exactly, and a label that cannot sit where it belongs is moved to the
/// nearest free place with a leader line. A legend sits under the drawing.
///
/// Every element carries its name or id in a `data-` attribute, and each constraint its
/// axis, the anchors it relates and its label, so tools (and the tests) can find them.
struct SVGRenderer {
    let layout: Layout
    var language: Language = .en
    /// Only this view's constraints are drawn (the views all are), the view outlined.
    var focus: String?
    /// `--frames`: the views alone, no constraint.
    var framesOnly = false
    /// Frames an imported document stored (superview coordinates): a view the solver put
    /// elsewhere is drawn at both, the stored one as a dashed ghost (Xcode's misplaced view).
    var stored: [String: Rect] = [:]
    /// The layout's user constraints when the caller has them already (the watch page lists
    /// them too, and making 40,000 of them is a good part of a large picture's time).
    var constraints: [LayoutConstraintInfo]?

    /// The font: DejaVu Sans Mono and Menlo both advance 0.602 em a column.
    static let fontSize = 10.0
    static let advance = 6.1
    static let lineHeight = 12.0
    static let ascent = 9.0
    /// Beyond this many constraints their labels are left out (and the legend says so).
    static let labelLimit = 3000

    /// A label's box: where it is drawn, in points.
    struct Box: Equatable {
        var x, y, width, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }
        func overlaps(_ other: Box) -> Bool {
            x < other.maxX - 1e-6 && other.x < maxX - 1e-6 && y < other.maxY - 1e-6 && other.y < maxY - 1e-6
        }
    }

    static func textWidth(_ text: String) -> Double { Double(text.displayWidth) * advance }

    func render() -> String {
        let analysis = layout.analyze()
        let pictureFrames = PictureFrames(layout)
        let absolute = pictureFrames.frames, depths = pictureFrames.depths
        let order = pictureFrames.order, origins = pictureFrames.origins
        let guideFrame = pictureFrames.guideFrame
        // The drawing holds root and everything that reaches outside it.
        let frames = Array(absolute.values)
        let contentMinX = min(0, frames.map(\.x).filter(\.isFinite).min() ?? 0)
        let contentMinY = min(0, frames.map(\.y).filter(\.isFinite).min() ?? 0)
        let contentMaxX = max(0, frames.map { $0.x + $0.width }.filter(\.isFinite).max() ?? 0)
        let contentMaxY = max(0, frames.map { $0.y + $0.height }.filter(\.isFinite).max() ?? 0)
        let bounds = Box(x: contentMinX, y: contentMinY, width: contentMaxX - contentMinX, height: contentMaxY - contentMinY)
        var placer = LabelPlacer(bounds: bounds)

        let shown = framesOnly ? [] : (constraints ?? layout.constraints).filter { info in focus.map { info.views.contains($0) } ?? true }
        let labelled = shown.count <= Self.labelLimit
        let misplaced = order.filter { view in
            guard let kept = stored[view] else { return false }
            let solved = layout.frame(of: view)
            return max(abs(kept.x - solved.x), abs(kept.y - solved.y), abs(kept.width - solved.width), abs(kept.height - solved.height)) > 0.5
        }
        let legend = legendRows(leftOut: labelled ? nil : shown.count, misplaced: !misplaced.isEmpty)
        let legendHeight = Double(legend.count) * 16 + 12
        let legendWidth = 40 + (legend.map { Self.textWidth($0.1) }.max() ?? 0)
        let minX = contentMinX - 20, minY = contentMinY - 20
        let width = max(contentMaxX + 20 - minX, legendWidth + 20)
        let height = contentMaxY + 20 - minY + legendHeight
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(n(minX)) \(n(minY)) \(n(width)) \(n(height))" \
        width="\(n(width))" height="\(n(height))" font-family="DejaVu Sans Mono, Menlo, monospace" font-size="\(n(Self.fontSize))">

        """
        var labels = ""   // drawn last, over everything
        // About what a view and a constraint take, so a large picture is not copied as it grows.
        out.reserveCapacity(300 * order.count + 500 * shown.count)
        labels.reserveCapacity(160 * order.count + (labelled ? 160 * shown.count : 0))

        let figures = shown.map { ConstraintFigure($0, layout: layout, language: language, frame: pictureFrames.anchorFrame) }
        let pinned = Self.pinnedGuides(figures)

        // Views, parents first, filled by depth.
        let fills = ["#f8fafc", "#e8eef6", "#d8e2ef", "#c9d6e8", "#bbcae0"]
        for view in order {
            guard let frame = absolute[view] else { continue }
            let guide = layout.isGuide(view)
            let ambiguous = analysis.ambiguousComponents(of: view)
            var classes = [guide ? "guide" : "view"]
            let depth = depths[view] ?? 0
            var style = "fill=\"\(fills[depth % fills.count])\" stroke=\"#475569\" stroke-width=\"1\""
            if guide { style = "fill=\"#dbeafe\" fill-opacity=\"0.3\" stroke=\"#93c5fd\" stroke-width=\"1\" stroke-dasharray=\"4 3\"" }
            if !ambiguous.isEmpty {
                classes.append("ambiguous")
                style = "fill=\"#ffedd5\" fill-opacity=\"0.6\" stroke=\"#ea580c\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\""
            }
            if view == focus {
                classes.append("focus")
                style = style.replacingOccurrences(of: "stroke-width=\"1\"", with: "stroke-width=\"2.5\"")
            }
            out += "  <g class=\"\(classes.joined(separator: " "))\" data-name=\"\(escape(view))\" data-depth=\"\(depth)\">"
            if !ambiguous.isEmpty {
                let ranges = analysis.ambiguous[view]
                let components = ambiguous.map { $0.rawValue + ": " + Format.ambiguity(ranges?[$0], in: language) }.joined(separator: "; ")
                out += "<title>\(escape(Message(.svgAmbiguousTitle, view, components).text(in: language)))</title>"
            }
            out += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" \(style)/></g>\n"
            if !guide {
                // Root's safe area when it has one, and any built-in guide a constraint is pinned to.
                for builtIn in BuiltInGuide.allCases where pinned[view]?.contains(builtIn) == true
                    || (builtIn == .safeArea && view == Layout.rootName && (layout.info(of: view)?.safeAreaInsets ?? .zero) != .zero) {
                    guard let safe = guideFrame(view, builtIn) else { continue }
                    out += "  <g class=\"guide\" data-name=\"\(escape(view)).\(builtIn.rawValue)\"><rect x=\"\(n(safe.x))\" y=\"\(n(safe.y))\" "
                        + "width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" fill=\"none\" stroke=\"#93c5fd\" stroke-dasharray=\"4 3\"/></g>\n"
                }
            }
        }
        for view in misplaced {
            guard let kept = stored[view], let origin = origins[view] else { continue }
            let ghost = Rect(x: origin.0 + kept.x, y: origin.1 + kept.y, width: kept.width, height: kept.height)
            let title = Message(.svgMisplacedTitle, view, Format.frame(kept), Format.frame(layout.frame(of: view))).text(in: language)
            out += "  <g class=\"misplaced\" data-name=\"\(escape(view))\"><title>\(escape(title))</title>"
                + "<rect x=\"\(n(ghost.x))\" y=\"\(n(ghost.y))\" width=\"\(n(ghost.width))\" height=\"\(n(ghost.height))\" "
                + "fill=\"none\" stroke=\"#d97706\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/></g>\n"
        }
        for view in order {
            guard let frame = absolute[view], let origin = origins[view], let ranges = analysis.ambiguous[view] else { continue }
            out += ambiguityRanges(view, ranges, frame: frame, origin: origin, placer: &placer, labels: &labels)
        }
        // Names: inside the view's top-left corner when they fit, else just above it.
        let crowded = !labelled
        for view in order {
            guard let frame = absolute[view], frame.x.isFinite, frame.y.isFinite else { continue }
            let ambiguous = !analysis.ambiguousComponents(of: view).isEmpty
            let name = ambiguous ? view + " ?" : view
            let w = Self.textWidth(name), h = Self.lineHeight
            let fits = w <= frame.width - 4 && h <= frame.height - 2
            let preferred = fits ? Box(x: frame.x + 2, y: frame.y + 1, width: w, height: h)
                                 : Box(x: frame.x, y: frame.y - h - 1, width: w, height: h)
            guard let box = crowded ? placer.placeIfFree(preferred) : placer.place(preferred) else { continue }
            let color = layout.isGuide(view) ? "#2563eb" : ambiguous ? "#c2410c" : "#0f172a"
            labels += "  <g class=\"label name\" data-name=\"\(escape(view))\">"
            if box != preferred { labels += leader(from: box, to: (frame.x, frame.y), color: "#64748b") }
            labels += text(name, box, color: color) + "</g>\n"
        }

        for (info, figure) in zip(shown, figures) {
            let drawing = draw(info, figure, absolute: absolute)
            out += drawing.body
            if labelled, !drawing.label.isEmpty, let preferred = drawing.labelBox {
                let box = placer.place(preferred)
                labels += "  <g class=\"label constraint-label\" data-id=\"\(escape(info.id))\">"
                if box != preferred, let anchor = drawing.labelAnchor { labels += leader(from: box, to: anchor, color: drawing.color) }
                labels += text(drawing.label, box, color: drawing.color) + "</g>\n"
            }
        }
        out += labels

        // The legend, under the drawing.
        out += "  <g class=\"legend\">"
        var y = contentMaxY + 20 + 8
        for (sample, words) in legend {
            out += sample(minX + 10, y)
            out += "<text x=\"\(n(minX + 40))\" y=\"\(n(y + Self.ascent))\" fill=\"#0f172a\">\(escape(words))</text>"
            y += 16
        }
        out += "</g>\n"
        return out + "</svg>\n"
    }

    /// Where an ambiguous view's edge may lie, for each component bounded on both sides: an
    /// orange dashed beam over that span (x and width below the view, y and height beside
    /// it), labelled `width 20…100`.
    private func ambiguityRanges(_ view: String, _ ranges: FrameAmbiguity, frame: Rect, origin: (Double, Double),
                                 placer: inout LabelPlacer, labels: inout String) -> String {
        var out = ""
        let stroke = "stroke=\"#ea580c\" stroke-width=\"1\" stroke-dasharray=\"3 2\""
        for component in [FrameComponent.x, .y, .width, .height] {
            guard let range = ranges[component], let lower = range.lower, let upper = range.upper,
                  lower.isFinite, upper.isFinite, upper > lower else { continue }
            let horizontal = component == .x || component == .width
            let base = switch component {
            case .x: origin.0
            case .y: origin.1
            case .width: frame.x
            case .height: frame.y
            }
            let cross = horizontal ? frame.y + frame.height + (component == .x ? 4 : 8)
                                   : frame.x + frame.width + (component == .y ? 4 : 8)
            let label = component.rawValue + " " + formatNumber(lower) + "…" + formatNumber(upper)
            out += "  <g class=\"ambiguous-range\" data-name=\"\(escape(view))\" data-component=\"\(component.rawValue)\" "
                + "data-from=\"\(n(base + lower))\" data-to=\"\(n(base + upper))\">"
                + beam(horizontal: horizontal, base + lower, base + upper, at: cross, stroke) + "</g>\n"
            let w = Self.textWidth(label), h = Self.lineHeight
            let mid = base + (lower + upper) / 2
            let box = placer.place(horizontal ? Box(x: mid - w / 2, y: cross + 1, width: w, height: h)
                                              : Box(x: cross + 3, y: mid - h / 2, width: w, height: h))
            labels += "  <g class=\"label range-label\" data-name=\"\(escape(view))\">" + text(label, box, color: "#c2410c") + "</g>\n"
        }
        return out
    }

    // MARK: constraints

    struct Drawing {
        var body: String
        var label: String
        var labelBox: Box?
        var labelAnchor: (Double, Double)?
        var color: String
    }

    /// A constraint drawn where it acts, with its label's preferred box.
    private func draw(_ info: LayoutConstraintInfo, _ figure: ConstraintFigure?, absolute: [String: Rect]) -> Drawing {
        let broken = info.state == .broken
        let inactive = info.state == .inactive
        let color = broken ? "#dc2626" : inactive ? "#94a3b8" : "#2563eb"
        let optional = info.priority < 1000
        var stroke = "stroke=\"\(color)\" stroke-width=\"\(broken ? "2" : "1")\""
        if optional || inactive { stroke += " stroke-dasharray=\"4 2\"" }
        var classes = ["constraint"]
        if broken { classes.append("broken") }
        if optional { classes.append("optional") }
        if inactive { classes.append("inactive") }
        var title = info.id + ": " + info.text
        if broken { title = Message(.svgBrokenTitle, title).text(in: language) }

        guard let figure else {
            // A general linear form: a dashed line between its first two views' centres.
            let views = info.views
            let a = absolute[views.first ?? Layout.rootName] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let b = absolute[views.dropFirst().first ?? views.first ?? Layout.rootName] ?? a
            let p = (a.x + a.width / 2, a.y + a.height / 2), q = (b.x + b.width / 2, b.y + b.height / 2)
            classes.append("general")
            let body = group(classes, info, axis: nil, from: nil, to: nil, label: info.id, title: title)
                + "<line class=\"beam\" x1=\"\(n(p.0))\" y1=\"\(n(p.1))\" x2=\"\(n(q.0))\" y2=\"\(n(q.1))\" \(stroke) stroke-dasharray=\"2 2\"/></g>\n"
            let w = Self.textWidth(info.id)
            let mid = ((p.0 + q.0) / 2, (p.1 + q.1) / 2)
            return Drawing(body: body, label: info.id, labelBox: Box(x: mid.0 + 2, y: mid.1 - Self.lineHeight - 1, width: w, height: Self.lineHeight),
                           labelAnchor: mid, color: color)
        }
        let horizontal = figure.horizontal, first = figure.first, label = figure.label
        let w = Self.textWidth(figure.drawnLabel), h = Self.lineHeight

        if figure.kind == .size {
            // A bar inside the view along its axis, the number over it.
            classes.append(horizontal ? "width" : "height")
            if horizontal {
                let y = first.height >= 24 ? first.y + first.height - 6 : first.y + first.height / 2
                let body = group(classes, info, axis: "x", from: figure.a, to: figure.b, label: label, title: title)
                    + beam(horizontal: true, figure.a, figure.b, at: y, stroke) + "</g>\n"
                let box = Box(x: first.x + first.width / 2 - w / 2, y: y - h - 1, width: w, height: h)
                return Drawing(body: body, label: label, labelBox: box, labelAnchor: (first.x + first.width / 2, y), color: color)
            }
            let x = first.width >= 24 ? first.x + first.width - 6 : first.x + first.width / 2
            let body = group(classes, info, axis: "y", from: figure.a, to: figure.b, label: label, title: title)
                + beam(horizontal: false, figure.a, figure.b, at: x, stroke) + "</g>\n"
            let box = Box(x: x - w - 3, y: first.y + first.height / 2 - h / 2, width: w, height: h)
            return Drawing(body: body, label: label, labelBox: box, labelAnchor: (x, first.y + first.height / 2), color: color)
        }

        // Two locations on one axis: an I-beam between them at the middle of what the two
        // views share across it (a view and its superview: the view's middle).
        let a = figure.a, b = figure.b
        let (lowA, highA) = horizontal ? (first.y, first.y + first.height) : (first.x, first.x + first.width)
        var cross = (lowA + highA) / 2
        if let other = figure.second {
            let (lowB, highB) = horizontal ? (other.y, other.y + other.height) : (other.x, other.x + other.width)
            let low = max(lowA, lowB), high = min(highA, highB)
            if low <= high { cross = (low + high) / 2 }
        }
        var body = ""
        if figure.kind == .centre {
            classes.append("centre")
            // The dashed centre line runs along both views across the axis.
            var low = lowA, high = highA
            if let other = figure.second {
                low = min(low, horizontal ? other.y : other.x)
                high = max(high, horizontal ? other.y + other.height : other.x + other.width)
            }
            let line = horizontal
                ? "x1=\"\(n(a))\" y1=\"\(n(low))\" x2=\"\(n(a))\" y2=\"\(n(high))\""
                : "x1=\"\(n(low))\" y1=\"\(n(a))\" x2=\"\(n(high))\" y2=\"\(n(a))\""
            body += "<line class=\"centre-line\" \(line) stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"6 3\"/>"
        } else {
            classes.append("spacing")
        }
        let axis = horizontal ? "x" : "y"
        body = group(classes, info, axis: axis, from: b, to: a, label: label, title: title)
            + beam(horizontal: horizontal, b, a, at: cross, stroke) + body + "</g>\n"
        let mid = (a + b) / 2
        let box = horizontal ? Box(x: mid - w / 2, y: cross - h - 1, width: w, height: h)
                             : Box(x: cross + 3, y: mid - h / 2, width: w, height: h)
        return Drawing(body: body, label: figure.drawnLabel, labelBox: box,
                       labelAnchor: horizontal ? (mid, cross) : (cross, mid), color: color)
    }

    /// The built-in guides (margins, safe area, readable content) constraints are pinned
    /// to, by view: they are drawn light and dashed, as layout guides are.
    static func pinnedGuides(_ figures: [ConstraintFigure?]) -> [String: Set<BuiltInGuide>] {
        var pinned: [String: Set<BuiltInGuide>] = [:]
        for case let figure? in figures {
            for anchor in [figure.shape.first] + (figure.shape.second.map { [$0] } ?? []) {
                if let guide = anchor.guide {
                    pinned[anchor.view, default: []].insert(guide)
                } else if ConstraintFigure.isMargin(anchor.attribute) {
                    pinned[anchor.view, default: []].insert(.margins)
                }
            }
        }
        return pinned
    }

    private func group(_ classes: [String], _ info: LayoutConstraintInfo, axis: String?, from: Double?, to: Double?,
                       label: String, title: String) -> String {
        var attributes = "class=\"\(classes.joined(separator: " "))\" data-id=\"\(escape(info.id))\""
        if let axis, let from, let to {
            attributes += " data-axis=\"\(axis)\" data-from=\"\(n(from))\" data-to=\"\(n(to))\""
        }
        attributes += " data-label=\"\(escape(label))\""
        return "  <g \(attributes)><title>\(escape(title))</title>"
    }

    /// An I-beam from `a` to `b` along one axis at `cross` on the other, with end bars.
    private func beam(horizontal: Bool, _ a: Double, _ b: Double, at cross: Double, _ stroke: String) -> String {
        let t = 3.0
        if horizontal {
            return "<line class=\"beam\" x1=\"\(n(a))\" y1=\"\(n(cross))\" x2=\"\(n(b))\" y2=\"\(n(cross))\" \(stroke)/>"
                + "<line class=\"end\" x1=\"\(n(a))\" y1=\"\(n(cross - t))\" x2=\"\(n(a))\" y2=\"\(n(cross + t))\" \(stroke)/>"
                + "<line class=\"end\" x1=\"\(n(b))\" y1=\"\(n(cross - t))\" x2=\"\(n(b))\" y2=\"\(n(cross + t))\" \(stroke)/>"
        }
        return "<line class=\"beam\" x1=\"\(n(cross))\" y1=\"\(n(a))\" x2=\"\(n(cross))\" y2=\"\(n(b))\" \(stroke)/>"
            + "<line class=\"end\" x1=\"\(n(cross - t))\" y1=\"\(n(a))\" x2=\"\(n(cross + t))\" y2=\"\(n(a))\" \(stroke)/>"
            + "<line class=\"end\" x1=\"\(n(cross - t))\" y1=\"\(n(b))\" x2=\"\(n(cross + t))\" y2=\"\(n(b))\" \(stroke)/>"
    }

    // MARK: labels and legend

    /// A label's text with its box as `data-box`; a white halo keeps it legible over lines.
    private func text(_ words: String, _ box: Box, color: String) -> String {
        "<text x=\"\(n(box.x))\" y=\"\(n(box.y + Self.ascent))\" data-box=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))\" "
            + "fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"2.5\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(escape(words))</text>"
    }

    /// A thin line from the nearest point of a moved label's box to what it names.
    private func leader(from box: Box, to point: (Double, Double), color: String) -> String {
        let x = min(max(point.0, box.x), box.maxX), y = min(max(point.1, box.y), box.maxY)
        return "<line class=\"leader\" x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(point.0))\" y2=\"\(n(point.1))\" stroke=\"\(color)\" stroke-width=\"0.5\"/>"
    }

    private func legendRows(leftOut: Int?, misplaced: Bool) -> [((Double, Double) -> String, String)] {
        func words(_ key: MessageKey) -> String { Message(key, []).text(in: language) }
        let blue = "stroke=\"#2563eb\" stroke-width=\"1\""
        var rows: [((Double, Double) -> String, String)] = [
            ({ x, y in beam(horizontal: true, x, x + 22, at: y + 6, blue) }, words(.svgLegendSpacing)),
            ({ x, y in "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"12\" fill=\"#e8eef6\" stroke=\"#475569\"/>"
                + beam(horizontal: true, x, x + 22, at: y + 8, blue) }, words(.svgLegendSize)),
            ({ x, y in "<line x1=\"\(n(x + 11))\" y1=\"\(n(y))\" x2=\"\(n(x + 11))\" y2=\"\(n(y + 12))\" stroke=\"#2563eb\" stroke-dasharray=\"6 3\"/>" },
             words(.svgLegendCentre)),
            ({ x, y in beam(horizontal: true, x, x + 22, at: y + 6, blue + " stroke-dasharray=\"4 2\"") }, words(.svgLegendOptional)),
            ({ x, y in beam(horizontal: true, x, x + 22, at: y + 6, blue + " stroke-dasharray=\"4 2\"") }, words(.svgLegendGivingWay)),
            ({ x, y in beam(horizontal: true, x, x + 22, at: y + 6, "stroke=\"#dc2626\" stroke-width=\"2\"") }, words(.svgLegendBroken)),
            ({ x, y in "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"12\" fill=\"#ffedd5\" stroke=\"#ea580c\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>" },
             words(.svgLegendAmbiguous)),
            ({ x, y in "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"12\" fill=\"#dbeafe\" fill-opacity=\"0.3\" stroke=\"#93c5fd\" stroke-dasharray=\"4 3\"/>" },
             words(.svgLegendGuide)),
        ]
        if framesOnly { rows = Array(rows.suffix(2)) }
        if misplaced {
            rows.append(({ x, y in "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"12\" fill=\"none\" stroke=\"#d97706\" stroke-dasharray=\"3 3\"/>" },
                         words(.svgLegendMisplaced)))
        }
        if let leftOut {
            rows.append(({ _, _ in "" }, Message(.svgLabelsLeftOut, String(leftOut)).text(in: language)))
        }
        return rows
    }

    private func n(_ value: Double) -> String { formatNumber(value.isFinite ? value : 0) }

    private func escape(_ text: String) -> String { text.markupEscaped }
}

/// Puts label boxes where they belong or, when that place is taken, at the nearest free
/// place (searched ring by ring outwards, inside `bounds` while there is room there). The
/// boxes already placed are kept in a grid of cells, so a check looks at a few neighbours.
struct LabelPlacer {
    typealias Box = SVGRenderer.Box
    let bounds: Box
    private(set) var placed: [Box] = []
    private var grid: [Int: [Int]] = [:]
    private let cell = 48.0

    init(bounds: Box) { self.bounds = bounds }

    private func cells(_ box: Box) -> [Int] {
        guard box.x.isFinite, box.y.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return [] }
        func index(_ v: Double) -> Int { Int(max(-1e6, min(1e6, (v / cell).rounded(.down)))) }
        var result: [Int] = []
        for gx in index(box.x)...index(box.maxX) {
            for gy in index(box.y)...index(box.maxY) { result.append(gx &* 4_000_037 &+ gy) }
        }
        return result
    }

    func isFree(_ box: Box) -> Bool {
        for key in cells(box) {
            for i in grid[key] ?? [] where placed[i].overlaps(box) { return false }
        }
        return true
    }

    private func inBounds(_ box: Box) -> Bool {
        box.x >= bounds.x - 1e-6 && box.y >= bounds.y - 1e-6 && box.maxX <= bounds.maxX + 1e-6 && box.maxY <= bounds.maxY + 1e-6
    }

    private mutating func add(_ box: Box) {
        let index = placed.count
        placed.append(box)
        for key in cells(box) { grid[key, default: []].append(index) }
    }

    /// The box where it is asked, or nil when that place is taken.
    mutating func placeIfFree(_ box: Box) -> Box? {
        guard isFree(box) else { return nil }
        add(box)
        return box
    }

    /// The free place nearest the one asked for: inside the bounds first, then anywhere.
    mutating func place(_ wanted: Box) -> Box {
        // Pulled inside the bounds when it fits there at all.
        var start = wanted
        if start.width <= bounds.width, start.height <= bounds.height {
            start.x = min(max(start.x, bounds.x), bounds.maxX - start.width)
            start.y = min(max(start.y, bounds.y), bounds.maxY - start.height)
        }
        if isFree(start) { add(start); return start }
        let stepX = 4.0, stepY = 4.0
        let fits = start.width <= bounds.width && start.height <= bounds.height
        for ring in 1...80 {
            var best: Box?, bestDistance = Double.infinity
            for i in -ring...ring {
                for j in [-ring, ring] {
                    for (dx, dy) in [(i, j), (j, i)] {
                        let candidate = Box(x: start.x + Double(dx) * stepX, y: start.y + Double(dy) * stepY,
                                            width: start.width, height: start.height)
                        let distance = Double(dx * dx) * stepX * stepX + Double(dy * dy) * stepY * stepY
                        guard distance < bestDistance, !fits || inBounds(candidate), isFree(candidate) else { continue }
                        best = candidate
                        bestDistance = distance
                    }
                }
            }
            if let best { add(best); return best }
        }
        // Crowded all round: under everything placed so far, where nothing is.
        let bottom = max(placed.map(\.maxY).max() ?? bounds.maxY, bounds.maxY) + 2
        let box = Box(x: start.x, y: bottom, width: start.width, height: start.height)
        add(box)
        return box
    }
}
