/// The markers of required equalities kept out of the rows (`Tableau+Markers`) where the
/// objective is written too: placing a marker in the rows when its constraint is shifted
/// or removed (a basic error's row is in the objective), and an objective level's cells.
extension Solver {
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

    /// The row's lowest symbol, its markers counted: a marker is placed (in the tableau
    /// and in this row, which is out of it) to be solved for.
    func lowestSymbol(placingIn row: inout Row) -> Int32 {
        let lowest = row.symbols.min() ?? .max
        guard let marker = tableau.markerCells(of: row).first, marker.0 < lowest else { return lowest }
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

    /// An objective level's cells, by symbol, with those of the markers not yet placed:
    /// each basic error's row times its weight (the level as `shownCells` shows a row).
    func shownObjectiveCells(level: Int) -> [(Int32, Double)] {
        var roots: [(node: Int32, weight: Double)] = []
        for row in tableau.rows where row.basic >= 0 && row.markers >= 0 {
            if let (l, w) = errorWeight(row.basic), l == level { roots.append((row.markers, w)) }
        }
        let cells = objective.costs[level].indices.filter { objective.costs[level][$0] != 0 }.map { (Int32($0), objective.costs[level][$0]) }
        return (cells + tableau.markerCells(of: roots)).sorted { $0.0 < $1.0 }
    }
}
