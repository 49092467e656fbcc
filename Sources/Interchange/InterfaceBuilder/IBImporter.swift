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

/// Before Xcode 14 (toolsVersion 21000) the 375-point 3x iPhone (retina5_9) gives its cells
/// what a 2x iPhone as narrow gives, not the 20 of the wider 3x iPhones.
private let firstToolsVersionWith3xCellSidesOn375 = 21000

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
private let scrollingElements: Set<String> = ["scrollView", "textView", "tableView", "collectionView"]

struct IBScenePlanner {
    let document: IBDocument
    let scene: IBScene
    var naming: ImportNaming
    private var result = IBImport()
    /// IB id → alsh view name.
    private var names: [String: String] = [:]
    private var parents: [String: String] = [:]
    private var elements: [String: IBView] = [:]
    /// Guide id → how to write it: (owner name, built-in guide) or a user guide's name.
    private var safeAreaGuides: [String: String] = [:]
    private var userGuides: [String: String] = [:]
    /// Scroll view name → its content guide (made when a constraint needs it).
    private var contentGuides: [String: String] = [:]
    private var excluded: Set<String> = []
    private var classes: (width: String, height: String) = ("compact", "regular")
    private var stackLines: [IBImport.Line] = []
    private var hiddenLines: [IBImport.Line] = []
    private var placeholders = 0
    private var excludedConstraints = 0
    private var counters: [String: Int] = [:]
    /// Views a constraint aligns by a baseline: only they need one estimated.
    private var baselineViews: Set<String> = []
    private var estimatedBaselines = 0
    /// Table cell content views given iOS 10's margins (a document before Xcode 9.1).
    private var olderCellContentViews = 0
    /// SF Symbol image views' insets, read off the stored frames (made after `collect`).
    private var symbolInsets: IBSymbolInsets?
    private var symbolViewsInset = 0

