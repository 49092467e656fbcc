import Cassowary

/// UIView.semanticContentAttribute for the whole layout: which physical edge leading is.
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// Right-to-left layout (SPEC §8).
///
/// How a directional constraint reads in right-to-left. Apple turns leading/trailing into
/// right/left, keeps the multiplier and keeps the constant meaningful in the reading
/// direction: `H:|-20-[a]` puts `a` 20 from the right edge and `[a]-8-[b]` puts `b` 8 to
/// the left of `a`. Measuring directional attributes on the mirrored axis does exactly that
/// with no special case: leading = −maxX, trailing = −minX (of the alignment rect), so
/// `a.leading == m * b.trailing + c` becomes −a.maxX = m·(−b.minX) + c, i.e.
/// `a.right == m * b.left − c`. With m = 1 the constant is a gap read right-to-left; with
/// m ≠ 1 the multiplier still scales the physical coordinate, as UIKit's does (a trailing
/// edge at 0.8 × the superview's trailing lands on x = 0.8 × 0 = 0 in right-to-left, the
/// behaviour asked about in Stack Overflow question 33714527). Mirroring about root's
/// width instead would make every RTL layout the exact mirror image, but that is not what
/// UIKit computes for multipliers, so we do not. Left and right never flip; mixing them
/// with leading/trailing stays refused.
extension Layout {
    /// Switches the layout's direction. Only the constraints naming a leading or trailing
    /// attribute are re-lowered; everything else stays in the solver untouched. Returns the
    /// ids of the constraints that were re-lowered, in id order.
    @discardableResult
    public func setDirection(_ newDirection: LayoutDirection) -> [String] {
        guard newDirection != direction else { return [] }
        direction = newDirection
        // Every record is looked at: straight through the table (no hashing of ids), lhs
        // and rhs apart (`terms` would build an array per record), then into id order.
        let affected = records.values.filter { record in
            guard let canonical = record.canonical else { return false }
            return canonical.lhs.contains { $0.attribute.isDirectional } || canonical.rhs.contains { $0.attribute.isDirectional }
        }.sorted { $0.serial < $1.serial }.map(\.id)
        // All out first, then all in again in id order: swapping one at a time would pass
        // through half-flipped states whose conflicts are not the layout's, each costing a
        // minimal-conflict search. Out newest first, undoing the way they went in, which
        // leaves the solver fewer pivots.
        for id in affected.reversed() { uninstall(id) }
        for id in affected {
            guard let record = records[id], let canonical = record.canonical,
                  let lowered = lower(canonical, priority: record.priority) else { continue }
            records[id]?.lowered = lowered
            installBreakingNewest(id)
        }
        // Stacks are built on leading and trailing too; each is rebuilt as its difference.
        var restacked: [String] = []
        for name in stackOrder { restacked += restack(name).changed.map(\.id) }
        retryBroken()
        return affected + restacked
    }

    /// Installs a re-lowered constraint; if it conflicts, the newest user constraint of the
    /// conflict breaks, as when the flipped layout is built line by line (the rule that the
    /// newer constraint gives way holds across a direction change too).
    private func installBreakingNewest(_ id: String) {
        while !install(id), let record = records[id], record.isBroken {
            let victim = record.conflict.last { other in
                guard let candidate = records[other] else { return false }
                return candidate.origin.isUser && candidate.serial > record.serial
            }
            guard let victim else { return }
            let rest = record.conflict.filter { $0 != victim } + [id]
            breakConstraint(victim, conflict: rest.sorted { (records[$0]?.serial ?? 0) < (records[$1]?.serial ?? 0) })
        }
    }
}
