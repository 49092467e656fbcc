import AutoLayout
import Messages

/// Warnings after a change: each printed once, when it first holds.
extension Session {
    /// Checks what the change touched and keeps the earlier warnings about the rest.
    func reportWarnings(_ analysis: LayoutAnalysis, _ changes: LayoutChanges) {
        // A view warning is always checked again (its view is in `touched`): only
        // constraint warnings are kept from before.
        let shownViews = shownWarnings.compactMap(\.view)
        let found: [LayoutWarning]
        if let scope = layout.warningScope(for: changes, extra: shownViews + layout.viewsNamedByNewConstraints()) {
            // The same views as below, found by the tracker's slots (a rotation moves
            // thousands, and hashing their names several times each was most of this).
            found = layout.warningsAfterChange(analysis, inOrder: scope)
        } else {
            found = layout.warningsAfterChange(analysis, views: touchedViews(changes, shownViews))
        }
        // Nearly every command: nothing found, nothing shown before to keep or drop.
        if found.isEmpty && shownWarnings.isEmpty { return }
        let kept = shownWarnings.filter { warning in
            warning.view == nil && (warning.constraintID.map(layout.isActiveConstraint) ?? false)
        }
        let new = Self.subtracting(shownWarnings, from: found)
        let rest = Self.subtracting(kept, from: found)
        // Taken as it is when nothing is kept: a rotation finds thousands of views outside,
        // and `[] + rest` copied (retained) every one.
        shownWarnings = kept.isEmpty ? rest : kept + rest
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
        // Every outside warning shown names a view of `outside`, so grouping drops exactly
        // those (no set of their names to build and look up).
        var lines = shown.filter { !grouped || !$0.isOutside }
            .map { style.warning(word(.warningLabel) + ":") + " " + WarningReport(layout: layout, language: options.language).sentence($0) }
        if grouped {
            let list = outside.prefix(5).joined(separator: ", ") + (outside.count > 5 ? ", …" : "")
            lines.append(style.warning(word(.warningLabel) + ":") + " "
                         + word(Message(.warnManyOutside, [.count(outside.count), .text(list)])))
        }
        if !lines.isEmpty { say(lines.joined(separator: "\n")) }
    }

    /// `found` without the warnings of `shown`, in `found`'s order. Nothing is hashed when
    /// either side is empty (a rotation shows thousands of warnings, the next clears them)
    /// or holds a few, each then compared with the other side's (a command of a rotated
    /// layout finds one or two).
    static func subtracting(_ shown: [LayoutWarning], from found: [LayoutWarning]) -> [LayoutWarning] {
        guard !shown.isEmpty, !found.isEmpty else { return found }
        if min(shown.count, found.count) <= 8 { return found.filter { !shown.contains($0) } }
        let shownSet = Set(shown)
        return found.filter { !shownSet.contains($0) }
    }

    /// The views whose warnings a change may have changed: those it moved or whose
    /// ambiguity changed, their subviews, the superviews of those it moved, the views of
    /// the warnings shown before, the views new constraints name.
    private func touchedViews(_ changes: LayoutChanges, _ shownViews: [String]) -> Set<String> {
        var touched = Set(changes.moved.map(\.view))
        touched.formUnion(changes.newAmbiguity.map(\.view))
        touched.formUnion(changes.clearedAmbiguity.map(\.view))
        touched.formUnion(layout.subviews(ofEach: Array(touched)))
        // A view something was just pinned to may not move itself.
        touched.formUnion(shownViews)
        touched.formUnion(layout.superviews(ofEach: changes.moved.lazy
            .filter { $0.old != nil || $0.new != nil }.map(\.view)))
        touched.formUnion(layout.viewsNamedByNewConstraints())
        return touched
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
    var language: Language = .en

    func sentence(_ warning: LayoutWarning) -> String {
        let message = switch warning {
        case .duplicate(let id, let first):
            Message(.warnDuplicate, id, first, text(first))
        case .alwaysTrue(let id):
            Message(.warnAlwaysTrue, id, text(id))
        case .neverHolds(let id, let amount):
            Message(.warnNeverHolds, id, text(id), Format.number(amount))
        case .outsideSuperview(let view, let superview):
            Message(.warnOutside, view, Format.frame(layout.frame(of: view)), superview,
                    Format.frame(Rect(x: 0, y: 0, width: layout.frame(of: superview).width, height: layout.frame(of: superview).height)))
        case .zeroSizePinned(let view, let component, let others):
            Message(component == .width ? .warnZeroWide : .warnZeroTall,
                    [.text(view), .text(others.joined(separator: ", ")), .count(others.count)])
        }
        return message.text(in: language)
    }

    private func text(_ id: String) -> String { layout.constraintText(id) ?? id }
}
