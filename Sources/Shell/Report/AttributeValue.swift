import AutoLayout

/// The value of `view.attribute` read off the frame, in superview coordinates as frames
/// are. `expect` uses this rather than `Layout.why`, which also works out ambiguity and
/// the constraints involved: far too much for a script with thousands of expectations.
enum AttributeValue {
    static func of(_ attribute: Attribute, frame f: Rect, info: ViewInfo?) -> Double {
        let margins = info?.margins ?? .standard
        let left = f.x + margins.left, right = f.x + f.width - margins.right
        let top = f.y + margins.top, bottom = f.y + f.height - margins.bottom
        switch attribute {
        case .left, .leading: return f.x
        case .right, .trailing: return f.x + f.width
        case .top: return f.y
        case .bottom: return f.y + f.height
        case .width: return f.width
        case .height: return f.height
        case .centerX: return f.x + f.width / 2
        case .centerY: return f.y + f.height / 2
        case .firstBaseline, .lastBaseline: return info?.baselineOffset.map { f.y + $0 } ?? f.y + f.height
        case .leftMargin, .leadingMargin: return left
        case .rightMargin, .trailingMargin: return right
        case .topMargin: return top
        case .bottomMargin: return bottom
        case .centerXWithinMargins: return (left + right) / 2
        case .centerYWithinMargins: return (top + bottom) / 2
        }
    }
}
