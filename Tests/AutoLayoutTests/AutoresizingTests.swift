import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Autoresizing masks: the frames UIKit's autoresizing gives, worked out by hand. UIKit's
/// rule (UIView.autoresizingMask): a change of the superview's size is shared by the
/// flexible parts of an axis (margin before, size, margin after) in proportion to their
/// lengths; fixed parts keep theirs; with nothing flexible the far margin takes it.
@Suite struct AutoresizingTests {
    /// root 320x568 with one view of `frame` and `mask`.
    private func phone(_ frame: Rect, _ mask: AutoresizingMask) throws -> Layout {
        let layout = Layout()
        try layout.setRootSize(width: 320, height: 568)
        try layout.declareView("box", in: "root", frame: frame, mask: mask)
        return layout
    }

    private func rotate(_ layout: Layout) throws {
        let size = layout.rootSize
        try layout.setRootSize(width: size.height, height: size.width)
    }

    // MARK: the mask type

    @Test func namesInEverySpelling() throws {
        func parse(_ words: String) throws -> AutoresizingMask {
            var column = 0
            let list = words.split(separator: " ").map { word -> (String, SourceRange) in
                defer { column += word.count + 1 }
                return (String(word), column..<(column + word.count))
            }
            return try AutoresizingMask.parse(list)
        }
        #expect(try parse("flexibleWidth flexibleHeight") == [.flexibleWidth, .flexibleHeight])
        #expect(try parse("widthSizable flexibleMaxY") == [.flexibleWidth, .flexibleBottomMargin])
        #expect(try parse("[.flexibleLeftMargin, .flexibleRightMargin]") == [.flexibleLeftMargin, .flexibleRightMargin])
        #expect(try parse("UIViewAutoresizingFlexibleTopMargin | UIViewAutoresizingFlexibleHeight")
                == [.flexibleTopMargin, .flexibleHeight])
        #expect(try parse("h=&-& v=-&-") == [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight])
        #expect(try parse("v=&--") == [.flexibleTopMargin])
        #expect(try parse("none") == .none)

