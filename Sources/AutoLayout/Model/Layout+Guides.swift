import Cassowary

/// Root's safe area and the views whose guides constraints use.
struct GuideState: Equatable {
    /// `safearea T L B R`: root's safeAreaInsets. 20 at the top is the status bar of a
    /// 375x667 iPhone in portrait; `root WxH` and `rotate` keep them.
    var rootSafeArea = Margins(top: 20, left: 0, bottom: 0, right: 0)
    /// `margins root minimum N`: root's systemMinimumLayoutMargins on the sides, instead of
    /// UIKit's rule from the screen (nil: the rule, `Layout.systemSideMargin`).
    var rootMinimumSide: Double?
    /// `margins root cells N`: UITableView's side margin for its cells, instead of UIKit's
    /// rule from the screen (nil: the rule, `Layout.cellSideMargin`).
    var cellSide: Double?
    /// `margins root cells SIDE V`: a table cell content view's margin above and below,
    /// instead of UIKit's 11 (nil); iOS 26 gives 15 (docs/UIKIT-RULES.md).
    var cellVertical: Double?
    /// `root WxH @3x`: the screen's pixels per point (UITraitCollection.displayScale), 2 for
    /// the 375x667 iPhone 8 root starts as. UIKit gives a table cell's content view 20-point
    /// side margins on a 3x screen (`cellSideMargin`).
    var displayScale = 2.0
    /// View → ids of the constraints that use its guides or margins. Only these views'
    /// insets are recomputed after a change, so the cost follows use. Removing a
    /// constraint takes its id out (`untrackGuideUse`); the layout pass also drops any id
    /// it finds gone.
    var users: [String: Set<String>] = [:]
    /// Views whose insets still moved in the last allowed pass (see `settleGuides`).
    var unsettled: [String] = []
    /// True when the last change's passes moved the insets more at each pass (they run
    /// away with the frames): the insets the change started from were put back.
    var keptInsets = false
    /// True while a layout pass runs (see `settleGuides`).
    var isSettling = false
}

/// Layout guides (`guide NAME in VIEW`), every view's safe area, margins and readable
/// content guides, and UIKit's rules for margins.
///
/// A built-in guide has no variables: each of its edges is the owning view's edge moved
/// in by an inset (`ViewRecord.expression(_:in:)`). UIKit computes those insets from
/// frames in its layout pass (a subview's safe area is its frame clipped to root's, a
/// readable width is at most 672, margins may follow the safe area or the superview), so
/// after every change `settleGuides` does the same: recompute the insets of the views in
/// use from the solved frames, edit the constants of the constraints that use them, and
/// repeat while an inset still moves.
extension Layout {
    /// How many layout passes a change may take before the insets are left as they are.
    public static let guidePasses = 8
    /// UIKit's readable content width at the default text size (Large).
    static let readableWidth = 672.0
    /// The class whose content view gets UIKit's cell margins.
    public static let cellContentViewClass = "UITableViewCellContentView"
    /// The class whose own side margins are the table's cell margin.
    public static let cellClass = "UITableViewCell"

    // MARK: user guides

    /// `guide spacer in card`: a UILayoutGuide owned by `owner`, with x, y, width and
    /// height of its own (sizes never negative, as for views).
    public func declareGuide(_ name: String, in owner: String) throws(Diagnostic) {
        try declareView(name, in: owner, frame: nil)
        views[name]?.isGuide = true
    }

    public func isGuide(_ name: String) -> Bool { views[name]?.isGuide == true }

    /// Throws unless `name` is a view (not a guide).
    func requireView(_ name: String, among names: [String]) throws(Diagnostic) {
        guard let record = views[name] else { throw LayoutMessages.unknownView(name, among: names) }
        if record.isGuide { throw LayoutMessages.guideNotView(name) }
    }

    /// A user guide has only a guide's attributes, and no guides of its own.
    func checkGuideUse(_ view: String, _ syntax: AttributeSyntax) throws(Diagnostic) {
        guard views[view]?.isGuide == true else { return }
        if syntax.item.guide != nil { throw LayoutMessages.guideNotView(view, at: syntax.item.range) }
        if !syntax.attribute.isGuideAttribute {
            throw LayoutMessages.guideAttribute(view, syntax.attribute.rawValue, at: syntax.range)
        }
    }

