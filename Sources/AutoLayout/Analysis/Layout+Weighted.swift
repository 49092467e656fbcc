import Cassowary

/// The session re-solved as kiwi (and the original Cassowary) solve it: every optional
/// constraint's error in one weighted sum, instead of one strict level per priority.
public struct WeightedComparison: Sendable {
    /// A view whose frame differs between the two.
    public struct Difference: Sendable {
        public var view: String
        public var strict: Rect
        public var weighted: Rect
    }
    /// An optional constraint that gives way by a different amount in the two.
    public struct Trade: Sendable {
        public var id: String
        public var text: String
        public var priority: Double
        public var weight: Double
        public var strict: Double
        public var weighted: Double
    }
    public var differences: [Difference]
    public var trades: [Trade]
    /// Σ weight × error over the optional constraints, of each layout.
    public var strictCost: Double
    public var weightedCost: Double
    /// Required constraints the weighted solve had to break that the live one did not (or
    /// the other way round): possible only when the two add them with different histories.
    public var brokenOnlyWeighted: [String]
}

extension Layout {
    /// kiwi's strengths are `strength.create(a, b, c, w) = (a·1e6 + b·1e3 + c)·w`, each of a,
    /// b, c on a 0–1000 scale (strong, medium, weak = 1e6, 1e3, 1). A UILayoutPriority p
    /// is mapped as kiwi users port Auto Layout (kiwi issue 33): `create(0, 1, 0, p)`, a
    /// medium strength weighted by p, so p costs p × 1000 per point of error. Required
    /// stays required (kiwi's `required` is a hard constraint too).
    public static func kiwiWeight(_ priority: Double) -> Double { priority * 1000 }

    public func compareWeighted() -> WeightedComparison {
        let scratch = Solver(weightedBy: { Layout.kiwiWeight($0.value) })
        var map: [Variable: Variable] = [:]
        func variable(_ live: Variable) -> Variable {
            if let known = map[live] { return known }
            let made = scratch.makeVariable(solver.name(of: live))
            map[live] = made
            return made
        }
        for name in [Self.rootName] + viewOrder {
            guard let record = views[name] else { continue }
            for v in [record.left, record.top, record.width, record.height] { _ = variable(v) }
        }
        // In id order, as live, so the same required constraint breaks in both.
        var installed: [String: ConstraintID] = [:]
        var brokenOnlyWeighted: [String] = []
        for id in recordOrder {
            guard let record = records[id], record.isActive else { continue }
            var expression = record.lowered.expression
            for i in expression.terms.indices { expression.terms[i].variable = variable(expression.terms[i].variable) }
            let constraint = Constraint(expression, record.lowered.relation, priority: record.lowered.priority)
            if let solverID = try? scratch.add(constraint) {
                installed[id] = solverID
            } else if record.solverID != nil {
                brokenOnlyWeighted.append(id)
            }
        }
        func value(_ live: Variable) -> Double { map[live].map { scratch.value($0) } ?? 0 }
        // An ambiguous component may come out anywhere in either solve: not a difference.
        let ambiguous = analyze().ambiguous
        var differences: [WeightedComparison.Difference] = []
        for name in [Self.rootName] + viewOrder {
            guard let record = views[name] else { continue }
            let parent = record.superview.flatMap { views[$0] }
            let weighted = Rect(x: roundToMicro(value(record.left) - (parent.map { value($0.left) } ?? 0)),
                                y: roundToMicro(value(record.top) - (parent.map { value($0.top) } ?? 0)),
                                width: roundToMicro(value(record.width)), height: roundToMicro(value(record.height)))
            let strict = frame(of: name)
            let free = ambiguous[name] ?? [:]
            let differs = zip([strict.x, strict.y, strict.width, strict.height], [weighted.x, weighted.y, weighted.width, weighted.height])
                .enumerated().contains { index, pair in
                    free[FrameComponent.allCases[index]] == nil && abs(pair.0 - pair.1) > 1e-6
                }
            if differs {
                differences.append(.init(view: name, strict: strict, weighted: weighted))
            }
        }
        var trades: [WeightedComparison.Trade] = []
        var strictCost = 0.0, weightedCost = 0.0
        for id in recordOrder {
            guard let record = records[id], record.isActive, !record.isRequired, let solverID = installed[id] else { continue }
            let strict = givesWay(id) ?? 0
            let weighted = roundToMicro(record.lowered.violation(at: scratch.value(scratch.constraint(solverID)?.expression ?? Expression())))
            let weight = Self.kiwiWeight(record.priority)
            strictCost += weight * strict
            weightedCost += weight * weighted
            if abs(strict - weighted) > 1e-6 {
                trades.append(.init(id: id, text: record.text, priority: record.priority, weight: weight,
                                    strict: strict, weighted: weighted))
            }
        }
        trades.sort { $0.priority > $1.priority }
        return WeightedComparison(differences: differences, trades: trades, strictCost: roundToMicro(strictCost),
                                  weightedCost: roundToMicro(weightedCost), brokenOnlyWeighted: brokenOnlyWeighted)
    }
}
