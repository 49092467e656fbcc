import AutoLayout
import Messages

extension Session {
    /// A catalogue sentence in the session's language, for reports and labels.
    func word(_ key: MessageKey, _ arguments: String...) -> String {
        Message(key, arguments.map(MessageArgument.text)).text(in: options.language)
    }

    func word(_ message: Message) -> String { message.text(in: options.language) }
}
