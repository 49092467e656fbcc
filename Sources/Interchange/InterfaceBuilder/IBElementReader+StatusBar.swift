/// Which scenes Interface Builder shows without a status bar because their simulated
/// metrics infer it ("Inferred", no `simulatedStatusBarMetrics` of their own) from a scene
/// that has none (docs/UIKIT-RULES.md, "the bars a scene infers").
extension IBElementReader {
    /// Controllers that infer "no status bar": from the navigation or tab bar controller
    /// holding them or the controller pushing or presenting them, when that one says
    /// "Status Bar: None" or infers it in turn; and, in documents from before Xcode 9, from
    /// a view controller embedded in a container that covers none of the status bar
    /// (Interface Builder lays such a controller out with no status bar of its own). An
    /// embedded navigation or tab bar controller holds its children in its container
    /// (rules of their own) and starts no such chain.
    /// `embedded` holds the embedded controllers themselves, `inferred` the others.
    static func inferredHiddenStatusBars(_ root: XMLElement, embeddings: [String: IBEmbedding])
        -> (inferred: Set<String>, embedded: Set<String>) {
        let metrics = statusBarMetrics(root)
        var hidden = Set(metrics.own.filter(\.value).keys)
        var embedded: Set<String> = []
        let tools = root["toolsVersion"].flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        if tools < firstXcode9ToolsVersion {
            for (id, embedding) in embeddings where metrics.own[id] == nil && !containerElementNames.contains(metrics.names[id] ?? "")
            && (embedding.inScrollView || embedding.frame.y >= statusBarHeight) {
                embedded.insert(id)
            }
        }
        hidden.formUnion(embedded)
        var changed = true
        while changed {
            changed = false
            for (source, destination) in metrics.links
            where hidden.contains(source) && metrics.own[destination] == nil && !hidden.contains(destination) {
                hidden.insert(destination)
                changed = true
            }
        }
        return (hidden.filter { metrics.own[$0] != true && !embedded.contains($0) }, embedded)
    }

    /// Each controller's own status bar metric (true: "None"), its element name, and the
    /// links a metric is inferred along: container to child, pusher or presenter to the
    /// controller shown.
    private static func statusBarMetrics(_ root: XMLElement)
        -> (own: [String: Bool], names: [String: String], links: [(source: String, destination: String)]) {
        var own: [String: Bool] = [:]
        var names: [String: String] = [:]
        var links: [(source: String, destination: String)] = []
        for scene in root.child("scenes")?.children("scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                guard let id = controller["id"] else { continue }
                names[id] = controller.name
                if let metric = controller.children.first(where: { $0["key"] == "simulatedStatusBarMetrics" }) {
                    own[id] = metric.name == "nil"
                }
                links += pushSegues(in: controller).map { (id, $0) }
                links += presentationSegues(in: controller).map { (id, $0.destination) }
                for segue in controller.child("connections")?.children("segue") ?? []
                where segue["kind"] == "relationship" && ["rootViewController", "viewControllers"].contains(segue["relationship"] ?? "") {
                    if let destination = segue["destination"] { links.append((id, destination)) }
                }
            }
        }
        return (own, names, links)
    }

    /// Xcode 9's first documents (toolsVersion 13000 on) lay an embedded scene out at the
    /// screen's top, with the status bar (docs/UIKIT-RULES.md).
    private static let firstXcode9ToolsVersion = 13000
    /// The status bar of every screen without a home indicator, where the rule applies.
    private static let statusBarHeight = 20.0
    /// Controllers that hold their children where they are embedded.
    private static let containerElementNames: Set<String> = ["navigationController", "tabBarController"]
}
