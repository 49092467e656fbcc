#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal alsh runs in, read from the environment and the kernel.
enum Terminal {
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Colour only for a person: stdout is a terminal, `NO_COLOR` is unset, no `--no-color`.
    static func wantsColor(noColorFlag: Bool) -> Bool {
        !noColorFlag && getenv("NO_COLOR") == nil && isTerminal(STDOUT_FILENO)
    }

    /// `$COLUMNS`, else the terminal's width, else 80.
    static func columns() -> Int {
        if let text = getenv("COLUMNS"), let value = Int(String(cString: text)), value > 0 {
            return value
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }

    /// `$LINES`, else the terminal's height, else nil (not a terminal: no limit to fit).
    static func rows() -> Int? {
        if let text = getenv("LINES"), let value = Int(String(cString: text)), value > 0 {
            return value
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        return nil
    }
}
