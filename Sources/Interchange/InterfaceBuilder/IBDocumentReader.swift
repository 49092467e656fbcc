import AutoLayout
import Cassowary
import Foundation
import Messages

/// Reads an Interface Builder document into an `IBDocument`: the stored values only;
/// nothing is solved or applied here.
public enum IBDocumentReader {
    /// Documents larger than this are refused before parsing (no storyboard comes near).
    public static let maximumBytes = 32 << 20

    public static func read(_ data: Data) throws(IBReadError) -> IBDocument {
        guard data.count <= maximumBytes else {
            throw IBReadError(Message(.ibTooLarge, String(data.count >> 20), String(maximumBytes >> 20)))
        }
        let tree: XMLElement
        do { tree = try XMLTreeReader.read(data) } catch { throw IBReadError(error.sentence, line: error.line) }
        var reader = IBElementReader()
        return try reader.document(tree)
    }

    /// Whether the bytes look like an Interface Builder document (for `import FILE`, which
    /// decides by content): the start of the file names IB's document type.
    public static func looksLikeDocument(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        return head.contains("<document") && head.contains("com.apple.InterfaceBuilder3")
    }
}

/// A document that cannot be read, with the line where that became clear.
public struct IBReadError: Error, Equatable, Sendable {
    /// Why, worded in the session's language when printed.
    public var sentence: Message
    public var line: Int?
    init(_ sentence: Message, line: Int? = nil) { self.sentence = sentence; self.line = line }
    /// The sentence in English (tests).
    public var message: String { sentence.text(in: .en) }
}

/// Reads one document's elements into scenes and views (`IBDocumentReader.read`).
struct IBElementReader {
    var notes: [IBNote] = []
    /// Where each view id was first read. Interface Builder's ids are unique in a document;
    /// a second view with one (a hand edit, a bad merge) would make the view tree a graph
    /// with cycles, so it is skipped with a note.
    var viewLines: [String: Int] = [:]

    mutating func document(_ root: XMLElement) throws(IBReadError) -> IBDocument {
        guard root.name == "document", let type = root["type"] else {
            throw IBReadError(Message(.ibNotDocument, root.name), line: root.line)
        }
        guard type.contains("CocoaTouch") else {
            throw IBReadError(Message(.ibNotIOS, type), line: root.line)
        }
        let kind: IBDocument.Kind = type.contains("Storyboard") ? .storyboard : .xib
        let deviceElement = root.child("device")
        var device: IBDevice?
        if let id = deviceElement?["id"] {
            device = IBDevice.named(id)
            if device == nil { notes.append(IBNote(line: deviceElement?.line ?? root.line, sentence: Message(.ibUnknownDevice, id))) }
        }
        let scenes = kind == .storyboard ? storyboardScenes(root) : xibScenes(root)
        var document = IBDocument(kind: kind, device: device, isLandscape: deviceElement?["orientation"] == "landscape",
                                  usesAutoLayout: root["useAutolayout"] == "YES", usesSafeAreas: root["useSafeAreas"] == "YES",
                                  scenes: scenes, notes: notes)
        document.toolsVersion = root["toolsVersion"].flatMap { Int($0.prefix { $0.isNumber }) }
        return document
    }

    // MARK: scenes