    // MARK: settings

    /// Root's safe-area insets (the status bar, a home indicator, bars).
    public var safeAreaInsets: Margins { guideState.rootSafeArea }

    public func setSafeArea(_ insets: Margins) throws(Diagnostic) {
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        for (side, value) in sides where !(Self.isSane(value) && value >= 0) {
            throw LayoutMessages.badSafeArea(side)
        }
        guideState.rootSafeArea = insets
        retryBroken()
    }

    /// Root's systemMinimumLayoutMargins on the sides: `side`, or nil for UIKit's rule.
    public func setRootMinimumMargins(_ side: Double?) throws(Diagnostic) {
        if let side, !(Self.isSane(side) && side >= 0) { throw LayoutMessages.badNumber("a margin") }
        guideState.rootMinimumSide = side
        retryBroken()
    }

    /// What `margins root minimum` holds (nil: UIKit's rule from root's size).
    public var rootMinimumMargins: Double? { guideState.rootMinimumSide }

    /// The side margin tables give their cells: `side`, or nil for UIKit's rule from the
    /// screen (`cellSideMargin`). iOS 8 to 13 gave 15 on a 2x screen narrower than 414
    /// points, where today's rule gives root's 16 (docs/UIKIT-RULES.md).
    public func setCellSideMargins(_ side: Double?) throws(Diagnostic) {
        if let side, !(Self.isSane(side) && side >= 0) { throw LayoutMessages.badNumber("a margin") }
        guideState.cellSide = side
        retryBroken()
    }

    /// What `margins root cells` holds (nil: UIKit's rule from the screen).
    public var cellSideMargins: Double? { guideState.cellSide }

    /// A table cell content view's margin above and below: `margin`, or nil for the 11
    /// UIKit gave before iOS 26 (`cellVerticalMargin`).
    public func setCellVerticalMargins(_ margin: Double?) throws(Diagnostic) {
        if let margin, !(Self.isSane(margin) && margin >= 0) { throw LayoutMessages.badNumber("a margin") }
        guideState.cellVertical = margin
        retryBroken()
    }

    /// What `margins root cells SIDE V` holds above and below (nil: 11).
    public var cellVerticalMargins: Double? { guideState.cellVertical }

    /// UIKit's margin above and below a table cell's content until iOS 26, which makes a
    /// default row 52 points tall, not 44, and the margins 15.
    public static let cellVerticalMargin = 11.0

    /// The screen's pixels per point: 1, 2 or 3 (`root WxH @3x`).
    public var displayScale: Double { guideState.displayScale }

    public static let displayScales: [Double] = [1, 2, 3]

    public func setDisplayScale(_ scale: Double) throws(Diagnostic) {
        guard Self.displayScales.contains(scale) else { throw LayoutMessages.badDisplayScale("@\(formatNumber(scale))x") }
        guideState.displayScale = scale
        retryBroken()
    }

    /// UIKit's side margin for a table cell's content view: 20 on a 3x screen whatever its
    /// width (UITableView's default margin follows the display scale: every cell in Interface
    /// Builder documents for the 375- to 393-point 3x iPhones has 20, where root has 16),
    /// else root's (16, or 20 on a screen 414 points or more across). docs/UIKIT-RULES.md
    /// gives the documents it is read from.
    public static func cellSideMargin(displayScale: Double, rootSide: Double) -> Double {
        displayScale >= 3 ? max(20, rootSide) : rootSide
    }

    /// UIKit's side margin for a view controller's root: 20 on a screen whose shorter side
    /// is 414 points or more (the Plus and Max iPhones, in portrait as in landscape, and
    /// iPads), else 16 (every other iPhone, in landscape too). docs/UIKIT-RULES.md gives
    /// the documents it is read from.
    public static func systemSideMargin(width: Double, height: Double) -> Double {
        min(width, height) >= 414 ? 20 : 16
    }

    /// `margins NAME default`: back to UIKit's margins for the view.
    public func resetMargins(_ view: String) throws(Diagnostic) {
        try setMarginRules(view) { $0.explicit = nil }
    }

    /// preservesSuperviewLayoutMargins.
    public func setPreservesSuperviewMargins(_ view: String, _ on: Bool) throws(Diagnostic) {
        try setMarginRules(view) { $0.preservesSuperview = on }
    }

