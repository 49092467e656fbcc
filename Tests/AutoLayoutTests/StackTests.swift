import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Live stacks make the constraints UIStackView makes (as its logs show them) and keep
/// them up to date as the stack changes. Expected frames are worked out by hand in the
/// comments: a stack's frames follow from its spacing, the intrinsic sizes and priorities.
@Suite struct StackTests {
    /// Seed 004: a horizontal stack (name and digits | avatar), a vertical fillEqually stack
    /// of the name and the digits, and a horizontal fillEqually stack of three counters.
    static let channelHeader = [
        "view header",
        "view info description edit in header",
        "H:|[header]|",
        "header.top == root.top + 20",
        "header.height == 250",
        "H:|-16-[info]-16-|",
        "V:|-16-[info]",
    ] + channelHeaderDescriptionAndEdit
    static let stacks = [
        "info axis horizontal distribution fill alignment fill spacing 8 views labels avatar",
        "labels axis vertical distribution fillEqually alignment fill views name digits",
        "digits axis horizontal distribution fillEqually alignment fill spacing 0 views posts subscribers audience",
    ]

    static func channelHeaderLayout(avatarWidth: String = "avatar.width == 100") throws -> Layout {
        let layout = makeLayout(channelHeader)
        for line in stacks {
            try layout.addStack(StackSpec.parse(line.split(separator: " ").map(String.init)))
        }
        try layout.addConstraintLine(avatarWidth)
        try layout.addConstraintLine("avatar.height == 100")
        return layout
    }

    @Test func channelHeaderFrames() throws {
        let layout = try Self.channelHeaderLayout()
        expectChannelHeaderFrames(layout)
        #expect(layout.analyze().brokenOptional.isEmpty)
        // The stacks' constraints are the layout's own, not the user's.
        #expect(!layout.constraints.contains { $0.id.hasPrefix("UISV") })
        // digits: its spacing, 2 canvas along, 2 gaps, 2 fill-equally, 2 canvas and 4
        // alignment across.
        #expect(layout.stackConstraints("digits").count == 13)
        #expect(layout.stackNames == ["info", "labels", "digits"])
    }

    /// Seed 004 as the article builds it: the header's top on the safe area's top (the
    /// status bar's 20 points at 375x667), the rows as live stacks. The same frames as with
    /// `root.top + 20`; on a phone with a sensor housing (safe area 44 on top) the whole
    /// header moves down by 24 and nothing inside it moves.
    @Test func channelHeaderOnTheSafeArea() throws {
        let onSafeArea = Self.channelHeader.map {
            $0 == "header.top == root.top + 20" ? "header.top == root.safeArea.top" : $0
        }
        #expect(onSafeArea != Self.channelHeader)
        let layout = makeLayout(onSafeArea)
        for line in Self.stacks {
            try layout.addStack(StackSpec.parse(line.split(separator: " ").map(String.init)))
        }
        try layout.addConstraintLine("avatar.width == 100 @999")
        try layout.addConstraintLine("avatar.height == 100")
        expectChannelHeaderFrames(layout)
        try layout.setSafeArea(Margins(top: 44, left: 0, bottom: 34, right: 0))
        #expect(layout.frame(of: "header") == rect(0, 44, 375, 250))
        #expect(layout.frame(of: "info") == rect(16, 16, 343, 100))
        // Hidden, the avatar collapses and the labels take the row (343 = 375 - 2 * 16).
        try layout.setHidden("avatar", true)
        #expect(layout.frame(of: "labels") == rect(0, 0, 343, 100))
        #expect(layout.frame(of: "header") == rect(0, 44, 375, 250))
        try layout.setSafeArea(Margins(top: 20, left: 0, bottom: 0, right: 0))
        try layout.setHidden("avatar", false)
        expectChannelHeaderFrames(layout)
    }

    @Test func stackDeclaresArrangedViewsInsideTheStack() throws {
        let layout = try Self.channelHeaderLayout()
        #expect(layout.superview(of: "labels") == "info")
        #expect(layout.superview(of: "avatar") == "info")
        #expect(layout.superview(of: "posts") == "digits")
        #expect(layout.superview(of: "info") == "header")
        #expect(layout.stackArranging("labels") == "info")
        #expect(layout.stackArranging("posts") == "digits")
        #expect(layout.stackArranging("description") == nil)
    }

