import Messages

/// Closures given to a call as arguments (`UIView.animate(withDuration: 0.3, animations: {
/// … })`, `.subscribe(onNext: { … })`): read where UIKit runs them. The call says when
/// that is (docs/DESIGN.md, "Closures given to a call"):
///
/// - `animations:` runs at once, inside the call (UIView's `animate` and `transition`
///   animate the changes its block makes), so its statements are read where it stands;
/// - `forEach({ … })` is `forEach { … }`, once per view of an array written out;
/// - any other closure argument (`completion:`, `onNext:`, `handler:`) is the app's
///   callback, which runs after this code, when something calls it back, if ever: its
///   layout is not read, and a note says so.
extension PastedCodeReader {
    /// A closure given as an argument: its label (empty when none), the method it is given
    /// to, and where its `{` and `}` are.
    struct ClosureArgument {
        var label: String
        var method: String
        var open: Int
        var close: Int
    }

    /// Reads a statement whose call takes closures as arguments; false when it has none.
    mutating func closureArgumentStatement(_ range: Range<Int>) throws(Diagnostic) -> Bool {
        let closures = closureArguments(in: range)
        guard let first = closures.first else { return false }
        if closures.count == 1, first.method == "forEach", first.label.isEmpty, first.open >= range.lowerBound + 4,
           tokens[first.open - 1].isPunctuation("("), tokens[first.open - 3].isPunctuation("."),
           first.close + 1 < range.upperBound, tokens[first.close + 1].isPunctuation(")") {
            // `views.forEach({ … })`: the same loop as `views.forEach { … }`.
            let header = range.lowerBound..<first.open - 1
            try forEach(base: try? expression(range.lowerBound..<first.open - 3), body: first.open + 1..<first.close, header: header)
            return true
        }
        for closure in closures {
            let body = closureBody(closure)
            if closure.label == "animations" {
                try runSwift(body)
            } else if tokens[body].contains(where: { $0.identifier.map(Self.makesSwiftLayout) ?? false }) {
                let label = closure.label.isEmpty ? closure.method : closure.label + ":"
                effects.append(.callbackNotRead(label: label, range: tokens[closure.open].range))
            }
        }
        return true
    }

    /// The closures given as arguments at the top level of `range` (a `{` right after `(`,
    /// `,` or a label's `:` inside the call's brackets), in order.
    private func closureArguments(in range: Range<Int>) -> [ClosureArgument] {
        var found: [ClosureArgument] = []
        var calls: [String] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") {
                calls.append(token.isPunctuation("(") && index > range.lowerBound ? tokens[index - 1].identifier ?? "" : "")
            } else if token.isPunctuation(")") || token.isPunctuation("]") {
                if !calls.isEmpty { calls.removeLast() }
            } else if token.isPunctuation("{") {
                guard let close = closing(index, in: range) else { return found }
                let previous = tokens[index - 1]
                if let method = calls.last, index > range.lowerBound,
                   previous.isPunctuation("(") || previous.isPunctuation(",") || previous.isPunctuation(":") {
                    let label = previous.isPunctuation(":") && index >= range.lowerBound + 2 ? tokens[index - 2].identifier ?? "" : ""
                    found.append(ClosureArgument(label: label, method: method, open: index, close: close))
                }
                index = close
            }
            index += 1
        }
        return found
    }

    /// A closure's statements: after its `[weak self] finished in` head when it has one.
    private func closureBody(_ closure: ClosureArgument) -> Range<Int> {
        var index = closure.open + 1
        while index < closure.close, !lineBreaks[index] || index == closure.open + 1 {
            if tokens[index].identifier == "in" { return index + 1..<closure.close }
            let token = tokens[index]
            guard token.identifier != nil || token.isPunctuation("[") || token.isPunctuation("]") || token.isPunctuation(",")
                    || token.isPunctuation("(") || token.isPunctuation(")") || token.isPunctuation(":") else { break }
            index += 1
        }
        return closure.open + 1..<closure.close
    }
}
