import AutoLayout
import Testing
@testable import Shell

/// Values in pasted code that the app works out as it runs (a function's result, a
/// random number, a conditional), boxed numbers, and parentheses that are no cast: each
/// is read for what it is, and what alsh cannot know is refused by its own words, where
/// it stands.
struct PastedValueTests {
    @Test func aRandomSizeIsAValueAlshCannotTell() {
        let (session, output) = runScript("""
        view box
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.size.mas_equalTo(CGSizeMake(arc4random() % 50 + 50, 40));
        }];
        """)
        #expect(output.errors.contains("alsh cannot tell the value of 'arc4random()' from the paste"), "\(output.errors)")
        #expect(output.errors.contains("test.al:3:38"))
        #expect(!output.errors.contains("expected ','"))
        #expect(constraintLines(session).isEmpty)
    }

    @Test func aConditionalIsAValueAlshCannotTell() {
        let (_, output) = runScript("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.height.equalTo(servers.count > 1 ? 125 : 110)
        }
        """)
        #expect(output.errors.contains("alsh cannot tell the value of 'servers.count > 1 ? 125 : 110'"), "\(output.errors)")
        #expect(output.errors.contains("test.al:4:25"))
    }

    @Test func anAppFunctionsResultIsAValueAlshCannotTell() {
        let (_, output) = runScript("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.right.equalTo(-MatchW(W: 10))
        }
        """)
        #expect(output.errors.contains("alsh cannot tell the value of 'MatchW(W: 10)'"), "\(output.errors)")
        #expect(output.errors.contains("test.al:4:25"))
        #expect(!output.errors.contains("expected a number"))
    }

    @Test func aConditionalInAnAnchorLineIsAValueAlshCannotTell() {
        let (session, output) = runScript("""
        view box
        box.widthAnchor.constraint(equalTo: view.widthAnchor, constant: isWide ? 16 : 8).isActive = true
        """)
        #expect(output.errors.contains("alsh cannot tell the value of 'isWide ? 16 : 8'") && output.errors.contains("test.al:2:65"),
                "\(output.errors)")
        #expect(!output.errors.contains("unexpected character"))
        #expect(constraintLines(session).isEmpty)
    }

    @Test func aConditionalThatMakesLayoutIsRefused() {
        let (session, output) = runScript("""
        UIView *a = [UIView new];
        UIView *b = [UIView new];
        wide ? [self.view addSubview:a] : [self.view addSubview:b];
        """)
        #expect(output.errors.contains("alsh cannot tell the value of 'wide ? [self.view addSubview:a] : [self.view addSubview:b]'"),
                "\(output.errors)")
        #expect(!session.layout.hasView("a") && !session.layout.hasView("b"))
    }

    @Test func aBoxedNameIsANumberNeverAView() {
        let (session, output) = runScript("""
        view box
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.width.equalTo(@(kButtonWidth));
        }];
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.height.equalTo(@kButtonHeight);
        }];
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(@(top));
        }];
        CGFloat left = 30;
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(@(left));
        }];
        """)
        #expect(output.errors.contains("unknown metric 'kButtonWidth'") && output.errors.contains("test.al:3:26"), "\(output.errors)")
        #expect(output.errors.contains("unknown metric 'kButtonHeight'") && output.errors.contains("test.al:6:26"))
        // `top` is no attribute of root here: a boxed value is a number.
        #expect(output.errors.contains("unknown metric 'top'") && output.errors.contains("test.al:9:24"))
        #expect(!output.errors.contains("expected a value"))
        #expect(constraintLines(session) == ["box.left == root.left + 30"])
    }

    @Test func aBracketedArgumentBeforeTheNextLabelIsNoCast() {
        let (session, output) = runScript("""
        view box
        [self.view addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeTop
                                                              relatedBy:(NSLayoutRelationEqual)
                                                                 toItem:self.view attribute:NSLayoutAttributeTop
                                                             multiplier:1 constant:(20)]];
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.width.equalTo(@(SCREEN_WIDTH));
        }];
        """)
        #expect(constraintLines(session) == ["box.top == root.top + 20"], "\(output.errors)")
        #expect(output.errors.contains("unknown metric 'SCREEN_WIDTH'") && output.errors.contains("test.al:7:26"))
    }
}
