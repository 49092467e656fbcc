import AutoLayout
import Testing
@testable import Shell

/// What `addSubview` and `addArrangedSubview` take in pasted code is a view: one named
/// like root's edges or guides is the app's view of that name, and one only the app's
/// code out of sight can say (another object's property, a method's result) is refused
/// where it stands, by words that say so.
struct PastedAddedViewTests {
    @Test func aViewNamedLikeAnEdgeIsTheView() {
        let (session, output) = runScript("""
        [self.view addSubview:self.left];
        [self.view addSubview:self.right];
        [self.left mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.top.equalTo(self.view);
            make.right.equalTo(self.right.mas_left).offset(-8);
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.hasView("left") && session.layout.hasView("right"))
        #expect(constraintLines(session) == ["left.left == root.left", "left.top == root.top", "left.right == right.left - 8"])
    }

    /// Objective-C has no bare `view` for the controller's: `UIView *view = [UIView new]`
    /// is a view of its own, and `self.view` beside it is still root.
    @Test func anObjectiveCLocalNamedViewIsTheViewItMade() {
        let (session, output) = runScript("""
        UIView *view = [UIView new];
        [self.view addSubview:view];
        [view mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.right.equalTo(@0);
            make.height.equalTo(@200);
            make.center.equalTo(self.view);
        }];
        UIView *inner = [UIView new];
        [view addSubview:inner];
        [inner mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(view).insets(UIEdgeInsetsMake(10, 10, 10, 10));
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.superview(of: "view") == "root")
        #expect(session.layout.superview(of: "inner") == "view")
        #expect(constraintLines(session).prefix(3) == ["view.left == root.left", "view.right == root.right", "view.height == 200"])
    }

    @Test func aChildControllerNamedLikeAGuideIsItsView() {
        let (session, output) = runScript("""
        let content = ContentViewController()
        addChild(content)
        view.addSubview(content.view)
        content.view.snp.makeConstraints {
            $0.edges.equalToSuperview()
        }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session).first == "content.top == root.top")
    }

    @Test func anotherObjectsViewIsOneAlshCannotTell() {
        let (_, output) = runScript("""
        [self.view addSubview:alert.backgroundView];
        let stack = UIStackView()
        view.addSubview(stack)
        holder.customStackView.addArrangedSubview(stack)
        stack.addArrangedSubview(makeButton(action))
        """)
        #expect(output.errors.contains("alsh cannot tell which view 'alert.backgroundView' is from the paste") && output.errors.contains("test.al:1:23"),
                "\(output.errors)")
        // The stack is what alsh cannot tell here, not the view it arranges.
        #expect(output.errors.contains("alsh cannot tell which view 'holder.customStackView' is") && output.errors.contains("test.al:4:1"))
        #expect(output.errors.contains("alsh cannot tell which view 'makeButton(action)' is") && output.errors.contains("test.al:5:26"))
        #expect(!output.errors.contains("expected a view name"))
    }
}
