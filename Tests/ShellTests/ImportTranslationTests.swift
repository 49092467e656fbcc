import AutoLayout
import Foundation
import Messages
import Testing
import Interchange
@testable import Shell

/// Issue 14's leftovers: what the log parser, the Interface Builder reader and the command
/// line say is worded in the session's language like everything else, and `why` never
/// names an empty list of views.
struct ImportTranslationTests {
    static let include = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts/include").path

    /// A fresh folder for files this test writes; removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("alsh-import-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ script: String, _ language: Language) -> CapturingOutput {
        runScript(script, options: SessionOptions(language: language)).output
    }

    // MARK: why, on a view held only by its own size

    @Test func whyOnAViewHeldOnlyByItsOwnSizeNamesNoEmptyList() {
        let script = "view l\nintrinsic l 100 20\nwhy l.x\n"
        let expected: [Language: String] = [
            .en: "hug:l.width, resist:l.width constrain only this view, and nothing ties it to root",
            .ru: "hug:l.width, resist:l.width относятся только к этому представлению, и ничто не привязывает его к root",
            .zh: "hug:l.width, resist:l.width 只约束该视图本身，没有任何约束把它与 root 相连",
        ]
        for (language, sentence) in expected {
            let text = Self.run(script, language).text
            #expect(text.contains(sentence), "\(language): \(text)")
            // The old sentence: "… tie it to , but nothing ties those views to root".
            #expect(!text.contains(" to , ") && !text.contains(" к , ") && !text.contains("与  相连"), "\(language): \(text)")
        }
        // One constraint of its own: the singular.
        let one = Self.run("view l\nl.width = 40\nwhy l.x\n", .en).text
        #expect(one.contains("constrains only this view, and nothing ties it to root"), "\(one)")
    }

    // MARK: the conflict log

    @Test func logProblemsAreInTheSessionsLanguage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("bad.log")
        try """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600003f0c0a0 UILabel:0x7fb5c8d0e4f0.widht == 100   (active)>",
            "<NSLayoutConstraint:0x600003f0c0b0 UILabel:0x7fb5c8d0e4f0.width == 100   (active)>",
            "<private>"
        )
        """.write(to: log, atomically: true, encoding: .utf8)
        let english = Self.run("import \(log.path)\n", .en).text
        #expect(english.contains("unknown attribute 'widht'"), "\(english)")
        #expect(english.contains("the system log redacted this constraint"), "\(english)")
        let russian = Self.run("import \(log.path)\n", .ru).text
        #expect(russian.contains("пропущена строка 3: неизвестный атрибут 'widht'"), "\(russian)")
        #expect(russian.contains("системный журнал скрыл это ограничение"), "\(russian)")
        let chinese = Self.run("import \(log.path)\n", .zh).text
        #expect(chinese.contains("已跳过第 3 行：未知属性 'widht'"), "\(chinese)")
        #expect(chinese.contains("系统日志隐去了这条约束"), "\(chinese)")
        for text in [russian, chinese] {
            #expect(!text.contains("unknown attribute") && !text.contains("redacted"), "\(text)")
        }
    }

    @Test func everyParserFailureIsACatalogueSentence() {
        // Each line stops the parser at a different place; none may come back in English
        // in a Russian or Chinese session.
        let lines = ["<NSLayoutConstraint:0x1 UILabel:0x2.width == 100",
                     "<NSLayoutConstraint 0x1 UILabel:0x2.width == 100>",
                     "<NSLayoutConstraint:0x1 UILabel:0x2.width == >",
                     "<NSLayoutConstraint:0x1 UILabel:0x2.width ~ 5>",
                     "<NSLayoutConstraint:0x1 UILabel:0x2.leading == 5>",
                     "<NSLayoutConstraint:0x1 UILabel:0x2.widht == 5>",
                     "<NSLayoutConstraint:0x1 UILabel:0x2.width == 5 @2000>",
                     "<NSLayoutConstraint:0x1 H:[UILabel:0x2]-(8)-[UILabel:0x3]-(8)-[UILabel:0x4]>"]
        for line in lines {
            let problems = LogImport().parse(line + "\n").problems
            #expect(problems.count == 1, "\(line): \(problems)")
            for problem in problems {
                #expect(problem.sentence.key != .verbatim, "\(line)")
                #expect(HelpTranslationTests.hasNative(problem.sentence.text(in: .ru), .ru), "\(line): \(problem.message)")
                #expect(HelpTranslationTests.hasNative(problem.sentence.text(in: .zh), .zh), "\(line): \(problem.message)")
            }
        }
    }

    // MARK: Interface Builder documents

    @Test func unreadableDocumentsAreInTheSessionsLanguage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.xib")
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>".write(to: broken, atomically: true, encoding: .utf8)
        let mac = folder.appendingPathComponent("mac.xib")
        try "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>\n".write(to: mac, atomically: true, encoding: .utf8)
        // A script stops at its first error: one import each.
        func errors(_ language: Language) -> String {
            Self.run("import \(broken.path)\n", language).errors + Self.run("import \(mac.path)\n", language).errors
        }
        let english = errors(.en)
        #expect(english.contains("not well-formed XML"), "\(english)")
        #expect(english.contains("'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS document; only UIKit (CocoaTouch) documents are read"), "\(english)")
        let russian = errors(.ru)
        #expect(russian.contains("неправильный XML"), "\(russian)")
        #expect(russian.contains("'com.apple.InterfaceBuilder3.Cocoa.XIB' — не документ iOS; читаются только документы UIKit (CocoaTouch)"), "\(russian)")
        let chinese = errors(.zh)
        #expect(chinese.contains("XML 格式不正确"), "\(chinese)")
        #expect(chinese.contains("'com.apple.InterfaceBuilder3.Cocoa.XIB' 不是 iOS 文档；只读取 UIKit（CocoaTouch）文档"), "\(chinese)")
    }

    @Test func readerNotesAndSceneErrorsAreInTheSessionsLanguage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOfFile: "\(Self.include)/cells.xib", encoding: .utf8)
        let odd = folder.appendingPathComponent("odd.xib")
        try source.replacingOccurrences(of: "retina4_7", with: "retina99").write(to: odd, atomically: true, encoding: .utf8)
        let english = Self.run("import \(odd.path)\n", .en).text
        #expect(english.contains("note: line 5: unknown device 'retina99'; sizes come from the stored frames"), "\(english)")
        let russian = Self.run("import \(odd.path)\n", .ru).text
        #expect(russian.contains("примечание: строка 5: неизвестное устройство 'retina99'"), "\(russian)")
        #expect(russian.contains("в документе нет устройства: размеры из сохранённых фреймов"), "\(russian)")
        let portrait = Self.run("import \(Self.include)/cells.xib\n", .zh).text
        #expect(portrait.contains("iPhone 8（retina4_7），纵向"), "\(portrait)")
        let misplaced = Self.run("import \(Self.include)/dangling.xib\n", .ru).text
        #expect(misplaced.contains("смещено: hologram_view_1 (holo): во время выполнения фрейм будет"), "\(misplaced)")
        let chinese = Self.run("import \(odd.path)\n", .zh).text
        #expect(chinese.contains("注：第 5 行：未知设备 'retina99'"), "\(chinese)")

        let scene = "import \(Self.include)/screens.storyboard scene Nowhere\n"
        let russianScene = Self.run(scene, .ru).errors
        #expect(russianScene.contains("нет сцены 'Nowhere'") && russianScene.contains("сцены: "), "\(russianScene)")
        let chineseScene = Self.run(scene, .zh).errors
        #expect(chineseScene.contains("没有场景 'Nowhere'") && chineseScene.contains("场景："), "\(chineseScene)")
    }

    // MARK: the command line

    @Test func theSynopsisUnderAnArgumentErrorFollowsTheLanguage() throws {
        let english = try AlshBinary.run(["--lang", "en", "--jsn"])
        #expect(english.stderr.contains("usage: alsh [-i] [--json] [--echo] [--no-color] [--lang en|ru|zh] [FILE... | -]"), "\(english.stderr)")
        #expect(english.stderr.contains("       alsh --resume [--lang en|ru|zh]\n"), "\(english.stderr)")
        let russian = try AlshBinary.run(["--lang", "ru", "--jsn"])
        #expect(russian.stderr.contains("использование: alsh [-i]"), "\(russian.stderr)")
        #expect(russian.stderr.contains("\n               alsh --resume [--lang en|ru|zh]\n"), "\(russian.stderr)")
        let chinese = try AlshBinary.run(["--lang", "zh", "--jsn"])
        #expect(chinese.stderr.contains("用法：alsh [-i]"), "\(chinese.stderr)")
        #expect(!chinese.stderr.contains("usage:"), "\(chinese.stderr)")
    }
}
