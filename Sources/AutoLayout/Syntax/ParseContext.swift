/// What a parser may look names up in: the declared views and the metrics.
public struct ParseContext: Sendable {
    /// Declared views, for "unknown view" and did-you-mean. `root` is always known.
    public var viewNames: [String]
    public var metrics: [String: Double]

    public init(viewNames: [String] = [], metrics: [String: Double] = [:]) {
        self.viewNames = viewNames
        self.metrics = metrics
    }

    /// The one view every layout has.
    public static let rootName = "root"

    func isView(_ name: String) -> Bool {
        name == Self.rootName || viewNames.contains(name)
    }

    /// Candidates for did-you-mean, declared views first.
    var allViewNames: [String] { viewNames + [Self.rootName] }
    /// Sorted so suggestions do not depend on dictionary order.
    var metricNames: [String] { metrics.keys.sorted() }
}
