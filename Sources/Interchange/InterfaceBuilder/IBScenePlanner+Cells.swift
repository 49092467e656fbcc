import AutoLayout
import Cassowary
import Messages

/// Xcode 9.0 (toolsVersion 13196) still lays a table cell's content view out with iOS 10's
/// 8 on every side; Xcode 9.1 (13529) on give iOS 11's margins.
let firstToolsVersionWithIOS11CellMargins = 13500

/// Interface Builder documents before Xcode 12 (toolsVersion 17000, iOS 14's SDK) give a
/// table cell 15-point sides on a 2x iPhone narrower than 414 points, where later ones
/// give root's 16.
private let firstToolsVersionWithTodaysCellSides = 17000
let olderCellSide = 15.0

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

/// Table and collection cells as Interface Builder lays them out: their frames when the
/// document stores none or a stale one, and the margins their content views get by
/// device and Xcode version (docs/UIKIT-RULES.md).
extension IBScenePlanner {
    /// The margin above and below a table cell's content where it is not UIKit's 11: iOS
    /// 26 (Xcode 26, toolsVersion 24xxx and 25xxx) gives 15, its rows being 52 points tall
    /// where they were 44 (docs/UIKIT-RULES.md); nil without cells.
    func cellVertical() -> Double? {
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
    /// here) would go by its shorter side, the cell's height. From Xcode 12 on a xib's cell
    /// no wider than the narrowest phone has its 16 on a 3x iPhone too (docs/UIKIT-RULES.md).
    func cellSide(_ rootFrame: Rect, isViewController: Bool) -> Double? {
        guard let tools = document.toolsVersion, contains(scene.root, element: "tableViewCell") else { return nil }
        let older = tools < firstToolsVersionWithTodaysCellSides
        guard let device = document.device else { return tools < firstToolsVersionWithIOS11Rules ? olderCellSide : nil }
        let shorterSide = min(device.width, device.height)
        let narrow3x = device.scale == 3 && shorterSide < 390 && tools < firstToolsVersionWith3xCellSidesOn375
        guard !device.isPad, device.scale == 2 || narrow3x || isNarrowXibCellOn3x(rootFrame, isViewController: isViewController)
        else { return nil }
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

    /// A xib's cell no wider than the narrowest phone, from Xcode 12 on, on a 3x iPhone:
    /// it has the narrow phone's 16-point sides where the device's other cells have 20.
    func isNarrowXibCellOn3x(_ rootFrame: Rect, isViewController: Bool) -> Bool {
        guard !isViewController, let device = document.device, let tools = document.toolsVersion else { return false }
        return device.scale == 3 && !device.isPad && tools >= firstToolsVersionWithTodaysCellSides
            && rootFrame.width <= narrowestPhoneWidth
    }

    /// A visual effect view's content view at its bounds, following its size (the mask
    /// `widthSizable heightSizable` made against the effect view's stored size, which is
    /// what UIKit reads when it makes the mask's constraints). A frame line would wait for
    /// the effect view's size, which only the content's own constraints decide.
    /// A cell (or a header or footer) of a table or a collection view: the list sets its
    /// frame to its row's whatever translatesAutoresizingMaskIntoConstraints says, and no
    /// constraint places it (docs/UIKIT-RULES.md, "A list places its cells").
    func isPlacedByItsList(_ view: IBView, in parent: IBView?) -> Bool {
        guard let parent, ["tableView", "collectionView"].contains(parent.element) else { return false }
        return ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(view.element)
    }

    /// The stored frame, but none for a cell's content view that reaches past its cell: the
    /// cell sizes its content view to its own bounds (UITableViewCell's layout), so such a
    /// frame is stale (Xcode 7's 768 x 43 in a 500 x 80 cell whose subviews are laid out in
    /// 500), and the content view is laid out as the cell's (`cellFrame`); the same for an
    /// old xib cell's content view stored at another height, and an old collection cell at
    /// its item size.
    func frameInsideItsCell(_ view: IBView, in parent: IBView?) -> Rect? {
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
    func cellFrame(_ view: IBView, in parent: IBView?) -> Rect? {
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

    /// A collection view's cell keeps its own margins whatever its
    /// `preservesSuperviewLayoutMargins` says: every such cell in the documents gathered for
    /// issue 32 that pins a view to its margins stores them at 8 where its collection view's
    /// are 16 or 20 (docs/UIKIT-RULES.md).
    func isListedCollectionCell(_ view: IBView) -> Bool {
        view.element == "collectionViewCell" && parents[view.id].flatMap { elements[$0] }?.element == "collectionView"
    }
}
