/// Which quantities the optimum does not pin down.
///
/// On the optimal face every non-basic symbol with a (lexicographically) positive cost
/// stays at 0, and dummies are 0 by definition. What may still move are the free
/// directions: non-basic slacks and errors of zero cost, and non-basic user variables.
/// An expression that, written in non-basic symbols, mentions none of them has one value.
/// Otherwise its range over the face is a small LP over the free directions and the rows
/// they touch (usually a handful), solved here with a dense simplex. Equal-priority ties
/// show up as zero-cost errors, so they are found too (a rank test would miss them).
extension Solver {
    /// nil if the expression has one value on the whole optimal face; else its range and cause.
    public func ambiguity(of expression: Expression) -> Ambiguity? {
        var footprint = AmbiguityFootprint()
        return ambiguity(of: expression, footprint: &footprint)
    }

    /// The same, noting in `footprint` the free directions and rows the answer read (besides
    /// the rows of the expression's own variables): while none of them is written, it stays.
    /// With a `memo` (valid while the tableau is not written), the face (its rows, its
    /// cause, its one-direction ends) is built once per set of free directions: the x of
    /// every view in a grid row moves along the row's one free width, and asks about the
    /// same face with its own form. On a face of several directions an expression whose
    /// non-basic form was asked before gets that answer again without the face's LPs.
    public func ambiguity(of expression: Expression, footprint: inout AmbiguityFootprint,
                          memo: AmbiguityMemo? = nil) -> Ambiguity? {
        ambiguity(constant: expression.constant, fill: { cells in
            var plain = true
            for term in expression.terms { plain = addFreeCells(of: term, to: &cells) && plain }
            return plain
        }, whole: { self.parametric(expression) }, footprint: &footprint, memo: memo)
    }

    /// `ambiguity(of: own - origin)` (a frame's x in its superview: `left − superview's
    /// left`; `own` alone without an origin), without building the expression: the
    /// tracker asks this for every component of every view a change reached.
    public func ambiguity(of own: Variable, minus origin: Variable?, footprint: inout AmbiguityFootprint,
                          memo: AmbiguityMemo? = nil) -> Ambiguity? {
        ambiguity(constant: 0, fill: { cells in
            let plain = addFreeCells(of: Term(own, 1), to: &cells)
            guard let origin else { return plain }
            return addFreeCells(of: Term(origin, -1), to: &cells) && plain
        }, whole: { self.parametric(origin.map { own - $0 } ?? Expression(own)) },
        footprint: &footprint, memo: memo)
    }

    /// Whether `own − origin` (`own` alone without an origin) is shown to take more than one
    /// value on the optimal face by points that cost no LP: per part of the face its free
    /// directions reach, one direction moved alone as far as the rows let it, and one
    /// point inside the rows at 0 (`FaceMotion`'s points, each on the part). A point counts
    /// only when the form's value there is clear of its value now by a hundred thousandth
    /// of its size and of its terms' size, fifty times the line `ambiguity(of:)` draws
    /// between one value and a range; so true means that `ambiguity(of:minus:…)` answers
    /// a range (whatever range), and false means nothing (ask it). On true, `footprint`
    /// notes the parts read: the faces the answer would read, grown from one direction each
    /// (a face grown from several directions is the union of their parts).
    public func isShownAmbiguous(_ own: Variable, minus origin: Variable?, footprint: inout AmbiguityFootprint,
                                 memo: AmbiguityMemo) -> Bool {
        applyDeferredShift()
        var cells = Row()
        swap(&cells, &ambiguityScratch.freeCells)
        defer { ambiguityScratch.freeCells = cells }
        cells.constant = 0
        cells.symbols.removeAll(keepingCapacity: true)
        cells.coefficients.removeAll()
        var plain = addFreeCells(of: Term(own, 1), to: &cells)
        if let origin { plain = addFreeCells(of: Term(origin, -1), to: &cells) && plain }
        guard !plain, !cells.symbols.isEmpty else { return false }
        // An unconstrained direction is answered at once by `ambiguity(of:)`.
        for s in cells.symbols where tableau.kinds[Int(s)] == .external && tableau.columnCount[Int(s)] == 0 { return false }
        var parts: [Int] = []
        for s in cells.symbols {
            let part = memo.part(of: s, self)
            if !parts.contains(part) { parts.append(part) }
        }
        let level = 1e-5 * (1 + abs(cells.constant))
        let shown = parts.contains { part in
            memo.partMoves(part, cells, self, clearOf: level)
        }
        guard shown else { return false }
        footprint.settled = false
        for part in parts {
            let face = memo.partFace(part)
            if !footprint.faces.contains(where: { $0 === face }) { footprint.faces.append(face) }
        }
        return true
    }

    /// Fills the solver's scratch row with a form's free cells (`fill` adds the terms and
    /// says whether every one was plainly fixed, as `isFixed` would: then the answer is
    /// nil, found in the same pass over the rows), then answers from them. The scratch is
    /// out of the solver while it is filled and read.
    private func ambiguity(constant: Double, fill: (inout Row) -> Bool, whole: () -> Row,
                           footprint: inout AmbiguityFootprint, memo: AmbiguityMemo?) -> Ambiguity? {
        applyDeferredShift()
        var cells = Row()
        swap(&cells, &ambiguityScratch.freeCells)
        defer { ambiguityScratch.freeCells = cells }
        cells.constant = constant
        cells.symbols.removeAll(keepingCapacity: true)
        cells.coefficients.removeAll()
        if fill(&cells) { return nil }
        return ambiguity(cells, whole: whole, footprint: &footprint, memo: memo)
    }

