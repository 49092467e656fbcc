extension Layout {
    /// Each view's subviews and superview, for the warnings after a change (thousands of
    /// moved views after a rotation): read off the analysis tracker's slots while they are
    /// current, since a lookup by name copies the whole view record out of the table.
    public func subviews(ofEach names: some Sequence<String>) -> [String] {
        var found: [String] = []
        for name in names {
            if let tracker, let slot = tracker.currentSlot(name, of: viewOrder) {
                found += tracker.subviews(ofSlot: slot)
            } else {
                found += subviews(of: name)
            }
        }
        return found
    }

    /// The superview of each of `names` that has one.
    public func superviews(ofEach names: some Sequence<String>) -> [String] {
        names.compactMap { name in
            if let tracker, let slot = tracker.currentSlot(name, of: viewOrder) { return tracker.superview(ofSlot: slot) }
            return superview(of: name)
        }
    }

    /// The views `warningsAfterChange` must look at after the change `trackedAnalysis()`
    /// just reported (`changes`): those it moved or whose ambiguity changed, their
    /// subviews, the superviews of those it moved, and `extra`, in declaration order,
    /// root left out. Found by slot, in time that follows the change. nil when `changes`
    /// did not come from the tracker (work from the names then).
    public func warningScope(for changes: LayoutChanges, extra: [String]) -> [String]? {
        tracker?.warningScope(for: changes, extra: extra, of: viewOrder)
    }
}
