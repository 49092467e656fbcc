import Testing
@testable import Messages

/// The catalogue is whole: every key has words in every language, each translation uses
/// exactly the placeholders the English one does, and plural entries have as many forms
/// as the language has.
struct MessageCatalogTests {
    static func placeholders(_ text: String) -> Set<Int> {
        var found: Set<Int> = []
        let characters = Array(text)
        for index in characters.indices.dropLast(2) where characters[index] == "{" && characters[index + 2] == "}" {
            if let n = characters[index + 1].wholeNumberValue { found.insert(n) }
        }
        return found
    }

    @Test(arguments: Language.allCases)
    func everyKeyIsInEveryLanguage(_ language: Language) {
        let table = MessageCatalog.table(language)
        let missing = MessageKey.allCases.filter { table[$0] == nil }
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
        #expect(table.count == MessageKey.allCases.count)
    }

    @Test(arguments: [Language.ru, .zh])
    func everyPlaceholderIsUsed(_ language: Language) {
        for key in MessageKey.allCases {
            guard let english = MessageCatalog.english[key], let translated = MessageCatalog.table(language)[key] else { continue }
            let expected = Self.placeholders(english)
            // Each plural form says the whole sentence, so each carries every placeholder.
            for form in translated.split(separator: "‖", omittingEmptySubsequences: false) {
                #expect(Self.placeholders(String(form)) == expected, "\(language) \(key): '\(form)' vs '\(english)'")
            }
        }
    }

    @Test func englishPlaceholdersRunFromOne() {
        for key in MessageKey.allCases {
            let used = Self.placeholders(MessageCatalog.english[key] ?? "")
            #expect(used.isEmpty || used == Set(1...used.count), "\(key) skips a placeholder")
        }
    }

    @Test(arguments: Language.allCases)
    func pluralEntriesHaveTheLanguagesForms(_ language: Language) {
        for key in MessageKey.allCases where MessageCatalog.english[key]?.contains("‖") == true {
            let forms = (MessageCatalog.table(language)[key] ?? "").split(separator: "‖", omittingEmptySubsequences: false)
            #expect(forms.count == Plural.formCount(in: language), "\(language) \(key)")
        }
    }

    @Test func russianPluralsFollowCLDR() {
        #expect([1, 21, 101].allSatisfy { Plural.form($0, in: .ru) == 0 })
        #expect([2, 3, 4, 22, 34].allSatisfy { Plural.form($0, in: .ru) == 1 })
        #expect([0, 5, 11, 12, 14, 25, 111].allSatisfy { Plural.form($0, in: .ru) == 2 })
        #expect(Plural.form(1, in: .en) == 0 && Plural.form(2, in: .en) == 1)
    }

    @Test func fillsPlacesAndKeepsOtherBraces() {
        #expect(Message.fill("a {1} b {2} {x} {", ["one", "two"]) == "a one b two {x} {")
        #expect(Message(.unknownView, "кнопка").text(in: .ru) == "неизвестное представление 'кнопка'")
        #expect(Message(.unknownView, "按钮").text(in: .zh) == "未知视图 '按钮'")
    }

    @Test func fillReadsOnlyADigitOneToNineBetweenBraces() {
        #expect(Message.fill("{0} {1", ["a"]) == "{0} {1")
        #expect(Message.fill("{{1}}", ["a"]) == "{a}")
        #expect(Message.fill("{9}|{2}", ["a"]) == "|")
        #expect(Message.fill("視图{1}→{2}é", ["à", "按"]) == "視图à→按é")
        #expect(Message.fill("no places", ["a"]) == "no places")
        #expect(Message.fill("{1}{1}", ["x"]) == "xx")
    }
}
