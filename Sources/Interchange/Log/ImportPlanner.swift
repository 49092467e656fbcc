import AutoLayout
import Messages

/// Turns a parsed log into an `ImportPlan`: readable names, the view hierarchy as far as
/// the log reveals it, and one formula per constraint.
struct ImportPlanner {
    let log: ParsedLog
    private var naming: ImportNaming
    /// item key → the item key of its superview, as the log reveals it.
    private var parents: [String: String] = [:]
    private var names: [String: String] = [:]
    /// Owner name → its margins guide's name (see `marginTarget`).
    private var marginsGuides: [String: String] = [:]
    /// A scroll view's content or frame layout guide (its item key) → the scroll view's item
    /// and which guide it is (see `ScrollGuides`).
    private var scrollGuides: [String: (owner: LogItem, guide: BuiltInGuide)] = [:]
    private var scrollOwners: Set<String> = []
    /// What the session already has from the same run (see `ImportJoin`).
    private let join: ImportJoin
    /// Joined views (and their ancestors) a scratch replay declares.
    private var joinedSteps: Set<String> = []
    private var stoppedTranslating: [String] = []
    private(set) var plan = ImportPlan()
    private(set) var report = ImportReport()

    /// Inferred guide constraints sit just below the highest optional priority: a guess
    /// must never outrank or take part in what the log itself says.
    static let inferredPriority = 998.0

    init(log: ParsedLog, takenViewNames: [String], takenIDs: [String], join: ImportJoin = ImportJoin()) {
        self.log = log
        self.join = join
        naming = ImportNaming(taken: Set(takenViewNames + takenIDs + [Layout.rootName]))
    }

    mutating func build() {
        readHierarchy()
        scrollGuides = ScrollGuides.owners(in: log.items, constraints: log.constraints)
        placeContentInScrollViews()
        declareViews()
        findMarginsGuides()
        inferGuideConstraints()
        for constraint in orderedConstraints() { add(constraint) }
        report.problems = log.problems
        noteJoins()
    }

    // MARK: hierarchy

    /// `'|'` names first, then UIStackView canvas connections, then `x == superview.xMargin`.
    private mutating func readHierarchy() {
        for constraint in log.constraints {
            guard let edge = constraint.superview,
                  constraint.isVisualFormat || constraint.second?.item == edge else { continue }
            for item in constraint.items where item != edge { setParent(item.key, edge.key) }
        }
        for constraint in log.constraints where constraint.identifier == "UISV-canvas-connection" {
            if let canvas = constraint.first.item, let arranged = constraint.second?.item,
               canvas.className.hasSuffix("StackView") {
                setParent(arranged.key, canvas.key)
            }
        }
        for constraint in log.constraints {
            guard let second = constraint.second, let a = constraint.first.item, let b = second.item else { continue }
            // `minX == 0.5*UIView.width - 25`: an autoresizing origin relates to its superview.
            if constraint.measuresFromOrigin, second.attribute.isSize { setParent(a.key, b.key) }
            if second.attribute.isMargin, !constraint.first.attribute.isMargin { setParent(a.key, b.key) }
            if constraint.first.attribute.isMargin, !second.attribute.isMargin { setParent(b.key, a.key) }
            // An autoresizing constraint relates a view to its superview only.
            if case .autoresizing = constraint.kind { setParent(a.key, b.key) }
        }
        shareSiblingSuperviews()
    }

    /// `H:[A]-(8)-[B]`: a VFL spacing joins siblings, so a view whose superview the log
    /// does not name sits where the other one does. Repeated until nothing changes, so
    /// a chain `[A]-[B]-[C]` spreads it along.
    private mutating func shareSiblingSuperviews() {
        var changed = true
        while changed {
            changed = false
            for constraint in log.constraints where constraint.isVisualFormat {
                guard let a = constraint.first.item, let b = constraint.second?.item,
                      a != constraint.superview, b != constraint.superview, a.key != b.key else { continue }
                for (child, sibling) in [(a.key, b.key), (b.key, a.key)] where parents[child] == nil {
                    guard let parent = parents[sibling], parent != child else { continue }
                    setParent(child, parent)
                    changed = changed || parents[child] != nil
                }
            }
        }
    }

