import AutoLayout

/// What an import does to a layout, as a list of steps. Kept so the same import can be
/// replayed into a scratch `Layout` with one constraint removed or lowered, to show what
/// each candidate fix would do without touching the session.
struct ImportPlan: Sendable {
    enum Step: Sendable {
        /// `ref`: the log's address, kept on the view (`Layout.setRef`).
        case view(name: String, superview: String, ref: String?)
        /// A view the session already has (an earlier dump or log of the run named it):
        /// nothing to do in the session; a replay into a scratch layout declares it.
        case joined(name: String, superview: String)
        /// A joined view a description gave a frame, which the log's constraints lay out:
        /// it stops translating its mask, as it would have had it come with the log first.
        case stopTranslating(String)
        /// A table cell's content view the log does not place: its margins are measured
        /// from its own edges, not from root's safe area (a table keeps its cells clear of
        /// the bars with its content inset).
        case marginsFromOwnEdges(String)
        /// A view the log shows a scroll view's layout guide of: `class NAME UIScrollView`.
        case scrollView(String, String)
        /// An NSContentSizeLayoutConstraint: the view's intrinsic size on one axis.
        case content(ContentStep)
        case constraint(ConstraintStep)
    }

    struct ContentStep: Sendable {
        var view: String
        var axis: Axis
        var size: Double
        var hugging: Double
        var resistance: Double
        var line: Int
        var key: String
    }

    struct ConstraintStep: Sendable {
        /// Always set, so that a replay names the constraint exactly as the session does.
        var label: String
        /// The formula without its priority: `label_title.width == 0.4 * view_1.width + 8`.
        var formula: String
        var priority: Double
        var isActive: Bool
        var line: Int
        /// The log constraint it came from; nil for constraints alsh inferred.
        var key: String?
        /// The log's address of it, kept on the constraint (`Layout.setRef`).
        var ref: String?

        var text: String {
            "\(label): \(formula)" + (priority < 1000 ? " @\(formatNumber(priority))" : "")
        }
    }

    /// How a replay differs from the plan.
    enum Change: Hashable, Sendable {
        case none
        case remove(String)
        case lower(String, to: Double)

        /// The id of the constraint it changes.
        var label: String? {
            switch self {
            case .none: nil
            case .remove(let id), .lower(let id, _): id
            }
        }
    }

    var steps: [Step] = []

    /// The one constraint step labelled `label`; nil when no step or several add it, or
    /// when it names a view's content size (whose steps set a size and two priorities).
    func constraintStep(labelled label: String) -> ConstraintStep? {
        var found: ConstraintStep?
        for step in steps {
            switch step {
            case .view, .joined, .stopTranslating, .marginsFromOwnEdges, .scrollView: continue
            case .content(let content):
                let ids = Layout.contentIDs(content.view, content.axis)
                if ids.hug == label || ids.resist == label { return nil }
            case .constraint(let constraint) where constraint.label == label:
                guard found == nil else { return nil }
                found = constraint
            case .constraint: continue
            }
        }
        return found
    }

    /// Runs every step against `layout`; a step the layout refuses is reported with its
    /// log line and skipped. `change` alters one constraint (by label or content id).
    /// Returns the problems and the shell lines that replay what succeeded.
    @discardableResult
    func run(on layout: Layout, change: Change = .none) -> (problems: [LogProblem], script: [String]) {
        var problems: [LogProblem] = []
        var script: [String] = []
        for step in steps {
            do {
                script += try run(step, on: layout, change: change)
            } catch {
                problems.append(LogProblem(line: step.line, sentence: error.sentence))
            }
        }
        return (problems, script)
    }

    private func run(_ step: Step, on layout: Layout, change: Change) throws(Diagnostic) -> [String] {
        switch step {
        case .view(let name, let superview, let ref):
            try layout.declareView(name, in: superview, frame: nil)
            guard let ref else { return ["view \(name) in \(superview)"] }
            try layout.setRef(name, ref)
            return ["view \(name) in \(superview)", "ref \(name) \(ref)"]
        case .joined(let name, let superview):
            if !layout.hasView(name) { try layout.declareView(name, in: superview, frame: nil) }
            return []
        case .stopTranslating(let name):
            guard layout.autoresizing(of: name) != nil else { return [] }
            try layout.setTranslatesAutoresizingMask(name, false)
            return ["autoresizing \(name) off"]
        case .marginsFromOwnEdges(let name):
            try layout.setMarginsFromSafeArea(name, false)
            return ["margins \(name) fromsafearea off"]
        case .scrollView(let name, let uikitClass):
            guard !layout.isScrollView(name) else { return [] }
            try layout.setViewClass(name, uikitClass)
            return ["class \(name) \(uikitClass)"]
        case .content(let content):
            return try run(content, on: layout, change: change)
        case .constraint(var constraint):
            if change == .remove(constraint.label) { return [] }
            if case .lower(constraint.label, let priority) = change { constraint.priority = priority }
            try layout.addConstraintLine(constraint.text)
            var lines = [constraint.text]
            if let ref = constraint.ref {
                try layout.setRef(constraint.label, ref)
                lines.append("ref \(constraint.label) \(ref)")
            }
            guard !constraint.isActive else { return lines }
            try layout.deactivate(constraint.label)
            return lines + ["deactivate \(constraint.label)"]
        }
    }

    private func run(_ content: ContentStep, on layout: Layout, change: Change) throws(Diagnostic) -> [String] {
        let ids = Layout.contentIDs(content.view, content.axis)
        if change == .remove(ids.hug) || change == .remove(ids.resist) { return [] }
        var hugging = content.hugging, resistance = content.resistance
        if case .lower(ids.hug, let priority) = change { hugging = priority }
        if case .lower(ids.resist, let priority) = change { resistance = priority }
        let info = layout.info(of: content.view)
        let width = content.axis == .horizontal ? content.size : info?.intrinsicWidth
        let height = content.axis == .vertical ? content.size : info?.intrinsicHeight
        try layout.setHugging(content.view, content.axis, hugging)
        try layout.setResistance(content.view, content.axis, resistance)
        try layout.setIntrinsicSize(content.view, width: width, height: height)
        let axis = content.axis == .horizontal ? "h" : "v"
        return ["hug \(content.view) \(axis) \(formatNumber(hugging))",
                "resist \(content.view) \(axis) \(formatNumber(resistance))",
                "intrinsic \(content.view) \(formatNumber(width ?? -1)) \(formatNumber(height ?? -1))"]
    }
}

extension ImportPlan.Step {
    var line: Int {
        switch self {
        case .view, .joined, .stopTranslating, .marginsFromOwnEdges, .scrollView: 0
        case .content(let content): content.line
        case .constraint(let constraint): constraint.line
        }
    }
}
