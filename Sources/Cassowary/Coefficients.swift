/// The coefficients of a row's cells, in cell order.
///
/// Most of a big layout's cells hold small whole numbers: edges pinned to edges give ±1,
/// and a chain of equalities whose markers are placed in the rows (its constraints
/// shifted or removed, see `MarkerParts`) makes rows that are sums of those markers, a
/// cell of +1 or -1 per link. While every
/// coefficient of a row is a whole number in -128...127 they are kept as one byte each;
/// the first other value turns the list into plain `Double`s. A byte reads back as the
/// very `Double` that was written (-0.0, whose bits differ from 0's, is never coded), so
/// no arithmetic changes, to the bit. The list is coded exactly while `values` is empty.
struct Coefficients: RandomAccessCollection, MutableCollection {
    private var codes: [Int8] = []
    private var values: [Double] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { values.isEmpty ? codes.count : values.count }
    var isEmpty: Bool { codes.isEmpty && values.isEmpty }

    /// Whether the cells are kept as bytes (tests read it to know the coded form was used).
    var isCoded: Bool { values.isEmpty }

    subscript(i: Int) -> Double {
        @inline(__always) get { values.isEmpty ? Double(codes[i]) : values[i] }
        @inline(__always) set {
            if values.isEmpty, let code = Self.code(newValue) {
                codes[i] = code
            } else {
                decode()
                values[i] = newValue
            }
        }
    }

    /// Calls `body` with each cell's index and value, the form decided once for the whole
    /// walk (the solver's inner loops; reading cell by cell decides it for every cell).
    @inline(__always) func forEachCell(_ body: (Int, Double) -> Void) {
        if values.isEmpty {
            codes.withUnsafeBufferPointer { codes in
                for i in codes.indices { body(i, Double(codes[i])) }
            }
        } else {
            values.withUnsafeBufferPointer { values in
                for i in values.indices { body(i, values[i]) }
            }
        }
    }

    /// `self[i] += delta`, deciding the form once (merge's inner loop).
    @inline(__always) mutating func add(_ delta: Double, at i: Int) {
        if values.isEmpty {
            if let code = Self.code(Double(codes[i]) + delta) {
                codes[i] = code
                return
            }
            decode()
        }
        values[i] += delta
    }

    /// Whether some value is near zero (a cell that cancelled). Coded, only 0 is.
    var hasNearZero: Bool {
        if values.isEmpty { return codes.withUnsafeBufferPointer { $0.contains(0) } }
        return values.withUnsafeBufferPointer { $0.contains(where: nearZero) }
    }

    /// Every value times `k`. A pivot scales its row by -1/a, and a is ±1 in a chain: by 1
    /// nothing changes (bit for bit), and by -1 the codes negate, unless one is 0 (whose
    /// negation is -0.0, not a code) or -128 (whose is 128).
    mutating func multiply(by k: Double) {
        if k == 1 { return }
        if values.isEmpty {
            // Through a buffer: the first link of a long chain's new row negates hundreds.
            if k == -1, codes.withUnsafeMutableBufferPointer({ codes in
                guard !codes.contains(where: { $0 == 0 || $0 == -128 }) else { return false }
                for i in codes.indices { codes[i] = -codes[i] }
                return true
            }) { return }
            decode()
        }
        for i in values.indices { values[i] *= k }
    }

    @inline(__always) mutating func append(_ value: Double) {
        if values.isEmpty, let code = Self.code(value) {
            codes.append(code)
        } else {
            decode()
            values.append(value)
        }
    }

    /// Appends values in order: as bytes if every one has a code (the list stays coded),
    /// else as plain values.
    mutating func append(contentsOf new: UnsafeBufferPointer<Double>) {
        if values.isEmpty {
            let start = codes.count
            codes.append(contentsOf: repeatElement(0, count: new.count))
            let coded = codes.withUnsafeMutableBufferPointer { codes in
                for i in new.indices {
                    guard let code = Self.code(new[i]) else { return false }
                    codes[start + i] = code
                }
                return true
            }
            if coded { return }
            codes.removeLast(new.count)
            decode()
        }
        values.append(contentsOf: new)
    }

    /// No cells, the room kept (a scratch row refilled for every query).
    mutating func removeAll() {
        codes.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Room for `n` cells in the current form (a row about to be filled, of known size).
    mutating func reserveCapacity(_ n: Int) {
        if values.isEmpty { codes.reserveCapacity(n) } else { values.reserveCapacity(n) }
    }

    mutating func swapAt(_ i: Int, _ j: Int) {
        if values.isEmpty { codes.swapAt(i, j) } else { values.swapAt(i, j) }
    }

    /// The last value moved to `i` and `value` put last: `swapAt(i, last)`, `removeLast()`
    /// and `append(value)` in one, the form decided once.
    mutating func replace(at i: Int, appending value: Double) {
        if values.isEmpty, let code = Self.code(value) {
            codes.withUnsafeMutableBufferPointer { codes in
                codes[i] = codes[codes.count - 1]
                codes[codes.count - 1] = code
            }
            return
        }
        decode()
        values.withUnsafeMutableBufferPointer { values in
            values[i] = values[values.count - 1]
            values[values.count - 1] = value
        }
    }

    mutating func removeLast() {
        if values.isEmpty { codes.removeLast() } else { values.removeLast() }
    }

    /// `Row.removeNearZeroCells`'s pass over the values and `symbols` (the row's, as long):
    /// returns how many cells are left at the front, the values already cut to that.
    mutating func removeNearZero(alongside symbols: UnsafeMutableBufferPointer<Int32>,
                                 _ dropped: (Int32) -> Void) -> Int {
        let kept: Int
        if values.isEmpty {
            // A code is near zero only when it is 0.
            kept = codes.withUnsafeMutableBufferPointer { Self.fillHoles($0, symbols, isZero: { $0 == 0 }, dropped) }
            codes.removeLast(codes.count - kept)
        } else {
            kept = values.withUnsafeMutableBufferPointer { Self.fillHoles($0, symbols, isZero: nearZero, dropped) }
            values.removeLast(values.count - kept)
        }
        return kept
    }

    /// Each zero cell replaced by the last, the last then dropped, from the first cell on.
    private static func fillHoles<T>(_ cells: UnsafeMutableBufferPointer<T>, _ symbols: UnsafeMutableBufferPointer<Int32>,
                                     isZero: (T) -> Bool, _ dropped: (Int32) -> Void) -> Int {
        var count = cells.count, i = 0
        while i < count {
            guard isZero(cells[i]) else {
                i += 1
                continue
            }
            dropped(symbols[i])
            count -= 1
            cells[i] = cells[count]
            symbols[i] = symbols[count]
        }
        return count
    }

    /// The byte that stands for `value` exactly, or nil.
    @inline(__always) private static func code(_ value: Double) -> Int8? {
        guard value >= -128, value <= 127 else { return nil }  // NaN fails here too
        let code = Int8(value)
        return Double(code) == value && (code != 0 || value.bitPattern == 0) ? code : nil
    }

    /// Leaves the coded form for plain values (a no-op once there).
    private mutating func decode() {
        guard values.isEmpty, !codes.isEmpty else { return }
        values = codes.map(Double.init)
        codes = []
    }
}
