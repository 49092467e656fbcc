/// What Tab offers for one argument position.
enum CompletionKind: Sendable, Equatable {
    case none
    case views
    /// `NAME.attribute`.
    case attributes
    case constraintIDs
    case files
    case words([String])
    /// Keywords, or `NAME.attribute` (`expect` takes either first).
    case attributesOr([String])
}

/// One shell command, described once: `help`, `help NAME`, usage errors and Tab
/// completion all read this, so they cannot drift apart.
struct CommandSpec: Sendable {
    var name: String
    var aliases: [String] = []
    /// `priority ID PRIORITY`: the usage line.
    var synopsis: String
    /// One line for the `help` table.
    var summary: String
    /// A paragraph or two with examples, for `help NAME`.
    var discussion: String
    /// Given the arguments before the one being typed, what to offer.
    var completion: @Sendable (_ previous: [String]) -> CompletionKind = { _ in .none }
    var run: @Sendable (Session, inout Arguments) throws(ShellError) -> Void
}
