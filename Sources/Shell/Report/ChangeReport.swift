import AutoLayout
import Messages

/// What the shell prints after a command that changed the layout: moved frames, new and
/// cleared ambiguity, conflicts and broken optional constraints. Nothing else.
struct ChangeReport {
    /// At most this many changed frames are listed after one command; the rest are
    /// counted in one line that names `frames` (a rotation of a big layout moves every
    /// view, and thousands of lines would hide the rest of the report). `--json` lists all.
    static let frameLimit = 50
    /// The same bound for the constraints that start or stop giving way: a rotation of a
    /// big layout breaks one optional per view. `constraints` lists every one's state.
    static let constraintLimit = 50

    let layout: Layout
    let style: Style
    var language: Language = .en

    func render(_ changes: LayoutChanges) -> String {
        var lines = moves(changes.moved)
        lines += ambiguity(changes.newAmbiguity, cleared: false)
        lines += ambiguity(changes.clearedAmbiguity, cleared: true)
        for conflict in changes.newConflicts { lines += self.conflict(conflict) }
        for id in changes.resolvedConflicts where layout.constraintText(id) != nil {
            lines.append(style.good(language.words(.holdsNow, id)) + " (\(text(id)))")
        }
        let broken = changes.newlyBrokenOptional
        for broken in broken.prefix(Self.constraintLimit) {
            lines.append(style.warning(language.words(.givesWayBy, broken.id, formatNumber(broken.amount)))
                         + " (\(text(broken.id)))")
        }
        lines += countLine(.moreGiveWay, of: broken.count, limit: Self.constraintLimit)
        // A deactivated constraint no longer gives way, but it does not hold either.
        let inSolver = changes.repairedInSolver
        let repaired = changes.repairedOptional.indices
            .filter { (inSolver.indices.contains($0) && inSolver[$0])
                || layout.constraintState(changes.repairedOptional[$0]) == .active }
            .map { changes.repairedOptional[$0] }
        for id in repaired.prefix(Self.constraintLimit) {
            lines.append(style.good(language.words(.holdsAgain, id)) + " (\(text(id)))")
        }
        lines += countLine(.moreHoldAgain, of: repaired.count, limit: Self.constraintLimit)
        let unsettled = layout.unsettledGuides
        if !unsettled.isEmpty {
            let detail: MessageKey = layout.unsettledGuidesKeptInsets ? .guidesUnsettledKept : .guidesUnsettledDetail
            lines.append(style.warning(language.words(.guidesUnsettled, unsettled.joined(separator: ", ")))
                         + language.words(detail, String(Layout.guidePasses)))
        }
        return lines.joined(separator: "\n")
    }

    private func text(_ id: String) -> String { layout.constraintText(id) ?? id }

    /// `… 12 more frames changed: …` when a list of `count` lines was cut at `limit`.
    private func countLine(_ key: MessageKey, of count: Int, limit: Int) -> [String] {
        guard count > limit else { return [] }
        return [style.dim(Message(key, [.count(count - limit)]).text(in: language))]
    }

    /// `email:    (20, 20, 335, 30) → (20, 20, 627, 30)`, names padded so frames line up.
    private func moves(_ all: [LayoutChanges.Move]) -> [String] {
        guard !all.isEmpty else { return [] }
        let moves = all.prefix(Self.frameLimit)
        let width = (moves.map(\.view.displayWidth).max() ?? 0) + 1
        let lines = moves.map { move in
            // Appended in place, room made once: a report after every command prints one.
            var line = (move.view + ":").padded(toWidth: width + 1)
            line.reserveCapacity(line.utf8.count + 96)
            switch (move.old, move.new) {
            case (let old?, let new?):
                line += Format.frame(old)
                line += " → "
                line += style.moved(Format.frame(new))
            case (nil, let new?):
                line += style.moved(Format.frame(new))
                line += " "
                line += language.words(.newMark)
            default:
                line += language.words(.removedMark)
            }
            return line
        }
        return lines + countLine(.moreFramesChanged, of: all.count, limit: Self.frameLimit)
    }

    /// One line per view and reason: `email.x, y, width, height are ambiguous: nothing
    /// constrains them`, or per component with its range and the constraints bounding it.
    private func ambiguity(_ changes: [LayoutChanges.AmbiguityChange], cleared: Bool) -> [String] {
        // Most commands change no ambiguity: nothing to word, not even the reason below.
        guard !changes.isEmpty else { return [] }
        var lines: [String] = []
        // Each reason worded once (the grouping below compares a change's with the next's).
        let reasons = cleared ? [] : changes.map { Format.ambiguity($0.ambiguity, in: language) }
        let nothing = Format.nothingConstrains(in: language)
        var index = 0
        while index < changes.count {
            let view = changes[index].view
            let reason = cleared ? "" : reasons[index]
            var components = [changes[index].component.rawValue]
            index += 1
            while index < changes.count, changes[index].view == view, cleared || reasons[index] == reason {
                components.append(changes[index].component.rawValue)
                index += 1
            }
            let subject = view + "." + components.joined(separator: ", ")
            let many = components.count > 1
            let why = many && reason == nothing ? language.words(.nothingConstrainsThem) : reason
            lines.append(cleared ? style.good(language.words(many ? .noLongerAmbiguousMany : .noLongerAmbiguousOne, subject))
                                 : style.warning(language.words(many ? .ambiguousMany : .ambiguousOne, subject)) + language.words(.colonBefore) + why)
            // A content area's size is how far its scroll view scrolls: say what sets it.
            if !cleared, let scroll = layout.scrollView(ofContentArea: view) {
                lines.append("  " + language.words(.contentAreaSize, view, scroll))
            }
        }
        return lines
    }

    /// The broken required constraint, the minimal set it conflicts with, and why in words.
    private func conflict(_ conflict: Conflict) -> [String] {
        let ids = [conflict.id] + conflict.conflictingWith
        let width = ids.map(\.displayWidth).max() ?? 0
        // Sides that cancel leave nothing to conflict with: say it can never hold. Nor does
        // a size it would make negative (an empty set): say which.
        let never: Double? = if conflict.conflictingWith.isEmpty, case .neverHolds(_, let amount)? = layout.trivialForm(conflict.id) { amount } else { nil }
        var lines = [style.error(language.words(.conflictLabel) + ":") + " " + (never.map {
            language.words(.conflictNeverHolds, conflict.id, formatNumber($0))
        } ?? ConflictMessages.cannotBeSatisfied(conflict.id, with: conflict.conflictingWith,
                                                negativeSize: layout.negativeSize(conflict.id)).text(in: language))]
        for id in ids {
            let mark = id == conflict.id ? "  " + language.words(.brokenMark) : ""
            lines.append("  " + id.padded(toWidth: width + 2) + text(id) + mark)
        }
        if let sentence = layout.explain(conflict.id, in: language) {
            lines.append("  " + sentence)
        }
        if conflict.conflictingWith.contains(where: { $0.hasPrefix("nonNegative:") }) {
            lines.append("  " + language.words(.sizesNeverNegative))
        }
        // Tried before it is said: a member's duplicate outside the set can hold it alone.
        if let remedy = layout.conflictRemedy(conflict.id) {
            lines += ConflictMessages.removals(remedy, setSize: conflict.conflictingWith.count)
                .map { "  " + $0.text(in: language) }
        }
        return lines
    }
}
