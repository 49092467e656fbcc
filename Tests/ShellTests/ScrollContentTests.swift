import AutoLayout
import Testing
@testable import Shell

/// A scroll view's content area (`scroll.content`, UIKit's contentLayoutGuide) and frame
/// guide (`scroll.frameGuide`, frameLayoutGuide), as typed, pasted and exported, and
/// Apple's rule that puts a scroll view's edges and margins on the content area in
/// constraints with its content (docs/UIKIT-RULES.md, "A scroll view's margins are its
/// content area's").
@Suite struct ScrollContentTests {
    /// A full-screen scroll view with a view inside it.
    static let scroll = """
    view scroll
    class scroll UIScrollView
    view content in scroll
    H:|[scroll]|
    V:|[scroll]|
    """

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    @Test func theContentAreaIsSizedByItsContent() {
        let (session, output) = runScript(Self.scroll + """

        content.top = scroll.content.top
        content.leading = scroll.content.leading
        content.trailing = scroll.content.trailing
        content.bottom = scroll.content.bottom
        content.width = scroll.frameGuide.width
        content.height = 900
        expect scroll.content.height == 900
        expect scroll.content.frame == 0 0 375 900
        expect not ambiguous
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "content") == Self.rect(0, 0, 375, 900))
        #expect(session.layout.contentAreaFrame(of: "scroll") == Self.rect(0, 0, 375, 900))
        // Taller than the frame, but inside the content area: scrolled to, not clipped.
        #expect(!output.text.contains("reaches outside"), "\(output.text)")
        #expect(session.layout.constraintText("c5") == "content.top == scroll.content.top")
    }

    @Test func edgesAndMarginsBetweenAScrollViewAndItsContentAreTheContentAreas() {
        let (session, output) = runScript(Self.scroll + """

        content.top = scroll.topMargin
        content.leading = scroll.leadingMargin
        content.trailing = scroll.trailingMargin
        content.bottom = scroll.bottomMargin
        content.height = 900
        content.width = scroll.width - 16
        """)
        #expect(!session.failed, "\(output.errors)")
        // Not stretched to the frame (667 high): the content area grows around it, by the
        // margins without the 20 of safe area the content inset takes.
        #expect(session.layout.analyze().conflicts.isEmpty, "\(output.text)")
        #expect(session.layout.frame(of: "content") == Self.rect(8, 8, 359, 900))
        #expect(session.layout.contentAreaFrame(of: "scroll") == Self.rect(0, 0, 375, 916))
        // The text is UIKit's: the constraint names the scroll view's margin.
        #expect(session.layout.constraintText("c5") == "content.top == scroll.topMargin")
    }

    @Test func visualFormatEdgesOfAScrollViewAreItsContentAreas() {
        let (session, output) = runScript(Self.scroll + """

        H:|[content]|
        V:|[content(900)]|
        content.width = scroll.width
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.analyze().conflicts.isEmpty, "\(output.text)")
        #expect(session.layout.frame(of: "content") == Self.rect(0, 0, 375, 900))
        #expect(session.layout.frame(of: "scroll") == Self.rect(0, 0, 375, 667))
    }

    @Test func aContentAreaNothingSizesIsAmbiguousAndSaysWhy() {
        let (session, output) = runScript(Self.scroll + "\ncontent.top = scroll.content.top")
        #expect(!session.failed, "\(output.errors)")
        #expect(output.text.contains("scroll.content.width, height are ambiguous: nothing constrains them"), "\(output.text)")
        #expect(output.text.contains("scroll.content is scroll's content area: its size is how far scroll scrolls"), "\(output.text)")
        let ru = runScript(Self.scroll + "\ncontent.top = scroll.content.top",
                           options: SessionOptions(language: .ru)).output.text
        #expect(ru.contains("scroll.content — область содержимого scroll"), "\(ru)")
    }

    @Test func pastedSwiftNamesTheGuides() {
        let (session, output) = runScript("""
        root 375x667
        view scroll content
        class scroll UIScrollView
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor).isActive = true
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -16).isActive = true
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraintText("c1") == "content.top == scroll.content.top")
        #expect(session.layout.constraintText("c2") == "content.width == scroll.frameGuide.width - 16")
    }

    @Test func pastedObjectiveCNamesTheGuides() {
        let (session, output) = runScript("""
        root 375x667
        view scroll content
        class scroll UIScrollView
        [content.topAnchor constraintEqualToAnchor:scroll.contentLayoutGuide.topAnchor].active = YES;
        [content.widthAnchor constraintEqualToAnchor:scroll.frameLayoutGuide.widthAnchor].active = YES;
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraintText("c1") == "content.top == scroll.content.top")
        #expect(session.layout.constraintText("c2") == "content.width == scroll.frameGuide.width")
    }

    @Test func onlyAScrollViewHasTheGuides() {
        let (session, output) = runScript("view card\nview label in card\nlabel.top = card.content.top")
        #expect(session.failed)
        #expect(output.errors.contains("'card' is not a scroll view"), "\(output.errors)")
        // A plain view's edges stay its frame's, its content or not.
        let (plain, _) = runScript("view card frame 0 0 300 300\nview label in card\nlabel.top = card.top\nlabel.height = 50")
        #expect(plain.layout.frame(of: "label").y == 0)
        #expect(plain.layout.contentAreaFrame(of: "card") == nil)
    }

