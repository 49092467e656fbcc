import Testing
@testable import Shell
@testable import AutoLayout

/// UIKit's rules for stack views, each from a session typed as a user would, with the
/// frames UIKit gives (x, y, width, height). The rules are UIKitCore's own
/// (`_UIOrderedLayoutArrangement`): docs/UIKIT-RULES.md gives the sources.
struct StackRulesTests {
    static func frame(_ session: Session, _ view: String) -> Rect { session.layout.frame(of: view) }

    /// A hidden view sits after the previous visible view plus half the spacing
    /// ('UISV-spacing-hidden' @50): b at 16 + 6 / 2 = 19.
    @Test func aHiddenViewSitsInTheMiddleOfTheGapItLeft() {
        let (session, output) = runScript("""
        stack row axis horizontal spacing 6 views a b c
        intrinsic a 16 36
        intrinsic b 40 36
        intrinsic c 100 36
        hide b
        row.leading = root.leading
        row.top = root.top + 100
        """)
        #expect(output.errors.isEmpty)
        #expect(Self.frame(session, "b") == Rect(x: 19, y: 0, width: 0, height: 36))
        #expect(Self.frame(session, "c") == Rect(x: 22, y: 0, width: 100, height: 36))
        #expect(session.layout.constraint("UISV-spacing-hidden:row.b")?.text == "b.leading == a.trailing + 3 @50")
    }

    /// A row aligned by last baselines holds its bottom at its first view's (at least) and
    /// its top at the spanner's: a taller text field after a label sticks out below it, as
    /// Interface Builder stores it (`V:[first]-(>=0)-|`, 'UISV-canvas-fit' @49).
    @Test func aTallerLaterViewSticksOutBelowALastBaselineRow() {
        let (session, output) = runScript("""
        root 414x896
        stack row axis horizontal alignment lastBaseline spacing 8 views title field
        intrinsic title 76 20.5
        intrinsic field 290 34
        font title 17
        font field 17
        class field UITextField
        row.leading = root.leading + 20
        row.top = root.top + 100
        """)
        #expect(output.errors.isEmpty)
        // The label's last baseline is 17 x 494/2048 above its bottom; the field's is its
        // centre less half a 17-point line plus the ascender: 17 - 10.1436 + 16.1865 below
        // its top. So the label's bottom is 27.14 below the field's top, the row's bottom.
        let descender = 17 * 494.0 / 2048, line = 17 * 2444.0 / 2048, ascender = 17 * 1950.0 / 2048
        let bottom = 17 - line / 2 + ascender + descender
        #expect(Self.frame(session, "field").y == 0)
        #expect(abs(Self.frame(session, "title").y - (bottom - 20.5)) < 1e-6)
        #expect(abs(Self.frame(session, "row").height - bottom) < 1e-6, "\(Self.frame(session, "row"))")
        #expect(session.layout.constraint("UISV-canvas-connection:row.bottom")?.text == "title.bottom <= row.bottom")
    }

    /// An equal-spacing stack's gaps are only at least its spacing; 'UISV-canvas-fit' (its
    /// length == 0 @49) pulls it to its shortest, so a view below with no intrinsic height
    /// takes the rest rather than the layout being ambiguous.
    @Test func anEqualSpacingStackIsPulledToItsShortestLength() {
        let (session, output) = runScript("""
        root 375x667
        stack col axis vertical distribution equalSpacing spacing 10 views a b c
        intrinsic a 100 20
        intrinsic b 100 30
        intrinsic c 100 20
        view rest
        col.top = root.top + 100
        col.leading = root.leading
        rest.top = col.bottom + 8
        rest.bottom = root.bottom
        rest.leading = root.leading
        rest.width = 100
        """)
        #expect(output.errors.isEmpty)
        #expect(Self.frame(session, "col") == Rect(x: 0, y: 100, width: 100, height: 90))
        #expect(Self.frame(session, "rest") == Rect(x: 0, y: 198, width: 100, height: 469))
        #expect(!session.layout.analyze().isAmbiguous)
        #expect(session.layout.constraint("UISV-canvas-fit:col.height")?.text == "col.height == 0 @49")
    }

