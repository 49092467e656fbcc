/// How many terminal columns text takes, so carets, tables and `render` line up when names
/// are Chinese or carry combining marks (SPEC §11): an East Asian Wide or Fullwidth
/// character takes two columns, a combining mark or a format character none, anything
/// else one. Unicode's East Asian Width property is not exposed by the standard library,
/// so the wide blocks are listed here (UAX #11's W and F ranges, merged where adjacent).
extension String {
    public var displayWidth: Int {
        // Nearly every line is ASCII: one column per byte, without looking at scalars.
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
        var total = 0
        for character in self { total += character.displayWidth }
        return total
    }

    /// The text followed by spaces up to `width` columns (never cut), for table columns.
    public func padded(toWidth width: Int) -> String {
        let have = displayWidth
        return have >= width ? self : self + String(repeating: " ", count: width - have)
    }
}

extension Character {
    /// Columns one grapheme takes: its scalars' widths, at most two (an emoji joined with
    /// ZWJ is one picture), and zero for a lone combining mark.
    public var displayWidth: Int {
        if let ascii = asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        var total = 0
        for scalar in unicodeScalars { total += Self.width(of: scalar) }
        return min(total, 2)
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value >= 0x1160 && value <= 0x11FF { return 0 }   // Hangul medial vowels, final consonants
        return isWide(value) ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 }
            else if value > range.upperBound { low = middle + 1 }
            else { return true }
        }
        return false
    }
}
