import Cassowary

/// One layout an ambiguous view may take: a component pushed to one end of its range.
public struct ExerciseLayout: Sendable {
    public enum End: String, Sendable { case lowest, highest }
    public var component: FrameComponent
    public var end: End
    /// The component's value there; `bounded` false when that side has no limit and the
    /// layout shows it `ExerciseLayout.step` points beyond the current value.
    public var value: Double
    public var bounded: Bool
    /// Every view whose frame differs from the live layout, with its frame there.
    public var frames: [(view: String, frame: Rect)]
}

extension Layout {
    /// How far past the current value an unbounded side is shown.
    public static let exerciseStep = 100.0

    /// UIKit's `exerciseAmbiguityInLayout`, made exhaustive: for each ambiguous component
    /// of the view, the layouts at the two ends of its range (solved on the side, with
    /// the component pinned there), and which views move with it. Empty when the view is
    /// not ambiguous; nil for an unknown view.
    public func exercise(_ view: String) -> [ExerciseLayout]? {
        settleSolution()
        guard let record = views[view] else { return nil }
        let analysis = analyze()
        guard let ambiguous = analysis.ambiguous[view] else { return [] }
        let parent = record.superview.flatMap { views[$0] }
        var result: [ExerciseLayout] = []
        for component in FrameComponent.allCases {
            guard let range = ambiguous[component] else { continue }
            let expression: Expression = switch component {
            case .x: Expression(record.left) - (parent.map { Expression($0.left) } ?? Expression(constant: 0))
            case .y: Expression(record.top) - (parent.map { Expression($0.top) } ?? Expression(constant: 0))
            case .width: Expression(record.width)
            case .height: Expression(record.height)
            }
            let current = roundToMicro(solver.value(expression))
            for (end, limit) in [(ExerciseLayout.End.lowest, range.lower), (.highest, range.upper)] {
                let target = limit ?? (end == .lowest ? current - Self.exerciseStep : current + Self.exerciseStep)
                var replica = Replica(of: self, in: Solver())
                var pinned = expression
                for i in pinned.terms.indices { pinned.terms[i].variable = replica.variable(pinned.terms[i].variable) }
                guard (try? replica.solver.add(Constraint(pinned - target, .equal))) != nil else { continue }
                var frames: [(view: String, frame: Rect)] = []
                for name in viewOrder {
                    let there = replica.frame(of: name)
                    if there != frame(of: name) { frames.append((name, there)) }
                }
                result.append(ExerciseLayout(component: component, end: end, value: roundToMicro(target),
                                             bounded: limit != nil, frames: frames))
            }
        }
        return result
    }
}
