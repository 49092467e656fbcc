/// A readable picture of the tableau, for debugging and for `alsh`'s developers.
extension Solver {
    /// The tableau in readable sections: rows, objective levels, edit variables.
    public func dump() -> String {
        applyDeferredShift()
        var out = "Rows:\n"
        for row in tableau.rows where row.basic >= 0 {
            out += "  \(symbolName(row.basic)) = \(format(row.constant))"
            for (s, a) in tableau.shownCells(of: row) {
                out += a < 0 ? " - \(format(-a))·\(symbolName(s))" : " + \(format(a))·\(symbolName(s))"
            }
            out += "\n"
        }
        out += "Objective:\n"
        for (i, level) in objective.levels.enumerated() {
            out += "  @\(level): \(format(objective.constants[i]))"
            for (s, a) in shownObjectiveCells(level: i) {
                out += " + \(format(a))·\(symbolName(s))"
            }
            out += "\n"
        }
        out += "Edit variables:\n"
        for (v, id) in records.edits.sorted(by: { $0.key < $1.key }) {
            out += "  \(symbolName(v)) (\(id), @\(records[id.raw]!.constraint.priority))\n"
        }
        return out
    }

    func symbolName(_ s: Int32) -> String {
        let i = Int(s)
        switch tableau.kinds[i] {
        case .external: return tableau.names[i].isEmpty ? "v\(s)" : tableau.names[i]
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    private func format(_ x: Double) -> String {
        guard x.isFinite, abs(x) < 1e15 else { return String(x) }
        return Double(Int(x)) == x ? String(Int(x)) : String(x)
    }
}
