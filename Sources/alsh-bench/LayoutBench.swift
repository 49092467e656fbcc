import AutoLayout
import Shell

/// The Auto Layout issue's figure: how long one change takes in a session of N views, with
/// everything the shell does after a command (re-solve, `analyze()` with its conflicts and
/// ambiguity, and `LayoutChanges` against the previous analysis).
///
/// Two levels, one JSON line per change kind and level (`scripts/bench_layout.py` prints the
/// table):
/// - `layout`: the `Layout` calls alone — edit, `analyze()`, `LayoutChanges(from:to:)` —
///   each timed on its own too, to see where the time goes;
/// - `session`: a `Session` fed the shell line (parse, edit, analysis, diff and the report
///   text, written to a sink that drops it), as a person at the prompt gets it.
struct LayoutBench {
    var n: Int
    var rounds: Int
    /// The session level builds its grid line by line with a report after each, which is
    /// quadratic in N; the driver turns it off where that takes too long.
    var sessionLevel: Bool

    func run() throws(BenchFailure) {
        let grid = GridScript(n: n, labelMiddle: true, directional: true)
        try layoutLevel(grid)
        if sessionLevel { try sessionLevel(grid) }
    }

    // MARK: layout level

    private func layoutLevel(_ grid: GridScript) throws(BenchFailure) {
        let layout = Layout()
        let buildStart = BenchClock.now()
        try build(grid, into: layout)
        let buildTime = Double(BenchClock.now() - buildStart)
        var previous = layout.analyze()
        try check(layout, grid)
        emit("layout", "build", total: [buildTime], answer: answer(layout, grid))

        let changes = LayoutChange.round(grid)
        var samples: [String: [ChangeTiming]] = [:]
        var surprises: [String] = []
        for k in 0..<rounds {
            for change in changes {
                let (timing, analysis, diff) = try time(change, k, on: layout, after: previous)
                previous = analysis
                samples[change.kind, default: []].append(timing)
                if let surprise = Self.surprise(change.kind, analysis, diff) { surprises.append(surprise) }
            }
        }
        if let first = surprises.first { throw BenchFailure("change did not do what it should: \(first)") }
        for change in changes {
            guard let ops = samples.removeValue(forKey: change.kind) else { continue }
            emit("layout", change.kind, total: ops.map(\.total), edit: ops.map(\.edit),
                 analyze: ops.map(\.analyze), diff: ops.map(\.diff), cpu: ops.map(\.cpu))
        }
    }

    /// Nanoseconds of one change at the layout level, whole and in its three parts.
    struct ChangeTiming { var total, edit, analyze, diff, cpu: Double }

    /// One change and what the shell does after it: the edit, `analyze()`, the diff.
    private func time(_ change: LayoutChange, _ k: Int, on layout: Layout, after previous: LayoutAnalysis)
        throws(BenchFailure) -> (ChangeTiming, LayoutAnalysis, LayoutChanges) {
        let cpuStart = BenchClock.cpuNow()
        let start = BenchClock.now()
        do throws(Diagnostic) { try change.edit(layout, k) } catch {
            throw BenchFailure("\(change.kind): \(error.message)")
        }
        let edited = BenchClock.now()
        let analysis = layout.analyze()
        let analyzed = BenchClock.now()
        let diff = LayoutChanges(from: previous, to: analysis)
        let end = BenchClock.now()
        let cpu = BenchClock.cpuNow() - cpuStart
        let timing = ChangeTiming(total: Double(end - start), edit: Double(edited - start),
                                  analyze: Double(analyzed - edited), diff: Double(end - analyzed), cpu: Double(cpu))
        return (timing, analysis, diff)
    }

    private func build(_ grid: GridScript, into layout: Layout) throws(BenchFailure) {
        do throws(Diagnostic) {
            for step in grid.steps {
                switch step {
                case .root(let width, let height): try layout.setRootSize(width: width, height: height)
                case .views(let names):
                    for name in names { try layout.declareView(name, in: Layout.rootName, frame: nil) }
                case .constraint(let line): _ = try layout.addConstraintLine(line)
                }
            }
        } catch {
            throw BenchFailure("build: \(error.message)")
        }
    }

    /// The grid must come out as kiwi's does before its timings mean anything.
    private func check(_ layout: Layout, _ grid: GridScript) throws(BenchFailure) {
        let analysis = layout.analyze()
        let row = layout.frame(of: grid.name(0)).width
        let expected = GridScript.rowWidth(rootWidth: GridScript.rootWidth)
        guard abs(row - expected) < 1e-6, analysis.conflicts.isEmpty, !analysis.isAmbiguous,
              analysis.brokenOptional.isEmpty else {
            throw BenchFailure("grid(\(n)) is not the solver benchmark's: row width \(row), "
                               + "\(analysis.conflicts.count) conflicts, ambiguous \(analysis.isAmbiguous)")
        }
    }

