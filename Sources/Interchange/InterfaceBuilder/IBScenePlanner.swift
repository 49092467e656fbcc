import AutoLayout
import Cassowary
import Messages

/// Interface Builder documents before Xcode 9 (toolsVersion 13000, iOS 11's SDK) lay
/// views out with iOS 10's rules: a root's margins are not measured from the layout
/// guides (a cell's content view keeps iOS 10's 8 on every side one version longer).
let firstToolsVersionWithIOS11Rules = 13000

/// Xcode 7 (toolsVersion 8000 on, iOS 9's SDK) gives the root of a scene on the generic
/// canvas the side margins of a screen that size; Xcode 6 gave it 16 (docs/UIKIT-RULES.md).
private let firstToolsVersionWithCanvasMargins = 8000

/// Plans one scene of a document: the shell lines that declare its screen, views,
/// constraints and stacks (`IBImport`), and notes on what Interface Builder's layout
/// needed. Its state is what the walk over the scene has named and counted so far.
struct IBScenePlanner {
    let document: IBDocument
    var scene: IBScene
    var naming: ImportNaming
    var result = IBImport()
    /// IB id → alsh view name.
    var names: [String: String] = [:]
    var parents: [String: String] = [:]
    var elements: [String: IBView] = [:]
    /// Guide id → how to write it: (owner name, built-in guide) or a user guide's name.
    var safeAreaGuides: [String: String] = [:]
    var userGuides: [String: String] = [:]
    /// Keyboard layout guide id → its owner's name.
    var keyboardGuides: [String: String] = [:]
    var keyboardGuideNoted = false
    /// How far below root's top Interface Builder puts the legacy top layout guide's top:
    /// the status bar's part of root (set with the safe area).
    var topGuideTop = 0.0
    var topGuideTopNoted = false
    var excluded: Set<String> = []
    var classes: (width: String, height: String) = ("compact", "regular")
    var stackLines: [IBImport.Line] = []
    var hiddenLines: [IBImport.Line] = []
    /// Stacks in a table's prototype cells, made before the document's constraints
    /// (`isInRowCell`).
    var rowStackLines: [IBImport.Line] = []
    var placeholders = 0
    var excludedConstraints = 0
    var counters: [String: Int] = [:]
    /// Views a constraint aligns by a baseline: only they need one estimated.
    var baselineViews: Set<String> = []
    var estimatedBaselines = 0
    /// Views in fonts alsh does not know whose baselines are estimated, and those fonts' names.
    var unknownFontBaselines = 0
    var unknownFonts: Set<String> = []
    /// Table cell content views given iOS 10's margins (a document before Xcode 9.1).
    var olderCellContentViews = 0
    /// Collection view cells that preserve their superview's margins, imported without it.
    var ownMarginCollectionCells = 0
    /// Standard spacings from a legacy layout guide written with another constant.
    var standardGuideSpacings = 0
    /// The separator a cell lays out a content view without a usable frame above
    /// (`IBDocument.cellSeparator`).
    let cellSeparator: Double
    /// SF Symbol image views' insets, read off the stored frames (made after `collect`).
    var symbolInsets: IBSymbolInsets?
    var symbolViewsInset = 0
    /// Sliders given no alignment-rect insets (an Xcode 26 document: iOS 26's slider).
    var slidersWithoutInsets = 0

    init(document: IBDocument, scene: IBScene, naming: ImportNaming) {
        self.document = document
        cellSeparator = document.cellSeparator
        self.scene = scene
        self.naming = naming
    }

    /// The scene's lines: the screen and root's margins, the views, the document's
    /// constraints, then the stacks' and the hidden views' lines, and the notes.
    mutating func build() -> IBImport {
        let device = laidOutDevice
        prepare(device)
        let rootFrame = scene.root.frame ?? Rect(x: 0, y: 0, width: device?.width ?? 375, height: device?.height ?? 667)
        let isViewController = document.kind == .storyboard || looksLikeViewControllerView(scene.root)
        declareScreen(rootFrame, device: device, isViewController: isViewController)
        addRootMargins(rootFrame, device: device, isViewController: isViewController)
        addCellMargins(rootFrame, device: device, isViewController: isViewController)
        if isViewController {
            declareControllerRoot(rootFrame)
        } else {
            declareTopLevelView(rootFrame)
        }
        // UIKit makes a stack's constraints after the document's: where they conflict, a
        // stack's breaks (docs/UIKIT-RULES.md); a prototype cell's stacks are the exception.
        result.lines += rowStackLines
        addConstraints(scene.root)
        result.lines += stackLines
        result.lines += hiddenLines
        addCountNotes()
        return result
    }

