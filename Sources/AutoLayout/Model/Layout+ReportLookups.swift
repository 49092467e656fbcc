/// What a report asks about a constraint per line, without building its whole
/// `LayoutConstraintInfo` (that finds the view installing it and evaluates it): a change
/// that repairs thousands of optional constraints asks thousands of times.
extension Layout {
    /// The constraint's text as `constraint(id)?.text` gives it; nil for an unknown id.
    public func constraintText(_ id: String) -> String? { records[id]?.text }

    /// The constraint's state as `constraint(id)?.state` gives it; nil for an unknown id.
    public func constraintState(_ id: String) -> LayoutConstraintInfo.State? {
        // Two fields read in place: copying the record out retains and releases its box.
        guard let index = records.index(forKey: id) else { return nil }
        let record = records.storage.values[index]
        return !record.isActive ? .inactive : record.solverID == nil ? .broken : .active
    }
}
