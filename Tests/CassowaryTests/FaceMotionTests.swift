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

    @Test(arguments: 1...12)
    func pointsGiveTheLPsVerdicts(seed: Int) {
        var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
        var asked = 0, moving = 0
        for _ in 0..<40 {
            let solver = Self.system(&random, count: 3 + random.below(6))
            for s in solver.kinds.indices where solver.isFreeDirection(Int32(s)) {
                let face = Face(solver: solver, seeds: [Int32(s)])
                guard face.line == nil else { continue }
                var motion = FaceMotion(face)
                var forms = face.symbols.indices.map { [(column: $0, value: 1.0)] }
                forms += face.basics.indices.map { face.cells(ofBasic: $0) }
                for form in forms {
                    var c = [Double](repeating: 0, count: face.symbols.count)
                    for cell in form { c[cell.column] = cell.value }
                    let exact = Face.spans(face.maximum(c, over: face.symbols),
                                           face.maximum(c.map { -$0 }, over: face.symbols))
                    #expect(motion.moves(form) == exact, "seed \(seed), form \(form)")
                    asked += 1
                    if exact { moving += 1 }
                }
            }
        }
        // The cases reach both verdicts, and faces of several directions.
        #expect(moving > 0 && moving < asked)
    }
}
