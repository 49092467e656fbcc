import AutoLayout
import Testing
@testable import Shell

/// What Masonry and SnapKit make of a chain that goes on after its relation: a value
/// given again (Masonry's constant), a second relation, an attribute (often `with`
/// mistyped). The expected lines and messages follow Masonry's MASViewConstraint.m and
/// MASCompositeConstraint.m.
struct MakerRelationTests {
    @Test func aNumberGivenAgainIsTheConstant() {
        let (session, output) = runScript("""
        view box, other
        [other mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.mas_equalTo(box.mas_bottom).mas_equalTo(15);
            make.size.equalTo(box).equalTo(CGSizeMake(4, 2));
        }];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == ["other.top == box.bottom + 15", "other.width == box.width + 4", "other.height == box.height + 2"])
    }

    @Test func anotherTargetOrRelationIsMasonrysAssertion() {
        let (session, output) = runScript("""
        view box, other
        [other mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.mas_equalTo(box.mas_right).mas_equalTo(box);
        }];
        [other mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.mas_equalTo(box.mas_right).mas_greaterThanOrEqualTo(4);
        }];
        """)
        #expect(output.errors.contains("'mas_equalTo' sets the relation a second time") && output.errors.contains("test.al:3:42"),
                "\(output.errors)")
        #expect(output.errors.contains("'mas_greaterThanOrEqualTo' sets the relation a second time") && output.errors.contains("test.al:6:42"))
        #expect(!output.errors.contains("unknown method"))
        #expect(constraintLines(session).isEmpty)
    }

    @Test func anAttributeAfterTheRelationIsSaidAsTheLibraryHasIt() {
        let (session, output) = runScript("""
        view box
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(self.view).width.insets(UIEdgeInsetsMake(10, 10, 50, 10));
        }];
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.view).width.offset(10);
        }];
        """)
        #expect(output.errors.contains("'width' after the relation: Masonry adds it to the statement as a constraint of its own with no target, 'box.width == 0'"),
                "\(output.errors)")
        #expect(output.errors.contains("test.al:3:35") && output.errors.contains("did you mean 'with'?"))
        #expect(output.errors.contains("Attributes should be chained before defining the constraint relation") && output.errors.contains("test.al:6:33"))
        #expect(!output.errors.contains("a method the app added"))
        #expect(constraintLines(session).isEmpty)
    }

    @Test func snapKitHasNoAttributeAfterTheRelation() {
        let (_, output) = runScript("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().width.inset(8)
        }
        """)
        #expect(output.errors.contains("'width' after the relation: SnapKit has no such member there, so the code does not compile"),
                "\(output.errors)")
    }
}
