import AutoLayout
import Testing
@testable import Shell

/// Constraints pasted Swift activates among views it made and has not added yet: UIKit
/// installs them in that detached tree, which the layout takes when it is added; a
/// constraint from such a tree to a view outside it has no common ancestor, where UIKit
/// stops the app. Each script is written for these tests.
struct SwiftPasteDetachedTests {
    func frame(_ session: Session, _ view: String) -> Rect { session.layout.frame(of: view) }

    @Test func constraintsInsideATreeNotYetAddedJoinWithIt() {
        let (session, output) = runScript("""
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
        ])
        title.widthAnchor.constraint(equalToConstant: 100).isActive = true
        NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: title, attribute: .width, multiplier: 0.5, constant: 0).isActive = true
        let height = title.heightAnchor.constraint(equalToConstant: 20)
        height.isActive = true
        height.constant = 30
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.superview(of: "title") == "card")
        #expect(session.layout.superview(of: "badge") == "card")
        #expect(frame(session, "title") == Rect(x: 8, y: 4, width: 100, height: 30))
        #expect(frame(session, "badge").width == 50)
        #expect(session.layout.constraints.count == 9)
        // The log holds the views before their constraints, so it replays.
        let card = session.log.firstIndex(of: "view card") ?? session.log.count
        let first = session.log.firstIndex { $0.contains("title.leading") } ?? -1
        #expect(card < first)
    }

    @Test func aTreeNeverAddedLaysNothingOut() {
        let (session, output) = runScript("""
        let empty = UIView()
        let label = UILabel()
        empty.addSubview(label)
        label.centerXAnchor.constraint(equalTo: empty.centerXAnchor).isActive = true
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(!session.layout.hasView("label"))
        #expect(session.layout.constraints.isEmpty)
    }

    /// Relating a view not added yet to one in the layout is UIKit's "no common ancestor":
    /// refused at the view, saying which to add.
    @Test func aConstraintOutOfTheTreeHasNoCommonAncestor() {
        let (session, output) = runScript("""
        let card = UIView()
        card.addSubview(title)
        title.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """)
        #expect(session.failed)
        #expect(output.errors.contains("'title' and 'root' have no common ancestor"))
        #expect(output.errors.contains("add 'card' to the hierarchy"))
        #expect(output.errors.contains("test.al:3:1"))
        #expect(session.layout.constraints.isEmpty)
    }

    /// A view handed to a method alsh does not read may have been added there: alsh says
    /// only that it does not have it.
    @Test func aViewPassedToAnUnreadMethodIsNotSaidToBeDetached() {
        let (session, output) = runScript("""
        let card = UIView()
        container.embed(card)
        card.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """)
        #expect(session.failed)
        #expect(output.errors.contains("unknown view 'card'"))
        #expect(!output.errors.contains("common ancestor"))
    }
}
