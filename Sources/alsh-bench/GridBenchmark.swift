import Cassowary

/// The grid layouts of the solver benchmark, built on our `Solver` exactly as
/// `scripts/bench_kiwi.py` builds them on kiwisolver, so the two can be compared op by op.
///
/// grid(N): a root (left, top, width, height) and N views of four variables in rows of ten.
/// gridw(N) adds `width == 80 @weak` to every view: preferences that conflict with the row
/// equations, which makes weighted-strength solvers work hard.
struct GridBenchmark {
    /// kiwi's strong / weak map to our strict levels 999 / 1 (medium would be 500).
    static let strong = Priority(999)
    static let weak = Priority(1)

    struct View { var left, top, width, height: Variable }

    let n: Int
    let weakWidths: Bool
    let solver = Solver()
    let rootLeft, rootTop, rootWidth, rootHeight: Variable
    var views: [View] = []
    /// The middle view's `height == 20 @strong` and its required left pin, for W3.
    var middleHeight: (id: ConstraintID, constraint: Constraint)?
    var middleLeftPin: (id: ConstraintID, constraint: Constraint)?

    /// W1: a fresh solver, every add, and reading the answer (our values are always current).
    init(n: Int, weakWidths: Bool) throws(SolverError) {
        self.n = n
        self.weakWidths = weakWidths
        rootLeft = solver.makeVariable("root.left")
        rootTop = solver.makeVariable("root.top")
        rootWidth = solver.makeVariable("root.width")
        rootHeight = solver.makeVariable("root.height")
        try solver.add(Constraint(Expression(rootLeft), .equal))
        try solver.add(Constraint(Expression(rootTop), .equal))
        try solver.add(Constraint(Expression(rootWidth), .greaterThanOrEqual))
        try solver.addEditVariable(rootWidth, priority: Self.strong)
        try solver.suggestValue(rootWidth, 1000)
        views.reserveCapacity(n)
        for index in 0..<n { try addView(index) }
        let lastRowFirst = views[(n - 1) / 10 * 10]
        try solver.add(Constraint(Expression(rootHeight), .equal,
                                  lastRowFirst.top + lastRowFirst.height + 8))
    }

    private mutating func addView(_ index: Int) throws(SolverError) {
        let column = index % 10
        let v = View(left: solver.makeVariable("v\(index).left"), top: solver.makeVariable("v\(index).top"),
                     width: solver.makeVariable("v\(index).width"), height: solver.makeVariable("v\(index).height"))
        let leftPin: Constraint
        if column == 0 {
            leftPin = Constraint(Expression(v.left), .equal, rootLeft + 8)
        } else {
            let prev = views[index - 1]
            leftPin = Constraint(Expression(v.left), .equal, prev.left + prev.width + 8)
        }
        let leftID = try solver.add(leftPin)
        if index < 10 {
            try solver.add(Constraint(Expression(v.top), .equal, rootTop + 8))
        } else {
            try solver.add(Constraint(Expression(v.top), .equal, views[index - 10].top + 28))
        }
        if column != 0 {
            try solver.add(Constraint(Expression(v.width), .equal, Expression(views[index - column].width)))
        }
        try solver.add(Constraint(Expression(v.width), .greaterThanOrEqual, Expression(constant: 10)))
        try solver.add(Constraint(Expression(v.height), .greaterThanOrEqual))
        let height = Constraint(Expression(v.height), .equal, Expression(constant: 20), priority: Self.strong)
        let heightID = try solver.add(height)
        try solver.add(Constraint(Expression(v.width), .lessThanOrEqual, Expression(constant: 400),
                                  priority: Self.strong))
        if weakWidths {
            try solver.add(Constraint(Expression(v.width), .equal, Expression(constant: 80), priority: Self.weak))
        }
        if column == 9 || index == n - 1 {
            try solver.add(Constraint(v.left + v.width + 8, .equal, rootLeft + rootWidth))
        }
        views.append(v)
        if index == n / 2 {
            middleHeight = (heightID, height)
            middleLeftPin = (leftID, leftPin)
        }
    }

    /// W2's k-th suggestion for root.width.
    static func suggestion(_ k: Int) -> Double { Double(600 + (37 * k) % 1000) }

    /// One W2 op: a new root width and the answer read back.
    func suggest(_ k: Int) throws(SolverError) -> Double {
        try solver.suggestValue(rootWidth, Self.suggestion(k))
        return solver.value(views[0].width)
    }

    /// One W3 op: remove the middle view's strong height and add it back.
    mutating func cycleMiddleHeight() throws(SolverError) {
        guard let (id, constraint) = middleHeight else { return }
        try solver.remove(id)
        middleHeight = (try solver.add(constraint), constraint)
    }

    /// One W3 op: remove the middle view's required left pin and add it back.
    mutating func cycleMiddleLeftPin() throws(SolverError) {
        guard let (id, constraint) = middleLeftPin else { return }
        try solver.remove(id)
        middleLeftPin = (try solver.add(constraint), constraint)
    }

    /// Values both solvers must agree on: a full row's width, the root's height, the middle
    /// view's frame.
    func answer() -> [String: Double] {
        let middle = views[n / 2]
        return [
            "row_width": solver.value(views[0].width),
            "root_width": solver.value(rootWidth),
            "root_height": solver.value(rootHeight),
            "middle_left": solver.value(middle.left),
            "middle_top": solver.value(middle.top),
            "middle_height": solver.value(middle.height),
        ]
    }
}
