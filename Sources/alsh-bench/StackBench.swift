import AutoLayout

/// What a live stack change costs in a session of N views (issue 8's note): `hide` /
/// `unhide` of a view in the middle and a spacing change, each with the analysis and the
/// diff the shell makes after it. Two sessions:
/// - `one-stack`: one vertical stack arranging all N views (each 20 high, spacing 8);
/// - `small-stack`: N independent views with fixed frames plus a stack of 5.
/// One JSON line per session and change kind, median of `rounds`.
struct StackBench {
    var n: Int
    var rounds: Int

    func run() throws(BenchFailure) {
        try measure("one-stack", layout: try oneStack(), stack: "s", middle: "v\(n / 2)")
        try measure("small-stack", layout: try smallStack(), stack: "s", middle: "c")
    }

    private func oneStack() throws(BenchFailure) -> Layout {
        let layout = Layout()
        do throws(Diagnostic) {
            let names = (0..<n).map { "v\($0)" }
            try layout.addStack(StackSpec(name: "s", axis: .vertical, spacing: 8, views: names))
            for name in names { try layout.setIntrinsicSize(name, width: nil, height: 20) }
            try layout.addConstraintLine("H:|[s]|")
            try layout.addConstraintLine("V:|-20-[s]")
        } catch {
            throw BenchFailure("one-stack build: \(error.message)")
        }
        return layout
    }

    private func smallStack() throws(BenchFailure) -> Layout {
        let layout = Layout()
        do throws(Diagnostic) {
            for i in 0..<n {
                try layout.declareView("v\(i)", in: Layout.rootName, frame: nil)
                for line in ["v\(i).left == root.left + \(i % 30 * 12)", "v\(i).top == root.top + \(i / 30 * 12)",
                             "v\(i).width == 10", "v\(i).height == 10"] {
                    _ = try layout.addConstraintLine(line)
                }
            }
            try layout.addStack(StackSpec(name: "s", axis: .vertical, spacing: 8, views: ["a", "b", "c", "d", "e"]))
            for name in ["a", "b", "c", "d", "e"] { try layout.setIntrinsicSize(name, width: nil, height: 20) }
            try layout.addConstraintLine("H:|[s]|")
            try layout.addConstraintLine("V:|-20-[s]")
        } catch {
            throw BenchFailure("small-stack build: \(error.message)")
        }
        return layout
    }

    private func measure(_ session: String, layout: Layout, stack: String, middle: String) throws(BenchFailure) {
        guard !layout.analyze().isAmbiguous else { throw BenchFailure("\(session) is ambiguous") }
        var previous = layout.analyze()
        let changes: [(String, (Layout, Int) throws(Diagnostic) -> Void)] = [
            ("hide", { layout, _ throws(Diagnostic) in _ = try layout.setHidden(middle, true) }),
            ("unhide", { layout, _ throws(Diagnostic) in _ = try layout.setHidden(middle, false) }),
            // The same spacing again: the stack's constraints rebuilt and compared, nothing
            // for the solver to do; what the rebuild alone costs.
            ("same", { layout, k throws(Diagnostic) in
                _ = try layout.updateStack(stack, StackSettings(spacing: k % 2 == 0 ? 8 : 12))
            }),
            ("spacing", { layout, k throws(Diagnostic) in
                _ = try layout.updateStack(stack, StackSettings(spacing: k % 2 == 0 ? 12 : 8))
            }),
        ]
        var samples: [String: [(total: Double, edit: Double, cpu: Double)]] = [:]
        for k in 0..<rounds {
            for (kind, edit) in changes {
                let cpuStart = BenchClock.cpuNow()
                let start = BenchClock.now()
                do throws(Diagnostic) { try edit(layout, k) } catch {
                    throw BenchFailure("\(kind): \(error.message)")
                }
                let edited = BenchClock.now()
                let analysis = layout.analyze()
                let diff = LayoutChanges(from: previous, to: analysis)
                let end = BenchClock.now()
                let cpu = Double(BenchClock.cpuNow() - cpuStart)
                guard !diff.isEmpty || kind == "same" else { throw BenchFailure("\(session) \(kind) moved nothing") }
                previous = analysis
                samples[kind, default: []].append((Double(end - start), Double(edited - start), cpu))
            }
        }
        for (kind, _) in changes {
            let values = samples[kind] ?? []
            var line = JSONLine()
            line.add("bench", "stack")
            line.add("session", session)
            line.add("views", layout.viewNames.count)
            line.add("kind", kind)
            line.add("median_total_ms", Self.median(values.map(\.total)) / 1e6)
            line.add("median_edit_ms", Self.median(values.map(\.edit)) / 1e6)
            // Thread CPU time of the whole change: steadier than wall time on a shared machine.
            line.add("median_cpu_ms", Self.median(values.map(\.cpu)) / 1e6)
            print(line.text)
        }
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