    /// insetsLayoutMarginsFromSafeArea.
    public func setMarginsFromSafeArea(_ view: String, _ on: Bool) throws(Diagnostic) {
        try setMarginRules(view) { $0.fromSafeArea = on }
    }

    /// The view's UIKit class (nil: a plain UIView). `UITableViewCellContentView` has cell
    /// margins; UISwitch, UISlider and UISegmentedControl their alignment-rect insets
    /// (`AlignmentInsets.uiKit`); others are kept for reports and export.
    public func setViewClass(_ view: String, _ uikitClass: String?) throws(Diagnostic) {
        let old = views[view]?.marginRules.uikitClass
        let placement = views[view]?.baselinePlacement
        try setMarginRules(view) { $0.uikitClass = uikitClass }
        try followClassInsets(view, from: old, to: uikitClass)
        // A button centres its text where a label does not (TextFont.centringClasses).
        if views[view]?.baselinePlacement != placement { baselinesMoved(view) }
    }

    func setMarginRules(_ view: String, _ change: (inout MarginRules) -> Void) throws(Diagnostic) {
        try requireView(view, among: viewOrder + [Self.rootName])
        guard var record = views[view] else { return }
        change(&record.marginRules)
        views[view] = record
        retryBroken()
    }

    // MARK: reading

    /// A built-in guide's frame, in the owning view's superview coordinates as frames are.
    public func guideFrame(of view: String, _ guide: BuiltInGuide) -> Rect? {
        guard let record = views[view], !record.isGuide else { return nil }
        let frame = self.frame(of: view)
        if guide.isScrollViewGuide {
            guard isScrollView(record) else { return nil }
            guard guide == .content else { return frame }
            guard let content = contentAreaFrame(of: view) else { return nil }
            return Rect(x: roundToMicro(frame.x + content.x), y: roundToMicro(frame.y + content.y),
                        width: content.width, height: content.height)
        }
        let inset = currentGuideInsets(record)[guide]
        return Rect(x: roundToMicro(frame.x + inset.left), y: roundToMicro(frame.y + inset.top),
                    width: roundToMicro(frame.width - inset.left - inset.right),
                    height: roundToMicro(frame.height - inset.top - inset.bottom))
    }

    /// Views whose guide insets had not settled when the last change's passes ran out.
    public var unsettledGuides: [String] { guideState.unsettled }

    /// True when those insets ran away (each pass moved them further) and the insets the
    /// change started from were kept, so frames do not compound from change to change.
    public var unsettledGuidesKeptInsets: Bool { guideState.keptInsets }

    /// The insets constraints were lowered with for a view in use, else fresh ones.
    func currentGuideInsets(_ record: ViewRecord) -> GuideInsets {
        guideState.users[record.name] != nil ? record.guides : guideInsets(of: record)
    }

    // MARK: the layout pass

    /// Records that constraint `id` uses guides or margins, and brings the views it
    /// names up to date before it is lowered.
    func trackGuideUse(_ id: String, _ canonical: CanonicalConstraint) {
        for term in canonical.terms where term.usesGuideInsets {
            guard let index = views.index(forKey: term.view) else { continue }
            if guideState.users[term.view] == nil {
                let fresh = guideInsets(of: views.values[index])
                views.modifyValue(at: index) { $0.guides = fresh }
            }
            guideState.users[term.view, default: []].insert(id)
        }
    }

    /// The pseudo-id under which a stack with layoutMarginsRelativeArrangement uses its own
    /// margins (no constraint id can contain a space).
    static func stackMarginsUser(_ stack: String) -> String { "stack margins \(stack)" }

    /// A stack arranged within its margins follows them as they settle; others do not.
    func trackStackMargins(_ stack: String, relative: Bool) {
        let user = Self.stackMarginsUser(stack)
        if relative {
            guard let index = views.index(forKey: stack) else { return }
            if guideState.users[stack] == nil {
                let fresh = guideInsets(of: views.values[index])
                views.modifyValue(at: index) { $0.guides = fresh }
            }
            guideState.users[stack, default: []].insert(user)
        } else if guideState.users[stack]?.remove(user) != nil, guideState.users[stack]?.isEmpty == true {
            guideState.users[stack] = nil
        }
    }

