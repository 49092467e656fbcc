import Testing
@testable import AutoLayout
import LayoutTestSupport

/// `fittingSize(of:width:)`: UIKit's systemLayoutSizeFitting, compressed (width and
/// height pulled toward 0 at fittingSizeLevel 50) or at a required width.
@Suite struct FittingTests {
    /// A label with an intrinsic size inside a padded container that the root pins.
    private func card() -> Layout {
        makeLayout([
            "view card", "view label in card", "intrinsic label 120 20",
            "H:|-16-[label]-16-|", "V:|-8-[label]-8-|",
            // The superview's constraints: fitting takes the card out of them.
            "card_top: card.top = root.top + 100", "card.leading = root.leading", "card.width = root.width",
        ])
    }

    @Test func labelInAPaddedContainer() throws {
        let layout = card()
        // Live, the card is as wide as root: 375, and 8 + 20 + 8 = 36 high.
        #expect(layout.frame(of: "card") == rect(0, 100, 375, 36))
        let size = try layout.fittingSize(of: "card")
        // Width: 16 + 120 (the label's intrinsic width, held by its hugging at 250 and
        // resistance at 750, both above the pull at 50) + 16 = 152. Height: 8 + 20 + 8 = 36.
        #expect(size.width == 152 && size.height == 36)
        #expect(size.ambiguous.isEmpty && size.conflicts.isEmpty)
        // The label alone: its intrinsic size, 120x20.
        let label = try layout.fittingSize(of: "label")
        #expect(label.width == 120 && label.height == 20)
    }

    @Test func changesNothing() throws {
        let layout = card()
        let frames = layout.analyze().frames
        let constraints = layout.allConstraints
        _ = try layout.fittingSize(of: "card")
        _ = try layout.fittingSize(of: "card", width: 10)
        #expect(layout.analyze().frames == frames)
        #expect(layout.allConstraints == constraints)
        // The live solver still answers edits as before.
        try layout.setConstant("card_top", 50)
        #expect(layout.frame(of: "card") == rect(0, 50, 375, 36))
    }

    /// A cell-like view: a title and a detail label stacked, inset as a table cell's
    /// content (15 left and right, 11 top and bottom, 6 between).
    private func cell() -> Layout {
        makeLayout([
            "view cell", "view title detail in cell",
            "intrinsic title 500 20", "intrinsic detail 100 40",
            "H:|-15-[title]-15-|", "H:|-15-[detail]-15-|", "V:|-11-[title]-6-[detail]-11-|",
        ])
    }

    @Test func verticalChainAtAWidth() throws {
        let size = try cell().fittingSize(of: "cell", width: 320)
        // Width: required 320. The title (500 wide) is compressed to 320 - 30 = 290 and
        // the detail (100) stretched to 290: both give way at 750/250, and the width is
        // required. Height: 11 + 20 + 6 + 40 + 11 = 88.
        #expect(size.width == 320 && size.height == 88)
        #expect(size.ambiguous.isEmpty && size.conflicts.isEmpty)
    }

    @Test func verticalChainCompressed() throws {
        let size = try cell().fittingSize(of: "cell")
        // Width: 15 + 500 + 15 = 530: the title's compression resistance (750) outranks
        // the pull toward 0 (50), the detail's hugging (250) gives way. Height as above: 88.
        #expect(size.width == 530 && size.height == 88)
    }

    @Test func noContentFitsInNothing() throws {
        let layout = makeLayout(["view empty", "empty.width = root.width - 40", "empty.height = 100",
                                 "view box frame 10 10 100 50"])
        // The width comes from root (the superview's constraint, left out); the height
        // is the view's own constraint and stays: 0x100.
        let empty = try layout.fittingSize(of: "empty")
        #expect(empty.width == 0 && empty.height == 100)
        // A frame-based view's autoresizing constraints are its superview's: 0x0.
        let box = try layout.fittingSize(of: "box")
        #expect(box.width == 0 && box.height == 0)
        #expect(box.ambiguous.isEmpty && box.conflicts.isEmpty)
    }

    @Test func aTieIsAmbiguous() throws {
        let layout = makeLayout(["view outer", "view inner in outer",
                                 "inner.width == 100 @50", "outer.width == inner.width", "outer.height == 10"])
        let size = try layout.fittingSize(of: "outer")
        // At priority 50, `inner.width == 100` and the pull `outer.width == 0` trade
        // error one for one over [0, 100]: every width there is equally good.
        let width = try #require(size.ambiguous[.width])
        #expect(width.lower == 0 && width.upper == 100)
        #expect(width.cause == .tie(priority: 50, ["c1", Layout.fittingWidthID]))
        #expect(size.ambiguous[.height] == nil && size.height == 10)
    }

