import AutoLayout
import Testing
@testable import Shell

/// Closures given to a call as arguments run where UIKit runs them: `animations:` at
/// once, inside the call; a callback (`completion:`, `onNext:`) after the code, so its
/// layout is not read and a note says so; `forEach({ … })` as `forEach { … }`.
struct PastedClosureTests {
    static let box = """
    root 375x667
    let box = UIView()
    view.addSubview(box)
    box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(40)
        make.width.equalTo(100)
    }
    """

    @Test func anAnimationsBlockIsReadAtOnceAndItsCompletionIsNot() {
        let (session, output) = runScript(Self.box + """

        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
            box.snp.updateConstraints { make in
                make.height.equalTo(80)
            }
            self.view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            box.snp.updateConstraints { make in
                make.width.equalTo(200)
            }
        })
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "box") == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(output.text.contains("note: the closure given as 'completion:' (line 14) runs when the app calls it back"), "\(output.text)")
    }

    @Test func aCallbackIsNotReadAndANoteSaysSo() {
        let (session, output) = runScript(Self.box + """

        viewModel.subscribe(onNext: { [weak self] viewModel in
            box.snp.updateConstraints { $0.width.equalTo(300) }
        }).disposed(by: bag)
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(session.layout.frame(of: "box").width == 100)
        #expect(output.text.contains("'onNext:' (line 9)"), "\(output.text)")
    }

    @Test func aCallbackThatMakesNoLayoutPassesWithoutANote() {
        let (session, output) = runScript(Self.box + """

        viewModel.subscribe(onNext: { [weak self] value in
            self?.title = value
        })
        """)
        #expect(!session.failed, "\(output.errors)")
        #expect(!output.text.contains("note:"), "\(output.text)")
    }

    @Test func forEachWithTheClosureInBracketsIsTheSameLoop() {
        let (session, output) = runScript(Self.box + """

        [box, box].forEach({
            $0.snp.updateConstraints { make in make.left.equalToSuperview().offset(10) }
        })
        stackContents.forEach({ stackView.addArrangedSubview($0) })
        """)
        #expect(session.layout.frame(of: "box").x == 10)
        #expect(output.errors.contains("a loop that makes views or constraints is read only over an array written out"), "\(output.errors)")
        #expect(output.errors.contains("test.al:12:1"), "\(output.errors)")
    }
}
