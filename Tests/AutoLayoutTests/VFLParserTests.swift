import Cassowary
import Testing
@testable import AutoLayout

/// Views from Apple's Visual Format Language examples and from the seed tutorials.
private let vflContext = ParseContext(
    viewNames: ["button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
                "button1", "button2", "flexibleButton", "find", "findNext", "findField",
                "_textFieldEmail", "email", "confirm", "register", "a", "b", "c"],
    metrics: ["pad": 20, "gap": 12, "prio": 750]
)

private func vfl(_ line: String) throws -> [String] {
    try ConstraintParser.parseVFL(line, context: vflContext).constraints.map(parserTestText)
}

private func vflError(_ line: String) -> Diagnostic? {
    do {
        _ = try ConstraintParser.parseVFL(line, context: vflContext)
        return nil
    } catch {
        return error
    }
}

@Suite struct VFLParserTests {
    // Every example of Apple's "Visual Format Language" appendix.
    @Test(arguments: [
        ("[button]-[textField]", ["textField.leading == button.trailing + 8"]),
        ("[button(>=50)]", ["button.width >= 50"]),
        ("|-50-[purpleBox]-50-|", ["purpleBox.leading == purpleBox.superview.leading + 50",
                                   "purpleBox.superview.trailing == purpleBox.trailing + 50"]),
        ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
        ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
        ("[button(100@20)]", ["button.width == 100 @20"]),
        ("[button1(==button2)]", ["button1.width == button2.width"]),
        ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        ("|-[find]-[findNext]-[findField(>=20)]-|", [
            "find.leading == find.superview.leadingMargin",
            "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8",
            "findField.width >= 20",
            "find.superview.trailingMargin == findField.trailing",
        ]),
    ])
    func makesApplesConstraints(line: String, expected: [String]) throws {
        #expect(try vfl(line) == expected)
    }

    // The seed tutorials and SPEC's examples.
    @Test(arguments: [
        ("H:|-[_textFieldEmail]-|", ["_textFieldEmail.leading == _textFieldEmail.superview.leadingMargin",
                                     "_textFieldEmail.superview.trailingMargin == _textFieldEmail.trailing"]),
        ("V:|-[email]-[confirm]-[register]", ["email.top == email.superview.topMargin",
                                              "confirm.top == email.bottom + 8",
                                              "register.top == confirm.bottom + 8"]),
        ("[button1]-12-[button2]", ["button2.leading == button1.trailing + 12"]),
        ("H:|-pad-[a(>=70,<=100@750)]-(>=8)-[b(==a)]|", [
            "a.leading == a.superview.leading + 20",
            "a.width >= 70",
            "a.width <= 100 @750",
            "b.leading >= a.trailing + 8",
            "b.width == a.width",
            "a.superview.trailing == b.trailing",
        ]),
        ("V:[a]-[b] alignAllLeading", ["b.top == a.bottom + 8", "b.leading == a.leading"]),
    ])
    func makesTheSeedsConstraints(line: String, expected: [String]) throws {
        #expect(try vfl(line) == expected)
    }

    @Test(arguments: [
        ("V:|[a]|", ["a.top == a.superview.top", "a.superview.bottom == a.bottom"]),
        ("[a]-(>=8@750,<=20)-[b]", ["b.leading >= a.trailing + 8 @750", "b.leading <= a.trailing + 20"]),
        ("[a]-(pad)-[b(==gap@prio)]", ["b.leading == a.trailing + 20", "b.width == 12 @750"]),
        ("[a]-(-10)-[b]", ["b.leading == a.trailing - 10"]),
        ("[a]-(==5.5)-[b(50)]", ["b.leading == a.trailing + 5.5", "b.width == 50"]),
        ("[a]-(<=1e2@low)-|", ["a.superview.trailing <= a.trailing + 100 @250"]),
        ("V:[a(<=b@1)]", ["a.height <= b.height @1"]),
        ("H: | - [a] - | ", ["a.leading == a.superview.leadingMargin", "a.superview.trailingMargin == a.trailing"]),
        ("[ a ( >= 10 , <= 20 ) ]", ["a.width >= 10", "a.width <= 20"]),
        ("[a]", []),
        ("|[a]", ["a.leading == a.superview.leading"]),
    ])
    func readsTheWholeGrammar(line: String, expected: [String]) throws {
        #expect(try vfl(line) == expected)
    }

