/// A solver variable. Variables are made by a `Solver` and are only meaningful to it:
/// the id indexes the solver's own tables, so reading a value costs one array load.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int32

    package init(id: Int32) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public var description: String { "v\(id)" }
}
