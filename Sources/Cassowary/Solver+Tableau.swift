/// Symbols, rows, columns and the pivot: the tableau's mechanics.
extension Solver {
    func newSymbol(_ kind: SymbolKind, owner: Int32, name: String = "") -> Int32 {
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
        inHeap.append(false)
        dirty.grow()
        for level in objective.indices {
            // A level made later starts at its exact size: it follows the others' room.
            if objective[level].count == objective[level].capacity { objective[level].reserveCapacity(kinds.capacity) }
            objective[level].append(0)
        }
        return s
    }

    /// Room for `capacity` symbols in every per-symbol array. Grown by a quarter, not
    /// doubled: a big layout has some 150,000 symbols and a dozen such arrays, and
    /// doubling past 131,072 left 40% of each unused.
    private func reserveSymbols(_ capacity: Int) {
        kinds.reserveCapacity(capacity)
        rowOf.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        columnCount.reserveCapacity(capacity)
        inRows.reserveCapacity(capacity)
        owner.reserveCapacity(capacity)
        position.reserveCapacity(capacity)
        inHeap.reserveCapacity(capacity)
        for level in objective.indices { objective[level].reserveCapacity(capacity) }
    }

    // MARK: Columns

    func columnAdd(_ s: Int32, _ r: Int32) {
        withUnsafePointer(to: s) { columnAdd(UnsafeBufferPointer(start: $0, count: 1), r) }
    }

    /// Adds row `r` to the column of each symbol, the solver's arrays opened once for all.
    func columnAdd(_ symbols: UnsafeBufferPointer<Int32>, _ r: Int32) {
        columns.withUnsafeMutableBufferPointer { columns in
            columnCount.withUnsafeMutableBufferPointer { counts in
                listRow(r, inColumnsOf: symbols, columns, counts)
            }
        }
    }

