import Testing
@testable import Shell

/// Loops whose passes only the app can count (Objective-C's `for (int i = 0; …)` and
/// `for (UIView *v in views)`, Swift's `for (i, v) in views.enumerated()`): refused at the
/// header when their body makes layout, never passed over in silence.
struct PastedLoopTests {
    @Test func aCountedObjectiveCLoopThatMakesViewsIsRefusedAtItsHeader() {
        let (session, output) = runScript("""
        root 375x667
        UIView *last = self.view;
        for (int i = 0; i < 6; i++) {
            UIView *box = UIView.new;
            [self.view addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(last).insets(UIEdgeInsetsMake(20, 20, 20, 20));
            }];
            last = box;
        }
        """)
        #expect(session.failed)
        #expect(output.errors.contains("a loop that makes views or constraints is read only over an array written out"), "\(output.errors)")
        #expect(output.errors.contains("test.al:3:1"), "\(output.errors)")
        #expect(output.errors.contains("paste the loop's body once for each pass"), "\(output.errors)")
        #expect(session.layout.constraints.isEmpty)
    }

    @Test func anObjectiveCLoopOverAnArrayAndASwiftTupleLoopAreRefusedToo() {
        let (session, output) = runScript("""
        root 375x667
        for (UIView *v in self.cards) {
            [self.view addSubview:v];
        }
        for (index, field) in fields.enumerated() {
            view.addSubview(field)
        }
        """)
        #expect(session.failed)
        #expect(output.errors.contains("test.al:2:1"), "\(output.errors)")
        #expect(output.errors.contains("test.al:5:1"), "\(output.errors)")
        #expect(output.errors.contains("write the views in brackets"), "\(output.errors)")
    }

    @Test func aCountedLoopThatMakesNoLayoutPassesQuietly() {
        let (session, output) = runScript("""
        root 375x667
        for (int i = 0; i < 3; i++) {
            total += i;
        }
        """)
        #expect(!session.failed, "\(output.errors)")
    }
}
