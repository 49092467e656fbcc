/// Which of alsh's own lines (an anchor call, `NSLayoutConstraint(item:…)`) belong to the
/// Swift pasted around them, and are read with it rather than on their own.
extension PastedCodeState {
    /// True when `line` is an anchor call or `NSLayoutConstraint(item:…)` (alsh reads both
    /// as its own lines) that only pasted Swift can read: it names a view the code made and
    /// has not added yet (its constraint waits for the view's tree), a view controller's
    /// view (`child.view.topAnchor`, the view alsh names `child`), a number the code named,
    /// or a conditional value (`constant: wide ? 16 : 8`), which the Swift reader refuses
    /// as one alsh cannot tell where the anchor parser knows no `?`.
    public func readsAsPastedSwift(_ line: String) -> Bool {
        // Asked of every line alsh reads: most have no call at all.
        guard line.utf8.contains(UInt8(ascii: "(")) else { return false }
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.contains(".constraint(") || text.hasPrefix("NSLayoutConstraint(") else { return false }
        if text.contains(" ? ") { return true }
        return PastedCodeReader.itemNames(in: String(text)).contains { item in
            let after = text.dropFirst(item.offset + item.name.count)
            if after.hasPrefix(".view"), !(after.dropFirst(5).first.map(SourceCursor.isIdentifierBody) ?? false),
               item.name != "self", !PastedCodeReader.selfNames.contains(item.name) {
                return true
            }
            // `constant: margin` after `let margin: CGFloat = 20`, `insets.top`: numbers the
            // code named, which alsh's own lines do not know.
            if constants[item.name] != nil || structConstants[item.name] != nil { return true }
            if after.first == ".", item.name == "self" || item.name.first?.isUppercase == true,
               constants[String(after.dropFirst().prefix(while: SourceCursor.isIdentifierBody))] != nil {
                return true  // `self.margin`, `Metrics.padding`
            }
            return made[item.name] != nil || made.values.contains { $0.subviews.contains(item.name) || $0.arranged.contains(item.name) }
        }
    }
}
