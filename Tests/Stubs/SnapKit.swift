// The part of SnapKit's API that alsh's SnapKit export uses, written from SnapKit's
// documentation and public declarations (snapkit.github.io, SnapKit 5): the same type
// names, chains and argument types, so `swiftc -typecheck` against it (and the UIKit stub)
// catches what Xcode would. Nothing here runs; every body that returns something traps.
// The chain keeps SnapKit's order: relate, then multiply/offset/inset, then priority, then
// label; a priority cannot be followed by an offset.
import UIKit

public protocol ConstraintRelatableTarget {}
public protocol ConstraintMultiplierTarget {}
public protocol ConstraintOffsetTarget {}
public protocol ConstraintInsetTarget {}
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintRelatableTarget, ConstraintMultiplierTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintPriorityTarget {}
extension UInt: ConstraintRelatableTarget, ConstraintMultiplierTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintPriorityTarget {}
extension Float: ConstraintRelatableTarget, ConstraintMultiplierTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintPriorityTarget {}
extension Double: ConstraintRelatableTarget, ConstraintMultiplierTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintPriorityTarget {}
extension CGFloat: ConstraintRelatableTarget, ConstraintMultiplierTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintPriorityTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension UIEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension UILayoutPriority: ConstraintPriorityTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable {
    public init(floatLiteral value: Float) {}
    public init(_ value: Float) {}
    public static var required: ConstraintPriority { fatalError() }
    public static var high: ConstraintPriority { fatalError() }
    public static var medium: ConstraintPriority { fatalError() }
    public static var low: ConstraintPriority { fatalError() }
}

public final class ConstraintItem: ConstraintRelatableTarget {}

public final class Constraint {
    public var isActive: Bool { get { fatalError() } set {} }
    public var layoutConstraints: [NSLayoutConstraint] { fatalError() }
    public func activate() {}
    public func deactivate() {}
    @discardableResult public func update(offset amount: ConstraintOffsetTarget) -> Constraint { fatalError() }
    @discardableResult public func update(inset amount: ConstraintInsetTarget) -> Constraint { fatalError() }
    @discardableResult public func update(priority amount: ConstraintPriorityTarget) -> Constraint { fatalError() }
}

public class ConstraintMakerFinalizable {
    @discardableResult public func labeled(_ label: String) -> ConstraintMakerFinalizable { fatalError() }
    public var constraint: Constraint { fatalError() }
}

public class ConstraintMakerPriortizable: ConstraintMakerFinalizable {
    @discardableResult public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable { fatalError() }
    @discardableResult public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable { fatalError() }
}

public class ConstraintMakerEditable: ConstraintMakerPriortizable {
    @discardableResult public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable { fatalError() }
}

public class ConstraintMakerRelatable {
    @discardableResult public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func equalToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult public func greaterThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
}

public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    public var left: ConstraintMakerExtendable { fatalError() }
    public var top: ConstraintMakerExtendable { fatalError() }
    public var bottom: ConstraintMakerExtendable { fatalError() }
    public var right: ConstraintMakerExtendable { fatalError() }
    public var leading: ConstraintMakerExtendable { fatalError() }
    public var trailing: ConstraintMakerExtendable { fatalError() }
    public var width: ConstraintMakerExtendable { fatalError() }
    public var height: ConstraintMakerExtendable { fatalError() }
    public var centerX: ConstraintMakerExtendable { fatalError() }
    public var centerY: ConstraintMakerExtendable { fatalError() }
    public var edges: ConstraintMakerExtendable { fatalError() }
    public var size: ConstraintMakerExtendable { fatalError() }
}

public class ConstraintMaker {
    public var left: ConstraintMakerExtendable { fatalError() }
    public var top: ConstraintMakerExtendable { fatalError() }
    public var bottom: ConstraintMakerExtendable { fatalError() }
    public var right: ConstraintMakerExtendable { fatalError() }
    public var leading: ConstraintMakerExtendable { fatalError() }
    public var trailing: ConstraintMakerExtendable { fatalError() }
    public var width: ConstraintMakerExtendable { fatalError() }
    public var height: ConstraintMakerExtendable { fatalError() }
    public var centerX: ConstraintMakerExtendable { fatalError() }
    public var centerY: ConstraintMakerExtendable { fatalError() }
    public var lastBaseline: ConstraintMakerExtendable { fatalError() }
    public var firstBaseline: ConstraintMakerExtendable { fatalError() }
    public var leftMargin: ConstraintMakerExtendable { fatalError() }
    public var rightMargin: ConstraintMakerExtendable { fatalError() }
    public var topMargin: ConstraintMakerExtendable { fatalError() }
    public var bottomMargin: ConstraintMakerExtendable { fatalError() }
    public var leadingMargin: ConstraintMakerExtendable { fatalError() }
    public var trailingMargin: ConstraintMakerExtendable { fatalError() }
    public var centerXWithinMargins: ConstraintMakerExtendable { fatalError() }
    public var centerYWithinMargins: ConstraintMakerExtendable { fatalError() }
    public var edges: ConstraintMakerExtendable { fatalError() }
    public var size: ConstraintMakerExtendable { fatalError() }
    public var center: ConstraintMakerExtendable { fatalError() }
}

/// The attributes a view's or a guide's `snp` reads, to relate another view to.
public protocol ConstraintAttributesDSL {}
extension ConstraintAttributesDSL {
    public var top: ConstraintItem { fatalError() }
    public var bottom: ConstraintItem { fatalError() }
    public var left: ConstraintItem { fatalError() }
    public var right: ConstraintItem { fatalError() }
    public var leading: ConstraintItem { fatalError() }
    public var trailing: ConstraintItem { fatalError() }
    public var width: ConstraintItem { fatalError() }
    public var height: ConstraintItem { fatalError() }
    public var centerX: ConstraintItem { fatalError() }
    public var centerY: ConstraintItem { fatalError() }
    public var edges: ConstraintItem { fatalError() }
    public var size: ConstraintItem { fatalError() }
    public var center: ConstraintItem { fatalError() }
}

public struct ConstraintViewDSL: ConstraintAttributesDSL {
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
    public var lastBaseline: ConstraintItem { fatalError() }
    public var firstBaseline: ConstraintItem { fatalError() }
    public var leftMargin: ConstraintItem { fatalError() }
    public var rightMargin: ConstraintItem { fatalError() }
    public var topMargin: ConstraintItem { fatalError() }
    public var bottomMargin: ConstraintItem { fatalError() }
    public var leadingMargin: ConstraintItem { fatalError() }
    public var trailingMargin: ConstraintItem { fatalError() }
    public var centerXWithinMargins: ConstraintItem { fatalError() }
    public var centerYWithinMargins: ConstraintItem { fatalError() }
}

public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
}

extension UIView {
    public var snp: ConstraintViewDSL { fatalError() }
}

extension UILayoutGuide {
    public var snp: ConstraintLayoutGuideDSL { fatalError() }
}
