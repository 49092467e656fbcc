/// What a change can have moved, for callers that keep an analysis up to date.
///
/// A variable's value changes only when the row it is basic in changes (its constant, or
/// the row itself when it enters or leaves the basis), and whether it is plainly fixed
/// (`isFixed`) changes only when its row changes or a parameter of its row stops or starts
/// being a free direction. The tableau's own primitives (inserting, deleting, pivoting,
/// substituting, shifting a constant) mark the basic symbols of the rows they write; a
/// slack or error whose cost becomes zero or non-zero marks the rows that mention it. So
/// the set costs what the solve cost, and anything outside it reads as before.
///
/// Off until the first `takeChanges()`: a caller that never asks (`--json`) pays a branch.
struct DirtySet {
    var tracking = false
    /// Everything may have changed (the tableau was reset or rebuilt).
    var everything = false
    /// Per symbol, its flags (`Self.marked` …): one array, so a mark checks one array's
    /// uniqueness, not three (a pivot marks two symbols; a rotation pivots thousands).
    var flags: [UInt8] = []
    /// The marked symbols, in the order marked.
    var list: [Int32] = []
    /// Rows written (by index; a deleted row's index is reused, and marked again then).
    /// By row index, what was written since the last take (`rowWritten`, with
    /// `rowReshaped` when more than its constant was: its basic symbol was then marked
    /// reshaped), 0 when nothing was.
    var rowMarked: [UInt8] = []
    var rowList: [Int32] = []
    /// Symbols whose objective coefficients were written since the last take.
    var costList: [Int32] = []

    /// The symbol's row or value was written (it is in `list`).
    static let marked: UInt8 = 1
    /// A marked symbol whose row was written in more than its constant: only for these
    /// can `isFixed` have changed.
    static let reshaped: UInt8 = 2
    /// Its objective coefficients were written (it is in `costList`).
    static let costMarked: UInt8 = 4
    /// Its cost was zero when last looked at.
    static let zeroCost: UInt8 = 8
    /// Marked by a constant shift as a basic symbol whose cost was zero when last looked
    /// at, and its cost left unread: a basic symbol's cost is 0, so reading it would change
    /// nothing while the symbol stays basic (see `markRowConstants`). A later mark reads it.
    static let costUnread: UInt8 = 16
    /// Marked by the settled point alone (`markSettled`): its row was not written, so its
    /// value moved but every ambiguity answer reading it stands. A tableau write clears it.
    static let settledOnly: UInt8 = 32

    /// A row's marks (`rowMarked`).
    static let rowWritten: UInt8 = 1, rowReshaped: UInt8 = 2

    init() {}

    /// Tracking from now on, everything reported once; `zero` says which symbols' costs
    /// are zero now.
    init(trackingFrom zero: [Bool]) {
        tracking = true
        everything = true
        flags = zero.map { $0 ? Self.zeroCost : 0 }
    }

    mutating func grow() {
        guard tracking else { return }
        flags.append(Self.zeroCost)
    }

    func isReshaped(_ s: Int32) -> Bool { flags[Int(s)] & Self.reshaped != 0 }

    /// Row `r` was written in more than its constant since the last take.
    @inline(__always) func isShapeMarked(_ r: Int32) -> Bool {
        Int(r) < rowMarked.count && rowMarked[Int(r)] & Self.rowReshaped != 0
    }

    /// A row's basic symbol `s` was written (see `Solver.touch`).
    @inline(__always) mutating func mark(_ s: Int32, shape: Bool) {
        guard s >= 0 else { return }
        if flags[Int(s)] & Self.settledOnly != 0 { flags[Int(s)] &= ~Self.settledOnly }
        let old = flags[Int(s)]
        let shaped = shape ? Self.reshaped : 0
        guard old & Self.marked == 0 else {
            if old & Self.costUnread != 0 {
                // Marked by a constant shift while basic, its cost not read since: it may
                // be leaving the basis now (a pivot marks its leaving symbol), so its cost
                // is read as a first mark would have had it read.
                flags[Int(s)] = old & ~Self.costUnread | Self.costMarked | shaped
                costList.append(s)
            } else if shape && old & Self.reshaped == 0 {
                flags[Int(s)] = old | Self.reshaped
            }
            return
        }
        // Its cost is marked with it, as `markCost` would (not when it was marked before).
        flags[Int(s)] = old | Self.marked | Self.costMarked | shaped
        list.append(s)
        if old & Self.costMarked == 0 { costList.append(s) }
    }

