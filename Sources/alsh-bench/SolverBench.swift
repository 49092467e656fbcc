import Cassowary

/// Runs W1–W3 on one grid workload and prints one JSON line per phase, the format
/// `scripts/bench_kiwi.py` prints too, so `scripts/bench_run.py` can put them side by side.
///
/// Per-op times are per repetition (time of the repetition / its ops); the driver takes
/// medians over every repetition of every round.
struct SolverBench {
    var workload: String      // "grid" or "gridw"
    var n: Int
    var reps: Int             // W1 builds
    var editReps: Int         // W2 and W3 repetitions
    var suggestsPerRep = 1000
    var cyclesPerRep: Int     // W3-strong remove + re-add cycles per repetition
    var pinCyclesPerRep: Int  // W3-required cycles (kiwi needs ~1 s each at N = 1,000)

    func run() throws(SolverError) {
        var grid = try build()
        try suggestPhase(grid)
        try cyclePhase("W3-strong", cyclesPerRep, &grid) { g throws(SolverError) in try g.cycleMiddleHeight() }
        try cyclePhase("W3-required", pinCyclesPerRep, &grid) { g throws(SolverError) in
            try g.cycleMiddleLeftPin()
        }
    }

    /// W1: fresh solver, all adds, the answer read. Returns the last grid for W2 and W3.
    private func build() throws(SolverError) -> GridBenchmark {
        var samples: [Double] = []
        var pivots = 0
        var last: GridBenchmark?
        let probe = MallocProbe()
        let heapBefore = probe.read()
        for _ in 0..<max(1, reps) {
            var grid: GridBenchmark?
            let start = BenchClock.now()
            grid = try GridBenchmark(n: n, weakWidths: workload == "gridw")
            _ = grid?.answer()
            samples.append(Double(BenchClock.now() - start))
            pivots = grid?.solver.pivotCount ?? 0
            last = grid
        }
        guard let grid = last else { throw .internalError("no build") }
        // Builds must allocate: this number shows the counter is live when W2 reads 0.
        var extra: [String: Double] = [:]
        if let before = heapBefore, let after = probe.read() {
            extra["mallocs_per_op"] = Double(after.calls - before.calls) / Double(samples.count)
        }
        emit("W1", samples: samples, ops: 1, pivots: Double(pivots), answer: grid.answer(), extra: extra)
        return grid
    }

    /// W2: root.width suggested 1000 times per repetition; then the heap probe on one more.
    private func suggestPhase(_ grid: GridBenchmark) throws(SolverError) {
        var samples: [Double] = []
        let pivotsBefore = grid.solver.pivotCount
        var sink = 0.0
        for _ in 0..<max(1, editReps) {
            let start = BenchClock.now()
            for k in 0..<suggestsPerRep { sink += try grid.suggest(k) }
            samples.append(Double(BenchClock.now() - start) / Double(suggestsPerRep))
        }
        let pivots = Double(grid.solver.pivotCount - pivotsBefore) / Double(samples.count * suggestsPerRep)
        let probe = MallocProbe()
        var failure: SolverError?
        let heap = probe.perOp(ops: suggestsPerRep) {
            for k in 0..<suggestsPerRep {
                do throws(SolverError) { sink += try grid.suggest(k) } catch { failure = error }
            }
        }
        if let failure { throw failure }
        // Keeps the answers read in the loops observable, so they are really computed.
        if !sink.isFinite { throw .internalError("non-finite answer") }
        var extra: [String: Double] = [:]
        if let heap {
            extra["mallocs_per_op"] = heap.calls
            extra["retained_bytes_per_op"] = heap.bytesKept
        }
        emit("W2", samples: samples, ops: suggestsPerRep, pivots: pivots, answer: grid.answer(), extra: extra)
    }

    private func cyclePhase(_ phase: String, _ cyclesPerRep: Int, _ grid: inout GridBenchmark,
                            _ cycle: (inout GridBenchmark) throws(SolverError) -> Void) throws(SolverError) {
        var samples: [Double] = []
        let pivotsBefore = grid.solver.pivotCount
        for _ in 0..<max(1, editReps) {
            let start = BenchClock.now()
            for _ in 0..<cyclesPerRep { try cycle(&grid) }
            samples.append(Double(BenchClock.now() - start) / Double(cyclesPerRep))
        }
        let pivots = Double(grid.solver.pivotCount - pivotsBefore) / Double(samples.count * cyclesPerRep)
        emit(phase, samples: samples, ops: cyclesPerRep, pivots: pivots, answer: grid.answer())
    }

    private func emit(_ phase: String, samples: [Double], ops: Int, pivots: Double,
                      answer: [String: Double], extra: [String: Double] = [:]) {
        var fields = [
            "\"impl\": \"ours\"", "\"workload\": \"\(workload)\"", "\"n\": \(n)",
            "\"phase\": \"\(phase)\"", "\"ops_per_rep\": \(ops)",
            "\"per_op_ns\": [\(samples.map(json).joined(separator: ", "))]",
            "\"pivots_per_op\": \(json(pivots))",
            "\"answer\": {\(answer.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(json($0.value))" }.joined(separator: ", "))}",
        ]
        for (key, value) in extra.sorted(by: { $0.key < $1.key }) {
            fields.append("\"\(key)\": \(json(value))")
        }
        print("{" + fields.joined(separator: ", ") + "}")
    }

    private func json(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }
}
