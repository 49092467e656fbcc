/// The layout's tables and lists, each able to note what a change overwrote, so the change
/// can be taken back at the cost of what it touched (`Layout.undo(_:)`). Outside a change
/// (`journal == nil`) they cost what a plain dictionary or array costs.

/// An undo journal's note of one key: absent before the change, or its value then. The
/// value is boxed (`indirect`), so a note costs a pointer's width in the journal, not a
/// record's: most changes add keys (a new constraint, a new view), and a grid of 10,000
/// views kept 42 MB of `Optional<ConstraintRecord>` slots for those nils in its undo history.
enum Noted<Value> {
    case absent
    indirect case was(Value)

    var value: Value? {
        if case .was(let value) = self { return value }
        return nil
    }
}

/// A table by name that, while a change is recorded, keeps each key's value from before
/// the change's first write to it.
package struct UndoableTable<Value> {
    private(set) var storage: [String: Value] = [:]
    /// Each key written since the change began, with its value before.
    var journal: [String: Noted<Value>]?

    package internal(set) subscript(key: String) -> Value? {
        get { storage[key] }
        set {
            note(key)
            storage[key] = newValue
        }
        _modify {
            note(key)
            yield &storage[key]
        }
    }

    private mutating func note(_ key: String) {
        guard journal != nil, journal?.index(forKey: key) == nil else { return }
        journal?[key] = storage[key].map(Noted.was) ?? .absent
    }

    var values: Dictionary<String, Value>.Values { storage.values }
    var keys: Dictionary<String, Value>.Keys { storage.keys }
    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    func index(forKey key: String) -> Dictionary<String, Value>.Index? { storage.index(forKey: key) }
    func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [String: T] { try storage.mapValues(transform) }
    func compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> [String: T] {
        try storage.compactMapValues(transform)
    }

    /// Writes a value in place, found by index (no hashing of the key twice).
    mutating func modifyValue<R>(at index: Dictionary<String, Value>.Index, _ body: (inout Value) -> R) -> R {
        note(storage.keys[index])
        return body(&storage.values[index])
    }
}

extension UndoableTable: Sequence {
    package func makeIterator() -> Dictionary<String, Value>.Iterator { storage.makeIterator() }
}

/// What a change did to a list: it kept the first `kept` elements and, after them, had
/// `tail` (the elements it overwrote, in order). Appends alone keep everything before them.
struct ListJournal<Element> {
    var kept: Int
    var tail: [Element] = []
}

/// An ordered list that, while a change is recorded, keeps the part the change rewrote.
/// Appends (what most changes do) cost nothing extra, and undoing them costs their count.
package struct UndoableList<Element>: RandomAccessCollection {
    private(set) var elements: [Element] = []
    var journal: ListJournal<Element>?

    package var startIndex: Int { elements.startIndex }
    package var endIndex: Int { elements.endIndex }
    package subscript(position: Int) -> Element { elements[position] }

    /// The change is about to write at `index` and after it.
    private mutating func note(from index: Int) {
        guard let kept = journal?.kept, index < kept else { return }
        journal?.tail.insert(contentsOf: elements[index..<kept], at: 0)
        journal?.kept = index
    }

    mutating func append(_ element: Element) {
        note(from: elements.count)
        elements.append(element)
    }

    @discardableResult
    mutating func remove(at index: Int) -> Element {
        note(from: index)
        return elements.remove(at: index)
    }

    mutating func removeAll(where doomed: (Element) throws -> Bool) rethrows {
        guard let first = try elements.firstIndex(where: doomed) else { return }
        note(from: first)
        try elements.removeAll(where: doomed)
    }

    /// Puts back what `journal` says the list had, noting the rewrite in the open journal.
    mutating func restore(_ old: ListJournal<Element>) {
        let start = Swift.min(old.kept, elements.count)
        note(from: start)
        elements.removeSubrange(start...)
        elements.append(contentsOf: old.tail)
    }
}