    /// A symbol the settled point moved (`Solver.addPart`, `removePart`): marked as a
    /// row write of its constant would be, and noted as moved by the point alone unless a
    /// write marked it before (or does after: `mark` takes the note off). A symbol marked
    /// already keeps its marks (a mark read again would change nothing).
    @inline(__always) mutating func markSettled(_ s: Int32) {
        guard s >= 0, flags[Int(s)] & Self.marked == 0 else { return }
        mark(s, shape: false)
        flags[Int(s)] |= Self.settledOnly
    }

    /// Row `r`, whose basic symbol is `basic`, was written.
    @inline(__always) mutating func markRow(_ r: Int32, basic: Int32, shape: Bool) {
        mark(basic, shape: shape)
        let i = Int(r)
        if i >= rowMarked.count { rowMarked.append(contentsOf: repeatElement(0, count: i + 1 - rowMarked.count)) }
        let old = rowMarked[i]
        rowMarked[i] = old | Self.rowWritten | (shape ? Self.rowReshaped : 0)
        if old == 0 { rowList.append(r) }
    }

    @inline(__always) mutating func markCost(_ s: Int32) {
        guard flags[Int(s)] & Self.costMarked == 0 else { return }
        flags[Int(s)] = flags[Int(s)] & ~Self.costUnread | Self.costMarked
        costList.append(s)
    }

    /// `markRow(r, basic:, shape: false)` for each of `rowIndices`, the same marks in the
    /// same order. The flags and lists are moved out and written through pointers, room
    /// made once: one by one, each mark checked three arrays' uniqueness and capacity,
    /// most of a rotation's constant shift (its rows are every view's).
    /// `basics` holds each row's basic symbol, gathered by the pass that wrote the
    /// constants (a second pass through thousands of rows missed the cache on each).
    mutating func markRowConstants(_ rowIndices: [Int32], basics: [Int32]) {
        var flags: [UInt8] = [], rowMarked: [UInt8] = []
        var list: [Int32] = [], costList: [Int32] = [], rowList: [Int32] = []
        swap(&flags, &self.flags); swap(&rowMarked, &self.rowMarked)
        swap(&list, &self.list); swap(&costList, &self.costList); swap(&rowList, &self.rowList)
        defer {
            swap(&flags, &self.flags); swap(&rowMarked, &self.rowMarked)
            swap(&list, &self.list); swap(&costList, &self.costList); swap(&rowList, &self.rowList)
        }
        if let last = rowIndices.max(), Int(last) >= rowMarked.count {
            rowMarked.append(contentsOf: repeatElement(0, count: Int(last) + 1 - rowMarked.count))
        }
        // Room made once, at least doubling when it grows (shifts many times between two
        // takes must not copy the lists each time to their exact new size). Asked for
        // unconditionally: the appends below then skip their uniqueness checks.
        func room(_ count: Int, _ capacity: Int) -> Int {
            count + rowIndices.count > capacity ? max(count + rowIndices.count, 2 * capacity) : count
        }
        list.reserveCapacity(room(list.count, list.capacity))
        costList.reserveCapacity(room(costList.count, costList.capacity))
        rowList.reserveCapacity(room(rowList.count, rowList.capacity))
        flags.withUnsafeMutableBufferPointer { flags in
            rowMarked.withUnsafeMutableBufferPointer { rowMarked in
                for i in rowIndices.indices {
                    let r = rowIndices[i], s = basics[i]
                    if s >= 0 && flags[Int(s)] & Self.settledOnly != 0 { flags[Int(s)] &= ~Self.settledOnly }
                    if s >= 0 && flags[Int(s)] & Self.marked == 0 {
                        let old = flags[Int(s)]
                        list.append(s)
                        if old & (Self.costMarked | Self.zeroCost) == Self.zeroCost {
                            // Basic, and its cost read as zero before: reading it again
                            // would change nothing (a rotation shifts tens of thousands
                            // of rows, and read each basic's flags and row again).
                            flags[Int(s)] = old | Self.marked | Self.costUnread
                        } else {
                            flags[Int(s)] = old | Self.marked | Self.costMarked
                            if old & Self.costMarked == 0 { costList.append(s) }
                        }
                    }
                    if rowMarked[Int(r)] == 0 {
                        rowMarked[Int(r)] = Self.rowWritten
                        rowList.append(r)
                    }
                }
            }
        }
    }
}

