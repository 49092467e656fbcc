import AutoLayout

/// The words alsh's command line prints besides the parser's own help, kept together so
/// they cannot drift.
enum Usage {
    static let version = "alsh 0.1.0"

    /// Printed under an argument error, before "see 'alsh --help'", in the language the
    /// error is in (the catalogue's `usageSynopsis`).
    static func synopsis(in language: Language) -> String {
        Message(.usageSynopsis).text(in: language)
    }

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
}
