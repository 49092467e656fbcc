import Testing
@testable import AutoLayout

/// Objective-C (and Swift's `constraints(withVisualFormat:…)`) read into alsh lines.
/// The statements are written for these tests in the forms the tutorials and Apple's
/// documentation print: `constraintWithItem:…` with `1.0f`, `NSDictionaryOfVariableBindings`,
/// `@{}` metrics, `NSLayoutFormatAlignAll… | …`, ObjC anchors with `.active = YES`.
@Suite struct PastedCodeTests {
    static let views: Set<String> = ["button1", "button2", "textFieldEmail", "label", "box"]

    /// The alsh lines a statement makes (views as `view NAME in SUPER`).
    func lines(_ statement: String, state: PastedCodeState = PastedCodeState()) throws -> [String] {
        try read(statement, state: state).effects.map { effect in
            switch effect {
            case .view(let name, let superview, _): "view \(name) in \(superview)"
            case .line(let line, let variable): line.text + (variable.map { " -> \($0)" } ?? "")
            case .priority(let variable, let value, _): "priority \(variable) \(value)"
            case .deactivate(let variable, _): "deactivate \(variable)"
            case .made(let name, let superview, let made, _): "made \(name) in \(superview) \(made.uikitClass ?? "-")"
            case .arrange(let view, let stack, _, _): "arrange \(view) in \(stack)"
            case .setting(let view, let setting, _): "set \(view) \(setting)"
            case .constant(let variable, let value, _): "constant \(variable) \(value)"
            case .remove(let variable, _): "remove \(variable)"
            case .callbackNotRead(let label, _): "callback \(label) not read"
            }
        }
    }

    func read(_ statement: String, state: PastedCodeState = PastedCodeState()) throws
        -> (effects: [PastedCodeEffect], state: PastedCodeState) {
        try PastedCodeReader.read(statement, state: state, isView: { Self.views.contains($0) })
    }

    func error(_ statement: String, state: PastedCodeState = PastedCodeState()) -> Diagnostic? {
        do throws(Diagnostic) {
            _ = try PastedCodeReader.read(statement, state: state, isView: { Self.views.contains($0) })
            return nil
        } catch {
            return error
        }
    }

    /// Where `text` is in `statement`.
    func span(_ text: String, in statement: String) -> SourceRange {
        let characters = Array(statement), needle = Array(text)
        for start in 0...(characters.count - needle.count) where Array(characters[start..<start + needle.count]) == needle {
            return start..<start + needle.count
        }
        Issue.record("'\(text)' not in '\(statement)'")
        return 0..<0
    }

