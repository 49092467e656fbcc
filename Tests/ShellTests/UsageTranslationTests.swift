import Foundation
import Testing

/// `alsh --help` in the locale's language (SPEC §11): the parser writes English only, so
/// alsh prints its own Russian or Chinese text, which must offer the same flags.
struct UsageTranslationTests {
    /// The locale variables unset, then `values` set.
    static func locale(_ values: [String: String]) -> [String: String] {
        ["LC_ALL": "", "LC_MESSAGES": "", "LANG": ""].merging(values) { $1 }
    }

    /// Every option and capitalised word the help names (`--json`, `-i`, `FILE`), in order
    /// of first appearance.
    static func tokens(_ help: String) -> [String] {
        var seen: [String] = []
        for word in help.split(whereSeparator: { $0.isWhitespace || "[]|,():：（）".contains($0) }) {
            let token = word.trimmingCharacters(in: CharacterSet(charactersIn: ".;'"))
            let isOption = token.hasPrefix("-") && token.count > 1 && token.dropFirst().allSatisfy { $0.isLetter || $0 == "-" }
            let isPlaceholder = token.count > 1 && token.allSatisfy { $0.isUppercase || $0 == "_" } && token.allSatisfy(\.isASCII)
            if (isOption || isPlaceholder), !seen.contains(token) { seen.append(token) }
        }
        return seen
    }

    @Test func englishByDefault() throws {
        for values in [[:], ["LANG": "C"], ["LANG": "POSIX"], ["LANG": "en_GB.UTF-8"], ["LANG": "de_DE.UTF-8"]] {
            let run = try AlshBinary.run(["--help"], environment: Self.locale(values))
            #expect(run.status == 0 && run.stdout.hasPrefix("OVERVIEW:"), "\(values)")
        }
    }

    @Test func russianAndChineseOfferTheSameFlags() throws {
        let english = try AlshBinary.run(["--help"], environment: Self.locale([:])).stdout
        for (lang, title) in [("ru_RU.UTF-8", "ОБЗОР:"), ("zh_CN.UTF-8", "概述：")] {
            let run = try AlshBinary.run(["--help"], environment: Self.locale(["LANG": lang]))
            #expect(run.status == 0 && run.stdout.hasPrefix(title), "\(lang): \(run.stdout.prefix(80))")
            let flags = Self.tokens(english).filter { $0.hasPrefix("-") }
            #expect(Self.tokens(run.stdout).filter { $0.hasPrefix("-") } == flags, "\(lang)")
            #expect(Self.tokens(run.stdout).contains("FILE"), "\(lang)")
            // The usage lines are the parser's, word for word after the heading.
            for line in ["alsh [-i] [--json] [--echo] [--no-color] [--lang en|ru|zh] [FILE... | -]",
                         "alsh --help | --version | --generate-completion-script bash|zsh|fish"] {
                #expect(run.stdout.contains(line), "\(lang) lacks \(line)")
            }
        }
    }

    /// LC_ALL wins over LC_MESSAGES, which wins over LANG; an empty variable is unset.
    @Test func localeVariablesInPOSIXOrder() throws {
        let cases: [([String: String], String)] = [
            (["LC_ALL": "zh_CN.UTF-8", "LANG": "ru_RU.UTF-8"], "概述："),
            (["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "zh_CN.UTF-8"], "ОБЗОР:"),
            (["LC_ALL": "C", "LANG": "ru_RU.UTF-8"], "OVERVIEW:"),
            (["LANG": "zh_TW.UTF-8"], "概述："),
            (["LANG": "ru"], "ОБЗОР:"),
        ]
        for (values, title) in cases {
            let run = try AlshBinary.run(["-h"], environment: Self.locale(values))
            #expect(run.stdout.hasPrefix(title), "\(values): \(run.stdout.prefix(40))")
        }
    }

    @Test func versionAndErrorsAreUnchanged() throws {
        let version = try AlshBinary.run(["--version"], environment: Self.locale(["LANG": "ru_RU.UTF-8"]))
        #expect(version.stdout == "alsh 0.1.0\n")
        let bad = try AlshBinary.run(["--jsn"], environment: Self.locale(["LANG": "zh_CN.UTF-8"]))
        #expect(bad.status == 2 && !bad.stderr.contains("概述"))
    }

    @Test func theShellsHelpFollowsTheLocale() throws {
        let run = try AlshBinary.run([], input: "help rotate\n", environment: Self.locale(["LANG": "ru_RU.UTF-8"]))
        #expect(run.stdout.contains("Поворачивает устройство"), "\(run.stdout)")
        #expect(run.stdout.contains("  rotate\n"))
    }
}