/// What moved since the previous `takeChanges()`.
public struct SolverChanges: Sendable {
    /// Everything may have changed: the tableau was reset or rebuilt.
    public var everything: Bool
    /// Variables whose row was written: their value, or whether they are plainly fixed,
    /// may have changed.
    public var variables: [Variable]
    /// Variables whose value only the settled point moved (no write reached their rows):
    /// an ambiguity answer reads rows and the face, never the point, so theirs stand.
    public var settled: [Variable] = []
    /// Those of `variables` whose row was written in more than its constant (cells,
    /// entering or leaving the basis, a parameter's cost turning zero or non-zero). A
    /// variable marked only for a constant shift (a resize that pivots nothing) has a new
    /// value but is exactly as plainly fixed as before.
    public var reshaped: [Variable] = []
    /// Rows written, and every symbol those rows mention now (with their basics): what an
    /// `AmbiguityFootprint` is checked against.
    var rows = SortedSymbols()
    var rowSymbols = SortedSymbols()
    /// Constraints whose marker or error symbols may have moved: their violation may
    /// differ (ids of constraints removed since are included).
    public var constraints: [ConstraintID]

    /// The rows written (by index) and every symbol they mention: the keys an index of
    /// footprints (`AmbiguityFootprint.forEachWatched`) is looked up by.
    public var writtenRows: [Int32] { rows.elements }
    public var writtenRowSymbols: [Int32] { rowSymbols.elements }
}

extension Solver {
    /// Marks a row's basic symbol (a row was written). Its cost is looked at again too:
    /// a symbol entering the basis has its cost zeroed without `touchCost`.
    /// `shape: false` only where nothing but the row's constant was written.
    @inline(__always) func touch(_ s: Int32, shape: Bool = true) {
        dropSettlement()
        guard dirty.tracking else { return }
        dirty.mark(s, shape: shape)
    }

    /// Marks a row (by index) and its basic symbol: the row was written.
    @inline(__always) func touchRow(_ r: Int32, shape: Bool = true) {
        dropSettlement()
        // Counted whether or not changes are tracked: the feasible interval's kept column
        // reads it (`Solver+DeferredShift`).
        if shape { noteShape(r) }
        guard dirty.tracking else { return }
        dirty.markRow(r, basic: tableau.rows[Int(r)].basic, shape: shape)
    }

    /// `touchRow(_, shape: false)` for each of many rows (a constant shifted down a whole
    /// column: a rotation's is every view's): the marks are written in a set moved out
    /// of the solver (`DirtySet.markRowConstants`). `basics`: the rows' basic symbols.
    func touchRowConstants(_ rowIndices: [Int32], basics: [Int32]) {
        dropSettlement()
        guard dirty.tracking else { return }
        var marks = DirtySet()
        swap(&marks, &dirty)
        defer { swap(&marks, &dirty) }
        marks.markRowConstants(rowIndices, basics: basics)
    }

    /// Marks a symbol whose objective coefficient was written.
    @inline(__always) func touchCost(_ s: Int32) {
        dropSettlement()
        guard dirty.tracking else { return }
        dirty.markCost(s)
    }