    /// One after the last visible view is not pinned to the stack's end: a constraint of
    /// the user's may place it, and nothing conflicts.
    @Test func aHiddenViewAfterTheLastVisibleOneIsNotPinnedToTheEnd() {
        let (session, output) = runScript("""
        root 375x667
        stack row axis horizontal views a b
        hide b
        intrinsic a 320 55
        row.leading = root.leading
        row.trailing = root.trailing - 55
        row.top = root.top + 100
        a.leading = b.leading
        """)
        #expect(output.errors.isEmpty)
        #expect(session.layout.analyze().conflicts.isEmpty)
        #expect(!output.text.contains("broken"))
        #expect(Self.frame(session, "b") == Rect(x: 0, y: 0, width: 0, height: 55))
        #expect(Self.frame(session, "a") == Rect(x: 0, y: 0, width: 320, height: 55))
    }

    /// The alignment spanner holds only visible views ('UISV-spanning-boundary' is inactive
    /// for a hidden one): a hidden view wider than a centred column keeps its width, centred
    /// on the column and standing out on both sides, and the column is as wide as a.
    @Test func aHiddenViewStandsOutOfItsCentredColumn() {
        let (session, output) = runScript("""
        stack col axis vertical alignment center views a b
        intrinsic a 100 30
        intrinsic b 300 20
        hide b
        col.top = root.top + 100
        col.centerX = root.centerX
        """)
        #expect(output.errors.isEmpty)
        #expect(session.layout.analyze().conflicts.isEmpty)
        #expect(Self.frame(session, "col") == Rect(x: 137.5, y: 100, width: 100, height: 30))
        #expect(Self.frame(session, "b") == Rect(x: -100, y: 30, width: 300, height: 0))
        #expect(session.layout.constraint("UISV-spanning-boundary:col.b.leading") == nil)
        // Shown again: the spanner wraps b, and the column grows to b's width.
        session.execute("unhide b")
        #expect(Self.frame(session, "col") == Rect(x: 37.5, y: 100, width: 300, height: 50))
        #expect(Self.frame(session, "a") == Rect(x: 100, y: 0, width: 100, height: 30))
    }

    /// UISV-hiding is 999.999, below the hidden view's own required constraints: b keeps
    /// its 40 (inner's 0 plus 20 above and below) and overlaps; c is 12 after a.
    @Test func aHiddenViewsOwnSizeWinsOverTheCollapse() {
        let (session, output) = runScript("""
        stack col axis vertical spacing 12 views a b c
        view inner in b
        hide b
        intrinsic a 100 50
        intrinsic c 100 50
        col.top = root.top + 100
        col.leading = root.leading
        col.trailing = root.trailing
        inner.leading = b.leading
        inner.trailing = b.trailing
        inner.top = b.top + 20
        inner.bottom = b.bottom - 20
        """)
        #expect(output.errors.isEmpty)
        #expect(session.layout.analyze().conflicts.isEmpty)
        #expect(!output.text.contains("broken"))
        #expect(Self.frame(session, "b") == Rect(x: 0, y: 56, width: 375, height: 40))
        #expect(Self.frame(session, "c").y == 62)
        #expect(session.layout.constraint("UISV-hiding:col.b")?.text == "b.height == 0 @999.999")
        // Shown again: b between a and c with its 40, 12 either side.
        session.execute("unhide b")
        #expect(Self.frame(session, "b") == Rect(x: 0, y: 62, width: 375, height: 40))
        #expect(Self.frame(session, "c").y == 114)
    }

    /// A UIStackView's own layout margins are 0 until set.
    @Test func aStacksOwnMarginsAreZeroUntilSet() {
        let (session, output) = runScript("""
        root 414x896
        stack s axis vertical views a
        intrinsic a 100 50
        s.leading = root.leading
        s.topMargin = root.top + 778
        """)
        #expect(output.errors.isEmpty)
        #expect(Self.frame(session, "s").y == 778)
        #expect(session.layout.info(of: "s")?.margins == Margins(top: 0, left: 0, bottom: 0, right: 0))
        // Set, they are the stack's like any view's; a plain view keeps UIKit's 8.
        session.execute("margins s 4 4 4 4")
        #expect(Self.frame(session, "s").y == 774)
        session.execute("view plain")
        session.execute("plain.topMargin = root.top + 100")
        #expect(Self.frame(session, "plain").y == 92)
    }

