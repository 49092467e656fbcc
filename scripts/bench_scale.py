#!/usr/bin/env python3
"""The scale issue's figures (issue 10, SPEC §10): whole `alsh` processes replaying
scripts in text mode (a report after every line, written to a file) and with `--json`
(only the final document), interleaved rounds, medians, ratios:

- grid(N): the solver benchmark's grid as alsh lines (`alsh-bench script --n N`);
  target: text ≤ 2x its --json replay at N = 1,000;
- indep(N): N independent views built one line at a time (`view vI`, then left, top,
  width, height);
- conflict(N): `H:|[c0(1)]-1-[c1(1)]-1-…-(>=0)-|` on a root 375·N/200 wide (375 at
  N = 200: a required conflict whose minimal set is the whole chain);
- aligned(N): an N-view VFL chain with `alignAllTop alignAllBottom` (every y and height
  ambiguous), then `V:|[v0(5)]` (all of them settle);
  target for these: text ≤ 5x the --json replay of grid(1,000) in the same run, and N → 2N
  at most 2.5x;
- lines(N) and undo(N): issue 15's case, N conflicting lines (`a.width = 101`, …, each
  refused by `a.width = 100` and kept broken), in undo(N) each followed by `undo`;
  target: undo(N) ≤ 2x lines(N) in text mode (undo inverts the line, it replays nothing).
Then `alsh-bench session` (Sources/alsh-bench/SessionBench.swift): one change in a grid
session of 10,000 views in text mode (target ≤ 10 ms).
Called by scripts/bench (--scale)."""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

GRID_RATIO_TARGET = 2.0
WORKLOAD_RATIO_TARGET = 5.0
GROWTH_TARGET = 2.5
CHANGE_TARGET_MS = 10.0


def chunks(names, size=50):
    return [names[i:i + size] for i in range(0, len(names), size)]