    /// A constraint is gone: its views stop being recomputed once nothing else uses them.
    func untrackGuideUse(_ id: String, _ canonical: CanonicalConstraint) {
        for term in canonical.terms where term.usesGuideInsets {
            guideState.users[term.view]?.remove(id)
            if guideState.users[term.view]?.isEmpty == true { guideState.users[term.view] = nil }
        }
    }

    /// UIKit's layout pass: recompute the insets of every view in use from the solved
    /// frames and edit the constants of the constraints that use those that moved, until
    /// none moves. A layout whose insets chase its own frames (a stack left of root whose
    /// safe area widens it by half of what it widened it before) stops after
    /// `guidePasses` passes; then the fixed point the passes chase is tried
    /// (`reachGuideFixedPoint`) and, where one more pass there moves nothing, kept.
    /// Otherwise its views are listed in `unsettledGuides` and the frames are those of
    /// the last pass. Passes that move the insets further each time (a
    /// readable width that grows with the frame it widens: the iteration runs away, though
    /// a fixed point may exist) or drift by a steady step (`runsAway`) put back the insets the change started from instead, so a
    /// later change does not start from a frame the runaway left and compound it. The
    /// pass first measures the fill-proportionally stacks again
    /// (`remeasureProportionalStacks`), as UIKit's constraint update does.
    func settleGuides() {
        // A stack rebuilt by a pass re-tries broken constraints, which would start a pass
        // inside this one; the outer pass goes on until nothing moves.
        guard !guideState.isSettling else { return }
        rebasePendingAutoresizing()
        guideState.isSettling = true
        defer { guideState.isSettling = false }
        remeasureProportionalStacks()
        guideState.unsettled = []
        guideState.keptInsets = false
        guard !guideState.users.isEmpty else { return }
        var started: [String: GuideInsets] = [:]
        for name in guideState.users.keys {
            if let index = views.index(forKey: name) { started[name] = views.values[index].guides }
        }
        var firstStep: Double?
        var lastStep = 0.0
        var lastPass: [String: GuideReading] = [:]
        for pass in 0..<Self.guidePasses {
            var moved: [String] = []
            var step = 0.0
            // Insets follow the frames the layout shows: the settled ones (a pass's edits
            // drop the settlement), not whichever vertex the history left.
            settleSolution()
            let context = guideContext()
            // The last pass is read exactly too, for the fixed-point search below: only a
            // layout that has not settled by then pays for it.
            if pass == Self.guidePasses - 1 { lastPass = exactGuideReadings() }
            for (name, _) in guideState.users {
                // Read in place: this runs for every view in use after every change.
                guard let index = views.index(forKey: name) else {
                    guideState.users[name] = nil
                    continue
                }
                let fresh = guideInsets(of: views.values[index], context)
                if fresh != views.values[index].guides {
                    step = max(step, fresh.distance(to: views.values[index].guides))
                    views.modifyValue(at: index) { $0.guides = fresh }
                    moved.append(name)
                }
            }
            guard !moved.isEmpty else { return }
            if firstStep == nil { firstStep = step }
            lastStep = step
            relowerGuideUsers(moved)
            reinstallBroken()
        }
        // Out of passes: the chase may still have a fixed point the passes only approach
        // (or circle, or leave); found and checked by one more pass, it settles the change.
        if reachGuideFixedPoint(from: lastPass, exactGuideReadings()) { return }
        if let firstStep, runsAway(firstStep: firstStep, lastStep: lastStep, from: started) {
            // Running away: back to the insets the change started from.
            var restored: [String] = []
            for (name, insets) in started {
                guard let index = views.index(forKey: name), views.values[index].guides != insets else { continue }
                views.modifyValue(at: index) { $0.guides = insets }
                restored.append(name)
            }
            relowerGuideUsers(restored)
            reinstallBroken()
            guideState.keptInsets = true
        }
        // Out of passes: the views whose insets the last pass still moved are unsettled.
        settleSolution()
        let context = guideContext()
        guideState.unsettled = guideState.users.keys.filter { name in
            views[name].map { guideInsets(of: $0, context) != $0.guides } ?? false
        }.sorted()
    }

