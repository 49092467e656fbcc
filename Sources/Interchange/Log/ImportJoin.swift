import AutoLayout

/// What the session already holds from the same run, found by address: the views an
/// earlier dump or log named (with their superviews) and the constraints a log added. A
/// log imported after a dump joins them: a view it names by a known address keeps the
/// session's name and superview, and a constraint with a known address is not added again.
struct ImportJoin: Sendable {
    /// Lower-cased address → the view's name (root when a dump's window had it).
    var views: [String: String] = [:]
    /// View name → its superview, for every view of the session.
    var superviews: [String: String] = [:]
    /// Lower-cased address → the constraint's id.
    var constraints: [String: String] = [:]
    /// Views that translate their autoresizing mask (a description gave them a frame).
    var translating: Set<String> = []

    init() {}

    init(layout: Layout) {
        for name in [Layout.rootName] + layout.viewNames {
            if let ref = layout.ref(of: name), ref.hasPrefix("0x") { views[ref.lowercased()] = name }
            if let superview = layout.superview(of: name) { superviews[name] = superview }
            if layout.autoresizing(of: name) != nil { translating.insert(name) }
        }
        for constraint in layout.constraints {
            if let ref = layout.ref(of: constraint.id), ref.hasPrefix("0x") { constraints[ref.lowercased()] = constraint.id }
        }
    }

    func view(_ item: LogItem) -> String? {
        item.address.flatMap { views[$0.lowercased()] }
    }

    func constraint(_ constraint: LogConstraint) -> String? {
        constraint.address.flatMap { constraints[$0.lowercased()] }
    }

    /// The session's superviews of `name`, nearest first, root last.
    func ancestors(of name: String) -> [String] {
        var result: [String] = []
        var current = superviews[name]
        while let view = current, !result.contains(view) {
            result.append(view)
            current = superviews[view]
        }
        return result
    }
}
