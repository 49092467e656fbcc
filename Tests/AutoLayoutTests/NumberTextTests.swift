import Testing
@testable import AutoLayout
import LayoutTestSupport

/// `NumberText` writes the grid's common numbers digit by digit: its text must be the
/// general path's (`String(Double)` trimmed) for every value, on the grid or not.
@Suite struct NumberTextTests {
    private func written(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.capacity) { buffer in
            let count = NumberText.write(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    private func general(_ value: Double) -> String { NumberText.general(roundToMicro(value)) }

    @Test func handPickedValuesReadAsBefore() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (20, "20"), (-16, "-16"), (0.5, "0.5"), (-0.5, "-0.5"),
            (91.2, "91.2"), (33.3333333, "33.333333"), (0.05, "0.05"), (0.001, "0.001"),
            (0.0001, "0.0001"), (0.000001, "1e-06"), (-0.0000004, "0"), (999_999.999_999, "999999.999999"),
            (1_000_000, "1000000"), (1_234_567.891, "1234567.891"), (19.999999999997, "20"),
            (1e20, "1e+20"), (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
        ]
        for (value, text) in cases {
            #expect(written(value) == text, "\(value)")
            #expect(formatNumber(value) == text, "\(value)")
        }
    }

    /// A layout pass that halves an inset of an odd count of grid steps puts a value on a
    /// half step, where a solve's noise (1e-13 here, another in a replay) decided the way it
    /// rounded: soak seed 57's s.width was 54.000009 in the session and 54.00001 replayed.
    @Test func aHalfStepRoundsTheSameWhateverTheNoise() {
        let halves: [(Double, Double)] = [(32.0000095, 32.00001), (54.0000185, 54.000019), (-32.0000045, -32.000005),
                                          (0.0000005, 0.000001), (143.0000005, 143.000001)]
        for (value, expected) in halves {
            for noise in [-3e-13, -1e-14, 0, 1e-14, 3e-13] {
                #expect(roundToMicro(value + noise) == expected, "\(value) + \(noise)")
            }
        }
        // Off the half step, noise changes nothing and the nearest step wins as before.
        #expect(roundToMicro(32.0000094) == 32.000009)
        #expect(roundToMicro(32.0000096) == 32.00001)
    }

    @Test func randomValuesMatchTheGeneralPath() {
        var random = SeededRandom(state: 41)
        for _ in 0..<200_000 {
            let bits = random.next()
            let value: Double = switch random.below(5) {
            // Micro-grid values of every size up to a million, both signs.
            case 0: Double(Int64(bits % 2_000_000_000_000) - 1_000_000_000_000) / 1e6
            // Small ones, near the plain/exponent boundary.
            case 1: Double(Int64(bits % 20_000) - 10_000) / 1e6
            // Off the grid: the rounding decides.
            case 2: Double(Int64(bits % 2_000_000_000) - 1_000_000_000) / 1234.5678
            // Past a million, where the grid coarsens.
            case 3: Double(bits % 1_000_000_000_000_000) / 7.0
            // Any double at all.
            default: Double(bitPattern: bits)
            }
            #expect(written(value) == general(value), "\(value)")
        }
    }
}
