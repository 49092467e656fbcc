import AutoLayout
import Testing
@testable import Shell

/// Masonry (Objective-C) and SnapKit (Swift) blocks pasted as code: each `make.…`
/// statement is read as the library makes its constraints. Each script is written for
/// these tests; the expected lines are what the libraries' sources make of them.
struct MakerPasteShellTests {
    @Test func masonryReadsAsMasonryMakesIt() {
        let (session, output) = runScript("""
        view box, other
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(10, 20, 30, 40));
        }];
        [other mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.mas_equalTo(15);
            make.right.equalTo(@(-15));
            make.top.equalTo(box.mas_bottom).with.offset(8);
            make.size.mas_equalTo(CGSizeMake(100, 50)).priorityHigh();
            make.width.equalTo(box).multipliedBy(0.5).sizeOffset(CGSizeMake(4, 0));
            make.centerY.equalTo(self.view.mas_safeAreaLayoutGuideTop).priority(300);
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == [
            "box.top == root.top + 10", "box.left == root.left + 20", "box.bottom == root.bottom - 30",
            "box.right == root.right - 40",
            "other.left == root.left + 15", "other.right == root.right - 15", "other.top == box.bottom + 8",
            "other.width == 100 @750", "other.height == 50 @750", "other.width == 0.5 * box.width + 4",
            "other.centerY == root.safeAreaLayoutGuide.top @300",
        ])
    }

    @Test func snapKitReadsAsSnapKitMakesIt() {
        let (session, output) = runScript("""
        let box = UIView()
        view.addSubview(box)
        let other = UILabel()
        view.addSubview(other)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(16)
            make.height.equalTo(box.snp.width).dividedBy(4)
        }
        other.snp.makeConstraints {
            $0.top.equalTo(box.snp.bottom).offset(10)
            $0.size.equalTo(CGSize(width: 100, height: 40))
            $0.centerX.equalTo(20).priority(.medium)
            $0.bottom.lessThanOrEqualToSuperview().inset(8)
        }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == [
            "box.top == root.top + 20", "box.leading == root.safeAreaLayoutGuide.leading + 16",
            "box.trailing == root.safeAreaLayoutGuide.trailing - 16", "box.height == 0.25 * box.width",
            "other.top == box.bottom + 10", "other.width == 100", "other.height == 40",
            "other.centerX == root.left + 20 @500", "other.bottom <= root.bottom - 8",
        ])
        // SnapKit clears translatesAutoresizingMaskIntoConstraints on the views it constrains.
        #expect(session.layout.autoresizing(of: "box") == nil)
        #expect(session.layout.autoresizing(of: "other") == nil)
        // centerX.equalTo(20) is 20 from the superview's left edge, in SnapKit.
        #expect(session.layout.frame(of: "other") == Rect(x: -30, y: 115.75, width: 100, height: 40))
    }

    /// SnapKit reads insets for the attribute the constraint relates to: a size shrinks by
    /// both, a centre moves by half their difference. Masonry's insets move edges only.
    @Test func insetsOnSizesAndCentres() {
        let (snapKit, _) = runScript("""
        view a
        a.snp.makeConstraints { make in
            make.width.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
            make.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        }
        """)
        #expect(constraintLines(snapKit) == ["a.width == root.width - 40", "a.centerX == root.centerX - 10"])
        let (masonry, _) = runScript("""
        view a
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.width.equalTo(self.view).offset(5).insets(UIEdgeInsetsMake(0, 10, 0, 30));
        }];
        """)
        #expect(constraintLines(masonry) == ["a.width == root.width + 5"])
    }

    /// `update` changes the constant of the constraint that matches in all but it;
    /// `remake` removes the view's earlier constraints first.
    @Test func updateAndRemake() {
        let (session, output) = runScript("""
        view a
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.view).offset(20);
            make.left.right.equalTo(self.view);
            make.height.mas_equalTo(40);
        }];
        [a mas_updateConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.view).offset(60);
            make.width.mas_equalTo(10).priorityLow();
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.log.contains("constant c1 60"))
        #expect(session.layout.frame(of: "a").y == 60)
        #expect(constraintLines(session).last == "a.width == 10 @250")
        let (remade, _) = runScript("""
        view a
        a.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(50)
        }
        a.snp.remakeConstraints { $0.edges.equalToSuperview() }
        """)
        #expect(remade.layout.constraints.count == 4)
        #expect(remade.log.contains("remove c1") && remade.log.contains("remove c4"))
        #expect(remade.layout.frame(of: "a") == remade.layout.frame(of: Layout.rootName))
    }

    /// SnapKit stops the app when an update finds nothing to update; alsh says so and
    /// leaves the session as it was.
    @Test func snapKitUpdateWithoutMatchIsAnError() {
        let (session, output) = runScript("""
        view a
        a.snp.makeConstraints { make in
            make.top.equalToSuperview()
        }
        a.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.height.equalTo(30)
        }
        """)
        #expect(session.failed)
        #expect(output.errors.contains("updateConstraints finds no constraint of 'a'"))
        #expect(constraintLines(session) == ["a.top == root.top"])
        #expect(session.layout.frame(of: "a").y == 0)
    }

    /// An error names the problem and its column, and the block changes nothing.
    @Test func anUnknownConstantIsRefusedWithItsColumn() {
        let (session, output) = runScript("""
        view a
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.view);
            make.width.mas_equalTo(kScreenWidth - 20);
        }];
        """)
        #expect(session.failed)
        #expect(output.errors.contains("unknown metric 'kScreenWidth'") && output.errors.contains("test.al:4:28"))
        #expect(session.layout.constraints.isEmpty)
    }

    /// A block pasted with blank lines in it and a template's comment around it.
    @Test func blankLinesInsideABlockAndAComment() {
        let (session, output) = runScript("""
        view a
        [a mas_makeConstraints:^(MASConstraintMaker *make) {

            make.top.left.mas_equalTo(0);

            make.width.height.mas_equalTo(10);
        }];
        /*
        #pragma mark - Navigation

        */
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraints.count == 4)
    }

    /// What `export snapkit` writes reads back to the same layout.
    @Test func exportedSnapKitReadsBack() {
        let (original, printed) = runScript("""
        root 375x667
        view header, field, button
        H:|-[header]-|
        V:|-[header(30)]-12-[field(44)]
        field.leading = header.leading
        field.width = 0.5 * header.width + 10
        button.centerX = root.centerX
        button.top = field.bottom + 8 @750
        button.bottom <= root.bottom - 20
        button.width = 120
        button.height = 40
        export snapkit
        """)
        let exported = printed.text[printed.text.range(of: "// alsh export")!.lowerBound...]
        let (copy, output) = runScript("root 375x667\n" + exported)
        #expect(!copy.failed, "\(output.errors)")
        #expect(copy.layout.constraints.count == original.layout.constraints.count)
        for view in ["header", "field", "button"] {
            #expect(copy.layout.frame(of: view) == original.layout.frame(of: view), "\(view)")
        }
    }

    /// A constraint a block kept is changed later as the library changes it: SnapKit's
    /// `update(offset:)` and `deactivate()`, Masonry's `offset` and `uninstall`.
    @Test func keptConstraintsChangeLater() {
        let (snapKit, output) = runScript("""
        view a
        var top: Constraint?
        a.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.height.equalTo(20)
        }
        top?.update(offset: 40)
        """)
        #expect(!snapKit.failed, "\(output.errors)")
        #expect(snapKit.layout.frame(of: "a").y == 40)
        let (masonry, printed) = runScript("""
        view a
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            self.topConstraint = make.top.equalTo(self.view).offset(10);
            make.height.mas_equalTo(20);
        }];
        self.topConstraint.offset = 30;
        [self.topConstraint uninstall];
        """)
        #expect(!masonry.failed, "\(printed.errors)")
        #expect(masonry.log.contains("constant c1 30") && masonry.log.contains("deactivate c1"))
    }

    /// A helper method whose header spreads over lines, one part taking the maker's block.
    @Test func aMethodHeaderOverLinesIsPassedOver() {
        let (session, output) = runScript("""
        view box
        + (void)layoutView:(UIView *)view
               constraints:(void(^)(MASConstraintMaker *make))constraints {
        }
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(self.view);
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.constraints.count == 4)
    }
    /// A GCC statement expression (`_x = ({ …; _x; })`) is read statement by statement, and
    /// a variable given a view (`_superView = [self view]`, `UIView *sup = self.contentView`)
    /// names that view afterwards.
    @Test func statementExpressionsAndViewsKeptInVariables() {
        let (session, output) = runScript("""
        _superView = [self view];
        _card = ({
            _card = [[UIView alloc] init];
            [_superView addSubview:_card];
            [_card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(_superView).offset(10);
                make.size.mas_equalTo(CGSizeMake(100, 50));
            }];
            _card;
        });
        UIView *holder = _card;
        UILabel *label = [UILabel new];
        [holder addSubview:label];
        [label mas_makeConstraints:^(MASConstraintMaker *make) {
            make.center.equalTo(holder);
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == [
            "card.top == root.top + 10", "card.left == root.left + 10", "card.width == 100", "card.height == 50",
            "label.centerX == card.centerX", "label.centerY == card.centerY",
        ])
        #expect(session.layout.superview(of: "label") == "card")
    }
    /// Masonry's `mas_distributeViewsAlongAxis:` on an array (written out or kept in a
    /// variable) makes what its NSArray category makes; the views between the ends of a
    /// fixed length hang from a fraction of the superview's edge, so the gaps come out equal.
    @Test func distributeViewsAsMasonryDoes() {
        let views = """
        UIView *a = [UIView new];
        UIView *b = [UIView new];
        UIView *c = [UIView new];
        [self.view addSubview:a];
        [self.view addSubview:b];
        [self.view addSubview:c];
        NSArray *row = @[a, b, c];
        [row mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.view).offset(20);
            make.height.mas_equalTo(40);
        }];

        """
        let (spaced, output) = runScript("root 375x667\n" + views + """
        [row mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:20 leadSpacing:15 tailSpacing:20];
        """)
        #expect(!spaced.failed, "\(output.errors)")
        #expect(Array(constraintLines(spaced).dropFirst(6)) == [
            "a.left == root.left + 15", "b.width == a.width", "b.left == a.right + 20",
            "c.width == b.width", "c.left == b.right + 20", "c.right == root.right - 20",
        ])
        #expect(spaced.layout.frame(of: "b") == Rect(x: 135, y: 20, width: 100, height: 40))
        let (long, printed) = runScript("root 375x667\n" + views + """
        [@[a, b, c] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedItemLength:50 leadSpacing:10 tailSpacing:30];
        """)
        #expect(!long.failed, "\(printed.errors)")
        #expect(Array(constraintLines(long).dropFirst(6)) == [
            "a.width == 50", "a.left == root.left + 10", "b.width == 50", "b.right == 0.5 * root.right + 15",
            "c.width == 50", "c.right == root.right - 30",
        ])
        let frames = ["a", "b", "c"].map { long.layout.frame(of: $0) }
        #expect(frames[1].x - (frames[0].x + 50) == frames[2].x - (frames[1].x + 50))
        let (refused, errors) = runScript(views + """
        [views mas_distributeViewsAlongAxis:MASAxisTypeVertical withFixedSpacing:10 leadSpacing:0 tailSpacing:0];
        [@[a] mas_distributeViewsAlongAxis:MASAxisTypeVertical withFixedSpacing:10 leadSpacing:0 tailSpacing:0];
        """)
        #expect(refused.failed)
        #expect(errors.errors.contains("no array of views 'views' was pasted before"))
        #expect(errors.errors.contains("needs two views or more, not 1"))
    }
    /// `enumerateObjectsUsingBlock:` over an array the paste wrote out reads its block once
    /// per view, the element naming the view and the index its number; over an array alsh
    /// cannot see, a block that makes layout is refused with the loop's message.
    @Test func enumerateBlocksOverAnArrayWrittenOut() {
        let (session, output) = runScript("""
        UIButton *one = [UIButton buttonWithType:UIButtonTypeCustom];
        UIButton *two = [UIButton buttonWithType:UIButtonTypeCustom];
        NSArray<UIButton *> *buttons = @[one, two];
        [buttons enumerateObjectsUsingBlock:^(UIButton * _Nonnull obj, NSUInteger idx, BOOL * _Nonnull stop) {
            obj.layer.cornerRadius = 5.f;
            [self.view addSubview:obj];
            [obj mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(10 + 50 * idx);
            }];
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == ["one.top == root.top + 10", "two.top == root.top + 60"])
        #expect(session.layout.superview(of: "two") == Layout.rootName)
        let (refused, errors) = runScript("""
        [others enumerateObjectsUsingBlock:^(UIView *v, NSUInteger i, BOOL *stop) {
            v.backgroundColor = [UIColor redColor];
        }];
        [others enumerateObjectsUsingBlock:^(UIView *v, NSUInteger i, BOOL *stop) {
            [v mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(self.view); }];
        }];
        """)
        #expect(refused.failed)
        #expect(errors.errors.contains("a loop that makes views or constraints is read only over an array written out"))
        #expect(errors.errors.contains("test.al:4:2"))
    }
    /// Sizes, points and insets kept in variables and properties, `static` constants, and
    /// a property's number read back through `self.` or `weakSelf.`, are the values a block takes.
    @Test func structuresAndConstantsKeptEarlier() {
        let (masonry, output) = runScript("""
        view a
        static int padding = 20;
        CGSize size = CGSizeMake(100, 50);
        UIEdgeInsets edg = UIEdgeInsetsMake(5, 6, 7, 8);
        self.buttonCenter = CGPointMake(-10, 30);
        self.gap = 4;
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.size.mas_equalTo(size);
            make.center.mas_equalTo(self.buttonCenter);
            make.top.equalTo(self.view).offset(padding + weakSelf.gap);
            make.edges.equalTo(self.view).insets(edg);
            make.width.mas_equalTo(size.height);
        }];
        """)
        #expect(!masonry.failed, "\(output.errors)")
        #expect(constraintLines(masonry) == [
            "a.width == 100", "a.height == 50", "a.centerX == root.centerX - 10", "a.centerY == root.centerY + 30",
            "a.top == root.top + 24", "a.top == root.top + 5", "a.left == root.left + 6", "a.bottom == root.bottom - 7",
            "a.right == root.right - 8", "a.width == 50",
        ])
        let (snapKit, printed) = runScript("""
        view a
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        a.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(insets)
        }
        """)
        #expect(!snapKit.failed, "\(printed.errors)")
        #expect(constraintLines(snapKit) == ["a.top == root.top + 1", "a.left == root.left + 2", "a.bottom == root.bottom - 3",
                                             "a.right == root.right - 4"])
    }
    /// A view the block names that the paste never made is shown where the block names it;
    /// a type's static value is a number out of sight; an app's own method on the maker is
    /// refused by name, not guessed.
    @Test func namesOutOfSightAreRefusedWhereTheyStand() {
        let (masonry, output) = runScript("""
        [ghost mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.view);
        }];
        """)
        #expect(output.errors.contains("unknown view 'ghost'") && output.errors.contains("test.al:1:2"))
        #expect(masonry.layout.constraints.isEmpty)
        let (_, printed) = runScript("""
        view a
        a.snp.makeConstraints {
            $0.width.equalTo(Layout.posterWidth)
        }
        a.snp.makeConstraints {
            $0.leadingTrailingEqualToSuperview(offset: 16)
        }
        a.snp.makeConstraints {
            $0.top.equalToSuperview().withAppSpacing()
        }
        """)
        #expect(printed.errors.contains("unknown metric 'Layout.posterWidth'"))
        #expect(printed.errors.contains("'leadingTrailingEqualToSuperview' is not SnapKit's") && printed.errors.contains("test.al:6:8"))
        #expect(printed.errors.contains("'withAppSpacing' is not SnapKit's"))
        // A metric of the session gives a name its number, as the hint says; a bare name
        // that is neither a view nor a number is said to be either.
        let (metric, said) = runScript("""
        view a
        metric kWidth = 100
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.width.mas_equalTo(kWidth);
        }];
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.mas_equalTo(self.gap);
        }];
        """)
        #expect(constraintLines(metric) == ["a.width == 100"])
        #expect(said.errors.contains("unknown view or metric 'self.gap'") && said.errors.contains("test.al:7:26"))
    }

    /// `@objc` before a Swift declaration, and apps' `addSubViews([…])`, read as Swift.
    @Test func swiftAttributesAndAddSubViews() {
        let (session, output) = runScript("""
        @objc public let contentView = UIView.init()
        let badge = UILabel()
        addSubViews([contentView, badge])
        contentView.snp.makeConstraints { (make) in
            make.edges.equalToSuperview()
        }
        """)
        #expect(!session.failed, "\\(output.errors)")
        #expect(session.layout.superview(of: "contentView") == Layout.rootName)
        #expect(session.layout.superview(of: "badge") == Layout.rootName)
        #expect(constraintLines(session).first == "contentView.top == root.top")
    }
    /// C's comma operator joins `make.…` statements in a block; each is read. A constant
    /// of `constraintWithItem:` is a number as a block's is (`constant:kWidth` from a metric).
    @Test func commaJoinedStatementsAndClassicConstants() {
        let (session, output) = runScript("""
        view a
        metric kWidth = 30
        CGFloat padding = 10;
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.mas_equalTo(padding),
            make.left.mas_equalTo(padding),
            make.height.mas_equalTo(@[self.view]);
        }];
        [a addConstraint:[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual
            toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:kWidth]];
        [a addConstraint:[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual
            toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:kLost]];
        """)
        #expect(constraintLines(session) == ["a.top == root.top + 10", "a.left == root.left + 10", "a.height == root.height",
                                             "a.width == 30"])
        #expect(output.errors.contains("unknown metric 'kLost'"))
    }
    /// A preprocessor line in a statement is passed over; `#if 0` turns its lines off up to
    /// its `#else` or `#endif`, as the compiler does.
    @Test func preprocessorLinesInABlock() {
        let (session, output) = runScript("""
        view a
        [a mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.view);
        #pragma mark - size
        #if 0   // an older try
            make.height.equalTo(self.view.mas_height).multipliedBy(0.5);
        #if DEBUG
            make.width.mas_equalTo(1);
        #endif
        #else
            make.height.mas_equalTo(20);
        #endif
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == ["a.top == root.top", "a.height == 20"])
    }
}
