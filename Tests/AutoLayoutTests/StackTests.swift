import Testing
@testable import AutoLayout

/// `stack` makes the constraints UIStackView makes; the channel header of seed 004 built
/// with stacks must give the frames its article describes.
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

    static func channelHeaderLayout() throws -> Layout {
        let layout = makeLayout(channelHeader)
        for line in stacks {
            try layout.addStack(StackSpec.parse(line.split(separator: " ").map(String.init)))
        }
        try layout.addConstraintLine("avatar.width == 100")
        try layout.addConstraintLine("avatar.height == 100")
        return layout
    }

    @Test func channelHeaderFrames() throws {
        let layout = try Self.channelHeaderLayout()
        expectChannelHeaderFrames(layout)
        #expect(layout.analyze().brokenOptional.isEmpty)
    }

    @Test func stackDeclaresArrangedViewsInsideTheStack() throws {
        let layout = try Self.channelHeaderLayout()
        #expect(layout.superview(of: "labels") == "info")
        #expect(layout.superview(of: "avatar") == "info")
        #expect(layout.superview(of: "posts") == "digits")
        #expect(layout.superview(of: "info") == "header")
    }

    @Test func constraintsAreNamedAsAppleLogsThem() throws {
        let layout = Layout()
        let ids = try layout.addStack(StackSpec(name: "row", axis: .horizontal, distribution: .fillEqually,
                                                alignment: .fill, spacing: 8, views: ["a", "b", "c"]))
        let texts = Dictionary(uniqueKeysWithValues: layout.constraints.map { ($0.id, $0.text) })
        #expect(ids.contains("UISV_canvas_connection_row_1"))
        #expect(texts["UISV_canvas_connection_row_1"] == "row.leading == a.leading")
        #expect(texts["UISV_canvas_connection_row_2"] == "row.trailing == c.trailing")
        #expect(texts["UISV_spacing_row_1"] == "b.leading == a.trailing + 8")
        #expect(texts["UISV_spacing_row_2"] == "c.leading == b.trailing + 8")
        #expect(texts["UISV_fill_equally_row_1"] == "b.width == a.width")
        #expect(texts["UISV_fill_equally_row_2"] == "c.width == a.width")
        #expect(texts["UISV_alignment_row_1"] == "a.top == b.top")
        #expect(texts["UISV_canvas_connection_row_3"] == "row.top == a.top")
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
    }

    @Test func fillProportionallySharesByIntrinsicSize() throws {
        let layout = makeLayout(["view col", "V:|[col]|", "H:|[col(100)]", "view a b in col",
                                 "intrinsic a 10 100", "intrinsic b 10 300"])
        try layout.addStack(StackSpec(name: "col", axis: .vertical, distribution: .fillProportionally,
                                      alignment: .fill, spacing: 7, views: ["a", "b"]))
        // 667 - 7 = 660 shared 1:3.
        #expect(layout.frame(of: "a") == rect(0, 0, 100, 165))
        #expect(layout.frame(of: "b") == rect(0, 172, 100, 495))
    }

    @Test func alignmentLeadingKeepsViewsInsideAndHugs() throws {
        let layout = makeLayout(["view col", "V:|[col]", "H:|[col]", "view a b in col",
                                 "intrinsic a 80 20", "intrinsic b 120 30"])
        try layout.addStack(StackSpec(name: "col", axis: .vertical, distribution: .fill,
                                      alignment: .leading, spacing: 10, views: ["a", "b"]))
        #expect(layout.frame(of: "a") == rect(0, 0, 80, 20))
        #expect(layout.frame(of: "b") == rect(0, 30, 120, 30))
        #expect(layout.frame(of: "col") == rect(0, 0, 120, 60))
    }

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
        #expect(throws: Diagnostic.self) {
            try layout.addStack(StackSpec(name: "s", axis: .horizontal, views: ["a", "x"]))
        }
        #expect(layout.viewNames == ["other", "x"])
        #expect(layout.constraints.isEmpty)
        #expect(throws: Diagnostic.self) {
            try layout.addStack(StackSpec(name: "s", axis: .vertical, alignment: .firstBaseline, views: ["a"]))
        }
        #expect(!layout.hasView("s"))
    }
}
