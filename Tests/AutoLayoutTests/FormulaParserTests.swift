import Cassowary
import Testing
@testable import AutoLayout

// MARK: helpers shared by the parser tests

/// Views and metrics every parser test may name.
let parserTestContext = ParseContext(
    viewNames: ["a", "b", "c", "email", "logo", "label", "button", "register"],
    metrics: ["pad": 20, "gap": 8, "prio": 600]
)

/// A constraint as one line of text, so expectations read like what the user typed:
/// `b.leading == a.trailing + 8 @750`.
func parserTestText(_ constraint: ConstraintSyntax) -> String {
    var text = parserTestText(constraint.lhs) + " " + constraint.relation.symbol + " "
        + parserTestText(constraint.rhs)
    if constraint.priority != 1000 { text += " @" + parserTestNumber(constraint.priority) }
    return text
}

func parserTestText(_ linear: LinearSyntax) -> String {
    var text = ""
    for (coefficient, attribute) in linear.terms {
        let name = attribute.item.name + String(repeating: ".superview", count: attribute.item.superviewHops)
            + (attribute.item.guide.map { "." + $0.rawValue } ?? "") + "." + attribute.attribute.rawValue
        let magnitude = abs(coefficient) == 1 ? name : parserTestNumber(abs(coefficient)) + " * " + name
        if text.isEmpty {
            text = (coefficient < 0 ? "-" : "") + magnitude
        } else {
            text += (coefficient < 0 ? " - " : " + ") + magnitude
        }
    }
    if text.isEmpty { return parserTestNumber(linear.constant) }
    if linear.constant != 0 {
        text += (linear.constant < 0 ? " - " : " + ") + parserTestNumber(abs(linear.constant))
    }
    return text
}

func parserTestNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

func formula(_ line: String, _ context: ParseContext = parserTestContext) throws -> String {
    parserTestText(try ConstraintParser.parseFormula(line, context: context))
}

func formulaError(_ line: String, _ context: ParseContext = parserTestContext) -> Diagnostic? {
    do {
        _ = try ConstraintParser.parseFormula(line, context: context)
        return nil
    } catch {
        return error
    }
}

// MARK: tests

@Suite struct FormulaParserTests {
    @Test(arguments: [
        ("a.left = b.right * 1 + 8 @750", "a.left == b.right + 8 @750"),
        ("register.centerX = root.centerX", "register.centerX == root.centerX"),
        ("logo.width = 2 * logo.height", "logo.width == 2 * logo.height"),
        ("button.center.x = (button.superview.center.x * 1) + 0", "button.centerX == button.superview.centerX"),
        ("email.top >= root.top + 20 @750", "email.top >= root.top + 20 @750"),
        ("label.width <= 300 @high", "label.width <= 300 @750"),
        ("a.width == b.width", "a.width == b.width"),
        ("a.width=b.width*0.5-3", "a.width == 0.5 * b.width - 3"),
        ("a.width = b.width / 4", "a.width == 0.25 * b.width"),
        ("a.width = 1e2", "a.width == 100"),
        ("a.width = 2.5E-1 * b.height", "a.width == 0.25 * b.height"),
        ("a.width = -3", "a.width == -3"),
        ("a.width = -b.width + 100", "a.width == -b.width + 100"),
        ("-(a.left - b.left) = 3", "-a.left + b.left == 3"),
        ("a.width + b.width = root.width - 40", "a.width + b.width == root.width - 40"),
        ("a.width + a.width = 100", "2 * a.width == 100"),
        ("a.left + b.right = 2 * c.centerX", "a.left + b.right == 2 * c.centerX"),
        ("a.left = b.right + pad", "a.left == b.right + 20"),
        ("a.left = b.right + 2 * (pad - gap) / 4", "a.left == b.right + 6"),
        ("a.height = 3 * (b.height + 2)", "a.height == 3 * b.height + 6"),
        ("a.width = b.width - - 5", "a.width == b.width + 5"),
        ("a.firstBaseline = b.lastBaseline", "a.firstBaseline == b.lastBaseline"),
        ("a.leadingMargin = b.superview.superview.leading", "a.leadingMargin == b.superview.superview.leading"),
        ("a.centerY = b.center.y", "a.centerY == b.centerY"),
        ("a.width = 2 * 3 * b.width", "a.width == 6 * b.width"),
    ])
    func foldsTheAlgebra(line: String, expected: String) throws {
        #expect(try formula(line) == expected)
    }

