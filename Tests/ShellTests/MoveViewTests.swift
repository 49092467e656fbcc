import AutoLayout
import Testing
@testable import Shell

/// `move NAME in SUPERVIEW`: addSubview: of a view that has a superview.
struct MoveViewTests {
    @Test func aMovedViewKeepsItsConstraintsAndReadsItsFrameAgainstTheNewSuperview() {
        let (session, output) = runScript("""
        view card box
        card.left == root.left + 20
        card.top == root.top + 100
        card.width == 200
        card.height == 100
        box.left == root.left + 30
        box.top == root.top + 110
        box.width == 10
        box.height == 10
        move box in card
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.superview(of: "box") == "card")
        #expect(session.layout.frame(of: "box") == Rect(x: 10, y: 10, width: 10, height: 10))
        #expect(session.layout.constraints.count == 8)
        session.execute("undo")
        #expect(session.layout.superview(of: "box") == "root")
        #expect(session.layout.frame(of: "box") == Rect(x: 30, y: 110, width: 10, height: 10))
    }

    @Test func refusedMovesNameTheReasonAndChangeNothing() {
        let (session, output) = runScript("""
        view card
        view inner in card
        view fixed frame 0 0 10 10
        stack row axis horizontal views a b
        move card in inner
        move fixed in card
        move a in card
        move card on root
        move card in nowhere
        """)
        let errors = output.errors
        #expect(errors.contains("'card' cannot move into 'inner': 'inner' is one of its own subviews"))
        #expect(errors.contains("'fixed' cannot move: it translates its autoresizing mask"))
        #expect(errors.contains("'a' cannot move: stack 'row' arranges it"))
        #expect(errors.contains("unexpected 'on'"))
        #expect(errors.contains("'nowhere'"))
        #expect(session.layout.superview(of: "card") == "root")
        #expect(session.layout.superview(of: "fixed") == "root")
        #expect(session.layout.superview(of: "a") == "row")
    }
}
