import AutoLayout

/// Warnings after a change: each printed once, when it first holds.
extension Session {
    func reportWarnings(_ analysis: LayoutAnalysis) {
        let now = layout.warnings(analysis)
        let new = now.filter { !shownWarnings.contains($0) }
        shownWarnings = Set(now)
        let broken = Set(analysis.conflicts.map(\.id))
        let lines = new.compactMap { warning -> String? in
            // A required one that can never hold was just reported as a conflict.
            if case .neverHolds(let id, _) = warning, broken.contains(id) { return nil }
            return style.warning("warning:") + " " + WarningReport(layout: layout).sentence(warning)
        }
        if !lines.isEmpty { say(lines.joined(separator: "\n")) }
    }
}

struct WarningReport {
    let layout: Layout

    func sentence(_ warning: LayoutWarning) -> String {
        switch warning {
        case .duplicate(let id, let first):
            return "\(id) repeats \(first) (\(text(first))): one of them can go"
        case .alwaysTrue(let id):
            return "\(id) always holds (\(text(id))): its sides cancel, so it constrains nothing"
        case .neverHolds(let id, let amount):
            return "\(id) can never hold (\(text(id))): its sides cancel and differ by \(Format.number(amount)); it gives way forever"
        case .outsideSuperview(let view, let superview):
            let frame = layout.frame(of: view), bounds = layout.frame(of: superview)
            return "\(view) \(Format.frame(frame)) reaches outside \(superview) (0, 0, \(Format.number(bounds.width)), \(Format.number(bounds.height))): "
                + "clipped if \(superview) clips to bounds, and touches there miss it"
        case .zeroSizePinned(let view, let component, let others):
            return "\(view) is 0 \(component == .width ? "wide" : "tall") and \(others.joined(separator: ", ")) "
                + "\(others.count == 1 ? "is" : "are") pinned to it: \(view) cannot be seen"
        }
    }

    private func text(_ id: String) -> String { layout.constraint(id)?.text ?? id }
}
