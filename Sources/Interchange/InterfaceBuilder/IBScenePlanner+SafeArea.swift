import AutoLayout
import Cassowary
import Messages

/// Where root's safe area lies, as Interface Builder laid the scene out: the device's
/// insets, the bars the scene shows or is shown under (opaque, in a sheet, embedded in a
/// container), and what the stored frames of views pinned to it say
/// (docs/UIKIT-RULES.md, the Interface Builder sections).
extension IBScenePlanner {
    typealias Insets = (top: Double, left: Double, bottom: Double, right: Double)

    /// The insets of root's safe area; `depth` counts the embeddings followed to get here.
    mutating func safeAreaInsets(isViewController: Bool, depth: Int) -> Insets {
        let usesLegacyGuides = scene.topLayoutGuide != nil || scene.bottomLayoutGuide != nil
        // A xib's top-level view laid out as a root has its screen's safe area in its
        // margins, with or without a safe-area guide.
        let marginsAsRoot = !isViewController && scene.root.frame.map { topLevelViewSide($0) != nil } == true
        guard document.usesSafeAreas || usesLegacyGuides || marginsAsRoot else { return (0, 0, 0, 0) }
        let device = laidOutDevice ?? IBDevice.named("retina4_7")!
        // A root that does not fit in the screen is laid out as a screen of its own, with the
        // device's insets, wherever it is embedded (docs/UIKIT-RULES.md).
        if isViewController, let embedding = scene.embedding, depth < Self.deepestEmbedding, rootFitsScreen(of: device),
           let parent = document.scenes.first(where: { $0.id == embedding.parentScene }) {
            return embeddedSceneInsets(embedding, in: parent, device: device, depth: depth)
        }
        let readsStatusBar = !isViewController && readsFreeformStatusBarFromFrames(device, withoutGuide: marginsAsRoot)
        guard var insets = isViewController ? device.safeArea(landscape: document.isLandscape)
                : freeformSafeArea(withoutGuide: marginsAsRoot) ?? (readsStatusBar ? (0, 0, 0, 0) : nil)
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
        let deviceTop = readsStatusBar ? device.top : insets.top + (withoutStatusBar ? device.top : 0)
        if let top = impliedInset(edge: "top", rootHeight: height, bottomInset: insets.bottom, isViewController: isViewController,
                                  marginsAsRoot: marginsAsRoot), abs(top - insets.top) > Self.tolerance {
            // Stored with the status bar after all: the device's own inset, nothing to say.
            if abs(top - deviceTop) > Self.tolerance {
                result.noteMessages.append(Message(.ibSafeAreaTop, formatNumber(top), device.name, formatNumber(deviceTop)))
            }
            insets.top = top
        } else if placement != .fullScreen {
            // A sheet's or a root's below a bar: its own note says why the top is 0.
        } else if hidesStatusBar {
            let key: MessageKey = scene.isEmbeddedWithoutStatusBar ? .ibEmbeddedNoStatusBar
                : scene.infersHiddenStatusBar ? .ibSceneInfersNoStatusBar : .ibSceneHidesStatusBar
            result.noteMessages.append(Message(key, device.name, formatNumber(device.top)))
        } else if withoutStatusBar {
            let key: MessageKey = !device.isPad ? .ibNoStatusBar
                : document.isLandscape ? .ibNoStatusBarPadLandscape : .ibNoStatusBarPadPortrait
            result.noteMessages.append(Message(key, device.name, formatNumber(device.top)))
        } else if isViewController, !document.isLandscape, let today = document.device, today.top != device.top {
            if device.top == 2 * today.top {
                result.noteMessages.append(Message(.ibDoubledInsets, device.name, formatNumber(device.top), formatNumber(device.bottom),
                                                   formatNumber(today.top), formatNumber(today.bottom)))
            } else {
                result.noteMessages.append(Message(.ibOlderNotch, device.name, formatNumber(device.top), formatNumber(today.top)))
            }
        }
        if let bottom = impliedInset(edge: "bottom", rootHeight: height, bottomInset: insets.bottom, isViewController: isViewController,
                                     marginsAsRoot: marginsAsRoot), abs(bottom - insets.bottom) > Self.tolerance {
            result.noteMessages.append(Message(.ibSafeAreaBottom, formatNumber(bottom), device.name, formatNumber(insets.bottom)))
            insets.bottom = bottom
        }
        // Interface Builder lays the legacy top layout guide out from the status bar's bottom
        // (stored frames, docs/UIKIT-RULES.md): the status bar's part of root's safe area.
        if isViewController, usesLegacyGuides, placement == .fullScreen, !withoutStatusBar {
            topGuideTop = min(device.top, insets.top)
        }
        return insets
    }

