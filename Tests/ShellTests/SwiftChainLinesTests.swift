import AutoLayout
import Testing
@testable import Shell

/// A Swift chain written over lines, each going on with `.` (`label`, `.snp`,
/// `.makeConstraints { … }`): in a script, whose next line is known, it is one statement,
/// as Swift reads it; a name alone on its line is then no unknown command.
struct SwiftChainLinesTests {
    @Test func aBlockOverLinesIsOneStatement() {
        let (session, output) = runScript("""
        let label = UILabel()
        view.addSubview(label)
        label
            .snp
            .makeConstraints { make in
                make.top.equalToSuperview().offset(20)
                make.leading.equalToSuperview()
            }
        label.snp
            .updateConstraints { make in
                make.top.equalToSuperview().offset(30)
            }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == ["label.top == root.top + 20", "label.leading == root.leading"])
        #expect(session.layout.frame(of: "label").y == 30)
    }

    @Test func aChainThatMakesNoLayoutPassesQuietly() {
        let (session, output) = runScript("""
        viewStore
            .publisher
            .title
            .sink { [weak self] title in
                self?.title = title
            }
            .store(in: &cancellables)
        view box
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.hasView("box"))
    }

    @Test func aProjectedValueStartsAChain() {
        let (session, output) = runScript("""
        viewModel.$spinnerVisible
            .receive(on: DispatchQueue.main)
            .store(in: &cancellables)
        trackingManager
            .$status
            .store(in: &cancellables)
        view box
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.hasView("box"))
    }

    @Test func snapKitsOldAttributeNamesAreTargets() {
        let (session, output) = runScript("""
        let button = UIButton()
        view.addSubview(button)
        let label = UILabel()
        view.addSubview(label)
        label.snp.makeConstraints { make in
            make.top.equalTo(button.snp_bottomMargin).offset(50)
            make.left.equalTo(button.snp_left)
        }
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(constraintLines(session) == ["label.top == button.bottomMargin + 50", "label.left == button.left"])
    }

    @Test func aNameAloneWithNoChainAfterItIsStillACommand() {
        let (_, output) = runScript("""
        viewStore
        view box
        """)
        #expect(output.errors.contains("unknown command 'viewStore'"), "\(output.errors)")
    }
}