    /// Reads the cost marks, a worklist: touching a row marks its basic symbol's cost too,
    /// and that mark must be read (and cleared) like the others, or the symbol's next cost
    /// change is missed. A parameter whose cost turned zero or non-zero marks the rows that
    /// mention it, so this comes before anything reads the other marks.
    func readCostMarks(_ d: inout DirtySet) {
        var next = 0
        var turned: [Int32] = []
        while next < d.costList.count {
            // The marks so far read through buffers (a rotation reads tens of thousands),
            // then the rows of the parameters whose cost turned zero or non-zero marked;
            // their marks may add to the list. A symbol the rows mark after its own mark
            // was read is listed again and read again: its cost has not changed since.
            let end = d.costList.count
            d.flags.withUnsafeMutableBufferPointer { flags in
                for s in d.costList[next..<end] {
                    let old = flags[Int(s)]
                    // A basic symbol's cost is 0 (the objective is in the parameters, an
                    // invariant `invariantViolations` checks): a shifted column marks
                    // tens of thousands of basics, and reading each one's cost missed
                    // the cache on the objective's long arrays.
                    let zero = tableau.rowOf[Int(s)] >= 0 || objective.costSign(s) == 0
                    let new = old & ~(DirtySet.costMarked | DirtySet.zeroCost) | (zero ? DirtySet.zeroCost : 0)
                    flags[Int(s)] = new
                    guard (old ^ new) & DirtySet.zeroCost != 0 else { continue }
                    // A parameter that starts or stops being a free direction changes
                    // what every row mentioning it says about being fixed.
                    if tableau.rowOf[Int(s)] < 0 && (tableau.kinds[Int(s)] == .slack || tableau.kinds[Int(s)] == .error) { turned.append(s) }
                }
            }
            next = end
            // A row written in more than its constant since the last take has its basic
            // symbol marked reshaped already (a repair's leaving error is in the one row its
            // pivot wrote), and is not read again. The rows' cells do not change, so the
            // kept columns need not read them again either (no `noteShape`).
            for s in turned {
                for r in tableau.column(s) where !d.isShapeMarked(r) {
                    d.markRow(r, basic: tableau.rows[Int(r)].basic, shape: true)
                }
            }
            turned.removeAll(keepingCapacity: true)
        }
        d.costList.removeAll(keepingCapacity: true)
    }

    /// The variables and constraints that may have moved since the previous call, and
    /// starts tracking on the first (which reports everything). `readingRows: false` leaves
    /// out the rows written and their symbols (for a caller with no footprint to check:
    /// after a rotation that is every row of the tableau).
    public func takeChanges(readingRows: Bool = true) -> SolverChanges {
        if !dirty.tracking {
            dirty = DirtySet(trackingFrom: tableau.kinds.indices.map { objective.costSign(Int32($0)) == 0 })
        }
        applyDeferredShift()
        // Marks taken while the settlement is out of date are marks it will not see.
        if !settlement.valid { settlement.seesAllMarks = false }
        // The marks read and cleared in a set moved out of the solver: a rotation marks
        // tens of thousands of symbols, and each flag written in place was an access check.
        var d = DirtySet()
        swap(&d, &dirty)
        defer { swap(&d, &dirty) }
        readCostMarks(&d)
        var variables: [Variable] = [], reshaped: [Variable] = [], settled: [Variable] = []
        var constraints: [ConstraintID] = []
        // A rotation marks every view's symbols: the lists made once, not grown by doubling.
        if d.list.count >= 256 {
            variables.reserveCapacity(d.list.count)
            constraints.reserveCapacity(d.list.count)
        }
        // The flags cleared through buffers: a subscript write checked uniqueness each time.
        d.flags.withUnsafeMutableBufferPointer { flags in
            for s in d.list {
                let shape = flags[Int(s)] & DirtySet.reshaped != 0
                let settledOnly = flags[Int(s)] & DirtySet.settledOnly != 0
                flags[Int(s)] &= ~(DirtySet.marked | DirtySet.reshaped | DirtySet.costUnread | DirtySet.settledOnly)
                if tableau.kinds[Int(s)] == .external {
                    if settledOnly { settled.append(Variable(id: s)) } else { variables.append(Variable(id: s)) }
                    if shape { reshaped.append(Variable(id: s)) }
                } else if tableau.owner[Int(s)] >= 0 {
                    constraints.append(ConstraintID(raw: Int(tableau.owner[Int(s)])))
                }
            }
        }
        d.list.removeAll(keepingCapacity: true)
        var touchedRows: [Int32] = [], rowSymbols: [Int32] = []
        // Each symbol once, flagged in the `position` scratch (-1 outside a merge): the rows
        // a big VFL line writes mention the same few thousand symbols hundreds of thousands
        // of times, and sorting every mention was a quarter of such a line's cost.
        d.rowMarked.withUnsafeMutableBufferPointer { rowMarked in
            for r in d.rowList { rowMarked[Int(r)] = 0 }
        }
        // Through buffers: a change may write thousands of rows. The rows held apart from
        // the tableau, whose `position` is written meanwhile.
        let rows = tableau.rows
        tableau.position.withUnsafeMutableBufferPointer { position in
            func collect(_ s: Int32) {
                guard position[Int(s)] < 0 else { return }
                position[Int(s)] = 0
                rowSymbols.append(s)
            }
            for r in d.rowList where readingRows {
                touchedRows.append(r)
                if rows[Int(r)].basic >= 0 { collect(rows[Int(r)].basic) }
                rows[Int(r)].symbols.withUnsafeBufferPointer { symbols in
                    for s in symbols { collect(s) }
                }
            }
            for s in rowSymbols { position[Int(s)] = -1 }
        }
        d.rowList.removeAll(keepingCapacity: true)
        let everything = d.everything
        d.everything = false
        return SolverChanges(everything: everything, variables: variables, settled: settled, reshaped: reshaped,
                             rows: SortedSymbols(touchedRows), rowSymbols: SortedSymbols(rowSymbols),
                             constraints: constraints)
    }
}

