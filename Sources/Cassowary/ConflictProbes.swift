/// Which constraints a refused one conflicts with, decided on probe solvers: a minimal
/// set, the same set whatever the history, the set with some constraints always present
/// (`ConflictProbes+Background`), and whether taking sets out would let the refused one
/// hold (`ConflictProbes+Removal`). It reads the constraints (`ConstraintRecords`), never
/// the tableau: a probe is a solver of its own holding copies of the constraints it tries.
///
/// The tableau hands the solver a Farkas certificate: the markers in the failing row. In
/// exact arithmetic that set is already minimal; in floating point a deletion filter over
/// it confirms it, and drops any member that is not needed. The filter runs on one probe
/// holding the candidates: each member is taken out, the failing constraint tried, and the
/// member put back if it was needed. That is two incremental edits per member, where a
/// fresh probe per member re-solved the whole set each time (cubic in a long conflicting
/// chain: 200 views took seconds).
struct ConflictProbes {
    /// Whether a refusal's set is made minimal at all: a probe does not explain its own,
    /// nor does a solver whose caller only asks whether constraints go in
    /// (`Solver.explainsConflicts`).
    var explains: Bool
    /// The order a conflict's set is chosen by (`canonical`): the caller's order of
    /// declaration; nil leaves the set the certificate gives.
    var rank: ((ConstraintID) -> Int)?
    /// Probe solvers built (for tests: a conflict whose set is the only one builds none).
    private(set) var built = 0

    init(explains: Bool) { self.explains = explains }

    /// A probe holding copies of the constraints `ids`, counted.
    mutating func probe(_ ids: [ConstraintID], of records: ConstraintRecords) -> ConflictProbe {
        built += 1
        return ConflictProbe(records, ids)
    }

    /// The minimal conflicting set named for `failing`: one the certificate gives
    /// (`someMinimal`), then made the same whatever the history (`canonical`).
    mutating func minimal(_ candidates: [ConstraintID], for failing: Constraint,
                          excluding id: ConstraintID, among records: ConstraintRecords) -> [ConstraintID] {
        let found = someMinimal(candidates, for: failing, excluding: id, among: records)
        guard explains else { return found }
        return canonical(found, for: failing, excluding: id, among: records) ?? found
    }

    private mutating func someMinimal(_ candidates: [ConstraintID], for failing: Constraint,
                                      excluding id: ConstraintID, among records: ConstraintRecords) -> [ConstraintID] {
        guard explains else { return candidates }
        // A certificate that proves the conflict and is minimal by itself needs no probe:
        // building one re-solves the whole set (quadratic in a long conflicting chain).
        if isEvidentlyMinimal(candidates, with: failing, among: records, provingConflict: true) { return candidates.sorted() }
        var current = candidates
        var probe = self.probe(current, of: records)
        if !probe.refuses(failing) {
            // The certificate missed a member (numerical noise): start from every active
            // required constraint when that is affordable.
            let all = records.idsInOrder.filter { $0 != id && records[$0.raw]!.constraint.priority.isRequired }
            guard all.count <= 300 else { return candidates }
            probe = self.probe(all, of: records)
            guard probe.refuses(failing) else { return candidates }
            current = all
        } else if isEvidentlyMinimal(current, with: failing, among: records) {
            return current.sorted()
        }
        for member in current {
            if probe.broken {
                // Noise made the probe's set inconsistent by itself: judge each trial on
                // a fresh probe, as a set of its own.
                let trial = current.filter { $0 != member }
                var fresh = self.probe(trial, of: records)
                if fresh.refuses(failing) { current = trial }
                continue
            }
            probe.remove(member)
            if probe.refuses(failing) {
                current.removeAll { $0 == member }
            } else if !probe.add(member) {
                // Putting back a member of a consistent set failed (numerical noise): go
                // on from a fresh probe of what is left.
                probe = self.probe(current, of: records)
            }
        }
        return current.sorted()
    }
}

/// Naming the same conflicting set whatever the history.
///
/// A conflict can have several minimal sets (a constraint said twice, two paths that pin
/// one width), and which one the failing row's certificate gives depends on the basis.
/// The set named is the one a deletion filter finds going down the layout's order
/// (`rank`) from the last constraint: each constraint is left out if the others
/// left still refuse the failing one. Everything ranked after the certificate's last
/// member is left out at once (the certificate is still there, so each would be), and
/// only constraints that share variables with the failing one, directly or through
/// others, can take part; past `poolLimit` of those the certificate's set stands.
extension ConflictProbes {
    static let poolLimit = 600