    /// The answer for a form given by its free directions' cells (`addFreeCells`); the
    /// whole form is built only when there are two or more, whose order it decides.
    private func ambiguity(_ cells: Row, whole: () -> Row, footprint: inout AmbiguityFootprint,
                           memo: AmbiguityMemo?) -> Ambiguity? {
        // Only the free directions' cells matter below (everything else is 0 on the
        // optimal face).
        let reduced = cells.symbols.count > 1 ? whole() : cells
        footprint.settled = false
        memo?.lastEntry = nil
        memo?.lastFace = nil
        let free = reduced.symbols.count > 1 ? reduced.symbols.filter(isFreeDirection) : reduced.symbols
        // Only free directions: a parameter that becomes free has its rows written,
        // the expression's own among them (watched by the caller).
        if free.isEmpty { return nil }
        if free.contains(where: { tableau.kinds[Int($0)] == .external && tableau.columnCount[Int($0)] == 0 }) {
            footprint.plain += free
            return Ambiguity(lower: nil, upper: nil, cause: .unconstrained)
        }
        guard let memo else {
            // Without a memo the cause is found only for an ambiguous answer (and the face
            // noted without it: `mayDiffer` then counts it as changed).
            let face = Face(solver: self, seeds: free, linking: true)
            footprint.faces.append(face)
            return answer(reduced, free, on: face, cause: { self.cause(of: face) })
        }
        let shared = memo.face(free, self)
        memo.lastFace = shared
        // An expression on the face the previous one of this footprint read adds nothing
        // to watch.
        if footprint.lastFace != shared {
            footprint.lastFace = shared
            footprint.faces.append(memo.faces[shared])
        }
        // The cause is the face's, whatever the form: found once per shared face.
        let cause = { memo.faces[shared].cause! }
        if memo.faces[shared].line != nil { return answer(reduced, free, on: memo.faces[shared], cause: cause) }
        // Keyed by the constant and the free directions' cells only: the other symbols of
        // the form (placed markers, costed slacks and errors) are 0 on the whole optimal
        // face, and `answer` reads nothing else, so forms that differ only there get the
        // very same computation (free directions in the same order).
        // Bit patterns: an answer is reused only for exactly the same cells (-0 included).
        var coefficients: [UInt64] = []
        for i in reduced.symbols.indices where isFreeDirection(reduced.symbols[i]) {
            coefficients.append(reduced.coefficients[i].bitPattern)
        }
        let key = AmbiguityMemo.Key(constant: reduced.constant.bitPattern, symbols: free,
                                    coefficients: coefficients)
        if let entry = memo.index[key] {
            memo.lastEntry = entry
            return memo.answers[entry]
        }
        let found = answer(reduced, free, on: memo.faces[shared], cause: cause)
        memo.lastEntry = memo.answers.count
        memo.index[key] = memo.answers.count
        memo.answers.append(found)
        return found
    }

    /// The range of a non-basic form over the optimal face its free directions reach.
    private func answer(_ reduced: Row, _ free: [Int32], on face: Face, cause: () -> Ambiguity.Cause) -> Ambiguity? {
        let high: Double?, low: Double?
        if let line = face.line {
            // One direction: the segment's ends answer it, with no objective arrays (the
            // same numbers `maximum` would give: it reads the line the same way).
            let a = reduced.coefficient(of: free[0])
            high = line.maximum(a)
            low = line.maximum(-a).map { -$0 }
        } else {
            let objective = free.map { reduced.coefficient(of: $0) }
            high = face.maximum(objective, over: free)
            low = face.maximum(objective.map { -$0 }, over: free).map { -$0 }
        }
        let lower = low.map { reduced.constant + $0 }, upper = high.map { reduced.constant + $0 }
        if let l = lower, let u = upper, u - l <= 1e-7 * (1 + abs(l) + abs(u)) { return nil }
        return Ambiguity(lower: lower, upper: upper, cause: cause())
    }

    /// The expression written in non-basic symbols only (basic variables substituted).
    /// With `markers`, the row keeps the markers it rests on (see `MarkerParts`).
    func parametric(_ expression: Expression, markers: Bool = false) -> Row {
        var reduced = Row(constant: expression.constant)
        // Sized once for every cell the rows could bring: a view's top in a long vertical
        // chain has a cell per link, and growing the row by doubling reallocated it often.
        var cells = 0
        for term in expression.terms where Int(term.variable.id) < tableau.kinds.count {
            cells += tableau.rowOf[Int(term.variable.id)] >= 0 ? tableau.rows[Int(tableau.rowOf[Int(term.variable.id)])].symbols.count : 1
        }
        reduced.symbols.reserveCapacity(cells)
        reduced.coefficients.reserveCapacity(cells)
        for term in expression.terms where Int(term.variable.id) < tableau.kinds.count {
            let s = term.variable.id
            var source = Row()
            if tableau.rowOf[Int(s)] >= 0 { source = tableau.rows[Int(tableau.rowOf[Int(s)])] } else { source.append(s, 1) }
            tableau.merge(&reduced, source, times: term.coefficient, markers: markers)
        }
        return reduced
    }

    /// Adds one term of a form to `reduced`, which holds `parametric`'s constant and its
    /// free directions' cells so far, each the very same number (summed in the same
    /// order, dropped when near zero after the same term), without merging the rest: a
    /// view's edge in a long chain is written over a marker per link, and its ambiguity
    /// reads only the row's one or two free directions. The cells' order is
    /// `parametric`'s only while there is at most one (a cell that cancels is swapped with
    /// the row's last, which may be a marker).
    /// Returns whether the term's variable is plainly fixed (`isFixed`: basic, its row
    /// mentioning no free direction).
    func addFreeCells(of term: Term, to reduced: inout Row) -> Bool {
        let s = term.variable.id, k = term.coefficient
        guard Int(s) < tableau.kinds.count else { return false }
        let r = tableau.rowOf[Int(s)]
        var plain = r >= 0
        if r < 0 {
            if isFreeDirection(s) { addFreeCell(&reduced, s, k * 1) }
        } else {
            reduced.constant += k * tableau.rows[Int(r)].constant
            // A long form looks its cells up by symbol: a nest's view reads its own row and
            // its origin's, each of as many free cells as its depth, and a search of the
            // form per cell made each x cost depth² (depth³ for a nest's line).
            if reduced.symbols.count + tableau.rows[Int(r)].symbols.count > 8 {
                plain = !addIndexedFreeCells(ofRow: Int(r), times: k, to: &reduced)
            } else {
                tableau.rows[Int(r)].symbols.withUnsafeBufferPointer { symbols in
                    tableau.rows[Int(r)].coefficients.forEachCell { i, a in
                        if isFreeDirection(symbols[i]) {
                            plain = false
                            addFreeCell(&reduced, symbols[i], k * a)
                        }
                    }
                }
            }
        }
        tableau.noteConstant(reduced.constant)
        reduced.removeNearZeroCells { _ in }
        return plain
    }

