import Messages
import Testing
@testable import AutoLayout
import LayoutTestSupport

@Suite struct DiagnosticTests {
    private let rigth = Diagnostic(.unknownAttribute("rigth", suggestion: "right"), at: 11..<16)

    @Test func rendersLikeSwiftSyntaxForAScript() {
        let text = rigth.rendered(line: "a.left = b.rigth * 1 + 8 @750", origin: "login.al", lineNumber: 3)
        #expect(text == """
            error: unknown attribute 'rigth'
             --> login.al:3:12
            3 | a.left = b.rigth * 1 + 8 @750
              |            ^~~~~ did you mean 'right'?
            """)
    }

    @Test func widensTheGutterForLongLineNumbers() {
        let text = rigth.rendered(line: "a.left = b.rigth", origin: "big.al", lineNumber: 120)
        #expect(text == """
            error: unknown attribute 'rigth'
               --> big.al:120:12
            120 | a.left = b.rigth
                |            ^~~~~ did you mean 'right'?
            """)
    }

    @Test func rendersOnlyTheLineAndCaretForInteractiveInput() {
        let text = rigth.rendered(line: "a.left = b.rigth", origin: nil, lineNumber: nil)
        #expect(text == """
            error: unknown attribute 'rigth'
            a.left = b.rigth
                       ^~~~~ did you mean 'right'?
            """)
    }

    @Test func keepsTabsSoTheCaretLinesUp() {
        let error = Diagnostic(.unexpectedCharacter("$"), at: 3..<4)
        #expect(error.rendered(line: "\ta\t$", origin: nil, lineNumber: nil) == "error: unexpected character '$'\n\ta\t$\n\t \t^")
    }

    @Test func pointsPastTheEndForAMissingToken() {
        let error = Diagnostic(.expected(Diagnostic.Expected.expression, found: ""), at: 10..<11)
        #expect(error.rendered(line: "a.width = ", origin: nil, lineNumber: nil) == """
            error: expected a number, an attribute or '(', found the end of the line
            a.width = 
                      ^
            """)
    }

    @Test func showsTheHintWithoutAColumn() {
        let error = Diagnostic(.unknownCommand("frmaes", suggestion: "frames"))
        #expect(error.rendered(line: "frmaes", origin: "s.al", lineNumber: 2) == """
            error: unknown command 'frmaes'
             --> s.al:2
            2 | frmaes
              | help: did you mean 'frames'?
            """)
        #expect(Diagnostic(.custom(Message(.viewExists, "a"))).rendered(line: "view a", origin: nil, lineNumber: nil)
                == "error: view 'a' already exists\nview a")
    }

    @Test func describesItselfOnOneLine() {
        #expect(rigth.description == "error at column 12: unknown attribute 'rigth' (did you mean 'right'?)")
        #expect(Diagnostic(.divisionByZero).description == "error: division by zero")
    }

    /// Every kind, so no wording can break the house style unnoticed.
    static let everyKind: [Diagnostic.Kind] = [
        .unknownView("v", suggestion: "w"), .unknownView("v", suggestion: nil),
        .unknownAttribute("a", suggestion: nil), .unknownMetric("m", suggestion: nil),
        .unknownMetric("m", suggestion: "n"), .unknownOption("o", suggestion: nil),
        .unknownPriority("p", suggestion: nil), .unknownCommand("c", suggestion: nil),
        .expected(Diagnostic.Expected.relation, found: "x"), .expected(Diagnostic.Expected.view, found: ""),
        .unexpectedCharacter("$"), .invalidNumber("1e999"), .numberOutOfRange, .invalidPriority("0"),
        .nestingTooDeep, .divisionByZero, .nonLinear, .missingAttribute("a"), .noAttributes,
        .locationEqualsConstant("a.left"), .locationRelatedToSize(location: "a.left", size: "b.width"),
        .axisMismatch(horizontal: "a.left", vertical: "b.top"), .duplicateView("a"), .noViews,
        .viewInConnection("a"), .alignOptionAcrossOrientation("alignAllLeft", vertical: false),
        .alignOptionAcrossOrientation("alignAllTop", vertical: true), .conflictingOptions("x", "y"),
        .guideHasNoAttribute(guide: "a.safeArea", attribute: "topMargin"), .flushAfterSpace("|"), .flushAfterSpace("["),
        .unknownConstraint("c12", suggestion: "c1"), .unknownConstraint("zz", suggestion: nil),
    ]

    @Test(arguments: everyKind)
    func wordsFollowTheHouseStyle(kind: Diagnostic.Kind) {
        for text in [kind.message] + (kind.hint.map { [$0] } ?? []) {
            #expect(!text.isEmpty)
            #expect(text.first?.isUppercase == false, "\(text)")
            #expect(!text.hasSuffix("."), "\(text)")
        }
    }

    @Test func explainsApplesRules() {
        let lone = Diagnostic(.locationEqualsConstant("a.left"))
        #expect(lone.message == "location 'a.left' cannot be related to a constant alone")
        #expect(lone.hint == "location attributes must be specified in pairs, as in 'a.left == root.left + 20'")
        #expect(Diagnostic(.locationEqualsConstant("b.centerY")).hint?.contains("'b.centerY == root.centerY + 20'") == true)
        #expect(Diagnostic(.alignOptionAcrossOrientation("alignAllLeft", vertical: false)).message
                == "'alignAllLeft' cannot be used in a horizontal line")
        #expect(Diagnostic(.unknownView("emial", suggestion: nil)).hint == "declare it first with 'view NAME'")
    }
}

@Suite struct NameSuggesterTests {
    @Test(arguments: [
        ("rigth", "right"), ("centerx", "centerX"), ("widht", "width"), ("emial", "email"),
        ("hieght", "height"), ("alignAllTpo", "alignAllTop"), ("fraems", "frames"),
    ])
    func findsTheLikelyName(typed: String, expected: String) {
        let names = Attribute.allCases.map(\.rawValue) + ["email", "alignAllTop", "frames"]
        #expect(NameSuggester.suggestion(for: typed, among: names) == expected)
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(NameSuggester.suggestion(for: "banana", among: ["left", "right"]) == nil)
        #expect(NameSuggester.suggestion(for: "", among: ["a"]) == nil)
        #expect(NameSuggester.suggestion(for: "left", among: ["left"]) == nil)
        #expect(NameSuggester.suggestion(for: "ab", among: ["cd"]) == nil)
    }

    @Test func prefersTheNearestThenTheFirstListed() {
        #expect(NameSuggester.suggestion(for: "lefts", among: ["leftMargin", "left"]) == "left")
        #expect(NameSuggester.suggestion(for: "bx", among: ["ax", "cx"]) == "ax")
    }

    @Test func countsASwapOfNeighboursAsOneEdit() {
        #expect(NameSuggester.distance("rigth", "right") == 1)
        #expect(NameSuggester.distance("Width", "width") == 0)
        #expect(NameSuggester.distance("kitten", "sitting") == 3)
        #expect(NameSuggester.distance("", "abc") == 3)
    }
}

@Suite struct ConstraintLineTests {
    @Test(arguments: [
        ("email_top: a.top = b.top", "email_top", 11),
        ("  row :[a]-[b]", "row", 7),
        ("H:|-[a]-|", nil, 0),
        ("V: [a]", nil, 0),
        ("H: a.top = b.top", "H", 3),
        ("a.top = b.top", nil, 0),
        ("[a]-[b]", nil, 0),
        ("row: H:|-[a]", "row", 5),
        ("9x: a.top = b.top", nil, 0),
    ] as [(String, String?, Int)])
    func splitsLabels(line: String, label: String?, start: Int) {
        let result = ConstraintParser.splitLabel(line)
        #expect(result.label == label)
        #expect(result.bodyStart == start)
    }

    @Test(arguments: [
        ("H:|-[a]-|", true), ("V:[a]", true), (" |[a]", true), ("[a]-[b]", true), ("H :[a]", true),
        ("a.top = b.top", false), ("Header.top = root.top", false), ("", false), ("H.width = 3", false),
    ])
    func recognisesVisualFormat(body: String, expected: Bool) {
        #expect(ConstraintParser.looksLikeVFL(Substring(body)) == expected)
    }

    @Test func parsesAWholeLine() throws {
        let context = ParseContext(viewNames: ["a", "b"])
        let vfl = try ConstraintParser.parseLine("row: V:[a]-[b]", context: context)
        #expect(vfl.label == "row")
        guard case .vfl(let syntax) = vfl.syntax else { Issue.record("expected VFL"); return }
        #expect(syntax.isVertical && syntax.constraints.count == 1)
        let formula = try ConstraintParser.parseLine("a.width = 2 * b.width", context: context)
        #expect(formula.label == nil)
        guard case .formula(let constraint) = formula.syntax else { Issue.record("expected a formula"); return }
        #expect(constraint.rhs.terms.first?.coefficient == 2)
    }

    /// An ASCII line is read by its bytes, any other by Characters: names, numbers and
    /// columns come out the same either way, and "\r\n" is one column.
    @Test func readsASCIIAndOtherLinesAlike() throws {
        let context = ParseContext(viewNames: ["a1", "按钮"])
        for name in ["a1", "按钮"] {
            guard case .formula(let formula)? = try? ConstraintParser.parseLine("\(name).width = 2.5e1 * a1.width + 12",
                                                                                context: context).syntax else {
                Issue.record("expected a formula")
                continue
            }
            #expect(formula.lhs.terms.first?.attribute.item.name == name)
            #expect(formula.rhs.terms.first?.coefficient == 25 && formula.rhs.constant == 12)
        }
        // Columns count Characters: 'heigth' stands 14 in after '按钮' as after 'a1'.
        for name in ["a1", "按钮"] {
            do {
                _ = try ConstraintParser.parseLine("\(name).width = \(name).heigth", context: context)
                Issue.record("expected an error")
            } catch {
                #expect(error.range == 14..<20, "\(name)")
            }
        }
        var cursor = SourceCursor("a\r\n 7")
        #expect(cursor.identifier()?.range == 0..<1)
        cursor.advance()
        cursor.skipSpaces()
        let number = cursor.numberText(signed: false)
        #expect(number?.text == "7" && number?.range == 3..<4)
    }
}

/// Seeded, repeatable: the same lines every run, and a failure names its line.
@Suite struct ParserRobustnessTests {
    static let pieces = [
        "H:", "V:", "|", "-", "[", "]", "(", ")", "==", "<=", ">=", "=", "<", "@", ",", ":", ".", "+", "*", "/",
        " ", "\t", "a", "b", "root", "pad", "zz", "8", "0", "1e2", "0.5", "-1", "1e999", "width", "left", "top",
        "center", "x", "superview", "alignAllTop", "alignAllLeft", "directionRightToLeft", "high", "1000", "é", "🙂",
        "a.", "[a]", "[b]", "-8-", "label:", "_",
    ]

    /// Valid lines to mutate, so the random lines also reach deep into both grammars.
    static let templates = [
        "H:|-pad-[a(>=70,<=100@750)]-(>=8)-[b(==a)]| alignAllTop", "V:[a]-[b] alignAllLeading",
        "|-[a]-(pad)-[b]-| directionRightToLeft", "a.left = b.right * 1 + 8 @750",
        "x: a.width + b.width = root.width - 40", "a.center.x = (a.superview.center.x * 2) / 4 + pad @high",
    ]

    /// Half the lines are pieces strung together, half are templates with a few random edits.
    static func randomLine(_ generator: inout SeededRandom) -> String {
        if Bool.random(using: &generator) {
            let count = Int.random(in: 0...18, using: &generator)
            return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        }
        var characters = Array(templates.randomElement(using: &generator) ?? "")
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let index = Int.random(in: 0...characters.count, using: &generator)
            let piece = Array(pieces.randomElement(using: &generator) ?? "")
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: characters.insert(contentsOf: piece, at: index)
            case 1 where index < characters.count: characters.remove(at: index)
            default: characters.replaceSubrange(index..<min(index + 1, characters.count), with: piece)
            }
        }
        return String(characters)
    }

    @Test func neverCrashesAndKeepsColumnsInsideTheLine() {
        var generator = SeededRandom(state: 20_240_601)
        let context = ParseContext(viewNames: ["a", "b"], metrics: ["pad": 20])
        var parsed = 0
        for _ in 0..<4000 {
            let line = Self.randomLine(&generator)
            let length = line.count
            let inside = { (range: SourceRange) in range.lowerBound >= 0 && range.upperBound <= length + 1 }
            do {
                let syntax = try ConstraintParser.parseLine(line, context: context)
                parsed += 1
                if case .vfl(let vfl) = syntax.syntax {
                    #expect(vfl.constraints.allSatisfy { inside($0.range) }, "\(line)")
                }
            } catch {
                #expect(error.range.map(inside) ?? true, "\(line)")
                #expect(!error.rendered(line: line, origin: "fuzz", lineNumber: 1).isEmpty)
            }
            do { _ = try ConstraintParser.parseFormula(line, context: context) } catch {
                #expect(error.range.map(inside) ?? true, "\(line)")
            }
            do { _ = try ConstraintParser.parseVFL(line, context: context) } catch {
                #expect(error.range.map(inside) ?? true, "\(line)")
            }
        }
        // The generator must reach the happy path too, or the test proves little.
        #expect(parsed > 100, "\(parsed) of 4000 parsed")
    }

    @Test func aDiagnosticIsWordedWhenPrinted() {
        // 按钮 takes four columns each time: the caret stands 18 columns in, under 'heigth'.
        let error = Diagnostic(.unknownAttribute("heigth", suggestion: "height"), at: 14..<20)
        #expect(error.rendered(line: "按钮.width = 按钮.heigth", origin: nil, lineNumber: nil, language: .zh)
                == "错误: 未知属性 'heigth'\n按钮.width = 按钮.heigth\n" + String(repeating: " ", count: 18) + "^~~~~~ 是否想输入 'height'？")
        #expect(error.message(in: .ru) == "неизвестный атрибут 'heigth'")
        #expect(error.message == "unknown attribute 'heigth'")
    }
}