    @Test func aRequiredWidthThatCannotHold() throws {
        let layout = makeLayout(["view cell", "view title in cell", "H:|-15-[title]-15-|",
                                 "V:|[title(20)]|", "title.width >= 200"])
        let size = try layout.fittingSize(of: "cell", width: 100)
        // 100 - 30 leaves the title 70 < 200: the newest of the set breaks, as live.
        // c1, c2: the H line; c3…c5: the V line; c6: title.width >= 200.
        #expect(size.conflicts == [Conflict(id: "c6", conflictingWith: [Layout.fittingWidthID, "c1", "c2"])])
        #expect(size.width == 100 && size.height == 20)
        // Compressed, it holds: 15 + 200 + 15.
        let compressed = try layout.fittingSize(of: "cell")
        #expect(compressed.conflicts.isEmpty && compressed.width == 230)
    }

    @Test func aConflictInsideTheSubtree() throws {
        let layout = makeLayout(["view a", "a.width == 10", "a.width == 20", "a.height == 5"])
        // Live, c2 is broken; fitting breaks it the same way and says so.
        let size = try layout.fittingSize(of: "a")
        #expect(size.conflicts == [Conflict(id: "c2", conflictingWith: ["c1"])])
        #expect(size.width == 10 && size.height == 5)
    }

    @Test func refusesWhatItCannotFit() {
        let layout = card()
        #expect(throws: Diagnostic.self) { try layout.fittingSize(of: "crad") }
        #expect(throws: Diagnostic.self) { try layout.fittingSize(of: "card", width: -1) }
        #expect(throws: Diagnostic.self) { try layout.fittingSize(of: "card", width: .infinity) }
    }
}

/// A block pasted out of `NSLayoutConstraint.activate([ … ])` lays out as the formulas.
@Suite struct AnchorCallLayoutTests {
    static let views = ["view title subtitle button", "intrinsic title -1 24", "intrinsic subtitle -1 18"]

    static let swift = [
        "    title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),",
        "    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),",
        "    title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),",
        "    subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),",
        "    subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),",
        "    subtitle.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5),",
        "    button.topAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 12),",
        "    button.centerXAnchor.constraint(equalTo: view.centerXAnchor),",
        "    button.widthAnchor.constraint(equalToConstant: 120),",
        "    button.heightAnchor.constraint(equalToConstant: 44).isActive = true",
        "    NSLayoutConstraint(item: button, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: -20),",
    ]

    static let formulas = [
        "title.top = root.top + 20",
        "title.leading = root.leading + 16",
        "title.trailing = root.trailing - 16",
        "subtitle.top = title.bottom + 8",
        "subtitle.leading = title.leading",
        "subtitle.width = 0.5 * title.width",
        "button.top >= subtitle.bottom + 12",
        "button.centerX = root.centerX",
        "button.width = 120",
        "button.height = 44",
        "button.bottom = root.bottom - 20",
    ]

    @Test func sameFramesAsTheFormulas() {
        let pasted = makeLayout(Self.views + Self.swift)
        let written = makeLayout(Self.views + Self.formulas)
        // By hand, in root 375x667:
        // title: x 16, y 20, width 375 - 16 - 16 = 343, height 24 (intrinsic).
        #expect(pasted.frame(of: "title") == rect(16, 20, 343, 24))
        // subtitle: y = 20 + 24 + 8 (system spacing) = 52, width 343 / 2 = 171.5.
        #expect(pasted.frame(of: "subtitle") == rect(16, 52, 171.5, 18))
        // button: centred, x = 187.5 - 60 = 127.5; bottom at 667 - 20, so y = 647 - 44 = 603.
        #expect(pasted.frame(of: "button") == rect(127.5, 603, 120, 44))
        for view in ["title", "subtitle", "button"] {
            #expect(pasted.frame(of: view) == written.frame(of: view))
        }
        // And the constraints read back in alsh's words, the same for both.
        #expect(pasted.constraints.map(\.text) == written.constraints.map(\.text))
        #expect(!pasted.analyze().isAmbiguous)
    }
}
