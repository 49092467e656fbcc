import CPrefetch

/// Rows asked for before they are read. The dual simplex takes the infeasible rows from a
/// queue, and a rotation of a big layout puts ten thousand there: each row's record is
/// warm (the constant shift that queued it just wrote it), but its cells lie in arrays of
/// their own and its leaving symbol's column list in another, far from anything read
/// lately; reading the cells' count was most of the wait of choosing the entering symbol.
/// Asking for the next rows' memory while one row is pivoted lets the waits overlap.
///
/// An array's storage address is read as the plain word it is (an array is one
/// reference): taking the array itself would retain it, a write to the very memory still
/// on its way.
extension Solver {
    /// How many rows ahead a row's cells are asked for (its record twice as far, so that
    /// it is there when the cells' addresses are read from it). A pass that only reads
    /// records asks four times as far ahead: it spends little on each row.
    static let prefetchDistance = 4
    static let recordsAhead = 4 * prefetchDistance

    /// Asks for row `r`'s record (its basic symbol, constant and where its cells are).
    @inline(__always) func prefetchRecord(ofRow r: Int32) {
        rows.withUnsafeBufferPointer { rows in
            guard Int(r) < rows.count else { return }
            alsh_prefetch(rows.baseAddress! + Int(r))
        }
    }

    /// Asks for row `r`'s cells: its symbols and its coefficients (coded or not).
    @inline(__always) func prefetchCells(ofRow r: Int32) {
        guard let offsets = Self.cellOffsets else { return }
        rows.withUnsafeBufferPointer { rows in
            guard Int(r) < rows.count else { return }
            let record = UnsafeRawPointer(rows.baseAddress! + Int(r))
            alsh_prefetch(record.load(fromByteOffset: offsets.symbols, as: UnsafeRawPointer?.self))
            alsh_prefetch(record.load(fromByteOffset: offsets.codes, as: UnsafeRawPointer?.self))
            alsh_prefetch(record.load(fromByteOffset: offsets.values, as: UnsafeRawPointer?.self))
        }
    }

    /// Asks for the place in `columns` where symbol `s`'s column list is referenced: the
    /// first of two steps, the reference itself being read by `prefetchColumn(of:)`.
    @inline(__always) func prefetchColumnReference(of s: Int32) {
        guard s >= 0 else { return }
        columns.withUnsafeBufferPointer { alsh_prefetch($0.baseAddress! + Int(s)) }
    }

    /// Asks for symbol `s`'s column list: a pivot appends to its leaving symbol's list and
    /// empties its entering symbol's.
    @inline(__always) func prefetchColumn(of s: Int32) {
        guard s >= 0, Self.arraysAreOneWord else { return }
        columns.withUnsafeBufferPointer { columns in
            alsh_prefetch(UnsafeRawPointer(columns.baseAddress! + Int(s)).load(as: UnsafeRawPointer?.self))
        }
    }

    private static let arraysAreOneWord = MemoryLayout<[Int32]>.size == MemoryLayout<UnsafeRawPointer>.size

    /// Where a row's array references lie in its record; nil where an array is not one
    /// word (then nothing is asked for).
    private static let cellOffsets: (symbols: Int, codes: Int, values: Int)? = {
        guard arraysAreOneWord, let symbols = MemoryLayout<Row>.offset(of: \Row.symbols),
              let coefficients = MemoryLayout<Row>.offset(of: \Row.coefficients),
              let inside = Coefficients.storageOffsets else { return nil }
        return (symbols, coefficients + inside.codes, coefficients + inside.values)
    }()
}