    /// The channel header edited live. Hiding the avatar collapses it (UISV-hiding) and
    /// the spacing before it, so the labels (the title among them) take the whole row.
    @Test func channelHeaderHidingTheAvatarWidensTheTitle() throws {
        // With the avatar's width required, UISV-hiding (999.999) gives way: nothing is
        // broken (iOS 9's was required, hence the classic log "'UISV-hiding'
        // H:[UIImageView(0)]" against "H:[UIImageView(100)]"). The labels take the row;
        // the avatar keeps its 100 just past them, where UISV-spacing-hidden puts it.
        let strict = try Self.channelHeaderLayout()
        try strict.setHidden("avatar", true)
        let hiding = try #require(strict.constraint("UISV-hiding:info.avatar"))
        #expect(hiding.state == .active)
        #expect(hiding.text == "avatar.width == 0 @999.999")
        #expect(strict.analyze().conflicts.isEmpty)
        #expect(strict.frame(of: "labels") == rect(0, 0, 343, 100))
        #expect(strict.frame(of: "avatar") == rect(343, 0, 100, 100))

        // At 999, as Apple's advice goes, the avatar gives way.
        let layout = try Self.channelHeaderLayout(avatarWidth: "avatar.width == 100 @999")
        expectChannelHeaderFrames(layout)
        let change = try #require(try layout.setHidden("avatar", true))
        // Its length 0 and its weak place made; the stack's trailing edge moves to the
        // labels, the last visible view; the gap before the avatar goes.
        #expect(change.added.map(\.id) == ["UISV-hiding:info.avatar", "UISV-spacing-hidden:info.avatar"])
        #expect(change.changed.map(\.id) == ["UISV-canvas-connection:info.trailing"])
        #expect(change.removed == ["UISV-spacing:info.labels-avatar"])
        // info is 343 wide (375 - 2 * 16); the labels fill it; the counters share it by 3.
        #expect(layout.frame(of: "labels") == rect(0, 0, 343, 100))
        #expect(layout.frame(of: "avatar") == rect(343, 0, 0, 100))
        #expect(layout.frame(of: "name") == rect(0, 0, 343, 50))
        #expect(layout.frame(of: "digits") == rect(0, 50, 343, 50))
        #expect(layout.frame(of: "posts") == rect(0, 0, 114.333333, 50))
        #expect(layout.frame(of: "subscribers") == rect(114.333333, 0, 114.333333, 50))
        #expect(layout.frame(of: "audience") == rect(228.666667, 0, 114.333333, 50))
        #expect(layout.frame(of: "edit") == rect(16, 200, 343, 50))

        // The edit button is the header's subview, not arranged: the flag only (UIKit
        // lays hidden views out as if shown).
        #expect(try layout.setHidden("edit", true) == nil)
        #expect(layout.frame(of: "edit") == rect(16, 200, 343, 50))
        #expect(layout.isHidden("edit"))

        // Shown again, with a wider spacing: 343 - 16 - 100 = 227 for the labels.
        try layout.setHidden("avatar", false)
        try layout.updateStack("info", StackSettings(spacing: 16))
        #expect(layout.frame(of: "labels") == rect(0, 0, 227, 100))
        #expect(layout.frame(of: "avatar") == rect(243, 0, 100, 100))
        #expect(layout.frame(of: "posts") == rect(0, 0, 75.666667, 50))
        #expect(layout.constraint("UISV-hiding:info.avatar") == nil)
    }

    @Test func constraintsAreNamedAsAppleLogsThem() throws {
        let layout = Layout()
        let change = try layout.addStack(StackSpec(name: "row", axis: .horizontal, distribution: .fillEqually,
                                                   alignment: .fill, spacing: 8, views: ["a", "b", "c"]))
        let texts = Dictionary(uniqueKeysWithValues: layout.stackConstraints("row").map { ($0.id, $0.text) })
        #expect(change.added.count == texts.count)
        #expect(texts["UISV-canvas-connection:row.leading"] == "row.leading == a.leading")
        #expect(texts["UISV-canvas-connection:row.trailing"] == "c.trailing == row.trailing")
        #expect(texts["UISV-spacing:row.a-b"] == "b.leading == a.trailing + 8")
        #expect(texts["UISV-spacing:row.b-c"] == "c.leading == b.trailing + 8")
        #expect(texts["UISV-fill-equally:row.b"] == "b.width == a.width")
        #expect(texts["UISV-fill-equally:row.c"] == "c.width == a.width")
        #expect(texts["UISV-alignment:row.b.top"] == "a.top == b.top")
        #expect(texts["UISV-alignment:row.c.bottom"] == "a.bottom == c.bottom")
        #expect(texts["UISV-canvas-connection:row.top"] == "row.top == a.top")
        #expect(texts["UISV-canvas-connection:row.bottom"] == "a.bottom == row.bottom")
        #expect(texts["stack:row.spacing"] == "row.spacing == 8")
        #expect(texts.count == 13)
        // Not the user's: not listed as theirs, not editable.
        #expect(layout.constraints.isEmpty)
        #expect(layout.constraint("UISV-spacing:row.a-b")?.origin == .stackView(stack: "row"))
        #expect(throws: Diagnostic.self) { try layout.setConstant("UISV-spacing:row.a-b", 4) }
        #expect(throws: Diagnostic.self) { try layout.remove("UISV-spacing:row.a-b") }
    }

