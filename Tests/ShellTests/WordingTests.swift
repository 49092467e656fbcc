import Messages
import Testing
@testable import Shell

/// Wording a native reader in the field checked (issue 38): the words that read badly
/// before must not come back.
struct WordingTests {
    static func run(_ script: String, _ language: Language) -> String {
        runScript(script, options: SessionOptions(language: language)).output.text
    }

    @Test func chineseParseErrorsSayWhatWasExpectedHere() {
        let text = Self.run("view a\nH:|[a(>=10]\n", .zh)
        #expect(text.contains("此处应为 ',' 或 ')'，却遇到 ']'"), "\(text)")
    }

    @Test func russianPivotsAreChangesOfBasis() {
        let text = Self.run("view a\nH:|[a]\na.width = 200 @750\ntrace on\na.width <= 150\n", .ru)
        #expect(text.contains("замена базиса 1") && !text.contains("поворот"), "\(text)")
    }

    @Test func russianExplainAgreesWithTheAttribute() {
        let text = Self.run("view a b\nc1: a.leading = b.trailing + 12\nc2: a.width = 20\nc3: a.leadingMargin = b.leading\nexplain c1\nexplain c2\nexplain c3\n", .ru)
        #expect(text.contains("ведущий край представления a должен быть равен"))
        #expect(text.contains("ширина представления a должна быть равна 20"))
        #expect(text.contains("ведущее поле представления a должно быть равно"))
        #expect(!text.contains("— это"))
    }

    @Test func chineseKeepsFrameAndItsOwnWords() {
        let text = Self.run("view a\nview b frame 0 0 10 10\nb.width = 20\nhelp hug\nhelp frame\ndirection rtl\n", .zh)
        #expect(!text.contains("框架") && !text.contains("前缘") && !text.contains("吸附"), "\(text)")
        #expect(text.contains("内容拥抱优先级"))
        #expect(text.contains("前导边"))
        #expect(text.contains("冲突: c1 无法与 autoresizing:b.width") || text.contains("、"))
    }

    @Test func chineseListsOfIdsUseTheEnumerationComma() {
        let text = Self.run("view a\nH:|-[a]-|\na.width = 400\n", .zh)
        #expect(text.contains("root:width、c1、c2"), "\(text)")
    }

    @Test func russianSaysParentViewForSuperview() {
        let text = Self.run("view a\nroot.left = root.superview.left\n", .ru)
        #expect(text.contains("родительского представления (superview)") && !text.contains("суперпредставлен"), "\(text)")
    }
}
