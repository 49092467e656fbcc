import Foundation
import Testing
@testable import Shell

/// Anchor calls and `fit` through the shell: completion, the log, save and load.
struct AnchorShellTests {
    let session: Session = {
        runScript("""
        view email, confirm
        email.top = root.top + 20
        """).session
    }()

    func complete(_ line: String) -> [String] {
        session.completions(line: line, cursor: line.count)
    }

    @Test func completesCallLabels() {
        #expect(complete("email.topAnchor.constraint(eq")
                == ["equalTo:", "equalToConstant:", "equalToSystemSpacingAfter:", "equalToSystemSpacingBelow:"])
        #expect(complete("email.topAnchor.constraint(equalTo: confirm.topAnchor, c") == ["constant:"])
        #expect(complete("email.widthAnchor.constraint(equalTo: confirm.widthAnchor, ") == ["constant:", "multiplier:"])
        #expect(complete("NSLayoutConstraint(item: email, ") == ["attribute:"])
        #expect(complete("NSLayoutConstraint(item: email, attribute: .top, relatedBy: .equal, to") == ["toItem:"])
        // Inside the call, anchors are offered with the attributes.
        #expect(complete("email.topAnchor.constraint(equalTo: confirm.bottomA") == ["confirm.bottomAnchor"])
        #expect(complete("email.topAnchor.con") == ["email.topAnchor.constraint("])
        // Outside a call only when no attribute fits what is typed.
        #expect(complete("email.topA") == ["email.topAnchor"])
        #expect(complete("email.to") == ["email.top", "email.topMargin"])
    }

    @Test func completesFit() {
        #expect(complete("fit em") == ["email"])
        #expect(complete("fit email ") == ["width"])
    }

    @Test func aPastedBlockSavesAndLoadsBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-anchors-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/saved.al"
        let (first, output) = runScript("""
        view title button
        intrinsic title -1 24
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            self.title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        side: button.widthAnchor.constraint(equalToConstant: 120).isActive = true
        NSLayoutConstraint(item: button, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
        button.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 2)
        button.centerXAnchor.constraint(equalTo: view.centerXAnchor) @750
        fit title width 200
        fit root
        save \(path)
        """)
        #expect(!first.failed)
        #expect(first.log.count == 9)
        #expect(!first.log.contains { $0.hasPrefix("fit") || $0.contains("activate") || $0.contains("])") })
        #expect(output.text.contains("title fits 200x24 (at width 200, height compressed)"))
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("side: button.widthAnchor.constraint(equalToConstant: 120).isActive = true\n"))
        let second = Session(options: SessionOptions(), output: CapturingOutput())
        #expect(second.runFile(path))
        #expect(first.jsonDocument() == second.jsonDocument())
        // title (16, 20, 343, 24); button below it by 2 × 8, centred: x = 187.5 - 60.
        #expect(first.layout.frame(of: "button") == .init(x: 127.5, y: 60, width: 120, height: 44))
    }

    @Test func fitIsNotAnUndoStep() {
        let (session, _) = runScript("""
        view a
        a.widthAnchor.constraint(equalToConstant: 30)
        fit a
        undo
        """)
        #expect(session.log == ["view a"])
    }
}