    /// Adds `value` to the cell of `s`, or appends it (as `merge` does for a new cell).
    private func addFreeCell(_ row: inout Row, _ s: Int32, _ value: Double) {
        if let i = row.index(of: s) { row.coefficients.add(value, at: i) } else { row.append(s, value) }
    }

    /// `addFreeCell` for each free cell of row r times k, the form's cells found by symbol
    /// in `ambiguityScratch.cellIndex` (a row holds a symbol once: the same cell, the same
    /// sum or the same append). Returns whether the row has a free cell.
    private func addIndexedFreeCells(ofRow r: Int, times k: Double, to reduced: inout Row) -> Bool {
        var index = CellIndex()
        swap(&index, &ambiguityScratch.cellIndex)
        defer { swap(&index, &ambiguityScratch.cellIndex) }
        index.place(reduced.symbols)
        var found = false
        tableau.rows[r].symbols.withUnsafeBufferPointer { symbols in
            tableau.rows[r].coefficients.forEachCell { i, a in
                let s = symbols[i]
                guard isFreeDirection(s) else { return }
                found = true
                if let at = index.index(of: s) {
                    reduced.coefficients.add(k * a, at: at)
                } else {
                    index.note(s, at: reduced.symbols.count)
                    reduced.append(s, k * a)
                }
            }
        }
        return found
    }

    /// A cheap sufficient test that the variable has one value on the optimal face: it is
    /// basic and its row mentions no free direction. (False does not mean ambiguous: ask
    /// `ambiguity(of:)`.) Lets a caller with thousands of quantities skip building
    /// expressions for the ones that are plainly settled.
    public func isFixed(_ variable: Variable) -> Bool {
        applyDeferredShift()
        let i = Int(variable.id)
        guard i >= 0, i < tableau.kinds.count, tableau.rowOf[i] >= 0 else { return false }
        return tableau.rows[Int(tableau.rowOf[i])].symbols.withUnsafeBufferPointer { symbols in
            !symbols.contains { isFreeDirection($0) }
        }
    }

    func isFreeDirection(_ s: Int32) -> Bool {
        let i = Int(s)
        // The kind first: a placed marker is never free, and a kind is a byte where a row
        // index is four (every view's plain test reads its rows after every command).
        switch tableau.kinds[i] {
        case .dummy: return false
        case .external: return tableau.rowOf[i] < 0
        case .slack, .error: return tableau.rowOf[i] < 0 && objective.costSign(s) == 0
        }
    }

    /// Why the face is not a point, read from the constraints whose markers move on it:
    /// the errors of the highest priority among them (a tie there), else the slacks'
    /// inequalities; owners sorted, each once. Only markers that move count: the face's
    /// rows also hold constraints that stay put on it (a width the layout fixes, written
    /// in this basis over the free directions), and which of those a row mentions depends
    /// on the pivots made, not on the layout.
    fileprivate func cause(of face: Face) -> Ambiguity.Cause {
        var moving: [Int32] = []
        moving.reserveCapacity(face.symbols.count + face.basics.count)
        if face.line != nil {
            // One direction: whatever mentions it moves exactly when the segment is not a point.
            guard face.lineMoves else { return cause([]) }
            if tableau.owner[Int(face.symbols[0])] >= 0 { moving.append(face.symbols[0]) }
            for (r, basic) in face.basics.enumerated() where tableau.owner[Int(basic)] >= 0 {
                let k = face.rowOfBasic[r]
                if face.cellStart[k] < face.cellStart[k + 1], face.cellValue[face.cellStart[k]] != 0 { moving.append(basic) }
            }
            return cause(moving)
        }
        var motion = FaceMotion(face, offered: ambiguityScratch.witnesses.offers(for: face, in: self))
        for (k, s) in face.symbols.enumerated() where tableau.owner[Int(s)] >= 0 {
            if motion.moves([(k, 1)]) { moving.append(s) }
        }
        for (r, basic) in face.basics.enumerated() where tableau.owner[Int(basic)] >= 0 {
            if motion.moves(face.cells(ofBasic: r)) { moving.append(basic) }
        }
        ambiguityScratch.witnesses.keep(motion.witnesses, of: face)
        return cause(moving)
    }

    /// The errors of the highest priority among `symbols` (a tie there), else the slacks'
    /// inequalities; owners sorted, each once. Arrays, not sets: this runs per query.
    private func cause(_ symbols: [Int32]) -> Ambiguity.Cause {
        // First the highest priority among the errors (a tie there), then only the owners
        // that name: one list, sorted in place (a cause is found for every face built).
        var top: Priority?
        var anySlack = false
        for s in symbols {
            let o = tableau.owner[Int(s)]
            guard o >= 0, let priority = priority(ofOwner: o) else { continue }
            switch tableau.kinds[Int(s)] {
            case .error: if top.map({ priority > $0 }) ?? true { top = priority }
            case .slack: anySlack = true
            default: break
            }
        }
        guard top != nil || anySlack else { return .unconstrained }
        var owners: [Int] = []
        owners.reserveCapacity(symbols.count)
        for s in symbols {
            let o = tableau.owner[Int(s)]
            guard o >= 0, let priority = priority(ofOwner: o) else { continue }
            switch tableau.kinds[Int(s)] {
            case .error where priority == top: owners.append(Int(o))
            case .slack where top == nil: owners.append(Int(o))
            default: break
            }
        }
        owners.sort()
        var result: [ConstraintID] = []
        result.reserveCapacity(owners.count)
        var previous = -1
        for o in owners where o != previous {
            result.append(ConstraintID(raw: o))
            previous = o
        }
        if let top { return .tie(top, result) }
        return .inequalities(result)
    }

