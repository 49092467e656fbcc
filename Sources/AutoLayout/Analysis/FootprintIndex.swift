import Cassowary

/// From the solver's rows and free directions to the views whose ambiguity answers read
/// them (`AmbiguityFootprint`), so that after a change `AnalysisTracker` checks the views
/// the change can reach, not every view still ambiguous: a script that declares a
/// thousand views first and constrains them afterwards has them all unsettled while it
/// runs, and a line constraining one of them touches one grid row.
///
/// `slots(touchedBy:)` gives every view whose footprint `isTouched` by the change (and
/// perhaps a few more): the tracker then asks those `mayDiffer` exactly as before, so the
/// answers are the same as checking every view.
///
/// Faces are indexed once however many views read them (a grid row's views share their
/// row's face, and an aligned chain's views one face of the whole chain): rows and
/// symbols lead to faces, and each face to the views watching it. Entries are dropped
/// lazily: a view registered again gets a new registration number, which makes its old
/// entries stale; lists are compacted when they have doubled since they were last
/// compacted, and when a lookup walks them.
struct FootprintIndex {
    private struct Watcher {
        var slot: Int32
        var registration: UInt32
    }

    /// A list with the length at which it is next compacted.
    private struct Bucket<Element> {
        var entries: [Element] = []
        var limit = 8
    }

    private struct IndexedFace {
        /// Held so the identity stays this face's while views watch it.
        var face: WatchedFace?
        var watchers = Bucket<Watcher>()
        /// Current registrations of views holding the face.
        var live = 0
    }

    /// By slot: its current registration (entries of older ones are stale), and the faces
    /// (by number) it is registered with.
    private var registration: [UInt32] = []
    private var facesOfSlot: [[Int32]] = []
    private var faces: [IndexedFace] = []
    /// By face number: whether some view watches it (a face no view watches is dropped,
    /// and its number is never given again).
    private var faceAlive: [Bool] = []
    private var faceNumber: [ObjectIdentifier: Int32] = [:]
    /// By symbol: views whose plain answers read it as a free direction, and faces holding it.
    private var plainBySymbol: [Bucket<Watcher>] = []
    private var facesBySymbol: [Bucket<Int32>] = []
    /// By row index: faces holding the row.
    private var facesByRow: [Bucket<Int32>] = []
    /// Scratch stamps for `slots(touchedBy:)`, by slot and by face number.
    private var slotStamp: [UInt32] = []
    private var faceStamp: [UInt32] = []
    private var stamp: UInt32 = 0

    /// Notes what `footprints` (the slot's, just answered) read, in place of what the slot
    /// was registered with before; an empty footprint leaves the slot out.
    mutating func register(_ slot: Int, _ footprints: inout ComponentFootprints) {
        forget(slot)
        guard !footprints.isEmpty else { return }
        let watcher = Watcher(slot: Int32(slot), registration: registration[slot])
        let registration = self.registration
        let isLive = { (watcher: Watcher) in registration[Int(watcher.slot)] == watcher.registration }
        var held: [Int32] = []
        footprints.forEachWatched(plain: { symbol in
            Self.add(watcher, to: &self.plainBySymbol, at: Int(symbol), isLive: isLive)
        }, face: { face in
            let number = self.number(of: face)
            guard !held.contains(number) else { return }
            held.append(number)
            self.faces[Int(number)].live += 1
            Self.add(watcher, to: &self.faces[Int(number)].watchers, isLive: isLive)
        })
        facesOfSlot[slot] = held
    }

    /// Drops the slot's registration (its view is plainly fixed now).
    mutating func forget(_ slot: Int) {
        if slot >= registration.count {
            registration.append(contentsOf: repeatElement(0, count: slot + 1 - registration.count))
            facesOfSlot.append(contentsOf: repeatElement([], count: slot + 1 - facesOfSlot.count))
            slotStamp.append(contentsOf: repeatElement(0, count: slot + 1 - slotStamp.count))
        }
        registration[slot] &+= 1
        for number in facesOfSlot[slot] {
            faces[Int(number)].live -= 1
            if faces[Int(number)].live == 0, let face = faces[Int(number)].face {
                faceNumber[face.identity] = nil
                faces[Int(number)] = IndexedFace()
                faceAlive[Int(number)] = false
            }
        }
        facesOfSlot[slot] = []
    }

