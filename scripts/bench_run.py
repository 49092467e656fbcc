#!/usr/bin/env python3
"""Runs alsh-bench and bench_kiwi.py on the same workloads, alternately (ours, kiwi, ours,
kiwi, ... so drift in machine load hits both), and prints the comparison table.
Called by scripts/bench after the release build; see that script for the options."""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# Ratio targets (ours / kiwi, same run) from the benchmark issue; None = report only.
TARGETS = {
    ("grid", "W1"): {100: 1.0, 1000: 0.1, 10000: 0.01},
    ("grid", "W2"): {100: 1.0, 1000: 0.2, 10000: 0.2},
    ("grid", "W3-strong"): {100: 1.0, 1000: 1.0, 10000: 1.0},
    ("gridw", "W1"): {100: 1.0, 200: 1.0, 400: 1.0},
    ("gridw", "W2"): {100: 1.0, 200: 1.0, 400: 1.0},
    ("gridw", "W3-strong"): {100: 1.0, 200: 1.0, 400: 1.0},
}
PHASES = ["W1", "W2", "W3-strong", "W3-required"]


def plan(quick):
    """(workload, n) pairs in the order they run."""
    grid = [100, 1000] if quick else [100, 1000, 10000]
    gridw = [100, 200] if quick else [100, 200, 400]
    return [("grid", n) for n in grid] + [("gridw", n) for n in gridw]


def settings(impl, workload, n):
    """Repetitions per process, sized so kiwi's slow phases stay bearable: its W1 at
    N = 10,000 takes minutes and its required-pin cycle about a second at N = 1,000."""
    if impl == "ours":
        return dict(reps=3 if n >= 10000 else 5, edit_reps=5, cycles=100,
                    pin_cycles=5 if n >= 10000 else 20)
    if n >= 10000:
        return dict(reps=1, edit_reps=1, cycles=3, pin_cycles=1)
    if n >= 1000 or (workload == "gridw" and n >= 400):
        return dict(reps=2, edit_reps=2, cycles=20, pin_cycles=1)
    return dict(reps=3, edit_reps=3, cycles=50, pin_cycles=5)


def rounds_for(n, rounds):
    return 1 if n >= 10000 else rounds


def run_once(impl, binary, workload, n):
    s = settings(impl, workload, n)
    args = ["solver", "--workload", workload, "--n", str(n), "--reps", str(s["reps"]),
            "--edit-reps", str(s["edit_reps"]), "--cycles", str(s["cycles"]),
            "--pin-cycles", str(s["pin_cycles"])]
    command = [binary] + args if impl == "ours" else [sys.executable, os.path.join(HERE, "bench_kiwi.py")] + args
    env = dict(os.environ)
    if impl == "kiwi":
        env.pop("LD_PRELOAD", None)  # the malloc counter is for alsh-bench only
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or any("error" in line for line in lines):
        print(f"!!! {impl} {workload} N={n} FAILED (exit {done.returncode})", file=sys.stderr)
        print(done.stdout + done.stderr, file=sys.stderr)
    return [line for line in lines if "phase" in line]


def answers_agree(a, b):
    return all(abs(a[k] - b.get(k, float("nan"))) <= 1e-6 * max(1.0, abs(a[k])) for k in a)


def fmt_ns(ns):
    if ns is None:
        return "-"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", help="run one workload, e.g. grid:1000")
    args = parser.parse_args()

    configs = plan(args.quick)
    if args.only:
        workload, n = args.only.split(":")
        configs = [(workload, int(n))]
    mismatches, misses, rows, heap = [], 0, [], {}
    for workload, n in configs:
        samples = {(impl, phase): [] for impl in ("ours", "kiwi") for phase in PHASES}
        pivots, answers = {}, {}
        for r in range(rounds_for(n, args.rounds)):
            order = ("ours", "kiwi") if r % 2 == 0 else ("kiwi", "ours")
            for impl in order:
                print(f"  running {impl} {workload} N={n} round {r + 1}", file=sys.stderr, flush=True)
                for line in run_once(impl, args.bin, workload, n):
                    phase = line["phase"]
                    samples[(impl, phase)] += line["per_op_ns"]
                    if line["pivots_per_op"] is not None:
                        pivots[phase] = line["pivots_per_op"]
                    answers.setdefault((impl, phase), line["answer"])
                    if not answers_agree(answers[(impl, phase)], line["answer"]):
                        mismatches.append(f"{workload} N={n} {phase}: {impl} changed its answer between rounds")
                    if "mallocs_per_op" in line:
                        heap.setdefault((workload, n, phase), []).append(
                            (line["mallocs_per_op"], line.get("retained_bytes_per_op")))
        for phase in PHASES:
            ours_answer, kiwi_answer = answers.get(("ours", phase)), answers.get(("kiwi", phase))
            if ours_answer and kiwi_answer and not answers_agree(ours_answer, kiwi_answer):
                mismatches.append(f"{workload} N={n} {phase}: ours {ours_answer} kiwi {kiwi_answer}")
            ours = statistics.median(samples[("ours", phase)]) if samples[("ours", phase)] else None
            kiwi = statistics.median(samples[("kiwi", phase)]) if samples[("kiwi", phase)] else None
            ratio = ours / kiwi if ours is not None and kiwi else None
            target = TARGETS.get((workload, phase), {}).get(n)
            if target is None or ratio is None:
                verdict = "-" if ratio is not None else "ERROR"
            else:
                verdict = "PASS" if ratio <= target else "MISS"
                misses += verdict == "MISS"
            note = "kiwi 1 rep" if n >= 10000 and phase == "W1" else ""
            rows.append((workload, str(n), phase, fmt_ns(ours), f"{pivots.get(phase, float('nan')):.1f}",
                         fmt_ns(kiwi), f"{ratio:.4f}" if ratio is not None else "-",
                         f"≤ {target}" if target is not None else "-", verdict, note))

    header = ("workload", "N", "phase", "ours/op", "pivots/op", "kiwi/op", "ratio", "target", "verdict", "note")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
    print("W1 = one whole build (fresh solver, all adds, one update); W2 = one suggest + update"
          " (kiwi: suggestValue + updateVariables; ours: suggestValue + reading a value, since our"
          " values are always current); W3 = one remove + re-add (+ updateVariables for kiwi).")
    if any(n >= 10000 for _, n in configs):
        print("kiwi's N = 10,000 runs are measured once (1 round, 1 repetition): its build takes minutes.")
    print("Heap in steady state (W2: 1000 suggests, alsh-bench with scripts/malloc_count.c preloaded;"
          " the W1 build count shows the counter is live), worst round:")
    if not heap:
        print("  not measured (the malloc counter was not preloaded)")
    for (workload, n, phase), readings in heap.items():
        if phase == "W2":
            calls = max(c for c, _ in readings)
            kept = max(k for _, k in readings)
            build = max((c for c, _ in heap.get((workload, n, "W1"), [])), default=float("nan"))
            print(f"  {workload} N={n}: W2 {calls:.3f} allocation calls and {kept:.1f} bytes kept per suggest"
                  f" (W1: {build:.0f} calls per build)")
    if mismatches:
        print("\n!!!!!!!! ANSWER MISMATCH between alsh and kiwisolver !!!!!!!!")
        for m in mismatches:
            print("  " + m)
    print(f"\n{misses} target(s) missed, {len(mismatches)} answer mismatch(es)")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