/// A set of symbols (or row indices) as a sorted array: built once per change and then
/// only asked `contains`, a few times per view looked at. Sorting the handful a change
/// writes costs less than hashing each into a `Set` (half the cost of taking changes).
/// Repeats are dropped, but `takeChanges` hands in each element once: sorting every
/// mention of a symbol was most of a big change's cost.
struct SortedSymbols: Sendable {
    private var sorted: [Int32] = []

    init() {}

    init(_ symbols: [Int32]) {
        var symbols = symbols
        symbols.sort()
        var kept = 0
        for i in symbols.indices where kept == 0 || symbols[kept - 1] != symbols[i] {
            symbols[kept] = symbols[i]
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
        sorted = symbols
    }

    var elements: [Int32] { sorted }

    func contains(_ s: Int32) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < s { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] == s
    }
}

extension Solver {
    /// By constraint raw id: whether it is an active optional constraint (what
    /// `violation(of:)` can answer for; any other id reads nil). For a caller that asks
    /// about thousands of ids at once and can skip the rest without a call each.
    public var optionalFlags: [Bool] { records.optionalByID }

    /// The amount by which the solution violates one active optional constraint, if it
    /// does (nil for required or removed ones); `violations()` asks it of every one.
    public func violation(of id: ConstraintID) -> Double? {
        // A flag first: a change marks every constraint whose symbols moved, most of them
        // required, and copying each record retains its terms.
        guard id.raw >= 0, id.raw < records.optionalByID.count, records.optionalByID[id.raw] else { return nil }
        // Its row says `expression = errors − slack` (`makeMarkers`): with its errors
        // parameters at 0 it holds, exactly, and its record, terms and their rows (each
        // in memory of its own) are not read. A resize of a big layout asks this of every
        // view's width cap, all holding; those reads were a sixth of its time.
        let errors = records.errorsByID[id.raw]
        if restsAtZero(errors.x) && restsAtZero(errors.y) { return nil }
        guard records[id.raw] != nil, !records[id.raw]!.constraint.priority.isRequired else { return nil }
        // The constraint read in place, not `let c = records[i]?.constraint`: that copied
        // the whole optional record out (most of this call's time in a rotation, where
        // every view's optionals are asked about).
        let amount = records[id.raw]!.constraint.violation(at: value(records[id.raw]!.constraint.expression))
        return amount > 1e-7 * (1 + abs(records[id.raw]!.constraint.expression.constant)) ? amount : nil
    }

    /// Whether symbol `s` is a parameter whose value is 0: not basic and not moved by the
    /// settled point. The marker of a constant change still deferred is left to the long
    /// way, which reads values through the deferral as `value(_:)` does.
    @inline(__always) private func restsAtZero(_ s: Int32) -> Bool {
        let i = Int(s)
        guard i >= 0, tableau.rowOf[i] < 0, shifts.deferred?.symbol != s else { return false }
        return !settlement.valid || i >= settlement.shift.count || settlement.shift[i] == 0
    }
}
