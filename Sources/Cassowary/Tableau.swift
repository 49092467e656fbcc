/// The tableau: its symbols, its rows and their columns, and the row operations a pivot
/// is made of. It knows nothing of the objective, the constraints or what a change wrote:
/// `Solver` puts those around each operation (`Solver+Tableau`).
///
/// Symbols (user variables, slacks, errors, dummies) share one id space, and every
/// per-symbol fact lives in a dense array indexed by that id: reading a value, finding the
/// row a symbol is basic in, or the rows that mention it, is an array load.
///
/// A struct held by the solver and written in place (`solver.tableau.rows[r]`): a row
/// written through it is not copied. A row of its own written by one of its operations
/// is taken out of `rows` for the while (`withRow`): the operation writes the tableau's
/// other state too, and a row still in `rows` cannot be passed as `inout` beside it.
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    /// Rows that mention the symbol as a parameter; may hold stale entries, which
    /// `column(_:)` drops. `columnCount` is exact.
    var columns: [[Int32]] = []
    var columnCount: [Int32] = []
    /// Whether the symbol's cells are in the rows: every symbol but a dummy not yet
    /// placed, whose cells are in the rows' `markers` (see `MarkerParts`).
    var inRows: [Bool] = []
    /// The raw id of the constraint a marker or error symbol belongs to, or -1.
    var owner: [Int32] = []
    var names = SymbolNames()
    /// Scratch: a symbol's cell index in the row being merged, else -1. Other walks over
    /// symbols flag them here too, leaving it at -1 when done.
    var position: [Int32] = []

    // Rows.
    var rows: [Row] = []
    var freeRows: [Int32] = []
    /// Rows whose basic symbol broke its sign rule when written, for the dual simplex.
    var infeasibleRows: [Int32] = []
    /// Some row constant written since the last clean `valueOutOfBounds` may be beyond
    /// `Solver.largeConstant` (or not finite): only then must that check read every row.
    var constantsMayBeLarge = false
    /// Cells dropped as zero though they were a product, not a cancellation
    /// (`dropZeroCells`; read as `Solver.lostProducts`).
    var lostProducts = 0
    /// Basis exchanges made, one per pivot (read as `Solver.pivotCount`).
    private(set) var exchanges = 0

    // Markers.
    /// The rows' markers of required equalities not yet placed.
    var markerParts = MarkerParts()
    /// Whether every dummy is placed in the rows at once, as a plain Cassowary tableau
    /// keeps them: tests build such a twin to check the kept-out markers against.
    var placesMarkersAtOnce = false
    /// By row index, how long its markers' own history was when last read for a rebuild
    /// and not rebuilt (`collectMarkersIfDue`).
    var markerHistoryChecked: [Int] = []

    // Scratch of the column and row operations.
    private var overfullColumns: [Int32] = []
    private var rowMark: [UInt32] = []
    private var markEpoch: UInt32 = 0
    /// For `merge`: the cells new to the row being merged, before they are appended.
    private var freshSymbols: [Int32] = []
    private var freshValues: [Double] = []

    var symbolCount: Int { kinds.count }

    /// A new symbol with no row and no column.
    mutating func addSymbol(_ kind: SymbolKind, owner: Int32, name: String) -> Int32 {
        let s = Int32(kinds.count)
        if kinds.count == kinds.capacity { reserveSymbols(kinds.count + kinds.count / 4 + 16) }
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        columnCount.append(0)
        inRows.append(kind != .dummy || placesMarkersAtOnce)
        self.owner.append(owner)
        names.append(name)
        position.append(-1)
        return s
    }

    /// Room for `capacity` symbols in every per-symbol array. Grown by a quarter, not
    /// doubled: a big layout has some 150,000 symbols and a dozen such arrays, and
    /// doubling past 131,072 left 40% of each unused.
    private mutating func reserveSymbols(_ capacity: Int) {
        kinds.reserveCapacity(capacity)
        rowOf.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        columnCount.reserveCapacity(capacity)
        inRows.reserveCapacity(capacity)
        owner.reserveCapacity(capacity)
        position.reserveCapacity(capacity)
    }

    /// Every row and column gone; the symbols stay.
    mutating func removeRows() {
        for s in kinds.indices {
            rowOf[s] = -1
            columns[s].removeAll()
            columnCount[s] = 0
        }
        rows.removeAll(); freeRows.removeAll(); rowMark.removeAll(); infeasibleRows.removeAll()
        markerParts.removeAll(); markerHistoryChecked.removeAll()
    }

    /// Called wherever a row constant is written: a large or non-finite one makes the next
    /// `valueOutOfBounds` read every row. One comparison per write, so the check after a
    /// change costs what the change cost rather than a pass over the whole tableau.
    @inline(__always) mutating func noteConstant(_ constant: Double) {
        if Solver.isLarge(constant) { constantsMayBeLarge = true }
    }

    /// Whether row `r` breaks its basic symbol's sign rule. A basic dummy stands for a
    /// redundant required equality (implied by others) and must stay exactly 0; slacks
    /// and errors must stay >= 0.
    @inline(__always) func isInfeasible(_ r: Int32) -> Bool {
        // Read in place: a copy of the row would retain its arrays (this runs per row written).
        Self.isInfeasible(rows[Int(r)].constant, basic: kinds[Int(rows[Int(r)].basic)])
    }

    /// Whether a row with this constant breaks its basic symbol's sign rule.
    @inline(__always) static func isInfeasible(_ constant: Double, basic: SymbolKind) -> Bool {
        switch basic {
        case .external: false
        case .dummy: !nearZero(constant)
        case .slack, .error: constant < -1e-9
        }
    }

    /// Queues row `r` for the dual simplex if it is infeasible.
    mutating func noteIfInfeasible(_ r: Int32) {
        if isInfeasible(r) { infeasibleRows.append(r) }
    }

    // MARK: Columns

    mutating func columnAdd(_ s: Int32, _ r: Int32) {
        withUnsafePointer(to: s) { columnAdd(UnsafeBufferPointer(start: $0, count: 1), r) }
    }

    /// Adds row `r` to the column of each symbol, the arrays opened once for all.
    mutating func columnAdd(_ symbols: UnsafeBufferPointer<Int32>, _ r: Int32) {
        columns.withUnsafeMutableBufferPointer { columns in
            columnCount.withUnsafeMutableBufferPointer { counts in
                Self.listRow(r, inColumnsOf: symbols, columns, counts, overfull: &overfullColumns)
            }
        }
    }

    /// `columnAdd`'s loop, over the arrays opened as buffers.
    private static func listRow(_ r: Int32, inColumnsOf symbols: UnsafeBufferPointer<Int32>,
                                _ columns: UnsafeMutableBufferPointer<[Int32]>, _ counts: UnsafeMutableBufferPointer<Int32>,
                                overfull: inout [Int32]) {
        for s in symbols {
            let i = Int(s)
            // Grown by a quarter, not doubled: the lists hold as many entries as the
            // rows hold cells, and doubling left a third of that unused; the extra
            // copying is a few Int32s per entry, once.
            let count = columns[i].count
            if count == columns[i].capacity { columns[i].reserveCapacity(count + count / 4 + 4) }
            columns[i].append(r)
            counts[i] += 1
            // Stale entries are dropped lazily; a list that outgrows its true count
            // is compacted later (not here: this runs while a row is being modified).
            if count + 1 == 2 * Int(counts[i]) + 16 { overfull.append(s) }
        }
    }

    @inline(__always) mutating func columnDrop(_ s: Int32) { columnCount[Int(s)] -= 1 }

    /// The live rows that mention `s` as a parameter, each once.
    mutating func column(_ s: Int32) -> [Int32] {
        // Every insertion appends, so a list as long as the true count has no stale entry.
        if columns[Int(s)].count != Int(columnCount[Int(s)]) { compactColumn(s) }
        return columns[Int(s)]
    }

    mutating func compactOverfullColumns() {
        while let s = overfullColumns.popLast() { compactColumn(s) }
    }

    /// A marker's list keeps each row where it last came to hold the marker (a row index
    /// listed twice was emptied and filled again, or reused by a row born later): the
    /// order `place(marker:)` gives, which removal reads (`markerLeavingRow`).
    private mutating func compactColumn(_ s: Int32) {
        markEpoch &+= 1
        if markEpoch == 0 { for i in rowMark.indices { rowMark[i] = 0 }; markEpoch = 1 }
        var list = columns[Int(s)]
        columns[Int(s)] = []
        let lastFirst = kinds[Int(s)] == .dummy
        if lastFirst { list.reverse() }
        defer { if lastFirst { columns[Int(s)].reverse() } }
        var kept = 0
        for r in list {
            let ri = Int(r)
            guard rows[ri].basic >= 0, rowMark[ri] != markEpoch, rows[ri].index(of: s) != nil else { continue }
            rowMark[ri] = markEpoch
            list[kept] = r
            kept += 1
        }
        list.removeLast(list.count - kept)
        columns[Int(s)] = list
    }

    /// Empties the column list of `s`, room kept. It mostly holds one row (the pivot's):
    /// dropped as the last element, not through the general range replacement.
    mutating func clearColumn(_ s: Int32) {
        switch columns[Int(s)].count {
        case 0: break
        case 1: columns[Int(s)].removeLast()
        default: columns[Int(s)].removeAll(keepingCapacity: true)
        }
    }

    // MARK: Rows

    /// Puts a row in (a free index if there is one) and returns its index.
    mutating func insertRow(_ row: Row) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = row
        } else {
            r = Int32(rows.count)
            // By a quarter, as the symbols' arrays (a row is 40 bytes; 80,000 of them).
            if rows.count == rows.capacity { rows.reserveCapacity(rows.count + rows.count / 4 + 16) }
            rows.append(row)
            rowMark.append(0)
        }
        rows[Int(r)].markers = markerParts.born(row.markers)
        if Int(r) < markerHistoryChecked.count { markerHistoryChecked[Int(r)] = 0 }
        rowOf[Int(row.basic)] = r
        noteConstant(row.constant)
        row.symbols.withUnsafeBufferPointer { columnAdd($0, r) }
        return r
    }

    /// Takes a row out and returns it.
    mutating func deleteRow(_ r: Int32) -> Row {
        let row = rows[Int(r)]
        for s in row.symbols { columnDrop(s) }
        rowOf[Int(row.basic)] = -1
        rows[Int(r)] = Row()
        freeRows.append(r)
        return row
    }

    /// Calls `body` with row `r` taken out of `rows` (an empty row in its place), then
    /// puts it back: `body` may then write the row and the rest of the tableau at once.
    /// Moved, not copied: the row's arrays stay uniquely held.
    @inline(__always) private mutating func withRow<T>(_ r: Int32, _ body: (inout Tableau, inout Row) -> T) -> T {
        var row = Row()
        swap(&row, &rows[Int(r)])
        defer { swap(&row, &rows[Int(r)]) }
        return body(&self, &row)
    }

    /// `row += k · source`, through the dense position scratch; cells that cancel are
    /// dropped. With `rowIndex` the columns are kept in step; without, the row is loose.
    /// `markers: false` leaves the row's markers out (a row made for reading values).
    mutating func merge(_ row: inout Row, _ source: Row, times k: Double, rowIndex: Int32 = -1, markers: Bool = true) {
        row.constant += k * source.constant
        if markers { row.markers = markerParts.sum(row.markers, source.markers, times: k) }
        noteConstant(row.constant)
        // Cells new to the row are gathered in the scratch and appended at once, in the
        // source's order: one by one, each was a uniqueness and capacity check on two
        // arrays, and a long row copies all its cells into each row it is substituted in.
        let fresh = addSharedCells(of: source, times: k, into: &row)
        let symbols = freshSymbols
        symbols.withUnsafeBufferPointer { symbols in
            freshValues.withUnsafeBufferPointer { values in
                row.append(UnsafeBufferPointer(rebasing: symbols[..<fresh]), UnsafeBufferPointer(rebasing: values[..<fresh]))
            }
            if rowIndex >= 0 { columnAdd(UnsafeBufferPointer(rebasing: symbols[..<fresh]), rowIndex) }
        }
        clearPositions(of: row)
        dropZeroCells(of: &row, rowIndex: rowIndex, products: .fresh(fresh))
    }

    /// Adds `k` times each source cell the row already has to that cell, in place (found
    /// through the position scratch, which is left holding the row's cells), and gathers
    /// the source's other cells, times `k`, in the fresh scratch; returns how many were
    /// gathered. Through buffers: a subscript of an array checked uniqueness and bounds
    /// for every cell.
    private mutating func addSharedCells(of source: Row, times k: Double, into row: inout Row) -> Int {
        if freshSymbols.count < source.symbols.count {
            freshSymbols = [Int32](repeating: 0, count: source.symbols.count)
            freshValues = [Double](repeating: 0, count: source.symbols.count)
        }
        return position.withUnsafeMutableBufferPointer { position in
            for i in row.symbols.indices { position[Int(row.symbols[i])] = Int32(i) }
            return freshSymbols.withUnsafeMutableBufferPointer { symbols in
                freshValues.withUnsafeMutableBufferPointer { values in
                    var count = 0
                    source.symbols.withUnsafeBufferPointer { sourceSymbols in
                        source.coefficients.forEachCell { j, a in
                            let p = position[Int(sourceSymbols[j])]
                            if p >= 0 {
                                row.coefficients.add(k * a, at: Int(p))
                            } else {
                                symbols[count] = sourceSymbols[j]
                                values[count] = k * a
                                count += 1
                            }
                        }
                    }
                    return count
                }
            }
        }
    }

    /// Writes each of `symbols`' index among them into the position scratch, for lookups
    /// by symbol without hashing; `clearPositions(of:)` puts it back.
    mutating func placePositions(of symbols: [Int32]) {
        for (k, s) in symbols.enumerated() { position[Int(s)] = Int32(k) }
    }

    /// Puts the position scratch back (-1) for `symbols`.
    mutating func clearPositions(of symbols: [Int32]) {
        for s in symbols { position[Int(s)] = -1 }
    }

    /// Puts the position scratch back (-1) for the row's cells.
    private mutating func clearPositions(of row: Row) {
        position.withUnsafeMutableBufferPointer { position in
            row.symbols.withUnsafeBufferPointer { symbols in
                for s in symbols { position[Int(s)] = -1 }
            }
        }
    }

    /// Which cells of a row about to lose its near-zero cells are products `k·a`, not sums.
    enum ProductCells {
        case none
        /// The first n values of the fresh scratch (the cells `merge` brought in).
        case fresh(Int)
        /// Every cell (a stored row scaled).
        case wholeRow
    }

    /// Drops the cells that cancelled (near zero); with `rowIndex`, from the columns too.
    /// A product near zero but not 0 is a coefficient lost, not a cancellation (`c = 1e4·b`
    /// and `d = 1e4·c` hold `b = 1e-8·d`, and `e = 1e-4·b` would be `e = 1e-12·d`), and
    /// is counted in `lostProducts`. Only a row with a near-zero cell reads them, so
    /// ordinary merges pay nothing.
    private mutating func dropZeroCells(of row: inout Row, rowIndex: Int32 = -1, products: ProductCells = .none) {
        guard row.coefficients.hasNearZero else { return }
        switch products {
        case .none: break
        case .fresh(let count):
            var lost = 0
            freshValues.withUnsafeBufferPointer { values in
                for v in values[..<count] where v != 0 && nearZero(v) { lost += 1 }
            }
            lostProducts += lost
        case .wholeRow:
            row.coefficients.forEachCell { _, v in if v != 0 && nearZero(v) { lostProducts += 1 } }
        }
        if rowIndex >= 0 {
            row.removeNearZeroCells { columnDrop($0) }
        } else {
            row.removeNearZeroCells { _ in }
        }
    }

    /// Rewrites `row = c + a·s + …` as `s = …` (the row must mention `s`).
    mutating func solve(_ row: inout Row, for s: Int32) {
        guard let i = row.index(of: s) else { return }
        let a = row.coefficients[i]
        if row.basic >= 0 {
            row.replaceCell(at: i, appending: row.basic, -1)
        } else {
            row.removeCell(at: i)
        }
        scale(&row, by: -1 / a)
        // The cells stay, but a product under the tolerance is 0 to every ratio test and
        // is dropped by the next merge into the row: lost too. Whole numbers (coded) are not.
        if !row.coefficients.isCoded, row.coefficients.hasNearZero {
            row.coefficients.forEachCell { _, v in if v != 0 && nearZero(v) { lostProducts += 1 } }
        }
        noteConstant(row.constant)
        row.basic = s
    }

    /// Multiplies the row by `k`, its markers too.
    mutating func scale(_ row: inout Row, by k: Double) {
        row.scale(by: k)
        row.markers = markerParts.scaled(row.markers, by: k)
    }

    // MARK: Pivot

    /// Makes `e` basic in row `r` in place of the row's basic symbol, which it returns:
    /// the row solved for `e`, the columns and `rowOf` in step. The other rows still
    /// mention `e` (`substitute(_:in:by:)`).
    mutating func exchange(entering e: Int32, row r: Int32) -> Int32 {
        exchanges += 1
        let leaving = rows[Int(r)].basic
        columnDrop(e)
        columnAdd(leaving, r)
        withRow(r) { tableau, row in tableau.solve(&row, for: e) }
        rowOf[Int(leaving)] = -1
        rowOf[Int(e)] = r
        return leaving
    }

    /// Replaces the parameter `s` of row `target` by `definition` (the row `s` is basic
    /// in); queues the row if it turns infeasible. False if the row does not mention `s`.
    mutating func substitute(_ s: Int32, in target: Int32, by definition: Row) -> Bool {
        let ti = Int(target)
        guard let i = rows[ti].index(of: s) else { return false }
        let a = rows[ti].coefficients[i]
        rows[ti].removeCell(at: i)
        columnDrop(s)
        withRow(target) { tableau, row in tableau.merge(&row, definition, times: a, rowIndex: target) }
        noteIfInfeasible(target)
        return true
    }

    /// The row for a new constraint, in terms of the current parameters.
    mutating func makeRow(_ expression: Expression) -> Row {
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let s = term.variable.id
            let r = rowOf[Int(s)]
            if r >= 0 && row.isEmpty {
                // The first row met is the new row's cells as they stand, times the
                // coefficient: shared, not merged cell by cell (a link of a long chain
                // starts from the previous link's row, hundreds of cells long).
                let constant = row.constant
                row = rows[Int(r)]
                row.basic = -1
                row.constant = constant + term.coefficient * row.constant
                noteConstant(row.constant)
                row.coefficients.multiply(by: term.coefficient)
                row.markers = markerParts.scaled(row.markers, by: term.coefficient)
                // Every cell here is a product of a stored cell and the term's coefficient.
                dropZeroCells(of: &row, products: .wholeRow)
            } else if r >= 0 {
                merge(&row, rows[Int(r)], times: term.coefficient)
            } else {
                var single = Row()
                single.append(s, term.coefficient)
                merge(&row, single, times: 1)
            }
        }
        return row
    }

    /// The leaving row for `e` by the ratio test over restricted rows; ties go to the
    /// lowest basic symbol (Bland), so degenerate pivots cannot cycle.
    mutating func leavingRow(for e: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in column(e) {
            let row = rows[Int(r)]
            guard kinds[Int(row.basic)].isRestricted else { continue }
            let a = row.coefficient(of: e)
            // A basic dummy must stay 0, so it blocks either direction at once.
            let isDummy = kinds[Int(row.basic)] == .dummy
            guard a < -1e-9 || (isDummy && a > 1e-9) else { continue }
            let ratio = isDummy ? 0 : -row.constant / a
            if ratio < bestRatio - 1e-12 || (ratio <= bestRatio + 1e-12 && row.basic < bestBasic) {
                best = r; bestRatio = ratio; bestBasic = row.basic
            }
        }
        return best
    }
}
