import AutoLayout

/// The report as the shell prints it after `import`.
extension ImportReport {
    /// Lines without trailing newlines: what was made, what was skipped, the choices, then
    /// each conflict with its minimal set and candidate fixes.
    public var lines: [String] {
        var out = ["imported \(views.count) view\(views.count == 1 ? "" : "s"), \(constraints.count) constraint\(constraints.count == 1 ? "" : "s")"]
        for view in views {
            let place = view.superview == Layout.rootName && !view.superviewFromLog ? "" : " in \(view.superview)"
            out.append("  view \(view.name) = \(view.item.text)\(place)")
        }
        for constraint in constraints {
            let source = constraint.line > 0 ? "line \(constraint.line)" : "inferred"
            let address = constraint.key.flatMap { $0.hasPrefix("0x") ? "\($0), " : nil } ?? ""
            out.append("  \(constraint.formula)   (\(address)\(source))")
        }
        for problem in problems { out.append("skipped line \(problem.line): \(problem.message)") }
        for note in notes { out.append("note: \(note)") }
        for (index, broken) in appleBroke.enumerated() {
            guard let broken else { continue }
            let prefix = appleBroke.count > 1 ? "block \(index + 1): " : ""
            out.append("\(prefix)Apple broke \(describe(broken))")
        }
        for conflict in conflicts { out += conflictLines(conflict) }
        if conflicts.isEmpty, !constraints.isEmpty { out.append("alsh finds no conflict among the imported constraints") }
        return out
    }

    private func conflictLines(_ conflict: ConflictReport) -> [String] {
        let members = conflict.minimalSet.map(withRef).joined(separator: ", ")
        var out = ["conflict: \(describe(conflict.broken)) cannot hold; minimal set: \(members)"]
        for fix in conflict.fixes {
            let head = fix.action == .remove ? "  remove \(fix.id)" : "  lower \(fix.id) to 999"
            if let reason = fix.impossible {
                if fix.action == .remove { out.append("  \(fix.id) cannot change: \(reason)") }
                continue
            }
            out.append("\(head): " + outcome(fix, conflict.views))
        }
        return out
    }

    private func outcome(_ fix: Fix, _ views: [String]) -> String {
        var parts = [views.compactMap { view in fix.frames[view].map { "\(view) \($0)" } }.joined(separator: ", ")]
        if !fix.remainingConflicts.isEmpty {
            parts.append("still broken: \(fix.remainingConflicts.joined(separator: ", "))")
        }
        if fix.newAmbiguity.isEmpty {
            parts.append("no new ambiguity")
        } else {
            let list = views.compactMap { view in
                fix.newAmbiguity[view].map { "\(view).\($0.map(\.rawValue).joined(separator: "/"))" }
            }
            parts.append("ambiguous: " + list.joined(separator: ", "))
        }
        for (id, amount) in fix.unsatisfied.sorted(by: { $0.key < $1.key }) {
            parts.append("\(id) off by \(formatNumber(amount))")
        }
        return parts.filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// `view_1_height (0x600003220a50)`: an id with the log address it came from.
    public func withRef(_ id: String) -> String {
        guard let key = constraint(id: id)?.key, key.hasPrefix("0x") else { return id }
        return "\(id) (\(key))"
    }

    /// `label_title_width (0x600003f0c0a0, line 7)`.
    public func describe(_ id: String) -> String {
        guard let constraint = constraint(id: id), let key = constraint.key else { return id }
        let address = key.hasPrefix("0x") ? "\(key), " : ""
        return "\(id) (\(address)line \(constraint.line))"
    }
}
