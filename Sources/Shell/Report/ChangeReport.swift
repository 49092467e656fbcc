import AutoLayout

/// What the shell prints after a command that changed the layout: moved frames, new and
/// cleared ambiguity, conflicts and broken optional constraints. Nothing else.
struct ChangeReport {
    let layout: Layout
    let style: Style

    func render(_ changes: LayoutChanges) -> String {
        var lines = moves(changes.moved)
        lines += ambiguity(changes.newAmbiguity, cleared: false)
        lines += ambiguity(changes.clearedAmbiguity, cleared: true)
        for conflict in changes.newConflicts { lines += self.conflict(conflict) }
        for id in changes.resolvedConflicts where layout.constraint(id) != nil {
            lines.append(style.good("\(id) holds now") + " (\(text(id)))")
        }
        for broken in changes.newlyBrokenOptional {
            lines.append(style.warning("\(broken.id) gives way by \(formatNumber(broken.amount))")
                         + " (\(text(broken.id)))")
        }
        // A deactivated constraint no longer gives way, but it does not hold either.
        for id in changes.repairedOptional where layout.constraint(id)?.state == .active {
            lines.append(style.good("\(id) holds again") + " (\(text(id)))")
        }
        let unsettled = layout.unsettledGuides
        if !unsettled.isEmpty {
            lines.append(style.warning("the guides of \(unsettled.joined(separator: ", ")) did not settle")
                         + " after \(Layout.guidePasses) layout passes: their insets and frames chase each other; frames are the last pass's")
        }
        return lines.joined(separator: "\n")
    }

    private func text(_ id: String) -> String { layout.constraint(id)?.text ?? id }

    /// `email:    (20, 20, 335, 30) → (20, 20, 627, 30)`, names padded so frames line up.
    private func moves(_ moves: [LayoutChanges.Move]) -> [String] {
        let width = (moves.map(\.view.displayWidth).max() ?? 0) + 1
        return moves.map { move in
            let name = (move.view + ":").padded(toWidth: width + 1)
            switch (move.old, move.new) {
            case (let old?, let new?):
                return name + Format.frame(old) + " → " + style.moved(Format.frame(new))
            case (nil, let new?):
                return name + style.moved(Format.frame(new)) + " (new)"
            default:
                return name + "removed"
            }
        }
    }

    /// One line per view and reason: `email.x, y, width, height are ambiguous: nothing
    /// constrains them`, or per component with its range and the constraints bounding it.
    private func ambiguity(_ changes: [LayoutChanges.AmbiguityChange], cleared: Bool) -> [String] {
        var lines: [String] = []
        var index = 0
        while index < changes.count {
            let view = changes[index].view
            let reason = cleared ? "" : Format.ambiguity(changes[index].ambiguity)
            var components = [changes[index].component.rawValue]
            index += 1
            while index < changes.count, changes[index].view == view,
                  cleared || Format.ambiguity(changes[index].ambiguity) == reason {
                components.append(changes[index].component.rawValue)
                index += 1
            }
            let subject = view + "." + components.joined(separator: ", ")
            let verb = components.count == 1 ? "is" : "are"
            let why = components.count > 1 && reason == Format.nothingConstrains ? "nothing constrains them" : reason
            lines.append(cleared ? style.good("\(subject) \(verb) no longer ambiguous")
                                 : style.warning("\(subject) \(verb) ambiguous") + ": " + why)
        }
        return lines
    }

    /// The broken required constraint, the minimal set it conflicts with, and why in words.
    private func conflict(_ conflict: Conflict) -> [String] {
        let ids = [conflict.id] + conflict.conflictingWith
        let width = ids.map(\.displayWidth).max() ?? 0
        // Sides that cancel leave nothing to conflict with: say it can never hold.
        let never: Double? = if conflict.conflictingWith.isEmpty, case .neverHolds(_, let amount)? = layout.trivialForm(conflict.id) { amount } else { nil }
        var lines = [style.error("conflict:") + " \(conflict.id) " + (never.map {
            "can never hold: its sides cancel and differ by \(formatNumber($0)) whatever the frames"
        } ?? "cannot be satisfied together with " + conflict.conflictingWith.joined(separator: ", "))]
        for id in ids {
            let mark = id == conflict.id ? "  (broken)" : ""
            lines.append("  " + id.padded(toWidth: width + 2) + text(id) + mark)
        }
        if let sentence = layout.explain(conflict.id) {
            lines.append("  " + sentence)
        }
        if conflict.conflictingWith.contains(where: { $0.hasPrefix("nonNegative:") }) {
            lines.append("  sizes are never negative: Apple's engine keeps every width and height >= 0")
        }
        if conflict.conflictingWith.count > 1 {
            lines.append("  removing any one of \(conflict.conflictingWith.joined(separator: ", ")) would let \(conflict.id) hold")
        }
        return lines
    }
}