    private mutating func canonical(_ found: [ConstraintID], for failing: Constraint,
                                    excluding id: ConstraintID, among records: ConstraintRecords) -> [ConstraintID]? {
        guard let rank, let top = found.map(rank).max() else { return nil }
        // The pool: the required constraints ranked no later than the certificate's last
        // member that share variables with the failing one, directly or through others.
        guard var pool = records.requiredLinked(to: failing, limit: Self.poolLimit,
                                                admitting: { $0 != id && rank($0) <= top }) else { return nil }
        // Nothing else could stand in for a member: the certificate's set is the only one.
        if pool.count == found.count { return nil }
        // Nor when the pool's rows hold one dependency only (the certificate): then its
        // support is the only minimal set among them, and no probe is needed (the filter
        // re-solves the pool once per member: a conflicting chain of 200 views took a
        // second).
        if let sole = soleCertificate(pool, with: failing, among: records) {
            let support = pool.indices.filter { abs(sole.weights[$0] ?? 0) > 1e-9 * sole.largest }.map { pool[$0] }
            if support.sorted() == found.sorted() { return nil }
        }
        pool.sort { (rank($0), $0.raw) > (rank($1), $1.raw) }
        var probe = self.probe(pool, of: records)
        guard !probe.broken, probe.refuses(failing) else { return nil }
        return probe.filter(pool, refusing: failing)?.sorted()
    }
}

extension ConflictProbes {
    /// Whether the candidates are already minimal, shown without re-solving: the failing
    /// constraint and the candidates, as rows `[coefficients | constant]`, are linearly
    /// independent and the one combination of them that reads `0 = c ≠ 0` (the
    /// infeasibility certificate, unique by independence) uses every row. Then no proper
    /// subset has a certificate, so removing any member lets the failing one hold, which
    /// is what the deletion filter would find member by member. (A minimal set's rows are
    /// always independent, so this holds for every certificate that is minimal and is
    /// read off exactly; floating-point doubt falls back to the filter.)
    ///
    /// With `provingConflict`, also that the certificate proves the set cannot hold (Farkas):
    /// scaled so that its constant C is negative, every `>=` row's multiplier is >= 0 and
    /// every `<=` row's <= 0, so on any point meeting them all the combination is >= 0,
    /// yet it reads C < 0. Then the set conflicts without asking a probe solver.
    func isEvidentlyMinimal(_ candidates: [ConstraintID], with failing: Constraint,
                            among records: ConstraintRecords, provingConflict: Bool = false) -> Bool {
        guard let sole = soleCertificate(candidates, with: failing, among: records) else { return false }
        let certificate = sole.weights, certificateConstant = sole.constant
        let rows = sole.rows, relations = sole.relations, n = rows.count
        guard (0..<n).allSatisfy({ abs(certificate[$0] ?? 0) > 1e-9 * sole.largest }) else { return false }
        guard provingConflict else { return true }
        // The combination's constant, against the size of the constants it sums: a
        // conflict by a hair is left to the probe.
        let constants = (0..<n).reduce(0.0) { $0 + abs((certificate[$1] ?? 0) * rows[$1].constant) }
        guard abs(certificateConstant) > 1e-7 * (1 + constants) else { return false }
        let sign: Double = certificateConstant < 0 ? 1 : -1
        return (0..<n).allSatisfy { i in
            let y = sign * (certificate[i] ?? 0)
            switch relations[i] {
            case .equal: return true
            case .greaterThanOrEqual: return y > 0
            case .lessThanOrEqual: return y < 0
            }
        }
    }
}

