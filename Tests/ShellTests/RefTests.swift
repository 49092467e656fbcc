import Foundation
import Testing
@testable import Shell

/// `--json` and `ref` for what `import` brought in.
struct RefTests {
    static let log = """
    import
    <NSLayoutConstraint:0x600003220a50 UIView:0x7fcdaff031e0.height == 200   (active)>
    <NSLayoutConstraint:0x600003220aa0 UIView:0x7fcdaff031e0.height == 300   (active)>

    view mine
    """

    @Test func jsonCarriesRefsOnImportedViewsAndConstraintsOnly() throws {
        let (session, _) = runScript(Self.log + "\nc9: mine.width == 10", options: SessionOptions(json: true))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(session.jsonDocument().utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.first { $0["name"] as? String == "view_1" }?["ref"] as? String == "0x7fcdaff031e0")
        #expect(views.first { $0["name"] as? String == "mine" }?["ref"] == nil)
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        let refs = Dictionary(uniqueKeysWithValues: constraints.map { ($0["id"] as? String ?? "", $0["ref"] as? String ?? "-") })
        #expect(refs == ["view_1_height": "0x600003220a50", "view_1_height_2": "0x600003220aa0", "c9": "-"])
    }

    @Test func refShowsSetsAndUndoes() {
        let (session, output) = runScript(Self.log + """

        ref view_1
        ref mine
        ref mine ib-abc-12
        ref mine
        undo
        ref mine
        ref nobody
        """)
        #expect(output.text.contains("view_1: 0x7fcdaff031e0"))
        #expect(output.text.contains("mine: ib-abc-12"))
        #expect(output.text.components(separatedBy: "mine has no ref").count == 3)
        #expect(output.errors.contains("no view or constraint named 'nobody'"))
        #expect(session.layout.ref(of: "view_1_height") == "0x600003220a50")
    }
}
