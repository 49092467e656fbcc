/// Which forms take more than one value on one face (the spans of their maximum and
/// their negation's, `Face.spans`), asked for many forms
/// in a row: a face's cause asks it of every constraint symbol the face holds. The face's
/// LP is built once, and every point an LP stops at is kept: it lies on the face (every
/// LP here is over the face, whose origin is the current vertex, where each form is 0),
/// so a form clearly off 0 there takes two values, and its own two LPs are not run.
/// A nest of stacks holds a face of hundreds of constraints, and two LPs for each of
/// them, after every line, were most of the time its lines took.
///
/// Points may also be offered from elsewhere (`WitnessPool`: points that showed forms
/// moving on earlier faces, over the same symbols): such a point counts only once it is
/// checked to lie on this face, every row and every restricted direction `>= 0` to within
/// a billionth of its terms' size.
///
/// The verdicts are the two LPs': a form no point shows moving gets exactly its two
/// LPs, and a point counts only when the form's value there is a millionth of its terms'
/// size clear of 0, where the LPs' own spans test draws its line a thousand times lower.
struct FaceMotion {
    private let face: Face
    private let lp: Face.LP
    /// The symbols' values at each point kept.
    private var points: [[Double]] = []
    /// Per point: whether it lies on the face (nil: offered, not checked yet).
    private var onFace: [Bool?] = []
    /// Per point: whether it showed a form moving.
    private var showed: [Bool] = []
    /// The mean of the points known on the face, asked first: the face is convex, so the
    /// mean lies on it, and a form off 0 at any of the points is almost always off 0 at
    /// the mean. A nest's face has a direction per view, each moving only at the point
    /// of its own LP; the mean shows them all moving at once.
    private(set) var blend: [Double]?
    private var blendCount = 0.0
    private var blendShowed = false

    /// `offered`: candidate points over the face's symbols, checked when first needed.
    init(_ face: Face, offered: [[Double]] = []) {
        self.face = face
        lp = Face.LP(face)
        points = offered
        onFace = [Bool?](repeating: nil, count: offered.count)
        showed = [Bool](repeating: false, count: offered.count)
    }

    /// The points (on the face) that showed a form moving, in the order they were kept,
    /// the mean first when it showed one.
    var witnesses: [[Double]] {
        (blendShowed ? [blend!] : []) + points.indices.filter { showed[$0] }.map { points[$0] }
    }

    /// Whether Σ value·z over the cells (by symbol index) takes more than one value on
    /// the face.
    mutating func moves(_ cells: [(column: Int, value: Double)]) -> Bool {
        if let blend, Self.isClearOfZero(cells, at: blend) {
            blendShowed = true
            return true
        }
        for k in points.indices where Self.isClearOfZero(cells, at: points[k]) {
            if onFace[k] == nil {
                onFace[k] = face.holds(points[k])
                if onFace[k] == true { fold(points[k]) }
            }
            if onFace[k] == true {
                showed[k] = true
                return true
            }
        }
        var c = [Double](repeating: 0, count: face.symbols.count)
        for cell in cells { c[cell.column] = cell.value }
        let high = maximum(c)
        let low = maximum(c.map { -$0 })
        return Face.spans(high, low)
    }

    /// `Face.maximum(c, over: symbols)`, keeping the point its LP stopped at.
    private mutating func maximum(_ c: [Double]) -> Double? {
        let found = DenseSimplex.maximumWithPoint(cost: lp.cost(c, count: face.symbols.count), a: lp.a, b: lp.b)
        let z = lp.symbolValues(found.x)
        if z.contains(where: { $0 != 0 }) {
            points.append(z)
            onFace.append(true)
            showed.append(false)
            fold(z)
        }
        return found.value
    }

    /// Takes a point known on the face into the mean.
    private mutating func fold(_ z: [Double]) {
        blendCount += 1
        guard var mean = blend else {
            blend = z
            return
        }
        let w = 1 / blendCount
        for k in mean.indices { mean[k] += w * (z[k] - mean[k]) }
        blend = mean
    }

    static func isClearOfZero(_ cells: [(column: Int, value: Double)], at z: [Double]) -> Bool {
        var value = 0.0, size = 0.0
        for cell in cells {
            let term = cell.value * z[cell.column]
            value += term
            size += abs(term)
        }
        return abs(value) > 1e-6 * (1 + size)
    }
}

extension Face {
    /// Whether the point (a value per symbol) lies on the face as its LP reads it (a row's
    /// constant below 0 counts as 0), to within a billionth of each row's terms' size.
    func holds(_ z: [Double]) -> Bool {
        for k in symbols.indices where !unrestricted[k] && z[k] < -1e-9 { return false }
        for r in constants.indices {
            var value = max(0, constants[r]), size = value
            for k in cellStart[r]..<cellStart[r + 1] {
                let term = cellValue[k] * z[cellColumn[k]]
                value += term
                size += abs(term)
            }
            if value < -1e-9 * (1 + size) { return false }
        }
        return true
    }
}

/// Points that showed forms moving on recent faces, by symbol, offered to the next face's
/// `FaceMotion`: the faces a nest of stacks builds after each line are the last line's
/// grown by a row or two, and the faces one pass builds from different seeds are one face
/// with its symbols in another order; what showed a form moving there mostly still lies on
/// the face, so most forms need no LP. Scratch: a point counts only once checked on the
/// face, so no verdict depends on what is kept here.
struct WitnessPool {
    private struct Point {
        var symbols: [Int32]
        var values: [Double]
        var lastUsed: Int
    }

    private var points: [Point] = []
    private var clock = 0
    /// How many points are kept (the most recently useful).
    static let capacity = 24

    /// The kept points over the face's symbols (0 where a point has no value), those that
    /// have a value on at least one of them. Each symbol's index in the face is read from
    /// the solver's position scratch, not hashed: every symbol of every point is looked
    /// up, for every face a nest's line builds.
    func offers(for face: Face, in solver: Solver) -> [[Double]] {
        guard !points.isEmpty else { return [] }
        solver.tableau.placePositions(of: face.symbols)
        let offered = solver.tableau.position.withUnsafeBufferPointer { position in
            var offered: [[Double]] = []
            for point in points {
                var z = [Double](repeating: 0, count: face.symbols.count)
                var any = false
                for (s, v) in zip(point.symbols, point.values) where Int(s) < position.count && position[Int(s)] >= 0 {
                    z[Int(position[Int(s)])] = v
                    any = true
                }
                if any { offered.append(z) }
            }
            return offered
        }
        solver.tableau.clearPositions(of: face.symbols)
        return offered
    }

    /// Keeps the points that showed forms moving on the face (offered ones among them are
    /// kept again, not twice), dropping the least recently useful past `capacity`.
    /// `sort` is not stable, so among points of one face the order may change: it
    /// decides only which point shows a form moving first, never whether one does.
    mutating func keep(_ witnesses: [[Double]], of face: Face) {
        guard !witnesses.isEmpty else { return }
        clock += 1
        for z in witnesses {
            var point = Point(symbols: [], values: [], lastUsed: clock)
            for (k, v) in z.enumerated() where v != 0 {
                point.symbols.append(face.symbols[k])
                point.values.append(v)
            }
            if let same = points.firstIndex(where: { $0.symbols == point.symbols && $0.values == point.values }) {
                points[same].lastUsed = clock
            } else {
                points.append(point)
            }
        }
        // Offered most recently useful first (a face's mean first of all: it is kept first).
        points.sort { $0.lastUsed > $1.lastUsed }
        if points.count > Self.capacity { points.removeLast(points.count - Self.capacity) }
    }
}
