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
    /// Built at the first LP: most faces need none (`axisReach`, `pointInsideRowsAtZero`).
    private lazy var lp = Face.LP(face)
    /// Per symbol, how far the face reaches along it alone (`Face.axisReach`).
    private let reach: [Double]
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
        reach = face.axisReach()
        points = offered
        onFace = [Bool?](repeating: nil, count: offered.count)
        showed = [Bool](repeating: false, count: offered.count)
        if let inside = face.pointInsideRowsAtZero() {
            points.append(inside)
            onFace.append(true)
            showed.append(false)
            fold(inside)
        }
    }

    /// The points (on the face) that showed a form moving, in the order they were kept,
    /// the mean first when it showed one.
    var witnesses: [[Double]] {
        (blendShowed ? [blend!] : []) + points.indices.filter { showed[$0] }.map { points[$0] }
    }

    /// Whether Σ value·z over the cells (by symbol index) takes more than one value on
    /// the face.
    mutating func moves(_ cells: [(column: Int, value: Double)]) -> Bool {
        if movesAlongAnAxis(cells) { return true }
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

    /// Whether the point that moves one of the form's symbols alone as far as the face
    /// lets it (`reach`) shows the form moving: the form's value there is its one term,
    /// so this is `isClearOfZero` at that point. A face no row bounds at the origin
    /// (a nest of views, each edge inside its superview's with room to spare) lets
    /// every symbol move alone, and then no form needs an LP.
    private func movesAlongAnAxis(_ cells: [(column: Int, value: Double)]) -> Bool {
        cells.contains { cell in
            let term = abs(cell.value * reach[cell.column])
            return term > 1e-6 * (1 + term)
        }
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
    /// Per symbol k, the longest step s (either way for an unrestricted symbol) such that
    /// the point s·e_k lies on the face, 1 where nothing bounds it, 0 where a row at 0
    /// blocks it both ways. Each step is the least ratio of a row's right-hand side (as
    /// the LP reads it: at least 0) to its cell, so every row stays >= 0 there to within
    /// rounding, far inside `holds`' billionth.
    func axisReach() -> [Double] {
        var forward = [Double](repeating: .infinity, count: symbols.count)
        var backward = unrestricted.map { $0 ? Double.infinity : 0 }
        for r in constants.indices {
            let b = max(0, constants[r])
            for k in cellStart[r]..<cellStart[r + 1] {
                let v = cellValue[k], column = cellColumn[k]
                if v < 0 { forward[column] = min(forward[column], b / -v) }
                if v > 0 { backward[column] = min(backward[column], b / v) }
            }
        }
        // An unbounded way is taken one unit along, as the LPs' stopping points are.
        return zip(forward, backward).map { max($0.isFinite ? $0 : 1, $1.isFinite ? $1 : 1) }
    }

    /// A point of the face where every row at 0 (as the LP reads it) and every restricted
    /// symbol is clearly above 0, found by raising symbols, or nil when a few rounds of
    /// that do not find one (a row at 0 that no point lifts, such as an equality's, or
    /// rows working against each other). A nest of stacks holds a face of rows at 0, each
    /// a view's edge against the sum of the widths before it, that no symbol leaves alone
    /// (`axisReach`); this one point shows every one of them moving, where each took LPs.
    /// Checked on the face (`holds`) before it is handed out.
    func pointInsideRowsAtZero() -> [Double]? {
        var z = unrestricted.map { $0 ? 0.0 : 1.0 }
        var lifted = false
        for _ in 0..<4 {
            lifted = false
            for r in constants.indices where constants[r] <= 0 && liftRow(r, of: &z) { lifted = true }
            if !lifted { break }
        }
        guard !lifted else { return nil }
        let factor = shrinkInto(z)
        let inside = z.map { $0 * factor }
        return holds(inside) ? inside : nil
    }

    /// Raises row r's value at z to 1 through its largest positive cell if it is below 1.
    /// True while the row was below 1: a row no cell lifts keeps the rounds from ending.
    private func liftRow(_ r: Int, of z: inout [Double]) -> Bool {
        var value = 0.0, best = -1
        for k in cellStart[r]..<cellStart[r + 1] {
            value += cellValue[k] * z[cellColumn[k]]
            if cellValue[k] > 0 && (best < 0 || cellValue[k] > cellValue[best]) { best = k }
        }
        guard value < 1, best >= 0 else { return value < 1 }
        z[cellColumn[best]] += (1 - value) / cellValue[best]
        return true
    }

    /// The largest factor up to 1 that keeps every row above 0 at z times it: rows at 0
    /// are above 0 at z, and the others have room to their constant.
    private func shrinkInto(_ z: [Double]) -> Double {
        var factor = 1.0
        for r in constants.indices where constants[r] > 0 {
            var value = 0.0
            for k in cellStart[r]..<cellStart[r + 1] { value += cellValue[k] * z[cellColumn[k]] }
            if value < 0 { factor = min(factor, constants[r] / -value) }
        }
        return factor
    }

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
