/// Finding the log's ASCII markers (`Unable to simultaneously satisfy constraints`, ` Hug:`,
/// `:0x`) in a line, byte by byte in UTF-8. With Foundation imported, `contains` on two
/// strings bridges both to NSString and runs a locale-aware search; that and the
/// standard library's generic `firstRange(of:)` were a fifth of reading a log. A match of
/// an ASCII needle starts and ends on character boundaries, so its range slices the line.
extension StringProtocol where Self.UTF8View.Index == String.Index {
    func utf8Range(of needle: String) -> Range<String.Index>? {
        let bytes = utf8
        var needleBytes = needle.utf8.makeIterator()
        guard let first = needleBytes.next() else { return nil }
        let rest = Array(needle.utf8.dropFirst())
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            var end = bytes.index(after: found)
            var matched = 0
            while matched < rest.count, end != bytes.endIndex, bytes[end] == rest[matched] {
                end = bytes.index(after: end)
                matched += 1
            }
            if matched == rest.count { return found..<end }
            start = bytes.index(after: found)
        }
        return nil
    }

    func includes(_ needle: String) -> Bool { utf8Range(of: needle) != nil }
}
