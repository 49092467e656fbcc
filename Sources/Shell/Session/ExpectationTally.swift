import Messages

/// What the `expect` lines of a run came to, for the line that ends a script run: a
/// script whose expectations all hold otherwise says nothing about them.
struct ExpectationTally: Sendable, Equatable {
    var passed = 0
    /// `file:line` of each failed one, in order.
    var failed: [String] = []
}

extension Session {
    /// "9 expectations passed", or how many failed and where; nil when no `expect` ran.
    public func expectationSummary() -> (text: String, failed: Bool)? {
        let tally = expectationTally
        guard tally.passed + tally.failed.count > 0 else { return nil }
        if tally.failed.isEmpty {
            return (word(Message(.expectationsPassed, [.count(tally.passed)])), false)
        }
        let places = tally.failed.count > 5 ? tally.failed.prefix(5).joined(separator: ", ") + ", …"
            : tally.failed.joined(separator: ", ")
        return (word(Message(.expectationsFailed, [.count(tally.passed), .count(tally.failed.count), .text(places)])), true)
    }

    /// Writes the summary (failures to standard error), once the scripts of a run are done.
    public func reportExpectations() {
        guard !options.json, let summary = expectationSummary() else { return }
        if summary.failed { output.writeError(summary.text + "\n") } else { output.write(summary.text + "\n") }
    }
}
