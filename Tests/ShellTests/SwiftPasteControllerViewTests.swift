import AutoLayout
import Testing
@testable import Shell

/// A child view controller's view in pasted Swift (`child.view`): only a view controller
/// has `view`, so the view is named after the controller, in `addSubview` and in the
/// anchor lines alsh would otherwise read as its own. Each script is written for these tests.
struct SwiftPasteControllerViewTests {
    @Test func aChildControllersViewIsNamedAfterIt() {
        let (session, output) = runScript("""
        addChild(child)
        view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        child.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.widthAnchor.constraint(equalToConstant: 100),
        ])
        NSLayoutConstraint(item: child.view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50).isActive = true
        child.didMove(toParent: self)
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.superview(of: "child") == "root")
        #expect(session.layout.frame(of: "child") == Rect(x: 0, y: 20, width: 100, height: 50))
    }

    /// `weakSelf.view` and `self.view` stay the view whose code this is.
    @Test func selfsViewStaysRoot() {
        let (session, output) = runScript("""
        view.addSubview(box)
        box.topAnchor.constraint(equalTo: self.view.topAnchor, constant: 10).isActive = true
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "box").y == 10)
    }
}
