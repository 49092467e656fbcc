/// Which symbol a new constraint's row is solved for when it enters the tableau. It
/// holds only its threshold and how often it left kiwi's choice; it reads the tableau's
/// kinds and columns and the objective's signs, and writes neither.
struct SubjectChoice {
    /// How many rows must mention the usual subject before a far sparser one is taken
    /// instead; tests lower it to put the sparse choice through systems too small to
    /// reach it otherwise.
    var threshold = 16
    /// How many times that choice was taken (read by tests, so they know they reached it).
    private(set) var taken = 0

    /// kiwi's choice: an external symbol if any (lowest id, for determinism), else the
    /// marker or other error when its coefficient is negative (it can then be basic at a
    /// non-negative value). One exception, for cost: when the lowest-id external is
    /// mentioned by many rows and another by far fewer, the other (see `isMuchSparser`).
    /// In a chain (`v(i+1).top == v(i).top`) the lowest id is the older variable, already
    /// in every earlier row of the chain, and making it basic rewrote all of them at each
    /// link: cubic in the chain's length.
    mutating func choose(_ row: Row, _ record: ConstraintRecord, in tableau: Tableau) -> Int32 {
        var best: Int32 = -1
        var sparsest: Int32 = -1
        for s in row.symbols where tableau.kinds[Int(s)] == .external {
            if best < 0 || s < best { best = s }
            if sparsest < 0 || tableau.columnCount[Int(s)] < tableau.columnCount[Int(sparsest)]
                || (tableau.columnCount[Int(s)] == tableau.columnCount[Int(sparsest)] && s < sparsest) { sparsest = s }
        }
        if best >= 0 {
            guard sparsest != best, isMuchSparser(Int(tableau.columnCount[Int(sparsest)]), than: Int(tableau.columnCount[Int(best)]))
            else { return best }
            taken += 1
            return sparsest
        }
        for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] != .dummy {
            if row.coefficient(of: s) < 0 { return s }
        }
        return -1
    }

    /// Whether making a symbol mentioned by `count` rows basic instead of one mentioned by
    /// `usual` rows is worth leaving the usual choice. Only for a widely shared symbol and
    /// a far sparser one: the choice of basis decides the arbitrary values of ambiguous
    /// quantities (and which of several minimal sets explains a conflict), so small
    /// layouts keep exactly the vertex kiwi's rules reach, and only the shapes that made
    /// the choice cost a rewrite of many rows per constraint (long chains) differ.
    private func isMuchSparser(_ count: Int, than usual: Int) -> Bool {
        usual >= threshold && 4 * count <= usual
    }

    /// For a row with constant 0 and no external symbol: a subject that spares phase one
    /// a costly pivot, or nil to leave the row to phase one. Phase one enters a symbol with
    /// a negative coefficient (scored by `phaseOneScore`); at constant 0 either sign can be
    /// basic, and in a chain (`v(i+1).bottom == v(i).bottom`, heights basic in their
    /// `>= 0` slacks) the negative one is the older slack, in every earlier row of the
    /// chain. Only when that choice is much denser than another (`isMuchSparser`).
    mutating func sparser(of row: Row, in tableau: Tableau, _ objective: Objective) -> Int32? {
        var usual: Int32 = -1, usualScore = Int.max
        var sparse: Int32 = -1, sparseScore = Int.max
        for i in row.symbols.indices where tableau.kinds[Int(row.symbols[i])] != .dummy {
            let s = row.symbols[i], score = Self.phaseOneScore(costSign: objective.costSign(s), rows: tableau.columnCount[Int(s)])
            if row.coefficients[i] < -1e-9 && (score < usualScore || (score == usualScore && s < usual)) {
                usual = s; usualScore = score
            }
            if score < sparseScore || (score == sparseScore && s < sparse) { sparse = s; sparseScore = score }
        }
        guard usual >= 0, sparse != usual, objective.costSign(usual) <= 0, objective.costSign(sparse) <= 0,
              isMuchSparser(sparseScore, than: usualScore) else { return nil }
        taken += 1
        return sparse
    }

    /// Phase one's preference for an entering symbol (lower first), from the sign of its
    /// cost in the real objective and how many rows mention it: free in the real
    /// objective first, then mentioned by few rows.
    static func phaseOneScore(costSign: Int, rows: Int32) -> Int {
        (costSign > 0 ? 1 << 40 : 0) + Int(rows)
    }
}
