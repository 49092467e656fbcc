/// Which forms take more than one value on one face (the spans of their maximum and
/// their negation's, `Face.spans`), asked for many forms
/// in a row: a face's cause asks it of every constraint symbol the face holds. The face's
/// LP is built once, and every point an LP stops at is kept: it lies on the face (every
/// LP here is over the face, whose origin is the current vertex, where each form is 0),
/// so a form clearly off 0 there takes two values, and its own two LPs are not run.
/// A nest of stacks holds a face of hundreds of constraints, and two LPs for each of
/// them, after every line, were most of the time its lines took.
///
/// The verdicts are the two LPs': a form no point shows moving gets exactly its two
/// LPs, and a point counts only when the form's value there is a millionth of its terms'
/// size clear of 0, where the LPs' own spans test draws its line a thousand times lower.
struct FaceMotion {
    private let face: Face
    private let lp: Face.LP
    /// The symbols' values at each point kept.
    private var points: [[Double]] = []

    init(_ face: Face) {
        self.face = face
        lp = Face.LP(face)
    }

    /// Whether Σ value·z over the cells (by symbol index) takes more than one value on
    /// the face.
    mutating func moves(_ cells: [(column: Int, value: Double)]) -> Bool {
        if points.contains(where: { Self.isClearOfZero(cells, at: $0) }) { return true }
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
        if z.contains(where: { $0 != 0 }) { points.append(z) }
        return found.value
    }

    private static func isClearOfZero(_ cells: [(column: Int, value: Double)], at z: [Double]) -> Bool {
        var value = 0.0, size = 0.0
        for cell in cells {
            let term = cell.value * z[cell.column]
            value += term
            size += abs(term)
        }
        return abs(value) > 1e-6 * (1 + size)
    }
}