    @Test(arguments: [
        ("a.width == 20", Relation.equal), ("a.width = 20", .equal),
        ("a.width <= 20", .lessThanOrEqual), ("a.width >= 20", .greaterThanOrEqual),
    ])
    func readsRelations(line: String, relation: Relation) throws {
        #expect(try ConstraintParser.parseFormula(line, context: parserTestContext).relation == relation)
    }

    @Test(arguments: [
        ("a.width = 20", 1000.0), ("a.width = 20 @required", 1000), ("a.width = 20 @high", 750),
        ("a.width = 20 @low", 250), ("a.width = 20 @fittingSize", 50), ("a.width = 20 @ 999.5", 999.5),
        ("a.width = 20 @1", 1), ("a.width = 20 @prio", 600),
    ])
    func readsPriorities(line: String, priority: Double) throws {
        #expect(try ConstraintParser.parseFormula(line, context: parserTestContext).priority == priority)
    }

    @Test func keepsColumnsOfEveryPiece() throws {
        let constraint = try ConstraintParser.parseFormula("a.left = b.right * 1 + 8 @750", context: parserTestContext)
        #expect(constraint.range == 0..<29)
        #expect(constraint.lhs.terms[0].attribute.range == 0..<6)
        #expect(constraint.lhs.terms[0].attribute.item.range == 0..<1)
        #expect(constraint.rhs.terms[0].attribute.range == 9..<16)
        let hops = try ConstraintParser.parseFormula("button.center.x = button.superview.center.x", context: parserTestContext)
        #expect(hops.lhs.terms[0].attribute.range == 0..<15)
        #expect(hops.rhs.terms[0].attribute.item == ItemSyntax(name: "button", superviewHops: 1, range: 18..<34))
        #expect(hops.rhs.terms[0].attribute.range == 18..<43)
    }

    @Test func rootIsAlwaysAView() throws {
        #expect(try formula("root.width = 320", ParseContext()) == "root.width == 320")
    }

    @Test func columnsCountFromTheWholeLineAfterALabel() throws {
        let line = "email_top: a.top = b.top + 8"
        let (label, start) = ConstraintParser.splitLabel(line)
        #expect(label == "email_top")
        let constraint = try ConstraintParser.parseFormula(line, from: start, context: parserTestContext)
        #expect(constraint.range == 11..<28)
        #expect(constraint.lhs.terms[0].attribute.range == 11..<16)
        let error = formulaError("x: a.top = b.rigth") ?? Diagnostic(.noAttributes)
        #expect(error.range != nil)
        do {
            _ = try ConstraintParser.parseFormula("x: a.top = b.rigth", from: 3, context: parserTestContext)
            Issue.record("expected an error")
        } catch {
            #expect(error.range == 13..<18)
        }
    }

    @Test func namesAnUnknownAttributeWithASuggestion() {
        let error = formulaError("a.left = b.rigth * 1 + 8 @750")
        #expect(error == Diagnostic(.unknownAttribute("rigth", suggestion: "right"), at: 11..<16))
        #expect(formulaError("a.centerx = b.centerX")?.kind == .unknownAttribute("centerx", suggestion: "centerX"))
        #expect(formulaError("a.center.z = b.centerX")?.range == 2..<8)
        #expect(formulaError("a.zzzzzzz = b.left")?.kind == .unknownAttribute("zzzzzzz", suggestion: nil))
    }

    @Test func namesAnUnknownViewWithASuggestion() {
        #expect(formulaError("emial.top = root.top + 20") == Diagnostic(.unknownView("emial", suggestion: "email"), at: 0..<5))
        #expect(formulaError("a.top = roo.top") == Diagnostic(.unknownView("roo", suggestion: "root"), at: 8..<11))
        #expect(formulaError("a.top = qqqqqq.top")?.kind == .unknownView("qqqqqq", suggestion: nil))
    }

    @Test func namesAnUnknownMetricWithASuggestion() {
        #expect(formulaError("a.left = b.right + pda") == Diagnostic(.unknownMetric("pda", suggestion: "pad"), at: 19..<22))
    }

    @Test func aViewNeedsAnAttribute() {
        #expect(formulaError("a = b.width") == Diagnostic(.missingAttribute("a"), at: 0..<1))
        #expect(formulaError("a.superview = 3") == Diagnostic(.missingAttribute("a.superview"), at: 12..<13))
        #expect(formulaError("a. = 3") == Diagnostic(.expected(Diagnostic.Expected.attribute, found: "="), at: 3..<4))
    }

