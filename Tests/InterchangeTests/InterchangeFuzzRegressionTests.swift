import AutoLayout
import Foundation
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
}
