/// What the ambiguity queries keep between queries (`Solver+Ambiguity`): the row a form's
/// free cells are gathered in, the stamps and arrays a `Face` is built in, and the
/// numbering of `AmbiguityMemo`'s passes with the faces each grew from one direction, and
/// the points recent causes found forms moving at.
/// Scratch, not state: no answer depends on what a query left here.
struct AmbiguityScratch {
    /// The free cells of the form being asked (`addFreeCells`): a row allocated per query
    /// was most of a re-examined view's allocations.
    var freeCells = Row()
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
    /// By free direction, the face a memo grew from it alone (`seedFace`) and that memo's
    /// pass (`seedFaceStamp`): valid while the stamp is the asking memo's pass.
    private var seedFaceStamp: [Int] = []
    private var seedFace: [Int32] = []

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

    /// The index of the face the memo of `pass` grew from direction `s` alone, if it did.
    func seedFace(of s: Int, pass: Int) -> Int? {
        s < seedFaceStamp.count && seedFaceStamp[s] == pass ? Int(seedFace[s]) : nil
    }

    /// Notes that the memo of `pass` grew its face `index` from direction `s` alone.
    mutating func noteSeedFace(_ index: Int, of s: Int, pass: Int) {
        if s >= seedFaceStamp.count {
            let more = s + 1 - seedFaceStamp.count
            seedFaceStamp.append(contentsOf: repeatElement(-1, count: more))
            seedFace.append(contentsOf: repeatElement(-1, count: more))
        }
        seedFaceStamp[s] = pass
        seedFace[s] = Int32(index)
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

