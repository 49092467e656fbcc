import AutoLayout
import Testing
@testable import Shell

/// Layout margins set in pasted code are the `margins` command's: whole
/// (`layoutMargins = UIEdgeInsets(…)`, `directionalLayoutMargins = …`,
/// `setLayoutMargins:`) or one side (`layoutMargins.left = 8`, the others kept).
struct PastedMarginsTests {
    @Test func swiftSetsAStacksMarginsBeforeAddingIt() {
        let (session, output) = runScript("""
        root 375x667
        let row = UIStackView()
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 0)
        view.addSubview(row)
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.info(of: "row")?.explicitMargins == Margins(top: 10, left: 12, bottom: 10, right: 0))
        #expect(session.log.contains("margins row 10 12 10 0"), "\(session.log)")
    }

    @Test func oneSideKeepsTheOthers() {
        let (session, output) = runScript("""
        root 375x667
        let card = UIView()
        view.addSubview(card)
        card.layoutMargins.left = 30
        card.directionalLayoutMargins.trailing = 4
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.info(of: "card")?.explicitMargins == Margins(top: 8, left: 30, bottom: 8, right: 4))
    }

    @Test func aViewsOwnCodeSetsRootsMargins() {
        let (session, output) = runScript("""
        root 375x667
        layoutMargins.left = 40
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.info(of: "root")?.explicitMargins?.left == 40)
    }

    @Test func objectiveCSetsThemByPropertyAndByMessage() {
        let (session, output) = runScript("""
        root 375x667
        UIView *red = [UIView new];
        UIView *blue = [UIView new];
        [self.view addSubview:red];
        [self.view addSubview:blue];
        red.layoutMargins = UIEdgeInsetsMake(5, 5, 5, 100);
        [blue setLayoutMargins:UIEdgeInsetsZero];
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.info(of: "red")?.explicitMargins == Margins(top: 5, left: 5, bottom: 5, right: 100))
        #expect(session.layout.info(of: "blue")?.explicitMargins == Margins.zero)
    }
}

extension PastedMarginsTests {
    @Test func marginsOfAValueOutOfSightAreRefusedByItsName() {
        let (session, output) = runScript("""
        root 375x667
        let button = UIButton()
        view.addSubview(button)
        button.directionalLayoutMargins = NSDirectionalEdgeInsets(top: ViewMetrics.inset, leading: 0, bottom: 8, trailing: 0)
        button.layoutMargins.top = inset
        """)
        #expect(session.failed)
        #expect(output.errors.contains("unknown metric 'ViewMetrics.inset'"), "\(output.errors)")
        #expect(output.errors.contains("unknown metric 'inset'"), "\(output.errors)")
        #expect(session.layout.info(of: "button")?.explicitMargins == nil)
    }
}
