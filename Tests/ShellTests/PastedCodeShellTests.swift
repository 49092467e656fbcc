import AutoLayout
import Testing
@testable import Shell

/// Objective-C pasted into a session: statements over several lines, one command each,
/// all or nothing, logged as the alsh lines they made.
struct PastedCodeShellTests {
    @Test func aStatementThatFailsAddsNothing() {
        let (session, output) = runScript("""
        view a b
        [NSLayoutConstraint activateConstraints:@[
            [a.widthAnchor constraintEqualToConstant:40],
            [b.widthAnchor constraintEqualToAnchor:c.widthAnchor]
        ]];
        """)
        #expect(session.layout.constraints.isEmpty)
        #expect(session.failed)
        // The error stands under the line that holds the unknown view, numbered as in the file.
        #expect(output.errors.contains("test.al:4:44"))
        #expect(output.errors.contains("4 |     [b.widthAnchor constraintEqualToAnchor:c.widthAnchor]"))
    }

    @Test func oneStatementIsOneUndoAndReplaysWithoutTheCode() {
        let (session, _) = runScript("""
        [self.view addSubview:self.a];
        [self.view addSubview:_b];
        NSDictionary *views = NSDictionaryOfVariableBindings(_a, _b);
        NSDictionary *metrics = @{@"pad": @16};
        [self.view addConstraints:[NSLayoutConstraint
            constraintsWithVisualFormat:@"H:|-pad-[_a]-[_b(==_a)]-pad-|"
            options:NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom
            metrics:metrics views:views]];
        [self.view addConstraint:[NSLayoutConstraint constraintWithItem:self.a attribute:NSLayoutAttributeTop
            relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1.0f constant:20.0f]];
        [_a.heightAnchor constraintEqualToConstant:44].active = YES;
        """)
        #expect(!session.failed)
        #expect(session.log == ["view a", "view b", "g1/c1: H:|-16-[a]-[b(==a)]-16-| alignAllTop alignAllBottom",
                                "c7: a.top == root.top + 20", "c8: a.heightAnchor.constraint(equalToConstant: 44)"])
        #expect(session.layout.frame(of: "b") == Rect(x: 191.5, y: 20, width: 167.5, height: 44))
        // The log alone makes the same layout.
        let replay = runScript(session.log.joined(separator: "\n")).session
        #expect(replay.layout.frame(of: "b") == session.layout.frame(of: "b"))
        #expect(replay.layout.constraints.map(\.id) == session.layout.constraints.map(\.id))
        // Undo takes the visual format statement back whole.
        session.execute("undo")
        session.execute("undo")
        session.execute("undo")
        #expect(session.layout.constraints.isEmpty)
        #expect(session.layout.viewNames == ["a", "b"])
    }

    @Test func swiftVisualFormatCallsAndPriorities() {
        let (session, _) = runScript("""
        view a
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(50)]",
                                                         options: [], metrics: nil, views: ["a": a])
        NSLayoutConstraint.activate(constraints)
        NSLayoutConstraint *w = [NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:100];
        w.priority = 250;
        """)
        #expect(!session.failed)
        #expect(session.layout.frame(of: "a").y == 20)
        #expect(session.layout.frame(of: "a").height == 50)
        #expect(session.layout.constraints.last?.priority == 250)
    }

    @Test func anUnclosedStatementIsNamedAtTheEndOfTheScript() {
        let (session, output) = runScript("""
        view a
        [NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeTop
            relatedBy:NSLayoutRelationEqual toItem:nil
        """)
        #expect(session.failed)
        #expect(output.errors.contains("'[' is never closed"))
        #expect(output.errors.contains("test.al:2:1"))
        #expect(session.layout.constraints.isEmpty)
    }

    /// A view Objective-C makes (`[[UILabel alloc] init]`, `[UIView new]`,
    /// `initWithFrame:`) translates its autoresizing mask until the code says NO, as UIKit
    /// does: a forgotten line shows UIKit's conflict.
    @Test func aViewMadeInObjectiveCTranslatesItsMaskUntilTold() {
        let (forgot, _) = runScript("""
        UILabel *title = [[UILabel alloc] init];
        [self.view addSubview:title];
        [title.widthAnchor constraintEqualToConstant:100].active = YES;
        """)
        #expect(forgot.log.prefix(2) == ["view title frame 0 0 0 0", "class title UILabel"])
        #expect(forgot.layout.autoresizing(of: "title") != nil)
        #expect(forgot.layout.analyze().conflicts.count == 1)
        let (told, output) = runScript("""
        UIView *box = [UIView new];
        box.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:box];
        _card = [[UIView alloc] initWithFrame:CGRectMake(10, 20, 100, 50)];
        [self.view addSubview:self.card];
        UIButton *go = [UIButton buttonWithType:UIButtonTypeSystem];
        [go setTranslatesAutoresizingMaskIntoConstraints:NO];
        [self.view addSubview:go];
        [box.widthAnchor constraintEqualToConstant:100].active = YES;
        """)
        #expect(!told.failed, "\(output.errors)")
        #expect(told.layout.autoresizing(of: "box") == nil)
        #expect(told.layout.frame(of: "box").width == 100)
        #expect(told.log.contains("view card frame 10 20 100 50"))
        #expect(told.layout.frame(of: "card") == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(told.layout.autoresizing(of: "go") == nil)
        #expect(told.log.contains("class go UIButton"))
    }

    /// Masonry clears the mask of the view it constrains, so the same view made with
    /// `[UIView new]` needs no line for it.
    @Test func masonryClearsTheMaskOfAViewMadeInObjectiveC() {
        let (session, output) = runScript("""
        UIView *box = [[UIView alloc] init];
        [self.view addSubview:box];
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(20, 20, 20, 20));
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.log.contains("autoresizing box off"))
        #expect(session.layout.analyze().conflicts.isEmpty)
        #expect(session.layout.frame(of: "box").x == 20)
    }
}

/// Pasted code the compiler or the app reads differently from a line-by-line reading: code
/// left out by `#if 0`, logging calls written with a blank before `(`, a message with a
/// blank line inside it, a view the code itself calls `contentView`.
struct PastedCodeShapesShellTests {
    @Test func codeTurnedOffBetweenStatementsIsPassedOver() {
        let (session, output) = runScript("""
        root 375x667
        #if 0
        UIView *ghost = [UIView new];
        [self.view addSubview:ghost];
        #if DEBUG
        [self.view addSubview:other];
        #endif
        #else
        UIView *card = [UIView new];
        [self.view addSubview:card];
        #endif
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.viewNames == ["card"])
    }

    @Test func loggingCallsWithABlankBeforeTheirBracketAreCode() {
        let (session, output) = runScript("""
        root 375x667
        func setup() {
            print (title)
            NSLog (@"bounds: %@, inset: %@", NSStringFromCGRect(self.view.bounds),
                NSStringFromUIEdgeInsets(self.view.safeAreaInsets));
            let card = UIView()
            view.addSubview(card)
        }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.hasView("card"))
        // Typed by itself, a word no command has is still said to be one.
        let (_, typed) = runScript("prnit (title)")
        #expect(typed.errors.contains("unknown command 'prnit'"))
    }

    @Test func aBlankLineInsideAMessageInAFileKeepsTheStatement() {
        let script = """
        root 375x667
        [self.navigationController.navigationBar setTitleTextAttributes:

            @{NSFontAttributeName: [UIFont systemFontOfSize:19]}];
        UIView *card = [UIView new];
        [self.view addSubview:card];
        """
        let (session, output) = runScript(script)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.hasView("card"))
        // At the keyboard the blank line still gives the statement up.
        let typed = CapturingOutput()
        let keyboard = Session(options: SessionOptions(interactive: true), output: typed)
        keyboard.run(ScriptLineSource(text: script), origin: "<keyboard>")
        #expect(typed.errors.contains("'[' is never closed"))
        // In a file, an alsh command after the blank line ends the paste: the statement is
        // given up and the command runs.
        let (cut, cutOutput) = runScript("""
        view a
        [self.view addConstraint:
          [NSLayoutConstraint constraintWithItem:self.a attribute:NSLayoutAttributeTop

        view b
        """)
        #expect(cutOutput.errors.contains("test.al:3:3"), "\(cutOutput.errors)")
        #expect(cut.layout.hasView("b"))
    }

    @Test func aBlockOnAViewNotAddedYetWaitsForIt() {
        // A closure property constrains its view before returning it; SnapKit keeps a
        // constraint on the view alone, which UIKit installs on the view itself.
        let (session, output) = runScript("""
        root 375x667
        lazy var button: UIButton = {
            let button = UIButton()
            button.setTitle("Go", for: .normal)
            button.snp.makeConstraints { $0.height.equalTo(56) }
            return button
        }()
        lazy var poster: UIImageView = {
            let image = UIImageView()
            image.snp.makeConstraints { make in
                make.height.equalTo(150)
                make.width.equalTo(image.snp.height).multipliedBy(2)
            }
            return image
        }()
        let stack = UIStackView(arrangedSubviews: [poster, button])
        stack.axis = .vertical
        view.addSubview(stack)
        stack.snp.makeConstraints { $0.top.leading.equalToSuperview() }
        """)
        #expect(!session.failed, "\(output.errors)")
        let lines = session.log.filter { $0.hasPrefix("c") }.map { String($0.drop { $0 != ":" }.dropFirst(2)) }
        #expect(lines.contains("button.height == 56"))
        #expect(lines.contains("poster.height == 150"))
        #expect(lines.contains("poster.width == 2 * poster.height"))
        #expect(session.layout.frame(of: "poster") == Rect(x: 0, y: 0, width: 300, height: 150))
        #expect(session.layout.frame(of: "button").y == 150)
        #expect(session.layout.frame(of: "button").height == 56)

        // One that relates another view needs both in one hierarchy: refused, as before.
        let (other, otherOutput) = runScript("""
        root 375x667
        let badge = UIView()
        view.addSubview(badge)
        lazy var label: UILabel = {
            let label = UILabel()
            label.snp.makeConstraints { $0.top.equalTo(badge.snp.bottom) }
            return label
        }()
        """)
        #expect(other.failed)
        #expect(otherOutput.errors.contains("'label' and 'badge' have no common ancestor"), "\(otherOutput.errors)")
    }

    @Test func selfViewIsRootBesideALocalViewOfThatName() {
        // `self.view` is root, not a local view of that name.
        let (objc, objcOutput) = runScript("""
        root 375x667
        UIView *view = [UIView new];
        UIView *red = [UIView new];
        [self.view addSubview:red];
        [red mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
        """)
        #expect(!objc.failed, "\(objcOutput.errors)")
        #expect(objc.layout.superview(of: "red") == "root")
    }

    @Test func aViewTheCodeCallsContentViewAndAddsIsAView() {
        let (session, output) = runScript("""
        root 375x667
        let scrollView = UIScrollView()
        let contentView = UIView()
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        contentView.snp.makeConstraints {
            $0.edges.equalToSuperview()
            $0.width.equalToSuperview()
            $0.height.equalTo(900)
        }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.superview(of: "contentView") == "scrollView")
        #expect(session.layout.frame(of: "contentView") == Rect(x: 0, y: 0, width: 375, height: 900))

        let (objc, objcOutput) = runScript("""
        root 375x667
        UIScrollView *scroll = [UIScrollView new];
        [self.view addSubview:scroll];
        [scroll addSubview:self.contentView];
        """)
        #expect(!objc.failed, "\(objcOutput.errors)")
        #expect(objc.layout.superview(of: "contentView") == "scroll")
    }
}
