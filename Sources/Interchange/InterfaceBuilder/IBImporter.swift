import AutoLayout
import Cassowary
import Messages

/// Turns one scene of an `IBDocument` into shell lines (`IBImport`). Pure: nothing is
/// applied here; the shell runs the lines.
public enum IBImporter {
    /// Picks the scene (by scene id, view controller id, storyboardIdentifier, title,
    /// userLabel, custom class or top-level view id; without a name the first scene with
    /// constraints) and plans it. `takenNames` are names the layout already uses.
    public static func plan(_ document: IBDocument, scene name: String?, takenNames: [String]) throws(IBImportError) -> IBImport {
        guard !document.scenes.isEmpty else {
            throw IBImportError(sentence: Message(.ibNoSceneWithView), advice: nil)
        }
        let index = try pick(document.scenes, name)
        var planner = IBScenePlanner(document: document, scene: document.scenes[index],
                                     naming: ImportNaming(taken: Set(takenNames + [Layout.rootName])))
        var result = planner.build()
        result.scenes = document.scenes.map { scene in
            IBImport.Scene(name: scene.displayName, id: scene.id, constraintCount: scene.root.constraintCount)
        }
        result.chosen = index
        result.noteMessages = document.notes.map { Message(.atDocumentLine, [.text(String($0.line)), .message($0.sentence)]) } + result.noteMessages
        return result
    }

    static func pick(_ scenes: [IBScene], _ name: String?) throws(IBImportError) -> Int {
        guard let name else {
            return scenes.firstIndex { $0.root.constraintCount > 0 } ?? 0
        }
        func names(_ scene: IBScene) -> [String] { [scene.id, scene.displayName, scene.root.id] + scene.names }
        if let exact = scenes.firstIndex(where: { names($0).contains(name) }) { return exact }
        if let folded = scenes.firstIndex(where: { names($0).contains { $0.lowercased() == name.lowercased() } }) {
            return folded
        }
        let all = scenes.flatMap(names)
        let suggestion = NameSuggester.suggestion(for: name, among: all)
        let list = scenes.map { "'\($0.displayName)'" }.joined(separator: ", ")
        throw IBImportError(sentence: suggestion.map { Message(.ibNoSceneSuggest, name, $0) } ?? Message(.ibNoScene, name),
                            advice: Message(.ibScenes, list))
    }
}

extension IBView {
    /// Constraints stored in this view and all below it.
    var constraintCount: Int { constraints.count + subviews.reduce(0) { $0 + $1.constraintCount } }
}

/// The elements whose stored size is their content's (UIKit gives them an intrinsic
/// content size): the stored frame is the best the document says about it.
private let intrinsicElements: Set<String> = [
    "label", "button", "imageView", "textField", "switch", "slider", "segmentedControl", "stepper",
    "pageControl", "activityIndicatorView", "progressView", "datePicker", "pickerView",
]

/// Bars: UIKit gives them an intrinsic height only (a navigation bar 44, 32 on a phone
/// compact both ways; a search bar, a toolbar, a tab bar theirs), which Interface Builder
/// stores as their height; their width is the constraints'.
private let barElements: Set<String> = ["navigationBar", "searchBar", "toolbar", "tabBar"]

/// Interface Builder documents before Xcode 9 (toolsVersion 13000, iOS 11's SDK) lay
/// views out with iOS 10's rules: a root's margins are not measured from the layout
/// guides (a cell's content view keeps iOS 10's 8 on every side one version longer).
private let firstToolsVersionWithIOS11Rules = 13000

/// Xcode 7 (toolsVersion 8000 on, iOS 9's SDK) gives the root of a scene on the generic
/// canvas the side margins of a screen that size; Xcode 6 gave it 16 (docs/UIKIT-RULES.md).
private let firstToolsVersionWithCanvasMargins = 8000

/// Xcode 9.0 (toolsVersion 13196) still lays a table cell's content view out with iOS 10's
/// 8 on every side; Xcode 9.1 (13529) on give iOS 11's margins.
private let firstToolsVersionWithIOS11CellMargins = 13500

/// Interface Builder documents before Xcode 12 (toolsVersion 17000, iOS 14's SDK) give a
/// table cell 15-point sides on a 2x iPhone narrower than 414 points, where later ones
/// give root's 16.
private let firstToolsVersionWithTodaysCellSides = 17000
private let olderCellSide = 15.0

/// iOS 26's margin above and below a table cell's content (11 before).
private let iOS26CellVerticalMargin = 15.0

/// Before Xcode 14 (toolsVersion 21000) the 375-point 3x iPhone (retina5_9) gives its cells
/// what a 2x iPhone as narrow gives, not the 20 of the wider 3x iPhones.
private let firstToolsVersionWith3xCellSidesOn375 = 21000

/// Before Xcode 8 (toolsVersion 11000) a xib's cell stores its content view at an older
/// cell height (43) whatever its own frame; Interface Builder lays the content out in the
/// cell's frame less the separator (docs/UIKIT-RULES.md).
private let firstToolsVersionWithXibCellContentAtItsCell = 11000

/// Before Xcode 8 (toolsVersion 11000) a storyboard's prototype collection cell may be stored
/// at the default 50 x 50 with its content view at the layout's item size, where Interface
/// Builder lays the cell out (docs/UIKIT-RULES.md).
private let firstToolsVersionWithCollectionCellsAtItemSize = 11000

/// The narrowest iPhone's width: a xib's cell no wider has a narrow phone's sides.
private let narrowestPhoneWidth = 320.0

/// The view elements IB writes for UIKit views; any other element is imported as a plain
/// view and named in a note.
private let knownElements: Set<String> = [
    "view", "containerView", "label", "button", "imageView", "textField", "textView", "switch", "slider",
    "segmentedControl", "stepper", "pageControl", "activityIndicatorView", "progressView", "stackView",
    "scrollView", "tableView", "collectionView", "tableViewCell", "tableViewCellContentView",
    "collectionViewCell", "collectionViewCellContentView", "collectionReusableView", "mapView", "wkWebView",
    "webView", "pickerView", "datePicker", "searchBar", "navigationBar", "toolbar", "tabBar",
    "visualEffectView", "mtkView", "glkView", "arscnView", "arskView", "sceneKitView", "skView",
    "activityIndicator",
]

/// Views UIKit lays out with scrolling content: constraints from their descendants to
/// their edges attach to the content area, not the frame.
let scrollingElements: Set<String> = ["scrollView", "textView", "tableView", "collectionView"]

