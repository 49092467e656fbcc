import AutoLayout
import Foundation
import Messages
import Testing
@testable import Shell

/// The Russian and Chinese help (SPEC §11): a page for every command, the same examples
/// and code as the English page, prose in the language itself, and `help` rendering it.
struct HelpTranslationTests {
    static let translated: [Language] = [.ru, .zh]
    static let commands = CommandTable.all.map(\.name)

    static func english(_ name: String) -> HelpPage {
        let spec = CommandTable.spec(named: name)!
        return HelpPage(summary: spec.summary, discussion: spec.discussion)
    }

    static func table(_ language: Language) -> [String: HelpPage] {
        language == .ru ? HelpPages.russian : HelpPages.chinese
    }

    /// A letter of the language's own script: Cyrillic for Russian, a CJK ideograph for
    /// Chinese. Code and identifiers are Latin in every language, so prose is told by this.
    static func isNative(_ scalar: Unicode.Scalar, _ language: Language) -> Bool {
        switch language {
        case .ru: (0x0400...0x04FF).contains(scalar.value)
        case .zh: (0x4E00...0x9FFF).contains(scalar.value)
        case .en: scalar.properties.isAlphabetic && scalar.isASCII
        }
    }

    static func hasNative(_ text: some StringProtocol, _ language: Language) -> Bool {
        text.unicodeScalars.contains { isNative($0, language) }
    }

    /// Three lowercase Latin words in a row outside quotes (which hold code and UIKit's own
    /// log lines): an English phrase left in, since code tokens are never plain words in a
    /// row ("prints the ref of a view" is, "phase one, undo" is not).
    static func englishPhrase(in text: String) -> String? {
        let unquoted = Self.unquoted(text).split(separator: "\"", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " | ")
        var run: [Substring] = []
        for token in unquoted.split(whereSeparator: \.isWhitespace) {
            if token.allSatisfy({ $0.isASCII && $0.isLowercase }) {
                run.append(token)
                if run.count == 3 { return run.joined(separator: " ") }
            } else {
                run = []
            }
        }
        return nil
    }

    /// The closing block of a discussion: the example lines, without the two-space indent
    /// and without a trailing note in parentheses ("expect ambiguous   (something is)").
    static func examples(_ discussion: String) -> [String] {
        let lines = discussion.split(separator: "\n", omittingEmptySubsequences: false)
        let block = lines.split(whereSeparator: { $0.isEmpty }).last ?? []
        return block.map { line in
            var command = String(line.dropFirst(2))
            for opener in ["  (", "  （"] {
                if let note = command.range(of: opener) { command = String(command[..<note.lowerBound]) }
            }
            return command.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The first word of every indented line that starts with code: examples, the settings
    /// of `stack`, the symbols of `tableau`, the formulas of `help constraint`. Indented
    /// notes (starting with a parenthesis, a quote or a letter of another script) are prose.
    static func indentedCode(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  ") else { return nil }
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.unicodeScalars.first, first.isASCII, !"('".unicodeScalars.contains(first)
            else { return nil }
            return String(trimmed.prefix { $0 != " " })
        }
    }

    /// Spans in single quotes as the pages quote code ('help mask', 'in SUPERVIEW'), with
    /// line breaks inside read as spaces. A quote opens and closes next to anything but a
    /// Latin letter or digit, so apostrophes (UIKit's) are not quotes while a Chinese
    /// sentence may run right up to one; it opens before a non-space only.
    static func quoted(_ text: String) -> [String] {
        let characters = Array(text)
        return quotedRanges(characters).map { range in
            String(characters[range]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// The text with every quoted span (quotes included) replaced by a space.
    static func unquoted(_ text: String) -> String {
        var characters = Array(text)
        for range in quotedRanges(characters).reversed() {
            characters.replaceSubrange((range.lowerBound - 1)...range.upperBound, with: [" "])
        }
        return String(characters)
    }

    /// Where the quoted spans are, between their quotes.
    static func quotedRanges(_ characters: [Character]) -> [Range<Int>] {
        func isWordCharacter(_ index: Int) -> Bool {
            guard characters.indices.contains(index) else { return false }
            let character = characters[index]
            return character.isASCII && (character.isLetter || character.isNumber)
        }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            // Not after a closing quote either: 'UILabel:0x…'Title'' quotes a quoted title.
            let opens = characters[index] == "'" && !isWordCharacter(index - 1)
                && (index == 0 || characters[index - 1] != "'")
                && index + 1 < characters.count && !characters[index + 1].isWhitespace
            guard opens else { index += 1; continue }
            var end = index + 1
            while end < characters.count, characters[end] != "'" || isWordCharacter(end + 1) { end += 1 }
            guard end < characters.count else { break }
            ranges.append((index + 1)..<end)
            index = end + 1
        }
        return ranges
    }

    /// Placeholders of the synopsis (NAME, SUPERVIEW, WIDTH…).
    static func placeholders(_ synopsis: String) -> Set<String> {
        let words = synopsis.split { !$0.isLetter && $0 != "_" }.map(String.init)
        return Set(words.filter { $0.count > 1 && $0.allSatisfy { $0.isUppercase || $0 == "_" } })
    }

    @Test(arguments: translated)
    func everyCommandHasAPage(_ language: Language) {
        let pages = Self.table(language)
        for name in Self.commands {
            #expect(pages[name] != nil, "no \(language) help page for '\(name)'")
        }
        for name in pages.keys {
            #expect(CommandTable.spec(named: name)?.name == name, "\(language) page for no command '\(name)'")
        }
    }

    @Test(arguments: translated)
    func examplesAndCodeAreTheEnglishOnes(_ language: Language) {
        for name in Self.commands {
            guard let page = Self.table(language)[name] else { continue }
            let english = Self.english(name)
            #expect(Self.examples(page.discussion) == Self.examples(english.discussion),
                    "\(language) '\(name)' examples differ")
            #expect(Self.indentedCode(page.discussion) == Self.indentedCode(english.discussion),
                    "\(language) '\(name)' indented code differs")
            let missing = Set(Self.quoted(english.discussion)).subtracting(Self.quoted(page.discussion))
            #expect(missing.isEmpty, "\(language) '\(name)' lost quoted code: \(missing.sorted())")
        }
    }

    @Test(arguments: translated)
    func synopsisPlaceholdersAreKept(_ language: Language) {
        for spec in CommandTable.all {
            guard let page = Self.table(language)[spec.name] else { continue }
            for placeholder in Self.placeholders(spec.synopsis) where spec.discussion.contains(placeholder) {
                #expect(page.discussion.contains(placeholder),
                        "\(language) '\(spec.name)' drops \(placeholder), which its English page names")
            }
        }
    }