    /// The priority of the constraint that owns a symbol (nil once it is removed), read in
    /// place: binding the record copied it, a retain and release of its expression each.
    @inline(__always) func priority(ofOwner o: Int32) -> Priority? {
        records.withUnsafeBufferPointer { $0[Int(o)]?.constraint.priority }
    }
}

/// Answers to ambiguity queries by the expression's non-basic form, for a caller asking
/// many while the tableau stays as it is (`AnalysisTracker` over one update). Any write to
/// the solver makes it stale: make a new one.
public final class AmbiguityMemo {
    struct Key: Hashable {
        var constant: UInt64
        var symbols: [Int32]
        var coefficients: [UInt64]
    }

    var index: [Key: Int] = [:]
    var answers: [Ambiguity?] = []
    /// The form entry the last query through this memo answered from (or made), so a caller
    /// can keep its own per-answer work (a translation) beside it; nil when the last query
    /// kept no form (plainly fixed, unconstrained, or on a face of one direction).
    public fileprivate(set) var lastEntry: Int?
    /// Faces by the free directions they were grown from (in the form's order: the LPs'
    /// arithmetic follows it), each with its cause once asked.
    fileprivate var faceIndex: [[Int32]: Int] = [:]
    fileprivate var faces: [Face] = []
    /// How many faces were built through this memo (for tests).
    var faceCount: Int { faces.count }
    /// This memo's number for `Face.verdictPass` (taken from the solver's count on first
    /// use, so no two memos of one solver share it); -1 until then.
    fileprivate var pass = -1

    /// `pass`, numbered on first use.
    fileprivate func passNumber(_ solver: Solver) -> Int {
        if pass < 0 {
            pass = solver.ambiguityScratch.memoPasses
            solver.ambiguityScratch.memoPasses += 1
        }
        return pass
    }

    /// The shared face grown from `seeds`, built (with its cause) on first asking.
    fileprivate func face(_ seeds: [Int32], _ solver: Solver) -> Int {
        if let known = knownFace(seeds[...], solver) { return known }
        let face = solver.settledFace(grownFrom: seeds) ?? Face(solver: solver, seeds: seeds, linking: true)
        if face.cause == nil { face.cause = cause(of: face, solver) }
        note(face, seeds: seeds[...], solver)
        return faces.count - 1
    }

    /// The shared face grown from the free directions `noted` was grown from.
    fileprivate func face(grownLike noted: Face, _ solver: Solver) -> Int {
        knownFace(noted.seeds, solver) ?? face(Array(noted.seeds), solver)
    }

    /// Takes `face` as the shared one for its seeds unless one is known already.
    fileprivate func offer(_ face: Face, _ solver: Solver) {
        guard knownFace(face.seeds, solver) == nil else { return }
        note(face, seeds: face.seeds, solver)
    }

    /// The face this memo holds for `seeds`. Most faces grow from one direction: those are
    /// found by the direction in the solver's stamped table (a dictionary keyed by arrays
    /// hashed a fresh array for every view asked, after every command).
    private func knownFace(_ seeds: ArraySlice<Int32>, _ solver: Solver) -> Int? {
        guard seeds.count == 1 else { return faceIndex[Array(seeds)] }
        let s = Int(seeds[seeds.startIndex]), pass = passNumber(solver)
        return solver.ambiguityScratch.seedFaces.index(of: s, pass: pass)
    }

    private func note(_ face: Face, seeds: ArraySlice<Int32>, _ solver: Solver) {
        if seeds.count == 1 {
            let s = Int(seeds[seeds.startIndex]), pass = passNumber(solver)
            solver.ambiguityScratch.seedFaces.note(faces.count, of: s, pass: pass)
        } else {
            faceIndex[Array(seeds)] = faces.count
        }
        faces.append(face)
    }

    /// The index in `partSizes` of the part free direction `s` lies in (every direction and
    /// row linked to it: the face grown from it alone), measured on first asking. Two
    /// directions of one part grow the same part, so each part is measured once a pass.
    fileprivate func part(of s: Int32, _ solver: Solver) -> Int {
        let pass = passNumber(solver)
        if let known = solver.ambiguityScratch.parts.index(of: Int(s), pass: pass) { return known }
        let part = Face(solver: solver, seeds: [s], linking: true)
        part.isPart = true
        for (column, t) in part.symbols.enumerated() {
            solver.ambiguityScratch.parts.note(partSizes.count, of: Int(t), pass: pass)
            solver.ambiguityScratch.partColumns.note(column, of: Int(t), pass: pass)
        }
        partSizes.append(part.size)
        partCauses.append(nil)
        partFaces.append(part)
        partPoints.append(nil)
        return partSizes.count - 1
    }

    /// The face of a part measured in this pass (`part(of:)`), grown from the direction
    /// it was first asked for.
    fileprivate func partFace(_ part: Int) -> Face { partFaces[part] }

    /// The part grown from the one direction `noted` (a part's face noted in an earlier
    /// pass) was grown from, as it is now: nil when that direction is no longer free, or
    /// when this pass measured its part from another direction (its order then differs).
    fileprivate func part(grownLike noted: Face, _ solver: Solver) -> Face? {
        guard noted.seedCount == 1, solver.isFreeDirection(noted.symbols[0]) else { return nil }
        let face = partFaces[part(of: noted.symbols[0], solver)]
        return face.symbols[0] == noted.symbols[0] ? face : nil
    }