        // A typo: the word is pointed at and the nearest name suggested.
        #expect(throws: Diagnostic(.unknownMask("flexibleWidht", suggestion: "flexibleWidth"), at: 0..<13)) {
            try parse("flexibleWidht")
        }
        #expect(throws: Diagnostic(.unknownMask("h=-x-", suggestion: nil), at: 0..<5)) { try parse("h=-x-") }
        #expect(throws: Diagnostic.self) { try parse("none flexibleWidth") }
        #expect(throws: Diagnostic.self) { try parse("h=-&- h=&--") }
    }

    @Test func appleNotation() {
        // [before][size][after] per axis; an axis with nothing flexible logs as `--&`, as
        // UIKit logs a view made in code (whose mask is none).
        #expect(AutoresizingMask.none.logNotation == "h=--& v=--&")
        #expect(AutoresizingMask([.flexibleWidth]).logNotation == "h=-&- v=--&")
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]).logNotation == "h=&-& v=-&-")
        #expect(AutoresizingMask(rawValue: 63).logNotation == "h=&&& v=&&&")
        #expect(AutoresizingMask(logNotation: "h=--- v=---") == AutoresizingMask.none)
        #expect(AutoresizingMask(logNotation: "h=--& UIView") == nil)
        // Every mask with something flexible on both axes reads back as itself.
        for raw in 0..<UInt(64) {
            let mask = AutoresizingMask(rawValue: raw)
            guard Axis.allCases.allSatisfy({ mask.flexible($0).contains(true) }) else { continue }
            #expect(AutoresizingMask(logNotation: mask.logNotation) == mask)
        }
        // Interface Builder stores the flexible ones as attributes set to YES.
        #expect(AutoresizingMask(interfaceBuilderAttributes: ["key": "autoresizingMask", "widthSizable": "YES",
                                                              "flexibleMaxY": "YES", "heightSizable": "NO"])
                == [.flexibleWidth, .flexibleBottomMargin])
        #expect(AutoresizingMask([.flexibleWidth]).names == ["flexibleWidth"])
        #expect(AutoresizingMask.none.names == ["none"])
    }

    @Test func defaultMaskKeepsItsIDsAndTexts() throws {
        let layout = Layout()
        try layout.declareView("box", in: "root", frame: rect(10, 20, 100, 50))
        #expect(layout.autoresizingConstraintIDs(of: "box")
                == ["autoresizing:box.minX", "autoresizing:box.minY", "autoresizing:box.width", "autoresizing:box.height"])
        #expect(layout.autoresizingConstraintIDs(of: "box").compactMap { layout.constraint($0)?.text }
                == ["h=--& v=--& box.minX == 10", "h=--& v=--& box.minY == 20",
                    "h=--& v=--& box.width == 100", "h=--& v=--& box.height == 50"])
    }

    // MARK: one flexible part at a time

    /// Frame (10, 20, 100, 300) in 320x568: left 10, width 100, right 210; top 20,
    /// height 300, bottom 248. `rotate` makes root 568x320: width +248, height -248.
    @Test(arguments: [
        (AutoresizingMask.none, Rect(x: 10, y: 20, width: 100, height: 300)),           // all fixed: right and bottom take it
        (.flexibleLeftMargin, Rect(x: 258, y: 20, width: 100, height: 300)),          // x 10 + 248
        (.flexibleWidth, Rect(x: 10, y: 20, width: 348, height: 300)),                // width 100 + 248
        (.flexibleRightMargin, Rect(x: 10, y: 20, width: 100, height: 300)),          // right margin 210 + 248
        (.flexibleTopMargin, Rect(x: 10, y: -228, width: 100, height: 300)),          // y 20 - 248
        (.flexibleHeight, Rect(x: 10, y: 20, width: 100, height: 52)),                // height 300 - 248
        (.flexibleBottomMargin, Rect(x: 10, y: 20, width: 100, height: 300)),         // bottom 248 - 248
    ])
    func oneFlexiblePart(mask: AutoresizingMask, rotated: Rect) throws {
        let start = Rect(x: 10, y: 20, width: 100, height: 300)
        let layout = try phone(start, mask)
        #expect(layout.frame(of: "box") == start)
        try rotate(layout)
        #expect(layout.frame(of: "box") == rotated)
        try rotate(layout)
        #expect(layout.frame(of: "box") == start)  // linear in root's size: back exactly
        #expect(layout.analyze().conflicts.isEmpty)
    }

    @Test func rootResizeFromTheDefaultScreen() throws {
        // Made at 375x667: frame (10, 20, 100, 300) has right 265 and bottom 347.
        // root 320x568 (-55, -99): flexibleWidth gives width 45, flexibleHeight height 201.
        let layout = Layout()
        try layout.declareView("box", in: "root", frame: rect(10, 20, 100, 300), mask: [.flexibleWidth, .flexibleHeight])
        try layout.setRootSize(width: 320, height: 568)
        #expect(layout.frame(of: "box") == rect(10, 20, 45, 201))
    }

    // MARK: combinations

    @Test func centeredByBothMargins() throws {
        // (110, 20, 100, 40) in 320: margins 110 and 110 share +248 half each: x 234,
        // the centre stays at half of root's width (284 = 568 / 2).
        let layout = try phone(rect(110, 20, 100, 40), [.flexibleLeftMargin, .flexibleRightMargin])
        // Apple's form: minX == (110 / 220) * superview.width - (110 / 220) * 100.
        #expect(layout.constraint("autoresizing:box.minX")?.text == "h=&-& v=--& box.minX == 0.5*root.width - 50")
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(234, 20, 100, 40))
    }

    @Test func unevenMarginsShareInProportion() throws {
        // (30, 0, 100, 40): margins 30 and 190 (sum 220). Left takes 30/220 of +248 =
        // 33.818182, so x = 63.818182; right takes the other 214.181818.
        let layout = try phone(rect(30, 0, 100, 40), [.flexibleLeftMargin, .flexibleRightMargin])
        #expect(layout.constraint("autoresizing:box.minX")?.text
                == "h=&-& v=--& box.minX == 0.136364*root.width - 13.636364")
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(63.818182, 0, 100, 40))
    }

    @Test func leftMarginAndWidth() throws {
        // (10, 20, 100, 40): left 10 and width 100 share +248 as 10:100 → x 10 + 22.545455,
        // width 100 + 225.454545; the right margin stays 210 (568 - 32.545455 - 325.454545).
        let layout = try phone(rect(10, 20, 100, 40), [.flexibleLeftMargin, .flexibleWidth])
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(32.545455, 20, 325.454545, 40))
    }

    @Test func allSixFlexible() throws {
        // Everything flexible: each part scales with root. Horizontal lengths sum to 320:
        // x 10 * 568/320 = 17.75, width 100 * 568/320 = 177.5. Vertical lengths sum to 568:
        // y 20 * 320/568 = 11.267606, height 300 * 320/568 = 169.014085.
        let layout = try phone(rect(10, 20, 100, 300), AutoresizingMask(rawValue: 63))
        #expect(layout.constraint("autoresizing:box.width")?.text == "h=&&& v=&&& box.width == 0.3125*root.width")
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(17.75, 11.267606, 177.5, 169.014085))
    }

    @Test func flexibleLengthsOfZeroShareEqually() throws {
        // Left margin 0 and width 0 flexible: no proportion exists; each takes half of +248.
        let layout = try phone(rect(0, 0, 0, 10), [.flexibleLeftMargin, .flexibleWidth])
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(124, 0, 124, 10))
    }

    // MARK: superviews

    @Test func superviewResizedByConstraints() throws {
        // card: 20 from each side of root, so 335 wide at 375 and 280 at 320 (-55).
        let layout = makeLayout(["view card", "H:|-20-[card]-20-|", "V:|-40-[card]", "card_height: card.height == 200"])
        try layout.declareView("badge", in: "card", frame: rect(117.5, 10, 100, 40),
                               mask: [.flexibleLeftMargin, .flexibleRightMargin])
        try layout.declareView("bar", in: "card", frame: rect(10, 150, 315, 40),
                               mask: [.flexibleWidth, .flexibleTopMargin])
        try layout.setRootSize(width: 320, height: 568)
        // badge stays centred: (280 - 100) / 2 = 90. bar: width 315 - 55 = 260.
        #expect(layout.frame(of: "badge") == rect(90, 10, 100, 40))
        #expect(layout.frame(of: "bar") == rect(10, 150, 260, 40))
        // The card grows by 100 through a constant edit: bar's top margin (150) is its only
        // flexible vertical part, so bar moves down 100.
        try layout.setConstant("card_height", 300)
        #expect(layout.frame(of: "bar") == rect(10, 250, 260, 40))
        #expect(layout.analyze().conflicts.isEmpty && !layout.analyze().isAmbiguous)
    }

    @Test func nestedAutoresizingViews() throws {
        // card (0, 0, 375, 200) flexibleWidth in root; inside it row (10, 10, 355, 50)
        // flexibleWidth and dot (137.5, 100, 100, 40) with both margins flexible.
        // root 320x568: card 320 wide (-55), row 300, dot centred at (320 - 100) / 2 = 110.
        let layout = Layout()
        try layout.declareView("card", in: "root", frame: rect(0, 0, 375, 200), mask: [.flexibleWidth])
        try layout.declareView("row", in: "card", frame: rect(10, 10, 355, 50), mask: [.flexibleWidth])
        try layout.declareView("dot", in: "card", frame: rect(137.5, 100, 100, 40),
                               mask: [.flexibleLeftMargin, .flexibleRightMargin])
        try layout.setRootSize(width: 320, height: 568)
        #expect(layout.frame(of: "card") == rect(0, 0, 320, 200))
        #expect(layout.frame(of: "row") == rect(10, 10, 300, 50))
        #expect(layout.frame(of: "dot") == rect(110, 100, 100, 40))
        #expect(layout.constraint("autoresizing:row.width")?.text == "h=-&- v=--& row.width == card.width - 20")
        #expect(layout.installedOn("autoresizing:row.width") == "card")
    }

    // MARK: frame edits

    @Test func frameEditIsAnEditInPlace() throws {
        let layout = try phone(rect(10, 20, 100, 40), [.flexibleWidth])
        let before = Layout.autoresizingParts.map { layout.records[Layout.autoresizingID("box", $0.part)]?.solverID }
        try layout.setFrame("box", rect(30, 50, 200, 60))
        #expect(layout.frame(of: "box") == rect(30, 50, 200, 60))
        // One flexible part: its share stays 1, so only constants changed: same solver rows.
        let after = Layout.autoresizingParts.map { layout.records[Layout.autoresizingID("box", $0.part)]?.solverID }
        #expect(before == after)
        #expect(layout.constraint("autoresizing:box.width")?.text == "h=-&- v=--& box.width == root.width - 120")
        // Right margin is now 320 - 230 = 90 and fixed: at 568 the width is 568 - 30 - 90.
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(30, 50, 448, 60))
        #expect(layout.autoresizing(of: "box")?.frame == rect(30, 50, 200, 60))
    }

    @Test func frameEditTakesTheProportionsAnew() throws {
        // Centred at first; moved to (10, 0, 100, 40) at 320 its margins are 10 and 210,
        // so at 568 the left takes 10/220 of +248: x = 10 + 11.272727.
        let layout = try phone(rect(110, 0, 100, 40), [.flexibleLeftMargin, .flexibleRightMargin])
        try layout.setFrame("box", rect(10, 0, 100, 40))
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(21.272727, 0, 100, 40))
    }

    @Test func badFramesChangeNothing() throws {
        let layout = try phone(rect(10, 20, 100, 40), [.flexibleWidth])
        let text = layout.constraint("autoresizing:box.width")?.text
        #expect(throws: Diagnostic.self) { try layout.setFrame("box", rect(0, 0, -1, 10)) }
        #expect(throws: Diagnostic.self) { try layout.setFrame("box", rect(.nan, 0, 1, 10)) }
        #expect(throws: Diagnostic.self) { try layout.setFrame("box", rect(0, 0, 2e9, 10)) }
        #expect(throws: Diagnostic.self) { try layout.setFrame("nobox", rect(0, 0, 1, 1)) }
        #expect(throws: Diagnostic.self) { try layout.setFrame("root", rect(0, 0, 1, 1)) }
        #expect(layout.frame(of: "box") == rect(10, 20, 100, 40))
        #expect(layout.constraint("autoresizing:box.width")?.text == text)
        // A view with constraints only has no frame to set.
        try layout.declareView("plain", in: "root", frame: nil)
        #expect(throws: Diagnostic.self) { try layout.setFrame("plain", rect(0, 0, 1, 1)) }
    }

    // MARK: switching translation

    @Test func offKeepsUserConstraintsAndOnTakesTheCurrentFrame() throws {
        let layout = try phone(rect(10, 20, 100, 40), [.flexibleWidth])
        _ = try layout.addConstraintLine("box.top == root.top + 20")
        try layout.setTranslatesAutoresizingMask("box", false)
        #expect(layout.autoresizingConstraintIDs(of: "box").isEmpty)
        #expect(layout.constraint("autoresizing:box.minX") == nil)
        #expect(layout.constraints.count == 1)
        #expect(layout.autoresizingMask(of: "box") == [.flexibleWidth])  // kept, as UIKit keeps it
        // Only y is constrained now.
        #expect(layout.analyze().ambiguousComponents(of: "box") == [.x, .width, .height])
        #expect(throws: Diagnostic.self) { try layout.setTranslatesAutoresizingMask("box", false) }

        _ = try layout.addConstraintLine("H:|-40-[box]-40-|")
        _ = try layout.addConstraintLine("box.height == 60")
        #expect(layout.frame(of: "box") == rect(40, 20, 240, 60))
        // On again: the constraints come from the frame it has now (both agree: no conflict).
        try layout.setTranslatesAutoresizingMask("box", true, mask: [.flexibleLeftMargin, .flexibleRightMargin])
        #expect(layout.autoresizing(of: "box")?.frame == rect(40, 20, 240, 60))
        #expect(layout.constraint("autoresizing:box.minX")?.text == "h=&-& v=--& box.minX == 0.5*root.width - 120")
        #expect(layout.analyze().conflicts.isEmpty)
        #expect(throws: Diagnostic.self) { try layout.setTranslatesAutoresizingMask("box", true) }
    }

    @Test func maskChangeRemakesTheConstraintsFromTheCurrentFrame() throws {
        let layout = try phone(rect(10, 20, 100, 40), .none)
        try rotate(layout)  // 568x320: a fixed frame stays (10, 20, 100, 40)
        try layout.setAutoresizingMask("box", [.flexibleLeftMargin])
        // Right margin at 568 is 458: x = root.width - 558; back at 320, x = -238.
        #expect(layout.constraint("autoresizing:box.minX")?.text == "h=&-- v=--& box.minX == root.width - 558")
        try rotate(layout)
        #expect(layout.frame(of: "box") == rect(-238, 20, 100, 40))
        // A view without translation just keeps the mask for later.
        try layout.declareView("plain", in: "root", frame: nil)
        try layout.setAutoresizingMask("plain", [.flexibleHeight])
        #expect(layout.autoresizingMask(of: "plain") == [.flexibleHeight])
        #expect(layout.autoresizingConstraintIDs(of: "plain").isEmpty)
    }

    // MARK: conflicts

    @Test func userConstraintAgainstAFlexibleMask() throws {
        // At 320 the mask gives width 300, and so does c1; at 568 the mask wants 548 and
        // the screen wins over the newest user constraint.
        let layout = try phone(rect(10, 0, 300, 40), [.flexibleWidth])
        _ = try layout.addConstraintLine("box.width == 300")
        #expect(layout.analyze().conflicts.isEmpty)
        try rotate(layout)
        let conflict = try #require(layout.analyze().conflicts.first)
        #expect(conflict.id == "c1")
        #expect(Set(conflict.conflictingWith) == ["autoresizing:box.width", "root:width"])
        #expect(layout.frame(of: "box") == rect(10, 0, 548, 40))
        try rotate(layout)
        #expect(layout.analyze().conflicts.isEmpty)  // it holds again at 320
    }

    @Test func aFlexibleHeightCannotGoBelowZero() throws {
        // Height 50 flexible at 568; at 320 it would be 50 - 248 < 0. Sizes are never
        // negative, so the mask's height gives way; the conflict names the screen, the
        // height's `>= 0` being always present (as in Apple's lists).
        let layout = try phone(rect(0, 0, 100, 50), [.flexibleHeight])
        try rotate(layout)
        let conflict = try #require(layout.analyze().conflicts.first)
        #expect(conflict.id == "autoresizing:box.height")
        #expect(conflict.conflictingWith == ["root:height"])
        #expect(layout.frame(of: "box").height == 0)
    }

    @Test func frameEditAgainstAUserConstraintBreaksTheEditedMaskConstraint() throws {
        let layout = try phone(rect(10, 20, 100, 40), .none)
        _ = try layout.addConstraintLine("box.width == 100")
        try layout.setFrame("box", rect(10, 20, 150, 40))
        let conflict = try #require(layout.analyze().conflicts.first)
        #expect(conflict.id == "autoresizing:box.width" && conflict.conflictingWith == ["c1"])
        try layout.remove("c1")
        #expect(layout.analyze().conflicts.isEmpty)
        #expect(layout.frame(of: "box") == rect(10, 20, 150, 40))
    }

    // MARK: what people read

    @Test func explainSaysWhatTheMaskDoes() throws {
        let layout = try phone(rect(110, 20, 100, 40), [.flexibleLeftMargin, .flexibleRightMargin])
        #expect(layout.explain("autoresizing:box.minX")
                == "box's frame x follows root's size (box.minX == 0.5*root.width - 50), translated from its autoresizing mask h=&-& v=--& (required)")
        #expect(layout.explain("autoresizing:box.minY")
                == "box's frame y stays 20, translated from its autoresizing mask h=&-& v=--& (required)")
    }
}