    /// Passes out of tries that run away: each moved the insets further (the step grew),
    /// or they drift, still moving at more than half the first pass's step and by now
    /// further from where they started than two such steps (a stack arranged in its
    /// margins that reaches into the safe area below: its bottom margin grows with the
    /// stack, the stack with its margin). A chase that flips between two insets stays
    /// near where it started and is not running away.
    private func runsAway(firstStep: Double, lastStep: Double, from started: [String: GuideInsets]) -> Bool {
        if lastStep > 2 * firstStep { return true }
        guard lastStep > firstStep / 2 else { return false }
        var moved = 0.0
        for (name, insets) in started {
            if let record = views[name] { moved = max(moved, record.guides.distance(to: insets)) }
        }
        return moved > 2 * firstStep
    }

    /// Re-lowers, in id order, the constraints that use the guides of `names`. An id in
    /// `users` was put there for a term on that view's guides or margins, and a
    /// constraint's terms never change, so only ids of removed constraints need dropping.
    /// Records are read in place (`records.values[index]`): copying each out of the table
    /// was most of the cost with a thousand users.
    func relowerGuideUsers(_ names: [String]) {
        var work: [(serial: Int, index: Dictionary<String, ConstraintRecord>.Index)] = []
        var restackedByGuides: [String] = []
        var seen = Set<String>()
        for name in names {
            guard let ids = guideState.users[name] else { continue }
            var stale: [String] = []
            for id in ids where names.count == 1 || seen.insert(id).inserted {
                if id == Self.stackMarginsUser(name) {
                    // A margins-relative stack reads its own margins: it is rebuilt, not re-lowered.
                    restackedByGuides.append(name)
                    continue
                }
                guard let index = records.index(forKey: id) else {
                    stale.append(id)
                    continue
                }
                work.append((records.values[index].serial, index))
            }
            if !stale.isEmpty {
                guideState.users[name]?.subtract(stale)
                if guideState.users[name]?.isEmpty == true { guideState.users[name] = nil }
            }
        }
        for name in restackedByGuides { _ = restack(name) }
        work.sort { $0.serial < $1.serial }
        // Ids, not indices, from here: breaking or re-adding a constraint writes its record.
        let ids = work.map { records.keys[$0.index] }
        for id in ids {
            guard let index = records.index(forKey: id), let canonical = records.values[index].canonical,
                  let lowered = lower(canonical, priority: records.values[index].priority) else { continue }
            replaceLowered(id, with: lowered)
        }
    }

    // MARK: UIKit's rules

    /// What every view's insets are computed from: root's frame and safe area, and
    /// UIKit's side margin for its width; read once per layout pass.
    struct GuideContext {
        var root: Rect
        var rootInsets: Margins
        /// systemMinimumLayoutMargins' sides (`systemSideMargin`, or `margins root minimum`).
        var side: Double
        /// A table cell's and its content view's sides (`cellSideMargin`, or `margins root cells`).
        var cellSide: Double
        /// A table cell content view's margin above and below (`cellVerticalMargin`, or
        /// `margins root cells SIDE V`).
        var cellVertical = Layout.cellVerticalMargin
        /// Insets unrounded, from the solver's values as they are: the fixed-point search
        /// (`Layout+GuideFixedPoint.swift`) reads the layout pass as the exact map it is,
        /// where frames' rounding would hide the last steps of a converging chase.
        var exact = false

        /// A value as insets keep it: on the frames' grid, unless `exact`.
        func snap(_ value: Double) -> Double { exact ? value : roundToMicro(value) }
    }

    func guideContext() -> GuideContext {
        let root = absoluteFrame(rootRecord)
        let side = guideState.rootMinimumSide ?? Self.systemSideMargin(width: root.width, height: root.height)
        return GuideContext(root: root, rootInsets: guideState.rootSafeArea, side: side,
                            cellSide: guideState.cellSide ?? Self.cellSideMargin(displayScale: guideState.displayScale, rootSide: side),
                            cellVertical: guideState.cellVertical ?? Self.cellVerticalMargin)
    }

    /// The three guides' insets from the current solution, settled: a view that starts
    /// using its guides (or is read while no constraint uses them) takes insets from the
    /// frame the layout shows, not from whichever vertex the history left (a replay with
    /// no report between lines read another and settled elsewhere).
    func guideInsets(of record: ViewRecord) -> GuideInsets {
        settleSolution()
        return guideInsets(of: record, guideContext())
    }

