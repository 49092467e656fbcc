import Testing
@testable import Shell

/// A block on root that relates it to its superview (a view's own `snp.makeConstraints`
/// with `equalToSuperview()`, `[self.view mas_makeConstraints:…]` with a lone number): the
/// view above root is out of the paste, and the error says so where the code names it.
struct PastedRootSuperviewTests {
    @Test func aViewsOwnBlockOnItsSuperviewSaysTheSuperviewIsOutOfThePaste() {
        let (session, output) = runScript("""
        root 375x667
        snp.makeConstraints { make in
            make.width.equalTo(270)
            make.centerX.equalToSuperview()
        }
        """)
        #expect(session.failed)
        #expect(output.errors.contains("the code relates root (the view it lays out in) to root's superview, which the paste does not show"),
                "\(output.errors)")
        #expect(output.errors.contains("test.al:4:18"), "\(output.errors)")
        #expect(!output.errors.contains("'root' has no superview"))
        #expect(session.layout.constraints.isEmpty)
    }

    @Test func aBlockOnRootWithinItselfStillReads() {
        let (session, output) = runScript("""
        root 375x667
        snp.makeConstraints { make in
            make.width.equalTo(270)
        }
        """)
        #expect(!session.failed, "\(output.errors)")
    }
}
