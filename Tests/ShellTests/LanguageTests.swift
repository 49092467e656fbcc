import AutoLayout
import Foundation
import Messages
import Testing
@testable import Shell

/// SPEC §11: the language comes from `--lang`, else the locale; names may be written in
/// any letters; columns and carets line up under wide characters.
struct LanguageTests {
    // MARK: choosing the language

    @Test func langFlagChoosesTheWords() throws {
        let run = try AlshBinary.run(["--lang", "zh", "-"], input: "view a\na.widht = 10\n")
        #expect(run.status == 1)
        #expect(run.stderr.contains("错误: 未知属性 'widht'"), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("是否想输入 'width'？"))
        #expect(run.stdout.contains("a: (0, 0, 0, 0) （新）"), "stdout: \(run.stdout)")
    }

    @Test func localeVariablesInPOSIXOrder() throws {
        let input = "nonsense\n"
        let russian = try AlshBinary.run(["-"], input: input, environment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("ошибка: неизвестная команда 'nonsense'"), "stderr: \(russian.stderr)")
        // LC_MESSAGES outranks LANG, and LC_ALL both; C means English.
        let chinese = try AlshBinary.run(["-"], input: input, environment: ["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"])
        #expect(chinese.stderr.contains("错误: 未知命令 'nonsense'"), "stderr: \(chinese.stderr)")
        let english = try AlshBinary.run(["-"], input: input, environment: ["LANG": "ru_RU.UTF-8", "LC_ALL": "C"])
        #expect(english.stderr.contains("error: unknown command 'nonsense'"), "stderr: \(english.stderr)")
        // An empty variable is as good as unset.
        let skipped = try AlshBinary.run(["-"], input: input, environment: ["LC_ALL": "", "LANG": "zh_CN.UTF-8"])
        #expect(skipped.stderr.contains("错误"), "stderr: \(skipped.stderr)")
        // --lang wins over the locale.
        let flag = try AlshBinary.run(["--lang", "en", "-"], input: input, environment: ["LANG": "ru_RU.UTF-8"])
        #expect(flag.stderr.contains("error: unknown command"), "stderr: \(flag.stderr)")
    }

    @Test func unknownLanguageIsAnArgumentError() throws {
        let run = try AlshBinary.run(["--lang", "fr"], input: "")
        #expect(run.status == 2)
        #expect(run.stderr.contains("fr"), "stderr: \(run.stderr)")
    }

    // MARK: names in any letters

    @Test func namesInCyrillicAndChineseAreViews() {
        let (session, output) = runScript("view кнопка 按钮 é_2\nH:|-[кнопка]-[按钮(==кнопка)]-|\nexpect 按钮.width == 167.5\n")
        #expect(!session.failed, "\(output.text)")
        #expect(session.layout.hasView("é_2"))
    }

    @Test func composedAndDecomposedSpellingsAreOneName() {
        let decomposed = "e\u{301}cran"
        let (session, output) = runScript("view \(decomposed)\n\u{e9}cran.width = 40\nframes\n")
        #expect(!session.failed, "\(output.text)")
        // Stored and printed composed, whichever way it was typed.
        #expect(session.layout.hasView("\u{e9}cran"))
        #expect(output.text.unicodeScalars.contains("\u{e9}"))
        #expect(!output.text.unicodeScalars.contains("\u{301}"))
    }

    @Test func aNameStillCannotStartWithADigitOrHoldPunctuation() {
        let (session, output) = runScript("view 1号\nview 按钮。\n")
        #expect(session.failed)
        #expect(!session.layout.hasView("1号"))
        #expect(output.text.contains("invalid view name '1号'"))
    }

    // MARK: columns

    /// Where the text after the first run of two or more spaces begins, in display columns.
    static func valueColumn(_ line: Substring) -> Int? {
        let text = String(line)
        guard let gap = text.range(of: "  ", options: [], range: text.index(after: text.firstIndex { $0 != " " } ?? text.startIndex)..<text.endIndex) else { return nil }
        var end = gap.upperBound
        while end < text.endIndex, text[end] == " " { end = text.index(after: end) }
        return String(text[..<end]).displayWidth
    }

