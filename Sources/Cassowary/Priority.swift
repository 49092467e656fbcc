/// A constraint's priority, 1…1000, as `UILayoutPriority`. 1000 is required: such a
/// constraint holds exactly or is refused. Lower priorities are strict levels: no amount
/// of error at one level is traded for any amount at a higher one.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) { self.value = value }

    public static let required = Priority(1000)
    public static let high = Priority(750)
    public static let low = Priority(250)
    public static let fittingSize = Priority(50)

    public var isRequired: Bool { value >= 1000 }
    /// Apple accepts 1…1000 (fractions too); anything else is refused.
    public var isValid: Bool { value >= 1 && value <= 1000 && value.isFinite }

    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    public var description: String {
        value == Double(Int(value)) ? String(Int(value)) : String(value)
    }
}
