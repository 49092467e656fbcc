/// Extending a settled part instead of settling it again.
///
/// A view added to a nest joins the part its superview's origin is in (its x is measured
/// from it), and that part, however deep, was settled again after every line. When the
/// part's rows are as they were and the new rules all come after its rules in the order
/// they apply, the settlement of the larger part begins with exactly the old part's LPs:
/// the old rules read only old directions, and no new row or direction shares a
/// coordinate with them, so no block of theirs reaches anything new. The LP the old rules
/// left is then carried into the larger part (`SettleLP.embedded`, every order kept) and
/// only the new rules are applied. Whether that holds is checked against what the old LP
/// read, kept with the part (`SettleRecord`): the same columns in the same order, rows
/// equal to the bit, the same rules first. Anything else is settled afresh, so the point
/// is the one a fresh settlement finds, to the bit.
extension Solver {
    /// By component, the index in `reached` of the one part it may extend (nil: none, or
    /// more than one part reaches into it).
    func resumableParts(_ reached: [SettledPart], _ components: [SettleComponents.Component],
                        _ face: Face) -> [Int?] {
        var resuming = [Int?](repeating: nil, count: components.count)
        guard !reached.isEmpty else { return resuming }
        var componentOf = [Int](repeating: -1, count: face.symbols.count)
        for (c, component) in components.enumerated() {
            for column in component.columns { componentOf[column] = c }
        }
        tableau.placePositions(of: face.symbols)
        defer { tableau.clearPositions(of: face.symbols) }
        // -1 once two parts reach one component. Each part claims a component once: the
        // part it last counted for is noted by component (a set per part hashed every
        // direction of a nest's part, after every line).
        var claimed = [Int](repeating: -2, count: components.count)
        var countedFor = [Int](repeating: -1, count: components.count)
        for (index, part) in reached.enumerated() {
            for s in part.symbols where tableau.position[Int(s)] >= 0 {
                let c = componentOf[Int(tableau.position[Int(s)])]
                guard c >= 0, countedFor[c] != index else { continue }
                countedFor[c] = index
                claimed[c] = claimed[c] == -2 ? index : -1
            }
        }
        for c in components.indices where claimed[c] >= 0 { resuming[c] = claimed[c] }
        return resuming
    }

    /// The component's settled point, the LP to keep (as `settledPoint` gives it) and its
    /// record, by extending `part`'s LP (taken out of it); nil when the component does not
    /// begin with exactly what the part's LP read.
    func resumedLP(_ component: SettleComponents.Component, _ face: Face, _ rules: SettleRules,
                   from part: inout SettledPart, rowKeys: [Int32]) -> (point: [Double], lp: SettleLP, record: SettleRecord)? {
        guard var old = part.lp, !old.settledOnBoundedLine, var record = part.record, component.columns.count > 1,
              component.rules.count >= record.ruleCount else { return nil }
        (part.lp, part.record) = (nil, nil)
        tableau.placePositions(of: face.symbols)
        defer { tableau.clearPositions(of: face.symbols) }
        let local = component.localColumns(face)
        // Old columns in the same order.
        var column: [Int] = []
        var isOld = [Bool](repeating: false, count: component.columns.count)
        for (k, s) in part.symbols.enumerated() {
            let c = Int(tableau.position[Int(s)])
            guard c >= 0, local[c] > (column.last ?? -1), face.unrestricted[c] == record.unrestricted[k] else { return nil }
            column.append(local[c])
            isOld[local[c]] = true
        }
        guard record.matchesRules(component.rules.prefix(record.ruleCount), face, rules) else { return nil }
        // Old face rows where they were, to the bit, in the same order; new ones away from
        // the old columns.
        var rowOfKey: [Int32: Int] = [:]
        for (k, r) in component.rows.enumerated() { rowOfKey[rowKeys[r]] = k }
        var row: [Int] = []
        var isOldRow = [Bool](repeating: false, count: component.rows.count)
        for k in 0..<record.rowKeys.count {
            guard let at = rowOfKey[record.rowKeys[k]], at > (row.last ?? -1),
                  record.matchesRow(k, component.rows[at], face) else { return nil }
            row.append(at)
            isOldRow[at] = true
        }
        var vector = SettleVectorBuilder(count: component.columns.count)
        var added: [(index: Int, cells: SettleLP.Vector, value: Double)] = []
        for (k, r) in component.rows.enumerated() where !isOldRow[k] {
            let cells = component.rowCells(r, face, local, &vector)
            guard !cells.index.contains(where: { isOld[$0] }) else { return nil }
            added.append((k, cells, face.constants[r]))
        }
        // Unit rows of the restricted directions, after the face rows, in column order.
        var unitRow = component.rows.count
        for (k, c) in component.columns.enumerated() where !face.unrestricted[c] {
            if isOld[k] { row.append(unitRow) } else { added.append((unitRow, SettleLP.Vector(index: [k], value: [1]), 0)) }
            unitRow += 1
        }
        let ruleCount = record.ruleCount
        // The old columns and rows come first (a view added to a nest): both grow in place,
        // without copying every vector.
        let inPlace = column.last == column.count - 1 && row.last ?? -1 == row.count - 1
        if inPlace {
            old.grow(to: component.columns.count, added: added)
        } else {
            old = old.embedded(in: component.columns.count, column: column, rowCount: unitRow, row: row, added: added)
        }
        let before = component.settle(&old, by: component.rules[ruleCount...], face, rules, local, &vector)
        let applied = ruleCount + (before?.applied ?? component.rules.count - ruleCount)
        if inPlace {
            record.append(component.columns[column.count...], component.rows[record.rowKeys.count...],
                          component.rules[ruleCount..<applied], face, rules, rowKeys: rowKeys)
        } else {
            record = SettleRecord(component, face, rules, rowKeys: rowKeys, ruleCount: applied)
        }
        return (old.point, before?.lp ?? old, record)
    }
}

