/// A log copied out of a web page's HTML source (a blog's template, a help page):
/// `&emsp;&emsp;"&lt;NSLayoutConstraint:0x… … h=--&amp; v=--&amp; …&gt;",<br />`. The line
/// comes back as Apple printed it: the entities Apple's text needs decoded, spacing
/// entities made blanks, and `<br>` line breaks dropped. A line with neither is left as it
/// is, so a raw `h=--& v=--&` or a description's own `<` never changes.
enum PageText {
    static func decoded(_ line: String) -> String {
        guard line.contains("&") || line.contains("<br") || line.contains("<BR") else { return line }
        var result = ""
        var rest = Substring(line)
        while let first = rest.first {
            if first == "<", let length = lineBreakLength(rest) {
                rest = rest.dropFirst(length)
            } else if first == "&", let (text, length) = entity(rest) {
                result += text
                rest = rest.dropFirst(length)
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// Entities for the characters a constraint log holds, and the blanks pages indent with.
    private static let named: [String: String] = [
        "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "#39": "'",
        "nbsp": " ", "ensp": " ", "emsp": " ", "thinsp": " ",
    ]

    /// `&lt;` and its kin at the start of `text`, with how many characters it takes; `&#60;`
    /// and `&#x3C;` by number.
    private static func entity(_ text: Substring) -> (String, Int)? {
        guard let end = text.prefix(10).firstIndex(of: ";") else { return nil }
        let body = String(text[text.index(after: text.startIndex)..<end])
        let length = body.count + 2
        if let value = named[body] { return (value, length) }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let code = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let code, code >= 32, let scalar = Unicode.Scalar(code) else { return nil }
        return (String(Character(scalar)), length)
    }

    /// `<br>`, `<br/>`, `<br />` (any case) at the start of `text`: its length.
    private static func lineBreakLength(_ text: Substring) -> Int? {
        let head = text.prefix(6).lowercased()
        for tag in ["<br />", "<br/>", "<br>"] where head.hasPrefix(tag) { return tag.count }
        return nil
    }
}