    func guideInsets(of record: ViewRecord, _ context: GuideContext) -> GuideInsets {
        guard !record.isGuide else { return GuideInsets() }
        let frame = absoluteFrame(record, context)
        let safe = safeAreaInsets(of: record, frame: frame, context)
        let margins = effectiveMargins(of: record, frame: frame, safe: safe, context)
        return GuideInsets(safeArea: safe, margins: margins,
                           readableContent: readableInsets(width: frame.width, margins: margins, context))
    }

    /// The frame in root's coordinates, rounded as frames are (so float noise in the
    /// solution never counts as an inset that moved), or exact where the context reads
    /// the layout pass exactly (`GuideContext.exact`).
    private func absoluteFrame(_ record: ViewRecord, _ context: GuideContext? = nil) -> Rect {
        let exact = context?.exact ?? false
        func read(_ variable: Variable) -> Double { exact ? solver.value(variable) : roundToMicro(solver.value(variable)) }
        return Rect(x: read(record.left), y: read(record.top), width: read(record.width), height: read(record.height))
    }

    /// Root's are the `safearea` setting; any other view's are the parts of its frame
    /// outside root's safe area (its frame clipped to root's safe area), each at most
    /// the view's size. Inside a scroll view the top and bottom are 0: the scroll view
    /// takes them into its content inset (`contentInsetAdjustmentBehavior`'s default)
    /// and passes its content none of them.
    private func safeAreaInsets(of record: ViewRecord, frame: Rect, _ context: GuideContext) -> Margins {
        let rootInsets = context.rootInsets
        guard record.superview != nil else { return rootInsets }
        let root = context.root
        let safe = (minX: root.x + rootInsets.left, maxX: root.x + root.width - rootInsets.right,
                    minY: root.y + rootInsets.top, maxY: root.y + root.height - rootInsets.bottom)
        func clip(_ value: Double, _ size: Double) -> Double { context.snap(min(max(value, 0), max(size, 0))) }
        let scrolled = isInScrollView(record)
        return Margins(top: scrolled ? 0 : clip(safe.minY - frame.y, frame.height),
                       left: clip(safe.minX - frame.x, frame.width),
                       bottom: scrolled ? 0 : clip(frame.y + frame.height - safe.maxY, frame.height),
                       right: clip(frame.x + frame.width - safe.maxX, frame.width))
    }

    /// UIScrollView and its subclasses in UIKit: they adjust their content inset for the
    /// safe area above and below.
    public static let scrollViewClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    /// True when a superview of `record` up the tree (not the view itself) is a scroll view.
    private func isInScrollView(_ record: ViewRecord) -> Bool {
        var parent = record.superview
        while let name = parent, let ancestor = views[name] {
            if isScrollView(ancestor) { return true }
            parent = ancestor.superview
        }
        return false
    }

    /// A cell of a table (a UITableViewCell over a scroll view's content): the table gives
    /// it its side margins but none above or below, wherever the cell lies in the content
    /// (docs/UIKIT-RULES.md, "A table gives its cells nothing of its margins above and below").
    func isTableCell(_ record: ViewRecord, in parent: ViewRecord) -> Bool {
        record.marginRules.uikitClass == Self.cellClass && isScrollView(parent)
    }

    func isScrollView(_ record: ViewRecord) -> Bool {
        record.marginRules.uikitClass.map(Self.scrollViewClasses.contains) ?? false
    }

