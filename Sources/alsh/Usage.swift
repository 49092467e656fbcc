/// The words `alsh --help` and `alsh --version` print, kept together so they cannot drift.
enum Usage {
    static let version = "alsh 0.1.0\n"

    static let synopsis = """
        usage: alsh [-i] [--json] [--no-color] [FILE... | -]
               alsh --help | --version

        """

    static let help = """
        alsh — the Auto Layout shell: declare views, add constraints in Apple's Visual Format
        Language or as formulas, and see at once what the solver made of them.

        \(synopsis)
          alsh                 interactive session (reads a script from standard input
                               when it is not a terminal)
          alsh FILE...         runs the scripts in order, non-interactively; exit status 1
                               if any line was an error or any expect failed
          alsh -i FILE...      runs the scripts, then stays interactive in that session
          alsh -               reads commands from standard input (also among FILEs)

        options:
          -i, --interactive    stay interactive after the scripts
              --json           after the scripts, print only a JSON document of the final
                               state on standard output (a constraint's "state" is
                               "broken" for a required one that cannot hold; an optional
                               one the layout does not meet has "givesWay": by how much)
              --no-color       no colour (also off when NO_COLOR is set or standard
                               output is not a terminal)
          -h, --help           show this help
          -V, --version        print the version
              --               every later argument is a FILE

        Interactive keys: emacs editing, Tab completes, Up/Down walk the history
        ($XDG_STATE_HOME/alsh/history), Ctrl-C drops the line, Ctrl-D on an empty line leaves.
        Type 'help' in the shell for its commands.

        """
}
