import Testing
@testable import AutoLayout
import LayoutTestSupport

/// The constraint a Swift call pasted from code means, written as the formula parser
/// tests write theirs (`a.top == b.bottom + 8`).
private func call(_ line: String, _ context: ParseContext = parserTestContext) throws -> String {
    let (_, syntax) = try ConstraintParser.parseLine(line, context: context)
    guard case .formula(let constraint) = syntax else {
        Issue.record("'\(line)' did not read as one constraint")
        return ""
    }
    return parserTestText(constraint)
}

private func callError(_ line: String, _ context: ParseContext = parserTestContext) -> Diagnostic? {
    do {
        _ = try ConstraintParser.parseLine(line, context: context)
        return nil
    } catch {
        return error
    }
}

/// The columns of the first `text` in `line`, as a caret would underline them.
private func span(_ text: String, in line: String, occurrence: Int = 1) -> SourceRange {
    let characters = Array(line), needle = Array(text)
    var seen = 0
    for start in 0...(characters.count - needle.count) where Array(characters[start..<start + needle.count]) == needle {
        seen += 1
        if seen == occurrence { return start..<start + needle.count }
    }
    Issue.record("'\(text)' not in '\(line)'")
    return 0..<0
}

/// SPEC §8 "Swift spellings": whole NSLayoutAnchor calls and NSLayoutConstraint(item:…).
@Suite struct AnchorCallTests {
    // MARK: every argument form

    @Test(arguments: [
        // equalTo / greaterThanOrEqualTo / lessThanOrEqualTo, with and without a constant
        ("a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)", "a.top == b.bottom + 8"),
        ("a.topAnchor.constraint(equalTo: b.bottomAnchor)", "a.top == b.bottom"),
        ("a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 8)", "a.top >= b.bottom + 8"),
        ("a.trailingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor, constant: -16)", "a.trailing <= b.trailing - 16"),
        // multiplier (dimension anchors), with a constant, in either order
        ("a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)", "a.width == 0.5 * b.width"),
        ("a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2, constant: 10)", "a.width == 2 * b.width + 10"),
        ("a.heightAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, constant: 4, multiplier: 3)", "a.height <= 3 * a.width + 4"),
        // constants alone (dimension anchors)
        ("a.widthAnchor.constraint(equalToConstant: 44)", "a.width == 44"),
        ("a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)", "a.height >= 44"),
        ("a.heightAnchor.constraint(lessThanOrEqualToConstant: 300)", "a.height <= 300"),
        // system spacing: 8 points times the multiplier
        ("b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)", "b.leading == a.trailing + 8"),
        ("b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)", "b.leading >= a.trailing + 16"),
        ("b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5)", "b.top == a.bottom + 12"),
        ("b.firstBaselineAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 1)", "b.firstBaseline <= a.lastBaseline + 8"),
        // isActive, the comma of an activate([…]) list, self., an alsh priority
        ("a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true", "a.top == b.bottom + 8"),
        ("    a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8),", "a.top == b.bottom + 8"),
        ("self.a.leftAnchor.constraint(equalTo: self.b.rightAnchor)", "a.left == b.right"),
        ("a.widthAnchor.constraint(equalToConstant: 44) @750", "a.width == 44 @750"),
        ("a.widthAnchor.constraint(equalToConstant: 44).isActive = true @low,", "a.width == 44 @250"),
        // constants are expressions of numbers and metrics (Swift's `let pad = 20`)
        ("a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: -pad)", "a.leading == b.leading - 20"),
        ("a.widthAnchor.constraint(equalToConstant: 2 * gap + 1.5)", "a.width == 17.5"),
        // attribute names work as well as anchor names; Swift's `!` and `?` are skipped
        ("a.top.constraint(equalTo: b.bottom)", "a.top == b.bottom"),
        ("a.topAnchor.constraint(equalTo: a.superview!.topAnchor)", "a.top == a.superview.top"),
        ("a.topAnchor.constraint(equalTo: a.superview?.topAnchor)", "a.top == a.superview.top"),
        // a label prefix keeps working
        ("a_top: a.topAnchor.constraint(equalTo: b.topAnchor)", "a.top == b.top"),
    ])
    func readsAnchorCalls(line: String, expected: String) throws {
        #expect(try call(line) == expected)
    }