    /// Whether the cells of `form` (free directions, some in this part) take a value clear
    /// of 0 by more than `level` and by a hundred thousandth of their terms' size at one of
    /// the part's points (`Face.axisReach`, `Face.pointInsideRowsAtZero`), found once per
    /// part and pass.
    fileprivate func partMoves(_ part: Int, _ form: Row, _ solver: Solver, clearOf level: Double) -> Bool {
        if partPoints[part] == nil {
            partPoints[part] = (partFaces[part].axisReach(), partFaces[part].pointInsideRowsAtZero())
        }
        let (reach, inside) = partPoints[part]!
        let pass = passNumber(solver)
        var value = 0.0, size = 0.0
        var alone = false
        form.coefficients.forEachCell { i, a in
            let s = form.symbols[i]
            guard solver.ambiguityScratch.parts.index(of: Int(s), pass: pass) == part,
                  let column = solver.ambiguityScratch.partColumns.index(of: Int(s), pass: pass) else { return }
            let step = abs(a * reach[column])
            if step > level && step > 1e-5 * (1 + step) { alone = true }
            if let inside {
                let term = a * inside[column]
                value += term
                size += abs(term)
            }
        }
        return alone || inside != nil && abs(value) > level && abs(value) > 1e-5 * (1 + size)
    }

    /// Per part measured, its faces' points (`partMoves`), found on first asking.
    private var partPoints: [(reach: [Double], inside: [Double]?)?] = []
    /// Per part measured, its face.
    private var partFaces: [Face] = []

    /// The sizes of the parts measured in this memo's pass (`part(of:)`).
    private var partSizes: [Face.Size] = []
    /// Each measured part's cause, once a face that is the whole part has found it.
    private var partCauses: [Ambiguity.Cause?] = []

    /// The face's cause, found once per part: the views of a nest ask their forms over as
    /// many orders of one part's directions, and a face grown from any of them is the
    /// whole part (of the part's size: the same rows and directions, in another order).
    /// The cause names the constraints whose symbols move on those rows, which no order
    /// changes. A face of several parts finds its own.
    private func cause(of face: Face, _ solver: Solver) -> Ambiguity.Cause {
        guard let first = face.seeds.first, solver.isFreeDirection(first) else { return solver.cause(of: face) }
        let part = part(of: first, solver)
        guard partSizes[part] == face.size else { return solver.cause(of: face) }
        if let known = partCauses[part] { return known }
        let found = solver.cause(of: face)
        partCauses[part] = found
        return found
    }

    /// The shared face the last query read (every answer on one face has the face's cause,
    /// so a caller may translate that once per face); nil when the answer needed no face.
    public fileprivate(set) var lastFace: Int?

    public init() {}
}

/// What an ambiguity answer read: the faces it was found on (as they were), and the free
/// directions of answers found without one. A change that writes none of a face's rows and
/// no row mentioning one of its directions leaves the answer as it was; so does one that
/// leaves every face it read exactly as it was (the expression's own rows are the caller's
/// to watch: `AnalysisTracker` re-examines a view whose variables moved).
public struct AmbiguityFootprint: Sendable {
    /// Free directions of answers that read no face (an unconstrained variable).
    var plain: [Int32] = []
    fileprivate var faces: [Face] = []
    /// No component needed more than the plain test (`isFixed`).
    var settled = true
    /// The memo's shared face added last (components of one view often read one face).
    var lastFace = -1

    public init() {}

    /// Nothing to watch beyond the expression's own variables.
    public var isEmpty: Bool { settled }

    /// Empty again, keeping its arrays' room: the tracker answers a view's component again
    /// into the footprint it kept (a fresh one was two arrays made and two freed per answer).
    public mutating func clear() {
        plain.removeAll(keepingCapacity: true)
        faces.removeAll(keepingCapacity: true)
        settled = true
        lastFace = -1
    }

    /// Whether the change wrote a row this answer read, or a row that mentions one of its
    /// free directions (which may widen the face).
    public func isTouched(by changes: SolverChanges) -> Bool {
        plain.contains(where: changes.rowSymbols.contains) || faces.contains { $0.isTouched(by: changes) }
    }

    /// Hands out what `isTouched` reads: `plain` each free direction of an answer that read
    /// no face, `face` each face read (a change that writes none of a face's rows and no
    /// row mentioning one of its directions leaves it untouched: `WatchedFace.forEachKey`).
    public func forEachWatched(plain: (Int32) -> Void, face: (WatchedFace) -> Void) {
        for s in self.plain { plain(s) }
        for f in faces { face(WatchedFace(face: f)) }
    }

    /// Hands the memo the faces this footprint noted that the change left as they were
    /// (no row of theirs written, no written row mentioning one of their directions: a
    /// face built now would be the same), so a view asked again for its own sake (its y
    /// pinned) reads its row's face without building it.
    /// Mutating only to be read in place (see `mayDiffer`); nothing is written.
    public mutating func offerUntouchedFaces(after changes: SolverChanges, in solver: Solver, to memo: AmbiguityMemo) {
        let pass = memo.passNumber(solver)
        faces.withUnsafeBufferPointer { faces in
            for face in faces where face.cause != nil && !face.isTouched(by: changes, pass: pass) {
                memo.offer(face, solver)
            }
        }
    }

    /// Whether every face noted is the face its free directions reach now, built afresh
    /// (with its cause when one was noted): what `mayDiffer` relies on for a view the
    /// tracker did not ask again. For tests, after the tracker is up to date.
    public func facesAreCurrent(in solver: Solver) -> Bool {
        solver.applyDeferredShift()
        return faces.allSatisfy { noted in
            let now = Face(solver: solver, seeds: Array(noted.symbols.prefix(noted.seedCount)), linking: true)
            if noted.cause != nil { now.cause = solver.cause(of: now) }
            return now.isSame(as: noted)
        }
    }

