#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic nanoseconds: cheap enough (~20 ns) to bracket whole repetitions.
enum BenchClock {
    static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// CPU time of the calling thread in nanoseconds: what a change costs even when the
    /// shared machine's load stretches the wall clock.
    static func cpuNow() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// Runs `body` and returns how long it took in nanoseconds.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start)
    }
}
