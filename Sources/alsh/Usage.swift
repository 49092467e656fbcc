import AutoLayout

/// The words alsh's command line prints besides the parser's own help, kept together so
/// they cannot drift.
enum Usage {
    static let version = "alsh 0.1.0"

    /// Printed under an argument error, before "see 'alsh --help'".
    static let synopsis = """
        usage: alsh [-i] [--json] [--echo] [--no-color] [FILE... | -]
               alsh --resume
               alsh --help | --version | --generate-completion-script bash|zsh|fish

        """

    /// `alsh --help` in a language other than English. swift-argument-parser writes its
    /// help from the declarations once, in English; for Russian and Chinese alsh prints
    /// this translation of it instead (same sections, flags and order). nil for English:
    /// the parser's own text is the English help.
    static func help(in language: Language) -> String? {
        switch language {
        case .en: nil
        case .ru: russianHelp
        case .zh: chineseHelp
        }
    }

    /// The language the locale asks for, read as POSIX orders the variables: LC_ALL, then
    /// LC_MESSAGES (messages are what is being chosen), then LANG; an empty one counts as
    /// unset. Any Russian locale is Russian, any Chinese one Chinese (alsh has Simplified
    /// Chinese only, which a zh_TW reader can still read), anything else English, C and
    /// POSIX included.
    static func language(from variable: (String) -> String?) -> Language {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap(variable).first { !$0.isEmpty } ?? ""
        let code = value.prefix { $0.isLetter }.lowercased()
        return Language(rawValue: code) ?? .en
    }
}
