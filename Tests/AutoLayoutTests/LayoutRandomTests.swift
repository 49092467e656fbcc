import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Seeded random sessions: after every edit the layout's invariants must hold. A failure
/// names the seed and step, so it can be replayed.
@Suite struct LayoutRandomTests {
    static let names = ["a", "b", "c", "d"]
    static let families: [[String]] = [["left", "right", "centerX"], ["top", "bottom", "centerY"],
                                       ["width", "height"]]

    func randomFormula(_ rng: inout SeededRandom, views: [String]) -> String {
        let family = rng.pick(Self.families)
        let lhs = "\(rng.pick(views)).\(rng.pick(family))"
        let rhs = "\(rng.pick(views + ["root"])).\(rng.pick(family))"
        let relation = rng.pick(["==", "<=", ">="])
        let multiplier = family.contains("width") ? rng.pick(["", "2 * ", "0.5 * "]) : ""
        let priority = rng.pick(["", "", " @750", " @250", " @500"])
        return "\(lhs) \(relation) \(multiplier)\(rhs) + \(rng.below(60) - 20)\(priority)"
    }

    func step(_ layout: Layout, _ rng: inout SeededRandom) -> String {
        let views = layout.viewNames
        let ids = layout.constraints.map(\.id) + layout.groupIDs
        var action = ""
        do {
            switch rng.below(10) {
            case 0...3 where !views.isEmpty:
                action = randomFormula(&rng, views: views)
                try layout.addConstraintLine(action)
            case 4 where !ids.isEmpty:
                action = "remove \(rng.pick(ids))"
                try layout.remove(String(action.dropFirst(7)))
            case 5 where !ids.isEmpty:
                let id = rng.pick(ids)
                action = "constant \(id)"
                try layout.setConstant(id, Double(rng.below(400)))
            case 6 where !ids.isEmpty:
                let id = rng.pick(ids)
                action = "toggle \(id)"
                if layout.constraint(id)?.state == .inactive { try layout.activate(id) } else { try layout.deactivate(id) }
            case 7:
                action = "resize"
                try layout.setRootSize(width: Double(rng.below(800)), height: Double(rng.below(800)))
            case 8 where !views.isEmpty:
                let view = rng.pick(views)
                action = "intrinsic \(view)"
                try layout.setIntrinsicSize(view, width: Double(rng.below(100)), height: nil)
            default:
                let name = rng.pick(Self.names)
                if layout.hasView(name) {
                    action = "remove view \(name)"
                    try layout.removeView(name)
                } else {
                    action = "view \(name)"
                    let parent = rng.pick(views + ["root"])
                    let frame = rng.below(4) == 0 ? Rect(x: 5, y: 5, width: 50, height: 20) : nil
                    try layout.declareView(name, in: parent, frame: frame)
                }
            }
        } catch {
            // Refused edits are fine; the invariants below must hold either way.
        }
        return action
    }

    func checkInvariants(_ layout: Layout, context: String) {
        #expect(layout.solver.driftedConstraints().isEmpty, "required constraint violated after \(context)")
        for name in layout.viewNames {
            let frame = layout.frame(of: name)
            #expect(frame.width >= 0 && frame.height >= 0, "negative size of \(name) after \(context)")
        }
        for conflict in layout.analyze().conflicts {
            for id in conflict.conflictingWith {
                let info = layout.constraint(id)
                #expect(info?.state == .active && info?.priority == 1000,
                        "\(conflict.id) names \(id), not an active required constraint, after \(context)")
            }
            // Broken ones were re-tried after the edit, so each must still be refused.
            if let record = layout.records[conflict.id],
               let solverID = try? layout.solver.add(record.lowered) {
                try? layout.solver.remove(solverID)
                Issue.record("\(conflict.id) would fit now but is still broken, after \(context)")
            }
        }
    }

    @Test(arguments: 1...24)
    func randomSessionsKeepInvariants(seed: Int) {
        var rng = SeededRandom(state: UInt64(seed))
        let layout = Layout()
        var history: [String] = []
        for index in 0..<60 {
            history.append(step(layout, &rng))
            checkInvariants(layout, context: "seed \(seed) step \(index): \(history.suffix(3))")
        }
    }
}