    /// Whether the answers may differ now: `isTouched`, except that a face the change
    /// touched but left exactly as it was (rows, constants, directions and cause: the LPs'
    /// whole input) does not count. A grid row's face gains a row when a view's width gets
    /// a bound, not when its left edge or an equal width arrives (those rows are not
    /// restricted), and then the row's other views need not be asked again. Faces are
    /// rebuilt through `memo`, once per pass however many views read them.
    ///
    /// Mutating only so that a footprint in an array is read in place: called on a copy,
    /// it retained and released both arrays of each of the four footprints of every view
    /// checked (the tracker checks every unsettled view after every command). Nothing is
    /// written.
    public mutating func mayDiffer(after changes: SolverChanges, in solver: Solver, memo: AmbiguityMemo) -> Bool {
        if plain.contains(where: changes.rowSymbols.contains) { return true }
        return faces.withUnsafeBufferPointer { faces in
            for face in faces {
                // Views of one grid row hold copies of the same faces: one verdict each per pass.
                let pass = memo.passNumber(solver)
                if face.verdictPass == pass {
                    if face.verdict { return true } else { continue }
                }
                var differs = false
                if face.isTouched(by: changes, pass: pass) {
                    if face.isPart {
                        // A part noted by `isShownAmbiguous`, compared with the part now.
                        differs = !(memo.part(grownLike: face, solver)?.isSame(as: face) ?? false)
                    } else {
                        let now = memo.face(grownLike: face, solver)
                        differs = !memo.faces[now].isSame(as: face)
                    }
                }
                face.verdictPass = pass
                face.verdict = differs
                if differs { return true }
            }
            return false
        }
    }
}

/// A face an ambiguity answer read, as an index of footprints sees it (`AnalysisTracker`'s
/// `FootprintIndex`): one identity however many views' footprints hold it, and the keys
/// `AmbiguityFootprint.isTouched` reads of it. A face never changes once built.
public struct WatchedFace {
    fileprivate let face: Face

    /// The same for every footprint holding this face (while it is held).
    public var identity: ObjectIdentifier { ObjectIdentifier(face) }

    /// Hands `symbol` the face's free directions and `row` its rows (by index): a change
    /// touches the face when it writes one of those rows or a row mentioning one of those
    /// directions (`SolverChanges.writtenRows`, `writtenRowSymbols`).
    public func forEachKey(symbol: (Int32) -> Void, row: (Int32) -> Void) {
        for s in face.symbols { symbol(s) }
        for r in face.rowIndices { row(r) }
        for r in face.linkRows { row(r) }
    }
}

/// The part of the optimal face reachable from some free directions: those directions,
/// the restricted rows they touch (which must stay >= 0) and, transitively, the free
/// directions those rows mention.
/// A class: footprints of every view of a grid row hold the face their row shares, and
/// copying a struct of ten arrays was a retain and release per array each time. Nothing
/// writes a face's LP data once it is built and its cause set (by its builder, before
/// handing it out); the verdict fields are scratch of the tracker's pass, written only
/// while the solver (not Sendable) is being read by its one owner.
final class Face: @unchecked Sendable {
    var symbols: [Int32] = []
    /// The basic symbols of the rows that bound the face (their constraints limit it).
    var basics: [Int32] = []
    /// Where each of `basics`' rows is among the face's rows (a dummy's row is two).
    var rowOfBasic: [Int] = []
    var rowIndices: [Int32] = []
    /// The rows of unrestricted basics that tied directions into a linked face (see init):
    /// watched as its rows are, read by no LP.
    var linkRows: [Int32] = []
    /// Each row r: constant + Σ coefficient·symbol >= 0, its cells (column: an index into
    /// `symbols`) at cellStart[r]..<cellStart[r + 1]. Flat arrays: a face is built for
    /// every touched component after every command, and an array per row was most of that.
    var constants: [Double] = []
    var cellStart: [Int] = [0]
    var cellColumn: [Int] = []
    var cellValue: [Double] = []
    var unrestricted: [Bool] = []
    /// The first `seedCount` symbols are the free directions it was grown from.
    var seedCount = 0
    var seeds: ArraySlice<Int32> { symbols[..<seedCount] }
    /// The face's cause, found when it is built for an answer.
    var cause: Ambiguity.Cause?
    /// A part's face (`AmbiguityMemo.part(of:)`), noted with no cause by
    /// `isShownAmbiguous`: compared with the part grown again, not with an answer's face.
    var isPart = false
    /// `AmbiguityFootprint.mayDiffer`'s verdict on this face in the pass of the memo whose
    /// `pass` is `verdictPass` (views of one grid row share the face: one verdict per pass,
    /// with no table of verdicts to hash into).
    var verdictPass = -1
    var verdict = false
    /// `isTouched` in the pass `touchedPass`, for the same reason: the untouched faces
    /// offered for reuse are those of every asked view, and a grid row's views share them.
    private var touchedPass = -1
    private var touched = false
    /// A face of one free direction is a segment of a line: its two ends, found once here,
    /// answer every objective (`DenseSimplex.Line`).
    var line: DenseSimplex.Line?