    /// `columnAdd`'s loop, over the solver's arrays opened as buffers.
    private func listRow(_ r: Int32, inColumnsOf symbols: UnsafeBufferPointer<Int32>,
                         _ columns: UnsafeMutableBufferPointer<[Int32]>, _ counts: UnsafeMutableBufferPointer<Int32>) {
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
            if count + 1 == 2 * Int(counts[i]) + 16 { overfullColumns.append(s) }
        }
    }

    @inline(__always) func columnDrop(_ s: Int32) { columnCount[Int(s)] -= 1 }

    /// The live rows that mention `s` as a parameter, each once.
    func column(_ s: Int32) -> [Int32] {
        // Every insertion appends, so a list as long as the true count has no stale entry.
        if columns[Int(s)].count != Int(columnCount[Int(s)]) { compactColumn(s) }
        return columns[Int(s)]
    }

    func compactOverfullColumns() {
        while let s = overfullColumns.popLast() { compactColumn(s) }
    }

    /// A marker's list keeps each row where it last came to hold the marker (a row index
    /// listed twice was emptied and filled again, or reused by a row born later): the
    /// order `place(marker:)` gives, which removal reads (`markerLeavingRow`).
    private func compactColumn(_ s: Int32) {
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

    // MARK: Rows

    func insertRow(_ row: Row) -> Int32 {
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
        touchRow(r)
        row.symbols.withUnsafeBufferPointer { columnAdd($0, r) }
        return r
    }

    /// Takes a row out of the tableau and returns it.
    @discardableResult
    func deleteRow(_ r: Int32) -> Row {
        let row = rows[Int(r)]
        touchRow(r)
        for s in row.symbols { columnDrop(s) }
        rowOf[Int(row.basic)] = -1
        rows[Int(r)] = Row()
        freeRows.append(r)
        return row
    }

    /// `row += k · source`, through the dense position scratch; cells that cancel are
    /// dropped. With `rowIndex` the columns are kept in step; without, the row is loose.
    /// `markers: false` leaves the row's markers out (a row made for reading values).
    func merge(_ row: inout Row, _ source: Row, times k: Double, rowIndex: Int32 = -1, markers: Bool = true) {
        row.constant += k * source.constant
        if markers { row.markers = markerParts.sum(row.markers, source.markers, times: k) }
        noteConstant(row.constant)
        // Cells new to the row are gathered in the scratch and appended at once, in the
        // source's order: one by one, each was a uniqueness and capacity check on two
        // arrays, and a long row copies all its cells into each row it is substituted in.
        let fresh = addSharedCells(of: source, times: k, into: &row)
        freshSymbols.withUnsafeBufferPointer { symbols in
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
    /// gathered. Through buffers: a subscript of a solver array checked uniqueness and
    /// bounds for every cell.
    private func addSharedCells(of source: Row, times k: Double, into row: inout Row) -> Int {
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

    /// Puts the position scratch back (-1) for the row's cells.
    private func clearPositions(of row: Row) {
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
    private func dropZeroCells(of row: inout Row, rowIndex: Int32 = -1, products: ProductCells = .none) {
        guard row.coefficients.hasNearZero else { return }
        switch products {
        case .none: break
        case .fresh(let count):
            freshValues.withUnsafeBufferPointer { values in
                for v in values[..<count] where v != 0 && nearZero(v) { lostProducts += 1 }
            }
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
    func solve(_ row: inout Row, for s: Int32) {
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
    func scale(_ row: inout Row, by k: Double) {
        row.scale(by: k)
        row.markers = markerParts.scaled(row.markers, by: k)
    }

    // MARK: Pivot

    /// Makes `e` basic in row `r` (whose basic symbol leaves) and substitutes it everywhere.
    func pivot(entering e: Int32, row r: Int32, step: PivotStep = .optimize) {
        if let pivotObserver { reportPivot(pivotObserver, entering: e, row: r, step: step) }
        let ri = Int(r)
        let leaving = rows[ri].basic
        columnDrop(e)
        columnAdd(leaving, r)
        solve(&rows[ri], for: e)
        rowOf[Int(leaving)] = -1
        rowOf[Int(e)] = r
        substitute(e, definedBy: r)
        touch(leaving)
        touchRow(r)
        pivotCount += 1
        pivotLog?.append((e, leaving))
    }

    /// Replaces the parameter `s` by its row everywhere: other rows, the objective levels
    /// and the phase-one objective. Rows that become infeasible are queued for the dual.
    func substitute(_ s: Int32, definedBy r: Int32) {
        // No other row mentions `s` when its count is 0 (a repair's entering error is in
        // its own row only): the list holds at most `r`, and need not be read or compacted.
        // That case, every pivot of a rotation's thousands of repairs, copies nothing.
        if columnCount[Int(s)] != 0 { substituteIntoRows(s, definedBy: r) }
        clearColumn(s)
        substituteIntoObjective(s, row: r)
        if artificial != nil, let i = artificial!.index(of: s) {
            let a = artificial!.coefficients[i]
            artificial!.removeCell(at: i)
            merge(&artificial!, rows[Int(r)], times: a)
        }
    }

    /// Empties the column list of `s`, room kept. It mostly holds one row (the pivot's):
    /// dropped as the last element, not through the general range replacement.
    private func clearColumn(_ s: Int32) {
        switch columns[Int(s)].count {
        case 0: break
        case 1: columns[Int(s)].removeLast()
        default: columns[Int(s)].removeAll(keepingCapacity: true)
        }
    }

    /// `substitute` into the other rows of the column of `s`.
    private func substituteIntoRows(_ s: Int32, definedBy r: Int32) {
        let definition = rows[Int(r)]
        for target in column(s) where target != r {
            let ti = Int(target)
            guard let i = rows[ti].index(of: s) else { continue }
            let a = rows[ti].coefficients[i]
            rows[ti].removeCell(at: i)
            columnDrop(s)
            merge(&rows[ti], definition, times: a, rowIndex: target)
            touchRow(target)
            if isInfeasible(target) { infeasibleRows.append(target) }
        }
    }

    /// The row for a new constraint, in terms of the current parameters.
    func makeRow(_ expression: Expression) -> Row {
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
    func leavingRow(for e: Int32) -> Int32? {
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
