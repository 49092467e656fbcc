/// Interface Builder's placeholder constraints (`placeholder="YES"`): stand-ins for ones
/// code makes at run time. Interface Builder lays the scene out with them and removes them
/// at build time, so an import keeps them, marked, in the layout (the scene as Xcode shows
/// it), and taking the marked ones out shows the layout as it runs.
extension Layout {
    /// Marks a user constraint as a placeholder, or clears the mark. The mark changes
    /// nothing in the layout; `deactivate` and `activate` take it out and put it back.
    public func setPlaceholder(_ id: String, _ on: Bool) throws(Diagnostic) {
        guard let record = records[id] else {
            let userIDs = recordOrder.filter { records[$0]?.origin.isUser == true }
            throw LayoutMessages.unknownConstraint(id, among: userIDs)
        }
        guard record.origin.isUser else { throw LayoutMessages.notUserConstraint(id) }
        guard record.isPlaceholder != on else { return }
        records[id]?.isPlaceholder = on
    }

    public func isPlaceholder(_ id: String) -> Bool { records[id]?.isPlaceholder == true }

    /// The placeholder constraints, in the order they were added.
    public var placeholderIDs: [String] {
        recordOrder.filter { records[$0]?.isPlaceholder == true }
    }
}
