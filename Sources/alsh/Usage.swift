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
}