    /// Every slot registered whose footprint the change touched (a written row is one of
    /// its faces' rows, or mentions one of its free directions), each once, ascending.
    mutating func slots(touchedBy changes: SolverChanges) -> [Int] {
        // The stamps moved out and the liveness read from copies: the walks below write
        // the buckets (dropping stale entries) while `reach` writes the stamps.
        var slotStamp: [UInt32] = [], faceStamp: [UInt32] = []
        swap(&slotStamp, &self.slotStamp)
        swap(&faceStamp, &self.faceStamp)
        defer {
            swap(&slotStamp, &self.slotStamp)
            swap(&faceStamp, &self.faceStamp)
        }
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            for i in faceStamp.indices { faceStamp[i] = 0 }
            stamp = 1
        }
        let stamp = self.stamp, registration = self.registration, faceAlive = self.faceAlive
        var found: [Int] = []
        var touchedFaces: [Int32] = []
        func reach(_ face: Int32) -> Bool {
            guard faceAlive[Int(face)] else { return false }
            if faceStamp[Int(face)] != stamp {
                faceStamp[Int(face)] = stamp
                touchedFaces.append(face)
            }
            return true
        }
        func reach(_ watcher: Watcher) -> Bool {
            let slot = Int(watcher.slot)
            guard registration[slot] == watcher.registration else { return false }
            if slotStamp[slot] != stamp {
                slotStamp[slot] = stamp
                found.append(slot)
            }
            return true
        }
        for symbol in changes.writtenRowSymbols {
            let i = Int(symbol)
            if i < plainBySymbol.count, !plainBySymbol[i].entries.isEmpty { Self.walk(&plainBySymbol[i], reach) }
            if i < facesBySymbol.count, !facesBySymbol[i].entries.isEmpty { Self.walk(&facesBySymbol[i], reach) }
        }
        for row in changes.writtenRows {
            let i = Int(row)
            if i < facesByRow.count, !facesByRow[i].entries.isEmpty { Self.walk(&facesByRow[i], reach) }
        }
        for face in touchedFaces { Self.walk(&faces[Int(face)].watchers, reach) }
        found.sort()
        return found
    }

    /// The face's number, indexing it by its keys when it is new.
    private mutating func number(of face: WatchedFace) -> Int32 {
        if let number = faceNumber[face.identity] { return number }
        let number = Int32(faces.count)
        faces.append(IndexedFace(face: face))
        faceAlive.append(true)
        faceStamp.append(0)
        faceNumber[face.identity] = number
        let faceAlive = self.faceAlive
        let isLive = { (face: Int32) in faceAlive[Int(face)] }
        face.forEachKey(symbol: { symbol in
            Self.add(number, to: &self.facesBySymbol, at: Int(symbol), isLive: isLive)
        }, row: { row in
            Self.add(number, to: &self.facesByRow, at: Int(row), isLive: isLive)
        })
        return number
    }

    private static func add<Element>(_ element: Element, to buckets: inout [Bucket<Element>], at index: Int,
                                     isLive: (Element) -> Bool) {
        if index >= buckets.count {
            buckets.append(contentsOf: repeatElement(Bucket(), count: index + 1 - buckets.count))
        }
        add(element, to: &buckets[index], isLive: isLive)
    }

    private static func add<Element>(_ element: Element, to bucket: inout Bucket<Element>, isLive: (Element) -> Bool) {
        if bucket.entries.count >= bucket.limit {
            bucket.entries.removeAll { !isLive($0) }
            bucket.limit = max(8, 2 * bucket.entries.count)
        }
        bucket.entries.append(element)
    }

    /// Hands `body` each live entry, dropping the stale ones (`body` says which are live).
    private static func walk<Element>(_ bucket: inout Bucket<Element>, _ body: (Element) -> Bool) {
        bucket.entries.removeAll { !body($0) }
        bucket.limit = max(8, 2 * bucket.entries.count)
    }
}