extension ConflictProbes {
    /// The one combination of the candidates' rows and the failing one's (as rows
    /// `[coefficients | constant]`) that reads `0 = c ≠ 0`, when the rows are otherwise
    /// independent: by row (the failing one last), its weight; nil when a second
    /// dependency shows (a constraint said twice, two paths that pin one width) or none.
    /// With one dependency every infeasible subset's certificate is a multiple of this
    /// one, so its support is the only minimal conflicting set among the rows.
    func soleCertificate(_ candidates: [ConstraintID], with failing: Constraint, among records: ConstraintRecords)
        -> (weights: [Int: Double], constant: Double, largest: Double, rows: [Expression], relations: [Relation])? {
        var rows: [Expression] = []
        var relations: [Relation] = []
        for id in candidates {
            guard let c = records[id.raw]?.constraint else { return nil }
            rows.append(c.expression)
            relations.append(c.relation)
        }
        rows.append(failing.expression)
        relations.append(failing.relation)
        let constantColumn: Int32 = -1
        // Echelon form, each pivot row reduced against the pivots made before it; each
        // row keeps how it combines the original rows.
        var pivotRows: [(variable: Int32, cells: [Int32: Double], combination: [Int: Double])] = []
        var pivotIndex: [Int32: Int] = [:]
        var certificate: [Int: Double]?
        var certificateConstant = 0.0
        for (i, expression) in rows.enumerated() {
            var cells: [Int32: Double] = [:]
            for term in expression.terms { cells[term.variable.id, default: 0] += term.coefficient }
            cells[constantColumn, default: 0] += expression.constant
            var combination: [Int: Double] = [i: 1]
            let scale = 1 + cells.values.reduce(0) { max($0, abs($1)) }
            // Eliminate pivots in the order they were made: a pivot row holds no earlier
            // pivot's variable, so none comes back.
            while let k = cells.keys.compactMap({ pivotIndex[$0] }).min() {
                let pivot = pivotRows[k]
                let f = cells[pivot.variable]!
                for (v, a) in pivot.cells {
                    let value = cells[v, default: 0] - f * a
                    cells[v] = abs(value) <= 1e-9 * scale ? nil : value
                }
                cells[pivot.variable] = nil
                for (r, a) in pivot.combination { combination[r, default: 0] -= f * a }
            }
            cells = cells.filter { abs($0.value) > 1e-9 * scale }
            if cells.isEmpty { return nil }  // dependent rows: not the only dependency
            // Pivot on a variable with the largest coefficient; on the constant only when
            // no variable is left (that row is the certificate).
            let variables = cells.filter { $0.key != constantColumn }
            guard let (variable, a) = variables.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key) }) else {
                if certificate != nil { return nil }
                certificate = combination
                certificateConstant = cells[constantColumn] ?? 0
                continue
            }
            var normalized = cells
            for key in normalized.keys { normalized[key]! /= a }
            pivotIndex[variable] = pivotRows.count
            pivotRows.append((variable, normalized, combination.mapValues { $0 / a }))
        }
        guard let certificate else { return nil }
        let largest = certificate.values.reduce(0) { max($0, abs($1)) }
        return (certificate, certificateConstant, largest, rows, relations)
    }
}

/// A sub-solver holding copies of some of the solver's constraints (on variables of its
/// own), for the deletion filter.
struct ConflictProbe {
    let source: ConstraintRecords
    let solver = Solver(explainsConflicts: false)
    var variables: [Int32: Variable] = [:]
    /// Source constraint → the probe's copy.
    var installed: [ConstraintID: ConstraintID] = [:]
    /// A set that is already inconsistent without the failing constraint (noise).
    var broken = false

    /// Made by `ConflictProbes.probe`, which counts it.
    fileprivate init(_ source: ConstraintRecords, _ ids: [ConstraintID]) {
        self.source = source
        for id in ids where !add(id) { broken = true }
    }

    mutating func translate(_ c: Constraint) -> Constraint {
        var t = c
        t.expression.terms = c.expression.terms.map { term in
            if let v = variables[term.variable.id] { return Term(v, term.coefficient) }
            let v = solver.makeVariable()
            variables[term.variable.id] = v
            return Term(v, term.coefficient)
        }
        return t
    }

    /// Adds a copy of the source's constraint; false if the probe refused it.
    mutating func add(_ id: ConstraintID) -> Bool {
        guard let c = source[id.raw]?.constraint else { return true }
        do {
            installed[id] = try solver.add(translate(c))
            return true
        } catch {
            return false
        }
    }

    mutating func remove(_ id: ConstraintID) {
        guard let copy = installed.removeValue(forKey: id) else { return }
        try? solver.remove(copy)
    }

    /// Whether the probe refuses `failing` (leaving the probe as it was either way).
    mutating func refuses(_ failing: Constraint) -> Bool {
        if broken { return true }
        do {
            let copy = try solver.add(translate(failing))
            try? solver.remove(copy)
            return false
        } catch {
            return true
        }
    }
}