    mutating func storyboardScenes(_ root: XMLElement) -> [IBScene] {
        var scenes: [IBScene] = []
        let containers = Self.containers(root)
        let embeddings = Self.embeddings(root)
        let inferredWithoutStatusBar = Self.inferredHiddenStatusBars(root, embeddings: embeddings)
        for scene in root.child("scenes")?.children("scene") ?? [] {
            guard let objects = scene.child("objects"),
                  let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let viewElement = controller.children.first(where: { $0["key"] == "view" }),
                  let view = self.view(viewElement) else { continue }
            let guides = controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []
            let names = [scene["sceneID"], controller["id"], controller["storyboardIdentifier"], controller["title"],
                         controller["userLabel"], controller["customClass"]].compactMap { $0 }.filter { !$0.isEmpty }
            let display = controller["title"] ?? controller["storyboardIdentifier"] ?? controller["userLabel"]
                ?? controller["customClass"] ?? "\(controller.name) \(controller["id"] ?? "")"
            var ibScene = IBScene(id: scene["sceneID"] ?? controller["id"] ?? view.id, names: names, displayName: display,
                                  root: view, topLayoutGuide: guides.first { $0["type"] == "top" }?["id"],
                                  bottomLayoutGuide: guides.first { $0["type"] == "bottom" }?["id"])
            // Simulated metrics' "Top Bar: None" (`<nil key="simulatedTopBarMetrics"/>`): Interface
            // Builder lays the scene out with no bar above it, whatever container holds it;
            // "Status Bar: None" (`<nil key="simulatedStatusBarMetrics"/>`), without the status
            // bar, and so is a Today widget's view (simulated in the Notification Center).
            let noTopBar = controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }
            ibScene.hidesStatusBar = controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
                || viewElement["simulatedAppContext"] == "notificationCenter"
            if !ibScene.hidesStatusBar, let id = controller["id"] {
                ibScene.infersHiddenStatusBar = inferredWithoutStatusBar.inferred.contains(id)
                ibScene.isEmbeddedWithoutStatusBar = inferredWithoutStatusBar.embedded.contains(id)
                ibScene.hidesStatusBar = ibScene.infersHiddenStatusBar || ibScene.isEmbeddedWithoutStatusBar
            }
            ibScene.hasTopBar = !noTopBar && (controller.child("navigationItem") != nil
                || controller.children.contains { $0["key"] == "simulatedTopBarMetrics" })
            ibScene.showsOwnNavigationBar = controller.children.contains { $0.name == "simulatedNavigationBarMetrics" }
            ibScene.hasBottomBar = controller.child("tabBarItem") != nil
                || controller.children.contains { $0["key"] == "simulatedBottomBarMetrics" }
            if let id = controller["id"] {
                let navigation = containers.navigationParents[id]
                ibScene.isUnderNavigationBar = !noTopBar && (navigation.map { !containers.hiddenBars.contains($0) } ?? false
                    || controller.children.contains { $0.name == "simulatedNavigationBarMetrics" })
                let pushedBar = containers.pushedBottomBars[id]
                ibScene.isAboveTabBar = containers.tabChildren.contains(id)
                    || navigation.map(containers.tabChildren.contains) ?? false
                    || controller.children.contains { $0.name == "simulatedTabBarMetrics" }
                    || pushedBar == "simulatedTabBarMetrics"
                // A navigation controller that shows its toolbar shows it below each of its
                // controllers; a simulated toolbar shows one too, unless the scene says "Bottom
                // Bar: None" or hides bottom bars when pushed.
                let noBottomBar = controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedBottomBarMetrics" }
                    || controller["hidesBottomBarWhenPushed"] == "YES"
                ibScene.isAboveToolbar = !noBottomBar && (navigation.map(containers.shownToolbars.contains) ?? false
                    || controller.children.contains { $0.name == "simulatedToolbarMetrics" }
                    || pushedBar == "simulatedToolbarMetrics")
                ibScene.hasTopBar = ibScene.hasTopBar || ibScene.isUnderNavigationBar
                ibScene.hasBottomBar = ibScene.hasBottomBar || ibScene.isAboveTabBar || ibScene.isAboveToolbar || pushedBar != nil
                ibScene.isBelowTopBar = ibScene.isUnderNavigationBar && Self.laysOutBelowTopBar(controller, navigation: navigation,
                                                                                                containers: containers)
                // A navigation or tab bar controller that is embedded or presented holds its
                // children where it is. A controller Interface Builder laid out elsewhere (also
                // pushed in a navigation controller, say) stores a root of another size than
                // its container's, and is taken as laid out there.
                let chain = Self.containerChain(id, containers)
                ibScene.embedding = chain.lazy.compactMap { embeddings[$0] }.first
                    .flatMap { Self.fits(view.frame, in: $0.frame) ? $0 : nil }
                ibScene.isSheet = chain.contains(where: containers.sheets.contains)
                ibScene.isPopover = chain.contains(where: containers.popovers.contains)
            }
            scenes.append(ibScene)
        }
        return scenes
    }

    /// Which view controllers sit in which containers, as Interface Builder infers their
    /// bars and their place on the screen (`containers(_:)`).
    struct Containers {
        /// Controller → its navigation controller: the root, the controllers pushed in it,
        /// the children of a tab bar controller in it.
        var navigationParents: [String: String] = [:]
        var tabChildren: Set<String> = []
        /// Navigation controllers whose bar is hidden, shows its toolbar, or is opaque.
        var hiddenBars: Set<String> = []
        var shownToolbars: Set<String> = []
        var opaqueBars: Set<String> = []
        /// A pushed controller with inferred metrics → the bottom bar (the simulated
        /// metrics' element name) of the one it is pushed from.
        var pushedBottomBars: [String: String] = [:]
        /// Child → the navigation or tab bar controller holding it (relationship segues).
        var containerParents: [String: String] = [:]
        /// Controllers presented modally as sheets.
        var sheets: Set<String> = []
        /// Controllers presented as popovers.
        var popovers: Set<String> = []
    }

    /// Which view controllers sit in a container: a navigation controller's root (by its
    /// `rootViewController` relationship segue), every controller a `show` (`push`) segue
    /// leads to from one in that navigation controller, and the children of a tab bar
    /// controller that is in one (a tab bar controller pushed or at the root shows its
    /// selected child under the navigation bar), as Interface Builder infers their bars; a
    /// tab bar controller's children (its `viewControllers` segues, or a navigation
    /// controller with a tab bar item or a simulated tab bar: its tab bar controller may be
    /// in another document), the navigation controllers whose bar is hidden, shows its
    /// toolbar or is opaque, the bottom bar each pushed controller with inferred metrics
    /// takes from the one it is pushed from, and the controllers presented as sheets.
    static func containers(_ root: XMLElement) -> Containers {
        var found = Containers()
        var pushes: [(source: String, destination: String)] = []
        var presentations: [(destination: String, style: String?)] = []
        var bottomBars: [String: String] = [:]
        var ownBottomBar: Set<String> = []
        var tabs: [(tabController: String, child: String)] = []
        var navigationControllers: Set<String> = []
        var styles: [String: String] = [:]
        for scene in root.child("scenes")?.children("scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                guard let id = controller["id"] else { continue }
                pushes += pushSegues(in: controller).map { (id, $0) }
                presentations += presentationSegues(in: controller)
                styles[id] = controller["modalPresentationStyle"]
                if let bar = controller.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) {
                    ownBottomBar.insert(id)
                    if bar.name != "nil" { bottomBars[id] = bar.name }
                }
                let segues = controller.child("connections")?.children("segue") ?? []
                if controller.name == "navigationController" {
                    navigationControllers.insert(id)
                    if controller["navigationBarHidden"] == "YES" { found.hiddenBars.insert(id) }
                    if controller["toolbarHidden"] == "NO" { found.shownToolbars.insert(id) }
                    if isOpaqueNavigationBar(controller) { found.opaqueBars.insert(id) }
                    if controller.child("tabBarItem") != nil || bottomBars[id] == "simulatedTabBarMetrics" { found.tabChildren.insert(id) }
                    for segue in segues where segue["relationship"] == "rootViewController" {
                        if let destination = segue["destination"] {
                            found.navigationParents[destination] = id
                            found.containerParents[destination] = id
                        }
                    }
                } else if controller.name == "tabBarController" {
                    for segue in segues where segue["relationship"] == "viewControllers" {
                        if let destination = segue["destination"] {
                            found.tabChildren.insert(destination)
                            found.containerParents[destination] = id
                            tabs.append((id, destination))
                        }
                    }
                }
            }
        }
        // A pushed controller is in its source's navigation controller, and so is a child
        // of a tab bar controller in one (a child that is a navigation controller has a bar
        // of its own), and so on down a chain of pushes and tabs (each pass reaches one step
        // further; a cycle stops when nothing new is reached).
        let links = pushes + tabs.filter { !navigationControllers.contains($0.child) }
            .map { (source: $0.tabController, destination: $0.child) }
        var changed = true
        while changed {
            changed = false
            for (source, destination) in links where found.navigationParents[destination] == nil {
                if let navigation = found.navigationParents[source] {
                    found.navigationParents[destination] = navigation
                    changed = true
                }
            }
        }
        // A pushed controller whose bottom bar is inferred shows the bar of the one it is
        // pushed from, down a chain of pushes.
        changed = true
        while changed {
            changed = false
            for (source, destination) in pushes where !ownBottomBar.contains(destination) && found.pushedBottomBars[destination] == nil {
                if let bar = bottomBars[source] ?? found.pushedBottomBars[source] {
                    found.pushedBottomBars[destination] = bar
                    changed = true
                }
            }
        }
        // A `show` segue from a controller in no navigation controller presents modally.
        let shown = pushes.filter { found.navigationParents[$0.source] == nil && !navigationControllers.contains($0.source) }
        for (destination, style) in presentations + shown.map({ ($0.destination, nil) })
        where isSheetStyle(style ?? styles[destination]) {
            found.sheets.insert(destination)
        }
        for (destination, style) in presentations where (style ?? styles[destination]) == "popover" {
            found.popovers.insert(destination)
        }
        return found
    }

    /// Whether the scene is laid out below its navigation bar: the scene's own simulated
    /// bar says whether it is opaque, else its navigation controller's bar does, unless the
    /// scene extends its layout under opaque bars; a scene whose `edgesForExtendedLayout`
    /// leaves out the top is below any bar.
    private static func laysOutBelowTopBar(_ controller: XMLElement, navigation: String?, containers: Containers) -> Bool {
        if let edges = controller.children.first(where: { $0["key"] == "edgesForExtendedLayout" }), edges["top"] != "YES" {
            return true
        }
        let opaque: Bool
        if let own = controller.children.first(where: { $0.name == "simulatedNavigationBarMetrics" }) {
            opaque = own["translucent"] == "NO"
        } else {
            opaque = navigation.map(containers.opaqueBars.contains) ?? false
        }
        return opaque && controller["extendedLayoutIncludesOpaqueBars"] != "YES"
    }

    /// Whether a root's stored frame has its container's size (within half a point).
    private static func fits(_ frame: Rect?, in container: Rect) -> Bool {
        guard let frame else { return true }
        return abs(frame.width - container.width) <= 0.5 && abs(frame.height - container.height) <= 0.5
    }

    /// The controller and the containers holding it, innermost first: the navigation or
    /// tab bar controller whose child it is or in which it is pushed, and theirs (at most a
    /// few: a cycle of segues stops there).
    private static func containerChain(_ id: String, _ containers: Containers) -> [String] {
        var chain = [id]
        while let parent = containers.containerParents[chain[chain.count - 1]] ?? containers.navigationParents[chain[chain.count - 1]],
              !chain.contains(parent), chain.count < 8 {
            chain.append(parent)
        }
        return chain
    }

    /// A navigation controller's bar is opaque when its bar or its simulated top bar says
    /// `translucent="NO"`.
    private static func isOpaqueNavigationBar(_ controller: XMLElement) -> Bool {
        controller.children.contains { element in
            (element["key"] == "navigationBar" || element["key"] == "simulatedTopBarMetrics") && element["translucent"] == "NO"
        }
    }

    /// The automatic style (none written), a page sheet, a form sheet, or a popover (which
    /// a phone shows as a sheet): the styles a phone presents as a sheet from iOS 13 on.
    private static func isSheetStyle(_ style: String?) -> Bool {
        guard let style else { return true }
        return ["automatic", "pageSheet", "formSheet", "popover"].contains(style)
    }

    /// The destinations of the modal segues anywhere in a controller, with their style.
    static func presentationSegues(in element: XMLElement) -> [(destination: String, style: String?)] {
        var found: [(destination: String, style: String?)] = []
        var stack = [element]
        while let next = stack.popLast() {
            if next.name == "segue", ["presentation", "modal", "popoverPresentation"].contains(next["kind"] ?? ""),
               let destination = next["destination"] {
                // A popover segue's style is the popover unless the segue says otherwise.
                found.append((destination, next["modalPresentationStyle"] ?? (next["kind"] == "popoverPresentation" ? "popover" : nil)))
            }
            stack += next.children
        }
        return found
    }

    /// The controllers embedded in container views (`embed` segues), by controller id:
    /// where each container sits in its scene's root view.
    static func embeddings(_ root: XMLElement) -> [String: IBEmbedding] {
        var found: [String: IBEmbedding] = [:]
        for scene in root.child("scenes")?.children("scene") ?? [] {
            guard let sceneID = scene["sceneID"],
                  let controller = scene.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let view = controller.children.first(where: { $0["key"] == "view" }) else { continue }
            var walk: [(element: XMLElement, x: Double, y: Double, inScrollView: Bool)] =
                (view.child("subviews")?.children ?? []).map { ($0, 0, 0, false) }
            while let (element, x, y, inScrollView) = walk.popLast() {
                guard let frame = rect(element.child("rect", key: "frame")) else { continue }
                let origin = (x: x + frame.x, y: y + frame.y)
                if element.name == "containerView" {
                    for segue in element.child("connections")?.children("segue") ?? [] where segue["kind"] == "embed" {
                        guard let destination = segue["destination"] else { continue }
                        found[destination] = IBEmbedding(parentScene: sceneID,
                                                         frame: Rect(x: origin.x, y: origin.y, width: frame.width, height: frame.height),
                                                         inScrollView: inScrollView)
                    }
                }
                let scrolls = inScrollView || scrollingElementNames.contains(element.name)
                walk += (element.child("subviews")?.children ?? []).map { ($0, origin.x, origin.y, scrolls) }
            }
        }
        return found
    }

    private static let scrollingElementNames: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// The destinations of the `show` and `push` segues anywhere in a controller (its own
    /// connections, a button's, a cell's).
    static func pushSegues(in element: XMLElement) -> [String] {
        var found: [String] = []
        var stack = [element]
        while let next = stack.popLast() {
            if next.name == "segue", next["kind"] == "show" || next["kind"] == "push", let destination = next["destination"] {
                found.append(destination)
            }
            stack += next.children
        }
        return found
    }

    /// A xib's top-level views (not its placeholders) are its scenes.
    mutating func xibScenes(_ root: XMLElement) -> [IBScene] {
        var scenes: [IBScene] = []
        for element in root.child("objects")?.children ?? [] where element.name != "placeholder" {
            guard element.child("rect", key: "frame") != nil, let view = self.view(element) else { continue }
            let names = [view.id, view.userLabel, view.customClass].compactMap { $0 }
            scenes.append(IBScene(id: view.id, names: names,
                                  displayName: view.userLabel ?? view.customClass ?? "\(view.uiKitClass) \(view.id)",
                                  root: view, topLayoutGuide: nil, bottomLayoutGuide: nil))
        }
        return scenes
    }

    // MARK: views

    mutating func view(_ element: XMLElement, fallbackID: String? = nil) -> IBView? {
        guard let id = element["id"] ?? fallbackID else {
            notes.append(IBNote(line: element.line, sentence: Message(.ibElementWithoutID, element.name)))
            return nil
        }
        if let first = viewLines[id] {
            notes.append(IBNote(line: element.line, sentence: Message(.ibDuplicateViewID, element.name, id, String(first))))
            return nil
        }
        viewLines[id] = element.line
        var view = IBView(
            id: id, element: element.name, uiKitClass: Self.uiKitClass(element.name),
            customClass: element["customClass"], userLabel: element["userLabel"],
            frame: Self.rect(element.child("rect", key: "frame")),
            // `fixedFrame="YES"`: a view left without constraints, which IB builds with
            // its autoresizing mask whatever translatesAutoresizingMaskIntoConstraints says.
            translatesAutoresizingMask: element["translatesAutoresizingMaskIntoConstraints"] != "NO"
                || element["fixedFrame"] == "YES",
            autoresizingFlags: Self.flags(element.child("autoresizingMask", key: "autoresizingMask")),
            isHidden: element["hidden"] == "YES",
            hugging: Self.priorities(element, "HuggingPriority"),
            resistance: Self.priorities(element, "CompressionResistancePriority"),
            margins: Self.insets(element), preservesSuperviewLayoutMargins: element["preservesSuperviewLayoutMargins"] == "YES",
            insetsLayoutMarginsFromSafeArea: element["insetsLayoutMarginsFromSafeArea"] != "NO",
            guides: Dictionary((element.children("viewLayoutGuide") + element.children("keyboardLayoutGuide")).compactMap { guide in
                guide["key"].flatMap { key in guide["id"].map { (key, $0) } }
            }, uniquingKeysWith: { first, _ in first }),
            stack: element.name == "stackView" ? Self.stack(element) : nil,
            text: element["text"] ?? element.children("state").first { $0["key"] == "normal" }?["title"],
            subviews: [], constraints: [], variations: Self.variations(element), line: element.line)
        // A cell's content view is a keyed child, not in `subviews`; a table's or a
        // collection's cells (prototypes, static sections) sit at their stored frames in it.
        let cells = (element.child("prototypes")?.children ?? []) + (element.child("cells")?.children ?? [])
            + (element.child("sections")?.children("tableViewSection").flatMap { $0.child("cells")?.children ?? [] } ?? [])
        let nested = (element.child("subviews")?.children ?? []) + element.children.filter { $0["key"] == "contentView" } + cells
        // Older documents leave a cell's content view without an id: it is the cell's.
        view.isMarkedMisplaced = element["misplaced"] == "YES"
        view.isMarkedAmbiguous = element["ambiguous"] == "YES"
        view.isScrollDisabled = element["scrollEnabled"] == "NO"
        if element.name == "imageView" { view.systemImage = Self.systemImage(element) }
        view.rowHeight = Self.number(element["rowHeight"]).flatMap { $0 > 0 ? $0 : nil }
        for (axis, key) in [(Axis.horizontal, "placeholderIntrinsicWidth"), (.vertical, "placeholderIntrinsicHeight")] {
            guard let text = element[key] else { continue }
            if text == "infinite" {
                view.placeholderIntrinsic[axis] = .some(nil)
            } else if let value = Self.number(text), value >= 0 {
                view.placeholderIntrinsic[axis] = .some(value)
            }
        }
        if let font = element.child("fontDescription", key: "fontDescription") {
            // `.AppleSystemUIFont` is the system font named outright (Xcode writes it for a
            // font picked by that name).
            if font["type"]?.lowercased().contains("system") == true || font["name"] == ".AppleSystemUIFont" {
                view.systemFontSize = Self.number(font["pointSize"])
            } else if let style = font["style"] {
                view.textStyle = TextStyle(interfaceBuilderName: style)
            } else if let name = font["name"], let size = Self.number(font["pointSize"]) {
                view.namedFont = (name, size)
            }
        } else if element.name == "button", element.child("buttonConfiguration") == nil {
            // Xcode leaves out a button's font when it is UIButton's own: the system font
            // at 15 points (docs/UIKIT-RULES.md). A configured button's title font is the
            // configuration's, which the document does not give.
            view.systemFontSize = Self.defaultButtonFontSize
        }
        view.numberOfLines = element["numberOfLines"].flatMap { Int($0) }
        view.subviews = nested.compactMap { self.view($0, fallbackID: $0["key"] == "contentView" ? "\(id).contentView" : nil) }
        view.constraints = (element.child("constraints")?.children("constraint") ?? []).compactMap { constraint($0) }
        return view
    }

    /// The point size of UIButton's title font when the document names none.
    static let defaultButtonFontSize = 15.0

    static func uiKitClass(_ element: String) -> String {
        switch element {
        case "view", "containerView": "UIView"
        case "switch": "UISwitch"
        case "mapView": "MKMapView"
        case "wkWebView": "WKWebView"
        case "mtkView": "MTKView"
        default: "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }

    static func systemImage(_ element: XMLElement) -> String? {
        if element["catalog"] == "system", let name = element["image"] { return name }
        let reference = element.children("imageReference").first { $0["key"] == "image" }
        guard let reference, reference["catalog"] == "system" else { return nil }
        return reference["image"]
    }

    static func rect(_ element: XMLElement?) -> Rect? {
        guard let element, let x = number(element["x"]), let y = number(element["y"]),
              let width = number(element["width"]), let height = number(element["height"]) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func flags(_ element: XMLElement?) -> Set<String> {
        Set((element?.attributes ?? [:]).filter { $0.key != "key" && $0.value == "YES" }.map(\.key))
    }

    static func priorities(_ element: XMLElement, _ suffix: String) -> [Axis: Double] {
        var result: [Axis: Double] = [:]
        if let value = number(element["horizontal" + suffix]) { result[.horizontal] = value }
        if let value = number(element["vertical" + suffix]) { result[.vertical] = value }
        return result
    }

    static func insets(_ element: XMLElement) -> IBInsets? {
        if let plain = element.child("edgeInsets", key: "layoutMargins") {
            return IBInsets(top: number(plain["top"]) ?? 0, left: number(plain["left"]) ?? 0,
                            bottom: number(plain["bottom"]) ?? 0, right: number(plain["right"]) ?? 0, isDirectional: false)
        }
        if let directional = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return IBInsets(top: number(directional["top"]) ?? 0, left: number(directional["leading"]) ?? 0,
                            bottom: number(directional["bottom"]) ?? 0, right: number(directional["trailing"]) ?? 0,
                            isDirectional: true)
        }
        return nil
    }

    /// `spacingType="standard"` (UIStackView.spacingUseSystem): the standard space between
    /// siblings, 8, as every such stack in Interface Builder's documents stores it.
    static let standardSpacing = 8.0

    static func stack(_ element: XMLElement) -> IBStack {
        IBStack(axis: element["axis"] == "vertical" ? .vertical : .horizontal,
                distribution: element["distribution"] ?? "fill", alignment: element["alignment"] ?? "fill",
                spacing: number(element["spacing"]) ?? (element["spacingType"] == "standard" ? standardSpacing : 0),
                baselineRelative: element["baselineRelativeArrangement"] == "YES",
                marginsRelative: element["layoutMarginsRelativeArrangement"] == "YES" || hasStoredMargins(element))
    }

    /// Interface Builder stores a stack view's layout margins only when it arranges its
    /// views inside them: every stack in the corpus that stores margins (5 of 5, none with
    /// a `layoutMarginsRelativeArrangement` attribute) has its first view at the margin.
    static func hasStoredMargins(_ element: XMLElement) -> Bool {
        element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
            || element.child("edgeInsets", key: "layoutMargins") != nil
    }

    static func variations(_ element: XMLElement) -> [IBVariation] {
        element.children("variation").compactMap { variation in
            guard let key = variation["key"] else { return nil }
            var included: [String] = [], excluded: [String] = []
            for mask in variation.children("mask") {
                included += mask.children("include").compactMap { $0["reference"] }
                excluded += mask.children("exclude").compactMap { $0["reference"] }
            }
            return IBVariation(key: key, included: included, excluded: excluded, spacing: number(variation["spacing"]))
        }
    }

    // MARK: constraints

    mutating func constraint(_ element: XMLElement) -> IBConstraint? {
        guard let id = element["id"], let first = element["firstAttribute"] else {
            notes.append(IBNote(line: element.line, sentence: Message(.ibConstraintWithoutID)))
            return nil
        }
        let relation: Relation
        switch element["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?:
            notes.append(IBNote(line: element.line, sentence: Message(.ibUnknownRelation, id, other)))
            return nil
        }
        guard let multiplier = IBMultiplier.parse(element["multiplier"] ?? "1") else {
            notes.append(IBNote(line: element.line, sentence: Message(.ibBadMultiplier, id, element["multiplier"] ?? "")))
            return nil
        }
        guard let constant = Self.number(element["constant"] ?? "0"),
              let priority = Self.number(element["priority"] ?? "1000") else {
            notes.append(IBNote(line: element.line, sentence: Message(.ibBadNumber, id)))
            return nil
        }
        var variations: [String: Double] = [:]
        for variation in element.children("variation") {
            if let key = variation["key"], let value = Self.number(variation["constant"]) { variations[key] = value }
        }
        var constraint = IBConstraint(id: id, firstItem: element["firstItem"], firstAttribute: first, relation: relation,
                                      secondItem: element["secondItem"], secondAttribute: element["secondAttribute"],
                                      multiplier: multiplier, constant: constant, priority: priority,
                                      isPlaceholder: element["placeholder"] == "YES", identifier: element["identifier"],
                                      line: element.line, constantVariations: variations)
        constraint.isStandardSpacing = element["symbolic"] == "YES"
        return constraint
    }
}

/// IB writes multipliers as `2:1`, `4/5`, `35%` or a plain number.
public enum IBMultiplier {
    public static func parse(_ text: String) -> Double? {
        let value: Double?
        if text.hasSuffix("%") {
            value = Double(text.dropLast()).map { $0 / 100 }
        } else if let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let numerator = Double(text[..<separator]), let denominator = Double(text[text.index(after: separator)...]),
                  denominator != 0 else { return nil }
            value = numerator / denominator
        } else {
            value = Double(text)
        }
        guard let value, value.isFinite else { return nil }
        return value
    }
}
