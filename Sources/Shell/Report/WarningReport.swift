import AutoLayout

/// Warnings after a change: each printed once, when it first holds.
extension Session {
    /// Checks what the change touched and keeps the earlier warnings about the rest.
    func reportWarnings(_ analysis: LayoutAnalysis, _ changes: LayoutChanges) {
        var touched = Set(changes.moved.map(\.view))
        touched.formUnion(changes.newAmbiguity.map(\.view))
        touched.formUnion(changes.clearedAmbiguity.map(\.view))
        for view in Array(touched) { touched.formUnion(layout.subviews(of: view)) }
        // A view something was just pinned to may not move itself.
        for warning in shownWarnings { if let view = warning.view { touched.insert(view) } }
        for change in changes.moved where change.old != nil || change.new != nil {
            if let superview = layout.superview(of: change.view) { touched.insert(superview) }
        }
        touched.formUnion(layout.viewsNamedByNewConstraints())
        let found = layout.warningsAfterChange(analysis, views: touched)
        let kept = shownWarnings.filter { warning in
            if let view = warning.view { return !touched.contains(view) && layout.hasView(view) }
            return warning.constraintID.map(layout.isActiveConstraint) ?? false
        }
        let now = kept.union(found)
        let new = found.filter { !shownWarnings.contains($0) }
        shownWarnings = now
        let broken = Set(analysis.conflicts.map(\.id))
        let shown = new.filter { warning in
            // A required one that can never hold was just reported as a conflict.
            if case .neverHolds(let id, _) = warning, broken.contains(id) { return false }
            return true
        }
        let outside = shown.compactMap { warning -> String? in
            if case .outsideSuperview(let view, _) = warning { return view } else { return nil }
        }
        // Many views pushed out at once (a narrower root) read better as one line.
        let grouped = outside.count > 3
        // A set: a rotation pushes thousands of views out, and each is looked up here.
        let outsideSet = Set(outside)
        var lines = shown.filter { !grouped || $0.view == nil || !outsideSet.contains($0.view!) || !$0.isOutside }
            .map { style.warning("warning:") + " " + WarningReport(layout: layout).sentence($0) }
        if grouped {
            lines.append(style.warning("warning:") + " \(outside.count) views reach outside their superview: "
                         + outside.prefix(5).joined(separator: ", ") + (outside.count > 5 ? ", …" : ""))
        }
        if !lines.isEmpty { say(lines.joined(separator: "\n")) }
    }
}

extension LayoutWarning {
    /// The view a view warning is about; nil for a constraint warning.
    var view: String? {
        switch self {
        case .outsideSuperview(let view, _), .zeroSizePinned(let view, _, _): view
        default: nil
        }
    }

    var isOutside: Bool {
        if case .outsideSuperview = self { return true }
        return false
    }

    var constraintID: String? {
        switch self {
        case .duplicate(let id, _), .alwaysTrue(let id), .neverHolds(let id, _): id
        default: nil
        }
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

    private func text(_ id: String) -> String { layout.constraintText(id) ?? id }
}
