import AutoLayout
import Testing
@testable import Shell

/// A view of the app named like one of alsh's guides (`content`, `margins`): what code adds
/// is a view, so the name is that view's from then on. The script is written for this test.
struct SwiftPasteGuideNamesTests {
    @Test func aViewNamedLikeAGuideIsTheView() {
        let (session, output) = runScript("""
        let scroller = UIScrollView()
        scroller.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroller)
        scroller.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroller.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
        ])
        content.heightAnchor.constraint(equalToConstant: 50).isActive = true
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.superview(of: "content") == "scroller")
        #expect(session.layout.frame(of: "content").width == 100)
    }
}

/// A value a type holds out of sight (`UIScreen.main.bounds.width`) is a number alsh cannot
/// know, refused as one, not as an unknown view 'UIScreen'.
struct SwiftPasteTypeValueTests {
    @Test func aTypesValueIsAnUnknownNumber() {
        let (session, output) = runScript("""
        view.addSubview(box)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width)])
        """)
        #expect(session.failed)
        #expect(output.errors.contains("unknown metric 'UIScreen.main.bounds.width'"))
        #expect(output.errors.contains("alsh cannot tell its value from the paste"))
        #expect(output.errors.contains("test.al:2:74"))
    }
}