    @Test func reportsMisplacedTokens() {
        #expect(formulaError("a.width 20") == Diagnostic(.expected(Diagnostic.Expected.relation, found: "20"), at: 8..<10))
        #expect(formulaError("a.width = 20 20") == Diagnostic(.expected(Diagnostic.Expected.endOfFormula, found: "20"), at: 13..<15))
        #expect(formulaError("a.width = ") == Diagnostic(.expected(Diagnostic.Expected.expression, found: ""), at: 10..<11))
        #expect(formulaError("a.width = (b.width") == Diagnostic(.expected(Diagnostic.Expected.closingParenthesis, found: ""), at: 18..<19))
        #expect(formulaError("a.width = 20 $") == Diagnostic(.unexpectedCharacter("$"), at: 13..<14))
        #expect(formulaError("a.width < 20") == Diagnostic(.unexpectedCharacter("<"), at: 8..<9))
        #expect(formulaError("a.width = 20 @") == Diagnostic(.expected(Diagnostic.Expected.priority, found: ""), at: 14..<15))
    }

    @Test func refusesNumbersItCannotHold() {
        #expect(formulaError("a.width = 1e999") == Diagnostic(.invalidNumber("1e999"), at: 10..<15))
        #expect(formulaError("a.width = 1e300 * 1e300") == Diagnostic(.numberOutOfRange, at: 10..<23))
    }

    @Test func refusesPrioritiesOutOfRange() {
        #expect(formulaError("a.width = 20 @0") == Diagnostic(.invalidPriority("0"), at: 14..<15))
        #expect(formulaError("a.width = 20 @1001") == Diagnostic(.invalidPriority("1001"), at: 14..<18))
        #expect(formulaError("a.width = 20 @-5") == Diagnostic(.invalidPriority("-5"), at: 14..<16))
        #expect(formulaError("a.width = 20 @hihg") == Diagnostic(.unknownPriority("hihg", suggestion: "high"), at: 14..<18))
    }

    @Test func refusesNonLinearForms() {
        #expect(formulaError("a.width = a.width * b.width") == Diagnostic(.nonLinear, at: 10..<27))
        #expect(formulaError("a.width = 100 / b.width") == Diagnostic(.nonLinear, at: 10..<23))
        #expect(formulaError("a.width = (a.width + 1) * (b.width - 1)") == Diagnostic(.nonLinear, at: 10..<39))
        #expect(formulaError("a.width = b.width / 0") == Diagnostic(.divisionByZero, at: 20..<21))
        #expect(formulaError("a.width = b.width / (pad - 20)") == Diagnostic(.divisionByZero, at: 20..<30))
    }

    @Test func appliesApplesAttributeRules() {
        #expect(formulaError("a.left == 20") == Diagnostic(.locationEqualsConstant("a.left"), at: 0..<6))
        #expect(formulaError("a.left == 0 * b.left + 20") == Diagnostic(.locationEqualsConstant("a.left"), at: 0..<6))
        #expect(formulaError("a.left == b.width") == Diagnostic(.locationRelatedToSize(location: "a.left", size: "b.width"), at: 10..<17))
        #expect(formulaError("a.height == b.top") == Diagnostic(.locationRelatedToSize(location: "b.top", size: "a.height"), at: 12..<17))
        #expect(formulaError("a.left == b.top") == Diagnostic(.axisMismatch(horizontal: "a.left", vertical: "b.top"), at: 10..<15))
        #expect(formulaError("a.centerY == b.centerX") == Diagnostic(.axisMismatch(horizontal: "b.centerX", vertical: "a.centerY"), at: 13..<22))
        #expect(formulaError("20 == 20") == Diagnostic(.noAttributes, at: 0..<8))
        #expect(formulaError("a.width - a.width = 0") == Diagnostic(.noAttributes, at: 0..<21))
    }

    @Test func sizesMayRelateAcrossAxesAndToConstants() throws {
        #expect(try formula("a.width = 0.5 * a.height") == "a.width == 0.5 * a.height")
        #expect(try formula("a.height >= 44") == "a.height >= 44")
    }

    @Test func survivesDeepNesting() throws {
        let deep = "a.width = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(formulaError(deep)?.kind == .nestingTooDeep)
        let minus = "a.width = " + String(repeating: "-", count: 5000) + "1"
        #expect(formulaError(minus)?.kind == .nestingTooDeep)
        #expect(try formula("a.width = ((((((1))))))") == "a.width == 1")
    }
}