    // MARK: distributions (a row 300 x 40; intrinsic widths a 40, b 80, c 60; spacing 10)

    static func row(_ distribution: StackSpec.Distribution, alignment: StackSpec.Alignment = .fill,
                    views: [String: Double] = ["a": 40, "b": 80, "c": 60], order: [String] = ["a", "b", "c"],
                    spacing: Double = 10) throws -> Layout {
        let layout = makeLayout(["view row", "H:|[row(300)]", "V:|[row(40)]"])
        try layout.addStack(StackSpec(name: "row", axis: .horizontal, distribution: distribution,
                                      alignment: alignment, spacing: spacing, views: order))
        for view in order { try layout.setIntrinsicSize(view, width: views[view], height: 20) }
        // Who grows in fill: the lowest hugging priority, c, then b.
        try layout.setHugging("b", .horizontal, 240)
        try layout.setHugging("c", .horizontal, 200)
        return layout
    }

    @Test func fillGrowsTheViewThatHugsLeast() throws {
        let layout = try Self.row(.fill)
        // 40 + 80 + 60 + 2 * 10 = 200; c (hugging 200) takes the other 100.
        #expect(layout.frame(of: "a") == rect(0, 0, 40, 40))
        #expect(layout.frame(of: "b") == rect(50, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(140, 0, 160, 40))
        #expect(!layout.analyze().isAmbiguous)
    }

    @Test func fillEquallyMakesTheViewsOneWidth() throws {
        let layout = try Self.row(.fillEqually)
        // (300 - 20) / 3 = 93.333333 each.
        #expect(layout.frame(of: "a") == rect(0, 0, 93.333333, 40))
        #expect(layout.frame(of: "b") == rect(103.333333, 0, 93.333333, 40))
        #expect(layout.frame(of: "c") == rect(206.666667, 0, 93.333333, 40))
    }

    @Test func fillProportionallySharesExactly() throws {
        let layout = try Self.row(.fillProportionally, views: ["a": 40, "b": 80, "c": 120])
        // Each takes its offer over the offers and gaps (40 + 80 + 120 + 2 * 10 = 260) of
        // the whole 300, exactly: 300 · 40 / 260 = 46.153846 (a 6-digit multiplier,
        // 0.153846 · 300 = 46.1538, would show). Short of its natural 260 the shares and
        // the gaps disagree: a and b keep theirs (999, 998), c takes the rest (997).
        #expect(layout.frame(of: "a").width == roundToMicro(300.0 * 40 / 260))
        #expect(layout.frame(of: "a") == rect(0, 0, 46.153846, 40))
        #expect(layout.frame(of: "b") == rect(56.153846, 0, 92.307692, 40))
        #expect(layout.frame(of: "c") == rect(158.461538, 0, 141.538462, 40))
        // Apple's falling priorities, 999, 998, 997.
        #expect(layout.constraint("UISV-fill-proportionally:row.c")?.priority == 997)
        // A new intrinsic size re-shares: 40 : 80 : 160 and the gaps make the whole 300,
        // so each gets exactly its offer: 40, 80, 160.
        try layout.setIntrinsicSize("c", width: 160, height: 20)
        #expect(layout.frame(of: "c") == rect(140, 0, 160, 40))
    }

    @Test func equalSpacingSpreadsTheGaps() throws {
        let layout = makeLayout(["view row", "H:|[row]|", "V:|[row(40)]", "view a b c in row",
                                 "intrinsic a 50 20", "intrinsic b 30 20", "intrinsic c 40 20"])
        try layout.addStack(StackSpec(name: "row", axis: .horizontal, distribution: .equalSpacing,
                                      alignment: .center, spacing: 4, views: ["a", "b", "c"]))
        // 375 - 120 of content leaves two gaps of 127.5; centred in 40 points of height.
        #expect(layout.frame(of: "a") == rect(0, 10, 50, 20))
        #expect(layout.frame(of: "b") == rect(177.5, 10, 30, 20))
        #expect(layout.frame(of: "c") == rect(335, 10, 40, 20))
        #expect(layout.analyze().ambiguous.isEmpty)
    }

