/// `formatNumber`'s text written as UTF-8 bytes. A report after every command prints
/// frames (eight numbers a moved view), and building each through `String(Double)`,
/// trimming its zeros and appending the pieces was most of what printing a frame cost.
/// Values on the micro grid under a million points (every frame of a real screen) are
/// written digit by digit; any other value takes the general path, with the same text.
package enum NumberText {
    /// Bytes `write` may use: a Double's longest text (`-2.2250738585072014e-308`) and room.
    package static let capacity = 32

    /// Writes `formatNumber(value)` at `out` (at least `capacity` bytes); returns its length.
    package static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let rounded = roundToMicro(value)
        if let count = writeOnMicroGrid(rounded, to: out) { return count }
        var text = general(rounded)
        return text.withUTF8 { bytes in
            out.update(from: bytes.baseAddress!, count: bytes.count)
            return bytes.count
        }
    }

    /// The text of a value `roundToMicro` returned, through `String(Double)` (its shortest
    /// form that reads back) without a trailing `.0`.
    static func general(_ rounded: Double) -> String {
        guard rounded.isFinite else { return String(rounded) }
        if abs(rounded) < 1e15, Double(Int64(rounded)) == rounded {
            return String(Int64(rounded))
        }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The same text for a value k / 10⁶ below a million in size, written directly; nil for
    /// anything else. Such a decimal has at most 12 significant digits, so it is the
    /// shortest text that reads back to the double (two decimals of 15 digits or fewer
    /// never share one), which is what `String(Double)` writes, in plain notation from
    /// 0.001 up (below 0.0001 it writes an exponent: those take the general path).
    static func writeOnMicroGrid(_ rounded: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
        guard abs(rounded) < 1e6 else { return nil }    // NaN fails this too
        let scaled = rounded * 1e6
        let micro = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
        guard Double(micro) / 1e6 == rounded else { return nil }
        let magnitude = micro.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        if whole == 0 && fraction != 0 && fraction < 1000 { return nil }
        var count = 0
        if micro < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        count += writeDigits(whole, to: out + count)
        guard fraction != 0 else { return count }
        out[count] = UInt8(ascii: ".")
        count += 1
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Leading zeros of the fraction (0.05 is 050000 millionths), then its digits.
        var place = digits - 1
        while place >= 0 {
            out[count + place] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
            place -= 1
        }
        return count + digits
    }

    /// A non-negative integer's decimal digits; returns how many.
    private static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1, rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var value = value
        for place in stride(from: digits - 1, through: 0, by: -1) {
            out[place] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        return digits
    }
}
