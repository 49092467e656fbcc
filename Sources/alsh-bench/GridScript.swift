/// The solver benchmark's grid(N) (see `GridBenchmark`) written as alsh lines, for the
/// Auto Layout benchmark (`alsh-bench layout`) and the shell's replay benchmark
/// (`alsh-bench script`, run as `alsh --json`).
///
/// Same system as `GridBenchmark` and `scripts/bench_kiwi.py`, view by view, with three
/// differences that come from alsh being Auto Layout and not a bare solver:
/// - root's size is required (`root 1000x2808`), not a strong edit variable with the height
///   defined by the last row. Both solvers reach the same solution because kiwi's
///   suggestion of 1000 is satisfiable and its root height is what we fix it to.
/// - `vK.height >= 0` is not written: alsh adds `width >= 0` and `height >= 0` to every view
///   itself (SPEC §5, as Apple's engine does).
/// - kiwi's strong is @750 here (alsh has strict priorities, so any level below required
///   that nothing else competes with gives the same answer).
struct GridScript {
    let n: Int
    /// Label the middle view's left pin and height so edits can name them
    /// (`mid_left`, `mid_height`); the replay script has no labels, as a person's would not.
    var labelMiddle = false
    /// Leading/trailing instead of left/right: the same system left-to-right, and one that
    /// `direction rtl` flips (the layout benchmark's `direction` change).
    var directional = false
    /// Every view declared first (`view` lines of 50 names), then every view's constraints,
    /// with `height >= 0` written out and a root 1000x100000: the way the examples,
    /// tutorials and Interface Builder imports are written (issue 34's declared-first grid).
    var declaredFirst = false

    static let rootWidth = 1000.0
    static let strong = 750
    static let namesPerDeclaration = 20

    var rows: Int { (n + 9) / 10 }
    /// Where the last row ends plus the bottom spacing: what kiwi's root.height comes to.
    var rootHeight: Double { Double(28 * rows + 8) }
    var middle: Int { n / 2 }

    func name(_ index: Int) -> String { "v\(index)" }

    /// One line of the script, in order.
    enum Step {
        case root(width: Double, height: Double)
        case views([String])
        case constraint(String)
    }

    /// Each chunk of views declared, then their constraints view by view in
    /// `GridBenchmark`'s order, as a person would write it. Declaring every view first would
    /// leave them all ambiguous until the end and make each line's report cost the whole
    /// layout.
    var steps: [Step] {
        if declaredFirst {
            var steps: [Step] = [.root(width: Self.rootWidth, height: 100_000)]
            for start in stride(from: 0, to: n, by: 50) {
                steps.append(.views((start..<min(n, start + 50)).map(name)))
            }
            for index in 0..<n { steps += viewLines(index).map(Step.constraint) }
            return steps
        }
        var steps: [Step] = [.root(width: Self.rootWidth, height: rootHeight)]
        steps.reserveCapacity(n * 6 + rows + n / Self.namesPerDeclaration + 2)
        for start in stride(from: 0, to: n, by: Self.namesPerDeclaration) {
            let chunk = start..<min(n, start + Self.namesPerDeclaration)
            steps.append(.views(chunk.map(name)))
            for index in chunk { steps += viewLines(index).map(Step.constraint) }
        }
        return steps
    }

    private func viewLines(_ index: Int) -> [String] {
        let v = name(index)
        let column = index % 10
        let labelled = labelMiddle && index == middle
        var lines: [String] = []
        let (lead, trail) = directional ? ("leading", "trailing") : ("left", "right")
        let left = column == 0 ? "\(v).\(lead) = root.\(lead) + 8" : "\(v).\(lead) = \(name(index - 1)).\(trail) + 8"
        lines.append(labelled ? "mid_left: " + left : left)
        lines.append(index < 10 ? "\(v).top = root.top + 8" : "\(v).top = \(name(index - 10)).top + 28")
        if column != 0 { lines.append("\(v).width = \(name(index - column)).width") }
        lines.append("\(v).width >= 10")
        if declaredFirst { lines.append("\(v).height >= 0") }
        let height = "\(v).height = 20 @\(Self.strong)"
        lines.append(labelled ? "mid_height: " + height : height)
        lines.append("\(v).width <= 400 @\(Self.strong)")
        if column == 9 || index == n - 1 { lines.append("\(v).\(trail) = root.\(trail) - 8") }
        return lines
    }

    /// The whole script as the shell reads it.
    var script: String {
        var text = "# grid(\(n)) of the solver benchmark as alsh lines (alsh-bench script)\n"
        for step in steps {
            switch step {
            case .root(let width, let height): text += "root \(Int(width))x\(Int(height))\n"
            case .views(let names): text += "view " + names.joined(separator: " ") + "\n"
            case .constraint(let line): text += line + "\n"
            }
        }
        return text
    }

    /// A full row's width: (root width − 11 spacings) / 10, 91.2 at 1000.
    static func rowWidth(rootWidth: Double) -> Double { (rootWidth - 88) / 10 }
}
