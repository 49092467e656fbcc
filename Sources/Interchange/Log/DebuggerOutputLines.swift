/// Lines the debugger prints around what it was asked for, which carry nothing to import
/// and are no problem: the `(lldb)` prompt with the command after it (`po`, `expr`,
/// Cycript's `cy#`, or the call alone), Xcode's `Printing description of self.view.constraints:`, and a
/// constraint array's frame: `<__NSArrayM 0x600000c4e0a0>(` (any Foundation array class:
/// `__NSArrayI`, `__NSArrayI_Transfer`, `__NSSingleObjectArrayI`, `__NSArray0` with the
/// `)` of an empty array on the same line) or Swift's `▿ 3 elements`. The `)` that closes
/// an array is the one that closes a conflict log's list, read as such.
enum DebuggerOutputLines {
    /// A line typed at the debugger, or Xcode's header for a printed variable.
    static func isCommand(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return ["(lldb)", "cy#", "po ", "expr ", "expression ", "call ", "Printing description of "].contains { text.hasPrefix($0) }
            // `[[UIWindow keyWindow] _autolayoutTrace]` written down without its prompt.
            || text.contains("_autolayoutTrace]") || text.contains("recursiveDescription]")
    }

    /// A command line, or the first line of an array as `po` prints it.
    static func isFrame(_ line: String) -> Bool {
        isCommand(Substring(line)) || isArrayHeader(line) || isSwiftArrayHeader(line)
    }

    /// `<__NSArrayM 0x600000c4e0a0>(`, `<__NSArray0 0x7fff80617ad0>()`.
    static func isArrayHeader(_ line: String) -> Bool {
        var text = Substring(line)
        guard text.hasPrefix("<") else { return false }
        text = text.dropFirst()
        let className = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard className.contains("Array"), className.drop(while: { $0 == "_" }).hasPrefix("NS") else { return false }
        text = text.dropFirst(className.count)
        guard text.hasPrefix(" 0x") else { return false }
        text = text.dropFirst(3)
        let hex = text.prefix(while: \.isHexDigit)
        guard !hex.isEmpty else { return false }
        text = text.dropFirst(hex.count)
        return text == ">(" || text == ">()" || text == ">(),"
    }

    /// Swift's `po` of an array: `▿ 3 elements` (then `  - 0 : <NSLayoutConstraint:0x…>`).
    static func isSwiftArrayHeader(_ line: String) -> Bool {
        guard line.hasPrefix("▿ ") else { return false }
        let words = line.dropFirst(2).split(separator: " ")
        return words.count == 2 && words[0].allSatisfy(\.isNumber) && (words[1] == "elements" || words[1] == "element")
    }
}
