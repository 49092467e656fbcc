import Testing
@testable import Cassowary

/// A face's cause names the constraints whose symbols move on it; `FaceMotion` skips a
/// form's two LPs when a point an earlier LP stopped at shows it moving. Its verdicts must
/// be the two LPs' exactly: random systems of inequalities (many at 0, so faces are
/// degenerate; equalities; optional ties), every face their free directions grow, every
/// constraint symbol and bounding row of it asked both ways.
@Suite struct FaceMotionTests {
    typealias Random = FaceLineTests.Random

    /// A system over `count` variables: bounds at 0 and above, sums and differences
    /// bounded or fixed, some optional at one priority (their errors tie).
    static func system(_ random: inout Random, count: Int) -> Solver {
        let solver = Solver()
        let v = (0..<count).map { solver.makeVariable("v\($0)") }
        for _ in 0..<(count * 2) {
            let a = random.pick(v), b = random.pick(v)
            let ka = Double(random.below(5) - 2), kb = Double(random.below(5) - 2)
            let constant = random.below(3) == 0 ? Double(random.below(21) - 10) : 0
            let relation = random.pick([Relation.greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .equal])
            let priority: Priority = random.below(4) == 0 ? Priority(500) : .required
            let expression = Expression([Term(a, ka == 0 ? 1 : ka), Term(b, kb)], constant: constant)
            _ = try? solver.add(Constraint(expression, relation, priority: priority))
        }
        return solver
    }

    /// What a cause asks of a face: each symbol, and each bounding row.
    static func forms(of face: Face) -> [[(column: Int, value: Double)]] {
        face.symbols.indices.map { [(column: $0, value: 1.0)] } + face.basics.indices.map { face.cells(ofBasic: $0) }
    }

    /// The verdict of the form's own two LPs.
    static func movesByLPs(_ form: [(column: Int, value: Double)], on face: Face) -> Bool {
        var c = [Double](repeating: 0, count: face.symbols.count)
        for cell in form { c[cell.column] = cell.value }
        return Face.spans(face.maximum(c, over: face.symbols), face.maximum(c.map { -$0 }, over: face.symbols))
    }

    @Test(arguments: 1...12)
    func pointsGiveTheLPsVerdicts(seed: Int) {
        var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
        var asked = 0, moving = 0
        for _ in 0..<40 {
            let solver = Self.system(&random, count: 3 + random.below(6))
            for s in solver.tableau.kinds.indices where solver.isFreeDirection(Int32(s)) {
                let face = Face(solver: solver, seeds: [Int32(s)])
                guard face.line == nil else { continue }
                var motion = FaceMotion(face)
                for form in Self.forms(of: face) {
                    let exact = Self.movesByLPs(form, on: face)
                    #expect(motion.moves(form) == exact, "seed \(seed), form \(form)")
                    asked += 1
                    if exact { moving += 1 }
                }
            }
        }
        // The cases reach both verdicts, and faces of several directions.
        #expect(moving > 0 && moving < asked)
    }

    /// Each symbol moved alone as far as `axisReach` says (either way) stays on the face,
    /// and moves there by its LPs: a reach past a row would show a fixed form moving (one
    /// short of it only costs LPs). The cases reach symbols open and blocked.
    @Test(arguments: 1...12)
    func axisPointsLieOnTheFace(seed: Int) {
        var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 3)
        var open = 0, blocked = 0
        Self.forEachFace(&random) { face in
            for (k, step) in face.axisReach().enumerated() {
                var point = [Double](repeating: 0, count: face.symbols.count)
                point[k] = step
                var back = point
                back[k] = -step
                #expect(face.holds(point) || face.holds(back), "seed \(seed), symbol \(k), step \(step)")
                if step > 0 { open += 1 } else { blocked += 1 }
                if step > 0 { #expect(Self.movesByLPs([(column: k, value: 1.0)], on: face), "seed \(seed), symbol \(k)") }
            }
        }
        #expect(open > 0 && blocked > 0)
    }

    /// Every face a free direction grows alone in 40 random systems.
    static func forEachFace(_ random: inout Random, _ body: (Face) -> Void) {
        for _ in 0..<40 {
            let solver = system(&random, count: 3 + random.below(6))
            for s in solver.tableau.kinds.indices where solver.isFreeDirection(Int32(s)) {
                body(Face(solver: solver, seeds: [Int32(s)]))
            }
        }
    }

    /// Where `pointInsideRowsAtZero` finds a point, it lies on the face with every row at
    /// 0 and every restricted symbol above 0 there, so it shows each of them moving. The
    /// cases find it on faces that rows at 0 block, and miss it on some.
    @Test(arguments: 1...12)
    func insidePointLiftsEveryRowAtZero(seed: Int) {
        var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 5)
        var found = 0, missed = 0
        Self.forEachFace(&random) { face in
            guard face.constants.contains(where: { $0 <= 0 }) else { return }
            guard let z = face.pointInsideRowsAtZero() else {
                missed += 1
                return
            }
            found += 1
            #expect(face.holds(z), "seed \(seed)")
            for k in face.symbols.indices where !face.unrestricted[k] { #expect(z[k] > 0, "seed \(seed)") }
            for r in face.constants.indices where face.constants[r] <= 0 {
                let cells = (face.cellStart[r]..<face.cellStart[r + 1]).map { (column: face.cellColumn[$0], value: face.cellValue[$0]) }
                #expect(cells.reduce(0.0) { $0 + $1.value * z[$1.column] } > 0, "seed \(seed), row \(r)")
            }
        }
        #expect(found > 0 && missed > 0)
    }

    /// Points offered from elsewhere change no verdict: those a pool kept from the faces
    /// of earlier systems (the same symbol ids, other rows: mostly off this face) and
    /// random ones, beside the pool's own from this system's other faces.
    @Test(arguments: 1...12)
    func offeredPointsGiveTheLPsVerdicts(seed: Int) {
        var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7)
        var pool = WitnessPool()
        var asked = 0, moving = 0, offeredUsed = 0, misleading = 0
        // More systems than above: a form a symbol moved alone shows moving never reaches
        // the offered points, so only faces with rows at 0 exercise them.
        for _ in 0..<80 {
            let solver = Self.system(&random, count: 3 + random.below(6))
            for s in solver.tableau.kinds.indices where solver.isFreeDirection(Int32(s)) {
                let face = Face(solver: solver, seeds: [Int32(s)])
                guard face.line == nil else { continue }
                var offered = pool.offers(for: face, in: solver)
                for _ in 0..<3 { offered.append(face.symbols.map { _ in Double(random.below(9) - 4) }) }
                var motion = FaceMotion(face, offered: offered)
                for form in Self.forms(of: face) {
                    let exact = Self.movesByLPs(form, on: face)
                    #expect(motion.moves(form) == exact, "seed \(seed), form \(form)")
                    asked += 1
                    if exact { moving += 1 }
                    if !exact, offered.contains(where: { FaceMotion.isClearOfZero(form, at: $0) }) { misleading += 1 }
                }
                let witnesses = motion.witnesses
                offeredUsed += witnesses.filter { w in offered.contains(w) }.count
                for w in witnesses { #expect(face.holds(w)) }
                pool.keep(witnesses, of: face)
            }
        }
        // Both verdicts reached; offered points did show forms moving, and some off the
        // face would have shown a fixed form moving had they been taken unchecked.
        #expect(moving > 0 && moving < asked && offeredUsed > 0 && misleading > 0)
    }
}
