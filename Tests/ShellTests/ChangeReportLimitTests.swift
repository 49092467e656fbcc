import Messages
import Testing
import AutoLayout
@testable import Shell

/// The report after one command lists at most `ChangeReport.frameLimit` changed frames in
/// their usual order, then one line counting the rest and naming `frames` (SPEC §10: a
/// rotation of a big layout moves every view). `--json` and `frames` still list them all.
struct ChangeReportLimitTests {
    /// `count` views, each as wide as root less its index: a resize moves all of them.
    static func script(_ count: Int) -> String {
        var lines = ["view " + (0..<count).map { "v\($0)" }.joined(separator: " ")]
        for i in 0..<count {
            lines += ["v\(i).left = root.left", "v\(i).top = root.top + \(i)",
                      "v\(i).width = root.width - \(i)", "v\(i).height = 10"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines printed by the last command of `script` + `last`.
    static func report(views: Int, _ last: String, language: Language = .en) -> [String] {
        let (session, output) = runScript(script(views), options: SessionOptions(language: language))
        let before = output.text.count
        session.run(ScriptLineSource(text: last + "\n"), origin: "test.al")
        #expect(!session.failed)
        return String(output.text.dropFirst(before)).split(separator: "\n").map(String.init)
    }

    @Test func aBigChangeListsTheFirstFramesAndCountsTheRest() {
        // root and 60 views move: 50 listed, 11 counted.
        let lines = Self.report(views: 60, "root 400x700")
        #expect(lines.count == ChangeReport.frameLimit + 1)
        #expect(lines.first == "root: (0, 0, 375, 667) → (0, 0, 400, 700)")
        #expect(lines[1] == "v0:   (0, 0, 375, 10) → (0, 0, 400, 10)")
        // The usual order (root, then declaration order), cut after the 50th frame.
        #expect(lines[ChangeReport.frameLimit - 1].hasPrefix("v48:"))
        #expect(lines.last == "… 11 more frames changed: 'frames' lists every frame")
    }

    @Test func aReportOfExactlyTheLimitHasNoCountLine() {
        // root and 49 views: 50 frames, all listed.
        let lines = Self.report(views: 49, "root 400x700")
        #expect(lines.count == ChangeReport.frameLimit)
        #expect(lines.last?.hasPrefix("v48:") == true)
        #expect(!lines.contains { $0.contains("'frames'") })
    }

    @Test func oneMoreFrameIsSaidInTheSingular() {
        let lines = Self.report(views: 50, "rotate")
        #expect(lines.count == ChangeReport.frameLimit + 1)
        #expect(lines.last == "… 1 more frame changed: 'frames' lists every frame")
    }

    @Test func theCountLineIsTranslated() {
        #expect(Self.report(views: 60, "root 400x700", language: .ru).last
                == "… ещё 11 фреймов изменились: 'frames' выводит все фреймы")
        #expect(Self.report(views: 60, "root 400x700", language: .zh).last
                == "… 另有 11 个 frame 改变了：'frames' 列出所有 frame")
    }

    @Test func framesAndJSONStillListEveryView() {
        let (session, output) = runScript(Self.script(60) + "root 400x700\n")
        let before = output.text.count
        session.run(ScriptLineSource(text: "frames\n"), origin: "test.al")
        let frames = String(output.text.dropFirst(before)).split(separator: "\n")
        #expect(frames.count == 61)
        #expect(frames.last?.contains("(0, 59, 341, 10)") == true)
        let json = session.jsonDocument()
        #expect((0..<60).allSatisfy { json.contains("\"v\($0)\"") })
    }

    /// `count` views of fixed frames, each with an optional `width <= 300`: narrowing
    /// nothing, then widening each view past it breaks all of them at once.
    static func optionals(_ count: Int) -> String {
        var lines = ["view " + (0..<count).map { "w\($0)" }.joined(separator: " ")]
        for i in 0..<count {
            lines += ["w\(i).left = root.left", "w\(i).top = root.top + \(i)", "w\(i).height = 1",
                      "w\(i).width = root.width - 100", "w\(i).width <= 300 @500"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func constraintsThatGiveWayOrHoldAgainAreCountedPastTheLimit() {
        let (session, output) = runScript(Self.optionals(53))
        var before = output.text.count
        session.run(ScriptLineSource(text: "root 600x700\n"), origin: "test.al")
        let broke = String(output.text.dropFirst(before)).split(separator: "\n").map(String.init)
        let givesWay = broke.filter { $0.contains(" gives way by ") }
        #expect(givesWay.count == ChangeReport.constraintLimit)
        #expect(broke.last == "… 3 more constraints give way: 'constraints' lists each one's state")

        before = output.text.count
        session.run(ScriptLineSource(text: "root 375x700\n"), origin: "test.al")
        let held = String(output.text.dropFirst(before)).split(separator: "\n").map(String.init)
        #expect(held.filter { $0.contains(" holds again") }.count == ChangeReport.constraintLimit)
        #expect(held.last == "… 3 more constraints hold again: 'constraints' lists each one's state")
        #expect(!session.failed, "\(output.errors)")
    }

    @Test func theConstraintCountLinesAreTranslated() {
        let (session, output) = runScript(Self.optionals(51), options: SessionOptions(language: .ru))
        let before = output.text.count
        session.run(ScriptLineSource(text: "root 600x700\n"), origin: "test.al")
        #expect(String(output.text.dropFirst(before)).split(separator: "\n").last
                == "… ещё 1 ограничение уступает: 'constraints' показывает состояние каждого")
        let (zhSession, zhOutput) = runScript(Self.optionals(52), options: SessionOptions(language: .zh))
        let zhBefore = zhOutput.text.count
        zhSession.run(ScriptLineSource(text: "root 600x700\n"), origin: "test.al")
        #expect(String(zhOutput.text.dropFirst(zhBefore)).split(separator: "\n").last
                == "… 另有 2 个约束让步了：'constraints' 列出每个约束的状态")
    }
}