    @Test func constraintWithItemReadsAsItsFormula() throws {
        #expect(try lines("""
        [NSLayoutConstraint constraintWithItem:self.button1 attribute:NSLayoutAttributeRight
            relatedBy:NSLayoutRelationEqual toItem:self.button2 attribute:NSLayoutAttributeLeft
            multiplier:1.0f constant:-12.0f];
        """) == ["button1.right == button2.left - 12"])
        #expect(try lines("[NSLayoutConstraint constraintWithItem:_label attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:self.view attribute:NSLayoutAttributeWidth multiplier:0.5 constant:8];")
                == ["label.width >= 0.5 * root.width + 8"])
        // No second item: the multiplier does not count, as in UIKit.
        #expect(try lines("[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationLessThanOrEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:3 constant:44];")
                == ["box.height <= 44"])
        // Apple's old `Baseline`, numbers for relations, casts and a kept variable.
        #expect(try lines("NSLayoutConstraint *c = [NSLayoutConstraint constraintWithItem:label attribute:NSLayoutAttributeBaseline relatedBy:0 toItem:box attribute:NSLayoutAttributeCenterY multiplier:(CGFloat)1 constant:2.5];")
                == ["label.lastBaseline == box.centerY + 2.5 -> c"])
        #expect(try lines("c.priority = UILayoutPriorityDefaultHigh - 1;") == ["priority c 749.0"])
        #expect(try lines("c.active = NO;") == ["deactivate c"])
    }

    @Test func visualFormatsTakeTheirDictionaries() throws {
        let (_, state) = try read("""
        NSString *const kHorizontal = @"H:|-pad-[_button1]-[_button2(==_button1)]-pad-|";
        NSDictionary *views = NSDictionaryOfVariableBindings(_button1, _button2);
        NSDictionary *metrics = @{@"pad": @20};
        """)
        #expect(try lines("[self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kHorizontal options:NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom metrics:metrics views:views]];", state: state)
                == ["H:|-20-[button1]-[button2(==button1)]-20-| alignAllTop alignAllBottom"])
        // A literal dictionary names views by other keys.
        #expect(try lines(#"[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-top-[a]-(>=gap@750)-[b]" options:0 metrics:@{@"top": @(64), @"gap": @8.5} views:@{@"a": self.label, @"b": _box}];"#)
                == ["V:|-64-[label]-(>=8.5@750)-[box]"])
        // `self.x` bound by NSDictionaryOfVariableBindings is found as `x`.
        #expect(try lines("""
        NSArray *constraints = [NSLayoutConstraint constraintsWithVisualFormat:@"[button1]-[button2]"
            options:0 metrics:nil views:NSDictionaryOfVariableBindings(self.button1, self.button2)];
        """) == ["[button1]-[button2] -> constraints"])
        // A bare literal is its format, `_` names made views.
        #expect(try lines(#"@"V:|-[_textFieldEmail]""#) == ["V:|-[textFieldEmail]"])
        // Swift's spelling, inside activate.
        #expect(try lines("""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-m-[a]-|",
            options: [.alignAllCenterY], metrics: ["m": 12], views: ["a": label]))
        """) == ["H:|-12-[label]-| alignAllCenterY"])
    }

    @Test func anchorsInObjectiveCAreTheSwiftCalls() throws {
        #expect(try lines("[self.label.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor constant:8].active = YES;")
                == ["label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8)"])
        #expect(try lines("[NSLayoutConstraint activateConstraints:@[[_box.widthAnchor constraintGreaterThanOrEqualToConstant:40], [_box.topAnchor constraintEqualToSystemSpacingBelowAnchor:label.bottomAnchor multiplier:2],]];")
                == ["box.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)",
                    "box.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 2)"])
    }

    @Test func codeThatMakesNoLayoutIsPassedOver() throws {
        #expect(try lines("""
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.textFieldEmail = [self textFieldWithPlaceholder:@"Email"];
            result.translatesAutoresizingMaskIntoConstraints = NO;
            [paramView addSubview:self.newField];
            return [NSArray arrayWithArray:result];
        }
        """) == ["view newField in root"])
        // A web page's code table leaves `|` at line ends.
        #expect(try lines("""
        [NSLayoutConstraint constraintWithItem:self.button1 attribute:NSLayoutAttributeRight |
        relatedBy:NSLayoutRelationEqual toItem:self.button2 |
        attribute:NSLayoutAttributeLeft multiplier:1.0 constant:-12.0]; |
        """) == ["button1.right == button2.left - 12"])
    }

    @Test func errorsNameTheProblemWhereItIs() {
        let typo = "[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeTopp relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:0];"
        let e1 = error(typo)
        #expect(e1?.range == span("NSLayoutAttributeTopp", in: typo))
        #expect(e1?.hint == "did you mean 'NSLayoutAttributeTop'?")
        let label = "[NSLayoutConstraint constraintWithItem:box atribute:NSLayoutAttributeTop relatedBy:0 toItem:nil attribute:0 multiplier:1 constant:0];"
        #expect(error(label)?.range == span("atribute", in: label))
        let relation = "[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEquals toItem:nil attribute:0 multiplier:1 constant:0];"
        #expect(error(relation)?.hint == "did you mean 'NSLayoutRelationEqual'?")
        let missing = "[NSLayoutConstraint constraintsWithVisualFormat:kNope options:0 metrics:nil views:nil];"
        #expect(error(missing)?.range == span("kNope", in: missing))
        let method = "[NSLayoutConstraint constraintWithitem:box];"
        #expect(error(method)?.hint == "did you mean 'constraintWithItem'?")
        let inactive = "[box.widthAnchor constraintEqualToConstant:10].active = NO;"
        #expect(error(inactive)?.range == span("NO", in: inactive))
        let nilItem = "[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeTop relatedBy:0 toItem:nil attribute:NSLayoutAttributeTop multiplier:1 constant:0];"
        #expect(error(nilItem)?.range == span("NSLayoutAttributeTop", in: String(nilItem.dropFirst(60))).shifted(by: 60))
        #expect(error("[NSLayoutConstraint constraintWithItem:box attribute:") != nil)
        #expect(error("@\"H:|-[a]") != nil)
    }

    @Test func aStatementEndsWhereItsBracketsClose() {
        #expect(PastedCodeLines.missing(["[result addObjectsFromArray:"])?.token == "[")
        #expect(PastedCodeLines.missing(["[result addObjectsFromArray:", "[NSLayoutConstraint constraintsWithVisualFormat: k", "options:0 metrics: nil views: v]", "];"]) == nil)
        #expect(PastedCodeLines.missing(["NSDictionary *views ="])?.token == ";")
        #expect(PastedCodeLines.missing(["NSDictionary *views = |", "NSDictionaryOfVariableBindings(a); |"]) == nil)
        #expect(PastedCodeLines.missing(["- (NSArray *) constraints"]) == nil)
        #expect(PastedCodeLines.missing(["@\"H:|-[a]-|\""]) == nil)
        #expect(PastedCodeLines.missing(["x = @\"[a]\"; // a ']' in a string or ( a comment"]) == nil)
        // Code, not alsh: and the other way round.
        for code in ["[self.view addSubview:b];", "[[UIView alloc] init];", "@\"V:|-[a]\"", "- (void)viewDidLoad{", "}",
                     "NSString *const k = @\"H:|[a]|\";", "options:0 metrics:nil views:v];"] {
            #expect(PastedCodeLines.looksLikeCode(code), "\(code)")
        }
        for line in ["[a]-[b]", "[a(>=50)]-|", "H:|-[a]-|", "a.top == b.top", "view a b", "[a]-8-[b] alignAllTop",
                     "a.topAnchor.constraint(equalTo: b.topAnchor)", "])"] {
            #expect(!PastedCodeLines.looksLikeCode(line), "\(line)")
        }
    }

    @Test func loweredLinesPointBackIntoTheCode() throws {
        let statement = #"[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_box]-(==wide)-|" options:0 metrics:nil views:nil];"#
        guard case .line(let line, _) = try read(statement).effects.first else {
            Issue.record("no line")
            return
        }
        #expect(line.text == "H:|-[box]-(==wide)-|")
        // `wide` in the line (an unknown metric there) is `wide` in the code.
        let wide = span("wide", in: line.text)
        #expect(line.source(of: wide) == span("wide", in: statement))
        #expect(line.source(of: span("box", in: line.text)) == span("_box", in: statement))
    }
}

private extension Range where Bound == Int {
    func shifted(by offset: Int) -> Range<Int> { lowerBound + offset..<upperBound + offset }
}
