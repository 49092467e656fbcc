/// Finding the log's ASCII markers (`Unable to simultaneously satisfy constraints`, ` Hug:`,
/// `:0x`) in a line, byte by byte in UTF-8. With Foundation imported, `contains` on two
/// strings bridges both to NSString and runs a locale-aware search; that and the
/// standard library's generic `firstRange(of:)` were a fifth of reading a log. A match of
/// an ASCII needle starts and ends on character boundaries, so its range slices the line.
extension StringProtocol where Self.UTF8View.Index == String.Index {
    func utf8Range(of needle: String) -> Range<String.Index>? {
        let bytes = utf8
        let needleBytes = Array(needle.utf8)
        guard let first = needleBytes.first else { return nil }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            var end = bytes.index(after: found)
            var next = 1
            while next < needleBytes.count, end != bytes.endIndex, bytes[end] == needleBytes[next] {
                end = bytes.index(after: end)
                next += 1
            }
            if next == needleBytes.count { return found..<end }
            start = bytes.index(after: found)
        }
        return nil
    }

    func includes(_ needle: String) -> Bool { utf8Range(of: needle) != nil }
}