    @Test func alignsEachViewWithThePreviousOne() throws {
        #expect(try vfl("[a][b][c] alignAllTop alignAllBottom") == [
            "b.leading == a.trailing", "c.leading == b.trailing",
            "b.top == a.top", "c.top == b.top",
            "b.bottom == a.bottom", "c.bottom == b.bottom",
        ])
        #expect(try vfl("[a]-[b] alignAllBaseline, alignAllCenterY") == [
            "b.leading == a.trailing + 8", "b.lastBaseline == a.lastBaseline", "b.centerY == a.centerY",
        ])
        #expect(try vfl("V:[a]-[b] alignAllCenterX|alignAllLeft") == [
            "b.top == a.bottom + 8", "b.centerX == a.centerX", "b.left == a.left",
        ])
        #expect(try vfl("[a]-[b] alignAllFirstBaseline alignAllLastBaseline").suffix(2) == [
            "b.firstBaseline == a.firstBaseline", "b.lastBaseline == a.lastBaseline",
        ])
    }

    @Test func followsTheDirectionOption() throws {
        #expect(try vfl("|-[a]-[b] directionLeftToRight") == [
            "a.left == a.superview.leftMargin", "b.left == a.right + 8",
        ])
        #expect(try vfl("|-10-[a]-(>=8)-[b]-5-| directionRightToLeft") == [
            "a.superview.right == a.right + 10", "a.left >= b.right + 8", "b.left == a.superview.left + 5",
        ])
        #expect(try vfl("[a]-[b] directionLeadingToTrailing") == ["b.leading == a.trailing + 8"])
        // Directions say nothing about a vertical line.
        #expect(try vfl("V:[a]-[b] directionRightToLeft") == ["b.top == a.bottom + 8"])
    }

    @Test func describesTheLine() throws {
        let syntax = try ConstraintParser.parseVFL("V:|-[email]-[confirm] alignAllLeading alignAllLeading", context: vflContext)
        #expect(syntax.isVertical)
        #expect(syntax.views.map(\.name) == ["email", "confirm"])
        #expect(syntax.views.map(\.range) == [5..<10, 13..<20])
        #expect(syntax.options == [.alignAllLeading])
        #expect(try !ConstraintParser.parseVFL("[a]", context: vflContext).isVertical)
    }

    @Test func givesEachConstraintTheColumnsItCameFrom() throws {
        let edges = try ConstraintParser.parseVFL("|-50-[purpleBox]-50-|", context: vflContext).constraints
        #expect(edges.map(\.range) == [1..<5, 16..<20])
        #expect(edges[0].rhs.terms[0].attribute.item == ItemSyntax(name: "purpleBox", superviewHops: 1, range: 0..<1))
        #expect(edges[1].lhs.terms[0].attribute.item == ItemSyntax(name: "purpleBox", superviewHops: 1, range: 20..<21))
        #expect(edges[0].lhs.terms[0].attribute.item == ItemSyntax(name: "purpleBox", range: 6..<15))
        let line = "H:|-pad-[a(>=70,<=100@750)]-(>=8)-[b(==a)]|"
        let ranges = try ConstraintParser.parseVFL(line, context: vflContext).constraints.map(\.range)
        #expect(ranges == [3..<8, 11..<15, 16..<25, 29..<32, 37..<40, 41..<43])
        #expect(try ConstraintParser.parseVFL("[a]-[b]", context: vflContext).constraints[0].range == 3..<4)
        #expect(try ConstraintParser.parseVFL("[a][b] alignAllTop", context: vflContext).constraints.map(\.range)
                == [2..<4, 7..<18])
        #expect(try ConstraintParser.parseVFL("|[a]|", context: vflContext).constraints.map(\.range) == [0..<2, 3..<5])
        let labelled = "row: [a]-[b]"
        let (_, start) = ConstraintParser.splitLabel(labelled)
        #expect(try ConstraintParser.parseVFL(labelled, from: start, context: vflContext).constraints[0].range == 8..<9)
    }

    @Test func refusesUndeclaredAndRepeatedViews() {
        #expect(vflError("[buton]-[textField]") == Diagnostic(.unknownView("buton", suggestion: "button"), at: 1..<6))
        #expect(vflError("[a]-[zzzzzz]")?.kind == .unknownView("zzzzzz", suggestion: nil))
        #expect(vflError("[a]-[a]") == Diagnostic(.duplicateView("a"), at: 5..<6))
        #expect(vflError("[a(==bb)]") == Diagnostic(.unknownView("bb", suggestion: "b"), at: 5..<7))
        #expect(vflError("[a(==paf)]") == Diagnostic(.unknownMetric("paf", suggestion: "pad"), at: 5..<8))
    }

    @Test func refusesUnknownMetricsAndViewsInSpacing() {
        #expect(vflError("[a]-padd-[b]") == Diagnostic(.unknownMetric("padd", suggestion: "pad"), at: 4..<8))
        #expect(vflError("[a]-(>=c)-[b]") == Diagnostic(.viewInConnection("c"), at: 7..<8))
    }

    @Test func refusesOptionsThatDoNotFit() {
        #expect(vflError("[a]-[b] alignAllLeft") == Diagnostic(.alignOptionAcrossOrientation("alignAllLeft", vertical: false), at: 8..<20))
        #expect(vflError("V:[a]-[b] alignAllTop") == Diagnostic(.alignOptionAcrossOrientation("alignAllTop", vertical: true), at: 10..<21))
        #expect(vflError("[a]-[b] alignAllTpo") == Diagnostic(.unknownOption("alignAllTpo", suggestion: "alignAllTop"), at: 8..<19))
        #expect(vflError("[a]-[b] directionLeftToRight directionRightToLeft")
                == Diagnostic(.conflictingOptions("directionLeftToRight", "directionRightToLeft"), at: 29..<49))
        #expect(vflError("[a]-[b] alignAllTop -") == Diagnostic(.expected(Diagnostic.Expected.option, found: "-"), at: 20..<21))
    }

    @Test func refusesPrioritiesOutOfRange() {
        #expect(vflError("[a(==50@0)]") == Diagnostic(.invalidPriority("0"), at: 8..<9))
        #expect(vflError("[a(==50@1001)]") == Diagnostic(.invalidPriority("1001"), at: 8..<12))
        #expect(vflError("[a]-(8@-1)-[b]") == Diagnostic(.invalidPriority("-1"), at: 7..<9))
        #expect(vflError("[a(50@lwo)]") == Diagnostic(.unknownPriority("lwo", suggestion: "low"), at: 6..<9))
    }

    @Test func reportsBrokenSyntaxWhereItIs() {
        #expect(vflError("") == Diagnostic(.noViews, at: 0..<1))
        #expect(vflError("H:") == Diagnostic(.noViews, at: 2..<3))
        #expect(vflError("|-|") == Diagnostic(.noViews, at: 2..<3))
        #expect(vflError("[a") == Diagnostic(.expected(Diagnostic.Expected.closingBracket, found: ""), at: 2..<3))
        #expect(vflError("[a(50]") == Diagnostic(.expected(Diagnostic.Expected.predicateSeparator, found: "]"), at: 5..<6))
        #expect(vflError("[a]-8[b]") == Diagnostic(.expected(Diagnostic.Expected.connectionEnd, found: "["), at: 5..<6))
        #expect(vflError("[a]-") == Diagnostic(.expected(Diagnostic.Expected.viewOrSuperview, found: ""), at: 4..<5))
        #expect(vflError("[a]-8-") == Diagnostic(.expected(Diagnostic.Expected.viewOrSuperview, found: ""), at: 6..<7))
        #expect(vflError("[a(=50)]") == Diagnostic(.expected(Diagnostic.Expected.relation, found: "="), at: 3..<4))
        #expect(vflError("[a]]") == Diagnostic(.expected(Diagnostic.Expected.continuation, found: "]"), at: 3..<4))
        #expect(vflError("[]") == Diagnostic(.expected(Diagnostic.Expected.viewName, found: "]"), at: 1..<2))
        #expect(vflError("[a]-*-[b]") == Diagnostic(.expected(Diagnostic.Expected.spacing, found: "*"), at: 4..<5))
        #expect(vflError("[a(>=)]") == Diagnostic(.expected(Diagnostic.Expected.predicate, found: ")"), at: 5..<6))
        #expect(vflError("X:[a]") == Diagnostic(.expected(Diagnostic.Expected.view, found: "X"), at: 0..<1))
        #expect(vflError("[a]-(1e999)-[b]") == Diagnostic(.invalidNumber("1e999"), at: 5..<10))
        #expect(vflError("[a]|-[b]") == Diagnostic(.expected(Diagnostic.Expected.option, found: "-"), at: 4..<5))
    }

    /// A `|` pasted after a line once pinned the last view to the edge without a word.
    @Test func theFormatEndsAtASpace() throws {
        #expect(vflError("[a]-12-[b] |") == Diagnostic(.flushAfterSpace("|"), at: 11..<12))
        #expect(vflError("[a] [b]") == Diagnostic(.flushAfterSpace("["), at: 4..<5))
        #expect(Diagnostic(.flushAfterSpace("|")).hint == "to pin to the edge, write it without the space: '[name]|'")
        // Spaces before a written connection, trailing spaces and `|` between options stay fine.
        #expect(try vfl("[a] -8- [b]") == vfl("[a]-8-[b]"))
        #expect(try vfl("H:|-[a]-|   ") == vfl("H:|-[a]-|"))
        #expect(try !vfl("V:[a]-[b] alignAllLeft | alignAllRight").isEmpty)
    }
}
