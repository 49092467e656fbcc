import AutoLayout
import Cassowary
import Foundation
import Testing
@testable import Interchange

/// Interface Builder documents written for these tests in IB's own format (one storyboard
/// with two scenes, one xib with a cell), read into what they store.
@Suite struct IBDocumentReaderTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Login-->
            <scene sceneID="sc1">
                <objects>
                    <viewController storyboardIdentifier="Login" title="Sign in" id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" text="Email" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" userLabel="Email label">
                                    <rect key="frame" x="20" y="64" width="42" height="20.5"/>
                                </label>
                                <stackView opaque="NO" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="100" width="374" height="88"/>
                                    <subviews>
                                        <button opaque="NO" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                            <rect key="frame" x="0.0" y="0.0" width="374" height="40"/>
                                            <state key="normal" title="Go"/>
                                        </button>
                                    </subviews>
                                </stackView>
                                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="legacy">
                                    <rect key="frame" x="10" y="700" width="100" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe1"/>
                            <constraints>
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="safe1" secondAttribute="top" constant="20" id="c-top"/>
                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe1" secondAttribute="leading" constant="20" id="c-lead"/>
                                <constraint firstItem="stk" firstAttribute="width" secondItem="root1" secondAttribute="width" multiplier="4/5" priority="750" id="c-w"/>
                                <constraint firstItem="stk" firstAttribute="height" secondItem="stk" secondAttribute="width" multiplier="2:1" relation="greaterThanOrEqual" id="c-ratio"/>
                                <constraint firstItem="stk" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="-16" id="c-gap"/>
                                <constraint firstItem="stk" firstAttribute="centerX" secondItem="root1" secondAttribute="centerX" multiplier="35%" placeholder="YES" id="c-ph"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="c-w"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=regular-widthClass=compact">
                                <mask key="constraints">
                                    <include reference="c-w"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="sc2">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="sc3">
                <objects>
                    <viewController id="vc3" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tlg"/>
                            <viewControllerLayoutGuide type="bottom" id="blg"/>
                        </layoutGuides>
                        <view key="view" id="root3">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <constraints>
                                <constraint firstAttribute="bottom" secondItem="blg" secondAttribute="top" id="c-b"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="landscape" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell" customClass="ProfileCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                            <rect key="frame" x="255" y="14.5" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="11" leading="16" bottom="11" trailing="20"/>
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="sw" secondAttribute="trailing" id="c-sw"/>
                        <constraint firstItem="sw" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c-cy"/>
                        <constraint firstAttribute="height" constant="60" id="c-h"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

    func read(_ text: String) throws -> IBDocument {
        try IBDocumentReader.read(Data(text.utf8))
    }

    @Test func readsScenesWithTheirNames() throws {
        let document = try read(Self.storyboard)
        #expect(document.kind == .storyboard)
        #expect(document.device?.id == "retina6_1" && !document.isLandscape)
        #expect(document.usesAutoLayout && document.usesSafeAreas)
        // The navigation controller has no view of its own: no scene for it.
        #expect(document.scenes.map(\.id) == ["sc1", "sc3"])
        let login = try #require(document.scenes.first)
        #expect(login.displayName == "Sign in")
        #expect(login.names == ["sc1", "vc1", "Login", "Sign in", "LoginViewController"])
        #expect(document.scenes[1].topLayoutGuide == "tlg" && document.scenes[1].bottomLayoutGuide == "blg")
    }

    @Test func readsTheViewTree() throws {
        let root = try #require(try read(Self.storyboard).scenes.first?.root)
        #expect(root.id == "root1" && root.uiKitClass == "UIView")
        #expect(root.frame == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(root.guides == ["safeArea": "safe1"])
        #expect(root.autoresizingFlags == ["widthSizable", "heightSizable"])
        #expect(root.subviews.map(\.id) == ["lbl", "stk", "legacy"])
        let label = root.subviews[0]
        #expect(label.uiKitClass == "UILabel" && label.text == "Email" && label.userLabel == "Email label")
        #expect(!label.translatesAutoresizingMask)
        #expect(label.frame == Rect(x: 20, y: 64, width: 42, height: 20.5))
        #expect(label.hugging == [.horizontal: 251] && label.resistance == [.vertical: 749])
        let stack = root.subviews[1]
        #expect(stack.stack == IBStack(axis: .vertical, distribution: "fillEqually", alignment: "center", spacing: 8,
                                       baselineRelative: true, marginsRelative: false))
        #expect(stack.subviews.first?.isHidden == true && stack.subviews.first?.text == "Go")
        let legacy = root.subviews[2]
        #expect(legacy.translatesAutoresizingMask && legacy.autoresizingFlags == ["flexibleMaxX", "flexibleMinY"])
        #expect(legacy.margins == IBInsets(top: 1, left: 2, bottom: 3, right: 4, isDirectional: false))
        #expect(legacy.preservesSuperviewLayoutMargins && !legacy.insetsLayoutMarginsFromSafeArea)
    }

    @Test func readsConstraintsInEveryForm() throws {
        let root = try #require(try read(Self.storyboard).scenes.first?.root)
        let byID = Dictionary(uniqueKeysWithValues: root.constraints.map { ($0.id, $0) })
        #expect(byID["c-top"]?.secondItem == "safe1" && byID["c-top"]?.constant == 20)
        #expect(byID["c-w"]?.multiplier == 0.8 && byID["c-w"]?.priority == 750)
        #expect(byID["c-ratio"]?.multiplier == 2 && byID["c-ratio"]?.relation == .greaterThanOrEqual)
        #expect(byID["c-gap"]?.constant == -16)
        #expect(byID["c-ph"]?.isPlaceholder == true && byID["c-ph"]?.multiplier == 0.35)
        #expect(root.variations == [
            IBVariation(key: "default", included: [], excluded: ["c-w"]),
            IBVariation(key: "heightClass=regular-widthClass=compact", included: ["c-w"], excluded: []),
        ])
    }

    @Test func aXibsTopLevelViewsAreItsScenesAndCellsKeepTheirContentView() throws {
        let document = try read(Self.xib)
        #expect(document.kind == .xib && document.isLandscape)
        let size = try #require(document.device?.size(landscape: true))
        #expect(size.width == 667 && size.height == 375)
        let cell = try #require(document.scenes.first?.root)
        #expect(document.scenes.map(\.displayName) == ["ProfileCell"])
        #expect(cell.uiKitClass == "UITableViewCell" && cell.subviews.map(\.id) == ["content"])
        let content = cell.subviews[0]
        #expect(content.uiKitClass == "UITableViewCellContentView")
        #expect(content.margins == IBInsets(top: 11, left: 16, bottom: 11, right: 20, isDirectional: true))
        #expect(content.subviews.first?.uiKitClass == "UISwitch")
        // No firstItem: the view the list belongs to. No secondItem: a constant.
        let height = try #require(content.constraints.first { $0.id == "c-h" })
        #expect(height.firstItem == nil && height.secondItem == nil && height.constant == 60)
    }

    @Test(arguments: [("2:1", 2.0), ("4/5", 0.8), ("35%", 0.35), ("0.5", 0.5), ("1", 1.0)])
    func multipliers(text: String, value: Double) {
        #expect(IBMultiplier.parse(text) == value)
    }

    @Test(arguments: ["1:0", "a:b", "x%", "", "inf"])
    func unreadableMultipliers(text: String) {
        #expect(IBMultiplier.parse(text) == nil)
    }

    /// `spacingType="standard"` is the standard space, 8; no spacing at all is 0.
    @Test func aStandardSpacedStackIsEightApart() throws {
        func spacing(_ attribute: String) throws -> Double? {
            let text = Self.storyboard.replacingOccurrences(of: #"spacing="8""#, with: attribute)
            return try read(text).scenes.first?.root.subviews[1].stack?.spacing
        }
        #expect(try spacing(#"spacingType="standard""#) == 8)
        #expect(try spacing("") == 0)
    }

    /// A stack view that stores layout margins arranges its views inside them.
    @Test func aStackWithStoredMarginsArrangesInsideThem() throws {
        func relative(_ margins: String) throws -> Bool? {
            let text = Self.storyboard.replacingOccurrences(of: "</stackView>", with: margins + "</stackView>")
            return try read(text).scenes.first?.root.subviews[1].stack?.marginsRelative
        }
        #expect(try relative(#"<directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>"#) == true)
        #expect(try relative(#"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>"#) == true)
        #expect(try relative("") == false)
    }

    @Test func devicesKnowTheirSafeAreas() throws {
        let phone = try #require(IBDevice.named("retina6_1"))
        func insets(_ device: IBDevice, landscape: Bool) -> [Double] {
            let area = device.safeArea(landscape: landscape)
            return [area.top, area.left, area.bottom, area.right]
        }
        #expect(insets(phone, landscape: false) == [48, 0, 34, 0])
        // Landscape: the housing moves to the sides (44 on every notched phone, as
        // documents store it), the home indicator shrinks to 21.
        #expect(insets(phone, landscape: true) == [0, 44, 21, 44])
        #expect(insets(try #require(IBDevice.named("retina6_7")), landscape: true) == [0, 44, 21, 44])
        #expect(phone.sizeClasses(landscape: true) == ("regular", "compact"))
        let eight = try #require(IBDevice.named("retina4_7"))
        #expect(insets(eight, landscape: true) == [0, 0, 0, 0])
        #expect(insets(eight, landscape: false) == [20, 0, 0, 0])
        #expect(IBDevice.named("ipad11")?.isPad == true)
        #expect(insets(try #require(IBDevice.named("ipad11_0rounded")), landscape: true) == [24, 0, 20, 0])
    }

    @Test func badDocumentsSayWhatIsWrong() {
        func failure(_ text: String) -> IBReadError? {
            do { _ = try IBDocumentReader.read(Data(text.utf8)); return nil } catch { return error }
        }
        #expect(failure("not xml at all")?.message.hasPrefix("not well-formed XML") == true)
        #expect(failure("<plist version=\"1.0\"/>")?.message == "not an Interface Builder document (the root element is 'plist')")
        #expect(failure("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>")?.message
                == "'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS document; only UIKit (CocoaTouch) documents are read")
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        #expect(failure(deep)?.message == "elements nested more than 256 deep")
        #expect(!IBDocumentReader.looksLikeDocument(Data("Unable to simultaneously satisfy constraints.".utf8)))
        #expect(IBDocumentReader.looksLikeDocument(Data(Self.xib.utf8)))
    }

    @Test func skippedPartsAreNoted() throws {
        let text = Self.xib.replacingOccurrences(of: "<constraint firstAttribute=\"height\" constant=\"60\" id=\"c-h\"/>",
                                                 with: "<constraint firstAttribute=\"height\" relation=\"about\" id=\"c-h\"/>")
            .replacingOccurrences(of: "retina4_7", with: "retina99")
        let document = try read(text)
        #expect(document.notes.map(\.message) == [
            "unknown device 'retina99'; sizes come from the stored frames",
            "constraint 'c-h' has an unknown relation 'about' and was skipped",
        ])
    }
}
