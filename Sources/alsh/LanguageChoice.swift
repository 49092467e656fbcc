import ArgumentParser
import AutoLayout
import Messages

extension Language: ExpressibleByArgument {}

extension Language {
    /// The language the locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set and not empty decides, as POSIX orders them (`LANGUAGE` is GNU's list of
    /// fallbacks for gettext and is left to it). `ru_RU.UTF-8` is Russian, any `zh…`
    /// (`zh_CN`, `zh_TW`, `zh-Hans`) Chinese, everything else, `C` and `POSIX` included,
    /// English.
    static func fromLocale(_ environment: (String) -> String?) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment(name), !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            switch code {
            case "ru": return .ru
            case "zh": return .zh
            default: return .en
            }
        }
        return .en
    }

    /// `--lang X` or `--lang=X` among arguments the parser refused, so its error can still
    /// be said in the language asked for.
    static func requested(in words: [String]) -> Language? {
        for (index, word) in words.enumerated() {
            if word == "--" { return nil }
            if word == "--lang", index + 1 < words.count { return Language(rawValue: words[index + 1]) }
            if word.hasPrefix("--lang=") { return Language(rawValue: String(word.dropFirst("--lang=".count))) }
        }
        return nil
    }
}
