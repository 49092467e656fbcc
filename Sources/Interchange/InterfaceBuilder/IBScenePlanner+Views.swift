import AutoLayout
import Cassowary
import Messages

/// content size): the stored frame is the best the document says about it.
private let intrinsicElements: Set<String> = [
    "label", "button", "imageView", "textField", "switch", "slider", "segmentedControl", "stepper",
    "pageControl", "activityIndicatorView", "progressView", "datePicker", "pickerView",
]

/// Bars: UIKit gives them an intrinsic height only (a navigation bar 44, 32 on a phone
/// compact both ways; a search bar, a toolbar, a tab bar theirs), which Interface Builder
/// stores as their height; their width is the constraints'.
private let barElements: Set<String> = ["navigationBar", "searchBar", "toolbar", "tabBar"]

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

/// Views: the `view`, `class`, `intrinsic`, `margins` and other lines each element of the
/// document gives, and the names they get.
extension IBScenePlanner {
    mutating func declare(_ view: IBView, in parent: IBView?, superviewName: String) {
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

    /// The intrinsic size Interface Builder laid the view out with, per axis (nil: none on
    /// that axis), or nil for a view without one. The stored frame is the best the document
    /// says about a control's content; a control's `class` line gave it its alignment-rect
    /// insets, so its intrinsic size is the stored frame less them. A placeholder intrinsic
    /// size (`placeholderIntrinsicWidth`, `infinite` for none) wins on its axis.
    func intrinsicSize(_ view: IBView, insets: AlignmentInsets) -> (width: Double?, height: Double?)? {
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
    mutating func guides(_ view: IBView, name: String) {
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

    /// `font NAME SIZE|STYLE` for a label, button or text field in the system font or a
    /// text style (a label that names no font has IB's default, 17 pt): its baselines
    /// follow the font's metrics, a label's from its top and bottom, a button's and a text
    /// field's from their centre (docs/UIKIT-RULES.md). A font the document names but alsh
    /// does not know is estimated (`namedFontLine`). Other views have no baseline: their
    /// top and bottom edges stand in.
    private mutating func fontLine(_ view: IBView, name: String) -> String? {
        guard ["label", "button", "textField"].contains(view.element), let frame = view.frame else { return nil }
        if let named = view.namedFont, named.size > 0, named.size <= TextFont.largestSize {
            return namedFontLine(view, name: name, font: named, height: frame.height)
        }
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

    /// The baselines of a font alsh does not know, as the system font's at its size: the
    /// ascender 0.952 of the size below the top. A one-line label (`numberOfLines` 1) that
    /// its text sizes stores that font's own line as its height (rounded up to the pixel
    /// grid), and the part of it beyond the system font's line is taken as half above the
    /// ascender, half below the descender: `baseline NAME OFFSET`, which for such a label
    /// is where both baselines sit (docs/UIKIT-RULES.md).
    private mutating func namedFontLine(_ view: IBView, name: String, font: (name: String, size: Double),
                                        height: Double) -> String {
        let system = TextFont(size: font.size)
        unknownFontBaselines += 1
        unknownFonts.insert(font.name)
        guard view.element == "label", (view.numberOfLines ?? 1) == 1, height < 2 * system.lineHeight,
              !isSized(view, along: .vertical) else {
            return "font \(name) \(system.words)"
        }
        let ascender = system.ascender + (height - system.lineHeight) / 2
        return "baseline \(name) \(Self.exact(ascender))"
    }

    /// IB's mask flags in UIKit's bit order.
    static let maskOrder = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]

    mutating func properties(_ view: IBView, name: String) {
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

    /// userLabel, then text (`label_sign_in`), then class and number (`button_2`).
    mutating func viewName(_ view: IBView, isContentView: Bool = false) -> String {
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
}
