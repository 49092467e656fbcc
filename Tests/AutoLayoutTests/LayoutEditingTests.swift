import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Texts in Apple's form, edits, and the rule that a refused edit changes nothing.
@Suite struct LayoutEditingTests {
    @Test(arguments: [
        ("a.width = 100", "a.width == 100"),
        ("100 = a.width", "a.width == 100"),
        ("2 * a.width <= b.width", "a.width <= 0.5 * b.width"),
        ("-a.width >= -50", "a.width <= 50"),
        ("a.center.x = (a.superview.center.x * 1) + 0", "a.centerX == root.centerX"),
        ("a.top >= b.bottom - 8 @high", "a.top >= b.bottom - 8 @750"),
        ("a.width + b.width = root.width - 40", "a.width + b.width == root.width - 40"),
    ])
    func textsAreCanonical(line: String, text: String) throws {
        let layout = makeLayout(["view a b"])
        let id = try #require(try layout.addConstraintLine(line).first)
        #expect(layout.constraint(id)?.text == text)
    }

    @Test func generalLinearFormIsMarked() throws {
        let layout = makeLayout(["view a b", "a.width + b.width = root.width - 40", "a.width == b.width"])
        #expect(layout.constraint("c1")?.isAppleExpressible == false)
        #expect(layout.constraint("c2")?.isAppleExpressible == true)
        #expect(layout.frame(of: "a").width == 167.5)
    }

    @Test func constantsOfVFLMembersChangeTheirText() throws {
        let layout = makeLayout(["view a", "H:|-20-[a]-20-|"])
        #expect(layout.constraint("c1")?.text == "a.leading == root.leading + 20")
        try layout.setConstant("c1", 40)
        #expect(layout.constraint("c1")?.text == "a.leading == root.leading + 40")
        #expect(layout.frame(of: "a") == rect(40, 0, 315, 0))
    }

    @Test func groupsActivateAndDeactivateTogether() throws {
        let layout = makeLayout(["view a", "H:|-20-[a]-20-|", "a.width == 100 @500"])
        try layout.deactivate("g1")
        #expect(layout.constraints.filter { $0.state == .inactive }.map(\.id) == ["c1", "c2"])
        #expect(layout.frame(of: "a").width == 100)
        try layout.activate("g1")
        #expect(layout.constraints.allSatisfy { $0.state == .active })
        #expect(layout.frame(of: "a").width == 335)
        try layout.remove("g1")
        #expect(layout.constraints.map(\.id) == ["c3"])
    }

    @Test func intrinsicSizeComesAndGoes() throws {
        let layout = makeLayout(["view a", "intrinsic a 120 20"])
        #expect(layout.frame(of: "a") == rect(0, 0, 120, 20))
        try layout.setIntrinsicSize("a", width: 60, height: nil)
        #expect(layout.frame(of: "a").width == 60)
        #expect(layout.constraint("hug:a.height") == nil)
        #expect(layout.analyze().ambiguousComponents(of: "a") == [.x, .y, .height])
        try layout.setResistance("a", .horizontal, 100)
        #expect(layout.constraint("resist:a.width")?.priority == 100)
        #expect(layout.info(of: "a")?.resistance[.horizontal] == 100)
    }

    /// Interface Builder's stored frames let a compression resistance win over another
    /// constraint of its priority (docs/UIKIT-RULES.md): in either order of the lines the
    /// 750 height gives way, not the 400 points of content, and so after a priority edit.
    @Test func compressionResistanceOutranksAConstraintOfItsPriority() throws {
        for lines in [["view a", "a.height == 350 @750", "intrinsic a 100 400"],
                      ["view a", "intrinsic a 100 400", "a.height == 350 @750"]] {
            let layout = makeLayout(lines)
            #expect(layout.frame(of: "a").height == 400)
            #expect(layout.constraint("resist:a.height")?.priority == 750)
        }
        let layout = makeLayout(["view a", "a.height == 350 @500", "intrinsic a 100 400"])
        try layout.setResistance("a", .vertical, 500)
        #expect(layout.frame(of: "a").height == 400)
        #expect(layout.constraint("resist:a.height")?.priority == 500)
    }