    /// Whether root's stored frame fits in the device's screen; a root with none takes the screen's size.
    func rootFitsScreen(of device: IBDevice) -> Bool {
        guard let frame = scene.root.frame else { return true }
        let screen = device.size(landscape: document.isLandscape)
        return frame.width <= screen.width + Self.tolerance && frame.height <= screen.height + Self.tolerance
    }

    /// Containers inside embedded controllers inside containers…: more than this is a cycle.
    private static let deepestEmbedding = 8

    /// Where a view controller's root sits on the screen, as Interface Builder lays the
    /// scene out.
    private enum Placement { case fullScreen, belowTopBar, sheet }

    /// A phone presents a sheet below the status bar from iOS 13 (Xcode 11, toolsVersion
    /// 14800) on, and Interface Builder stores its root shorter than the screen; it shows a
    /// popover at its own size with no status bar in every version; a scene below an opaque
    /// navigation bar starts at the bar's bottom (docs/UIKIT-RULES.md).
    private mutating func placement(_ device: IBDevice, rootHeight: Double) -> Placement {
        let screenHeight = device.size(landscape: document.isLandscape).height
        if scene.isSheet, !device.isPad, let tools = document.toolsVersion, tools >= Self.firstXcode11ToolsVersion,
           rootHeight < screenHeight - Self.tolerance {
            result.noteMessages.append(Message(.ibSheetSafeArea, device.name, formatNumber(rootHeight)))
            return .sheet
        }
        if scene.isPopover, !device.isPad, rootHeight < screenHeight - Self.tolerance {
            result.noteMessages.append(Message(.ibPopoverSafeArea, device.name, formatNumber(rootHeight)))
            return .sheet
        }
        return scene.isBelowTopBar ? .belowTopBar : .fullScreen
    }

    /// Xcode 11's first beta (toolsVersion 14810): its betas already lay scenes out as
    /// Xcode 11 does. From it on, documents name the device's appearance (iOS 13's dark
    /// mode), which no document before it does (docs/UIKIT-RULES.md).
    static let firstXcode11ToolsVersion = 14800

