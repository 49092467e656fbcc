import Cassowary

/// What `systemLayoutSizeFitting` gives for a view, and whether that size is certain.
public struct FittingSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// `.width` / `.height` when more than one size is equally good, with the range and
    /// the constraints that leave it free (UIKit would return one of them, unannounced).
    public var ambiguous: [FrameComponent: LayoutAmbiguity]
    /// Required constraints that cannot hold while the view is fitted, newest of each
    /// conflicting set, as alsh breaks them (UIKit logs "Unable to simultaneously satisfy
    /// constraints" and breaks one). `Layout.fittingWidthID` names the `width W` demand.
    public var conflicts: [Conflict]
}

/// `systemLayoutSizeFitting`, computed aside: the live solver, the log and undo never see it.
extension Layout {
    /// Ids under which conflicts and ambiguity causes name the fitting constraints:
    /// the width (`== W` required with `width W`, else `== 0 @50`) and the height (`== 0 @50`).
    public static let fittingWidthID = "fit:width"
    public static let fittingHeightID = "fit:height"

    /// UIKit's fitting priority (`UILayoutPriority.fittingSizeLevel`), at which the size
    /// is pulled toward 0 (UILayoutFittingCompressedSize).
    static let fittingPriority = Priority.fittingSize

    /// `systemLayoutSizeFitting(UILayoutFittingCompressedSize)` for `view`: the smallest
    /// size its own constraints and its subviews' allow. As UIKit computes it, the view is
    /// taken out of its superview's constraints (every constraint naming a view outside
    /// its subtree, its own autoresizing frame, root's screen size), keeps its subtree's
    /// constraints, content sizes and priorities, and has width and height pulled toward 0
    /// at priority 50. With `width`, the width is required to be it and only the height is
    /// compressed (`withHorizontalFittingPriority: .required, verticalFittingPriority:
    /// .fittingSizeLevel`).
    ///
    /// Solved on a scratch solver holding just the subtree, so the cost follows the
    /// subtree's size plus one pass over the constraint records, and nothing live changes.
    public func fittingSize(of view: String, width: Double? = nil) throws(Diagnostic) -> FittingSize {
        guard let record = views[view] else {
            throw LayoutMessages.unknownView(view, among: viewOrder + [Self.rootName])
        }
        if let width, !(width >= 0 && Self.isSane(width)) { throw LayoutMessages.badSize("a fitting width") }

        let (scratch, fittedWidth, fittedHeight) = fittingScratch(of: record, width: width)
        var ambiguous: [FrameComponent: LayoutAmbiguity] = [:]
        for (component, variable) in [(FrameComponent.width, fittedWidth), (.height, fittedHeight)] {
            if let ambiguity = scratch.solver.ambiguity(of: Expression(variable)) {
                ambiguous[component] = scratch.translate(ambiguity)
            }
        }
        return FittingSize(width: roundToMicro(scratch.solver.value(fittedWidth)),
                           height: roundToMicro(scratch.solver.value(fittedHeight)),
                           ambiguous: ambiguous, conflicts: scratch.conflicts)
    }

    /// The size `fittingSize` gives, without asking whether it is certain: what a view
    /// offers a fill-proportionally stack, read on every change while such a stack exists.
    func fittedSize(of view: String, width: Double? = nil) -> (width: Double, height: Double) {
        guard let record = views[view], width.map({ $0 >= 0 && Self.isSane($0) }) ?? true else { return (0, 0) }
        let (scratch, fittedWidth, fittedHeight) = fittingScratch(of: record, width: width)
        return (roundToMicro(scratch.solver.value(fittedWidth)), roundToMicro(scratch.solver.value(fittedHeight)))
    }