    init(document: IBDocument, scene: IBScene, naming: ImportNaming) {
        self.document = document
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
        // size) has the side margins of the device's screen, not of a screen its size.
        if isViewController, let device {
            let screen = device.size(landscape: document.isLandscape)
            let side = Layout.systemSideMargin(width: screen.width, height: screen.height)
            if side != Layout.systemSideMargin(width: rootFrame.width, height: rootFrame.height) {
                add("margins root minimum \(formatNumber(side))", line: scene.root.line)
            }
        }
        if let side = cellSide(rootFrame, isViewController: isViewController) {
            add("margins root cells \(formatNumber(side))", line: scene.root.line)
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
        }
        result.lines += stackLines
        result.lines += hiddenLines
        addConstraints(scene.root)
        let marked = result.views.filter { elements[$0.ref]?.isMarkedMisplaced == true }.map { "'\($0.name)'" }
        if !marked.isEmpty {
            result.noteMessages.append(Message(.ibMisplaced, marked.joined(separator: ", ")))
        }
        if estimatedBaselines > 0 {
            result.noteMessages.append(Message(.ibBaselines, [.count(estimatedBaselines)]))
        }
        if olderCellContentViews > 0, let tools = document.toolsVersion {
            result.noteMessages.append(Message(.ibOlderCellMargins, [.count(olderCellContentViews), .text(String(tools))]))
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

    /// The side margin Interface Builder gives the scene's table cells where alsh's rule
    /// from root's size and scale would give another (nil: that one, or no cells). Before
    /// Xcode 12 a 2x iPhone narrower than 414 points gives 15 (iOS 8 to 13) to the cells of a
    /// table inside a view controller's view (not to a table view controller's), and so does
    /// the canvas of Xcode 8 and earlier, which has no device. Before Xcode 14 the 375-point
    /// 3x iPhone does as the 2x ones. A xib's cell is laid out at its own width on the
    /// device: 20 when the screen is 414 points or more across and the cell wider than the
    /// narrowest phone (320), else the narrow phone's, where root (the cell's size here)
    /// would go by its shorter side, the cell's height (docs/UIKIT-RULES.md).
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
            side = wideScreen && rootFrame.width > narrowestPhoneWidth ? 20 : older ? olderCellSide : 16
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

    /// A xib's top-level plain view the size of the document's device, with a safe area,
    /// is a view controller's view (File's Owner's `view`).
    private func looksLikeViewControllerView(_ view: IBView) -> Bool {
        guard view.element == "view", view.guides["safeArea"] != nil, let frame = view.frame,
              let device = laidOutDevice else { return false }
        let size = device.size(landscape: document.isLandscape)
        return frame.width == size.width && frame.height == size.height
    }

    private typealias Insets = (top: Double, left: Double, bottom: Double, right: Double)

    /// The insets of root's safe area; `depth` counts the embeddings followed to get here.
    private mutating func safeAreaInsets(isViewController: Bool, depth: Int) -> Insets {
        let usesLegacyGuides = scene.topLayoutGuide != nil || scene.bottomLayoutGuide != nil
        guard document.usesSafeAreas || usesLegacyGuides else { return (0, 0, 0, 0) }
        let device = laidOutDevice ?? IBDevice.named("retina4_7")!
        if isViewController, let embedding = scene.embedding, depth < Self.deepestEmbedding,
           let parent = document.scenes.first(where: { $0.id == embedding.parentScene }) {
            return embeddedSceneInsets(embedding, in: parent, device: device, depth: depth)
        }
        guard var insets = isViewController ? device.safeArea(landscape: document.isLandscape) : freeformSafeArea()
        else { return (0, 0, 0, 0) }
        // A scene whose simulated metrics hide the status bar, on a phone or iPad without a
        // home indicator (where the status bar is all the inset above), has none either.
        let hidesStatusBar = isViewController && scene.hidesStatusBar && device.bottom == 0 && !laysOutWithoutStatusBar(device)
        let withoutStatusBar = isViewController && (laysOutWithoutStatusBar(device) || hidesStatusBar)
        if withoutStatusBar { insets.top = 0 }
        let height = scene.root.frame?.height ?? device.size(landscape: document.isLandscape).height
        let placement = isViewController ? placement(device, rootHeight: height) : .fullScreen
        if placement == .sheet { insets.top = 0 }
        addBars(&insets, device: device, inSheet: placement == .sheet)
        if placement == .belowTopBar { placeBelowTopBar(&insets, device: device, rootHeight: height) }
        // The device table has today's insets; a document saved by an older Xcode, or a
        // scene under a navigation bar or above a tab bar, was laid out with others. The
        // stored frames of views pinned to the safe area say which: when they agree, they win.
        let deviceTop = insets.top + (withoutStatusBar ? device.top : 0)
        if let top = impliedInset(edge: "top", rootHeight: height, bottomInset: insets.bottom, isViewController: isViewController), abs(top - insets.top) > Self.tolerance {
            // Stored with the status bar after all: the device's own inset, nothing to say.
            if abs(top - deviceTop) > Self.tolerance {
                result.noteMessages.append(Message(.ibSafeAreaTop, formatNumber(top), device.name, formatNumber(deviceTop)))
            }
            insets.top = top
        } else if placement != .fullScreen {
            // A sheet's or a root's below a bar: its own note says why the top is 0.
        } else if hidesStatusBar {
            result.noteMessages.append(Message(.ibSceneHidesStatusBar, device.name, formatNumber(device.top)))
        } else if withoutStatusBar {
            result.noteMessages.append(Message(device.isPad ? .ibNoStatusBarPadLandscape : .ibNoStatusBar,
                                               device.name, formatNumber(device.top)))
        } else if isViewController, !document.isLandscape, let today = document.device, today.top != device.top {
            if device.top == 2 * today.top {
                result.noteMessages.append(Message(.ibDoubledInsets, device.name, formatNumber(device.top), formatNumber(device.bottom),
                                                   formatNumber(today.top), formatNumber(today.bottom)))
            } else {
                result.noteMessages.append(Message(.ibOlderNotch, device.name, formatNumber(device.top), formatNumber(today.top)))
            }
        }
        if let bottom = impliedInset(edge: "bottom", rootHeight: height, bottomInset: insets.bottom, isViewController: isViewController), abs(bottom - insets.bottom) > Self.tolerance {
            result.noteMessages.append(Message(.ibSafeAreaBottom, formatNumber(bottom), device.name, formatNumber(insets.bottom)))
            insets.bottom = bottom
        }
        return insets
    }

    /// Containers inside embedded controllers inside containers…: more than this is a cycle.
    private static let deepestEmbedding = 8

    /// Where a view controller's root sits on the screen, as Interface Builder lays the
    /// scene out.
    private enum Placement { case fullScreen, belowTopBar, sheet }

    /// A phone presents a sheet below the status bar from iOS 13 (Xcode 11, toolsVersion
    /// 15000) on, and Interface Builder stores its root shorter than the screen; a scene
    /// below an opaque navigation bar starts at the bar's bottom (docs/UIKIT-RULES.md).
    private mutating func placement(_ device: IBDevice, rootHeight: Double) -> Placement {
        let screenHeight = device.size(landscape: document.isLandscape).height
        if scene.isSheet, !device.isPad, let tools = document.toolsVersion, tools >= Self.firstToolsVersionWithSheets,
           rootHeight < screenHeight - Self.tolerance {
            result.noteMessages.append(Message(.ibSheetSafeArea, device.name, formatNumber(rootHeight)))
            return .sheet
        }
        return scene.isBelowTopBar ? .belowTopBar : .fullScreen
    }

    private static let firstToolsVersionWithSheets = 15000

    /// A navigation bar (44, 50 on an iPad; 32 on a phone compact both ways; 56 in a
    /// phone's sheet), a tab bar (49, 50 on an iPad; 32 in compact height) and a toolbar
    /// inset the safe area of the scenes they hold.
    private func addBars(_ insets: inout Insets, device: IBDevice, inSheet: Bool) {
        let compact = classes.height == "compact"
        if scene.isUnderNavigationBar {
            insets.top += inSheet ? Self.sheetNavigationBarHeight : Self.navigationBarHeight(device, classes: classes)
        }
        if scene.isAboveTabBar { insets.bottom += Self.tabBarHeight(device, compactHeight: compact) }
        if scene.isAboveToolbar { insets.bottom += Self.toolbarHeight(device, compactHeight: compact) }
    }

    private static let sheetNavigationBarHeight = 56.0

    /// Root laid out below an opaque navigation bar starts at the bar's bottom, where the
    /// safe area's top was: it has none above, and keeps its stored height, so whatever of
    /// it reaches past the screen's safe bottom is below its safe area (Interface Builder
    /// stores a root the screen's height there, or the screen's less the bars).
    private mutating func placeBelowTopBar(_ insets: inout Insets, device: IBDevice, rootHeight: Double) {
        let start = insets.top
        let screenHeight = device.size(landscape: document.isLandscape).height
        insets.top = 0
        insets.bottom = max(0, start + rootHeight - (screenHeight - insets.bottom))
        result.noteMessages.append(Message(.ibBelowOpaqueBar, formatNumber(start), formatNumber(insets.bottom)))
    }

    /// An embedded controller's safe area, and the bars of the containers holding it inside
    /// the container view.
    private mutating func embeddedSceneInsets(_ embedding: IBEmbedding, in parent: IBScene, device: IBDevice, depth: Int) -> Insets {
        var insets: Insets
        if let tools = document.toolsVersion, tools >= Self.firstToolsVersionEmbeddingAtScreenTop,
           let frame = scene.root.frame {
            insets = screenTopInsets(width: frame.width, height: frame.height, device: device)
            result.noteMessages.append(Message(.ibEmbeddedAtScreenTop, parent.displayName, formatNumber(insets.top),
                                               formatNumber(insets.left), formatNumber(insets.bottom), formatNumber(insets.right)))
        } else {
            insets = embeddedInsets(embedding, in: parent, depth: depth)
            result.noteMessages.append(Message(.ibEmbeddedSafeArea, parent.displayName, formatNumber(insets.top),
                                               formatNumber(insets.left), formatNumber(insets.bottom), formatNumber(insets.right)))
        }
        addBars(&insets, device: device, inSheet: false)
        return insets
    }

    private static let firstToolsVersionEmbeddingAtScreenTop = 15000

    /// The safe area of a view of this size at the top left of the device's screen: the
    /// part of the screen's insets it covers.
    private func screenTopInsets(width: Double, height: Double, device: IBDevice) -> Insets {
        var area = device.safeArea(landscape: document.isLandscape)
        if laysOutWithoutStatusBar(device) { area.top = 0 }
        let screen = device.size(landscape: document.isLandscape)
        return (min(area.top, height), min(area.left, width), max(0, height - (screen.height - area.bottom)),
                max(0, width - (screen.width - area.right)))
    }

    /// An embedded controller's view has the part of its parent's safe area that its
    /// container covers (UIKit: a view's safe area is where its superview's reaches it), and
    /// none above or below inside a scroll view (docs/UIKIT-RULES.md).
    private func embeddedInsets(_ embedding: IBEmbedding, in parent: IBScene, depth: Int) -> Insets {
        var planner = IBScenePlanner(document: document, scene: parent, naming: naming)
        planner.classes = classes
        let outer = planner.safeAreaInsets(isViewController: true, depth: depth + 1)
        let frame = embedding.frame
        let (right, bottom) = (frame.x + frame.width, frame.y + frame.height)
        let screen = parent.root.frame ?? Rect(x: 0, y: 0, width: right, height: bottom)
        let below = embedding.inScrollView ? 0 : max(0, bottom - (screen.height - outer.bottom))
        return (embedding.inScrollView ? 0 : max(0, outer.top - frame.y), max(0, outer.left - frame.x), below,
                max(0, right - (screen.width - outer.right)))
    }

    private static let tolerance = 0.5

    /// The document's device with the insets the Xcode that saved the document gave it.
    private var laidOutDevice: IBDevice? {
        document.device?.laidOut(byToolsVersion: document.toolsVersion, landscape: document.isLandscape)
    }

    /// Xcode 11 to 14.2 (toolsVersion 15000 to 21599) lay a portrait iPhone without a notch
    /// out with no status bar in its safe area: every such document in the corpus stores a
    /// view pinned to the safe area's top at 0 below root's top (44 under a navigation
    /// bar), and every one from Xcode 9 and 10, and from toolsVersion 21701 on, at 20 (64).
    /// Xcode 11 to 12 (toolsVersion 15000 to 18999) lay an iPad out so in landscape; Xcode
    /// 13 shows the status bar again (docs/UIKIT-RULES.md).
    private func laysOutWithoutStatusBar(_ device: IBDevice) -> Bool {
        guard device.top > 0, let tools = document.toolsVersion else { return false }
        if device.isPad { return document.isLandscape && Self.padLandscapeWithoutStatusBar.contains(tools) }
        guard !document.isLandscape, device.bottom == 0 else { return false }
        return Self.phoneWithoutStatusBar.contains(tools)
    }

    private static let phoneWithoutStatusBar = 15000..<21600
    private static let padLandscapeWithoutStatusBar = 15000..<19000

    /// UINavigationBar's height: 50 on an iPad (iOS 12 on), 32 on a phone in compact
    /// height and compact width, else 44: a Plus or Max iPhone in landscape (regular
    /// width) keeps 44 (docs/UIKIT-RULES.md).
    static func navigationBarHeight(_ device: IBDevice?, classes: (width: String, height: String)) -> Double {
        if device?.isPad == true { return 50 }
        return classes.height == "compact" && classes.width == "compact" ? 32 : 44
    }

    /// UITabBar's height: 32 in compact height, 50 on an iPad, else 49.
    static func tabBarHeight(_ device: IBDevice, compactHeight: Bool) -> Double {
        compactHeight ? 32 : (device.isPad ? 50 : 49)
    }

    /// UIToolbar's height: 32 in compact height, 50 on an iPad (iOS 12 on), 49 on a phone
    /// with a home indicator, else 44 (docs/UIKIT-RULES.md).
    static func toolbarHeight(_ device: IBDevice, compactHeight: Bool) -> Double {
        if compactHeight { return 32 }
        if device.isPad { return 50 }
        return device.bottom > 0 ? 49 : 44
    }

    /// The safe area Interface Builder gives a xib's top-level view of its own size that
    /// has a safe-area guide, on a phone with a home indicator: the view sits at the top
    /// of the device's screen and its safe area is the part inside the screen's (the
    /// housing above it; the home indicator only where the view reaches it); a view that
    /// does not fit in the screen is its own screen, with the device's insets. A table cell
    /// has none: Interface Builder lays a xib's table cell out as a row, not on the screen
    /// (a collection view cell keeps the rule). Nil for none (docs/UIKIT-RULES.md).
    private func freeformSafeArea() -> (top: Double, left: Double, bottom: Double, right: Double)? {
        guard scene.root.element != "tableViewCell" else { return nil }
        guard scene.root.guides["safeArea"] != nil, let device = laidOutDevice, !device.isPad,
              let frame = scene.root.frame else { return nil }
        let area = device.safeArea(landscape: document.isLandscape)
        guard area.bottom > 0 else { return nil }
        let screen = device.size(landscape: document.isLandscape)
        if frame.width > screen.width || frame.height > screen.height { return area }
        return (area.top, area.left, max(0, frame.height - (screen.height - area.bottom)),
                max(0, frame.width - (screen.width - area.right)))
    }

    /// The root safe area's top (or bottom) inset that the stored frames imply through the
    /// required equalities between it and a view's top, bottom or center: the value most of
    /// them agree on, or nil when too few say.
    private func impliedInset(edge: String, rootHeight: Double, bottomInset: Double, isViewController: Bool) -> Double? {
        let safeID = scene.root.guides["safeArea"]
        let legacy = edge == "top" ? scene.topLayoutGuide : scene.bottomLayoutGuide
        let legacyAttribute = edge == "top" ? "bottom" : "top"
        // A view controller's root has no top or bottom margin of its own beyond its safe
        // area unless the document sets one: its topMargin is its safe area's top.
        let marginsAreSafeArea = isViewController && scene.root.margins == nil && scene.root.insetsLayoutMarginsFromSafeArea
        let marginAttribute = marginsAreSafeArea ? edge + "Margin" : nil
        let nested = nestedSafeAreaOwners()
        func isGuideEdge(_ item: String?, _ attribute: String?) -> Bool {
            guard let item else { return false }
            return (item == safeID && attribute == edge) || (item == legacy && attribute == legacyAttribute)
                || (edge == "top" && item == safeID && attribute == "centerY")
                || (item == scene.root.id && attribute != nil && attribute == marginAttribute)
                || (nested[item] != nil && attribute == edge)
        }
        // A nested view's guide edge is root's only where the view reaches past it.
        func reaches(_ item: String?, inset: Double) -> Bool {
            guard let owner = item.flatMap({ nested[$0] }) else { return true }
            guard let start = rootPosition(owner, edge) else { return false }
            let fromEdge = edge == "top" ? start : rootHeight - start
            return fromEdge <= Self.tolerance || fromEdge < inset - Self.tolerance
        }
        // A view centred on the safe area says where its middle is: with the bottom inset
        // known, that gives the top.
        func inset(_ position: Double, _ guideAttribute: String?) -> Double {
            if guideAttribute == "centerY" { return 2 * position - (rootHeight - bottomInset) }
            return edge == "top" ? position : rootHeight - position
        }
        var votes: [Double: Int] = [:]
        for (holder, constraint) in allConstraints(scene.root) {
            guard !constraint.isPlaceholder, !excluded.contains(constraint.id), constraint.relation == .equal,
                  constraint.priority >= 1000, constraint.multiplier == 1, let secondID = constraint.secondItem,
                  let secondAttribute = constraint.secondAttribute else { continue }
            let firstID = constraint.firstItem ?? holder
            // guide = view + c, or view = guide + c.
            let position: Double?
            let guideAttribute: String?
            let guide: String?
            if isGuideEdge(firstID, constraint.firstAttribute) {
                position = rootPosition(secondID, secondAttribute).map { $0 + constraint.constant }
                (guideAttribute, guide) = (constraint.firstAttribute, firstID)
            } else if isGuideEdge(secondID, secondAttribute) {
                position = rootPosition(firstID, constraint.firstAttribute).map { $0 - constraint.constant }
                (guideAttribute, guide) = (secondAttribute, secondID)
            } else {
                continue
            }
            guard let position else { continue }
            let inset = inset(position, guideAttribute)
            guard inset >= 0, inset < rootHeight / 2, reaches(guide, inset: inset) else { continue }
            votes[(inset * 2).rounded() / 2, default: 0] += 1
        }
        // One view's stored frame may just be misplaced; two that agree, one under a bar
        // the scene shows, or one at an inset some device has are taken as what IB laid
        // the scene out with.
        guard let best = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
              best.value >= 2 || (edge == "top" ? scene.hasTopBar : scene.hasBottomBar)
                || IBDevice.knownInsets(top: edge == "top").contains(best.key)
                || insetsWithABar(edge: edge).contains(best.key) else { return nil }
        return best.key
    }

    /// The device's inset at an edge with a bar added: a navigation bar above, a tab bar or
    /// a toolbar below. A scene may show a bar that only another document gives it (a tab
    /// bar controller in another storyboard holds the navigation controller it is pushed
    /// in), so one view at exactly such an inset is taken as that bar.
    private func insetsWithABar(edge: String) -> Set<Double> {
        guard let device = laidOutDevice else { return [] }
        let area = device.safeArea(landscape: document.isLandscape)
        let compact = classes.height == "compact"
        if edge == "top" {
            let top = laysOutWithoutStatusBar(device) ? 0 : area.top
            return [top + Self.navigationBarHeight(device, classes: classes)]
        }
        return [area.bottom + Self.tabBarHeight(device, compactHeight: compact),
                area.bottom + Self.toolbarHeight(device, compactHeight: compact)]
    }

    private func allConstraints(_ view: IBView) -> [(String, IBConstraint)] {
        view.constraints.map { (view.id, $0) } + view.subviews.flatMap(allConstraints)
    }

    /// Safe-area guide id → its view, for views other than root outside every scroll view:
    /// such a view's safe area is the part of root's that covers it (UIKit), so its guide's
    /// edge is root's wherever the view reaches past that edge.
    private func nestedSafeAreaOwners() -> [String: String] {
        var owners: [String: String] = [:]
        for (id, view) in elements where id != scene.root.id {
            guard let guide = view.guides["safeArea"], !isInScrollView(id) else { continue }
            owners[guide] = id
        }
        return owners
    }

    private func isInScrollView(_ id: String) -> Bool {
        var current = parents[id]
        while let parent = current, parent != scene.root.id {
            if let element = elements[parent]?.element, scrollingElements.contains(element) { return true }
            current = parents[parent]
        }
        return false
    }

    /// Where a view's alignment rect has its top, bottom or centre in root's coordinates:
    /// its stored frame less its class's insets. A symbol image view's alignment rect is
    /// not stored, so it says nothing.
    private func rootPosition(_ id: String, _ attribute: String) -> Double? {
        guard id != scene.root.id, let view = elements[id], view.systemImage == nil, var frame = view.frame else { return nil }
        let insets = AlignmentInsets.forClass(view.uiKitClass)
        frame.y += insets.top
        frame.height -= insets.top + insets.bottom
        var y = frame.y
        var current = parents[id]
        while let parent = current, parent != scene.root.id {
            guard let frame = elements[parent]?.frame else { return nil }
            y += frame.y
            current = parents[parent]
        }
        switch attribute {
        case "top": return y
        case "bottom": return y + frame.height
        case "centerY": return y + frame.height / 2
        default: return nil
        }
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
        if view.translatesAutoresizingMask, !arranged, !fillsEffectView {
            if let frame = view.frame ?? cellFrame(view, in: parent) {
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
        if view.element == "tableViewCellContentView", view.margins == nil,
           let tools = document.toolsVersion, tools < firstToolsVersionWithIOS11CellMargins {
            add("margins \(name) 8 8 8 8", line: view.line)
            olderCellContentViews += 1
        }
        var insets = AlignmentInsets.forClass(uiKitClass)
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
        stackLines.append(IBImport.Line(text: text, documentLine: view.line))
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
    private func isEffectContentView(_ view: IBView, parent: IBView) -> Bool {
        guard parent.element == "visualEffectView", Self.isContentView(view, of: parent),
              let frame = view.frame, let bounds = parent.frame else { return false }
        return frame.x == 0 && frame.y == 0 && frame.width == bounds.width && frame.height == bounds.height
            && view.autoresizingFlags.isSuperset(of: ["widthSizable", "heightSizable"])
    }

    /// `NAME.left == SUPERVIEW.left` and so on round the four edges.
    private mutating func pinEdges(_ name: String, to superview: String, line: Int) {
        for edge in ["left", "top", "right", "bottom"] {
            add("\(naming.claim("\(name)_\(edge)")): \(name).\(edge) == \(superview).\(edge)", line: line)
        }
    }

    /// The frame Interface Builder lays out a prototype cell or its content view with when
    /// the document (Xcode 7 and before) stores none: the table's width and the row height
    /// (the cell's, else the table's; a stored cell frame kept 44 then), the content view a
    /// separator's pixel shorter (docs/UIKIT-RULES.md).
    private func cellFrame(_ view: IBView, in parent: IBView?) -> Rect? {
        guard let parent else { return nil }
        let table = parents[parent.id].flatMap { elements[$0] }
        switch view.element {
        case "tableViewCell" where parent.element == "tableView":
            guard let width = parent.frame?.width else { return nil }
            return Rect(x: 0, y: 0, width: width, height: view.rowHeight ?? parent.rowHeight ?? 44)
        case "tableViewCellContentView" where parent.element == "tableViewCell":
            guard let width = parent.frame?.width ?? table?.frame?.width,
                  let height = parent.rowHeight ?? table?.rowHeight ?? parent.frame?.height else { return nil }
            return Rect(x: 0, y: 0, width: width, height: max(0, height - 1 / (document.device?.scale ?? 2)))
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
            height = Self.navigationBarHeight(document.device, classes: classes)
        }
        if let placeholder = view.placeholderIntrinsic[.horizontal] { width = placeholder }
        if let placeholder = view.placeholderIntrinsic[.vertical] { height = placeholder }
        return width == nil && height == nil ? nil : (width, height)
    }

    /// The view's own layout guides: its safe area is `NAME.safeArea`; a scroll view's
    /// content and frame layout guides become guides of its own.
    private mutating func guides(_ view: IBView, name: String) {
        for (key, id) in view.guides.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "safeArea": safeAreaGuides[id] = "\(name).safeArea"
            case "contentLayoutGuide": userGuides[id] = contentGuide(name, line: view.line)
            case "frameLayoutGuide":
                let guide = naming.claim("\(name)_frame")
                add("guide \(guide) in \(name)", line: view.line)
                pinEdges(guide, to: name, line: view.line)
                userGuides[id] = guide
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

    /// A scroll view's content layout guide: at the content's origin (content offset 0,
    /// as IB lays it out), its size what the constraints make it (the content size).
    private mutating func contentGuide(_ scroll: String, line: Int) -> String {
        if let guide = contentGuides[scroll] { return guide }
        let guide = naming.claim("\(scroll)_content")
        add("guide \(guide) in \(scroll)", line: line)
        add("\(naming.claim("\(guide)_left")): \(guide).left == \(scroll).left", line: line)
        add("\(naming.claim("\(guide)_top")): \(guide).top == \(scroll).top", line: line)
        contentGuides[scroll] = guide
        return guide
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
        if let margins = view.margins {
            add("margins \(name) \(formatNumber(margins.top)) \(formatNumber(margins.left)) \(formatNumber(margins.bottom)) \(formatNumber(margins.right))",
                line: view.line)
        }
        if view.preservesSuperviewLayoutMargins { add("preserve \(name) on", line: view.line) }
        if !view.insetsLayoutMarginsFromSafeArea { add("margins \(name) fromsafearea off", line: view.line) }
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
            if constraint.constant != 0 {
                formula += (constraint.constant < 0 ? " - " : " + ") + formatNumber(abs(constraint.constant))
            }
        } else {
            formula += formatNumber(constraint.constant)
        }
        let priority = Self.priority(constraint.priority)
        if priority < 1000 { formula += " @\(formatNumber(priority))" }
        // `root_top`: the first item's view and the attribute as written (a legacy guide's
        // edge becomes the safe area's).
        let parts = first.split(separator: ".")
        let label = naming.constraintLabel(identifier: constraint.identifier,
                                           fallback: "\(parts.first ?? "c")_\(parts.last ?? "")")
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
            // are the safe area's.
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
        if let guide = safeAreaGuides[id] { return "\(guide).\(attribute)" }
        if let guide = userGuides[id] { return "\(guide).\(attribute)" }
        guard let name = names[id] else {
            if excluded.contains(id) || isInsideExcluded(id) { excludedConstraints += 1; return nil }
            result.noteMessages.append(Message(.ibForeignItem, String(constraint.line), constraint.id, id))
            return nil
        }
        // Edges of a scroll view related to its own content are the content area's.
        if let element = elements[id], scrollingElements.contains(element.element),
           let other, isDescendant(other, of: id), Self.contentEdges.contains(attribute) {
            let guide = contentGuide(name, line: element.line)
            return "\(guide).\(attribute)"
        }
        return "\(name).\(attribute)"
    }

    private static let contentEdges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]

    private func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = parents[id]
        var steps = 0
        while let parent = current, steps < 10_000 {
            if parent == ancestor { return true }
            current = parents[parent]
            steps += 1
        }
        return false
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