    @Test(arguments: [
        ("NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 8)",
         "a.top == b.bottom + 8"),
        ("NSLayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: b, attribute: .height, multiplier: 0.5, constant: 0)",
         "a.width <= 0.5 * b.height"),
        ("NSLayoutConstraint(item: a, attribute: .leadingMargin, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .centerXWithinMargins, multiplier: 1, constant: -4)",
         "a.leadingMargin >= b.centerXWithinMargins - 4"),
        // No second item: the constant alone (Apple ignores the multiplier then).
        ("NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)",
         "a.height == 44"),
        // `.baseline` is Apple's old name of `.lastBaseline`.
        ("NSLayoutConstraint(item: a, attribute: .baseline, relatedBy: .equal, toItem: b, attribute: .firstBaseline, multiplier: 1, constant: 0).isActive = true",
         "a.lastBaseline == b.firstBaseline"),
        ("NSLayoutConstraint(item: self.a, attribute: .top, relatedBy: .equal, toItem: a.superview, attribute: .top, multiplier: 1, constant: 20),",
         "a.top == a.superview.top + 20"),
    ])
    func readsClassicConstraints(line: String, expected: String) throws {
        #expect(try call(line) == expected)
    }

    // MARK: view controllers and guides

    /// `view` is the view controller's root view unless a view is named `view`; `self`
    /// alone and anchors written bare (a UIView subclass's own) are root too.
    @Test func viewAndSelfAreRoot() throws {
        #expect(try call("a.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)") == "a.top == root.top + 20")
        #expect(try call("a.topAnchor.constraint(equalTo: self.view.topAnchor)") == "a.top == root.top")
        #expect(try call("a.topAnchor.constraint(equalTo: topAnchor, constant: 11)") == "a.top == root.top + 11")
        #expect(try call("a.leadingAnchor.constraint(equalTo: self.leadingAnchor)") == "a.leading == root.leading")
        #expect(try call("view.widthAnchor.constraint(equalTo: a.widthAnchor)") == "root.width == a.width")
        let named = ParseContext(viewNames: ["a", "view"])
        #expect(try call("a.topAnchor.constraint(equalTo: view.topAnchor)", named) == "a.top == view.top")
        // In formulas too, so a pasted right-hand side reads the same.
        #expect(try formula("a.top = view.top + 8") == "a.top == root.top + 8")
    }

