/// Whether an edited layout reads as building it afresh would.
extension Layout {
    /// True when analysing the layout gives what a fresh layout would give if every view
    /// and constraint standing now were added in creation order. Frames, ambiguity,
    /// conflicting sets and how far optionals give way depend on the constraints held,
    /// not on the order they came in; two things here depend on the order:
    ///
    /// - Which required constraints are broken. Adding in creation order breaks a
    ///   constraint exactly when it conflicts with the ones kept before it. Every kept one
    ///   fits with the others kept before it (all kept ones hold together); if every
    ///   broken one conflicts with kept ones made before it (its conflicting set, which
    ///   holds), then by induction along that order the fresh build keeps and breaks the
    ///   same ones. After a removal a broken one may instead stay broken because of one
    ///   made after it, which the fresh build would refuse instead.
    /// - Margins and safe areas in use: the layout pass settles their insets from the
    ///   frames the history left (`settleGuides`).
    ///
    /// `false` says only that this is not shown.
    package var analysesAsBuiltAfresh: Bool {
        guard guideState.users.isEmpty else { return false }
        return brokenIDs.allSatisfy { id in
            guard let broken = records[id] else { return false }
            return broken.conflict.allSatisfy { member in
                guard let record = records[member] else { return false }
                return record.solverID != nil && record.priority >= 1000 && record.serial < broken.serial
            }
        }
    }
}