    /// A navigation bar (44, 50 on an iPad; 32 on a phone compact both ways; 56 in a
    /// phone's sheet), a tab bar (49, 50 on an iPad; 32 in compact height) and a toolbar
    /// inset the safe area of the scenes they hold.
    private func addBars(_ insets: inout Insets, device: IBDevice, inSheet: Bool) {
        let compact = classes.height == "compact"
        if scene.isUnderNavigationBar {
            insets.top += inSheet ? Self.sheetNavigationBarHeight : Self.navigationBarHeight(device, classes: classes, toolsVersion: document.toolsVersion)
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
    /// the container view. Xcode 11 and later lay it out at the top of the screen; so does
    /// an older Xcode when the scene's own simulated metrics show a navigation bar (a screen
    /// with that bar), and Xcode 9 and 10 when the scene has the legacy top layout guide (a
    /// document without safe-area guides), where otherwise it has the part of its parent's
    /// safe area that the container covers (docs/UIKIT-RULES.md).
    private mutating func embeddedSceneInsets(_ embedding: IBEmbedding, in parent: IBScene, device: IBDevice, depth: Int) -> Insets {
        var insets: Insets
        let fromXcode11 = document.toolsVersion.map { $0 >= Self.firstXcode11ToolsVersion } ?? false
        let legacyGuides = !fromXcode11 && !document.usesSafeAreas && scene.topLayoutGuide != nil
            && document.toolsVersion.map(Self.xcode9And10ToolsVersions.contains) == true
        if fromXcode11 || scene.showsOwnNavigationBar || legacyGuides, let frame = scene.root.frame {
            insets = screenTopInsets(width: frame.width, height: frame.height, device: device)
            let key: MessageKey = fromXcode11 ? .ibEmbeddedAtScreenTop : scene.showsOwnNavigationBar ? .ibEmbeddedWithOwnBar : .ibEmbeddedLegacyGuides
            result.noteMessages.append(Message(key, parent.displayName,
                                               formatNumber(insets.top), formatNumber(insets.left), formatNumber(insets.bottom),
                                               formatNumber(insets.right)))
        } else {
            insets = embeddedInsets(embedding, in: parent, depth: depth)
            result.noteMessages.append(Message(.ibEmbeddedSafeArea, parent.displayName, formatNumber(insets.top),
                                               formatNumber(insets.left), formatNumber(insets.bottom), formatNumber(insets.right)))
        }
        addBars(&insets, device: device, inSheet: false)
        return insets
    }

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
    var laidOutDevice: IBDevice? {
        document.device?.laidOut(byToolsVersion: document.toolsVersion, landscape: document.isLandscape)
    }

    /// Xcode 11 to 14.2 (toolsVersion 14800 to 21599) lay a portrait iPhone without a notch
    /// out with no status bar in its safe area: every such document in the corpus stores a
    /// view pinned to the safe area's top at 0 below root's top (44 under a navigation
    /// bar), and every one from Xcode 9 and 10, and from toolsVersion 21701 on, at 20 (64).
    /// Xcode 11 to 12 (toolsVersion 14800 to 18999) lay an iPad out so in landscape; Xcode
    /// 13 shows the status bar again. In portrait an iPad without a home indicator has none
    /// from Xcode 11 to 15 (toolsVersion 14800 to 22999: the documents end there)
    /// (docs/UIKIT-RULES.md).
    private func laysOutWithoutStatusBar(_ device: IBDevice) -> Bool {
        guard device.top > 0, let tools = document.toolsVersion else { return false }
        if device.isPad {
            if document.isLandscape { return Self.padLandscapeWithoutStatusBar.contains(tools) }
            return device.bottom == 0 && Self.padPortraitWithoutStatusBar.contains(tools)
        }
        guard !document.isLandscape, device.bottom == 0 else { return false }
        return Self.phoneWithoutStatusBar.contains(tools)
    }

    private static let phoneWithoutStatusBar = firstXcode11ToolsVersion..<21600
    private static let padLandscapeWithoutStatusBar = firstXcode11ToolsVersion..<19000
    private static let padPortraitWithoutStatusBar = firstXcode11ToolsVersion..<23000

    /// UINavigationBar's height: 50 on an iPad (iOS 12 on), 32 on a phone in compact
    /// height and compact width, else 44: a Plus or Max iPhone in landscape (regular
    /// width) keeps 44. iOS 26 (Xcode 26, toolsVersion 24xxx and 25xxx) makes a phone's 54 in
    /// regular height; documents that say 32700.99.1234 store 44 (docs/UIKIT-RULES.md).
    static func navigationBarHeight(_ device: IBDevice?, classes: (width: String, height: String), toolsVersion: Int?) -> Double {
        if device?.isPad == true { return 50 }
        if classes.height == "compact" { return classes.width == "compact" ? 32 : 44 }
        return toolsVersion.map(xcode26ToolsVersions.contains) == true ? 54 : 44
    }

    static let xcode26ToolsVersions = 24000..<26000

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
    /// has a safe-area guide, on a phone with a home indicator: before Xcode 14 the view sits
    /// at the top of the device's screen and its safe area is the part inside the screen's
    /// (the housing above it; the home indicator only where the view reaches it); a view that
    /// does not fit in the screen is its own screen, with the device's insets, as every
    /// freeform view is from Xcode 14 on. On a phone without one the view has no safe area
    /// until Xcode 14.3 (toolsVersion 21600, when such a phone's status bar comes back),
    /// and from then on the status bar above, whatever its size. A table cell
    /// has none: Interface Builder lays a xib's table cell out as a row, not on the screen
    /// (a collection view cell keeps the rule). A view whose margins show its safe area
    /// has it `withoutGuide`. Nil for none (docs/UIKIT-RULES.md).
    private func freeformSafeArea(withoutGuide: Bool) -> (top: Double, left: Double, bottom: Double, right: Double)? {
        guard scene.root.element != "tableViewCell" else { return nil }
        guard scene.root.guides["safeArea"] != nil || withoutGuide, let device = laidOutDevice, !device.isPad,
              let frame = scene.root.frame else { return nil }
        let area = device.safeArea(landscape: document.isLandscape)
        let tools = document.toolsVersion ?? 0
        guard area.bottom > 0 || tools >= Self.phoneWithoutStatusBar.upperBound else { return nil }
        let screen = device.size(landscape: document.isLandscape)
        if frame.width > screen.width || frame.height > screen.height { return area }
        if tools >= Self.firstToolsVersionWithFreeformDeviceInsets { return area }
        return (area.top, area.left, max(0, frame.height - (screen.height - area.bottom)),
                max(0, frame.width - (screen.width - area.right)))
    }

    /// Xcode 9 and 10 (toolsVersion 13000 to 14799) lay some of a xib's top-level views on a
    /// phone or iPad without a home indicator out under the status bar and others not, by
    /// no rule the documents show (views the screen's width and 540 or 570 tall store 20
    /// above, views 44 to 142 tall 0, a 768 x 1004 iPad view 20): for such a view the
    /// stored frames of the views pinned to its safe area's top (or its top margin, when
    /// laid out as a root) say which; with none it has no safe area, as from Xcode 11 on
    /// such a phone (docs/UIKIT-RULES.md).
    private func readsFreeformStatusBarFromFrames(_ device: IBDevice, withoutGuide: Bool) -> Bool {
        guard let tools = document.toolsVersion, Self.xcode9And10ToolsVersions.contains(tools) else { return false }
        return scene.root.element == "view" && (scene.root.guides["safeArea"] != nil || withoutGuide)
            && device.bottom == 0 && !document.isLandscape
    }

    static let xcode9And10ToolsVersions = 13000..<firstXcode11ToolsVersion

    /// From Xcode 14 on, Interface Builder gives a xib's freeform view the device's safe-area
    /// insets whatever its size: a 36-point bar on an iPhone 15 stores the home indicator's
    /// 34 below (docs/UIKIT-RULES.md).
    static let firstToolsVersionWithFreeformDeviceInsets = 21000

    /// The root safe area's top (or bottom) inset that the stored frames imply through the
    /// required equalities between it and a view's top, bottom or center: the value most of
    /// them agree on, or nil when too few say.
    private func impliedInset(edge: String, rootHeight: Double, bottomInset: Double, isViewController: Bool,
                              marginsAsRoot: Bool) -> Double? {
        let safeID = scene.root.guides["safeArea"]
        let legacy = edge == "top" ? scene.topLayoutGuide : scene.bottomLayoutGuide
        let legacyAttribute = edge == "top" ? "bottom" : "top"
        // A view controller's root has no top or bottom margin of its own beyond its safe
        // area unless the document sets one: its topMargin is its safe area's top. So has
        // a xib's top-level view laid out as a root (`topLevelViewSide`).
        let marginsAreSafeArea = (isViewController && scene.root.margins == nil && scene.root.insetsLayoutMarginsFromSafeArea)
            || marginsAsRoot
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
            // The spacing Interface Builder laid out: a standard one from a guide is 8.
            let constant = standardGuideSpacing(constraint, holder: holder) ?? constraint.constant
            if isGuideEdge(firstID, constraint.firstAttribute) {
                position = rootPosition(secondID, secondAttribute).map { $0 + constant }
                (guideAttribute, guide) = (constraint.firstAttribute, firstID)
            } else if isGuideEdge(secondID, secondAttribute) {
                position = rootPosition(firstID, constraint.firstAttribute).map { $0 - constant }
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
            return [top + Self.navigationBarHeight(device, classes: classes, toolsVersion: document.toolsVersion)]
        }
        return [area.bottom + Self.tabBarHeight(device, compactHeight: compact),
                area.bottom + Self.toolbarHeight(device, compactHeight: compact)]
    }

    func allConstraints(_ view: IBView) -> [(String, IBConstraint)] {
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
    func rootPosition(_ id: String, _ attribute: String) -> Double? {
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
}
