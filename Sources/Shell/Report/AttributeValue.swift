import AutoLayout

/// The value of `view.attribute` read off the frame, in superview coordinates as frames
/// are. `expect` uses this rather than `Layout.why`, which also works out ambiguity and
/// the constraints involved: far too much for a script with thousands of expectations.
/// Attributes are the alignment rect's (the frame inset by the view's alignment insets),
/// and leading is the right edge in right-to-left, as constraints read them.
enum AttributeValue {
    static func of(_ attribute: Attribute, frame f: Rect, info: ViewInfo?,
                   direction: LayoutDirection = .leftToRight) -> Double {
        let margins = info?.margins ?? .standard
        let insets = info?.alignmentInsets ?? .zero
        let minX = f.x + insets.left, maxX = f.x + f.width - insets.right
        let minY = f.y + insets.top, maxY = f.y + f.height - insets.bottom
        // Margins are the margins guide's edges: measured from the frame, as UIKit's guides are.
        let left = f.x + margins.left, right = f.x + f.width - margins.right
        let top = f.y + margins.top, bottom = f.y + f.height - margins.bottom
        let rightToLeft = direction == .rightToLeft
        switch attribute {
        case .left: return minX
        case .right: return maxX
        case .leading: return rightToLeft ? maxX : minX
        case .trailing: return rightToLeft ? minX : maxX
        case .top: return minY
        case .bottom: return maxY
        case .width: return maxX - minX
        case .height: return maxY - minY
        case .centerX: return (minX + maxX) / 2
        case .centerY: return (minY + maxY) / 2
        case .firstBaseline, .lastBaseline:
            guard let baselines = info?.baselines else { return attribute == .firstBaseline ? minY : maxY }
            return minY + baselines.offset(last: attribute == .lastBaseline, height: maxY - minY)
        case .leftMargin: return left
        case .rightMargin: return right
        case .leadingMargin: return rightToLeft ? right : left
        case .trailingMargin: return rightToLeft ? left : right
        case .topMargin: return top
        case .bottomMargin: return bottom
        case .centerXWithinMargins: return (left + right) / 2
        case .centerYWithinMargins: return (top + bottom) / 2
        }
    }
}