    /// directionalLayoutMargins before the safe area and the superview are applied.
    private func baseMargins(of record: ViewRecord, _ context: GuideContext) -> Margins {
        let side = context.side
        if record.superview == nil {
            // A view controller's root view: systemMinimumLayoutMargins (0 top and bottom,
            // 16 or 20 on the sides), which explicit margins can raise but not lower
            // (viewRespectsSystemMinimumLayoutMargins is on).
            let minimum = Margins(top: 0, left: side, bottom: 0, right: side)
            guard let explicit = record.marginRules.explicit else { return minimum }
            return Margins(top: max(explicit.top, minimum.top), left: max(explicit.left, minimum.left),
                           bottom: max(explicit.bottom, minimum.bottom), right: max(explicit.right, minimum.right))
        }
        if let explicit = record.marginRules.explicit { return explicit }
        // UIStackView's layoutMargins are 0 until set (a stack is a layout container, not
        // content: UIKit gives it none of UIView's 8).
        if stacks[record.name] != nil { return .zero }
        if record.marginRules.uikitClass == Self.cellContentViewClass {
            // UITableView's default margin on the sides (root's, or 20 on a 3x screen); the
            // content view adds 11 above and below (15 from iOS 26).
            let vertical = context.cellVertical
            return accessoryMargins(of: record, Margins(top: vertical, left: context.cellSide, bottom: vertical, right: context.cellSide))
        }
        if record.marginRules.uikitClass == Self.cellClass {
            // The cell itself has the table's side margin too: a content view that
            // preserves its superview's margins takes it even where its own are smaller
            // (iOS 10's 8).
            return Margins(top: Margins.standard.top, left: context.cellSide,
                           bottom: Margins.standard.bottom, right: context.cellSide)
        }
        return .standard
    }

    /// A cell's accessory (a disclosure indicator, a checkmark) sits in the cell's side
    /// margin, and its content view stops where the accessory starts: on that side the
    /// content view's margin is 8, not the cell's (docs/UIKIT-RULES.md).
    private func accessoryMargins(of record: ViewRecord, _ margins: Margins) -> Margins {
        guard let cell = record.superview.flatMap({ views[$0] }) else { return margins }
        let frame = absoluteFrame(record), cellFrame = absoluteFrame(cell)
        var margins = margins
        if frame.x > cellFrame.x + Self.accessoryTolerance { margins.left = Margins.standard.left }
        if frame.x + frame.width < cellFrame.x + cellFrame.width - Self.accessoryTolerance {
            margins.right = Margins.standard.right
        }
        return margins
    }

    /// How much narrower than its cell a content view must be to leave room for an accessory:
    /// more than frames' rounding, less than any accessory.
    static let accessoryTolerance = 1.0

    /// layoutMargins as UIKit reports them: the base margins measured from the safe area
    /// where the view's safe area is inset (insetsLayoutMarginsFromSafeArea), then, with
    /// preservesSuperviewLayoutMargins, grown to at least the part of the superview's
    /// margins the view overlaps.
    private func effectiveMargins(of record: ViewRecord, frame: Rect, safe: Margins,
                                  _ context: GuideContext) -> Margins {
        var margins = baseMargins(of: record, context)
        if record.marginRules.fromSafeArea {
            margins = Margins(top: margins.top + safe.top, left: margins.left + safe.left,
                              bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if record.marginRules.preservesSuperview, let parent = record.superview.flatMap({ views[$0] }) {
            var parentFrame = absoluteFrame(parent, context)
            let parentSafe = safeAreaInsets(of: parent, frame: parentFrame, context)
            let parentMargins = effectiveMargins(of: parent, frame: parentFrame, safe: parentSafe, context)
            // A scroll view's content (a table's cells) is laid out from the top of its
            // content, which the content inset UIKit adds keeps below the safe area: over
            // the content, the scroll view's margins sit that much higher.
            if isScrollView(parent) { parentFrame.y -= parentSafe.top }
            margins.left = max(margins.left, parentFrame.x + parentMargins.left - frame.x)
            margins.right = max(margins.right, frame.x + frame.width - (parentFrame.x + parentFrame.width - parentMargins.right))
            if !isTableCell(record, in: parent) {
                margins.top = max(margins.top, parentFrame.y + parentMargins.top - frame.y)
                margins.bottom = max(margins.bottom, frame.y + frame.height - (parentFrame.y + parentFrame.height - parentMargins.bottom))
            }
        }
        return Margins(top: context.snap(margins.top), left: context.snap(margins.left),
                       bottom: context.snap(margins.bottom), right: context.snap(margins.right))
    }

    /// readableContentGuide: the margins guide, narrowed to at most 672 points and
    /// centred in it.
    private func readableInsets(width: Double, margins: Margins, _ context: GuideContext) -> Margins {
        let inner = width - margins.left - margins.right
        guard inner > Self.readableWidth else { return margins }
        let extra = context.snap((inner - Self.readableWidth) / 2)
        return Margins(top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
    }
}
