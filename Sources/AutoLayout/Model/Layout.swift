import Cassowary

/// The live Auto Layout model: a view hierarchy, its constraints, and the solver that
/// holds them. Every mutating call either happens whole or throws a `Diagnostic` and
/// changes nothing. Conflicts are not errors: a required constraint the solver refuses is
/// kept, marked broken, and reported by `analyze()`.
public final class Layout {
    public static let rootName = ParseContext.rootName

    let solver = Solver()
    package internal(set) var views = UndoableTable<ViewRecord>()
    /// Declaration order, without root.
    package var viewOrder: [String] { viewList.elements }
    var viewList = UndoableList<String>()
    package internal(set) var records = UndoableTable<ConstraintRecord>()
    /// Ids in creation order (user and layout-made).
    package internal(set) var recordOrder = UndoableList<String>()
    package internal(set) var groups = UndoableTable<GroupRecord>()
    package internal(set) var groupOrder = UndoableList<String>()
    var bySolverID = SolverIDTable()
    /// Ids of broken constraints, so re-trying them does not scan every constraint.
    var brokenIDs: Set<String> = []
    var nextSerial = 0
    /// The largest `cN` / `gN` ever taken: never lowered, so no id is given twice.
    var idHighWater: [Character: Int] = [:]
    public internal(set) var metrics: [String: Double] = [:]
    /// Live stack views (Layout+Stack.swift): by name, in creation order; hidden views.
    var stacks = UndoableTable<StackRecord>()
    var stackOrder = UndoableList<String>()
    var hiddenViews: Set<String> = []
    /// Views whose mask constraints wait for their superview's size (Layout+Autoresizing.swift).
    var pendingAutoresizing: Set<String> = []
    /// What the last `removeView` did to the stacks that arranged a removed view.
    public internal(set) var stackChangesOfLastRemoval: [StackChange] = []
    /// Which edge leading is (`setDirection`); left-to-right at first.
    public internal(set) var direction = LayoutDirection.leftToRight
    /// Root's safe area and which views' guides constraints use (Layout+Guides.swift).
    var guideState = GuideState()
    /// While `trace on` records a change's pivots (Layout+Tableau.swift).
    var pivotLog: PivotLog?
    /// Constraint keys already checked for repeats (Layout+Warnings.swift).
    var warningIndex = WarningIndex()
    /// The analysis kept up to date for the shell's reports (`trackedAnalysis()`).
    var tracker: AnalysisTracker?
    /// While a change is recorded for undo: the scalars from before it (Layout+Undo.swift).
    var recordedScalars: LayoutScalars?
    /// The views in the order the solver settles what they leave open (Layout+Settle.swift);
    /// nil when it must be made again (a view removed, or an undo).
    var settleOrderCache: SettleOrder?
    /// At least every view some constraint names by a baseline (Layout+Baselines.swift);
    /// nil when it must be read again (an undo).
    var viewsNamedByBaselineCache: Set<String>?

    /// A layout with only `root`, 375x667 (an iPhone 8 in portrait).
    public init() {
        // Unowned: the layout owns the solver, which never outlives it.
        solver.conflictRank = { [unowned self] id in conflictRank(of: id) }
        let root = makeViewRecord(Self.rootName, superview: nil)
        views[Self.rootName] = root
        addSystem(id: "root:left", origin: .rootOrigin(.horizontal), axis: .horizontal, text: "root.left == 0",
                  views: [Self.rootName], Constraint(Expression(root.left), .equal))
        addSystem(id: "root:top", origin: .rootOrigin(.vertical), axis: .vertical, text: "root.top == 0",
                  views: [Self.rootName], Constraint(Expression(root.top), .equal))
        addSystem(id: Self.rootSizeID(.horizontal), origin: .rootSize(.horizontal), axis: .horizontal,
                  text: "root.width == 375", views: [Self.rootName],
                  Constraint(root.width - 375, .equal))
        addSystem(id: Self.rootSizeID(.vertical), origin: .rootSize(.vertical), axis: .vertical,
                  text: "root.height == 667", views: [Self.rootName],
                  Constraint(root.height - 667, .equal))
    }

    static func rootSizeID(_ axis: Axis) -> String {
        axis == .horizontal ? "root:width" : "root:height"
    }

    // MARK: views

    /// Declared views in declaration order, without root.
    public var viewNames: [String] { viewOrder }

    public func hasView(_ name: String) -> Bool { views[name] != nil }

    public func superview(of view: String) -> String? { views[view]?.superview }

    public func subviews(of view: String) -> [String] { views[view]?.subviews ?? [] }

