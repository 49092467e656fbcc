/// The markers of required equalities kept out of the rows (see `MarkerParts`): giving a
/// new constraint's row its marker, reading a row's markers for the few questions that
/// need them, and dropping the graph's nodes no row reaches. Placing a marker in the rows
/// writes the objective too, and is the solver's (`Solver+Markers`). Reading is mutating:
/// the marker graph walks in a scratch of its own.
extension Tableau {
    /// The most markers a rebuilt row holds: rebuilding one that holds many (the far end
    /// of a chain) would copy what its neighbours share, as rows holding markers did.
    static let rebuiltCellsLimit = 32
    /// How long a row's own history grows before it is considered for a rebuild.
    static let longMarkerHistory = 32

    /// Gives a new required equality's row its marker, `+1·dummy`.
    mutating func addMarker(_ dummy: Int32, to row: inout Row) {
        if inRows[Int(dummy)] {
            row.append(dummy, 1)
        } else {
            row.markers = markerParts.sum(row.markers, markerParts.leaf(dummy), times: 1)
        }
    }

    /// A new row's own marker placed in it (the row is about to be solved for it: a
    /// redundant equality, kept as a copy whose basic is its dummy).
    mutating func placeOwnMarker(_ dummy: Int32, in row: inout Row) {
        guard !inRows[Int(dummy)] else { return }
        let own = markerParts.cells(of: [(row.markers, 1)], isPlaced: { $0 != dummy })
        // New: no row of the tableau holds it, nor does the objective.
        inRows[Int(dummy)] = true
        markerParts.forget(dummy)
        if let cell = own.first { row.append(dummy, cell.1) }
    }

    /// The row's symbols with the markers it holds out of its cells (which constraints
    /// the row rests on).
    mutating func markerSymbols(of row: Row) -> [Int32] {
        row.symbols + markerCells(of: row).map(\.0)
    }

    /// The row's markers not yet placed, with their coefficients, by symbol.
    mutating func markerCells(of row: Row) -> [(Int32, Double)] {
        markerCells(of: [(row.markers, 1)])
    }

    mutating func markerCells(of roots: [(node: Int32, weight: Double)]) -> [(Int32, Double)] {
        let inRows = inRows
        return markerParts.cells(of: roots, isPlaced: { inRows[Int($0)] })
    }

    /// A row's cells and the markers it holds out of them, by symbol: the row as a plain
    /// tableau would show it (`snapshot()`, `dump()`).
    mutating func shownCells(of row: Row) -> [(Int32, Double)] {
        (Array(zip(row.symbols, row.coefficients)) + markerCells(of: row)).sorted { $0.0 < $1.0 }
    }

    /// Drops the marker nodes no row reaches any more, when enough may have piled up
    /// (each pivot and substitution makes some), after rebuilding the rows whose own
    /// history grew long and that read far more nodes than they hold markers: every
    /// substitution into a row is a node of it, and a row merged with another keeps that
    /// row's history as it then was, so without rebuilding, a long session of pivots would
    /// keep every node it ever made. Only a history at least twice as long as when the
    /// row was last read is read again (a grid's rows, written a few times each, never
    /// are). At a command's start: no row is in flight outside the 
    mutating func collectMarkersIfDue() {
        guard markerParts.isCollectionDue else { return }
        if markerHistoryChecked.count < rows.count {
            markerHistoryChecked.append(contentsOf: repeatElement(0, count: rows.count - markerHistoryChecked.count))
        }
        let inRows = inRows
        for r in rows.indices where rows[r].basic >= 0 && rows[r].markers >= 0 {
            let long = max(Self.longMarkerHistory, 2 * markerHistoryChecked[r])
            guard markerParts.history(of: rows[r].markers, reaches: long) else { continue }
            let (cells, reach) = markerParts.cellsAndReach(of: [(rows[r].markers, 1)], isPlaced: { inRows[Int($0)] })
            if cells.count <= Self.rebuiltCellsLimit && reach > 4 * cells.count + 64 {
                rows[r].markers = markerParts.rebuilt(cells, bornAt: markerParts.birth(of: rows[r].markers))
                markerHistoryChecked[r] = 0
            } else {
                markerHistoryChecked[r] = long
            }
        }
        var roots = rows.map(\.markers)
        markerParts.collect(&roots)
        for r in rows.indices { rows[r].markers = roots[r] }
    }
}
