import Messages

/// Constraints Swift code activates among views it made and has not added to the
/// hierarchy yet (`let card = UIView(); card.addSubview(label)`, then constraints between
/// `label` and `card`, then `view.addSubview(card)`). UIKit takes them: they are installed
/// on the views' common ancestor in that detached tree and lay it out once the tree joins
/// a window. alsh has only the views in the layout, so they wait with the tree's top view
/// and join when it is added. A constraint between such a tree and a view outside it has
/// no common ancestor: UIKit stops the app there, and so the paste is refused there.
extension PastedCodeReader {
    /// The top view of the tree of made, not yet added views that `name` is in (itself
    /// when nothing holds it); nil for a view in the layout or one the paste never made or
    /// added to such a tree.
    func detachedRoot(of name: String) -> String? {
        guard !isView(name) else { return nil }
        var current = name
        var seen: Set<String> = [name]
        var inTree = state.made[name] != nil
        while let parent = state.made.keys.sorted().first(where: { key in
            let made = state.made[key]!
            return made.subviews.contains(current) || made.arranged.contains(current)
        }), seen.insert(parent).inserted {
            inTree = true
            current = parent
        }
        guard inTree, !seen.contains(where: { state.made[$0]?.passedOn == true }) else { return nil }
        return current
    }

    /// Made views among the arguments of a method alsh does not read are passed on.
    mutating func passOn(_ arguments: [CodePart]) {
        for part in arguments {
            guard let path = part.argument?.path else { continue }
            let name = viewName(path.map(\.name))
            if !isView(name), state.made[name] != nil { state.made[name]!.passedOn = true }
        }
    }

    /// Adds a constraint Swift code activates: at once, or held by the detached tree all
    /// its views are in; refused when it joins such a tree to a view outside it.
    mutating func emitSwiftLine(_ line: LoweredLine, variable: String?) throws(Diagnostic) {
        var tree: (root: String, view: (name: String, offset: Int))?
        var outside: String?
        for item in Self.itemNames(in: line.text) {
            if let top = detachedRoot(of: item.name) {
                if let tree, tree.root != top { throw noCommonAncestor(item, tree.view.name, in: line) }
                if let outside { throw noCommonAncestor(item, outside, in: line) }
                tree = tree ?? (top, item)
            } else if isView(item.name) {
                if let tree { throw noCommonAncestor(tree.view, item.name, in: line) }
                outside = outside ?? item.name
            }
        }
        let effect = PastedCodeEffect.line(line, variable: variable)
        guard let tree else { return effects.append(effect) }
        state.made[tree.root, default: MadeView(uikitClass: nil, translates: false)].held.append(effect)
    }

    /// `c.constant = 8`, `c.priority = …`, `c.isActive = false` on a kept constraint: with
    /// it, where it waits for its tree.
    mutating func emitOnVariable(_ effect: PastedCodeEffect, _ variable: String) {
        for key in state.made.keys.sorted() where state.made[key]!.held.contains(where: { held in
            if case .line(_, let kept?) = held { return kept == variable } else { return false }
        }) {
            state.made[key]!.held.append(effect)
            return
        }
        effects.append(effect)
    }

    /// The error where a constraint relates `detached`, a view of a tree not added yet, to
    /// `other`, a view outside that tree: at the detached view.
    private func noCommonAncestor(_ detached: (name: String, offset: Int), _ other: String, in line: LoweredLine) -> Diagnostic {
        let top = detachedRoot(of: detached.name) ?? detached.name
        let range = line.source(of: detached.offset..<detached.offset + detached.name.count)
        return Diagnostic(.pasted(Message(.codeNoCommonAncestor, detached.name, other), hint: Message(.hintCodeNoCommonAncestor, top)),
                          at: range)
    }

    /// The names a lowered line relates, where they stand in it: each identifier that is
    /// no member (`.top`), no argument label (`constant:`) and no format's axis (`H:`).
    static func itemNames(in text: String) -> [(name: String, offset: Int)] {
        let characters = Array(text)
        var names: [(name: String, offset: Int)] = []
        var index = 0
        while index < characters.count {
            guard SourceCursor.isIdentifierStart(characters[index]) else { index += 1; continue }
            let start = index
            while index < characters.count, SourceCursor.isIdentifierBody(characters[index]) { index += 1 }
            let afterDot = start > 0 && characters[start - 1] == "."
            var next = index
            while next < characters.count, characters[next] == " " { next += 1 }
            let isLabel = next < characters.count && characters[next] == ":"
            if !afterDot, !isLabel { names.append((String(characters[start..<index]), start)) }
        }
        return names
    }
}
