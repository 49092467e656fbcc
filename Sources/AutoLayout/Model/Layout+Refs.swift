/// Refs: where an imported view or constraint came from (a conflict log's address
/// `0x600003220a50`, an Interface Builder object id), kept beside alsh's readable name so
/// reports, `show` and `--json` can point back at the source. A ref changes nothing in
/// the layout: it is never solved, only shown.
extension Layout {
    /// The ref of a view or a constraint; nil when it has none or does not exist.
    public func ref(of name: String) -> String? {
        views[name]?.ref ?? records[name]?.ref
    }

    /// Sets (or with nil, clears) the ref of a view or a constraint. A ref is one word of
    /// printable characters, at most 200 long, so it prints and replays as typed.
    public func setRef(_ name: String, _ ref: String?) throws(Diagnostic) {
        if let ref {
            guard !ref.isEmpty, ref.count <= 200,
                  ref.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7f }) else {
                throw LayoutMessages.error(.invalidRef, ref)
            }
        }
        if views[name] != nil {
            views[name]?.ref = ref
        } else if records[name] != nil {
            records[name]?.ref = ref
        } else {
            throw LayoutMessages.error(.noViewOrConstraint, name)
        }
    }
}