    @Test func framesLineUpWithChineseNames() {
        let (_, output) = runScript("view 邮箱 确认邮箱 b\nframes\n")
        let rows = output.text.split(separator: "\n").filter { $0.hasPrefix("root") || $0.hasPrefix("  ") }
        #expect(rows.count == 4, "\(output.text)")
        let columns = Set(rows.map { Self.valueColumn($0) })
        #expect(columns.count == 1, "frames do not line up:\n\(rows.joined(separator: "\n"))")
    }

    @Test func constraintTablesLineUpWithChineseNames() {
        let (_, output) = runScript("""
        view 邮箱 确认邮箱
        邮箱.width == 100
        确认邮箱.width == 邮箱.width
        确认邮箱.width == 50
        """)
        // The conflict lists ids and texts in columns; 'c3' is broken.
        let rows = output.text.split(separator: "\n").filter { $0.hasPrefix("  c") }
        #expect(rows.count >= 3, "\(output.text)")
        let texts = rows.map { row -> Int? in
            let trimmed = row.drop { $0 == " " }
            guard let space = trimmed.firstIndex(of: " ") else { return nil }
            var start = space
            while start < trimmed.endIndex, trimmed[start] == " " { start = trimmed.index(after: start) }
            return 2 + String(trimmed[..<start]).displayWidth
        }
        #expect(Set(texts).count == 1, "\(rows.joined(separator: "\n"))")
        let (_, listing) = runScript("view 邮箱 b\n邮箱.width == 100\nb.width == 邮箱.width @750\nb.width == 30 @250\nb.width == 10 @100\nconstraints\n")
        // Notes start one column past the widest text, measured in display columns.
        let notes = listing.text.split(separator: "\n").filter { $0.hasPrefix("c") && $0.contains("  gives way") }
        #expect(notes.count == 2, "\(listing.text)")
        let expected = "c2  ".displayWidth + "b.width == 邮箱.width @750".displayWidth + 2
        for line in notes {
            let start = line.range(of: "gives way")!.lowerBound
            #expect(String(line[..<start]).displayWidth == expected, "\(listing.text)")
        }
    }

    @Test func caretStandsUnderTheWordAfterWideCharacters() throws {
        let (_, output) = runScript("view 按钮\n按钮.width = 按钮.heigth\n")
        let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let source = try #require(lines.firstIndex { $0.hasSuffix("按钮.width = 按钮.heigth") })
        let code = lines[source], caret = lines[source + 1]
        let wordStart = code.range(of: "heigth")!.lowerBound
        let caretStart = caret.firstIndex(of: "^")!
        // The same display column in both lines.
        #expect(String(code[..<wordStart]).displayWidth == String(caret[..<caretStart]).displayWidth, "\(code)\n\(caret)")
        #expect(caret.contains("^~~~~~ did you mean 'height'?"))
    }

    @Test func renderGivesWideNamesTwoColumns() {
        var canvas = Canvas(columns: 12, rows: 3)
        canvas.box(left: 0, top: 0, right: 11, bottom: 2, label: "按钮标签")
        let rows = canvas.text.split(separator: "\n").map(String.init)
        #expect(rows[0] == "┌按钮标签──┐")
        #expect(rows.allSatisfy { $0.displayWidth == 12 }, "\(rows)")
        // Cut to the room there is, counting columns: 6 columns hold two characters and '…'.
        var narrow = Canvas(columns: 8, rows: 3)
        narrow.box(left: 0, top: 0, right: 7, bottom: 2, label: "按钮标签")
        let top = String(narrow.text.split(separator: "\n")[0])
        #expect(top == "┌按钮…─┐")
        #expect(top.displayWidth == 8)
        // A box drawn over half of a wide character blanks the other half.
        var overlap = Canvas(columns: 12, rows: 4)
        overlap.box(left: 0, top: 0, right: 11, bottom: 3, label: "按钮标签")
        overlap.put(0, 2, "x")
        let first = String(overlap.text.split(separator: "\n")[0])
        #expect(first.displayWidth == 12, "\(first)")
        #expect(first == "┌ x钮标签──┐")
    }

    @Test func displayWidths() {
        #expect("abc".displayWidth == 3)
        #expect("按钮".displayWidth == 4)
        #expect("кнопка".displayWidth == 6)
        #expect("e\u{301}".displayWidth == 1)
        #expect("ｆｕｌｌ".displayWidth == 8)
        #expect("按".padded(toWidth: 5) == "按   ")
    }
}
