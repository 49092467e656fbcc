/// The languages alsh speaks (SPEC §11). Every module that prints words takes one of these
/// rather than reading the environment itself: `alsh` decides once, from `--lang` or the
/// locale variables, and the session passes it down.
public enum Language: String, CaseIterable, Sendable {
    case en
    case ru
    case zh
}

extension Language {
    /// A catalogue sentence whose places are the user's own tokens (names, ids, numbers),
    /// worded in this language: the one spelling of it that every report shares.
    public func words(_ key: MessageKey, _ arguments: String...) -> String {
        Message(key, arguments.map(MessageArgument.text)).text(in: self)
    }
}
