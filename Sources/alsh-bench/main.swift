// alsh-bench: measurements that need a release build.
//   alsh-bench solver --workload grid|gridw --n N [--reps R] [--edit-reps R] [--cycles C] [--pin-cycles C]
// prints one JSON line per phase (W1 build, W2 suggest, W3 remove + re-add); see
// scripts/bench, which runs it interleaved with scripts/bench_kiwi.py and prints the table.

#if canImport(Glibc)
import Glibc
#endif

func usage() -> Never {
    print("usage: alsh-bench solver --workload grid|gridw --n N [--reps R] [--edit-reps R] [--cycles C] [--pin-cycles C]")
    exit(2)
}

/// Reads `--name value` pairs after the subcommand; unknown names are usage errors.
func options(_ arguments: ArraySlice<String>) -> [String: String] {
    var found: [String: String] = [:]
    var rest = arguments
    while let name = rest.popFirst() {
        guard name.hasPrefix("--"), let value = rest.popFirst() else { usage() }
        found[String(name.dropFirst(2))] = value
    }
    return found
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.first == "solver" else { usage() }
let given = options(arguments.dropFirst())
guard Set(given.keys).isSubset(of: ["workload", "n", "reps", "edit-reps", "cycles", "pin-cycles"]),
      let workload = given["workload"], ["grid", "gridw"].contains(workload),
      let n = given["n"].flatMap({ Int($0) }), n >= 1, n <= 1_000_000 else { usage() }
func count(_ key: String, _ fallback: Int) -> Int {
    guard let text = given[key] else { return fallback }
    guard let value = Int(text), value >= 1 else { usage() }
    return value
}
let bench = SolverBench(workload: workload, n: n, reps: count("reps", 5), editReps: count("edit-reps", 5),
                        cyclesPerRep: count("cycles", 100), pinCyclesPerRep: count("pin-cycles", 100))
do {
    try bench.run()
} catch {
    print("{\"impl\": \"ours\", \"workload\": \"\(workload)\", \"n\": \(n), \"error\": \"\(error)\"}")
    exit(1)
}
