import CPrefetch

/// A row's cells asked for before they are read. The dual simplex takes the infeasible
/// rows from a queue, and a rotation of a big layout puts ten thousand there: each row's
/// record is warm (the constant shift that queued it just wrote it) but its cells lie in
/// an array of their own, far from anything read lately, and reading their count was
/// most of the wait of choosing the entering symbol. Asking for the next row's cells
/// while one row is pivoted lets the two waits overlap.
extension Solver {
    /// Asks for the storage of row `r`'s symbols. The array's storage address is read
    /// from the row's record as a plain word: taking the array itself would retain it,
    /// a write to the very memory still on its way.
    @inline(__always) func prefetchSymbols(ofRow r: Int32) {
        rows.withUnsafeBufferPointer { rows in
            guard Int(r) < rows.count, let offset = Self.symbolsOffset else { return }
            let record = UnsafeRawPointer(rows.baseAddress! + Int(r))
            alsh_prefetch(record.load(fromByteOffset: offset, as: UnsafeRawPointer?.self))
        }
    }

    /// Where a row's `symbols` array lies within its record; an array is one reference.
    private static let symbolsOffset: Int? = MemoryLayout<Row>.offset(of: \Row.symbols)
        .flatMap { MemoryLayout<[Int32]>.size == MemoryLayout<UnsafeRawPointer>.size ? $0 : nil }
}
