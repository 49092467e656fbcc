import Foundation
import Testing
@testable import Shell

struct CompletionTests {
    let session: Session = {
        runScript("""
        view email, confirm
        metric pad = 20
        H:|-[email]-|
        email.top = root.top + 20
        """).session
    }()

    func complete(_ line: String) -> [String] {
        session.completions(line: line, cursor: line.count)
    }

    @Test func commandWordsAtTheStart() {
        #expect(complete("vi") == ["view"])
        #expect(complete("re").contains("remove"))
        #expect(complete("re").contains("render"))
        #expect(complete("ex") == ["explain", "exercise", "expect", "export", "exit"].filter { complete("ex").contains($0) })
        #expect(complete("em") == ["email."])
    }

    @Test func guidesAndTheirAttributes() {
        let session = runScript("view card\nguide gap in card").session
        func complete(_ line: String) -> [String] { session.completions(line: line, cursor: line.count) }
        #expect(complete("card.top = root.sa") == ["root.safeArea."])
        #expect(complete("card.top = root.safeArea.t") == ["root.safeArea.top", "root.safeArea.trailing"])
        #expect(complete("card.top = root.readableContent.") == ["bottom", "centerX", "centerY", "height", "leading",
                                                                  "left", "right", "top", "trailing", "width"]
            .map { "root.readableContent." + $0 })
        #expect(complete("gap.to") == ["gap.top"])
        #expect(complete("guide g in ca") == ["card"])
        #expect(complete("margins card ") == ["default", "fromsafearea"])
        #expect(complete("margins card fromsafearea ") == ["on", "off"])
        #expect(complete("preserve card ") == ["on", "off"])
        #expect(complete("class card UITable") == ["UITableViewCellContentView"])
        #expect(complete("safe") == ["safearea"])
    }

    @Test func attributesAfterADot() {
        #expect(complete("email.le") == ["email.leading", "email.leadingMargin", "email.left", "email.leftMargin"])
        #expect(complete("email.top = root.to") == ["root.top", "root.topMargin"])
        #expect(complete("nobody.le").isEmpty)
    }

    @Test func viewNamesAsArguments() {
        #expect(complete("show c") == ["confirm"])
        #expect(complete("view x in e") == ["email"])
        #expect(complete("intrinsic ") == ["email", "confirm", "root"])
    }

    @Test func constraintIDsAfterEditingCommands() {
        #expect(complete("remove c") == ["c1", "c2", "c3"])
        #expect(complete("remove g") == ["g1"])
        for command in ["priority", "constant", "activate", "deactivate", "explain"] {
            #expect(complete("\(command) c3") == ["c3"], "\(command)")
        }
        #expect(complete("priority c1 h") == ["high"])
    }

    @Test func visualFormatNamesMetricsAndOptions() {
        #expect(complete("H:|-[em") == ["email"])
        #expect(complete("H:|-p") == ["pad"])
        #expect(complete("V:[email]-[confirm] alignAllL") == ["alignAllLeft", "alignAllLeading", "alignAllLastBaseline"])
    }

    @Test func filesAfterLoadAndSave() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alsh-completion-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("login.al").path, contents: Data())
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("lib"), withIntermediateDirectories: true)
        let base = directory.path + "/"
        #expect(complete("load \(base)lo") == ["\(base)login.al"])
        #expect(complete("save \(base)l") == ["\(base)lib/", "\(base)login.al"])
    }

    @Test func expectOffersKeywordsAndAttributes() {
        #expect(complete("expect am") == ["ambiguous"])
        #expect(complete("expect not ") == ["ambiguous", "broken", "gives", "conflict", "constraint"])
        #expect(complete("expect email.fr") == ["email.frame"])
        #expect(complete("expect broken c") == ["c1", "c2", "c3"])
    }

    @Test func teachingCommandsComplete() {
        #expect(complete("expect gives ") == ["way"])
        #expect(complete("expect gives way c") == ["c1", "c2", "c3"])
        #expect(complete("trace o") == ["on", "off"])
        #expect(complete("compare w") == ["weighted"])
        #expect(complete("exercise em") == ["email"])
        #expect(complete("export sv") == ["svg"])
        #expect(complete("tabl") == ["tableau"])
    }

    @Test func helpOffersCommands() {
        #expect(complete("help und") == ["undo"])
    }
}
