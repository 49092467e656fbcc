/// The sentences Apple prints around a conflict list, whole, so that a line holding any
/// piece of one is read as the log's own text: a page or a narrow console wraps them
/// (`to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)`
/// on a line of its own, even at a log's first line when the copy began mid-sentence).
enum ApplePreamble {
    static let sentences = [
        "Probably at least one of the constraints in the following list is one you don't want. "
            + "Try this: (1) look at each constraint and try to figure out which you don't expect; "
            + "(2) find the code that added the unwanted constraint or constraints and fix it.",
        "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
            + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)",
        "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
            + "documentation for the NSView property translatesAutoresizingMaskIntoConstraints)",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
        "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> "
            + "may also be helpful.",
        "Break on objc_exception_throw to catch this in the debugger.",
        "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have "
            + "-[NSWindow visualizeConstraints:] automatically called when this happens. And/or, break on "
            + "objc_exception_throw to catch this in the debugger.",
    ].map(normalized)

    /// Whether `line` is a piece of one of the sentences, of two words or 12 characters at
    /// least (a lone word such as `it.` says nothing of where it came from). A piece cut
    /// with `...` where the copy cut it counts up to the cut.
    static func holds(_ line: String) -> Bool {
        var text = normalized(line)
        for ellipsis in ["...", "…"] where text.hasSuffix(ellipsis) { text = String(text.dropLast(ellipsis.count)) }
        guard text.count >= 12 || text.split(separator: " ").count >= 2 else { return false }
        return sentences.contains { $0.includes(text) }
    }

    /// Blanks run together, curly apostrophes straight, lower case: as pages reprint it.
    private static func normalized(_ text: String) -> String {
        text.replacing("’", with: "'").split(whereSeparator: { $0 == " " || $0 == "\t" })
            .joined(separator: " ").lowercased()
    }
}
