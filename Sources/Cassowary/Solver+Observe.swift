/// What the solver lets a learner watch: the tableau as data, and each pivot as it
/// happens. Watching costs one nil check per pivot when nobody watches; the hot loops
/// (ratio tests, merges) are untouched.

/// A tableau symbol, described: what kind it is and whose it is.
public struct TableauSymbol: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// A user variable (a view's left, top, width or height): unrestricted.
        case variable
        /// An inequality's slack, >= 0: how far it is from holding with equality.
        case slack
        /// An optional constraint's error, >= 0, one per direction; its cost is the objective.
        case error
        /// A required equality's marker, pinned to 0: it only tracks the constraint.
        case dummy
    }
    public var id: Int
    public var kind: Kind
    /// A variable's name (`email.left`); empty for the others.
    public var name: String
    /// The constraint a slack, error or dummy belongs to.
    public var owner: ConstraintID?
    /// The symbol every constraint has that stands for it: a slack for an inequality, a
    /// dummy for a required equality, the `+` error for an optional equality.
    public var isMarker: Bool
    /// For an error: true for the one measuring how far the expression is above its
    /// target (`+`), false for below (`−`). Marks which side the constraint gives way on.
    public var isPlus: Bool
}

/// One row, `basic = constant + Σ coefficient·symbol`.
public struct TableauRow: Sendable {
    public var basic: TableauSymbol
    public var constant: Double
    public var terms: [(symbol: TableauSymbol, coefficient: Double)]
}

/// The objective of one optional priority level, `constant + Σ coefficient·symbol`,
/// minimised after every higher level (strict priorities).
public struct TableauLevel: Sendable {
    public var priority: Priority
    public var constant: Double
    public var terms: [(symbol: TableauSymbol, coefficient: Double)]
}

public struct TableauSnapshot: Sendable {
    public var rows: [TableauRow]
    public var levels: [TableauLevel]
}

/// Which loop made a pivot.
public enum PivotStep: String, Sendable {
    /// Primal simplex: the entering symbol lowers the objective at `level`.
    case optimize
    /// Dual simplex: the leaving row was infeasible after a constant changed.
    case repair
    /// Phase one of adding a constraint through an artificial variable.
    case phaseOne
    /// Undoing phase one after a required constraint was refused.
    case undo
    /// Bringing a constraint's marker into the basis to take it out.
    case removal
}

public struct PivotEvent: Sendable {
    public var step: PivotStep
    public var entering: TableauSymbol
    public var leaving: TableauSymbol
    /// The value the entering symbol takes (the leaving one drops to 0): the ratio
    /// `constant / −coefficient` of the leaving row, the smallest among the rows that bound it.
    public var ratio: Double
    /// The leaving row's constant before the pivot (negative when a repair fixes it).
    public var leavingValue: Double
    /// For `optimize`: the priority of the first level where the entering symbol's cost
    /// is negative, and that cost (what one unit of it saves there).
    public var level: Priority?
    public var cost: Double
}

extension Solver {
    /// The tableau as data, rows in basic-symbol order, levels highest priority first.
    public func snapshot() -> TableauSnapshot {
        applyDeferredShift()
        var snapshot = TableauSnapshot(rows: [], levels: [])
        for row in tableau.rows where row.basic >= 0 {
            let terms = tableau.shownCells(of: row).map { (symbol: describe($0.0), coefficient: $0.1) }
            snapshot.rows.append(TableauRow(basic: describe(row.basic), constant: row.constant, terms: terms))
        }
        snapshot.rows.sort { $0.basic.id < $1.basic.id }
        for (i, level) in objective.levels.enumerated() {
            let terms = shownObjectiveCells(level: i).map { (symbol: describe($0.0), coefficient: $0.1) }
            snapshot.levels.append(TableauLevel(priority: level, constant: objective.constants[i], terms: terms))
        }
        return snapshot
    }

    public func describe(_ s: Int32) -> TableauSymbol {
        let i = Int(s)
        let o = tableau.owner[i]
        let kind: TableauSymbol.Kind = switch tableau.kinds[i] {
        case .external: .variable
        case .slack: .slack
        case .error: .error
        case .dummy: .dummy
        }
        let record = o >= 0 && Int(o) < records.count ? records[Int(o)] : nil
        return TableauSymbol(id: i, kind: kind, name: tableau.names[i], owner: record.map(\.id),
                             isMarker: record?.marker == s,
                             isPlus: tableau.kinds[i] == .error && record?.marker == s)
    }

    /// Called by `pivot` only when an observer is set, before the pivot changes anything.
    func reportPivot(_ observer: (PivotEvent) -> Void, entering e: Int32, row r: Int32, step: PivotStep) {
        let row = tableau.rows[Int(r)]
        let a = row.coefficient(of: e)
        var level: Priority?
        var cost = 0.0
        if step == .optimize {
            for (i, priority) in objective.levels.enumerated() where objective.costs[i][Int(e)] != 0 {
                level = priority; cost = objective.costs[i][Int(e)]; break
            }
        }
        observer(PivotEvent(step: step, entering: describe(e), leaving: describe(row.basic),
                            ratio: a == 0 ? 0 : -row.constant / a, leavingValue: row.constant,
                            level: level, cost: cost))
    }
}