/// What a settled part's LP read, by symbol: its columns' kinds, its face rows (each by
/// its tableau row, its constant and cells) and its rules (cells, constant, kind), in the
/// order the LP took them.
struct SettleRecord {
    var unrestricted: [Bool] = []
    /// 2 × tableau row, + 1 for the second row of a basic dummy's pair.
    var rowKeys: [Int32] = []
    var rowConstant: [Double] = []
    var rowStart: [Int] = [0]
    var rowSymbol: [Int32] = []
    var rowValue: [Double] = []
    var ruleStart: [Int] = [0]
    var ruleSymbol: [Int32] = []
    var ruleValue: [Double] = []
    var ruleConstant: [Double] = []
    var ruleLeast: [Bool] = []

    var ruleCount: Int { ruleConstant.count }

    /// The component's columns and rows, and its first `ruleCount` rules.
    init(_ component: SettleComponents.Component, _ face: Face, _ rules: SettleRules, rowKeys: [Int32], ruleCount: Int) {
        append(component.columns[...], component.rows[...], component.rules.prefix(ruleCount), face, rules, rowKeys: rowKeys)
    }

    /// Records more columns, rows and rules, taken after those recorded.
    mutating func append(_ columns: ArraySlice<Int>, _ rows: ArraySlice<Int>, _ ruleIndices: ArraySlice<Int>,
                         _ face: Face, _ rules: SettleRules, rowKeys: [Int32]) {
        unrestricted += columns.map { face.unrestricted[$0] }
        for r in rows {
            self.rowKeys.append(rowKeys[r])
            rowConstant.append(face.constants[r])
            for k in face.cellStart[r]..<face.cellStart[r + 1] {
                rowSymbol.append(face.symbols[face.cellColumn[k]])
                rowValue.append(face.cellValue[k])
            }
            rowStart.append(rowSymbol.count)
        }
        for k in ruleIndices {
            for c in rules.cells(k) {
                ruleSymbol.append(face.symbols[rules.column[c]])
                ruleValue.append(rules.value[c])
            }
            ruleStart.append(ruleSymbol.count)
            ruleConstant.append(rules.constant[k])
            ruleLeast.append(rules.least[k])
        }
    }

    /// By face row, its key (`rowKeys`).
    static func rowKeys(_ face: Face) -> [Int32] {
        var keys = [Int32](repeating: -1, count: face.constants.count)
        for (b, r) in face.rowOfBasic.enumerated() { keys[r] = 2 * face.rowIndices[b] }
        // A dummy's second row follows its first.
        for r in keys.indices where keys[r] < 0 && r > 0 { keys[r] = keys[r - 1] + 1 }
        return keys
    }

    /// Whether face row r is recorded row k, to the bit.
    func matchesRow(_ k: Int, _ r: Int, _ face: Face) -> Bool {
        guard rowConstant[k].bitPattern == face.constants[r].bitPattern,
              rowStart[k + 1] - rowStart[k] == face.cellStart[r + 1] - face.cellStart[r] else { return false }
        for (i, c) in zip(rowStart[k]..<rowStart[k + 1], face.cellStart[r]..<face.cellStart[r + 1]) {
            guard rowSymbol[i] == face.symbols[face.cellColumn[c]], rowValue[i].bitPattern == face.cellValue[c].bitPattern
            else { return false }
        }
        return true
    }

    /// Whether the rules are the recorded ones, in order, to the bit.
    func matchesRules(_ indices: ArraySlice<Int>, _ face: Face, _ rules: SettleRules) -> Bool {
        for (n, k) in indices.enumerated() {
            guard ruleConstant[n].bitPattern == rules.constant[k].bitPattern, ruleLeast[n] == rules.least[k],
                  ruleStart[n + 1] - ruleStart[n] == rules.cells(k).count else { return false }
            for (i, c) in zip(ruleStart[n]..<ruleStart[n + 1], rules.cells(k)) {
                guard ruleSymbol[i] == face.symbols[rules.column[c]], ruleValue[i].bitPattern == rules.value[c].bitPattern
                else { return false }
            }
        }
        return true
    }
}
