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

    /// A loop over a collection alsh cannot see is refused at its header, written `for … in`
    /// or `.forEach`, over a slice too, when its body makes layout; a number out of a table
    /// out of sight is refused by what it is.
    @Test func collectionsOutOfSightAreRefusedWhereTheyAre() {
        let (session, output) = runScript("""
        cardButtons[0...3].forEach { button in
            stack.addArrangedSubview(button)
        }
        buttons.forEach { view.addSubview($0) }
        subviews.forEach { $0.removeFromSuperview() }
        view.addSubview(box)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: C.padding[4])])
        [left, right].forEach { (side) in view.addSubview(side) }
        """)
        #expect(output.errors.components(separatedBy: "error:").count == 4, "\(output.errors)")
        #expect(output.errors.contains("test.al:1:1"))
        #expect(output.errors.contains("test.al:4:1"))
        #expect(output.errors.contains("a loop that makes views or constraints is read only over an array written out"))
        #expect(output.errors.contains("unknown metric 'C.padding[…]'"))
        #expect(output.errors.contains("test.al:7:74"))
        #expect(session.layout.hasView("box"))
        #expect(session.layout.hasView("left") && session.layout.hasView("right"))
    }

    /// An anchor line alsh would read on its own, with an app's priority helper after it,
    /// is that Swift: the helper sets the priority.
    @Test func anAnchorLineWithAPriorityHelperIsSwift() {
        let (session, output) = runScript("""
        view.addSubview(card)
        card.heightAnchor.constraint(equalToConstant: 350).with(priority: UILayoutPriority(rawValue: 900)).isActive = true
        card.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh)
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraints.map(\.priority).sorted() == [750, 900])
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

/// Numbers the code names (`let margin: CGFloat = 20`, `enum Metrics { static let … }`)
/// reach the anchor lines alsh would read on their own, which know only its metrics.
struct SwiftPasteNamedNumberTests {
    @Test func anchorLinesTakeTheCodesNumbers() {
        let (session, output) = runScript("""
        enum Metrics {
            static let inset: CGFloat = 8
        }
        let margin: CGFloat = 20
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: margin).isActive = true
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Metrics.inset).isActive = true
        box.widthAnchor.constraint(equalToConstant: self.margin * 2)
        NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: margin).isActive = true
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "box") == Rect(x: 8, y: 20, width: 40, height: 20))
    }
}