    /// The size classes, variations and baseline views the scene is planned with.
    private mutating func prepare(_ device: IBDevice?) {
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
    }

    /// `root WxH @Nx` and `safearea …`, and the SF Symbol insets that read root's safe area.
    private mutating func declareScreen(_ rootFrame: Rect, device: IBDevice?, isViewController: Bool) {
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
    }

    /// Root's margins where Interface Builder's differ from what root's size gives: the
    /// generic canvas, a controller smaller than its screen, and iOS 10's top and bottom.
    private mutating func addRootMargins(_ rootFrame: Rect, device: IBDevice?, isViewController: Bool) {
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
        // Before Xcode 9 (iOS 10's rules) a root's margins are 0 above and below from its
        // own edges: the top and bottom layout guides are apart from them.
        if isViewController, !document.usesSafeAreas, let tools = document.toolsVersion, tools < firstToolsVersionWithIOS11Rules,
           usesRootMargin(["topMargin", "bottomMargin"]) {
            add("margins root fromsafearea off", line: scene.root.line)
            result.noteMessages.append(Message(.ibOlderRootMargins))
        }
    }

    /// `margins root cells …` where the scene's table cells have other margins than root's
    /// size and scale give them (`cellSide`, `cellVertical`).
    private mutating func addCellMargins(_ rootFrame: Rect, device: IBDevice?, isViewController: Bool) {
        let side = cellSide(rootFrame, isViewController: isViewController), vertical = cellVertical()
        if side != nil || vertical != nil {
            let verticalText = vertical.map { " \(formatNumber($0))" } ?? ""
            add("margins root cells \(side.map(formatNumber) ?? "auto")\(verticalText)", line: scene.root.line)
            if let tools = document.toolsVersion, vertical != nil {
                result.noteMessages.append(Message(.ibIOS26CellMargins, String(tools)))
            }
            if let tools = document.toolsVersion, side == olderCellSide {
                result.noteMessages.append(Message(.ibOlderCellSides, String(tools)))
            } else if let tools = document.toolsVersion, side == 16, isNarrowXibCellOn3x(rootFrame, isViewController: isViewController) {
                result.noteMessages.append(Message(.ibNarrowXibCellSides, formatNumber(rootFrame.width), String(tools)))
            } else if let tools = document.toolsVersion, side == 16, device?.scale == 3 {
                result.noteMessages.append(Message(.ibNarrow3xCellSides, String(tools)))
            }
        }
    }

    /// A view controller's view: root itself.
    private mutating func declareControllerRoot(_ rootFrame: Rect) {
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
    }

    /// A xib's top-level view (a cell, a custom view) is not a view controller's: it sits
    /// in a screen of its own size at its stored frame, with a plain view's margins.
    private mutating func declareTopLevelView(_ rootFrame: Rect) {
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

    /// The notes that count what the import changed for Interface Builder's layout.
    private mutating func addCountNotes() {
        let marked = result.views.filter { elements[$0.ref]?.isMarkedMisplaced == true }.map { "'\($0.name)'" }
        if !marked.isEmpty {
            result.noteMessages.append(Message(.ibMisplaced, marked.joined(separator: ", ")))
        }
        if estimatedBaselines > 0 {
            result.noteMessages.append(Message(.ibBaselines, [.count(estimatedBaselines)]))
        }
        if unknownFontBaselines > 0 {
            result.noteMessages.append(Message(.ibUnknownFontBaselines, [.count(unknownFontBaselines),
                                                                         .text(unknownFonts.sorted().joined(separator: ", "))]))
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
    }

    func contains(_ view: IBView, element: String) -> Bool {
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

    private mutating func collect(_ view: IBView, parent: String?) {
        elements[view.id] = view
        if let parent { parents[view.id] = parent }
        for subview in view.subviews { collect(subview, parent: view.id) }
    }

    mutating func add(_ text: String, line: Int) {
        result.lines.append(IBImport.Line(text: text, documentLine: line))
    }
}
