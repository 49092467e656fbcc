import AutoLayout

/// A table cell's content view is its separator shorter than the cell, and the separator
/// is one pixel of the screen Interface Builder laid the document out on. From Xcode 9 on
/// that is the device's; a document without a device (Xcode 8 and before) was laid out on
/// the Mac's own screen, whose pixel is a whole point on a 1x display and half a point on
/// a Retina one. A document keeps one or the other throughout, so its stored cells tell
/// (docs/UIKIT-RULES.md).
extension IBDocument {
    /// The separator's height a cell whose content view has no usable frame is laid out
    /// with: the device's pixel, else the one the document's stored frames show — those of
    /// the subviews of its frameless content views first (what the cells in question were
    /// laid out with), else its stored content views — and half a point when they show
    /// neither, or as often one as the other.
    public var cellSeparator: Double {
        if let device { return 1 / device.scale }
        var votes = SeparatorVotes()
        for scene in scenes { votes.count(scene.root, table: nil) }
        let (whole, half) = votes.implied.whole + votes.implied.half > 0 ? votes.implied : votes.stored
        return whole > half ? 1 : 0.5
    }
}

/// How many of a document's cells show a whole-point separator and how many a half-point
/// one: a frameless content view whose subviews' stored frames put its bottom or middle
/// there through a required equality (`implied`), or a content view stored that much
/// shorter than its cell (`stored`).
private struct SeparatorVotes {
    /// A cell's content view's margins with iOS 10's rules (Xcode 8 and before).
    let olderCellMargin = 8.0
    var implied = (whole: 0, half: 0)
    var stored = (whole: 0, half: 0)

    mutating func count(_ view: IBView, table: IBView?) {
        if view.element == "tableViewCell",
           let content = view.subviews.first(where: { $0.element == "tableViewCellContentView" }) {
            // A xib's top-level cell is in no table: its own frame is its row.
            let row = table == nil ? view.frame?.height : view.rowHeight ?? table?.rowHeight ?? view.frame?.height
            if let cell = view.frame?.height, let height = content.frame?.height {
                Self.add(cell - height, to: &stored)
            } else if content.frame == nil, let row {
                for height in impliedHeights(of: content) { Self.add(row - height, to: &implied) }
            }
        }
        let inner = view.element == "tableView" ? view : table
        for subview in view.subviews { count(subview, table: inner) }
    }

    private static func add(_ separator: Double, to votes: inout (whole: Int, half: Int)) {
        if abs(separator - 1) < 0.01 { votes.whole += 1 }
        if abs(separator - 0.5) < 0.01 { votes.half += 1 }
    }

    /// The content view's heights its required equalities give with its subviews at their
    /// stored frames: its bottom (or bottom margin, 8 above it in the cells of documents
    /// without a device) at a subview's edge, or its middle at one.
    private func impliedHeights(of content: IBView) -> [Double] {
        var positions: [String: IBView] = [:]
        for subview in content.subviews where subview.frame != nil { positions[subview.id] = subview }
        func position(_ id: String?, _ attribute: String?) -> Double? {
            guard let id, let view = positions[id], let frame = view.frame else { return nil }
            let insets = AlignmentInsets.forClass(view.uiKitClass)
            let top = frame.y + insets.top, height = frame.height - insets.top - insets.bottom
            switch attribute {
            case "top": return top
            case "bottom": return top + height
            case "centerY": return top + height / 2
            default: return nil
            }
        }
        var heights: [Double] = []
        for constraint in content.constraints where !constraint.isPlaceholder && constraint.relation == .equal
            && constraint.priority >= 1000 && constraint.multiplier == 1 {
            let first = constraint.firstItem ?? content.id
            // content.edge = subview.attribute + c, or subview.attribute = content.edge + c.
            let edge: String?, at: Double?
            if first == content.id, constraint.secondItem != content.id {
                edge = constraint.firstAttribute
                at = position(constraint.secondItem, constraint.secondAttribute).map { $0 + constraint.constant }
            } else if constraint.secondItem == content.id {
                edge = constraint.secondAttribute
                at = position(first, constraint.firstAttribute).map { $0 - constraint.constant }
            } else {
                continue
            }
            guard let at else { continue }
            if edge == "bottom" { heights.append(at) }
            if edge == "bottomMargin", content.margins == nil { heights.append(at + olderCellMargin) }
            if edge == "centerY" { heights.append(2 * at) }
        }
        return heights
    }
}
