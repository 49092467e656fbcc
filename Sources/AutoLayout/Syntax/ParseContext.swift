/// What a parser may look names up in: the declared views and the metrics.
public struct ParseContext: Sendable {
    /// Declared views, for "unknown view" and did-you-mean. `root` is always known.
    public var viewNames: [String]
    public var metrics: [String: Double]
    /// Membership without a scan: the parser asks for every name it reads, and a layout
    /// of thousands of views answers from its own table rather than the list.
    private let isDeclared: @Sendable (String) -> Bool

    public init(viewNames: [String] = [], metrics: [String: Double] = [:]) {
        let names = Set(viewNames)
        self.init(viewNames: viewNames, metrics: metrics, isDeclared: { names.contains($0) })
    }

    public init(viewNames: [String], metrics: [String: Double], isDeclared: @escaping @Sendable (String) -> Bool) {
        self.viewNames = viewNames
        self.metrics = metrics
        self.isDeclared = isDeclared
    }

    /// The one view every layout has.
    public static let rootName = "root"

    func isView(_ name: String) -> Bool {
        name == Self.rootName || isDeclared(name)
    }

    /// Candidates for did-you-mean, declared views first.
    var allViewNames: [String] { viewNames + [Self.rootName] }
    /// Sorted so suggestions do not depend on dictionary order.
    var metricNames: [String] { metrics.keys.sorted() }
}