    /// A change that did not show what it is meant to exercise (a conflict, a broken
    /// optional, moved frames) would make its timing meaningless.
    static func surprise(_ kind: String, _ analysis: LayoutAnalysis, _ diff: LayoutChanges) -> String? {
        switch kind {
        case "add-conflict":
            let clash = analysis.conflicts.first { $0.id == "clash" }
            return clash.map { $0.conflictingWith.isEmpty } ?? true ? "no conflict for 'clash'" : nil
        case "add":
            return analysis.brokenOptional.contains { $0.id == "mid_height" } ? nil : "'probe' did not break mid_height"
        case "constant", "resize", "rotate", "remove-conflict", "direction":
            return diff.isEmpty ? "\(kind) reported no change" : nil
        default:
            return nil
        }
    }

    private func answer(_ layout: Layout, _ grid: GridScript) -> [String: Double] {
        let middle = layout.frame(of: grid.name(grid.middle))
        return ["row_width": layout.frame(of: grid.name(0)).width, "root_width": layout.rootSize.width,
                "root_height": layout.rootSize.height, "middle_left": middle.x, "middle_top": middle.y,
                "middle_height": middle.height]
    }

    // MARK: session level

    private func sessionLevel(_ grid: GridScript) throws(BenchFailure) {
        let sink = DiscardingSink()
        let session = Session(options: SessionOptions(), output: sink)
        let buildTime = BenchClock.measure { session.run(ScriptLineSource(text: grid.script), origin: "grid.al") }
        guard !session.failed else { throw BenchFailure("session build: \(sink.firstError ?? "failed")") }
        emit("session", "build", total: [buildTime])

        let changes = LayoutChange.round(grid)
        var samples: [String: [(wall: Double, cpu: Double)]] = [:]
        // The session's own layout is not reachable from here; a twin follows the same
        // edits so each line can be written as the shell would (`root WxH`).
        let twin = Layout()
        try build(grid, into: twin)
        for k in 0..<rounds {
            for change in changes {
                let line = change.line(twin, k)
                let time = Self.timeLine(line, in: session)
                do throws(Diagnostic) { try change.edit(twin, k) } catch {
                    throw BenchFailure("twin \(change.kind): \(error.message)")
                }
                guard !session.failed else { throw BenchFailure("'\(line)': \(sink.firstError ?? "failed")") }
                samples[change.kind, default: []].append(time)
            }
        }
        for change in changes {
            if let times = samples.removeValue(forKey: change.kind) {
                emit("session", change.kind, total: times.map(\.wall), cpu: times.map(\.cpu))
            }
        }
        // The reports were really written: their size, for the table's note.
        var line = JSONLine()
        line.add("bench", "layout")
        line.add("level", "session")
        line.add("views", n)
        line.add("kind", "report-bytes")
        line.add("bytes", sink.bytes)
        print(line.text)
    }

    /// One command line through the session, wall and CPU time. Kept out of line so a
    /// profiler can collect just these calls (`valgrind --toggle-collect='*timeLine*'`).
    @inline(never)
    static func timeLine(_ line: String, in session: Session) -> (wall: Double, cpu: Double) {
        let source = ScriptLineSource(text: line)
        let cpuStart = BenchClock.cpuNow()
        let start = BenchClock.now()
        session.run(source, origin: "bench")
        let end = BenchClock.now()
        return (Double(end - start), Double(BenchClock.cpuNow() - cpuStart))
    }

    // MARK: output

    private func emit(_ level: String, _ kind: String, total: [Double], edit: [Double]? = nil,
                      analyze: [Double]? = nil, diff: [Double]? = nil, cpu: [Double]? = nil,
                      answer: [String: Double]? = nil) {
        var line = JSONLine()
        line.add("bench", "layout")
        line.add("level", level)
        line.add("views", n)
        line.add("kind", kind)
        line.add("total_ns", total)
        if let edit { line.add("edit_ns", edit) }
        if let analyze { line.add("analyze_ns", analyze) }
        if let diff { line.add("diff_ns", diff) }
        if let cpu { line.add("cpu_ns", cpu) }
        if let answer { line.add("answer", answer) }
        print(line.text)
    }
}

/// Where the session's reports go during the benchmark: counted (so they are really made),
/// not kept.
final class DiscardingSink: OutputSink {
    private(set) var bytes = 0
    private(set) var firstError: String?

    func write(_ text: String) { bytes += text.utf8.count }

    func writeError(_ text: String) {
        bytes += text.utf8.count
        if firstError == nil { firstError = text }
    }
}

/// A benchmark that could not measure what it meant to: printed as an error line.
struct BenchFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
