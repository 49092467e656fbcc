import Testing
@testable import Cassowary

/// `AmbiguityMemo` finds a face's cause once per part: a face grown from directions of
/// one part, in any order, is that part, and its cause does not depend on the order.
@Suite struct FacePartTests {
    /// Answers through one memo, where a face's cause is found once per part (from
    /// whichever order of the part's directions was asked first), are the answers found
    /// afresh on each face, cause included. A cause shared past its part (a face of two
    /// parts given one's cause) would differ here.
    @Test(arguments: 1...8)
    func causesFoundOncePerPartAreEachFacesOwn(seed: Int) {
        var random = FaceLineTests.Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 13)
        var asked = 0, ambiguous = 0
        for _ in 0..<40 {
            let solver = FaceMotionTests.system(&random, count: 3 + random.below(8))
            let variables = solver.tableau.kinds.indices.filter { solver.tableau.kinds[$0] == .external }
                .map { Variable(id: Int32($0)) }
            let memo = AmbiguityMemo()
            for _ in 0..<16 {
                let terms = (0..<(1 + random.below(3))).map { _ in
                    Term(random.pick(variables), random.pick([-2.0, -1, 1, 2]))
                }
                let expression = Expression(terms, constant: 0)
                var footprint = AmbiguityFootprint()
                let fresh = solver.ambiguity(of: expression)
                #expect(solver.ambiguity(of: expression, footprint: &footprint, memo: memo) == fresh,
                        "seed \(seed), \(terms)")
                asked += 1
                if fresh != nil { ambiguous += 1 }
            }
        }
        #expect(ambiguous > 0 && ambiguous < asked)
    }
}
