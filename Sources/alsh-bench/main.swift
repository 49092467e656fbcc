// alsh-bench: measurements that need a release build.
//   alsh-bench solver --workload grid|gridw --n N [--reps R] [--edit-reps R] [--cycles C] [--pin-cycles C]
//       one JSON line per phase (W1 build, W2 suggest, W3 remove + re-add); scripts/bench runs
//       it interleaved with scripts/bench_kiwi.py and prints the table.
//   alsh-bench layout --views N [--rounds R] [--session yes|no]
//       one JSON line per change kind: a change in a session of N views with the analysis and
//       diff the shell makes after it (scripts/bench_layout.py prints the table).
//   alsh-bench stack --views N [--rounds R]
//       one JSON line per live-stack change (hide, unhide, spacing) in a session of N views.
//   alsh-bench session --views N [--rounds R]
//       one JSON line per change (root, rotate, a new optional constraint, undo) in a text-mode
//       session of grid(N) built line by line (scripts/bench_scale.py prints the table).
//   alsh-bench script --n N [--directional yes|no] [--declared-first yes|no]
//       prints the solver benchmark's grid(N) as an alsh script (scripts/bench_shell.py
//       replays it with `alsh --json`); with --directional yes in leading/trailing.

#if canImport(Glibc)
import Glibc
#endif
import Shell

let usageText = """
usage: alsh-bench solver --workload grid|gridw --n N [--reps R] [--edit-reps R] [--cycles C] [--pin-cycles C]
       alsh-bench layout --views N [--rounds R] [--session yes|no]
       alsh-bench stack --views N [--rounds R]
       alsh-bench session --views N [--rounds R]
       alsh-bench script --n N [--directional yes|no] [--declared-first yes|no]
"""

func usage() -> Never {
    print(usageText)
    exit(2)
}

/// Reads `--name value` pairs after the subcommand; unknown names are usage errors.
func options(_ arguments: ArraySlice<String>, allowed: Set<String>) -> [String: String] {
    var found: [String: String] = [:]
    var rest = arguments
    while let name = rest.popFirst() {
        guard name.hasPrefix("--"), let value = rest.popFirst() else { usage() }
        found[String(name.dropFirst(2))] = value
    }
    guard Set(found.keys).isSubset(of: allowed) else { usage() }
    return found
}

/// A positive count option, `fallback` when absent.
func count(_ given: [String: String], _ key: String, _ fallback: Int) -> Int {
    guard let text = given[key] else { return fallback }
    guard let value = Int(text), value >= 1, value <= 1_000_000 else { usage() }
    return value
}

func runSolver(_ given: [String: String]) {
    guard let workload = given["workload"], ["grid", "gridw"].contains(workload), given["n"] != nil else { usage() }
    let n = count(given, "n", 1)
    let bench = SolverBench(workload: workload, n: n, reps: count(given, "reps", 5),
                            editReps: count(given, "edit-reps", 5), cyclesPerRep: count(given, "cycles", 100),
                            pinCyclesPerRep: count(given, "pin-cycles", 100))
    do {
        try bench.run()
    } catch {
        print("{\"impl\": \"ours\", \"workload\": \"\(workload)\", \"n\": \(n), \"error\": \"\(error)\"}")
        exit(1)
    }
}

func runLayout(_ given: [String: String]) {
    guard given["views"] != nil, [nil, "yes", "no"].contains(given["session"]) else { usage() }
    let bench = LayoutBench(n: count(given, "views", 1), rounds: count(given, "rounds", 20),
                            sessionLevel: given["session"] != "no")
    do throws(BenchFailure) {
        try bench.run()
    } catch {
        var line = JSONLine()
        line.add("bench", "layout")
        line.add("views", bench.n)
        line.add("error", error.message)
        print(line.text)
        exit(1)
    }
}

let arguments = CommandLine.arguments.dropFirst()
let rest = arguments.dropFirst()
switch arguments.first {
case "solver":
    runSolver(options(rest, allowed: ["workload", "n", "reps", "edit-reps", "cycles", "pin-cycles"]))
case "layout":
    runLayout(options(rest, allowed: ["views", "rounds", "session"]))
case "stack":
    let given = options(rest, allowed: ["views", "rounds"])
    guard given["views"] != nil else { usage() }
    do throws(BenchFailure) {
        try StackBench(n: count(given, "views", 1), rounds: count(given, "rounds", 20)).run()
    } catch {
        print("{\"bench\": \"stack\", \"error\": \"\(error.message)\"}")
        exit(1)
    }
case "session":
    let given = options(rest, allowed: ["views", "rounds"])
    guard given["views"] != nil else { usage() }
    do throws(BenchFailure) {
        try SessionBench(n: count(given, "views", 1), rounds: count(given, "rounds", 5)).run()
    } catch {
        print("{\"bench\": \"session\", \"error\": \"\(error.message)\"}")
        exit(1)
    }
case "script":
    let given = options(rest, allowed: ["n", "directional", "declared-first"])
    guard given["n"] != nil, [nil, "yes", "no"].contains(given["directional"]),
          [nil, "yes", "no"].contains(given["declared-first"]) else { usage() }
    print(GridScript(n: count(given, "n", 1), directional: given["directional"] == "yes",
                     declaredFirst: given["declared-first"] == "yes").script, terminator: "")
default:
    usage()
}