    /// With `linking`, the face also takes in the free directions that rows of unrestricted
    /// basics (a view's edge written over them) tie to its own (`linkRows`): those rows
    /// bound nothing, so the LPs' answers stay as they were, but which directions a row
    /// ties together depends on the basis, and the directions tied through any row do
    /// not. A cause read on the linked face is the layout's, not the pivots' (`cause(of:)`).
    init(solver: Solver, seeds: [Int32], linking: Bool = false) {
        // A symbol's index in `symbols` is kept in the solver's `position` scratch (-1
        // outside a merge, which nothing here makes) and put back before returning; rows
        // taken are stamped with a fresh epoch. Arrays, not hash tables: this runs for
        // every component that is not plainly fixed, after every command.
        let epoch = solver.ambiguityScratch.nextFaceEpoch(rows: solver.tableau.rows.count)
        seedCount = seeds.count
        // Built in the solver's scratch (kept between faces, room and all) and copied out
        // once at its size: a grid row's face outgrew any room reserved up front, and its
        // arrays were reallocated as they doubled (three allocations a face of twenty rows).
        var b = FaceScratch()
        swap(&b, &solver.ambiguityScratch.face)
        defer { swap(&b, &solver.ambiguityScratch.face) }
        b.clear()
        b.queue.append(contentsOf: seeds)
        for s in seeds { solver.tableau.position[Int(s)] = Int32(b.symbols.count); b.symbols.append(s) }
        // The rows read while `position` is written: held apart from the tableau, which
        // is then not read and written at once. Nothing here writes them.
        let rows = solver.tableau.rows
        while let s = b.queue.popLast() {
            for r in solver.tableau.column(s) where solver.ambiguityScratch.faceRowStamp[Int(r)] != epoch {
                let basic = rows[Int(r)].basic
                guard solver.tableau.kinds[Int(basic)].isRestricted else {
                    if linking {
                        solver.ambiguityScratch.faceRowStamp[Int(r)] = epoch
                        b.linkRows.append(r)
                        rows[Int(r)].symbols.withUnsafeBufferPointer { rowSymbols in
                            for t in rowSymbols where solver.isFreeDirection(t) && solver.tableau.position[Int(t)] < 0 {
                                solver.tableau.position[Int(t)] = Int32(b.symbols.count); b.symbols.append(t); b.queue.append(t)
                            }
                        }
                    }
                    continue
                }
                solver.ambiguityScratch.faceRowStamp[Int(r)] = epoch
                b.rowIndices.append(r)
                b.basics.append(basic)
                b.rowOfBasic.append(b.constants.count)
                let first = b.cellColumn.count
                rows[Int(r)].symbols.withUnsafeBufferPointer { rowSymbols in
                    rows[Int(r)].coefficients.forEachCell { i, a in
                        let t = rowSymbols[i]
                        guard solver.isFreeDirection(t) else { return }
                        if solver.tableau.position[Int(t)] < 0 {
                            solver.tableau.position[Int(t)] = Int32(b.symbols.count); b.symbols.append(t); b.queue.append(t)
                        }
                        b.cellColumn.append(Int(solver.tableau.position[Int(t)]))
                        b.cellValue.append(a)
                    }
                }
                let constant = rows[Int(r)].constant
                b.constants.append(constant)
                b.cellStart.append(b.cellColumn.count)
                // A basic dummy is pinned at 0: its row holds as an equality.
                if solver.tableau.kinds[Int(basic)] == .dummy {
                    let last = b.cellColumn.count
                    for k in first..<last { b.cellColumn.append(b.cellColumn[k]); b.cellValue.append(-b.cellValue[k]) }
                    b.constants.append(-constant)
                    b.cellStart.append(b.cellColumn.count)
                }
            }
        }
        solver.tableau.clearPositions(of: b.symbols)
        symbols = FaceScratch.copy(b.symbols); rowIndices = FaceScratch.copy(b.rowIndices)
        linkRows = FaceScratch.copy(b.linkRows).sorted()
        basics = FaceScratch.copy(b.basics); rowOfBasic = FaceScratch.copy(b.rowOfBasic)
        constants = FaceScratch.copy(b.constants); cellStart = FaceScratch.copy(b.cellStart)
        cellColumn = FaceScratch.copy(b.cellColumn); cellValue = FaceScratch.copy(b.cellValue)
        let unrestricted = symbols.map { solver.tableau.kinds[Int($0)] == .external }
        self.unrestricted = unrestricted
        if symbols.count == 1 {
            // Every row mentions the one direction (it was reached through its column), so
            // each has exactly one cell, at index 0: the columns `maximum` would build.
            let (cellStart, cellValue, constants) = (self.cellStart, self.cellValue, self.constants)
            line = DenseSimplex.Line(rows: constants.count, cell: { r in
                var a = 0.0
                for k in cellStart[r]..<cellStart[r + 1] { a += cellValue[k] }
                return a
            }, b: { r in max(0, constants[r]) }, unrestricted: unrestricted[0])
        }
    }

    /// How many directions, rows and linking rows a face holds: a face grown from one
    /// part's directions is the whole part exactly when it is of the part's size.
    struct Size: Equatable {
        var symbols = 0, rows = 0, linkRows = 0
    }

    var size: Size { Size(symbols: symbols.count, rows: rowIndices.count, linkRows: linkRows.count) }

    func isTouched(by changes: SolverChanges) -> Bool {
        rowIndices.contains(where: changes.rows.contains) || linkRows.contains(where: changes.rows.contains)
            || symbols.contains(where: changes.rowSymbols.contains)
    }

    /// `isTouched`, once per memo pass (the changes are the same throughout a pass).
    func isTouched(by changes: SolverChanges, pass: Int) -> Bool {
        if touchedPass != pass {
            touchedPass = pass
            touched = isTouched(by: changes)
        }
        return touched
    }

    /// The same LPs with the same cause: the same symbols in the same order, the same rows
    /// to the bit, the same bounding rows.
    func isSame(as other: Face) -> Bool {
        guard seedCount == other.seedCount, symbols == other.symbols, basics == other.basics,
              rowIndices == other.rowIndices, linkRows == other.linkRows, unrestricted == other.unrestricted,
              cause == other.cause, cellStart == other.cellStart, cellColumn == other.cellColumn else { return false }
        for (a, b) in zip(constants, other.constants) where a.bitPattern != b.bitPattern { return false }
        for (a, b) in zip(cellValue, other.cellValue) where a.bitPattern != b.bitPattern { return false }
        return true
    }

    /// `moves([1])` of a face of one direction, without the cost arrays.
    var lineMoves: Bool {
        guard let line else { return true }
        return Self.spans(line.maximum(1), line.maximum(-1))
    }