    public var rootSize: (width: Double, height: Double) {
        let root = rootRecord
        return (roundToMicro(solver.value(root.width)), roundToMicro(solver.value(root.height)))
    }

    var rootRecord: ViewRecord {
        // root is made by init and can never be removed.
        views[Self.rootName] ?? makeViewRecord(Self.rootName, superview: nil)
    }

    /// The frame in superview coordinates (root's own frame is at 0,0).
    public func frame(of view: String) -> Rect {
        guard let record = views[view] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        settleSolution()
        return frame(of: record, in: record.superview.flatMap { views[$0] })
    }

    func frame(of record: ViewRecord, in parent: ViewRecord?) -> Rect {
        frame(of: FrameVariables(record), in: parent.map(FrameVariables.init))
    }

    /// The view's margins, intrinsic size, priorities and baseline, for `show`.
    public func info(of view: String) -> ViewInfo? {
        guard let record = views[view] else { return nil }
        let guides = currentGuideInsets(record)
        return ViewInfo(name: record.name, superview: record.superview, subviews: record.subviews,
                        margins: guides.margins, baselineOffset: record.baselineOffset,
                        font: record.font, baselines: record.baselinePlacement,
                        intrinsicWidth: record.intrinsic[.horizontal],
                        intrinsicHeight: record.intrinsic[.vertical],
                        hugging: record.hugging, resistance: record.resistance,
                        autoresizingFrame: record.autoresizingFrame,
                        autoresizing: record.autoresizing, autoresizingMask: record.autoresizingMask,
                        alignmentInsets: record.alignmentInsets,
                        isGuide: record.isGuide, explicitMargins: record.marginRules.explicit,
                        preservesSuperviewMargins: record.marginRules.preservesSuperview,
                        marginsFromSafeArea: record.marginRules.fromSafeArea,
                        uikitClass: record.marginRules.uikitClass,
                        safeAreaInsets: guides.safeArea, readableContentInsets: guides.readableContent)
    }

    /// Ancestors from the view up to root, the view first.
    func ancestry(of view: String) -> [String] {
        var chain: [String] = []
        var current: String? = view
        while let name = current, chain.count <= views.count {
            chain.append(name)
            current = views[name]?.superview
        }
        return chain
    }

    /// The nearest common ancestor of `names` (a view is its own ancestor).
    func nearestCommonAncestor(_ names: [String]) -> String? {
        guard let first = names.first else { return nil }
        // Chains are short (a view, its superviews, root): plain arrays beat sets here,
        // and this runs for every constraint listed.
        var common = ancestry(of: first)
        for name in names.dropFirst() where name != common.first {
            guard let meet = ancestry(of: name).first(where: common.contains),
                  let at = common.firstIndex(of: meet) else { return nil }
            common.removeFirst(at)
        }
        return common.first
    }

    func makeViewRecord(_ name: String, superview: String?) -> ViewRecord {
        ViewRecord(name: name, superview: superview,
                   left: solver.makeVariable("\(name).left"), top: solver.makeVariable("\(name).top"),
                   width: solver.makeVariable("\(name).width"),
                   height: solver.makeVariable("\(name).height"))
    }
}

/// What `show NAME` prints about a view besides its frame.
public struct ViewInfo: Hashable, Sendable {
    public var name: String
    public var superview: String?
    public var subviews: [String]
    public var margins: Margins
    public var baselineOffset: Double?
    /// The system font of its text (`font NAME SIZE`), if given.
    public var font: TextFont? = nil
    /// Where its baselines sit; nil when they are its bottom edge.
    public var baselines: BaselinePlacement? = nil
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var hugging: [Axis: Double]
    public var resistance: [Axis: Double]
    public var autoresizingFrame: Rect?
    /// translatesAutoresizingMaskIntoConstraints = YES: what its constraints were made from.
    public var autoresizing: AutoresizingBasis?
    /// UIKit's `autoresizingMask`, kept while translation is off.
    public var autoresizingMask: AutoresizingMask = .none
    public var alignmentInsets: AlignmentInsets
    /// A UILayoutGuide rather than a view.
    public var isGuide = false
    /// `margins NAME T L B R`; nil when UIKit's defaults apply.
    public var explicitMargins: Margins?
    public var preservesSuperviewMargins = false
    public var marginsFromSafeArea = true
    public var uikitClass: String?
    /// The view's safeAreaInsets and its readable content guide's insets, from its frame.
    public var safeAreaInsets = Margins.zero
    public var readableContentInsets = Margins.standard
}