struct IBScenePlanner {
    let document: IBDocument
    var scene: IBScene
    var naming: ImportNaming
    var result = IBImport()
    /// IB id → alsh view name.
    private var names: [String: String] = [:]
    var parents: [String: String] = [:]
    var elements: [String: IBView] = [:]
    /// Guide id → how to write it: (owner name, built-in guide) or a user guide's name.
    private var safeAreaGuides: [String: String] = [:]
    private var userGuides: [String: String] = [:]
    /// Keyboard layout guide id → its owner's name.
    private var keyboardGuides: [String: String] = [:]
    private var keyboardGuideNoted = false
    /// How far below root's top Interface Builder puts the legacy top layout guide's top:
    /// the status bar's part of root (set with the safe area).
    var topGuideTop = 0.0
    private var topGuideTopNoted = false
    var excluded: Set<String> = []
    var classes: (width: String, height: String) = ("compact", "regular")
    private var stackLines: [IBImport.Line] = []
    private var hiddenLines: [IBImport.Line] = []
    /// Stacks in a table's prototype cells, made before the document's constraints
    /// (`isInRowCell`).
    private var rowStackLines: [IBImport.Line] = []
    private var placeholders = 0
    private var excludedConstraints = 0
    private var counters: [String: Int] = [:]
    /// Views a constraint aligns by a baseline: only they need one estimated.
    private var baselineViews: Set<String> = []
    private var estimatedBaselines = 0
    /// Table cell content views given iOS 10's margins (a document before Xcode 9.1).
    private var olderCellContentViews = 0
    /// Collection view cells that preserve their superview's margins, imported without it.
    private var ownMarginCollectionCells = 0
    /// Standard spacings from a legacy layout guide written with another constant.
    private var standardGuideSpacings = 0
    /// The separator a cell lays out a content view without a usable frame above
    /// (`IBDocument.cellSeparator`).
    private let cellSeparator: Double
    /// SF Symbol image views' insets, read off the stored frames (made after `collect`).
    private var symbolInsets: IBSymbolInsets?
    private var symbolViewsInset = 0
    /// Sliders given no alignment-rect insets (an Xcode 26 document: iOS 26's slider).
    private var slidersWithoutInsets = 0

    init(document: IBDocument, scene: IBScene, naming: ImportNaming) {
        self.document = document
        cellSeparator = document.cellSeparator
        self.scene = scene
        self.naming = naming
    }

