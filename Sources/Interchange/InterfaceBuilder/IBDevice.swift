/// The devices Interface Builder lays documents out for (`<device id="retina6_1">`), with
/// the portrait size in points and the safe-area insets UIKit gives a full-screen view
/// controller there. A document's root view stores its own size, which wins when present;
/// the insets come only from here.
public struct IBDevice: Sendable, Hashable {
    public var id: String
    public var name: String
    public var width: Double
    public var height: Double
    /// Portrait safe-area insets: the status bar or sensor housing on top, the home
    /// indicator at the bottom.
    public var top: Double
    public var bottom: Double
    public var isPad: Bool

    /// Pixels per point. Interface Builder stores frames rounded to the device's pixel
    /// grid: halves on @2x screens, thirds on @3x (in real documents, retina6_1's frames end
    /// in .0 or .5, retina6_7's in .0, .333 or .667).
    public var scale: Double {
        if isPad { return 2 }
        return ["retina3_5", "retina4_0", "retina4_7", "retina6_1"].contains(id) ? 2 : 3
    }

    /// Insets (top, left, bottom, right) in the given orientation. iPhones hide the status
    /// bar in landscape; the housing then sits on the side and the home indicator stays at
    /// the bottom (21 points). iPads keep the status bar on top. A notched iPhone's sides
    /// are 44 in landscape whatever its portrait top (48 on an iPhone 11, 47 on a 13 Pro
    /// Max): Interface Builder's documents store that on every such device
    /// (docs/UIKIT-RULES.md); the Dynamic Island phones keep their top, for want of any.
    public func safeArea(landscape: Bool) -> (top: Double, left: Double, bottom: Double, right: Double) {
        guard landscape else { return (top, 0, bottom, 0) }
        if isPad { return (top, 0, bottom, 0) }
        guard bottom > 0 else { return (0, 0, 0, 0) }
        let side = top < Self.dynamicIslandTop ? Self.notchSide : top
        return (0, side, 21, side)
    }

    /// A notched iPhone's side insets in landscape, and the portrait top from which a
    /// phone has a Dynamic Island instead.
    static let notchSide = 44.0
    static let dynamicIslandTop = 59.0

    /// The device as an Xcode of `toolsVersion` lays documents out for it. Before Xcode 14
    /// (toolsVersion 21000) Interface Builder gave every notched iPhone 44 above the safe
    /// area, where today an iPhone 11 has 48 and an iPhone 13 47: in real documents saved
    /// before it, every view pinned to the safe area's top sits 44 below root's (88 under
    /// a navigation bar), and from Xcode 14 on 48 or 47. Xcode 16.3 (toolsVersion 23700)
    /// to Xcode 26 lay a phone with a home indicator out in portrait with twice
    /// its insets: 118 above and 68 below on an iPhone 15, 124 on an iPhone 16 Pro, 100 on
    /// an iPhone 11 Pro, 96 and 68 on an iPhone 11, bars added to them unchanged
    /// (docs/UIKIT-RULES.md).
    public func laidOut(byToolsVersion tools: Int?, landscape: Bool = false) -> IBDevice {
        guard let tools, !isPad, bottom > 0 else { return self }
        var laidOut = self
        if tools < Self.firstToolsVersionWithTodaysNotch, top > Self.olderNotchTop, top < Self.dynamicIslandTop {
            laidOut.top = Self.olderNotchTop
        } else if Self.doublingToolsVersions.contains(tools), !landscape {
            laidOut.top = 2 * top
            laidOut.bottom = 2 * bottom
        }
        return laidOut
    }

    static let olderNotchTop = 44.0
    static let firstToolsVersionWithTodaysNotch = 21000
    /// Xcode 16.3 to Xcode 26 (toolsVersion 23700 to 25999: Xcode 26's releases write 24xxx
    /// and 25xxx); documents that say 32700.99.1234 (a toolsVersion no Xcode release wrote,
    /// in 51 documents of the corpora) keep the device's insets, as their stored frames show.
    static let doublingToolsVersions = 23700..<26000

    /// Size in the given orientation.
    public func size(landscape: Bool) -> (width: Double, height: Double) {
        landscape ? (height, width) : (width, height)
    }

    /// Compact width in portrait on every iPhone; in landscape, regular on the Plus and
    /// Max sizes (414 and wider in portrait), compact on the rest. iPads are regular both ways.
    public func sizeClasses(landscape: Bool) -> (width: String, height: String) {
        if isPad { return ("regular", "regular") }
        if !landscape { return ("compact", "regular") }
        return (width >= 414 ? "regular" : "compact", "compact")
    }

    public static func named(_ id: String) -> IBDevice? { table[id.lowercased()] }

    /// Every inset some device has above (or below) the safe area: what an older Xcode may
    /// have given a device whose inset has since changed (iPhone 11: 44, then 48).
    public static func knownInsets(top: Bool) -> Set<Double> {
        Set(table.values.map { top ? $0.top : $0.bottom })
    }

    private static let table: [String: IBDevice] = {
        let phones: [(String, String, Double, Double, Double, Double)] = [
            ("retina3_5", "iPhone 4s", 320, 480, 20, 0),
            ("retina4_0", "iPhone SE (1st generation)", 320, 568, 20, 0),
            ("retina4_7", "iPhone 8", 375, 667, 20, 0),
            ("retina5_5", "iPhone 8 Plus", 414, 736, 20, 0),
            ("retina5_9", "iPhone 11 Pro", 375, 812, 50, 34),
            ("retina5_4", "iPhone 13 mini", 375, 812, 50, 34),
            ("retina6_0", "iPhone 13", 390, 844, 47, 34),
            ("retina6_1", "iPhone 11", 414, 896, 48, 34),
            ("retina6_5", "iPhone 11 Pro Max", 414, 896, 44, 34),
            ("retina6_7", "iPhone 13 Pro Max", 428, 926, 47, 34),
            ("retina6_12", "iPhone 15", 393, 852, 59, 34),
            ("retina6_72", "iPhone 15 Pro Max", 430, 932, 59, 34),
            ("retina6_3", "iPhone 16 Pro", 402, 874, 62, 34),
            ("retina6_9", "iPhone 16 Pro Max", 440, 956, 62, 34),
        ]
        let pads: [(String, String, Double, Double, Double, Double)] = [
            ("ipad9_7", "iPad (6th generation)", 768, 1024, 20, 0),
            ("ipad7_9", "iPad mini (5th generation)", 768, 1024, 20, 0),
            ("ipad10_2", "iPad (9th generation)", 810, 1080, 20, 0),
            ("ipad10_5", "iPad Air (3rd generation)", 834, 1112, 20, 0),
            ("ipad10_9rounded", "iPad Air (5th generation)", 820, 1180, 24, 20),
            ("ipad11", "iPad Pro (11-inch)", 834, 1194, 24, 20),
            ("ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, 24, 20),
            ("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, 20, 0),
            ("ipad12_9rounded", "iPad Pro (12.9-inch, 6th generation)", 1024, 1366, 24, 20),
            ("ipad8_3", "iPad mini (6th generation)", 744, 1133, 24, 20),
        ]
        var table: [String: IBDevice] = [:]
        for (id, name, width, height, top, bottom) in phones {
            table[id] = IBDevice(id: id, name: name, width: width, height: height, top: top, bottom: bottom, isPad: false)
        }
        for (id, name, width, height, top, bottom) in pads {
            table[id] = IBDevice(id: id, name: name, width: width, height: height, top: top, bottom: bottom, isPad: true)
        }
        return table
    }()
}