    @Test func theContentAreaComesAndGoesWithTheConstraintThatMadeIt() {
        let (session, output) = runScript(Self.scroll + "\ncontent.top = scroll.content.top\nundo")
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.contentAreaFrame(of: "scroll") == nil)
        session.run(ScriptLineSource(text: "redo\nremove view scroll.content"), origin: "t.al")
        #expect(session.layout.contentAreaFrame(of: "scroll") != nil)
        #expect(output.errors.contains("'scroll.content' is the content area of 'scroll'"), "\(output.errors)")
    }

    static let exported = Self.scroll + """

    content.top = scroll.content.top + 10
    content.leading = scroll.leadingMargin
    content.trailing = scroll.content.trailing
    content.bottom = scroll.bottom
    content.height = 900
    content.width = scroll.frameGuide.width - 16
    """

    @Test func exportsWriteUIKitsGuidesAndReadBackTheSame() throws {
        let (session, output) = runScript(Self.exported + "\nexport swift --fragment\nexport objc --fragment\nexport snapkit --fragment\nexport vfl")
        #expect(!session.failed, "\(output.errors)")
        let text = output.text
        #expect(text.contains("content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10)"), "\(text)")
        #expect(text.contains("content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -16)"), "\(text)")
        #expect(text.contains("toItem:self.scroll.contentLayoutGuide attribute:NSLayoutAttributeTop"), "\(text)")
        #expect(text.contains("make.width.equalTo(scroll.frameLayoutGuide).offset(-16)"), "\(text)")
        #expect(text.contains("# not expressible in VFL: c10: content.width == scroll.frameGuide.width - 16"), "\(text)")
        // UIKit makes the content area: no code adds or declares it.
        #expect(!text.contains("addLayoutGuide") && !text.contains("scroll.content ="), "\(text)")
        // The Swift constraints pasted into the same views lay out the same.
        let swift = text.split(separator: "\n").filter { $0.contains("Anchor.constraint(") && !$0.contains("view.") }
            .map { $0.trimmingCharacters(in: .whitespaces).dropLast() + ".isActive = true" }
        let replay = Self.scroll + "\n" + swift.joined(separator: "\n")
        let (again, againOutput) = runScript(replay)
        #expect(!again.failed, "\(againOutput.errors)\n\(replay)")
        for view in ["scroll", "content", "scroll.content"] {
            #expect(again.layout.frame(of: view) == session.layout.frame(of: view), "\(view)")
        }
        #expect(session.layout.frame(of: "content") == Self.rect(8, 10, 359, 900))
    }

    @Test func logNamesTheContentAreaAsUIKitPrintsIt() {
        let (session, output) = runScript(Self.scroll + """

        content.top = scroll.content.top
        content.top = scroll.content.top + 4
        log
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(output.text.contains("_UIScrollViewLayoutGuide:0x"), "\(output.text)")
        #expect(output.text.contains("'UIScrollView-contentLayoutGuide'.top + 4"), "\(output.text)")
    }

    @Test func completionShowAndExpectKnowTheScrollGuides() {
        let (session, output) = runScript(Self.scroll + "\nview card")
        func complete(_ line: String) -> [String] { session.completions(line: line, cursor: line.count) }
        #expect(complete("content.top = scroll.con") == ["scroll.content."])
        #expect(complete("content.width = scroll.fr") == ["scroll.frame", "scroll.frameGuide."])
        #expect(complete("content.top = card.con").isEmpty)
        #expect(complete("content.width = card.fr") == ["card.frame"])
        // Before a constraint uses it there is no content area to read.
        session.run(ScriptLineSource(text: "expect scroll.content.height == 0"), origin: "t.al")
        #expect(output.errors.contains("'scroll' has no content area yet: no constraint uses it"), "\(output.errors)")
        session.run(ScriptLineSource(text: "expect card.frameGuide.width == 0"), origin: "t.al")
        #expect(output.errors.contains("'card' is not a scroll view"), "\(output.errors)")
        let shown = runScript(Self.scroll + "\nview card\ncard.top = root.top\ncard.height = 100\ncontent.top = scroll.content.top\nshow scroll\nshow card").output.text
        #expect(shown.contains("scroll.content: (0, 0, 0, 0)") && shown.contains("scroll.frameGuide: (0, 0, 375, 667)"), "\(shown)")
        // A plain view under the status bar lists its own guides, not a scroll view's.
        #expect(shown.contains("card.safeArea:"), "\(shown)")
        #expect(!shown.contains("card.content") && !shown.contains("card.frameGuide"), "\(shown)")
    }

    @Test func aContentAreaNoConstraintUsesGoes() {
        let (session, output) = runScript(Self.scroll + """

        content.top = scroll.content.top
        content.top = scroll.top + 5 @500
        remove c5
        """)
        #expect(!session.failed, "\(output.errors)")
        // c6 still uses it (Apple's rule): it stays.
        #expect(session.layout.contentAreaFrame(of: "scroll") != nil)
        session.run(ScriptLineSource(text: "remove c6"), origin: "t.al")
        #expect(session.layout.contentAreaFrame(of: "scroll") == nil)
        #expect(output.text.contains("scroll.content: removed"), "\(output.text)")
        session.run(ScriptLineSource(text: "undo"), origin: "t.al")
        #expect(session.layout.contentAreaFrame(of: "scroll") != nil)
        // Removing the content takes its constraints, and the content area with them.
        session.run(ScriptLineSource(text: "remove view content"), origin: "t.al")
        #expect(session.layout.contentAreaFrame(of: "scroll") == nil)
        #expect(!session.layout.analyze().isAmbiguous, "\(output.text)")
    }
}