    /// A view constrained to a scroll view's content guide is the scroll view's content
    /// (UIKit relates a view only to guides of views it shares an ancestor with, and the
    /// content guide is there for what scrolls), so where the log says no more it sits in
    /// the scroll view, and the scroll view's edges are its content area's for it too.
    private mutating func placeContentInScrollViews() {
        for constraint in log.constraints {
            let items = constraint.items
            for guide in items {
                guard let (owner, kind) = scrollGuides[guide.key], kind == .content else { continue }
                for item in items where item != guide && item != owner && scrollGuides[item.key] == nil {
                    setParent(item.key, owner.key)
                }
            }
        }
    }

    private mutating func setParent(_ child: String, _ parent: String) {
        guard child != parent, parents[child] == nil else { return }
        var ancestor: String? = parent
        var steps = 0
        while let current = ancestor, steps <= parents.count {
            if current == child { return }
            ancestor = parents[current]
            steps += 1
        }
        parents[child] = parent
    }

    /// Whether a constraint of the log relates one of `item`'s margins.
    private func usesMargins(_ item: LogItem) -> Bool {
        log.constraints.contains { constraint in
            [constraint.first, constraint.second].contains { anchor in
                anchor?.item == item && anchor?.attribute.isMargin == true
            }
        }
    }

    private mutating func declareViews() {
        var orphans: [String] = []
        for item in log.items { declare(item, orphans: &orphans) }
        if !orphans.isEmpty {
            report.noteMessages.append(Message(.logOrphans, [.text(Self.list(orphans)), .count(orphans.count)]))
        }
        // Without addresses two views of one class cannot be told apart: say what was assumed.
        let unaddressed = log.items.filter(\.unaddressed).map(\.className)
        if !unaddressed.isEmpty {
            report.noteMessages.append(Message(.logUnaddressedViews, [.text(Self.list(unaddressed)), .count(unaddressed.count)]))
        }
    }

    private mutating func declare(_ item: LogItem, orphans: inout [String]) {
        guard names[item.key] == nil else { return }
        if let (owner, guide) = scrollGuides[item.key] {
            declareScrollGuide(item, of: owner, guide, orphans: &orphans)
            return
        }
        if let existing = join.view(item) {
            declareJoined(existing, item: item)
            return
        }
        var superview = Layout.rootName
        if let parentKey = parents[item.key], let parent = log.items.first(where: { $0.key == parentKey }) {
            declare(parent, orphans: &orphans)
            superview = names[parentKey] ?? Layout.rootName
        }
        let name = naming.viewName(for: item)
        names[item.key] = name
        if parents[item.key] == nil { orphans.append(name) }
        plan.steps.append(.view(name: name, superview: superview, ref: item.address))
        if parents[item.key] == nil, item.className == Layout.cellContentViewClass, usesMargins(item) {
            plan.steps.append(.marginsFromOwnEdges(name))
            report.noteMessages.append(Message(.logCellContentMargins, name))
        }
        report.views.append(ImportReport.View(name: name, item: item, superview: superview,
                                              superviewFromLog: parents[item.key] != nil))
    }

    /// A scroll view's guide is the scroll view's content area (or frame) in alsh, not a
    /// view: its owner is declared, made a scroll view, and the guide named through it.
    private mutating func declareScrollGuide(_ item: LogItem, of owner: LogItem, _ guide: BuiltInGuide,
                                             orphans: inout [String]) {
        declare(owner, orphans: &orphans)
        guard let ownerName = names[owner.key] else { return }
        names[item.key] = "\(ownerName).\(guide.rawValue)"
        if scrollOwners.insert(ownerName).inserted {
            plan.steps.append(.scrollView(ownerName, ScrollGuides.scrollViewClass(logClass: owner.className) ?? "UIScrollView"))
        }
        report.noteMessages.append(Message(guide == .content ? .logScrollContentGuide : .logScrollFrameGuide,
                                           item.text, ownerName, names[item.key]!))
    }

