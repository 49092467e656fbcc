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
        settleSolution()
        let replica = Replica(of: self, in: Solver(weightedBy: { Layout.kiwiWeight($0.value) }))
        let scratch = replica.solver
        let installed = replica.installed
        let brokenOnlyWeighted = replica.brokenOnlyHere
        func value(_ live: Variable) -> Double { replica.value(live) }
        // An ambiguous component may come out anywhere in either solve: not a difference.
        let ambiguous = analyze().ambiguous
        var differences: [WeightedComparison.Difference] = []
        for name in [Self.rootName] + viewOrder {
            guard views[name] != nil else { continue }
            let weighted = replica.frame(of: name)
            let strict = frame(of: name)
            let free = ambiguous[name] ?? FrameAmbiguity()
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

/// The layout's active constraints copied, in id order, into a solver of its own, with
/// the live variables mapped onto its own: for questions asked on the side (`compare
/// weighted`, `exercise`), which must not touch the session.
struct Replica {
    let layout: Layout
    let solver: Solver
    private(set) var map: [Variable: Variable] = [:]
    /// Layout id → the replica's id, for what went in.
    private(set) var installed: [String: ConstraintID] = [:]
    /// Required constraints the replica refused though the live solver holds them.
    private(set) var brokenOnlyHere: [String] = []

    init(of layout: Layout, in solver: Solver) {
        self.layout = layout
        self.solver = solver
        for name in [Layout.rootName] + layout.viewOrder {
            guard let record = layout.views[name] else { continue }
            for v in [record.left, record.top, record.width, record.height] { _ = variable(v) }
        }
        // In id order, as live, so the same required constraint breaks in both.
        for id in layout.recordOrder {
            guard let record = layout.records[id], record.isActive else { continue }
            if let solverID = try? solver.add(translated(record.lowered)) {
                installed[id] = solverID
            } else if record.solverID != nil {
                brokenOnlyHere.append(id)
            }
        }
    }

    mutating func variable(_ live: Variable) -> Variable {
        if let known = map[live] { return known }
        let made = solver.makeVariable(layout.solver.name(of: live))
        map[live] = made
        return made
    }

    func translated(_ constraint: Constraint) -> Constraint {
        var expression = constraint.expression
        for i in expression.terms.indices { expression.terms[i].variable = map[expression.terms[i].variable] ?? expression.terms[i].variable }
        return Constraint(expression, constraint.relation, priority: constraint.priority)
    }

    func value(_ live: Variable) -> Double { map[live].map { solver.value($0) } ?? 0 }

    /// The view's frame in its superview's coordinates, as the replica solved it.
    func frame(of name: String) -> Rect {
        guard let record = layout.views[name] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let parent = record.superview.flatMap { layout.views[$0] }
        return Rect(x: roundToMicro(value(record.left) - (parent.map { value($0.left) } ?? 0)),
                    y: roundToMicro(value(record.top) - (parent.map { value($0.top) } ?? 0)),
                    width: roundToMicro(value(record.width)), height: roundToMicro(value(record.height)))
    }
}