    @Test func refusedEditsChangeNothing() throws {
        let layout = makeLayout(["view a", "a.width == 100", "a.height == 10 @500", "intrinsic a 5 5"])
        let before = layout.allConstraints
        let frame = layout.frame(of: "a")
        let refused: [(String, () throws(Diagnostic) -> Void)] = [
            ("bad priority", { () throws(Diagnostic) in try layout.setPriority("c2", 1200) }),
            ("required flip", { () throws(Diagnostic) in try layout.setPriority("c1", 10) }),
            ("nan constant", { () throws(Diagnostic) in try layout.setConstant("c1", .nan) }),
            ("unknown id", { () throws(Diagnostic) in try layout.setConstant("c9", 1) }),
            ("layout-made", { () throws(Diagnostic) in try layout.deactivate("hug:a.width") }),
            ("bad name", { () throws(Diagnostic) in try layout.declareView("9lives", in: "root", frame: nil) }),
            ("duplicate view", { () throws(Diagnostic) in try layout.declareView("a", in: "root", frame: nil) }),
            ("root", { () throws(Diagnostic) in try layout.declareView("root", in: "root", frame: nil) }),
            ("unknown superview", { () throws(Diagnostic) in try layout.declareView("b", in: "ghost", frame: nil) }),
            ("negative frame", { () throws(Diagnostic) in
                try layout.declareView("b", in: "root", frame: Rect(x: 0, y: 0, width: -1, height: 1)) }),
            ("negative intrinsic", { () throws(Diagnostic) in try layout.setIntrinsicSize("a", width: 3, height: -2) }),
            ("bad hug", { () throws(Diagnostic) in try layout.setHugging("a", .vertical, 0) }),
            ("negative root", { () throws(Diagnostic) in try layout.setRootSize(width: -1, height: 5) }),
            ("infinite margin", { () throws(Diagnostic) in
                try layout.setMargins("a", top: .infinity, left: 0, bottom: 0, right: 0) }),
            ("huge coefficient", { () throws(Diagnostic) in
                _ = try layout.addConstraintLine("a.centerX == 1e308 * root.centerX") }),
        ]
        for (name, edit) in refused {
            #expect(throws: Diagnostic.self, "\(name)") { try edit() }
        }
        #expect(layout.allConstraints == before)
        #expect(layout.frame(of: "a") == frame)
        #expect(layout.viewNames == ["a"])
        #expect(layout.rootSize == (375, 667))
    }

    @Test func autoresizedViewAgainstRootTrailing() throws {
        let layout = makeLayout(["view box frame 10 10 100 50", "box.trailing == root.trailing - 10"])
        let conflict = try #require(layout.analyze().conflicts.first)
        #expect(conflict.id == "c1")
        #expect(conflict.conflictingWith.contains("autoresizing:box.width"))
        #expect(conflict.conflictingWith.contains("root:width"))
        #expect(layout.explain("c1")?.contains("broken: it conflicts with") == true)
    }

    @Test func rotateKeepsAutoresizedFrames() throws {
        let layout = makeLayout(["view box frame 10 10 100 50"])
        try layout.setRootSize(width: 667, height: 375)
        #expect(layout.frame(of: "box") == rect(10, 10, 100, 50))
        #expect(layout.constraint("root:width")?.text == "root.width == 667")
    }

    @Test func nestedHierarchyInstallsOnCommonAncestor() throws {
        let layout = makeLayout([
            "view card", "view title icon in card", "view dot in icon",
            "dot.left == title.left", "title.top == root.top", "dot.width == icon.width",
        ])
        #expect(layout.installedOn("c1") == "card")
        #expect(layout.installedOn("c2") == "root")
        #expect(layout.installedOn("c3") == "icon")
        #expect(layout.superview(of: "dot") == "icon")
        #expect(layout.subviews(of: "card") == ["title", "icon"])
    }
}

/// Numbers that define constraints print so they read back to the same double (issue 15:
/// `1e-9 * b.width` printed as `0 * b.width` and exported as `multiplier: 0`).
@Suite struct ExactNumberTests {
    static let multipliers: [Double] = [1.0001e-4, 1.000000001, 1.0 / 3.0, 0.1 + 0.2, 1234.56789, 2.0, -0.5]
    static let constants: [Double] = [1e-9, 1.000000001, 1.0 / 3.0, 0.1 + 0.2, 123456.789, 2.0, -0.5]

    /// Multipliers within `Layout.coefficientSpread`; constants down to 1e-9.
    @Test(arguments: zip(multipliers, constants))
    func constraintTextsReadBackExactly(multiplier: Double, constant: Double) throws {
        let layout = makeLayout(["view b c"])
        let id = try layout.addConstraintLine("c.width = \(multiplier) * b.width + \(constant)").first ?? ""
        let text = try #require(layout.constraint(id)?.text)
        // The text is itself a line alsh reads, and it gives the same constraint back.
        let again = makeLayout(["view b c"])
        let copy = try again.addConstraintLine(text).first ?? ""
        #expect(again.records[copy]?.canonical == layout.records[id]?.canonical, "\(text)")
        #expect(!text.contains(" 0 * ") && !text.hasSuffix("+ 0"))
    }
}