    @Test func equalCenteringSpacesTheCenters() throws {
        let layout = makeLayout(["view row", "H:|[row]|", "V:|[row(20)]", "view a b c in row",
                                 "intrinsic a 20 20", "intrinsic b 60 20", "intrinsic c 100 20"])
        try layout.addStack(StackSpec(name: "row", axis: .horizontal, distribution: .equalCentering,
                                      alignment: .fill, spacing: 0, views: ["a", "b", "c"]))
        // Centres at 10 and 325 (375 - 50); b's centre halfway, at 167.5.
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(137.5, 0, 60, 20))
        #expect(layout.frame(of: "c") == rect(275, 0, 100, 20))
        #expect(layout.constraint("UISV-distributing:row.b-c")?.priority == 149)
    }

    // MARK: alignments (a row sized by its views: a 40 x 20, b 60 x 40, spacing 0)

    static func aligned(_ alignment: StackSpec.Alignment) throws -> Layout {
        let layout = makeLayout(["view row", "H:|[row]", "V:|[row]", "view a b in row",
                                 "intrinsic a 40 20", "intrinsic b 60 40"])
        try layout.setBaseline("a", offset: 14)
        try layout.setBaseline("b", offset: 30)
        try layout.addStack(StackSpec(name: "row", axis: .horizontal, alignment: alignment, views: ["a", "b"]))
        return layout
    }

    @Test func alignmentFillStretchesAcross() throws {
        let layout = try Self.aligned(.fill)
        // One height for both: b resists below 40 (750), a only hugs above 20 (250).
        #expect(layout.frame(of: "a") == rect(0, 0, 40, 40))
        #expect(layout.frame(of: "b") == rect(40, 0, 60, 40))
        #expect(layout.frame(of: "row") == rect(0, 0, 100, 40))
    }

    @Test func alignmentLeadingAndTopAlignTops() throws {
        for alignment in [StackSpec.Alignment.leading, try StackSpec.parseAlignment("top")] {
            let layout = try Self.aligned(alignment)
            // The spanner wraps both (40 high, as small as it can be at 51); tops at 0.
            #expect(layout.frame(of: "a") == rect(0, 0, 40, 20))
            #expect(layout.frame(of: "b") == rect(40, 0, 60, 40))
            #expect(layout.frame(of: "row") == rect(0, 0, 100, 40))
            #expect(!layout.analyze().isAmbiguous)
        }
    }

    @Test func alignmentTrailingAndBottomAlignBottoms() throws {
        for alignment in [StackSpec.Alignment.trailing, try StackSpec.parseAlignment("bottom")] {
            let layout = try Self.aligned(alignment)
            // Bottoms at 40 (b's height from row.top = 0): a's top 40 - 20 = 20.
            #expect(layout.frame(of: "a") == rect(0, 20, 40, 20))
            #expect(layout.frame(of: "b") == rect(40, 0, 60, 40))
            #expect(layout.frame(of: "row") == rect(0, 0, 100, 40))
        }
    }

    @Test func alignmentCenterAlignsCentres() throws {
        let layout = try Self.aligned(.center)
        // Centres at 20 (half of b's 40): a's top 20 - 10 = 10.
        #expect(layout.frame(of: "a") == rect(0, 10, 40, 20))
        #expect(layout.frame(of: "b") == rect(40, 0, 60, 40))
        #expect(layout.constraint("UISV-canvas-connection:row.centerY")?.text == "row.centerY == a.centerY")
    }

    @Test func baselineAlignmentsAlignBaselines() throws {
        // a's baseline (14) meets b's (30): a.top = b.top + 16. The row holds its first view
        // at most at its edge on the aligned side and wraps the others on the far side only,
        // pulled in by 'UISV-canvas-fit' @49 (docs/UIKIT-RULES.md).
        let first = try Self.aligned(.firstBaseline)
        // From the top: a at 0, b 16 above it and out of the row, the row down to b's bottom.
        #expect(first.frame(of: "a") == rect(0, 0, 40, 20))
        #expect(first.frame(of: "b") == rect(40, -16, 60, 40))
        #expect(first.frame(of: "row") == rect(0, 0, 100, 24))
        #expect(first.constraint("UISV-canvas-connection:row.top")?.text == "row.top <= a.top")
        let last = try Self.aligned(.lastBaseline)
        // From the bottom: the row's top wraps b (at 0), its bottom a's (36); b sticks out.
        #expect(last.frame(of: "a") == rect(0, 16, 40, 20))
        #expect(last.frame(of: "b") == rect(40, 0, 60, 40))
        #expect(last.frame(of: "row") == rect(0, 0, 100, 36))
        for layout in [first, last] {
            #expect(layout.constraint("UISV-canvas-fit:row.height")?.priority == 49)
        }
    }

    @Test func verticalStackAlignsAcrossOnX() throws {
        let layout = makeLayout(["view col", "H:|[col(100)]", "V:|[col]", "view a b in col",
                                 "intrinsic a 40 20", "intrinsic b 60 20"])
        try layout.addStack(StackSpec(name: "col", axis: .vertical, alignment: .center, spacing: 5, views: ["a", "b"]))
        // Centred on 50: a at 50 - 20 = 30, b at 50 - 30 = 20; b below a's 20 + 5.
        #expect(layout.frame(of: "a") == rect(30, 0, 40, 20))
        #expect(layout.frame(of: "b") == rect(20, 25, 60, 20))
        try layout.updateStack("col", StackSettings(alignment: .trailing))
        #expect(layout.frame(of: "a") == rect(60, 0, 40, 20))
        #expect(layout.frame(of: "b") == rect(40, 25, 60, 20))
        #expect(throws: Diagnostic.self) { try layout.updateStack("col", StackSettings(alignment: .firstBaseline)) }
    }

    // MARK: hiding

    @Test func hidingInAFillStackCollapsesItsGap() throws {
        let layout = try Self.row(.fill)
        // Middle: c follows 10 after a (one gap between visible neighbours) and grows by
        // b's 80 + 10: 250; b collapses in the middle of that gap, 5 after a (UIKit's
        // 'UISV-spacing-hidden', half the spacing, @50).
        let change = try #require(try layout.setHidden("b", true))
        #expect(change.added.map(\.text) == ["c.leading == a.trailing + 10", "b.width == 0 @999.999",
                                             "b.leading == a.trailing + 5 @50"])
        #expect(change.removed == ["UISV-spacing:row.a-b", "UISV-spacing:row.b-c"])
        #expect(layout.frame(of: "a") == rect(0, 0, 40, 40))
        #expect(layout.frame(of: "b") == rect(45, 0, 0, 40))
        #expect(layout.frame(of: "c") == rect(50, 0, 250, 40))
        // Alignment constraints stay (Apple keeps them for hidden views).
        #expect(layout.constraint("UISV-alignment:row.b.top") != nil)
        try layout.setHidden("b", false)
        #expect(layout.frame(of: "b") == rect(50, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(140, 0, 160, 40))
        #expect(layout.constraint("UISV-hiding:row.b") == nil)
        // First: b takes the leading edge and a collapses against it (`H:[a]-(0@50)-[b]`):
        // b at 0, c at 90.
        try layout.setHidden("a", true)
        #expect(layout.frame(of: "a") == rect(0, 0, 0, 40))
        #expect(layout.frame(of: "b") == rect(0, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(90, 0, 210, 40))
        try layout.setHidden("a", false)
        // Last: b takes the trailing edge and c collapses after it with no spacing (no
        // visible view follows); b (hugging 240) grows instead: 300 - 50 = 250.
        try layout.setHidden("c", true)
        #expect(layout.frame(of: "a") == rect(0, 0, 40, 40))
        #expect(layout.frame(of: "b") == rect(50, 0, 250, 40))
        #expect(layout.frame(of: "c") == rect(300, 0, 0, 40))
        #expect(!layout.analyze().isAmbiguous)
    }

    @Test func hidingInAnEqualSpacingStack() throws {
        // a 40, b 80, c 60, d 20 = 200; three gaps of (300 - 200) / 3 = 33.333333.
        let layout = try Self.row(.equalSpacing, views: ["a": 40, "b": 80, "c": 60, "d": 20],
                                  order: ["a", "b", "c", "d"])
        #expect(layout.frame(of: "b") == rect(73.333333, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(186.666667, 0, 60, 40))
        #expect(layout.frame(of: "d") == rect(280, 0, 20, 40))
        // Middle: a, c, d share 300 - 120 = 180 in two gaps of 90; b sits half the
        // spacing (10) after a: its weak gap is `>=`, as every gap of a spread is.
        try layout.setHidden("b", true)
        #expect(layout.frame(of: "a") == rect(0, 0, 40, 40))
        #expect(layout.frame(of: "b") == rect(45, 0, 0, 40))
        #expect(layout.frame(of: "c") == rect(130, 0, 60, 40))
        #expect(layout.frame(of: "d") == rect(280, 0, 20, 40))
        try layout.setHidden("b", false)
        // First: b, c, d share 300 - 160 = 140 in two gaps of 70, b at the edge.
        try layout.setHidden("a", true)
        #expect(layout.frame(of: "a") == rect(0, 0, 0, 40))
        #expect(layout.frame(of: "b") == rect(0, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(150, 0, 60, 40))
        try layout.setHidden("a", false)
        // Last: a, b, c share 300 - 180 = 120 in gaps of 60; d collapses at 300. Only
        // its weak `d.leading >= c.trailing` places it (no visible view follows, so no
        // half spacing), so its x is ambiguous from 300 on, as it is in UIKit.
        try layout.setHidden("d", true)
        #expect(layout.frame(of: "b") == rect(100, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(240, 0, 60, 40))
        #expect(layout.frame(of: "d") == rect(300, 0, 0, 40))
        let ambiguous = layout.analyze().ambiguous
        #expect(Array(ambiguous.keys) == ["d"])
        #expect(ambiguous["d"]?.x?.lower == 300 && ambiguous["d"]?.width == nil)
    }

    @Test func hidingChangesOnlyWhatItMust() throws {
        // 50 views in a fillEqually row: hiding one in the middle makes its collapse, its
        // weak place and the gap that skips it, and drops its two gaps and its
        // fill-equally; every other constraint stays in the solver.
        let names = (0..<50).map { "v\($0)" }
        let layout = makeLayout(["view row", "H:|[row(500)]", "V:|[row(40)]"])
        try layout.addStack(StackSpec(name: "row", axis: .horizontal, distribution: .fillEqually, spacing: 2,
                                      views: names))
        let before = layout.records.compactMapValues(\.solverID)
        let change = try #require(try layout.setHidden("v20", true))
        #expect(change.added.map(\.id) == ["UISV-spacing:row.v19-v21", "UISV-hiding:row.v20",
                                           "UISV-spacing-hidden:row.v20"])
        #expect(change.changed.isEmpty)
        #expect(change.removed == ["UISV-fill-equally:row.v20", "UISV-spacing:row.v19-v20", "UISV-spacing:row.v20-v21"])
        let kept = before.filter { layout.records[$0.key]?.solverID == $0.value }
        #expect(kept.count == before.count - 3)
        // 500 - 48 gaps of 2 = 404 among 49 views.
        #expect(layout.frame(of: "v0").width == roundToMicro(404.0 / 49))
        // A new spacing: every gap's constant changes as Apple's would, yet the solver
        // gets two edits: the spacing variable's and the hidden view's half gap.
        let solverForms = layout.records.mapValues(\.lowered)
        let spacing = try layout.updateStack("row", StackSettings(spacing: 3))
        #expect(spacing.changed.count == 50)
        #expect(layout.constraint("UISV-spacing-hidden:row.v20")?.text == "v20.leading == v19.trailing + 1.5 @50")
        #expect(layout.constraint("UISV-spacing:row.v0-v1")?.constant == 3)
        #expect(layout.constraint("UISV-spacing:row.v0-v1")?.text == "v1.leading == v0.trailing + 3")
        let edited = solverForms.filter { layout.records[$0.key]?.lowered != $0.value }.keys.sorted()
        #expect(edited == ["UISV-spacing-hidden:row.v20", "stack:row.spacing"])
        // 500 - 48 gaps of 3 = 356 among 49 views.
        #expect(layout.frame(of: "v0").width == roundToMicro(356.0 / 49))
    }

    // MARK: custom spacing, margins, baselines

    @Test func customSpacingAfterAView() throws {
        let layout = try Self.row(.fill)
        try layout.updateStack("row", StackSettings(customSpacing: [("a", 20)]))
        // 20 after a, 10 after b: b at 60, c at 150 taking the rest (150).
        #expect(layout.frame(of: "b") == rect(60, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(150, 0, 150, 40))
        // b hidden: the gap before c is the spacing after a, the last visible view: 20.
        try layout.setHidden("b", true)
        #expect(layout.frame(of: "c") == rect(60, 0, 240, 40))
        // a hidden instead: no visible view before b, so no gap at all before it.
        try layout.setHidden("b", false)
        try layout.setHidden("a", true)
        #expect(layout.frame(of: "b") == rect(0, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(90, 0, 210, 40))
        // Back to the stack's spacing; a view not arranged cannot take one.
        try layout.updateStack("row", StackSettings(customSpacing: [("a", nil)]))
        #expect(layout.stack("row")?.customSpacing.isEmpty == true)
        #expect(throws: Diagnostic.self) { try layout.updateStack("row", StackSettings(customSpacing: [("x", 4)])) }
    }

    /// Rebuilding a margins-relative stack re-tried broken constraints, which started a
    /// layout pass inside the one rebuilding it, and so on until the stack overflowed.
    @Test func aFreshStackGoesMarginsRelativeWithoutRecursing() throws {
        let layout = Layout()
        try layout.addStack(StackSpec.parse(["s", "axis", "vertical", "views", "b", "c"]))
        for line in ["s.top = root.top", "s.leading = root.leading", "b.height = 10", "c.height = 10"] {
            try apply(line, to: layout)
        }
        try layout.updateStack("s", StackSettings(marginsRelative: true))
        #expect(layout.stack("s")?.marginsRelative == true)
        // s sits at root's origin, under the status bar: its top margin is 0 (a stack's
        // own) + 20.
        #expect(layout.frame(of: "b").y == 20)
    }

    @Test func marginsRelativeArrangement() throws {
        let layout = makeLayout(["view row", "H:|[row(300)]", "V:|[row(100)]", "view a b in row",
                                 "intrinsic a 40 20", "intrinsic b 80 20"])
        try layout.setHugging("b", .horizontal, 200)
        try layout.addStack(StackSpec(name: "row", axis: .horizontal, views: ["a", "b"]))
        #expect(layout.frame(of: "a") == rect(0, 0, 40, 100))
        try layout.updateStack("row", StackSettings(marginsRelative: true))
        // A stack's own margins are 0 until set (UIKit's default for UIStackView); on
        // top the 20 of the status bar that row (at y 0) reaches under
        // (insetsLayoutMarginsFromSafeArea). 300 x 80 from (0, 20); b grows to 260.
        #expect(layout.frame(of: "a") == rect(0, 20, 40, 80))
        #expect(layout.frame(of: "b") == rect(40, 20, 260, 80))
        #expect(layout.constraint("UISV-canvas-connection:row.leading")?.text == "row.leadingMargin == a.leading")
        // New margins move the arrangement with them: 20 left and right, 10 top (plus the
        // status bar's 20) and 10 at the bottom.
        try layout.setMargins("row", top: 10, left: 20, bottom: 10, right: 20)
        #expect(layout.frame(of: "a") == rect(20, 30, 40, 60))
        #expect(layout.frame(of: "b") == rect(60, 30, 220, 60))
        // The safe area moving moves them too: the layout pass rebuilds the stack.
        try layout.setSafeArea(Margins(top: 44, left: 0, bottom: 34, right: 0))
        #expect(layout.frame(of: "a") == rect(20, 54, 40, 36))
    }

    @Test func baselineRelativeArrangementMeasuresBetweenBaselines() throws {
        let layout = makeLayout(["view col", "H:|[col(100)]", "V:|[col]", "view a b in col",
                                 "intrinsic a 40 20", "intrinsic b 40 20"])
        try layout.setBaseline("a", offset: 14)
        try layout.setBaseline("b", offset: 16)
        try layout.addStack(StackSpec(name: "col", axis: .vertical, spacing: 30, views: ["a", "b"]))
        // Edges: b.top = 20 + 30.
        #expect(layout.frame(of: "b") == rect(0, 50, 100, 20))
        try layout.updateStack("col", StackSettings(baselineRelative: true))
        // Baselines: b.top + 16 == 14 + 30, so b.top = 28.
        #expect(layout.frame(of: "b") == rect(0, 28, 100, 20))
        #expect(layout.constraint("UISV-spacing:col.a-b")?.text == "b.firstBaseline == a.lastBaseline + 30")
    }

    // MARK: nesting, arranging, removing

    @Test func nestedStacks() throws {
        let layout = makeLayout(["view outer", "H:|-16-[outer]-16-|", "V:|-20-[outer]"])
        try layout.addStack(StackSpec(name: "outer", axis: .vertical, spacing: 8, views: ["title", "inner"]))
        try layout.addStack(StackSpec(name: "inner", axis: .horizontal, distribution: .fillEqually, spacing: 4,
                                      views: ["x", "y"]))
        try layout.setIntrinsicSize("title", width: 100, height: 30)
        try layout.setIntrinsicSize("x", width: 20, height: 44)
        try layout.setIntrinsicSize("y", width: 20, height: 44)
        // outer: 343 wide; title 30 high, 8, inner 44 high (its views'): 82.
        // inner's views share 343 - 4: 169.5 each.
        #expect(layout.frame(of: "outer") == rect(16, 20, 343, 82))
        #expect(layout.frame(of: "title") == rect(0, 0, 343, 30))
        #expect(layout.frame(of: "inner") == rect(0, 38, 343, 44))
        #expect(layout.frame(of: "x") == rect(0, 0, 169.5, 44))
        #expect(layout.frame(of: "y") == rect(173.5, 0, 169.5, 44))
        // The inner stack hidden in the outer: its height 0, the gap before it gone.
        try layout.setHidden("inner", true)
        #expect(layout.frame(of: "outer") == rect(16, 20, 343, 30))
        #expect(layout.frame(of: "inner") == rect(0, 30, 343, 0))
        #expect(layout.constraint("UISV-hiding:outer.inner")?.text == "inner.height == 0 @999.999")
    }

    /// A hidden vertical stack whose own views keep a spacing cannot be 0 high. iOS 9
    /// logged the conflict ('UISV-hiding' UIStackView.height == 0, required then, against
    /// the inner 'UISV-spacing' V:[a]-(16)-[b] and 'UISV-canvas-connection's); UIKit's
    /// UISV-hiding is 999.999 now, so it gives way: the inner stack stays 16 high,
    /// overlapping, and nothing is broken.
    @Test func hidingANestedStackWithSpacingGivesWayAsUIKitDoes() throws {
        let layout = makeLayout(["view outer", "H:|[outer]|", "V:|[outer]"])
        try layout.addStack(StackSpec(name: "outer", axis: .vertical, views: ["top", "inner"]))
        try layout.addStack(StackSpec(name: "inner", axis: .vertical, spacing: 16, views: ["p", "q"]))
        try layout.setHidden("inner", true)
        let hiding = try #require(layout.constraint("UISV-hiding:outer.inner"))
        #expect(hiding.state == .active)
        #expect(layout.analyze().conflicts.isEmpty)
        #expect(layout.frame(of: "inner").height == 16)
        #expect(layout.givesWay("UISV-hiding:outer.inner") == 16)
        // Shown again, nothing is left broken.
        try layout.setHidden("inner", false)
        #expect(layout.analyze().conflicts.isEmpty)
    }

    @Test func addInsertMoveAndRemoveArrangedViews() throws {
        let layout = try Self.row(.fill)
        // d inserted at 1 (declared in row), 30 wide: a 0…40, d 50…80, b 90…170, c the rest.
        let change = try layout.arrange("d", in: "row", at: 1)
        #expect(change.removed == ["UISV-spacing:row.a-b"])
        #expect(Set(change.added.map(\.id)).isSuperset(of: ["UISV-spacing:row.a-d", "UISV-spacing:row.d-b"]))
        try layout.setIntrinsicSize("d", width: 30, height: 20)
        #expect(layout.stack("row")?.arranged == ["a", "d", "b", "c"])
        #expect(layout.frame(of: "d") == rect(50, 0, 30, 40))
        #expect(layout.frame(of: "b") == rect(90, 0, 80, 40))
        #expect(layout.frame(of: "c") == rect(180, 0, 120, 40))
        // removeArrangedSubview: d stays row's subview, no stack constraint names it.
        try layout.unarrange("d", from: "row")
        #expect(layout.superview(of: "d") == "row")
        #expect(!layout.stackConstraints("row").contains { $0.views.contains("d") })
        #expect(layout.frame(of: "c") == rect(140, 0, 160, 40))
        // An arranged view added again moves: c first, taking the extra 100.
        try layout.arrange("c", in: "row", at: 0)
        #expect(layout.frame(of: "c") == rect(0, 0, 160, 40))
        #expect(layout.frame(of: "a") == rect(170, 0, 40, 40))
        #expect(layout.frame(of: "b") == rect(220, 0, 80, 40))
        #expect(throws: Diagnostic.self) { try layout.arrange("e", in: "row", at: 9) }
        #expect(throws: Diagnostic.self) { try layout.unarrange("zz", from: "row") }
        #expect(!layout.hasView("e"))
    }

    @Test func removingAnArrangedViewOrTheStack() throws {
        let layout = try Self.row(.fill)
        try layout.setHidden("b", true)
        try layout.removeView("b")
        // a and c joined by one 10-point gap: c from 50, 250 wide.
        #expect(layout.stack("row")?.arranged == ["a", "c"])
        #expect(layout.frame(of: "c") == rect(50, 0, 250, 40))
        // The gap between a and c was there while b was hidden; b's own two go.
        #expect(layout.stackChangesOfLastRemoval.first?.added.isEmpty == true)
        #expect(layout.constraint("UISV-spacing:row.a-c") != nil)
        #expect(!layout.isHidden("b"))
        try layout.removeView("row")
        #expect(layout.stackNames.isEmpty)
        #expect(!layout.allConstraints.contains { if case .stackView = $0.origin { true } else { false } })
    }

    @Test func hidingAViewNoStackArrangesOnlyRecordsIt() throws {
        let layout = makeLayout(["view box", "H:|-20-[box(50)]", "V:|-20-[box(50)]"])
        #expect(try layout.setHidden("box", true) == nil)
        #expect(layout.isHidden("box"))
        #expect(layout.frame(of: "box") == rect(20, 20, 50, 50))
        #expect(throws: Diagnostic.self) { try layout.setHidden("root", true) }
        #expect(throws: Diagnostic.self) { try layout.setHidden("nobody", true) }
    }

    // MARK: refusals

    @Test func parseErrorsNameTheValidValues() {
        #expect(throws: Diagnostic.self) { try StackSpec.parse(["s", "axis", "diagonal", "views", "a"]) }
        do {
            _ = try StackSpec.parse(["s", "axis", "horizontal", "distribution", "fillEqualy", "views", "a"])
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("fillEqually"))
        }
        #expect(throws: Diagnostic.self) { try StackSpec.parse(["s", "axis", "horizontal"]) }
        #expect(throws: Diagnostic.self) { try StackSpec.parse(["s", "views", "a"]) }
    }

    @Test func failedStackLeavesLayoutAsItWas() throws {
        let layout = makeLayout(["view other", "view x in other"])
        // other holds x, so it cannot move into x: nothing is declared, nothing moves.
        #expect(throws: Diagnostic.self) {
            try layout.addStack(StackSpec(name: "x", axis: .horizontal, views: ["a", "other"]))
        }
        #expect(layout.superview(of: "other") == "root")
        #expect(layout.viewNames == ["other", "x"])
        #expect(layout.allConstraints.count == Layout().allConstraints.count + 4)
        #expect(throws: Diagnostic.self) {
            try layout.addStack(StackSpec(name: "s", axis: .vertical, alignment: .firstBaseline, views: ["a"]))
        }
        #expect(!layout.hasView("s"))
        try layout.addStack(StackSpec(name: "s", axis: .horizontal, views: ["a"]))
        #expect(throws: Diagnostic.self) { try layout.addStack(StackSpec(name: "s", axis: .horizontal, views: ["b"])) }
        #expect(throws: Diagnostic.self) { try layout.updateStack("other", StackSettings(spacing: 4)) }
        #expect(!layout.hasView("b"))
    }
}