    // MARK: joining what the session has

    /// A view an earlier paste of the run named keeps its name and superview (a dump
    /// knows the tree; the log only guesses it); a scratch replay declares it with its
    /// ancestors. Laid out by the log's constraints, it stops translating a frame a
    /// description gave it, so the order of the pastes does not change the picture.
    private mutating func declareJoined(_ name: String, item: LogItem) {
        names[item.key] = name
        let superview = join.superviews[name] ?? Layout.rootName
        for view in ([name] + join.ancestors(of: name)).reversed()
            where view != Layout.rootName && joinedSteps.insert(view).inserted {
            plan.steps.append(.joined(name: view, superview: join.superviews[view] ?? Layout.rootName))
        }
        if join.translating.contains(name) {
            plan.steps.append(.stopTranslating(name))
            stoppedTranslating.append(name)
        }
        report.views.append(ImportReport.View(name: name, item: item, superview: superview,
                                              superviewFromLog: name != Layout.rootName, joined: true))
    }

    private mutating func noteJoins() {
        if !report.joinedConstraints.isEmpty {
            let ids = report.joinedConstraints.map(\.id)
            report.noteMessages.append(Message(.logConstraintsJoined, [.count(ids.count), .text(Self.list(ids))]))
        }
        if !stoppedTranslating.isEmpty {
            report.noteMessages.append(Message(.logJoinedStopTranslating, [.text(Self.list(stoppedTranslating)),
                                                                           .count(stoppedTranslating.count)]))
        }
    }

    // MARK: layout guides

    /// A safe-area or margins guide whose edges the log does not pin to its owner gets the
    /// edges UIKit gives it (insets 0 for the safe area, 8 for margins), at priority 998.
    private mutating func inferGuideConstraints() {
        for view in report.views where view.item.isLayoutGuide && !view.joined {
            let inset: Double
            switch view.item.title {
            case "UIViewSafeAreaLayoutGuide": inset = 0
            case "UIViewLayoutMarginsGuide": inset = 8
            default:
                report.noteMessages.append(Message(.logUnknownGuide, view.name, view.item.text, view.superview))
                continue
            }
            let owner = view.superview
            let missing = [Attribute.leading, .top, .trailing, .bottom].filter { !logPins(view.item, $0) }
            guard !missing.isEmpty else { continue }
            for edge in missing { addInferred(view.name, edge, owner: owner, inset: inset) }
            report.noteMessages.append(Message(.logGuideInferred, view.name, view.item.text, missing.map(\.rawValue).joined(separator: ", "),
                                               owner, formatNumber(inset), formatNumber(Self.inferredPriority)))
        }
    }

    /// True when some log constraint ties the guide's `edge` to the guide's superview.
    private func logPins(_ guide: LogItem, _ edge: Attribute) -> Bool {
        let parent = parents[guide.key]
        let equivalents: [Attribute] = switch edge {
        case .leading: [.leading, .left]
        case .trailing: [.trailing, .right]
        default: [edge]
        }
        return log.constraints.contains { constraint in
            guard let second = constraint.second else { return false }
            let pairs = [(constraint.first, second), (second, constraint.first)]
            return pairs.contains { mine, other in
                mine.item == guide && equivalents.contains(mine.attribute)
                    && (other.item == nil || other.item?.key == parent)
            }
        }
    }