def indep_script(n):
    lines = ["# %d independent views, one line at a time" % n, "root 1000x100000"]
    for i in range(n):
        v = "v%d" % i
        lines += ["view " + v,
                  "%s.left = root.left + %d" % (v, 10 * (i % 90)),
                  "%s.top = root.top + %d" % (v, 10 * (i // 90)),
                  "%s.width = 8" % v,
                  "%s.height = 8" % v]
    return "\n".join(lines) + "\n"


def conflict_script(n):
    names = ["c%d" % i for i in range(n)]
    # 375 wide at 200 views (the case), in proportion elsewhere: the chain
    # (2N - 1 points) never fits, so every size conflicts.
    width = 375 * n // 200
    lines = ["# a conflicting chain of %d views on a %d-wide root" % (n, width), "root %dx667" % width]
    lines += ["view " + " ".join(chunk) for chunk in chunks(names)]
    lines.append("H:|" + "-1-".join("[%s(1)]" % v for v in names) + "-(>=0)-|")
    return "\n".join(lines) + "\n"


def aligned_script(n):
    names = ["v%d" % i for i in range(n)]
    lines = ["# a chain of %d views aligned top and bottom, then one height and top" % n,
             "root %dx1000" % (6 * n + 100)]
    lines += ["view " + " ".join(chunk) for chunk in chunks(names)]
    lines.append("H:|" + "-1-".join("[%s(5)]" % v for v in names) + " alignAllTop alignAllBottom")
    lines.append("V:|[v0(5)]")
    return "\n".join(lines) + "\n"


def conflicting_lines_script(n, undo):
    lines = ["# %d conflicting lines%s" % (n, ", each followed by undo" if undo else ""),
             "view a b", "a.width = 100", "H:|-[a]-[b]-|"]
    for i in range(n):
        lines.append("a.width = %d" % (101 + i))
        if undo:
            lines.append("undo")
    return "\n".join(lines) + "\n"


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(alsh, path, json_mode, timeout):
    """CPU seconds (user + system) of one whole process: the machine is shared, and wall
    time there measures the neighbours as much as alsh."""
    command = [alsh] + (["--json"] if json_mode else []) + [path]
    with tempfile.TemporaryFile() as out:
        start = cpu_of_children()
        try:
            done = subprocess.run(command, stdout=out, stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "timeout"
        elapsed = cpu_of_children() - start
        if done.returncode != 0:
            return elapsed, "exit %d: %s" % (done.returncode, done.stderr.decode()[:200])
    return elapsed, None


def fmt(seconds):
    if seconds is None:
        return "timeout"
    return "%.3f s" % seconds if seconds >= 1 else "%.1f ms" % (seconds * 1e3)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--alsh", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", default="", help="comma-separated workload names (grid,indep,conflict,aligned,lines,undo,session)")
    parser.add_argument("--session-views", type=int, default=10000)
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    rounds = 1 if args.quick else args.rounds

    scratch = tempfile.mkdtemp(prefix="alsh-scale-")
    grid = subprocess.run([args.bench, "script", "--n", "1000"], capture_output=True, text=True, check=True).stdout
    plan = [("grid", 1000, grid)]
    sizes = {"indep": [1000, 2000], "conflict": [100, 200, 400], "aligned": [1000, 2000],
             "lines": [256], "undo": [256]}
    if args.quick:
        sizes = {"indep": [500, 1000], "conflict": [50, 100], "aligned": [250, 500], "lines": [64], "undo": [64]}
    makers = {"indep": indep_script, "conflict": conflict_script, "aligned": aligned_script,
              "lines": lambda n: conflicting_lines_script(n, False),
              "undo": lambda n: conflicting_lines_script(n, True)}
    for name, ns in sizes.items():
        for n in ns:
            plan.append((name, n, makers[name](n)))
    plan = [p for p in plan if p[0] == "grid" or not only or p[0] in only]
    paths = {}
    for name, n, text in plan:
        path = os.path.join(scratch, "%s%d.al" % (name, n))
        with open(path, "w") as f:
            f.write(text)
        paths[(name, n)] = path

    print("alsh: %s" % args.alsh)
    print("scripts in %s; each run: `alsh FILE > out` (text) and `alsh --json FILE > out`," % scratch)
    print("timed as the process's CPU time (user + system); a run over --timeout %g s (wall) is cut" % args.timeout)
    samples = {(name, n, mode): [] for name, n, _ in plan for mode in ("text", "json")}
    failures = []
    for k in range(rounds):
        for name, n, _ in plan:
            for mode in ("json", "text"):
                if samples[(name, n, mode)] and samples[(name, n, mode)][-1] is None:
                    continue  # timed out once: not again
                elapsed, error = run_once(args.alsh, paths[(name, n)], mode == "json", args.timeout)
                if error and error != "timeout":
                    failures.append("%s(%d) %s: %s" % (name, n, mode, error))
                samples[(name, n, mode)].append(elapsed)
                print("  round %d %s(%d) %s: %s" % (k + 1, name, n, mode, fmt(elapsed)), file=sys.stderr, flush=True)

    def median(key):
        values = samples[key]
        if any(v is None for v in values):
            return None
        return statistics.median(values)

    grid_json = median(("grid", 1000, "json"))
    print("\n%-16s %12s %12s %10s %14s %10s" % ("workload", "text", "--json", "text/json", "text/grid-json", "growth"))
    verdicts = []
    previous = {}
    for name, n, _ in plan:
        text, js = median((name, n, "text")), median((name, n, "json"))
        ratio = "%.2fx" % (text / js) if text and js else "-"
        vs_grid = "%.2fx" % (text / grid_json) if text and grid_json else "-"
        growth = "-"
        if name in previous and previous[name][0] * 2 == n and text and previous[name][1]:
            g = text / previous[name][1]
            growth = "%.2fx" % g
            verdicts.append(("%s %d→%d growth ≤ %.1fx" % (name, previous[name][0], n, GROWTH_TARGET), g <= GROWTH_TARGET))
        print("%-16s %12s %12s %10s %14s %10s" % ("%s(%d)" % (name, n), fmt(text), fmt(js), ratio, vs_grid, growth))
        if name == "undo":
            lines_text = median(("lines", n, "text"))
            if text and lines_text:
                print("%-16s %12s %12s %10s" % ("", "", "undo/lines", "%.2fx" % (text / lines_text)))
            verdicts.append(("undo(%d) text ≤ 2x lines(%d) text" % (n, n), bool(text and lines_text and text / lines_text <= 2)))
        elif name == "lines":
            pass
        elif name == "grid" and text and js:
            verdicts.append(("grid(1000) text ≤ %.0fx --json" % GRID_RATIO_TARGET, text / js <= GRID_RATIO_TARGET))
        elif name != "grid":
            verdicts.append(("%s(%d) text ≤ %.0fx grid --json" % (name, n, WORKLOAD_RATIO_TARGET),
                             bool(text and grid_json and text / grid_json <= WORKLOAD_RATIO_TARGET)))
        previous[name] = (n, text)
    print("(CPU time, medians of %d rounds; growth = text time against the same workload at half the size)" % rounds)

    if not only or "session" in only:
        views = 1000 if args.quick else args.session_views
        command = [args.bench, "session", "--views", str(views), "--rounds", str(3 if args.quick else 5)]
        print("\n%s" % " ".join(command[1:]))
        done = subprocess.run(command, capture_output=True, text=True)
        lines = [json.loads(l) for l in done.stdout.splitlines() if l.startswith("{")]
        if done.returncode != 0 or any("error" in l for l in lines):
            failures.append("session: %s %s" % (done.stderr[:300], [l.get("error") for l in lines]))
        print("%-12s %12s %12s %12s" % ("change", "wall median", "wall max", "CPU median"))
        for line in lines:
            if "total_ns" not in line:
                if "rss_mb" in line:
                    print("resident after the session: %.0f MB" % line["rss_mb"])
                continue
            values = line["total_ns"]
            med = statistics.median(values) / 1e6
            cpu = statistics.median(line["cpu_ns"]) / 1e6 if line.get("cpu_ns") else None
            print("%-12s %9.2f ms %9.2f ms %12s" % (line["kind"], med, max(values) / 1e6,
                                                  "%.2f ms" % cpu if cpu is not None else "-"))
            if line["kind"] != "build":
                verdicts.append(("%s in a %d-view session ≤ %.0f ms (CPU)" % (line["kind"], views, CHANGE_TARGET_MS),
                                 (cpu if cpu is not None else med) <= CHANGE_TARGET_MS))

    print()
    for label, ok in verdicts:
        print("%s %s" % ("met    " if ok else "MISSED ", label))
    for failure in failures:
        print("FAILED " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