    @Test(arguments: translated)
    func noProseIsLeftInEnglish(_ language: Language) {
        for name in Self.commands {
            guard let page = Self.table(language)[name] else { continue }
            #expect(Self.hasNative(page.summary, language), "\(language) '\(name)' summary: \(page.summary)")
            #expect(Self.englishPhrase(in: page.summary) == nil, "\(language) '\(name)' summary: \(page.summary)")
            // Every paragraph of prose (unindented lines up to a blank or indented line).
            var paragraph = ""
            for line in (page.discussion + "\n\n").split(separator: "\n", omittingEmptySubsequences: false) {
                if line.isEmpty || line.hasPrefix("  ") {
                    if !paragraph.isEmpty {
                        #expect(Self.hasNative(paragraph, language), "\(language) '\(name)': \(paragraph)")
                        let phrase = Self.englishPhrase(in: paragraph)
                        #expect(phrase == nil, "\(language) '\(name)' has English: \(phrase ?? "")")
                    }
                    paragraph = ""
                } else {
                    paragraph += line + "\n"
                }
            }
        }
        let words = HelpPages.words(in: language)
        for text in [words.tableTitle, words.tableFooter, words.usage, words.aliases, words.constraintLanguage] {
            #expect(Self.hasNative(text, language), "\(language): \(text)")
        }
    }

    @Test(arguments: translated)
    func constraintLanguageKeepsItsCode(_ language: Language) {
        let english = HelpPages.english, words = HelpPages.words(in: language)
        #expect(Self.indentedCode(words.constraintLanguage) == Self.indentedCode(english.constraintLanguage))
        #expect(Self.quoted(words.constraintLanguage).sorted() == Self.quoted(english.constraintLanguage).sorted())
        // The example line under the table is code.
        #expect(words.tableFooter.split(separator: "\n").last == english.tableFooter.split(separator: "\n").last)
    }

    /// Columns of the terminal a string takes: East Asian wide characters take two.
    static func displayWidth(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v)
                || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
                || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            return width + (wide ? 2 : 1)
        }
    }

    @Test(arguments: Language.allCases)
    func indexSummariesStartInOneColumn(_ language: Language) {
        let lines = HelpText.table(in: language).split(separator: "\n", omittingEmptySubsequences: false)
        var columns: Set<Int> = []
        for (line, spec) in zip(lines.dropFirst(), CommandTable.all) {
            let summary = HelpPages.page(for: spec.name, in: language)!.summary
            #expect(line.hasSuffix(summary) && line.hasPrefix("  " + spec.name + " "))
            columns.insert(Self.displayWidth(line) - Self.displayWidth(summary))
        }
        #expect(columns.count == 1, "\(language): summaries start at columns \(columns.sorted())")
    }

    @Test(arguments: translated)
    func helpSpeaksTheSessionsLanguage(_ language: Language) {
        let output = CapturingOutput()
        let session = Session(options: SessionOptions(language: language), output: output)
        session.run(ScriptLineSource(text: "help view\nhelp exit\nhelp all\n"), origin: "test", directory: ".")
        let text = output.text
        let view = HelpPages.page(for: "view", in: language)!
        #expect(text.contains(view.discussion) && text.contains(HelpPages.words(in: language).tableTitle))
        #expect(text.contains(HelpPages.page(for: "quit", in: language)!.summary), "an alias shows its command's page")
        #expect(!text.contains(Self.english("view").summary))
        #expect(!session.failed)
    }

    @Test func englishIsEachCommandsOwnText() {
        for spec in CommandTable.all {
            #expect(HelpPages.page(for: spec.name, in: .en) == HelpPage(summary: spec.summary, discussion: spec.discussion))
        }
        #expect(HelpPages.page(for: "no-such-command", in: .ru) == nil)
    }
}