    private mutating func addInferred(_ guide: String, _ edge: Attribute, owner: String, inset: Double) {
        let sign = edge == .trailing || edge == .bottom ? " - " : " + "
        let formula = "\(guide).\(edge.rawValue) == \(owner).\(edge.rawValue)" + (inset == 0 ? "" : sign + formatNumber(inset))
        let label = naming.claim("\(guide)_inferred_\(edge.rawValue)")
        let step = ImportPlan.ConstraintStep(label: label, formula: formula, priority: Self.inferredPriority,
                                             isActive: true, line: 0, key: nil)
        plan.steps.append(.constraint(step))
        report.constraints.append(ImportReport.Constraint(ids: [label], key: nil, line: 0,
                                                          logText: "inferred: the log does not say where '\(guide)' sits in '\(owner)'",
                                                          formula: step.text))
    }

    // MARK: constraints

    /// Log order, except that the constraints Apple broke go last, so that alsh (which
    /// refuses the latest constraint that cannot hold) breaks the same one when it can.
    private func orderedConstraints() -> [LogConstraint] {
        let broken = Set(log.blocks.compactMap(\.brokenKey))
        return log.constraints.filter { !broken.contains($0.key) } + log.constraints.filter { broken.contains($0.key) }
    }

    private mutating func add(_ constraint: LogConstraint) {
        if let existing = join.constraint(constraint) {
            report.joinedConstraints.append((key: constraint.key, id: existing))
            return
        }
        if case .contentSize(let hugging, let resistance) = constraint.kind {
            addContentSize(constraint, hugging: hugging, resistance: resistance)
            return
        }
        if bindContentOrigin(constraint) { return }
        guard let firstName = name(of: constraint.first, other: constraint.second?.item) else { return }
        var formula = "\(marginTarget(firstName, constraint.first.attribute)) \(constraint.relation.symbol) "
        if let second = constraint.second {
            guard let secondName = name(of: second, other: constraint.first.item) else { return }
            if constraint.measuresFromOrigin, second.attribute.isSize {
                // `minX == m*super.width + c` is in the superview's coordinates, alsh's left
                // in root's: m*width + left, written with locations only (Apple relates no
                // location to a size) as m*right + (1 - m)*left.
                let (near, far) = second.attribute == .width ? ("left", "right") : ("top", "bottom")
                formula += Self.term(constraint.multiplier, "\(secondName).\(far)")
                let rest = 1 - constraint.multiplier
                if abs(rest) > 1e-12 {
                    formula += (rest < 0 ? " - " : " + ") + Self.term(abs(rest), "\(secondName).\(near)")
                }
            } else {
                formula += Self.term(constraint.multiplier, marginTarget(secondName, second.attribute))
            }
            if constraint.constant != 0 {
                formula += (constraint.constant < 0 ? " - " : " + ") + formatNumber(abs(constraint.constant))
            }
        } else {
            formula += formatNumber(constraint.constant)
        }
        let label = naming.constraintLabel(identifier: constraint.identifier,
                                           fallback: fallbackLabel(constraint, firstName))
        let step = ImportPlan.ConstraintStep(label: label, formula: formula, priority: constraint.priority,
                                             isActive: constraint.isActive, line: constraint.line, key: constraint.key,
                                             ref: constraint.address)
        plan.steps.append(.constraint(step))
        report.constraints.append(ImportReport.Constraint(ids: [label], key: constraint.key, line: constraint.line,
                                                          logText: constraint.text, formula: step.text))
    }

    /// UIKit's 'UIScrollView-contentLayoutGuide-minX'/'-minY' is the rule alsh makes itself
    /// once a constraint uses the content area (`content:scroll.top`): the log's line is
    /// that rule, not a constraint to add beside it, so a conflict names it once, by its line.
    /// False, and the line is read as any other, when nothing else in the log uses the guide.
    private mutating func bindContentOrigin(_ constraint: LogConstraint) -> Bool {
        guard ScrollGuides.isContentOrigin(constraint), let guide = constraint.first.item,
              let owner = scrollGuides[guide.key]?.owner, let ownerName = names[owner.key],
              constraint.superview == owner, constraint.relation == .equal, constraint.multiplier == 1,
              constraint.constant == 0, constraint.priority == 1000, constraint.isActive,
              log.constraints.contains(where: { $0.key != constraint.key && $0.items.contains(guide) }) else { return false }
        let horizontal = [.left, .leading].contains(constraint.first.attribute)
        let id = Layout.contentOriginID(ownerName, horizontal ? .horizontal : .vertical)
        let edge = horizontal ? "left" : "top"
        report.constraints.append(ImportReport.Constraint(ids: [id], key: constraint.key, line: constraint.line,
                                                          logText: constraint.text,
                                                          formula: "\(id): \(ownerName).content.\(edge) == \(ownerName).\(edge)"))
        return true
    }