    @Test func guidesAsItemsAndReceivers() throws {
        func item(_ line: String, side: KeyPath<ConstraintSyntax, LinearSyntax>) throws -> ItemSyntax {
            guard case .formula(let syntax) = try ConstraintParser.parseLine(line, context: parserTestContext).syntax,
                  let term = syntax[keyPath: side].terms.first else { throw Diagnostic(.noAttributes) }
            return term.attribute.item
        }
        let line = "a.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)"
        let guide = try item(line, side: \.rhs)
        #expect(guide.name == "root" && guide.guide == .safeArea)
        #expect(guide.range == span("view.safeAreaLayoutGuide", in: line))
        #expect(try call(line) == "a.top == root.safeArea.top + 8")
        // A bare guide is self's: `layoutMarginsGuide.leadingAnchor` in a UIView subclass.
        #expect(try call("a.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor)")
                == "a.leading == root.margins.leading")
        #expect(try call("b.readableContentGuide.widthAnchor.constraint(lessThanOrEqualToConstant: 600)")
                == "b.readableContent.width <= 600")
        #expect(try call("NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 0)")
                == "a.top == root.safeArea.top")
        let error = try #require(callError("a.topAnchor.constraint(equalTo: b.layoutMarginsGuide.firstBaselineAnchor)"))
        #expect(error.message == "layout guide 'b.layoutMarginsGuide' has no 'firstBaselineAnchor'")
    }

    // MARK: errors, at their columns

    @Test func misspeltLabelsGetDidYouMean() throws {
        let first = "a.topAnchor.constraint(equalto: b.topAnchor)"
        let e1 = try #require(callError(first))
        #expect(e1.message == "unknown argument label 'equalto:'")
        #expect(e1.hint == "did you mean 'equalTo:'?")
        #expect(e1.range == span("equalto", in: first))

        let later = "a.topAnchor.constraint(equalTo: b.topAnchor, constnat: 8)"
        let e2 = try #require(callError(later))
        #expect(e2.message == "unknown argument label 'constnat:'")
        #expect(e2.hint == "did you mean 'constant:'?")
        #expect(e2.range == span("constnat", in: later))

        let long = "a.heightAnchor.constraint(greaterThanOrEqualToConstnt: 44)"
        #expect(callError(long)?.hint == "did you mean 'greaterThanOrEqualToConstant:'?")

        let classic = "NSLayoutConstraint(item: a, atribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)"
        let e3 = try #require(callError(classic))
        #expect(e3.message == "unknown argument label 'atribute:'")
        #expect(e3.hint == "did you mean 'attribute:'?")
        #expect(e3.range == span("atribute", in: classic))

        let method = "a.topAnchor.constrant(equalTo: b.topAnchor)"
        let e4 = try #require(callError(method))
        #expect(e4.message == "unknown method 'constrant'")
        #expect(e4.hint == "did you mean 'constraint'?")
        #expect(e4.range == span("constrant", in: method))
    }

    @Test func anchorKindsAreChecked() throws {
        let multiplier = "a.topAnchor.constraint(equalTo: b.topAnchor, multiplier: 2)"
        let e1 = try #require(callError(multiplier))
        #expect(e1.message == "'multiplier:' needs a width or height anchor, not 'a.top'")
        #expect(e1.range == span("multiplier", in: multiplier))

        let constant = "a.leadingAnchor.constraint(equalToConstant: 20)"
        let e2 = try #require(callError(constant))
        #expect(e2.message == "'equalToConstant:' needs a width or height anchor, not 'a.leading'")
        #expect(e2.range == span("equalToConstant", in: constant))

        let below = "b.leadingAnchor.constraint(equalToSystemSpacingBelow: a.trailingAnchor, multiplier: 1)"
        let e3 = try #require(callError(below))
        #expect(e3.message == "'equalToSystemSpacingBelow:' needs a vertical position anchor, not 'b.leading'")
        #expect(e3.range == span("b.leadingAnchor", in: below))

        let after = "b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.widthAnchor, multiplier: 1)"
        let e4 = try #require(callError(after))
        #expect(e4.message == "'equalToSystemSpacingAfter:' needs a horizontal position anchor, not 'a.width'")
        #expect(e4.range == span("a.widthAnchor", in: after))

        // The formula's rules, pointing into the call.
        let axes = "a.topAnchor.constraint(equalTo: b.leadingAnchor)"
        let e5 = try #require(callError(axes))
        #expect(e5.message == "horizontal 'b.leading' cannot be related to vertical 'a.top'")
        #expect(e5.range == span("b.leadingAnchor", in: axes))

        let sizes = "a.widthAnchor.constraint(equalTo: b.leadingAnchor)"
        #expect(callError(sizes)?.message == "location 'b.leading' cannot be related to size 'a.width'")
    }

    /// `a.anchorWithOffset(to: b)` is the length `b - a` (an NSLayoutDimension): related to
    /// a constant or another offset; UIKit has it on position anchors only.
    @Test func offsetsBetweenAnchorsAreLengths() throws {
        #expect(try call("a.topAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: c.safeAreaLayoutGuide.topAnchor.anchorWithOffset(to: c.layoutMarginsGuide.topAnchor))")
                == "b.top - a.top == c.margins.top - c.safeArea.top")
        #expect(try call("a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(greaterThanOrEqualToConstant: 8)")
                == "b.trailing - a.leading >= 8")

        let fromWidth = "a.widthAnchor.anchorWithOffset(to: b.widthAnchor).constraint(equalToConstant: 8)"
        let e1 = try #require(callError(fromWidth))
        #expect(e1.message == "'anchorWithOffset(to:)' measures between position anchors, not from or to 'a.width'")
        #expect(e1.hint == "only x- and y-axis anchors (NSLayoutXAxisAnchor, NSLayoutYAxisAnchor) have it")
        #expect(e1.range == span("a.widthAnchor", in: fromWidth))

        let toPosition = "a.topAnchor.constraint(equalTo: b.topAnchor.anchorWithOffset(to: c.topAnchor))"
        let e2 = try #require(callError(toPosition))
        #expect(e2.message == "an offset between anchors is a length: it relates to a width, a height or another offset, not to 'a.top'")
        #expect(e2.range == span("a.topAnchor", in: toPosition))

        let misspelt = "a.topAnchor.anchorWithOfset(to: b.topAnchor).constraint(equalToConstant: 8)"
        #expect(callError(misspelt)?.hint == "did you mean 'anchorWithOffset'?")
    }

    @Test func argumentsAreChecked() throws {
        let twice = "a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 1, constant: 2)"
        let e1 = try #require(callError(twice))
        #expect(e1.message == "argument 'constant:' is given twice")
        #expect(e1.range == span("constant", in: twice, occurrence: 2))

        let extra = "a.widthAnchor.constraint(equalToConstant: 10, constant: 2)"
        let e2 = try #require(callError(extra))
        #expect(e2.message == "'constant:' does not go with 'equalToConstant:'")
        #expect(e2.range == span("constant", in: extra))

        let notANumber = "a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: b.height)"
        let e3 = try #require(callError(notANumber))
        #expect(e3.message == "expected a number, found 'b.height'")
        #expect(e3.range == span("b.height", in: notANumber))

        let unknownView = "a.topAnchor.constraint(equalTo: lable.topAnchor)"
        let e4 = try #require(callError(unknownView))
        #expect(e4.message == "unknown view 'lable'")
        #expect(e4.hint == "did you mean 'label'?")
        #expect(e4.range == span("lable", in: unknownView))

        let unknownMetric = "a.topAnchor.constraint(equalTo: b.topAnchor, constant: padding)"
        let e5 = try #require(callError(unknownMetric))
        #expect(e5.message == "unknown metric 'padding'")
        #expect(e5.range == span("padding", in: unknownMetric))

        let inactive = "a.topAnchor.constraint(equalTo: b.topAnchor).isActive = false"
        let e6 = try #require(callError(inactive))
        #expect(e6.message == "'isActive = false' makes no constraint")
        #expect(e6.range == span("false", in: inactive))

        let unclosed = "a.topAnchor.constraint(equalTo: b.topAnchor"
        let e7 = try #require(callError(unclosed))
        #expect(e7.message == "expected ',' and an argument label, or ')', found the end of the line")
        #expect(e7.range == unclosed.count..<unclosed.count + 1)

        let trailing = "a.topAnchor.constraint(equalTo: b.topAnchor) + 8"
        let e8 = try #require(callError(trailing))
        #expect(e8.message == "expected '.isActive = true', a priority, ',' or the end of the line, found '+'")
        #expect(e8.range == span("+", in: trailing))

        let noLabel = "a.topAnchor.constraint(b.topAnchor)"
        #expect(callError(noLabel)?.message
                == "expected an argument label such as 'equalTo:' or 'equalToConstant:', found 'b'")
        let empty = "a.topAnchor.constraint()"
        #expect(callError(empty)?.message
                == "expected an argument label such as 'equalTo:' or 'equalToConstant:', found ')'")
        let bareView = "a.topAnchor.constraint(equalTo: b)"
        #expect(callError(bareView)?.message == "expected an attribute after 'b'")

        let whole = "NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 1), b.widthAnchor.constraint(equalToConstant: 2)])"
        let e9 = try #require(callError(whole))
        #expect(e9.message == "a line holds one constraint, not a whole 'NSLayoutConstraint.activate([…])'")
        #expect(e9.range == span("NSLayoutConstraint.activate", in: whole))
    }

    @Test func classicChecksItsItems() throws {
        let nilWithAttribute = "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .top, multiplier: 1, constant: 0)"
        let e1 = try #require(callError(nilWithAttribute))
        #expect(e1.message == "'toItem: nil' needs '.notAnAttribute', not '.top'")
        #expect(e1.range == span(".top", in: nilWithAttribute, occurrence: 2))

        let itemWithout = "NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .notAnAttribute, multiplier: 1, constant: 0)"
        #expect(callError(itemWithout)?.message == "'.notAnAttribute' needs 'toItem: nil'")

        let relation = "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equals, toItem: b, attribute: .top, multiplier: 1, constant: 0)"
        let e2 = try #require(callError(relation))
        #expect(e2.message == "expected '.equal', '.lessThanOrEqual' or '.greaterThanOrEqual', found 'equals'")
        #expect(e2.range == span("equals", in: relation))

        let attribute = "NSLayoutConstraint(item: a, attribute: .tpo, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)"
        let e3 = try #require(callError(attribute))
        #expect(e3.message == "unknown attribute 'tpo'")
        #expect(e3.hint == "did you mean 'top'?")
        #expect(e3.range == span("tpo", in: attribute))

        // Apple's rule: a location is never equal to a constant alone.
        let location = "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20)"
        let e4 = try #require(callError(location))
        #expect(e4.message == "location 'a.top' cannot be related to a constant alone")
        #expect(e4.range == span(".top", in: location))

        let missing = "NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 20)"
        let e5 = try #require(callError(missing))
        #expect(e5.message == "expected 'multiplier:', found 'constant'")
    }

    // MARK: which lines are calls

    @Test func recognisesCallsButNotFormulasOrVFL() {
        #expect(ConstraintParser.looksLikeAnchorCall("a.topAnchor.constraint(equalTo: b.topAnchor)"))
        #expect(ConstraintParser.looksLikeAnchorCall("NSLayoutConstraint(item: a"))
        #expect(!ConstraintParser.looksLikeAnchorCall("a.width = 2 * (b.width + 4)"))
        #expect(!ConstraintParser.looksLikeAnchorCall("a.left = b.right + pad"))
        // `[a(>=50)]` has a name before '(' too: parseLine asks looksLikeVFL first.
        #expect(throws: Never.self) { try ConstraintParser.parseLine("H:|-[a(>=50)]-|", context: parserTestContext) }
    }

    // MARK: hostile input

    static let pieces = [
        "(", ")", ":", ",", ".", "!", "?", "[", "]", "=", "@", "-", "*", " ", "a", "b", "view", "self", "nil",
        "topAnchor", "widthAnchor", "constraint", "equalTo:", "constant:", "multiplier:", "equalToConstant:",
        "NSLayoutConstraint(", "item:", "attribute:", ".top", ".notAnAttribute", "relatedBy:", ".equal",
        "toItem:", "isActive", "true", "false", "8", "0.5", "1e999", "safeAreaLayoutGuide", "superview", "é",
    ]

    static let templates = [
        "a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true",
        "a.widthAnchor.constraint(equalTo: view.safeAreaLayoutGuide.widthAnchor, multiplier: 0.5, constant: -pad),",
        "b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2) @750",
        "NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)",
        "NSLayoutConstraint(item: self.a, attribute: .top, relatedBy: .lessThanOrEqual, toItem: b.superview, attribute: .top, multiplier: 1, constant: 0)",
    ]

    /// Valid calls with a few random edits: the parser never crashes, and every error
    /// points inside the line (or just past its end).
    @Test func neverCrashesAndKeepsColumnsInsideTheLine() {
        var generator = SeededRandom(state: 8_2026)
        let context = ParseContext(viewNames: ["a", "b"], metrics: ["pad": 20])
        var parsed = 0
        for _ in 0..<3000 {
            var characters = Array(generator.pick(Self.templates))
            for _ in 0..<generator.below(4) {
                let index = generator.below(characters.count + 1)
                let piece = Array(generator.pick(Self.pieces))
                switch generator.below(3) {
                case 0: characters.insert(contentsOf: piece, at: index)
                case 1 where index < characters.count: characters.remove(at: index)
                default: characters.replaceSubrange(index..<min(index + 1, characters.count), with: piece)
                }
            }
            let line = String(characters)
            do {
                _ = try ConstraintParser.parseLine(line, context: context)
                parsed += 1
            } catch {
                let inside = error.range.map { $0.lowerBound >= 0 && $0.upperBound <= line.count + 1 } ?? true
                #expect(inside, "\(line)")
            }
        }
        #expect(parsed > 100, "\(parsed) of 3000 parsed")
    }
}
