#if canImport(Glibc)
import Glibc
#endif
import Shell

/// The scale issue's figure for one change in a big session (SPEC §10): a text-mode
/// `Session` (reports made after every line, written to a sink that counts them) builds
/// grid(N) line by line, then each change is one shell line timed whole: `root WxH`,
/// `rotate` (twice: portrait and back), a new optional constraint, and `undo` of it.
/// One JSON line per kind (`scripts/bench_scale.py` prints the table), then the build time
/// and the resident size.
struct SessionBench {
    var n: Int
    var rounds: Int

    func run() throws(BenchFailure) {
        let grid = GridScript(n: n, labelMiddle: true)
        let sink = DiscardingSink()
        let session = Session(options: SessionOptions(), output: sink)
        let buildTime = BenchClock.measure { session.run(ScriptLineSource(text: grid.script), origin: "grid.al") }
        guard !session.failed else { throw BenchFailure("session build: \(sink.firstError ?? "failed")") }
        emit("build", [buildTime])

        let middle = grid.name(grid.middle)
        let height = Int(grid.rootHeight)
        var samples: [String: [(wall: Double, cpu: Double)]] = [:]
        for k in 0..<rounds {
            let width = 900 + 20 * (k % 5)
            let lines: [(String, String)] = [
                ("root", "root \(width)x\(height)"),
                ("rotate", "rotate"),
                ("rotate", "rotate"),
                ("optional", "probe\(k): \(middle).height = 24 @900"),
                ("undo", "undo"),
            ]
            for (kind, line) in lines {
                let before = sink.bytes
                let time = LayoutBench.timeLine(line, in: session)
                guard !session.failed else { throw BenchFailure("'\(line)': \(sink.firstError ?? "failed")") }
                // A change that printed nothing did not exercise the report.
                guard sink.bytes > before else { throw BenchFailure("'\(line)' reported nothing") }
                samples[kind, default: []].append(time)
            }
        }
        for kind in ["root", "rotate", "optional", "undo"] {
            let times = samples[kind] ?? []
            emit(kind, times.map(\.wall), cpu: times.map(\.cpu))
        }
        var line = JSONLine()
        line.add("bench", "session")
        line.add("views", n)
        line.add("rss_mb", Self.residentMegabytes())
        print(line.text)
    }

    private func emit(_ kind: String, _ total: [Double], cpu: [Double]? = nil) {
        var line = JSONLine()
        line.add("bench", "session")
        line.add("views", n)
        line.add("kind", kind)
        line.add("total_ns", total)
        if let cpu { line.add("cpu_ns", cpu) }
        print(line.text)
    }

    /// VmRSS from /proc/self/status (0 where there is none).
    static func residentMegabytes() -> Double {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self)
            if text.hasPrefix("VmRSS:") {
                let digits = text.filter(\.isNumber)
                return (Double(digits) ?? 0) / 1024
            }
        }
        return 0
    }
}
