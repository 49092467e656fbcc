import AutoLayout
import Messages

/// The report as the shell prints it after `import`.
extension ImportReport {
    /// Lines without trailing newlines: what was made, what was skipped, the choices, then
    /// each conflict with its minimal set and candidate fixes.
    public var lines: [String] { lines(in: .en) }

    /// The report's own sentences in `language`; what the log's parser noted stays as
    /// it was written.
    public func lines(in language: Language) -> [String] {
        func words(_ message: Message) -> String { message.text(in: language) }
        var out = [words(Message(.importedCounts, [.message(Message(.viewCount, [.count(views.count { !$0.joined })])),
                                                   .message(Message(.constraintCount, [.count(constraints.count)]))]))]
        for view in views {
            let place = view.superview == Layout.rootName && !view.superviewFromLog ? "" : " " + language.words(.inSuperview, view.superview)
            let joined = view.joined ? " " + language.words(.joinedMark) : ""
            out.append("  view \(view.name) = \(view.item.text)\(place)\(joined)")
        }
        for constraint in constraints {
            let source = constraint.line > 0 ? language.words(.lineNumber, String(constraint.line)) : language.words(.inferredMark)
            let address = constraint.key.flatMap { $0.hasPrefix("0x") ? "\($0), " : nil } ?? ""
            out.append("  \(constraint.formula)   (\(address)\(source))")
        }
        for problem in problems { out.append(language.words(.skippedLine, String(problem.line), words(problem.sentence))) }
        for note in noteMessages { out.append(language.words(.noteLine, words(note))) }
        for (index, broken) in appleBroke.enumerated() {
            guard let broken else { continue }
            let prefix = appleBroke.count > 1 ? language.words(.blockPrefix, String(index + 1)) : ""
            out.append(prefix + language.words(.appleBroke, describe(broken)))
        }
        for conflict in conflicts { out += conflictLines(conflict, language) }
        if conflicts.isEmpty, !constraints.isEmpty { out.append(language.words(.noConflictImported)) }
        return out
    }

    private func conflictLines(_ conflict: ConflictReport, _ language: Language) -> [String] {
        let members = conflict.minimalSet.map(withRef).joined(separator: ", ")
        var out = [Message(.importConflict, describe(conflict.broken), members).text(in: language)]
        if let reason = conflict.reason { out.append("  " + reason.text(in: language)) }
        for fix in conflict.fixes {
            // The fixes are commands to type: 'remove c3', 'priority c3 999'.
            let head = fix.action == .remove ? "  remove \(fix.id)" : "  lower \(fix.id) to 999"
            if let reason = fix.impossible {
                if fix.action == .remove { out.append("  " + Message(.cannotChange, [.text(fix.id), .message(reason)]).text(in: language)) }
                continue
            }
            out.append("\(head): " + outcome(fix, conflict, language))
        }
        return out
    }

    private func outcome(_ fix: Fix, _ conflict: ConflictReport, _ language: Language) -> String {
        let views = conflict.views
        var parts = [views.compactMap { view in fix.frames[view].map { "\(view) \($0)" } }.joined(separator: ", ")]
        // The conflict's own broken constraint still broken after a member went: another
        // minimal set holds it, named so the line does not read as the set's refutation.
        let others = fix.remainingConflicts.filter { $0 != conflict.broken }
        if !others.isEmpty {
            parts.append(language.words(.stillBroken, others.joined(separator: ", ")))
        }
        if fix.remainingConflicts.contains(conflict.broken) {
            let set = fix.remainingSets[conflict.broken] ?? []
            parts.append(language.words(.stillBrokenWith, conflict.broken, set.joined(separator: ", ")))
        }
        if fix.newAmbiguity.isEmpty {
            parts.append(language.words(.noNewAmbiguity))
        } else {
            let list = views.compactMap { view in
                fix.newAmbiguity[view].map { "\(view).\($0.map(\.rawValue).joined(separator: "/"))" }
            }
            parts.append(language.words(.ambiguousList, list.joined(separator: ", ")))
        }
        for (id, amount) in fix.unsatisfied.sorted(by: { $0.key < $1.key }) {
            parts.append(language.words(.offBy, id, formatNumber(amount)))
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
