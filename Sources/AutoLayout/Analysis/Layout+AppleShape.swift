import Cassowary

/// A constraint in NSLayoutConstraint's shape, `first relation multiplier × second +
/// constant`, for writers of Apple's formats (`log`). Views by name; a guide attribute
/// names the owning view and the guide.
public struct AppleShape: Hashable, Sendable {
    public struct Anchor: Hashable, Sendable {
        public var view: String
        public var guide: BuiltInGuide?
        public var attribute: Attribute
    }
    public var first: Anchor
    public var relation: Relation
    public var multiplier: Double
    public var second: Anchor?
    public var constant: Double
    public var priority: Double
    /// The VFL line the constraint came from, when it still stands as that line made it.
    public var visualFormatViews: [String]?
}

extension Layout {
    /// The constraint as one NSLayoutConstraint, or nil for what is not one: a general
    /// linear form, a size never being negative (Apple's engine keeps that without a
    /// constraint), root's origin, and the layout's own constraints with forms of their own.
    public func appleShape(_ id: String) -> AppleShape? {
        guard let record = records[id] else { return nil }
        if case .rootSize(let axis) = record.origin {
            // UIKit's window sizes its root view with 'UIView-Encapsulated-Layout-…'.
            return AppleShape(first: .init(view: Self.rootName, guide: nil, attribute: axis == .horizontal ? .width : .height),
                              relation: .equal, multiplier: 1, second: nil,
                              constant: rootSize.width * (axis == .horizontal ? 1 : 0) + rootSize.height * (axis == .vertical ? 1 : 0),
                              priority: record.priority, visualFormatViews: nil)
        }
        guard let canonical = record.canonical, canonical.isAppleExpressible, let lhs = canonical.lhs.first else { return nil }
        let second = canonical.rhs.first
        var vflViews: [String]?
        if let group = record.group { vflViews = groups[group].map { _ in record.views } }
        return AppleShape(first: .init(view: lhs.view, guide: lhs.guide, attribute: lhs.attribute),
                          relation: canonical.relation, multiplier: second?.coefficient ?? 1,
                          second: second.map { .init(view: $0.view, guide: $0.guide, attribute: $0.attribute) },
                          constant: canonical.constant, priority: record.priority, visualFormatViews: vflViews)
    }
}