    mutating func build() -> IBImport {
        let device = laidOutDevice
        // Without a device, Interface Builder stores the scene as laid out for any width
        // and any height: only the base (`default`) installs apply.
        classes = device?.sizeClasses(landscape: document.isLandscape) ?? ("any", "any")
        result.pixelScale = device?.scale ?? 1
        result.device = device.map { Message(document.isLandscape ? .ibDeviceLandscape : .ibDevicePortrait, $0.name, $0.id) }
            ?? Message(.ibNoDevice)
        scene.root = applyingVariations(scene.root)
        collect(scene.root, parent: nil)
        resolveVariations(scene.root)
        for (holder, constraint) in allConstraints(scene.root) {
            if constraint.firstAttribute.lowercased().contains("baseline") { baselineViews.insert(constraint.firstItem ?? holder) }
            if let second = constraint.secondItem, constraint.secondAttribute?.lowercased().contains("baseline") == true {
                baselineViews.insert(second)
            }
        }
        addStackBaselineViews()
        let rootFrame = scene.root.frame ?? Rect(x: 0, y: 0, width: device?.width ?? 375, height: device?.height ?? 667)
        let isViewController = document.kind == .storyboard || looksLikeViewControllerView(scene.root)
        // The device's display scale goes with root's size: a table cell's side margins follow it.
        let scale = device.map { " @\(formatNumber($0.scale))x" } ?? ""
        add("root \(formatNumber(rootFrame.width))x\(formatNumber(rootFrame.height))\(scale)", line: scene.root.line)
        let safeArea = safeAreaInsets(isViewController: isViewController, depth: 0)
        add("safearea \(formatNumber(safeArea.top)) \(formatNumber(safeArea.left)) \(formatNumber(safeArea.bottom)) \(formatNumber(safeArea.right))",
            line: scene.root.line)
        symbolInsets = IBSymbolInsets(elements: elements, parents: parents,
                                      constraints: allConstraints(scene.root).filter { !excluded.contains($0.1.id) })
        if let guide = scene.root.guides["safeArea"] {
            symbolInsets?.rootSafeArea = (scene.root.id, guide, Rect(
                x: safeArea.left, y: safeArea.top, width: rootFrame.width - safeArea.left - safeArea.right,
                height: rootFrame.height - safeArea.top - safeArea.bottom))
        }
        // With no device, Interface Builder lays a scene out on its generic canvas (600 x 600
        // in Xcode 6 to 8): Xcode 6 with 16-point side margins whatever its size, Xcode 7 and
        // 8 with the margins a screen of the canvas's size has (20 on the 600-point canvas).
        if isViewController, document.device == nil, (document.toolsVersion ?? 0) < firstToolsVersionWithCanvasMargins {
            add("margins root minimum 16", line: scene.root.line)
        }
        // A controller's root smaller than the screen (an embedded scene, a sheet, a freeform
        // size) has the side margins of the device's screen, not of a screen its size; one
        // that does not fit in the screen is a screen of its own size.
        if isViewController, let device, rootFitsScreen(of: device) {
            let screen = device.size(landscape: document.isLandscape)
            let side = Layout.systemSideMargin(width: screen.width, height: screen.height)
            if side != Layout.systemSideMargin(width: rootFrame.width, height: rootFrame.height) {
                add("margins root minimum \(formatNumber(side))", line: scene.root.line)
            }
        }
        let side = cellSide(rootFrame, isViewController: isViewController), vertical = cellVertical()
        if side != nil || vertical != nil {
            let verticalText = vertical.map { " \(formatNumber($0))" } ?? ""
            add("margins root cells \(side.map(formatNumber) ?? "auto")\(verticalText)", line: scene.root.line)
            if let tools = document.toolsVersion, vertical != nil {
                result.noteMessages.append(Message(.ibIOS26CellMargins, String(tools)))
            }
            if let tools = document.toolsVersion, side == olderCellSide {
                result.noteMessages.append(Message(.ibOlderCellSides, String(tools)))
            } else if let tools = document.toolsVersion, side == 16, device?.scale == 3 {
                result.noteMessages.append(Message(.ibNarrow3xCellSides, String(tools)))
            }
        }
        // Before Xcode 9 (iOS 10's rules) a root's margins are 0 above and below from its
        // own edges: the top and bottom layout guides are apart from them.
        if isViewController, !document.usesSafeAreas, let tools = document.toolsVersion, tools < firstToolsVersionWithIOS11Rules,
           usesRootMargin(["topMargin", "bottomMargin"]) {
            add("margins root fromsafearea off", line: scene.root.line)
            result.noteMessages.append(Message(.ibOlderRootMargins))
        }
        if isViewController {
            names[scene.root.id] = Layout.rootName
            result.views.append(IBImport.View(name: Layout.rootName, ref: scene.root.id, superview: "",
                                              storedFrame: Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height),
                                              isHidden: false))
            add("ref root \(scene.root.id)", line: scene.root.line)
            // A table view controller's root is its table: the cells are its scrolling
            // content, which the content inset keeps clear of the bars, so they have no
            // safe area above or below.
            if scrollingElements.contains(scene.root.element) {
                add("class root \(scene.root.uiKitClass)", line: scene.root.line)
            }
            properties(scene.root, name: Layout.rootName)
            guides(scene.root, name: Layout.rootName)
            if scene.root.stack != nil {
                declareRootStack(rootFrame)
            } else {
                for subview in scene.root.subviews { declare(subview, in: scene.root, superviewName: Layout.rootName) }
            }
        } else {
            // A xib's top-level view (a cell, a custom view) is not a view controller's: it
            // sits in a screen of its own size at its stored frame, with a plain view's margins.
            var top = scene.root
            top.frame = Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height)
            top.translatesAutoresizingMask = true
            top.autoresizingFlags = []
            // On Interface Builder's canvas it has no superview whose margins it could
            // preserve: root here only stands in for the screen.
            top.preservesSuperviewLayoutMargins = false
            declare(top, in: nil, superviewName: Layout.rootName)
            if let side = topLevelViewSide(rootFrame), let name = names[top.id] {
                if let own = top.margins {
                    // Its own margins stand where they are larger than a root's minimum
                    // (viewRespectsSystemMinimumLayoutMargins).
                    let raised = [max(own.top, 0), max(own.left, side), max(own.bottom, 0), max(own.right, side)].map(formatNumber)
                    add("margins \(name) " + raised.joined(separator: " "), line: top.line)
                    result.noteMessages.append(Message(.ibTopLevelOwnMargins, name, formatNumber(side), raised.joined(separator: " ")))
                } else {
                    add("margins \(name) 0 \(formatNumber(side)) 0 \(formatNumber(side))", line: top.line)
                    result.noteMessages.append(Message(.ibTopLevelViewMargins, name, formatNumber(side)))
                }
            }
        }
        // UIKit makes a stack's constraints after the document's: where they conflict, a
        // stack's breaks (docs/UIKIT-RULES.md); a prototype cell's stacks are the exception.
        result.lines += rowStackLines
        addConstraints(scene.root)
        result.lines += stackLines
        result.lines += hiddenLines
        let marked = result.views.filter { elements[$0.ref]?.isMarkedMisplaced == true }.map { "'\($0.name)'" }
        if !marked.isEmpty {
            result.noteMessages.append(Message(.ibMisplaced, marked.joined(separator: ", ")))
        }
        if estimatedBaselines > 0 {
            result.noteMessages.append(Message(.ibBaselines, [.count(estimatedBaselines)]))
        }
        if standardGuideSpacings > 0 {
            result.noteMessages.append(Message(.ibStandardGuideSpacing, [.count(standardGuideSpacings)]))
        }
        if ownMarginCollectionCells > 0 {
            result.noteMessages.append(Message(.ibCollectionCellOwnMargins, [.count(ownMarginCollectionCells)]))
        }
        if olderCellContentViews > 0, let tools = document.toolsVersion {
            result.noteMessages.append(Message(.ibOlderCellMargins, [.count(olderCellContentViews), .text(String(tools))]))
        }
        if slidersWithoutInsets > 0, let tools = document.toolsVersion {
            result.noteMessages.append(Message(.ibSlidersWithoutInsets, [.count(slidersWithoutInsets), .text(String(tools))]))
        }
        if symbolViewsInset > 0 {
            result.noteMessages.append(Message(.ibSymbolInsets, [.count(symbolViewsInset)]))
        }
        if placeholders > 0 {
            result.noteMessages.append(Message(.ibPlaceholders, [.count(placeholders)]))
        }
        if excludedConstraints > 0 {
            result.noteMessages.append(Message(.ibExcludedConstraints, [.count(excludedConstraints), .text("\(classes.width)"), .text("\(classes.height)")]))
        }
        return result
    }

    /// The margin above and below a table cell's content where it is not UIKit's 11: iOS
    /// 26 (Xcode 26, toolsVersion 24xxx and 25xxx) gives 15, its rows being 52 points tall
    /// where they were 44 (docs/UIKIT-RULES.md); nil without cells.
    private func cellVertical() -> Double? {
        guard let tools = document.toolsVersion, Self.xcode26ToolsVersions.contains(tools),
              contains(scene.root, element: "tableViewCell") else { return nil }
        return iOS26CellVerticalMargin
    }

    /// The side margin Interface Builder gives the scene's table cells where alsh's rule
    /// from root's size and scale would give another (nil: that one, or no cells). Before
    /// Xcode 12 a 2x iPhone narrower than 414 points gives 15 (iOS 8 to 13) to the cells of a
    /// table inside a view controller's view (not to a table view controller's), and so does
    /// the canvas of Xcode 8 and earlier, which has no device. Before Xcode 14 the 375-point
    /// 3x iPhone does as the 2x ones. A xib's cell is laid out at its own width on the
    /// device: on a screen 414 points or more across, 20 when the cell is wider than the
    /// narrowest phone (320) and 16 when it is not, in every version; on a narrower screen
    /// the narrow phone's (16, but 15 from Xcode 11 to 11.x), where root (the cell's size
    /// here) would go by its shorter side, the cell's height (docs/UIKIT-RULES.md).
    private func cellSide(_ rootFrame: Rect, isViewController: Bool) -> Double? {
        guard let tools = document.toolsVersion, contains(scene.root, element: "tableViewCell") else { return nil }
        let older = tools < firstToolsVersionWithTodaysCellSides
        guard let device = document.device else { return tools < firstToolsVersionWithIOS11Rules ? olderCellSide : nil }
        let shorterSide = min(device.width, device.height)
        let narrow3x = device.scale == 3 && shorterSide < 390 && tools < firstToolsVersionWith3xCellSidesOn375
        guard !device.isPad, device.scale == 2 || narrow3x else { return nil }
        let wideScreen = shorterSide >= 414
        let side: Double
        if isViewController {
            // A table view controller's table is root: its cells take root's side margins
            // (16), as the only such documents that store their cells' margins show.
            side = older && !wideScreen && scene.root.element != "tableView" ? olderCellSide : 16
            if side == 16 && !narrow3x { return nil }
        } else {
            // The older 15 was a narrow iPhone's: on a screen 414 points across a cell of
            // the narrowest phone's width has that phone's 16 in every version. On the
            // narrow iPhone itself Xcode 9.1 to 10 gave a xib's cell root's 16, Xcode 11 15.
            let xcode9Or10 = (firstToolsVersionWithIOS11CellMargins..<IBScenePlanner.firstXcode11ToolsVersion).contains(tools)
            side = wideScreen ? (rootFrame.width > narrowestPhoneWidth ? 20 : 16) : older && !xcode9Or10 ? olderCellSide : 16
        }
        let rootSide = Layout.systemSideMargin(width: rootFrame.width, height: rootFrame.height)
        return side == Layout.cellSideMargin(displayScale: device.scale, rootSide: rootSide) ? nil : side
    }

    private func contains(_ view: IBView, element: String) -> Bool {
        view.element == element || view.subviews.contains { contains($0, element: element) }
    }

    /// Whether a constraint relates one of these margin attributes of root.
    private func usesRootMargin(_ attributes: Set<String>) -> Bool {
        allConstraints(scene.root).contains { holder, constraint in
            ((constraint.firstItem ?? holder) == scene.root.id && attributes.contains(constraint.firstAttribute))
                || (constraint.secondItem == scene.root.id && constraint.secondAttribute.map(attributes.contains) == true)
        }
    }

    /// The side margin of a xib's top-level plain view whose margins its constraints use
    /// (or a stack view that arranges inside them), from Xcode 9 on: Interface Builder lays
    /// it out as a view controller's root, with 0 above and below beyond its safe area and
    /// on the sides the margins of a screen as wide as the view, at least as tall as the
    /// device's (docs/UIKIT-RULES.md); margins it sets are raised to those. Nil for a view
    /// that preserves margins, a document without a device or before Xcode 9 (a plain
    /// view's 8 on every side), or margins nothing uses.
    /// A collection view's header or footer (`collectionReusableView`) or cell is laid out
    /// so too, with the side margins of a screen its own size; a cell whether or not it
    /// preserves its superview's margins (at the top of a xib it has none).
    func topLevelViewSide(_ rootFrame: Rect) -> Double? {
        let element = scene.root.element
        let laidOutAsView = element == "view" || element == "stackView"
        guard laidOutAsView || ["collectionReusableView", "collectionViewCell"].contains(element),
              scene.root.margins == nil || laidOutAsView,
              !scene.root.preservesSuperviewLayoutMargins || element == "collectionViewCell",
              let tools = document.toolsVersion, tools >= firstToolsVersionWithIOS11Rules, let device = laidOutDevice,
              scene.root.stack?.marginsRelative == true
                || usesRootMargin(["leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "topMargin", "bottomMargin"])
        else { return nil }
        if !laidOutAsView {
            return Layout.systemSideMargin(width: rootFrame.width, height: rootFrame.height)
        }
        let screen = device.size(landscape: document.isLandscape)
        return Layout.systemSideMargin(width: rootFrame.width, height: max(rootFrame.height, screen.height))
    }

    /// A xib's top-level plain view the size of the document's device, with a safe area,
    /// is a view controller's view (File's Owner's `view`).
    private func looksLikeViewControllerView(_ view: IBView) -> Bool {
        guard view.element == "view", view.guides["safeArea"] != nil, let frame = view.frame,
              let device = laidOutDevice else { return false }
        let size = device.size(landscape: document.isLandscape)
        return frame.width == size.width && frame.height == size.height
    }

    // MARK: views

    private mutating func collect(_ view: IBView, parent: String?) {
        elements[view.id] = view
        if let parent { parents[view.id] = parent }
        for subview in view.subviews { collect(subview, parent: view.id) }
    }

    /// Size-class variations: `default` excludes what only some size classes install;
    /// a variation whose traits all match the device includes (or excludes) it again.
    private mutating func resolveVariations(_ view: IBView) {
        for variation in view.variations where variation.key == "default" {
            excluded.formUnion(variation.excluded)
        }
        for variation in view.variations where variation.key != "default" && matches(variation.key) {
            excluded.subtract(variation.included)
            excluded.formUnion(variation.excluded)
        }
        for subview in view.subviews { resolveVariations(subview) }
    }

    /// The view with the constants and stack spacing its size-class variations set for the
    /// device's classes: the most specific matching variation (the most traits) wins, as
    /// Interface Builder lays the document out for that device (docs/UIKIT-RULES.md).
    private func applyingVariations(_ view: IBView) -> IBView {
        var view = view
        if view.stack != nil, let spacing = mostSpecific(view.variations.compactMap { v in v.spacing.map { (v.key, $0) } }) {
            view.stack?.spacing = spacing
        }
        for index in view.constraints.indices {
            if let constant = mostSpecific(view.constraints[index].constantVariations.map { ($0.key, $0.value) }) {
                view.constraints[index].constant = constant
            }
        }
        view.subviews = view.subviews.map(applyingVariations)
        return view
    }

    /// The value of the matching variation key with the most traits, if any matches.
    private func mostSpecific(_ values: [(key: String, value: Double)]) -> Double? {
        values.filter { $0.key != "default" && matches($0.key) }
            .max { ($0.key.split(separator: "-").count, $1.key) < ($1.key.split(separator: "-").count, $0.key) }?.value
    }

    private func matches(_ key: String) -> Bool {
        key.split(separator: "-").allSatisfy { trait in
            let parts = trait.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return false }
            switch parts[0] {
            case "widthClass": return parts[1] == classes.width
            case "heightClass": return parts[1] == classes.height
            default: return false
            }
        }
    }

    private mutating func declare(_ view: IBView, in parent: IBView?, superviewName: String) {
        guard !excluded.contains(view.id) else {
            result.noteMessages.append(Message(.ibViewExcluded, view.userLabel ?? view.id, "\(classes.width)", "\(classes.height)"))
            return
        }
        let name = viewName(view, isContentView: parent.map { Self.isContentView(view, of: $0) } ?? false)
        names[view.id] = name
        let arranged = parent?.stack != nil
        var line = "view \(name) in \(superviewName)"
        let fillsEffectView = parent.map { isEffectContentView(view, parent: $0) } ?? false
        if view.translatesAutoresizingMask || isPlacedByItsList(view, in: parent), !arranged, !fillsEffectView {
            if let frame = frameInsideItsCell(view, in: parent) ?? cellFrame(view, in: parent) {
                line += " frame \(formatNumber(frame.x)) \(formatNumber(frame.y)) \(formatNumber(frame.width)) \(formatNumber(frame.height))"
                let mask = Self.maskOrder.filter(view.autoresizingFlags.contains)
                if !mask.isEmpty { line += " mask " + mask.joined(separator: " ") }
            } else {
                result.noteMessages.append(Message(.ibMaskNoFrame, String(view.line), name))
            }
        }
        add(line, line: view.line)
        add("ref \(name) \(view.id)", line: view.line)
        if fillsEffectView { pinEdges(name, to: superviewName, line: view.line) }
        result.views.append(IBImport.View(name: name, ref: view.id, superview: superviewName, storedFrame: view.frame,
                                          isHidden: view.isHidden))
        let uiKitClass = view.uiKitClass
        if !knownElements.contains(view.element) {
            result.noteMessages.append(Message(.ibUnknownElement, String(view.line), view.element, name))
        } else if uiKitClass != "UIView" {
            add("class \(name) \(uiKitClass)", line: view.line)
        }
        properties(view, name: name)
        if view.element == "tableViewCellContentView",
           let tools = document.toolsVersion, tools < firstToolsVersionWithIOS11CellMargins {
            add("margins \(name) 8 8 8 8", line: view.line)
            olderCellContentViews += 1
        }
        var insets = AlignmentInsets.forClass(uiKitClass)
        if uiKitClass == "UISlider", let tools = document.toolsVersion, Self.xcode26ToolsVersions.contains(tools) {
            // iOS 26's slider aligns by its frame: Xcode 26 documents store sliders at
            // their constraints' edges on every side (docs/UIKIT-RULES.md).
            add("inset \(name) 0", line: view.line)
            insets = .zero
            slidersWithoutInsets += 1
        }
        if let symbol = symbolInsets?.insets(of: view) {
            add("inset \(name) \(Self.exact(symbol.top)) \(Self.exact(symbol.left)) \(Self.exact(symbol.bottom)) \(Self.exact(symbol.right))",
                line: view.line)
            insets = symbol
            symbolViewsInset += 1
        }
        if let size = intrinsicSize(view, insets: insets) {
            let width = size.width.map(formatNumber) ?? "-1", height = size.height.map(formatNumber) ?? "-1"
            add("intrinsic \(name) \(width) \(height)", line: view.line)
        }
        if baselineViews.contains(view.id), let line = fontLine(view, name: name) {
            add(line, line: view.line)
        }
        if view.isHidden { hiddenLines.append(IBImport.Line(text: "hide \(name)", documentLine: view.line)) }
        guides(view, name: name)
        for subview in view.subviews { declare(subview, in: view, superviewName: name) }
        if let stack = view.stack { addStackLine(stack, of: view, name: name) }
    }

    /// Whether a view is inside a prototype cell of a table (a cell that is not the scene's
    /// root, as a xib's top-level cell is). A table gives such a cell its row's height
    /// after the cell's constraints and its stacks' are made, and a conflict through that
    /// height breaks the newest of the document's constraints in the way; alsh has the
    /// cell's height from the start, so such a cell's stacks are made before the
    /// document's constraints, which gives that outcome (docs/UIKIT-RULES.md).
    private func isInRowCell(_ view: IBView) -> Bool {
        var id = parents[view.id]
        while let current = id, current != scene.root.id {
            if elements[current]?.element == "tableViewCell" { return true }
            id = parents[current]
        }
        return false
    }

    /// `stack NAME …` for a stack view, made after every view is declared.
    private mutating func addStackLine(_ stack: IBStack, of view: IBView, name: String) {
        let arrangedNames = view.subviews.compactMap { names[$0.id] }
        var text = "stack \(name) axis \(stack.axis == .horizontal ? "h" : "v")"
        if stack.distribution != "fill" { text += " distribution \(stack.distribution)" }
        if stack.alignment != "fill" { text += " alignment \(stack.alignment)" }
        if stack.spacing != 0 { text += " spacing \(formatNumber(stack.spacing))" }
        if stack.marginsRelative { text += " margins on" }
        if stack.baselineRelative { text += " baseline on" }
        if stack.distribution == "fillProportionally" {
            for (sub, length) in currentLengths(view, axis: stack.axis) { text += " offer \(sub) \(formatNumber(length))" }
        }
        // A stack that arranges nothing is made too: UIKit gives it no constraints, so
        // its own constraints size it, and its layout margins are a stack's (0).
        text += " views" + arrangedNames.map { " " + $0 }.joined()
        let line = IBImport.Line(text: text, documentLine: view.line)
        if isInRowCell(view) { rowStackLines.append(line) } else { stackLines.append(line) }
    }

    /// What the arranged views of a fill-proportionally stack that have no intrinsic length
    /// and are not stacks offer it: UIKit fits them in the engine that holds them, which
    /// gives their current length, and a document's current lengths are its stored ones
    /// (docs/UIKIT-RULES.md).
    private func currentLengths(_ stack: IBView, axis: Axis) -> [(name: String, length: Double)] {
        stack.subviews.compactMap { sub in
            guard !sub.isHidden, sub.stack == nil, let frame = sub.frame, let name = names[sub.id] else { return nil }
            let intrinsic = intrinsicSize(sub, insets: .zero)
            let known = axis == .horizontal ? intrinsic?.width : intrinsic?.height
            guard known == nil else { return nil }
            return (name, axis == .horizontal ? frame.width : frame.height)
        }
    }

    /// A view controller whose view is a UIStackView: root is not a stack in alsh, so a
    /// stack the size of root, its mask following root's size as a controller's view
    /// follows its window, arranges root's subviews (docs/UIKIT-RULES.md).
    private mutating func declareRootStack(_ rootFrame: Rect) {
        guard let stack = scene.root.stack else { return }
        let name = viewName(scene.root)
        let size = "\(formatNumber(rootFrame.width)) \(formatNumber(rootFrame.height))"
        add("view \(name) in \(Layout.rootName) frame 0 0 \(size) mask widthSizable heightSizable", line: scene.root.line)
        if stack.marginsRelative, let margins = scene.root.margins {
            add("margins \(name) \(formatNumber(margins.top)) \(formatNumber(margins.left)) \(formatNumber(margins.bottom)) \(formatNumber(margins.right))",
                line: scene.root.line)
        }
        result.views.append(IBImport.View(name: name, ref: scene.root.id, superview: Layout.rootName,
                                          storedFrame: Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height),
                                          isHidden: false))
        result.noteMessages.append(Message(.ibRootStack, name))
        for subview in scene.root.subviews { declare(subview, in: scene.root, superviewName: name) }
        addStackLine(stack, of: scene.root, name: name)
    }

    /// A visual effect view's content view at its bounds, following its size (the mask
    /// `widthSizable heightSizable` made against the effect view's stored size, which is
    /// what UIKit reads when it makes the mask's constraints). A frame line would wait for
    /// the effect view's size, which only the content's own constraints decide.
    /// A cell (or a header or footer) of a table or a collection view: the list sets its
    /// frame to its row's whatever translatesAutoresizingMaskIntoConstraints says, and no
    /// constraint places it (docs/UIKIT-RULES.md, "A list places its cells").
    private func isPlacedByItsList(_ view: IBView, in parent: IBView?) -> Bool {
        guard let parent, ["tableView", "collectionView"].contains(parent.element) else { return false }
        return ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(view.element)
    }

    /// An effect view's content view at its bounds with a flexible width and height. Within
    /// half a point: the effect view keeps its content view at its bounds, and a frame off by
    /// a pixel is Interface Builder's rounding of one of the two (a vibrancy view stored 32.5
    /// high around a 32-point content view).
    private func isEffectContentView(_ view: IBView, parent: IBView) -> Bool {
        guard parent.element == "visualEffectView", Self.isContentView(view, of: parent),
              let frame = view.frame, let bounds = parent.frame else { return false }
        let fills = [frame.x, frame.y, frame.width - bounds.width, frame.height - bounds.height].allSatisfy { abs($0) <= 0.5 }
        return fills && view.autoresizingFlags.isSuperset(of: ["widthSizable", "heightSizable"])
    }

    /// `NAME.left == SUPERVIEW.left` and so on round the four edges.
    private mutating func pinEdges(_ name: String, to superview: String, line: Int) {
        for edge in ["left", "top", "right", "bottom"] {
            add("\(naming.claim("\(name)_\(edge)")): \(name).\(edge) == \(superview).\(edge)", line: line)
        }
    }

    /// The stored frame, but none for a cell's content view that reaches past its cell: the
    /// cell sizes its content view to its own bounds (UITableViewCell's layout), so such a
    /// frame is stale (Xcode 7's 768 x 43 in a 500 x 80 cell whose subviews are laid out in
    /// 500), and the content view is laid out as the cell's (`cellFrame`); the same for an
    /// old xib cell's content view stored at another height, and an old collection cell at
    /// its item size.
    private func frameInsideItsCell(_ view: IBView, in parent: IBView?) -> Rect? {
        guard let frame = view.frame else { return nil }
        if view.element == "collectionViewCell" { return itemSizedCellFrame(view, stored: frame) }
        guard view.element == "tableViewCellContentView", let cell = parent?.frame, parent?.element == "tableViewCell"
        else { return frame }
        let reachesPast = frame.x + frame.width > cell.width + 0.5 || frame.y + frame.height > cell.height + 0.5
        return reachesPast || isStaleXibCellHeight(frame, cell: cell, cellID: parent?.id) ? nil : frame
    }

    /// A collection cell from before Xcode 8 whose content view is stored at another size (its
    /// layout's item size; the cell at the default 50 x 50) is laid out at its content view's.
    private func itemSizedCellFrame(_ cell: IBView, stored frame: Rect) -> Rect {
        guard let tools = document.toolsVersion, tools < firstToolsVersionWithCollectionCellsAtItemSize,
              let content = cell.subviews.first(where: { Self.isContentView($0, of: cell) })?.frame
        else { return frame }
        return Rect(x: frame.x, y: frame.y, width: content.width, height: content.height)
    }

    /// Whether a content view of a xib's cell (in no table) from before Xcode 8 is stored
    /// more than a point shorter or taller than its cell: such a height is an older cell's,
    /// and Interface Builder lays the subviews out in the cell's frame.
    private func isStaleXibCellHeight(_ frame: Rect, cell: Rect, cellID: String?) -> Bool {
        guard let tools = document.toolsVersion, tools < firstToolsVersionWithXibCellContentAtItsCell,
              let cellID, parents[cellID].flatMap({ elements[$0] }) == nil else { return false }
        return abs(frame.height - cell.height) > 1
    }

    /// The frame Interface Builder lays out a prototype cell or its content view with when
    /// the document (Xcode 7 and before) stores none: the table's width and the row height
    /// (the cell's, else the table's; a stored cell frame kept 44 then; a xib's cell, its own
    /// frame), the content view a separator shorter: one pixel of the screen the document
    /// was laid out on (`IBDocument.cellSeparator`, docs/UIKIT-RULES.md).
    private func cellFrame(_ view: IBView, in parent: IBView?) -> Rect? {
        guard let parent else { return nil }
        let table = parents[parent.id].flatMap { elements[$0] }
        switch view.element {
        case "tableViewCell" where parent.element == "tableView":
            guard let width = parent.frame?.width else { return nil }
            return Rect(x: 0, y: 0, width: width, height: view.rowHeight ?? parent.rowHeight ?? 44)
        case "tableViewCellContentView" where parent.element == "tableViewCell":
            // A xib's top-level cell is in no table: Interface Builder lays it out at its own
            // stored frame, whatever its row height says.
            let ownHeight = table == nil ? parent.frame?.height : nil
            guard let width = parent.frame?.width ?? table?.frame?.width,
                  let height = ownHeight ?? parent.rowHeight ?? table?.rowHeight ?? parent.frame?.height else { return nil }
            return Rect(x: 0, y: 0, width: width, height: max(0, height - cellSeparator))
        default:
            return nil
        }
    }

    /// The intrinsic size Interface Builder laid the view out with, per axis (nil: none on
    /// that axis), or nil for a view without one. The stored frame is the best the document
    /// says about a control's content; a control's `class` line gave it its alignment-rect
    /// insets, so its intrinsic size is the stored frame less them. A placeholder intrinsic
    /// size (`placeholderIntrinsicWidth`, `infinite` for none) wins on its axis.
    private func intrinsicSize(_ view: IBView, insets: AlignmentInsets) -> (width: Double?, height: Double?)? {
        var width: Double?, height: Double?
        if let frame = view.frame {
            let aligned = (width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
            if intrinsicElements.contains(view.element) || (view.element == "textView" && view.isScrollDisabled) {
                (width, height) = (aligned.width, aligned.height)
            } else if barElements.contains(view.element) {
                height = aligned.height
            }
        } else if view.element == "navigationBar" {
            height = Self.navigationBarHeight(document.device, classes: classes, toolsVersion: document.toolsVersion)
        }
        if let rendered = renderedCustomViewSize(view) { (width, height) = rendered }
        if let placeholder = view.placeholderIntrinsic[.horizontal] { width = placeholder }
        if let placeholder = view.placeholderIntrinsic[.vertical] { height = placeholder }
        return width == nil && height == nil ? nil : (width, height)
    }

    /// A plain view of a custom class whose own constraints leave its size open on an axis,
    /// and that Interface Builder does not mark ambiguous, was laid out with an intrinsic
    /// size there: the one its class gives (an `@IBDesignable` view, which Interface Builder
    /// renders and asks), since the document holds none. Its stored length on that axis is
    /// that size (docs/UIKIT-RULES.md). Nil for any other view.
    private func renderedCustomViewSize(_ view: IBView) -> (width: Double?, height: Double?)? {
        guard view.element == "view", view.customClass != nil, !view.isMarkedAmbiguous, let frame = view.frame,
              view.placeholderIntrinsic.isEmpty else { return nil }
        let open = Axis.allCases.filter { !isSized(view, along: $0) }
        guard !open.isEmpty else { return nil }
        return (open.contains(.horizontal) ? frame.width : nil, open.contains(.vertical) ? frame.height : nil)
    }

    /// Whether a view's own constraints give it a length on an axis: one names that length
    /// (an optional one only where the stored frame keeps it), or it is pinned on both sides
    /// of the axis to one and the same item, or a stack aligned to fill holds it across its
    /// axis.
    private func isSized(_ view: IBView, along axis: Axis) -> Bool {
        let (length, sides): (String, Set<String>) = axis == .horizontal
            ? ("width", ["leading", "trailing", "left", "right"]) : ("height", ["top", "bottom"])
        if let parent = parents[view.id].flatMap({ elements[$0] }), let stack = parent.stack,
           stack.axis != axis, stack.alignment == "fill" {
            return true
        }
        var pinned: [String: Set<String>] = [:]
        for (holder, constraint) in allConstraints(scene.root) {
            let ends = [(constraint.firstItem ?? holder, constraint.firstAttribute, constraint.secondItem ?? "", constraint.secondAttribute ?? ""),
                        (constraint.secondItem ?? "", constraint.secondAttribute ?? "", constraint.firstItem ?? holder, constraint.firstAttribute)]
            for (item, attribute, other, _) in ends where item == view.id {
                if attribute == length {
                    if isBrokenOptionalLength(constraint, of: view, along: axis) { continue }
                    return true
                }
                if sides.contains(attribute) { pinned[other, default: []].insert(attribute == "left" ? "leading" : attribute == "right" ? "trailing" : attribute) }
            }
        }
        return pinned.values.contains { $0.count > 1 }
    }

    /// An optional `length == constant` that the view's stored frame does not keep: what
    /// gave way to it is the view's content size (its hugging or compression resistance
    /// beat the constraint), so the constraint does not size the view (docs/UIKIT-RULES.md).
    private func isBrokenOptionalLength(_ constraint: IBConstraint, of view: IBView, along axis: Axis) -> Bool {
        guard constraint.priority < 1000, constraint.secondItem == nil, constraint.relation == .equal,
              let frame = view.frame else { return false }
        let stored = axis == .horizontal ? frame.width : frame.height
        return abs(stored - constraint.constant) > 0.5
    }

    /// The view's own layout guides: its safe area is `NAME.safeArea`; a scroll view's
    /// content and frame layout guides are the model's `NAME.content` and
    /// `NAME.frameGuide` (the content area made by the first constraint that uses it).
    private mutating func guides(_ view: IBView, name: String) {
        for (key, id) in view.guides.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "safeArea": safeAreaGuides[id] = "\(name).safeArea"
            case "contentLayoutGuide": userGuides[id] = "\(name).content"
            case "frameLayoutGuide": userGuides[id] = "\(name).frameGuide"
            case "keyboard": keyboardGuides[id] = name
            default:
                result.noteMessages.append(Message(.ibGuideNotImported, String(view.line), key, name))
            }
        }
    }

    /// The arranged views whose baselines a stack reads: every one of a stack aligned by
    /// baselines or arranged between them, and those a stack whose baseline a constraint
    /// uses may vend (UIStackView's `viewForFirstBaselineLayout` is an arranged view's).
    private mutating func addStackBaselineViews() {
        var pending = elements.values.filter { view in
            guard let stack = view.stack else { return false }
            return baselineViews.contains(view.id) || stack.alignment.lowercased().contains("baseline") || stack.baselineRelative
        }
        while let stack = pending.popLast() {
            for subview in stack.subviews where !baselineViews.contains(subview.id) {
                baselineViews.insert(subview.id)
                if subview.stack != nil { pending.append(subview) }
            }
        }
    }

    /// `font NAME SIZE|STYLE` for a label, button or text field in the system font or a
    /// text style (a label whose font alsh does not know is taken at IB's default, 17 pt):
    /// its baselines follow the font's metrics, a label's from its top and bottom, a
    /// button's and a text field's from their centre (docs/UIKIT-RULES.md). Other views
    /// have no baseline: their top and bottom edges stand in.
    private mutating func fontLine(_ view: IBView, name: String) -> String? {
        guard ["label", "button", "textField"].contains(view.element), view.frame != nil else { return nil }
        let font: TextFont
        if let style = view.textStyle {
            font = TextFont(style: style)
        } else if let size = view.systemFontSize ?? (view.element == "label" ? 17 : nil), size > 0,
                  size <= TextFont.largestSize {
            font = TextFont(size: size)
        } else {
            return nil
        }
        estimatedBaselines += 1
        return "font \(name) \(font.words)"
    }

    /// IB's mask flags in UIKit's bit order.
    static let maskOrder = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]

    private mutating func properties(_ view: IBView, name: String) {
        for (axis, word) in [(Axis.horizontal, "h"), (.vertical, "v")] {
            if let hugging = view.hugging[axis], hugging != 250 {
                add("hug \(name) \(word) \(formatNumber(Self.priority(hugging)))", line: view.line)
            }
            if let resistance = view.resistance[axis], resistance != 750 {
                add("resist \(name) \(word) \(formatNumber(Self.priority(resistance)))", line: view.line)
            }
        }
        // A table cell's content view has the cell's margins whatever it stores: every one
        // that stores margins and pins a view to them is laid out with 11 above and below
        // and the table's sides (docs/UIKIT-RULES.md).
        if let margins = view.margins, view.element != "tableViewCellContentView" {
            add("margins \(name) \(formatNumber(margins.top)) \(formatNumber(margins.left)) \(formatNumber(margins.bottom)) \(formatNumber(margins.right))",
                line: view.line)
        }
        if view.preservesSuperviewLayoutMargins {
            if isListedCollectionCell(view) {
                ownMarginCollectionCells += 1
            } else {
                add("preserve \(name) on", line: view.line)
            }
        }
        if !view.insetsLayoutMarginsFromSafeArea || laysOutWithoutSafeArea {
            add("margins \(name) fromsafearea off", line: view.line)
        }
    }

    /// A collection view's cell keeps its own margins whatever its
    /// `preservesSuperviewLayoutMargins` says: every such cell in the documents gathered for
    /// issue 32 that pins a view to its margins stores them at 8 where its collection view's
    /// are 16 or 20 (docs/UIKIT-RULES.md).
    private func isListedCollectionCell(_ view: IBView) -> Bool {
        view.element == "collectionViewCell" && parents[view.id].flatMap { elements[$0] }?.element == "collectionView"
    }

    /// A document before Xcode 9 without safe areas was laid out with iOS 10's rules: no view
    /// had a safe area, so none measured its margins from one (root's come from its own
    /// edges, below).
    private var laysOutWithoutSafeArea: Bool {
        guard !document.usesSafeAreas, let tools = document.toolsVersion else { return false }
        return tools < firstToolsVersionWithIOS11Rules
    }

    /// A cell's or an effect view's `contentView` (a keyed child, not one of its subviews).
    static func isContentView(_ view: IBView, of parent: IBView) -> Bool {
        guard view.userLabel == nil, view.customClass == nil else { return false }
        if view.element.hasSuffix("ContentView") { return true }
        return view.element == "view" && ["tableViewCell", "collectionViewCell", "collectionReusableView", "visualEffectView"].contains(parent.element)
    }

    /// `0.5`, but `0.3333333333333333` for IB's `1/3`: six decimals would move a view
    /// in a 480-point screen by a fraction of a point.
    static func exact(_ value: Double) -> String {
        let short = formatNumber(value)
        return Double(short) == value ? short : "\(value)"
    }

    private static func priority(_ value: Double) -> Double { min(1000, max(1, value)) }

    /// userLabel, then text (`label_sign_in`), then class and number (`button_2`).
    private mutating func viewName(_ view: IBView, isContentView: Bool = false) -> String {
        if let label = view.userLabel.map({ ImportNaming.snakeCase($0, limit: 32) }), let first = label.first, !first.isNumber {
            return naming.claim(label)
        }
        let className = view.customClass ?? view.uiKitClass
        let item = LogItem(className: className, address: nil)
        let base = isContentView ? "content_view" : ImportNaming.base(for: item)
        if let text = view.text.map({ ImportNaming.snakeCase($0) }), !text.isEmpty {
            return naming.claim("\(base)_\(text)")
        }
        var next = counters[base, default: 0]
        var name: String
        repeat {
            next += 1
            name = "\(base)_\(next)"
        } while !naming.isFree(name)
        counters[base] = next
        return naming.claim(name)
    }

    // MARK: constraints

    private mutating func addConstraints(_ view: IBView) {
        if names[view.id] != nil || view.id == scene.root.id {
            for constraint in view.constraints { add(constraint, holder: view) }
        }
        for subview in view.subviews where names[subview.id] != nil { addConstraints(subview) }
    }

    private mutating func add(_ constraint: IBConstraint, holder: IBView) {
        if excluded.contains(constraint.id) { excludedConstraints += 1; return }
        let firstID = constraint.firstItem ?? holder.id
        guard let first = item(firstID, constraint.firstAttribute, other: constraint.secondItem, constraint) else { return }
        var formula = "\(first) \(constraint.relation.symbol) "
        if let secondID = constraint.secondItem {
            guard let secondAttribute = constraint.secondAttribute,
                  let second = item(secondID, secondAttribute, other: firstID, constraint) else {
                if constraint.secondAttribute == nil {
                    result.noteMessages.append(Message(.ibNoSecondAttribute, String(constraint.line), constraint.id))
                }
                return
            }
            formula += constraint.multiplier == 1 ? second : "\(Self.exact(constraint.multiplier)) * \(second)"
            // first + o1 == m * (second + o2) + c, with o the legacy top guide's offset.
            let standard = standardGuideSpacing(constraint, holder: holder.id)
            if let standard, standard != constraint.constant { standardGuideSpacings += 1 }
            let written = standard ?? constraint.constant
            let constant = written + constraint.multiplier * topGuideOffset(secondID, secondAttribute)
                - topGuideOffset(firstID, constraint.firstAttribute)
            if constant != 0 {
                formula += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant))
            }
        } else {
            formula += formatNumber(constraint.constant)
        }
        let priority = Self.priority(constraint.priority)
        if priority < 1000 { formula += " @\(formatNumber(priority))" }
        // `root_top`: the first item's view and the attribute as written (a legacy guide's
        // edge becomes the safe area's).
        let parts = first.split(separator: ".")
        let fallback = "\(parts.first ?? "c")_\(parts.last ?? "")"
        let label = naming.constraintLabel(identifier: constraint.identifier, fallback: fallback)
        add("\(label): \(formula)", line: constraint.line)
        add("ref \(label) \(constraint.id)", line: constraint.line)
        if constraint.isPlaceholder {
            // Interface Builder laid the stored frames out with it; the build removes it.
            add("placeholders mark \(label)", line: constraint.line)
            placeholders += 1
        }
        result.constraintCount += 1
    }

    /// `name.attr` for an IB item and attribute; nil (with a note) when it cannot be written.
    private mutating func item(_ id: String, _ ibAttribute: String, other: String?, _ constraint: IBConstraint) -> String? {
        let attribute = Self.attribute(ibAttribute)
        guard Attribute(rawValue: attribute) != nil else {
            result.noteMessages.append(Message(.ibUnknownAttribute, String(constraint.line), constraint.id, ibAttribute))
            return nil
        }
        if id == scene.topLayoutGuide || id == scene.bottomLayoutGuide {
            // The legacy guides are bars at the top and bottom of root: their inner edges
            // are the safe area's. The top guide's top is `topGuideTop` below root's top,
            // which `add` writes into the constant.
            let isTop = id == scene.topLayoutGuide
            switch (isTop, attribute) {
            case (true, "bottom"): return "root.safeArea.top"
            case (true, "top"): return "root.top"
            case (false, "top"): return "root.safeArea.bottom"
            case (false, "bottom"): return "root.bottom"
            default:
                result.noteMessages.append(Message(isTop ? .ibTopLayoutGuide : .ibBottomLayoutGuide, String(constraint.line), constraint.id, ibAttribute))
                return nil
            }
        }
        if let owner = keyboardGuides[id] { return keyboardGuide(owner, attribute, constraint) }
        if let guide = safeAreaGuides[id] { return "\(guide).\(attribute)" }
        if let guide = userGuides[id] { return "\(guide).\(attribute)" }
        guard let name = names[id] else {
            if excluded.contains(id) || isInsideExcluded(id) { excludedConstraints += 1; return nil }
            result.noteMessages.append(Message(.ibForeignItem, String(constraint.line), constraint.id, id))
            return nil
        }
        // Edges and margins of a scroll view related to its own content are the content
        // area's: the model applies Apple's rule to the constraint as written (the scroll
        // view's `class` line comes first), docs/UIKIT-RULES.md.
        return "\(name).\(attribute)"
    }

    /// The standard spacing between a view and a legacy layout guide's inner edge is 8,
    /// whatever constant Interface Builder wrote beside `symbolic="YES"` (20 from Xcode 5
    /// to 10): every such constraint in the documents gathered for issue 32 stores its view 8
    /// from the guide (docs/UIKIT-RULES.md). Nil for any other constraint.
    func standardGuideSpacing(_ constraint: IBConstraint, holder: String) -> Double? {
        guard constraint.isStandardSpacing, constraint.multiplier == 1, constraint.constant != 0,
              let secondID = constraint.secondItem else { return nil }
        let guides = [scene.topLayoutGuide, scene.bottomLayoutGuide].compactMap { $0 }
        let ends = [(constraint.firstItem ?? holder, constraint.firstAttribute), (secondID, constraint.secondAttribute ?? "")]
        guard ends.contains(where: { id, attribute in
            (id == scene.topLayoutGuide && attribute == "bottom") || (id == scene.bottomLayoutGuide && attribute == "top")
        }), !ends.allSatisfy({ guides.contains($0.0) }) else { return nil }
        return constraint.constant < 0 ? -Self.standardGuideSpacing : Self.standardGuideSpacing
    }

    private static let standardGuideSpacing = 8.0

    /// How far below root's top the legacy top layout guide's top is, for an item and
    /// attribute: Interface Builder puts it at the bottom of the status bar where UIKit
    /// puts it at root's top (docs/UIKIT-RULES.md); 0 for anything else.
    private mutating func topGuideOffset(_ id: String, _ attribute: String) -> Double {
        guard id == scene.topLayoutGuide, attribute == "top", topGuideTop != 0 else { return 0 }
        if !topGuideTopNoted {
            topGuideTopNoted = true
            result.noteMessages.append(Message(.ibTopGuideBelowStatusBar, formatNumber(topGuideTop)))
        }
        return topGuideTop
    }

    /// UIView.keyboardLayoutGuide as Interface Builder lays it out, with the keyboard
    /// hidden: from the bottom of its owner's safe area (`usesBottomSafeArea`, on by
    /// default) to the owner's bottom. Its other attributes are not imported.
    private mutating func keyboardGuide(_ owner: String, _ attribute: String, _ constraint: IBConstraint) -> String? {
        let edge: String
        switch attribute {
        case "top": edge = "\(owner).safeArea.bottom"
        case "bottom": edge = "\(owner).bottom"
        default:
            result.noteMessages.append(Message(.ibKeyboardGuideAttribute, String(constraint.line), constraint.id, attribute))
            return nil
        }
        if !keyboardGuideNoted {
            keyboardGuideNoted = true
            result.noteMessages.append(Message(.ibKeyboardGuideHidden, owner))
        }
        return edge
    }

    private func isInsideExcluded(_ id: String) -> Bool {
        var current: String? = id
        while let view = current {
            if excluded.contains(view) { return true }
            current = parents[view]
        }
        return false
    }

    /// IB's `baseline` is the last baseline (NSLayoutAttributeBaseline).
    static func attribute(_ ibAttribute: String) -> String {
        ibAttribute == "baseline" ? "lastBaseline" : ibAttribute
    }

    private mutating func add(_ text: String, line: Int) {
        result.lines.append(IBImport.Line(text: text, documentLine: line))
    }
}
