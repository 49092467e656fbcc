/// A min-heap of symbol ids: the candidates to enter the basis. Lowest id first gives
/// Bland's rule (with lowest-id leaving ties), so the simplex cannot cycle.
/// Entries may go stale (a coefficient turned non-negative); the solver re-checks on pop.
struct SymbolHeap {
    private var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ s: Int32) {
        items.append(s)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] <= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if items.isEmpty { return top }
        items[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count && items[l] < items[m] { m = l }
            if r < items.count && items[r] < items[m] { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }
}
