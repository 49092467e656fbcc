/// An append-mostly list whose copies share one buffer: a copy is the buffer and a count,
/// and appending at the buffer's end writes in place, so a copy taken before the append
/// (an undo journal's note of a view's record) still reads its own prefix unchanged.
///
/// Why: root's subviews grow by one name per view declared, and every `view` line notes
/// root's record for undo before appending. With a plain array each note pinned a full
/// copy of the list, which summed to N²/40 names kept by the undo history (60 MB at
/// 10,000 views). Here the notes share the buffer and cost nothing.
///
/// The rule that keeps every copy's value fixed: a buffer's first `count` elements, once
/// some copy has seen them, are never written again. Appending is in place only at the
/// buffer's end; appending behind it (a copy from before an undo) or removing copies.
struct SharedTailList<Element> {
    private final class Buffer {
        var elements: [Element]
        init(_ elements: [Element]) { self.elements = elements }
    }

    private var buffer: Buffer?
    private(set) var count = 0

    init() {}

    init(_ elements: [Element]) {
        if !elements.isEmpty { buffer = Buffer(elements) }
        count = elements.count
    }

    /// The elements, as an array (a copy of the prefix only when the buffer ran ahead).
    var elements: [Element] {
        guard let buffer else { return [] }
        return buffer.elements.count == count ? buffer.elements : Array(buffer.elements.prefix(count))
    }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ element: Element) {
        if let buffer, buffer.elements.count == count {
            buffer.elements.append(element)
        } else {
            var copy = elements
            copy.append(element)
            buffer = Buffer(copy)
        }
        count += 1
    }

    /// Removes every element `doomed` accepts, into a buffer of its own (other copies keep
    /// theirs).
    mutating func removeAll(where doomed: (Element) throws -> Bool) rethrows {
        let kept = try elements.filter { try !doomed($0) }
        guard kept.count != count else { return }
        self = SharedTailList(kept)
    }
}

/// A copy's prefix is never written, but an append at the buffer's end reallocates the
/// array other copies read through: sound while one owner at a time uses the lists, which
/// is the layout's rule anyway (`Layout` and `Solver` are not thread-safe). The parse
/// context's view lookup captures the view table in a `@Sendable` closure that it runs
/// on the owner's thread, before anything is appended.
extension SharedTailList: @unchecked Sendable where Element: Sendable {}
