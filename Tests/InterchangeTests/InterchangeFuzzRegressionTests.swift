import AutoLayout
import Foundation
import Messages
import Testing
@testable import Interchange

/// Inputs scripts/fuzz found for the log and Interface Builder readers, each the smallest
/// form that failed; they must now be refused (or read) without a crash.
@Suite struct InterchangeFuzzRegressionTests {
    /// `scripts/fuzz ib`: an attribute name with bytes that are not UTF-8 (here FF FF)
    /// trapped inside FoundationXML's parser.
    @Test func attributeNameNotUTF8() {
        var bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v">
                        <rect key="frame" 
            """.utf8)
        bytes += [0xFF, 0xFF, 0xFF, 0xFF]
        bytes += Array("""
            x="0.0" y="0.0" width="480" height="272"/>
                    </view>
                </objects>
            </document>
            """.utf8)
        do {
            _ = try IBDocumentReader.read(Data(bytes))
            Issue.record("a document that is not UTF-8 was read")
        } catch {
            #expect(error.sentence == Message(.xmlNotUTF8))
            #expect(error.line == 5)
        }
    }

    /// `scripts/fuzz ib`: a processing instruction with no data made FoundationXML read a
    /// null pointer (a crash); any `<?` but the XML declaration is refused with its line.
    @Test func processingInstructionWithoutData() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?x?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n"
        do {
            _ = try IBDocumentReader.read(Data(text.utf8))
            Issue.record("a document with a processing instruction was read")
        } catch {
            #expect(error.sentence == Message(.xmlProcessingInstruction))
            #expect(error.line == 2)
        }
    }

    /// `scripts/fuzz ib`: two views with one id (here a view inside a view of its own id)
    /// made the view tree a cycle, and planning the scene's safe area walked it forever.
    /// The second view is skipped with a note that names the first one's line.
    @Test func duplicateViewIDIsSkipped() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="tlg"/>
                                    <viewControllerLayoutGuide type="bottom" id="blg"/>
                                </layoutGuides>
                                <view key="view" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                            <rect key="frame" x="0.0" y="28" width="100" height="50"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                                </view>
                                            </subviews>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="a" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" constant="8" id="c1"/>
                                        <constraint firstItem="a" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" constant="8" id="c2"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IBDocumentReader.read(Data(text.utf8))
        #expect(document.notes.map(\.sentence) == [Message(.ibDuplicateViewID, "view", "a", "14")])
        #expect(document.notes.map(\.line) == [17])
        #expect(document.scenes.first?.root.subviews.first?.subviews.isEmpty == true)
        let plan = try IBImporter.plan(document, scene: nil, takenNames: [])
        #expect(!plan.lines.isEmpty)
    }
}