    /// The scratch solver a fitting size is read from: the subtree's constraints, the
    /// origin pinned, the width required to be `width` or pulled toward 0, the height
    /// pulled toward 0.
    private func fittingScratch(of record: ViewRecord, width: Double?)
        -> (scratch: ScratchSolver, width: Variable, height: Variable) {
        let view = record.name
        let subtree = Set(self.subtree(of: view))
        var scratch = ScratchSolver()
        let left = scratch.variable(record.left), top = scratch.variable(record.top)
        let fittedWidth = scratch.variable(record.width), fittedHeight = scratch.variable(record.height)
        // Position is not the question; pinning it keeps x and y out of the ambiguity answer.
        scratch.add(Constraint(Expression(left), .equal), id: nil)
        scratch.add(Constraint(Expression(top), .equal), id: nil)
        if let width {
            scratch.add(Constraint(fittedWidth - width, .equal), id: Self.fittingWidthID)
        }
        // One pass over the records (iterated: a lookup by id hashes as well as copies),
        // then the subtree's in id order so the one that breaks is the newest, as live.
        var inside: [(serial: Int, id: String, constraint: Constraint)] = []
        for record in records.values where record.isActive && Self.names(record, onlyAmong: subtree)
            && !isSuperviewsConstraint(record, of: view) {
            inside.append((record.serial, record.id, record.lowered))
        }
        inside.sort { $0.serial < $1.serial }
        for (_, id, constraint) in inside {
            scratch.add(scratch.translated(constraint), id: id)
        }
        if width == nil {
            scratch.add(Constraint(Expression(fittedWidth), .equal, priority: Self.fittingPriority),
                        id: Self.fittingWidthID)
        }
        scratch.add(Constraint(Expression(fittedHeight), .equal, priority: Self.fittingPriority),
                    id: Self.fittingHeightID)

        return (scratch, fittedWidth, fittedHeight)
    }

    /// Whether every view the constraint names is in `views` (without building its list).
    private static func names(_ record: ConstraintRecord, onlyAmong views: Set<String>) -> Bool {
        guard let canonical = record.canonical else { return record.fixedViews.allSatisfy(views.contains) }
        return canonical.lhs.allSatisfy { views.contains($0.view) } && canonical.rhs.allSatisfy { views.contains($0.view) }
    }

    /// Constraints that only name the view but belong to its place in the superview (or
    /// the window): its autoresizing frame, root's screen size and origin.
    private func isSuperviewsConstraint(_ record: ConstraintRecord, of view: String) -> Bool {
        switch record.origin {
        case .autoresizingMask(let owner): owner == view
        case .rootSize, .rootOrigin: true
        default: false
        }
    }
}

/// A solver of its own for one question, with the live variables mapped onto its own
/// and its constraint ids mapped back to the layout's.
private struct ScratchSolver {
    let solver = Solver()
    private var variables: [Variable: Variable] = [:]
    private var ids: [ConstraintID: String] = [:]
    private var order: [String] = []
    private(set) var conflicts: [Conflict] = []

    /// The scratch variable standing for a live one (made on first use).
    mutating func variable(_ live: Variable) -> Variable {
        if let known = variables[live] { return known }
        let made = solver.makeVariable()
        variables[live] = made
        return made
    }

    mutating func translated(_ constraint: Constraint) -> Constraint {
        var expression = constraint.expression
        for index in expression.terms.indices {
            expression.terms[index].variable = variable(expression.terms[index].variable)
        }
        return Constraint(expression, constraint.relation, priority: constraint.priority)
    }

    /// Adds in the layout's id order, so the one that breaks is the newest, as live.
    mutating func add(_ constraint: Constraint, id: String?) {
        do {
            let solverID = try solver.add(constraint)
            if let id {
                ids[solverID] = id
                order.append(id)
            }
        } catch {
            guard let id, case .unsatisfiable(let conflict) = error else { return }
            conflicts.append(Conflict(id: id, conflictingWith: layoutIDs(conflict)))
        }
    }

    func layoutIDs(_ solverIDs: [ConstraintID]) -> [String] {
        let named = Set(solverIDs.compactMap { ids[$0] })
        return order.filter(named.contains)
    }

    func translate(_ ambiguity: Ambiguity) -> LayoutAmbiguity {
        LayoutAmbiguity(ambiguity, ids: layoutIDs)
    }
}
