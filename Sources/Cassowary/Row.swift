/// One row of the tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Cells are two parallel arrays rather than a dictionary: rows are short (a handful of
/// cells), and merging through the solver's dense position scratch keeps every update
/// O(cells touched) without hashing or per-row allocation. The coefficients are kept a
/// byte each while they are small whole numbers (`Coefficients`).
struct Row {
    var basic: Int32
    /// The row's markers of required equalities not yet placed: a node of the solver's
    /// `MarkerParts`, or -1 for none (see there).
    var markers: Int32 = -1
    var constant: Double
    var symbols: [Int32] = []
    var coefficients = Coefficients()

    init(basic: Int32 = -1, constant: Double = 0) {
        self.basic = basic
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty && markers < 0 }

    // Inlined by hand: with the coded coefficients the optimizer stopped inlining these,
    // and a root resize reads them for each of thousands of rows (`feasibleInterval`).
    @inline(__always) func index(of symbol: Int32) -> Int? {
        for i in symbols.indices where symbols[i] == symbol { return i }
        return nil
    }

    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        if let i = index(of: symbol) { return coefficients[i] }
        return 0
    }

    mutating func append(_ symbol: Int32, _ coefficient: Double) {
        symbols.append(symbol)
        coefficients.append(coefficient)
    }

    /// Appends cells in order, each array grown once.
    mutating func append(_ newSymbols: UnsafeBufferPointer<Int32>, _ newCoefficients: UnsafeBufferPointer<Double>) {
        symbols.append(contentsOf: newSymbols)
        coefficients.append(contentsOf: newCoefficients)
    }

    mutating func removeCell(at i: Int) {
        symbols.swapAt(i, symbols.count - 1)
        coefficients.swapAt(i, coefficients.count - 1)
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// `removeCell(at: i)` then `append(symbol, coefficient)`, in place: the last cell
    /// fills the hole and the new one takes the last place (a pivot's leaving symbol
    /// replaces the entering one: the same cells in the same order, nothing resized).
    mutating func replaceCell(at i: Int, appending symbol: Int32, _ coefficient: Double) {
        let last = symbols.count - 1
        symbols[i] = symbols[last]
        symbols[last] = symbol
        coefficients.replace(at: i, appending: coefficient)
    }

    /// Drops the cells whose coefficient is near zero exactly as `removeCell` would one by
    /// one from the first (each hole filled by the last cell: the same cells in the same
    /// order), calling `dropped` with each symbol dropped. One pass through buffers: when
    /// markers were cells, a chain aligned at both ends cancelled most of each new row,
    /// and removing them one call at a time was a tenth of its cost.
    mutating func removeNearZeroCells(_ dropped: (Int32) -> Void) {
        let kept = symbols.withUnsafeMutableBufferPointer { symbols in
            coefficients.removeNearZero(alongside: symbols, dropped)
        }
        symbols.removeLast(symbols.count - kept)
    }

    mutating func scale(by k: Double) {
        constant *= k
        coefficients.multiply(by: k)
    }
}

/// Numbers closer to zero than this are zero. Tableau entries are combinations of
/// user coefficients of ordinary size, so one absolute threshold is adequate; constants
/// are compared relative to their magnitude where a verdict depends on them.
@inline(__always) func nearZero(_ x: Double) -> Bool { x < 1e-9 && x > -1e-9 }

extension Solver {
    /// The magnitude under which `nearZero` takes a tableau entry for 0 (written out there
    /// as a literal, where it is read in every pivot). A coefficient whose pivot would divide
    /// it under this is dropped, so callers bound how far a constraint's coefficients may
    /// differ from this (`Layout.coefficientSpread`).
    public static let zeroTolerance = 1e-9
}