    /// Whether a form whose maximum is `high` and whose negation's maximum is `low` takes
    /// more than one value (unbounded either way: it does).
    static func spans(_ high: Double?, _ low: Double?) -> Bool {
        guard let high, let low else { return true }
        return high + low > 1e-9 * (1 + abs(high) + abs(low))
    }

    /// The cells of the row whose basic symbol is `basics[index]` (by symbol index).
    func cells(ofBasic index: Int) -> [(column: Int, value: Double)] {
        let r = rowOfBasic[index]
        return (cellStart[r]..<cellStart[r + 1]).map { (cellColumn[$0], cellValue[$0]) }
    }

    /// max Σ c·z over the face (nil if unbounded). Unrestricted symbols are split in two.
    func maximum(_ c: [Double], over seeds: [Int32]) -> Double? {
        if let line { return line.maximum(c[0]) }
        let lp = LP(self)
        return DenseSimplex.maximize(cost: lp.cost(c, count: seeds.count), a: lp.a, b: lp.b)
    }

    /// The face as `DenseSimplex` reads it, the same for every objective: columns, symbol
    /// i is column i (its + part) and an unrestricted symbol's − part is column minus[i];
    /// rows, slack_r = b_r + Σ a_rj x_j >= 0, kept as  -Σ a_rj x_j + slack = b_r.
    struct LP {
        let minus: [Int]
        let n: Int
        let a: [Double]
        let b: [Double]

        init(_ face: Face) {
            var minus = [Int](repeating: -1, count: face.symbols.count)
            var n = face.symbols.count
            for i in face.symbols.indices where face.unrestricted[i] { minus[i] = n; n += 1 }
            let m = face.constants.count
            var a = [Double](repeating: 0, count: m * n)
            for r in 0..<m {
                for k in face.cellStart[r]..<face.cellStart[r + 1] {
                    let i = face.cellColumn[k], v = face.cellValue[k]
                    a[r * n + i] += -v
                    if minus[i] >= 0 { a[r * n + minus[i]] -= -v }
                }
            }
            (self.minus, self.n, self.a, self.b) = (minus, n, a, face.constants.map { max(0, $0) })
        }

        /// The cost vector of Σ c·z over the first `count` symbols (seeds come first in
        /// `symbols`, see init, so seed k is symbol k).
        func cost(_ c: [Double], count: Int) -> [Double] {
            var cost = [Double](repeating: 0, count: n)
            for k in 0..<count {
                cost[k] += c[k]
                if minus[k] >= 0 { cost[minus[k]] -= c[k] }
            }
            return cost
        }

        /// The symbols' values at a point of the columns.
        func symbolValues(_ x: [Double]) -> [Double] {
            minus.indices.map { minus[$0] >= 0 ? x[$0] - x[minus[$0]] : x[$0] }
        }
    }
}

extension Solver {
    /// The face the standing settlement built from exactly these seeds (in this order),
    /// if it built one: the same face `Face(solver:seeds:)` would build now.
    /// Only a face no row of an unrestricted basic ties to a direction outside it is
    /// that linked face: it is handed out with those rows noted.
    func settledFace(grownFrom seeds: [Int32]) -> Face? {
        guard settlement.valid, let face = settlement.faces.first(where: { face in
            face.seedCount == seeds.count && face.symbols.prefix(seeds.count).elementsEqual(seeds)
        }), let links = linkRows(closing: face) else { return nil }
        face.linkRows = links
        return face
    }

    /// The rows of unrestricted basics mentioning the face's directions, sorted; nil if
    /// one of them mentions a free direction the face lacks.
    private func linkRows(closing face: Face) -> [Int32]? {
        var links: [Int32] = []
        let inFace = Set(face.symbols)
        for s in face.symbols {
            for r in tableau.column(s) where !tableau.kinds[Int(tableau.rows[Int(r)].basic)].isRestricted {
                let tied = tableau.rows[Int(r)].symbols.withUnsafeBufferPointer { cells in
                    cells.allSatisfy { !isFreeDirection($0) || inFace.contains($0) }
                }
                guard tied else { return nil }
                links.append(r)
            }
        }
        return Array(Set(links)).sorted()
    }

    /// The constraints the expression's current value rests on: once basic variables are
    /// substituted, it is written in the markers of exactly these constraints, so a change
    /// to any of their constants would move it (and nothing else would).
    public func dependencies(of expression: Expression) -> [ConstraintID] {
        applyDeferredShift()
        let reduced = parametric(expression, markers: true)
        let owners = Set(tableau.markerSymbols(of: reduced).map { tableau.owner[Int($0)] }.filter { $0 >= 0 && records[Int($0)] != nil })
        return owners.sorted().map { ConstraintID(raw: Int($0)) }
    }
}

extension Solver {
    /// The constraints that bound an ambiguous expression's range: those it rests on (as
    /// `dependencies(of:)`) and those of every row at the edge of the face it moves on,
    /// with the equalities folded into those rows (their markers stay in them), so a
    /// width squeezed between two pinned edges names the pins, not only `width >= 0`.
    public func bounds(of expression: Expression) -> [ConstraintID] {
        applyDeferredShift()
        let reduced = parametric(expression, markers: true)
        var symbols = Set(tableau.markerSymbols(of: reduced))
        let free = reduced.symbols.filter(isFreeDirection)
        if !free.isEmpty {
            let face = Face(solver: self, seeds: free)
            for basic in face.basics {
                symbols.insert(basic)
                symbols.formUnion(tableau.markerSymbols(of: tableau.rows[Int(tableau.rowOf[Int(basic)])]))
            }
        }
        let owners = Set(symbols.map { tableau.owner[Int($0)] }.filter { $0 >= 0 && records[Int($0)] != nil })
        return owners.sorted().map { ConstraintID(raw: Int($0)) }
    }
}
