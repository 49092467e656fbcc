/// One sentence alsh says, as data: which sentence (`MessageKey`) and what goes in its
/// places. Errors, reports and warnings carry a `Message` and are worded only when printed,
/// in the session's language, so no global language is needed (Swift 6 concurrency) and a
/// `Diagnostic` made once reads right in any language.
///
/// The wording of every key lives in one table per language (`Messages+en.swift`,
/// `Messages+ru.swift`, `Messages+zh.swift`). A table entry's `{1}`, `{2}`, … are the
/// arguments in order; an entry with `‖` holds plural forms chosen by the first `.count`
/// argument: two in English (one|other), three in Russian (one|few|many), one in Chinese.
public struct Message: Hashable, Sendable {
    public var key: MessageKey
    public var arguments: [MessageArgument]

    public init(_ key: MessageKey, _ arguments: [MessageArgument]) {
        self.key = key
        self.arguments = arguments
    }

    /// The usual case: the arguments are the user's own tokens or numbers, the same in
    /// every language.
    public init(_ key: MessageKey, _ arguments: String...) {
        self.init(key, arguments.map(MessageArgument.text))
    }

    /// Text the same in every language: a usage line, a constraint as typed, code.
    public static func verbatim(_ text: String) -> Message { Message(.verbatim, text) }

    public func text(in language: Language) -> String {
        let template = MessageCatalog.compiled(key, in: language)
        var form = 0
        if template.forms.count > 1 {
            let count = arguments.lazy.compactMap { argument -> Int? in
                if case .count(let n) = argument { return n } else { return nil }
            }.first ?? 0
            form = min(Plural.form(count, in: language), template.forms.count - 1)
        }
        return MessageTemplate.render(template.forms[form]) { n in
            n <= arguments.count ? arguments[n - 1].text(in: language) : ""
        }
    }

    /// Replaces `{1}`…`{9}` by the values; any other brace is kept as written.
    static func fill(_ template: String, _ values: [String]) -> String {
        var template = template
        let pieces = template.withUTF8 { MessageTemplate.pieces($0, 0..<$0.count) }
        return MessageTemplate.render(pieces) { n in n <= values.count ? values[n - 1] : "" }
    }
}

/// A catalogue entry cut once into its plural forms, and each form into runs of text and
/// places (`{1}`…`{9}`; any other brace stays text). Reports word a message per line,
/// thousands after a rotation: cutting the entry again each time was most of the wording.
struct MessageTemplate: Sendable {
    enum Piece: Sendable {
        case text(String)
        /// The argument's number, from 1.
        case place(Int)
    }

    var forms: [[Piece]]

    init(_ entry: String) {
        var entry = entry
        forms = entry.withUTF8 { Self.forms(of: $0) }
    }

    /// The entry's forms, cut at `‖` (U+2016, bytes E2 80 96). Bytes, not Characters: every
    /// table is cut whole on first use (at startup), and Character comparison costs
    /// grapheme breaking.
    private static func forms(of bytes: UnsafeBufferPointer<UInt8>) -> [[Piece]] {
        var forms: [[Piece]] = []
        var start = 0
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0x96 {
                forms.append(pieces(bytes, start..<index))
                index += 3
                start = index
            } else {
                index += 1
            }
        }
        forms.append(pieces(bytes, start..<bytes.count))
        return forms
    }

    static func render(_ pieces: [Piece], _ value: (Int) -> String) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .place(let n): out += value(n)
            }
        }
        return out
    }

    /// Places are ASCII (`{`, a digit 1–9, `}`), so byte offsets are safe cuts.
    static func pieces(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Piece] {
        var pieces: [Piece] = []
        var copied = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "{"), index + 2 < range.upperBound,
                  (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index + 1]),
                  bytes[index + 2] == UInt8(ascii: "}") else { index += 1; continue }
            if copied < index { pieces.append(.text(String(decoding: bytes[copied..<index], as: UTF8.self))) }
            pieces.append(.place(Int(bytes[index + 1] - UInt8(ascii: "0"))))
            index += 3
            copied = index
        }
        if copied < range.upperBound {
            pieces.append(.text(String(decoding: bytes[copied..<range.upperBound], as: UTF8.self)))
        }
        return pieces
    }
}

/// What fills one place of a message.
/// Not `indirect`: a message nests through its arguments' array, which is a reference
/// already, and a boxed case was a heap block for every argument of every line worded.
public enum MessageArgument: Hashable, Sendable {
    /// The user's token, a name or a number as printed: never translated.
    case text(String)
    /// A number that also picks the plural form of its message.
    case count(Int)
    /// A phrase that is itself translated ("a view name" inside "expected …").
    case message(Message)
    /// A list of phrases joined with the language's own comma.
    case list([Message])

    public func text(in language: Language) -> String {
        switch self {
        case .text(let text): text
        case .count(let n): String(n)
        case .message(let message): message.text(in: language)
        case .list(let messages):
            messages.map { $0.text(in: language) }.joined(separator: Message(.listSeparator).text(in: language))
        }
    }
}

extension [String] {
    /// Ids or names, never translated, as a list joined with the language's own comma
    /// ("c1, c4"; "c1、c4" in Chinese).
    public var listed: MessageArgument { .list(map(Message.verbatim)) }
}

/// Which plural form a count takes (CLDR's cardinal rules for integers).
enum Plural {
    static func form(_ count: Int, in language: Language) -> Int {
        let n = abs(count)
        switch language {
        case .en: return n == 1 ? 0 : 1
        case .zh: return 0
        case .ru:
            if n % 10 == 1 && n % 100 != 11 { return 0 }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return 1 }
            return 2
        }
    }

    /// How many forms an entry with `‖` must hold in each language.
    static func formCount(in language: Language) -> Int {
        switch language {
        case .en: 2
        case .ru: 3
        case .zh: 1
        }
    }
}

/// The tables, one per language, looked up by key.
enum MessageCatalog {
    static func table(_ language: Language) -> [MessageKey: String] {
        switch language {
        case .en: english
        case .ru: russian
        case .zh: chinese
        }
    }

    /// The entry in `language` (else the English one: a test keeps every table whole) cut
    /// into pieces, each table cut once when first used.
    static func compiled(_ key: MessageKey, in language: Language) -> MessageTemplate {
        let table: [MessageKey: MessageTemplate] = switch language {
        case .en: compiledEnglish
        case .ru: compiledRussian
        case .zh: compiledChinese
        }
        return table[key] ?? compiledEnglish[key] ?? MessageTemplate(key.rawValue)
    }

    private static let compiledEnglish = english.mapValues(MessageTemplate.init)
    private static let compiledRussian = russian.mapValues(MessageTemplate.init)
    private static let compiledChinese = chinese.mapValues(MessageTemplate.init)
}
