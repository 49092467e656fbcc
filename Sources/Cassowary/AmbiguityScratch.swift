/// What the ambiguity queries keep between queries (`Solver+Ambiguity`): the row a form's
/// free cells are gathered in, the stamps and arrays a `Face` is built in, and the
/// numbering of `AmbiguityMemo`'s passes with the faces each grew from one direction, and
/// the points recent causes found forms moving at.
/// Scratch, not state: no answer depends on what a query left here.
struct AmbiguityScratch {
    /// The free cells of the form being asked (`addFreeCells`): a row allocated per query
    /// was most of a re-examined view's allocations.
    var freeCells = Row()
    /// By symbol, its cell's index in the form being gathered, for long forms (`addFreeCells`).
    var cellIndex = CellIndex()
    /// A row is in the face being built when its stamp is `faceEpoch` (a hash set per
    /// query cost more than the face's small LPs).
    var faceRowStamp: [UInt32] = []
    var faceEpoch: UInt32 = 0
    /// The arrays `Face.init` builds a face in, kept with their room between faces.
    var face = FaceScratch()
    /// Points that showed forms moving on recent faces, offered to the next face's cause.
    var witnesses = WitnessPool()
    /// Memo passes numbered so far (`AmbiguityMemo.pass`): a face's verdict names its pass.
    var memoPasses = 0
    /// By free direction, the face a memo grew from it alone: valid in the asking memo's pass.
    var seedFaces = PassTable()
    /// By free direction, the part it lies in (`AmbiguityMemo.part(of:)`), in one memo's pass.
    var parts = PassTable()
    /// By free direction, its column in its part's face (`AmbiguityMemo.part(of:)`).
    var partColumns = PassTable()

    /// A fresh stamp for the rows of a face about to be built, over `rows` rows.
    mutating func nextFaceEpoch(rows: Int) -> UInt32 {
        if faceRowStamp.count < rows {
            faceRowStamp.append(contentsOf: repeatElement(0, count: rows - faceRowStamp.count))
        }
        faceEpoch &+= 1
        if faceEpoch == 0 {
            for i in faceRowStamp.indices { faceRowStamp[i] = 0 }
            faceEpoch = 1
        }
        return faceEpoch
    }
}

/// By symbol, the index of its cell in one row, valid until the next `place`: each entry
/// is stamped with the placing that wrote it, so nothing is cleared between rows.
struct CellIndex {
    private var stamp: [UInt32] = []
    private var index: [Int32] = []
    private var epoch: UInt32 = 0

    /// Forgets the last row's cells and notes these, the i-th at index i.
    mutating func place(_ symbols: [Int32]) {
        epoch &+= 1
        if epoch == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            epoch = 1
        }
        for (i, s) in symbols.enumerated() { note(s, at: i) }
    }

    /// The index noted for `s` since the last `place`, if one was.
    @inline(__always) func index(of s: Int32) -> Int? {
        Int(s) < stamp.count && stamp[Int(s)] == epoch ? Int(index[Int(s)]) : nil
    }

    @inline(__always) mutating func note(_ s: Int32, at i: Int) {
        if Int(s) >= stamp.count {
            let more = Int(s) + 1 - stamp.count
            stamp.append(contentsOf: repeatElement(0, count: more))
            index.append(contentsOf: repeatElement(-1, count: more))
        }
        stamp[Int(s)] = epoch
        index[Int(s)] = Int32(i)
    }
}

/// An index by symbol, valid in one memo pass: each entry is stamped with the pass that
/// wrote it, so nothing is cleared between passes and no hash table is built.
struct PassTable {
    private var stamp: [Int] = []
    private var index: [Int32] = []

    /// The index noted for symbol `s` in `pass`, if one was.
    func index(of s: Int, pass: Int) -> Int? {
        s < stamp.count && stamp[s] == pass ? Int(index[s]) : nil
    }

    /// Notes `value` for symbol `s` in `pass`.
    mutating func note(_ value: Int, of s: Int, pass: Int) {
        if s >= stamp.count {
            let more = s + 1 - stamp.count
            stamp.append(contentsOf: repeatElement(-1, count: more))
            index.append(contentsOf: repeatElement(-1, count: more))
        }
        stamp[s] = pass
        index[s] = Int32(value)
    }
}

/// The arrays a `Face` is built in, kept by the solver between faces with their room.
struct FaceScratch {
    var symbols: [Int32] = [], rowIndices: [Int32] = [], basics: [Int32] = [], queue: [Int32] = []
    var linkRows: [Int32] = []
    var rowOfBasic: [Int] = [], cellStart: [Int] = [], cellColumn: [Int] = []
    var constants: [Double] = [], cellValue: [Double] = []

    mutating func clear() {
        symbols.removeAll(keepingCapacity: true); rowIndices.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true); queue.removeAll(keepingCapacity: true)
        linkRows.removeAll(keepingCapacity: true)
        rowOfBasic.removeAll(keepingCapacity: true); cellColumn.removeAll(keepingCapacity: true)
        constants.removeAll(keepingCapacity: true); cellValue.removeAll(keepingCapacity: true)
        cellStart.removeAll(keepingCapacity: true)
        cellStart.append(0)
    }

    /// A copy in storage of its own, of its size (never the scratch's buffer shared).
    static func copy<T>(_ array: [T]) -> [T] { array.withUnsafeBufferPointer { Array($0) } }
}