    /// A stack that arranges nothing is a stack: UIKit makes none of its constraints
    /// (`_canvasConnectionConstraintsNeedUpdatePass` wants an item), so its own constraints
    /// size it, its margins are a stack's 0, and views added later are arranged.
    @Test func aStackWithNoViewsIsMadeAndSizedByItsOwnConstraints() {
        let (session, output) = runScript("""
        root 375x667
        stack s axis vertical spacing 8 views
        s.leading = root.leading + 10
        s.topMargin = root.top + 20
        s.width = 100
        s.height = 40
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        #expect(session.layout.stack("s")?.arranged == [])
        #expect(Self.frame(session, "s") == Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(!session.layout.allConstraints.contains { $0.id.hasPrefix("UISV-") })
        session.execute("stack s add a")
        #expect(session.layout.stack("s")?.arranged == ["a"])
        #expect(Self.frame(session, "a") == Rect(x: 0, y: 0, width: 100, height: 40))
        // Without 'views' the line is not a stack's.
        let (_, refused) = runScript("stack t axis vertical")
        #expect(!refused.errors.isEmpty)
    }

    /// `addArrangedSubview` adds a view that is not yet the stack's subview by moving it
    /// in: a plain view becomes the stack and its siblings move into it, and the report
    /// says so.
    @Test func aStackLineMovesItsViewsIn() {
        let (session, output) = runScript("""
        view s a b c
        stack s axis horizontal views a b c
        intrinsic a 10 20
        intrinsic b 30 20
        intrinsic c 40 20
        s.leading = root.leading
        s.top = root.top + 100
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        #expect(session.layout.stack("s")?.arranged == ["a", "b", "c"])
        for view in ["a", "b", "c"] { #expect(session.layout.superview(of: view) == "s") }
        #expect(session.layout.subviews(of: "root") == ["s"])
        #expect(output.text.contains("'s' was a plain view; it is a stack now\nmoved a, b, c from 'root' into 's' (addArrangedSubview)\nstack s:\n  + "))
        #expect(Self.frame(session, "s") == Rect(x: 0, y: 100, width: 80, height: 20))
        #expect(Self.frame(session, "b") == Rect(x: 10, y: 0, width: 30, height: 20))
        // `stack NAME add` moves a view in the same way; a view with a frame stops
        // translating its mask, as arranged views do.
        session.execute("view d frame 5 5 50 50")
        session.execute("stack s add d")
        #expect(session.layout.superview(of: "d") == "s")
        #expect(session.layout.autoresizing(of: "d") == nil)
        #expect(output.text.contains("moved d from 'root' into 's' (addArrangedSubview)\nd: no longer translating its autoresizing mask"))
    }

    @Test func aViewHoldingTheStackCannotMoveIntoIt() {
        let (session, output) = runScript("""
        view outer
        view inner in outer
        stack inner axis vertical views outer
        """)
        #expect(output.errors.contains("'outer' contains 'inner', so it cannot be arranged in it"))
        #expect(session.layout.stackNames.isEmpty)
        #expect(session.layout.superview(of: "outer") == "root")
    }

    /// A fill-proportionally stack shares its length by what each view offers: a nested
    /// stack offers its compressed fitting size (UIStackView's
    /// `_proportionalFillLengthForOrderedArrangement:relevantParentAxis:`), its views'
    /// lengths and gaps, where it offered nothing and came out 0 wide. The share follows
    /// the nested stack's content as it changes.
    @Test func aNestedStackOffersItsContentToAProportionalStack() {
        let (session, output) = runScript("""
        root 375x667
        stack outer axis horizontal distribution fillProportionally spacing 10 views a inner
        stack inner axis horizontal spacing 4 views b c
        intrinsic a 50 20
        intrinsic b 30 20
        intrinsic c 66 20
        outer.leading = root.leading
        outer.top = root.top + 100
        outer.width = 310
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        // 50 against 30 + 4 + 66 = 100, with the 10 gap 160: a gets 310 · 50 / 160 =
        // 96.875 (at 999), the inner stack the 203.125 left.
        #expect(Self.frame(session, "a").width == 96.875)
        #expect(Self.frame(session, "inner") == Rect(x: 106.875, y: 0, width: 203.125, height: 20))
        // The inner stack now offers 200: a's share is 50 of 260, of 310.
        session.execute("intrinsic c 166 20")
        #expect(abs(Self.frame(session, "a").width - 310.0 * 50 / 260) < 1e-5)
        // Hidden, b leaves c's 166 (no inner gap): 50 of 226.
        session.execute("hide b")
        #expect(abs(Self.frame(session, "a").width - 310.0 * 50 / 226) < 1e-5)
    }

    /// UIKit shares a fill-proportionally stack by what its views offer only when that,
    /// with the gaps between them, comes to more than the gaps between all its views (or
    /// 1): two plain views offering nothing are laid out as fill equally, 145 each of 300
    /// less a 10-point gap, where they were left without a width. Once one offers 40 it
    /// takes the whole; alone, it offers all of UIKit's denominator, a multiplier of 1,
    /// which UIKit makes required.
    @Test func aProportionalStackWhoseViewsOfferNothingFillsEqually() {
        let (session, output) = runScript("""
        root 375x667
        stack row axis horizontal distribution fillProportionally spacing 10 views a b
        row.leading = root.leading
        row.top = root.top + 100
        row.width = 300
        row.height = 40
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        #expect(Self.frame(session, "a") == Rect(x: 0, y: 0, width: 145, height: 40))
        #expect(Self.frame(session, "b") == Rect(x: 155, y: 0, width: 145, height: 40))
        #expect(session.layout.constraint("UISV-fill-equally:row.b") != nil)
        session.execute("intrinsic b 40 -1")
        #expect(Self.frame(session, "a").width == 0)
        #expect(Self.frame(session, "b") == Rect(x: 10, y: 0, width: 290, height: 40))
        #expect(session.layout.constraint("UISV-fill-proportionally:row.b")?.priority == 998)
        session.execute("hide a")
        #expect(Self.frame(session, "b") == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(session.layout.constraint("UISV-fill-proportionally:row.b")?.priority == 1000)
    }

    /// A view's share is its offer over the offers and gaps together, of the stack's whole
    /// length (`_setUpDimensionConstraintForItem:`); away from its natural length the
    /// shares and the required gaps disagree, and the last view takes what is left.
    @Test func aProportionalShareIsOfTheWholeStackGapsCountedInTheOffers() {
        let (session, output) = runScript("""
        root 375x667
        stack col axis vertical distribution fillProportionally spacing 24 views a b c
        intrinsic a 100 48
        intrinsic b 100 31
        intrinsic c 100 31
        a.height = 48
        col.leading = root.leading
        col.top = root.top + 100
        col.height = 200
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        // 48 + 31 + 31 + two gaps of 24: 158. a keeps its own 48, b gets 31 x 200 / 158
        // (at 998), c the 200 - 48 - 48 - 39.24 left (its 997 share gives way).
        let b = 31 * 200.0 / 158
        #expect(abs(Self.frame(session, "b").height - b) < 1e-6, "\(Self.frame(session, "b"))")
        #expect(abs(Self.frame(session, "c").height - (200 - 48 - 48 - b)) < 1e-6)
    }

    /// `offer VIEW N` is the length a view without an intrinsic one offers a
    /// fill-proportionally stack: UIKit's is its current length, which alsh cannot know.
    @Test func aViewsOfferedLengthSharesAProportionalStack() {
        let (session, output) = runScript("""
        root 375x667
        stack row axis horizontal distribution fillProportionally spacing 10 offer a 100 views a b
        row.leading = root.leading
        row.top = root.top + 100
        row.width = 310
        row.height = 40
        """)
        #expect(output.errors.isEmpty, "\(output.errors)")
        // b offers nothing: a takes all 300 the gap leaves.
        #expect(Self.frame(session, "a") == Rect(x: 0, y: 0, width: 300, height: 40))
        session.run(ScriptLineSource(text: "stack row offer b 200"), origin: "t.al")
        #expect(Self.frame(session, "a") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(Self.frame(session, "b") == Rect(x: 110, y: 0, width: 200, height: 40))
        #expect(session.layout.stack("row")?.offers == ["a": 100, "b": 200])
        #expect(session.jsonDocument().contains("\"offers\": {\"a\": 100, \"b\": 200}"))
        session.run(ScriptLineSource(text: "stack row"), origin: "t.al")
        #expect(output.text.contains("offered lengths: a 100, b 200"))
        session.run(ScriptLineSource(text: "stack row offer c 5"), origin: "t.al")
        #expect(output.errors.contains("'c' is not"), "\(output.errors)")
        session.run(ScriptLineSource(text: "stack row offer a default"), origin: "t.al")
        #expect(Self.frame(session, "b") == Rect(x: 10, y: 0, width: 300, height: 40))
        session.run(ScriptLineSource(text: "undo"), origin: "t.al")
        #expect(Self.frame(session, "a").width == 100)
    }
}
