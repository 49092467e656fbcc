import AutoLayout
import Testing
@testable import Shell

/// Swift's expressions in pasted code: conditions, `??` and casts parse (the lines that go
/// on with `&&`, `||`, `??` or a ternary's `?`/`:` are Swift), and where such a statement
/// makes layout, what it names is read; a visual format's options may be left out. Each
/// script is written for these tests.
struct SwiftPasteExpressionTests {
    @Test func conditionsCoalescingAndCastsRead() {
        let (session, output) = runScript("""
        view.addSubview(box)
        view.addSubview(container)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        XCTAssertTrue(height.isActive == false)
        XCTAssertFalse(height.constant != 40 || height.priority < .required)
        addConstraint(height ?? NSLayoutConstraint())
        view.addConstraint(NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: container as! UIView, attribute: .width, multiplier: 1, constant: 0))
        if box.isHidden
            && !box.isOpaque
            || (container as? UIScrollView)?.isScrolling ?? false {
            print("hidden")
        }
        let tags = container.subviews as? [UILabel] ?? []
        let title = isCompact
            ? "Short"
            : "A longer title"
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraints.count == 2)
        #expect(session.layout.frame(of: "box").height == 40)
    }

    /// `x ?? 5` is `x` when there is one: alsh, not knowing `x`, says so and guesses no 5.
    @Test func aCoalescedUnknownNumberIsRefusedByItsName() {
        let (session, output) = runScript("""
        view.addSubview(box)
        view.addConstraint(NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: inset ?? 5))
        """)
        #expect(session.failed)
        #expect(output.errors.contains("unknown metric 'inset'"))
        #expect(session.layout.constraints.isEmpty)
    }

    /// `constraints(withVisualFormat:metrics:views:)`: Swift's options default to none.
    @Test func aFormatWithoutOptionsReads() {
        let (session, output) = runScript("""
        view.addSubview(button)
        let metrics = ["width": 120]
        let views = ["button": button]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[button(width)]", metrics: metrics, views: views))
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "button").width == 120)
    }
}
