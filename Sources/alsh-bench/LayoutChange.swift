import AutoLayout

/// One edit a person makes in a session, in two forms: the `Layout` call and the shell line
/// that makes it. `LayoutBench` times the kinds in this order, round after round; a round
/// leaves the layout as it found it (except the root width, which `resize` varies).
struct LayoutChange {
    let kind: String
    let edit: (Layout, Int) throws(Diagnostic) -> Void
    let line: (Layout, Int) -> String

    /// The round's changes on a `GridScript` with `labelMiddle`; `k` is the round number.
    static func round(_ grid: GridScript) -> [LayoutChange] {
        let middle = grid.name(grid.middle)
        let probe = "probe: \(middle).height = 24 @900"
        let clash = "clash: \(middle).width = 500"
        return [
            // A spacing in the middle row: moves the rest of the row.
            LayoutChange(kind: "constant",
                         edit: { layout, k throws(Diagnostic) in try layout.setConstant("mid_left", spacing(k)) },
                         line: { _, k in "constant mid_left \(Int(spacing(k)))" }),
            // The middle height between @750 and @250: a re-solve that moves nothing.
            LayoutChange(kind: "priority",
                         edit: { layout, k throws(Diagnostic) in try layout.setPriority("mid_height", level(k)) },
                         line: { _, k in "priority mid_height \(Int(level(k)))" }),
            // A stronger height: the view grows and its own @750/@250 height breaks.
            LayoutChange(kind: "add", edit: { layout, _ throws(Diagnostic) in _ = try layout.addConstraintLine(probe) },
                         line: { _, _ in probe }),
            LayoutChange(kind: "remove", edit: { layout, _ throws(Diagnostic) in try layout.remove("probe") },
                         line: { _, _ in "remove probe" }),
            // Every view moves: the root width varies as in the solver benchmark's W2.
            LayoutChange(kind: "resize",
                         edit: { layout, k throws(Diagnostic) in
                             try layout.setRootSize(width: width(k), height: layout.rootSize.height)
                         },
                         line: { layout, k in "root \(Int(width(k)))x\(Int(layout.rootSize.height))" }),
            // Portrait to landscape and back: two changes of the same kind.
            rotate, rotate,
            // A required width no row can give: a conflict with its minimal set, then gone.
            LayoutChange(kind: "add-conflict",
                         edit: { layout, _ throws(Diagnostic) in _ = try layout.addConstraintLine(clash) },
                         line: { _, _ in clash }),
            LayoutChange(kind: "remove-conflict", edit: { layout, _ throws(Diagnostic) in try layout.remove("clash") },
                         line: { _, _ in "remove clash" }),
            // Right-to-left and back: every leading/trailing constraint (N + N/10 of them)
            // re-lowered, every view moves.
            direction(.rightToLeft), direction(.leftToRight),
        ]
    }

    private static func direction(_ direction: LayoutDirection) -> LayoutChange {
        LayoutChange(kind: "direction",
                     edit: { layout, _ throws(Diagnostic) in layout.setDirection(direction) },
                     line: { _, _ in "direction \(direction.rawValue)" })
    }

    private static var rotate: LayoutChange {
        LayoutChange(kind: "rotate",
                     edit: { layout, _ throws(Diagnostic) in
                         let size = layout.rootSize
                         try layout.setRootSize(width: size.height, height: size.width)
                     },
                     line: { _, _ in "rotate" })
    }

    private static func spacing(_ k: Int) -> Double { k % 2 == 0 ? 12 : 8 }
    private static func level(_ k: Int) -> Double { k % 2 == 0 ? 250 : 750 }
    private static func width(_ k: Int) -> Double { Double(600 + (37 * k) % 1000) }
}