    private static func term(_ multiplier: Double, _ attribute: String) -> String {
        multiplier == 1 ? attribute : "\(formatNumber(multiplier)) * \(attribute)"
    }

    /// `label_title_width`; autoresizing ones say so and keep the log's attribute name
    /// (`view_1_autoresizing_minX`).
    private func fallbackLabel(_ constraint: LogConstraint, _ item: String) -> String {
        // `scroll_view_1.content` (a scroll view's guide) names its label with `_`.
        let firstName = String(item.map { $0 == "." ? "_" : $0 })
        let attribute = constraint.first.attribute.rawValue
        guard case .autoresizing = constraint.kind else {
            return constraint.className.hasPrefix("_UITemporaryLayout")
                ? "\(firstName)_temporary_\(attribute)" : "\(firstName)_\(attribute)"
        }
        let logName = constraint.firstAttributeName
        return "\(firstName)_autoresizing_\(logName.isEmpty ? attribute : logName)"
    }

    private mutating func addContentSize(_ constraint: LogConstraint, hugging: Double, resistance: Double) {
        guard constraint.first.attribute.isSize, constraint.second == nil,
              let view = constraint.first.item.flatMap({ names[$0.key] }) else {
            report.problems.append(LogProblem(line: constraint.line, sentence: Message(.logContentSizeShape)))
            return
        }
        let axis: Axis = constraint.first.attribute == .width ? .horizontal : .vertical
        let step = ImportPlan.ContentStep(view: view, axis: axis, size: constraint.constant, hugging: hugging,
                                          resistance: resistance, line: constraint.line, key: constraint.key)
        plan.steps.append(.content(step))
        let ids = Layout.contentIDs(view, axis)
        let attribute = axis == .horizontal ? "width" : "height"
        report.constraints.append(ImportReport.Constraint(
            ids: [ids.hug, ids.resist], key: constraint.key, line: constraint.line, logText: constraint.text,
            formula: "intrinsic \(attribute) \(formatNumber(constraint.constant)) (hug \(formatNumber(hugging)), resist \(formatNumber(resistance)))"))
    }

    /// `view.attribute`, except that a margin attribute of a view whose margins guide the
    /// log shows is the guide's edge: UIKit makes `topMargin` and the rest out of the
    /// guide once it exists, so the guide's own constraints (`UIView-topMargin-guide-
    /// constraint` …) take part in any conflict through it, as Apple's list shows.
    private func marginTarget(_ view: String, _ attribute: Attribute) -> String {
        guard let guide = marginsGuides[view], let plain = attribute.marginGuideEdge else {
            return "\(view).\(attribute.rawValue)"
        }
        return "\(guide).\(plain.rawValue)"
    }

    /// Owner name → the name of its `UIViewLayoutMarginsGuide`, when the log places one.
    private mutating func findMarginsGuides() {
        for view in report.views where view.item.title == "UIViewLayoutMarginsGuide" && view.superviewFromLog {
            marginsGuides[view.superview] = marginsGuides[view.superview] ?? view.name
        }
    }

    /// The alsh name of an anchor's item; a nil item is the superview of `other`.
    private func name(of anchor: LogAnchor, other: LogItem?) -> String? {
        if let item = anchor.item { return names[item.key] }
        if let other, let joined = join.view(other) { return join.superviews[joined] ?? Layout.rootName }
        guard let other, let parent = parents[other.key] else { return Layout.rootName }
        return names[parent]
    }

    static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
