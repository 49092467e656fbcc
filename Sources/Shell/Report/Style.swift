/// ANSI colour, or none: every coloured word in the shell goes through here so that
/// `--no-color` and `NO_COLOR` turn all of it off at once.
struct Style: Sendable {
    var enabled: Bool

    func error(_ text: String) -> String { paint(text, "31") }      // red
    func warning(_ text: String) -> String { paint(text, "33") }    // yellow
    func moved(_ text: String) -> String { paint(text, "36") }      // cyan
    func good(_ text: String) -> String { paint(text, "32") }       // green
    func dim(_ text: String) -> String { paint(text, "2") }
    func bold(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
