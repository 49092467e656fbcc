/// The markers of required equalities kept out of the rows (see `MarkerParts`): giving a
/// new constraint its marker, placing a marker in the rows when its constraint is shifted
/// or removed, and reading a row's markers for the few questions that need them.
extension Solver {
    /// The most markers a rebuilt row holds: rebuilding one that holds many (the far end
    /// of a chain) would copy what its neighbours share, as rows holding markers did.
    static let rebuiltCellsLimit = 32
    /// How long a row's own history grows before it is considered for a rebuild.
    static let longMarkerHistory = 32

    /// Gives a new required equality's row its marker, `+1·dummy`.
    func addMarker(_ dummy: Int32, to row: inout Row) {
        if tableau.inRows[Int(dummy)] {
            row.append(dummy, 1)
        } else {
            row.markers = tableau.markerParts.sum(row.markers, tableau.markerParts.leaf(dummy), times: 1)
        }
    }

    /// Puts a dummy into the rows as ordinary cells, kept there from then on: before its
    /// constraint's constant shifts (which moves exactly the rows holding it, by their
    /// coefficients) or the constraint goes (which pivots at one of those rows). One pass
    /// over the marker graph and the rows, once per constraint. Its column lists the rows
    /// in the order they came to hold it, as one kept all along would: removal pivots at
    /// the first that fits, its constraint's own row while that holds it, which is what
    /// makes removing a constraint just added undo its addition exactly.
    func place(marker dummy: Int32) {
        guard !tableau.inRows[Int(dummy)] else { return }
        tableau.inRows[Int(dummy)] = true
        let coefficient = tableau.markerParts.coefficients(of: dummy)
        var holding: [(since: Int64, row: Int32)] = []
        for r in tableau.rows.indices where tableau.rows[r].basic >= 0 && tableau.rows[r].markers >= 0 {
            let a = coefficient[Int(tableau.rows[r].markers)]
            if a == 0 { continue }
            holding.append((tableau.markerParts.acquisition(of: tableau.rows[r].markers, coefficient), Int32(r)))
            // The objective holds each basic error's row times the error's weight; its cell
            // for the dummy only moves the objective's constant when the constant shifts.
            if let (level, weight) = errorWeight(tableau.rows[r].basic) {
                let c = objective.costs[level][Int(dummy)] + weight * a
                objective.costs[level][Int(dummy)] = nearZero(c) ? 0 : c
            }
        }
        holding.sort { $0.since < $1.since }
        for (_, r) in holding {
            tableau.rows[Int(r)].append(dummy, coefficient[Int(tableau.rows[Int(r)].markers)])
            tableau.columnAdd(dummy, r)
        }
    }

    /// A new row's own marker placed in it (the row is about to be solved for it: a
    /// redundant equality, kept as a copy whose basic is its dummy).
    func placeOwnMarker(_ dummy: Int32, in row: inout Row) {
        guard !tableau.inRows[Int(dummy)] else { return }
        let own = tableau.markerParts.cells(of: [(row.markers, 1)], isPlaced: { $0 != dummy })
        // New: no row of the tableau holds it, nor does the objective.
        tableau.inRows[Int(dummy)] = true
        tableau.markerParts.forget(dummy)
        if let cell = own.first { row.append(dummy, cell.1) }
    }

    /// The row's lowest symbol, its markers counted: a marker is placed (in the tableau
    /// and in this row, which is out of it) to be solved for.
    func lowestSymbol(placingIn row: inout Row) -> Int32 {
        let lowest = row.symbols.min() ?? .max
        guard let marker = markerCells(of: row).first, marker.0 < lowest else { return lowest }
        place(marker: marker.0)
        row.append(marker.0, marker.1)
        return marker.0
    }

