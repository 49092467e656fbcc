import AutoLayout

/// Interface Builder documents written in tests, in Xcode's format: the XML around what a
/// test is about, so that the test holds only its views, constraints and the document
/// attributes the importer reads (the tools version, the device, whether the document uses
/// safe areas). Attributes Xcode writes that the importer ignores (appearance, content
/// modes) are left out.
enum IBTestDocument {
    /// A storyboard whose one scene (`s`) is a view controller (`vc`) with its root view `r`
    /// of `size`. `root` is what the root element holds after its frame: subviews, the safe
    /// area guide, constraints. `controller` is what the view controller holds before its
    /// view (layout guides); `rootElement` and `rootAttributes` make root another kind of
    /// view (`stackView`, `axis="vertical"`).
    static func storyboard(tools: Int? = nil, device: String? = "retina6_1", orientation: String = "portrait",
                           safeAreas: Bool = true, size: (width: Int, height: Int),
                           rootElement: String = "view", rootAttributes: String = "",
                           controller: String = "", root: String) -> String {
        storyboard(tools: tools, device: device, orientation: orientation, safeAreas: safeAreas,
                   scenes: [scene(size: size, rootElement: rootElement, rootAttributes: rootAttributes,
                                  controller: controller, root: root)])
    }

    /// A storyboard of several scenes, each as `scene` writes it.
    static func storyboard(tools: Int? = nil, device: String? = "retina6_1", orientation: String = "portrait",
                           safeAreas: Bool = true, scenes: [String]) -> String {
        """
        \(header(type: "Storyboard.XIB", tools: tools, safeAreas: safeAreas, device: device, orientation: orientation))
            <scenes>
                \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// One storyboard scene: a view controller (`vc`, titled `title` when given) with its root
    /// view `r` of `size`, as `storyboard` describes them; `id` is prefixed to the scene's,
    /// the controller's and the root's ids when a storyboard holds several.
    static func scene(id: String = "", title: String? = nil, size: (width: Int, height: Int),
                      rootElement: String = "view", rootAttributes: String = "",
                      controller: String = "", root: String) -> String {
        let attributes = rootAttributes.isEmpty ? "" : " \(rootAttributes)"
        let titleAttribute = title.map { #" title="\#($0)""# } ?? ""
        return """
            <scene sceneID="\(id)s"><objects>
                <viewController\(titleAttribute) id="\(id)vc" sceneMemberID="viewController">
                    \(controller)
                    <\(rootElement) key="view"\(attributes) id="\(id)r">
                        <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                        \(root)
                    </\(rootElement)>
                </viewController>
            </objects></scene>
            """
    }

    /// A 375 x 667 scene titled "Parent" (`p`) whose container view `box`, 375 x 300 and
    /// `containerY` down, embeds the controller `destination`.
    static func embeddingScene(containerY: Int, destination: String) -> String {
        scene(id: "p", title: "Parent", size: (375, 667), root: """
            <subviews>
                <containerView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="\(containerY)" width="375" height="300"/>
                    <connections><segue destination="\(destination)" kind="embed" id="embed"/></connections>
                </containerView>
            </subviews>
            """)
    }

    /// A storyboard scene as `storyboard` makes it whose root holds `subviews`, the safe area
    /// guide `safe` (when the document uses safe areas) and `constraints`.
    static func storyboard(tools: Int? = nil, device: String? = "retina6_1", orientation: String = "portrait",
                           safeAreas: Bool = true, size: (width: Int, height: Int), controller: String = "",
                           subviews: String, constraints: [String]) -> String {
        storyboard(tools: tools, device: device, orientation: orientation, safeAreas: safeAreas, size: size,
                   controller: controller, root: content(subviews: subviews, safeAreas: safeAreas, constraints: constraints))
    }

    /// A xib of one top-level view `top` of `size` holding `subviews`, the safe area guide
    /// `safe` (when the document uses safe areas) and `constraints`.
    static func xib(tools: Int? = nil, device: String? = "retina6_1", safeAreas: Bool = true,
                    size: (width: Double, height: Double), subviews: String, constraints: [String]) -> String {
        """
        \(header(type: "XIB", tools: tools, safeAreas: safeAreas, device: device, orientation: "portrait"))
            <objects>
                <view id="top">
                    <rect key="frame" x="0.0" y="0.0" width="\(formatNumber(size.width))" height="\(formatNumber(size.height))"/>
                    \(content(subviews: subviews, safeAreas: safeAreas, constraints: constraints))
                </view>
            </objects>
        </document>
        """
    }

    /// A xib of one top-level table cell (`cell`) of `size` whose content view (`content`,
    /// the cell's size: no separator in a xib) holds `subviews` and `constraints`, and
    /// `contentExtra` after them (stored layout margins).
    static func cellXib(tools: Int? = nil, device: String? = "retina6_1", size: (width: Double, height: Double),
                        subviews: String, constraints: [String], contentExtra: String = "") -> String {
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="\#(formatNumber(size.width))" height="\#(formatNumber(size.height))"/>"#
        return """
            \(header(type: "XIB", tools: tools, safeAreas: true, device: device, orientation: "portrait"))
                <objects>
                    <tableViewCell id="cell">
                        \(frame)
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            \(frame)
                            <autoresizingMask key="autoresizingMask"/>
                            \(content(subviews: subviews, safeAreas: false, constraints: constraints))
                            \(contentExtra)
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    /// A xib whose objects are `objects` as written (a top-level table cell, say).
    static func xib(tools: Int? = nil, device: String? = "retina6_1", safeAreas: Bool = true, objects: String) -> String {
        """
        \(header(type: "XIB", tools: tools, safeAreas: safeAreas, device: device, orientation: "portrait"))
            <objects>
                \(objects)
            </objects>
        </document>
        """
    }

    /// The prolog, the opening `<document>` of a CocoaTouch `type` and its device.
    private static func header(type: String, tools: Int?, safeAreas: Bool, device: String?,
                               orientation: String) -> String {
        let toolsAttribute = tools.map { #" toolsVersion="\#($0)""# } ?? ""
        let safeAreasAttribute = safeAreas ? #" useSafeAreas="YES""# : ""
        let deviceElement = device.map { #"<device id="\#($0)" orientation="\#(orientation)"/>"# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(type)" version="3.0"\(toolsAttribute) useAutolayout="YES"\(safeAreasAttribute)>
                \(deviceElement)
            """
    }

    /// A view's subviews, its safe area guide `safe` when the document uses safe areas, and
    /// its constraints.
    static func content(subviews: String, safeAreas: Bool, constraints: [String]) -> String {
        """
        <subviews>
            \(subviews)
        </subviews>
        \(safeAreas ? #"<viewLayoutGuide key="safeArea" id="safe"/>"# : "")
        <constraints>
            \(constraints.joined(separator: "\n"))
        </constraints>
        """
    }
}