    /// The level and weight of an error symbol in the objective.
    private func errorWeight(_ s: Int32) -> (Int, Double)? {
        guard tableau.kinds[Int(s)] == .error, tableau.owner[Int(s)] >= 0,
              let record = records[Int(tableau.owner[Int(s)])] else { return nil }
        let priority = record.constraint.priority
        guard let level = objective.level(of: priority) else { return nil }
        return (level, objective.weight(of: priority))
    }

    /// The row's symbols with the markers it holds out of its cells (which constraints
    /// the row rests on).
    func markerSymbols(of row: Row) -> [Int32] {
        row.symbols + markerCells(of: row).map(\.0)
    }

    /// The row's markers not yet placed, with their coefficients, by symbol.
    func markerCells(of row: Row) -> [(Int32, Double)] {
        markerCells(of: [(row.markers, 1)])
    }

    func markerCells(of roots: [(node: Int32, weight: Double)]) -> [(Int32, Double)] {
        let inRows = tableau.inRows
        return tableau.markerParts.cells(of: roots, isPlaced: { inRows[Int($0)] })
    }

    /// A row's cells and the markers it holds out of them, by symbol: the row as a plain
    /// tableau would show it (`snapshot()`, `dump()`).
    func shownCells(of row: Row) -> [(Int32, Double)] {
        (Array(zip(row.symbols, row.coefficients)) + markerCells(of: row)).sorted { $0.0 < $1.0 }
    }

    /// An objective level's cells, by symbol, with those of the markers not yet placed:
    /// each basic error's row times its weight (the level as `shownCells` shows a row).
    func shownObjectiveCells(level: Int) -> [(Int32, Double)] {
        var roots: [(node: Int32, weight: Double)] = []
        for row in tableau.rows where row.basic >= 0 && row.markers >= 0 {
            if let (l, w) = errorWeight(row.basic), l == level { roots.append((row.markers, w)) }
        }
        let cells = objective.costs[level].indices.filter { objective.costs[level][$0] != 0 }.map { (Int32($0), objective.costs[level][$0]) }
        return (cells + markerCells(of: roots)).sorted { $0.0 < $1.0 }
    }

    /// Drops the marker nodes no row reaches any more, when enough may have piled up
    /// (each pivot and substitution makes some), after rebuilding the rows whose own
    /// history grew long and that read far more nodes than they hold markers: every
    /// substitution into a row is a node of it, and a row merged with another keeps that
    /// row's history as it then was, so without rebuilding, a long session of pivots would
    /// keep every node it ever made. Only a history at least twice as long as when the
    /// row was last read is read again (a grid's rows, written a few times each, never
    /// are). At a command's start: no row is in flight outside the tableau.
    func collectMarkersIfDue() {
        guard tableau.markerParts.isCollectionDue else { return }
        if tableau.markerHistoryChecked.count < tableau.rows.count {
            tableau.markerHistoryChecked.append(contentsOf: repeatElement(0, count: tableau.rows.count - tableau.markerHistoryChecked.count))
        }
        let inRows = tableau.inRows
        for r in tableau.rows.indices where tableau.rows[r].basic >= 0 && tableau.rows[r].markers >= 0 {
            let long = max(Self.longMarkerHistory, 2 * tableau.markerHistoryChecked[r])
            guard tableau.markerParts.history(of: tableau.rows[r].markers, reaches: long) else { continue }
            let (cells, reach) = tableau.markerParts.cellsAndReach(of: [(tableau.rows[r].markers, 1)], isPlaced: { inRows[Int($0)] })
            if cells.count <= Self.rebuiltCellsLimit && reach > 4 * cells.count + 64 {
                tableau.rows[r].markers = tableau.markerParts.rebuilt(cells, bornAt: tableau.markerParts.birth(of: tableau.rows[r].markers))
                tableau.markerHistoryChecked[r] = 0
            } else {
                tableau.markerHistoryChecked[r] = long
            }
        }
        var roots = tableau.rows.map(\.markers)
        tableau.markerParts.collect(&roots)
        for r in tableau.rows.indices { tableau.rows[r].markers = roots[r] }
    }
}
