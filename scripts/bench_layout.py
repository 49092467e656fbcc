#!/usr/bin/env python3
"""The Auto Layout issue's figure: one change in a session of N views, answered with the
re-solve, analyze() (conflicts, ambiguity) and the diff against the previous analysis.
Runs `alsh-bench layout` (see Sources/alsh-bench/LayoutBench.swift) and prints median and
p90 per change kind and overall, against the 10 ms median target.
Called by scripts/bench (--layout, and in the default runs)."""
import argparse
import json
import os
import statistics
import subprocess
import sys

TARGET_NS = 10e6  # "under 10 ms median" at 1,000 views; shown for every N as a yardstick
TARGET_VIEWS = 1000


def plan(quick):
    """(views, rounds, session level?) in the order they run. The session level builds
    its grid line by line with a report after each (quadratic: ~15 s at 1,000 views, hours
    at 10,000), so it runs at 1,000 only in the full run."""
    if quick:
        return [(100, 50, True), (1000, 20, False)]
    return [(100, 100, True), (1000, 30, True), (10000, 5, False)]


def p90(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def ms(ns):
    return f"{ns / 1e6:.3f}"


def run(binary, views, rounds, session):
    command = [binary, "layout", "--views", str(views), "--rounds", str(rounds),
               "--session", "yes" if session else "no"]
    print(f"  running {' '.join(command[1:])}", file=sys.stderr, flush=True)
    done = subprocess.run(command, capture_output=True, text=True)
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    errors = [line["error"] for line in lines if "error" in line]
    if done.returncode != 0 or errors:
        print(f"!!! layout --views {views} FAILED (exit {done.returncode}): {errors}", file=sys.stderr)
        print(done.stderr, file=sys.stderr)
    return lines, bool(errors) or done.returncode != 0


def rows_for(lines, misses):
    """Table rows for one run: a row per (level, kind), then the level's overall row.
    Misses at the target N are counted into `misses` ({"wall": n, "cpu": n})."""
    rows = []
    levels = []
    for line in lines:
        if "error" not in line and line["level"] not in levels:
            levels.append(line["level"])
    for level in levels:
        every, cpu, report_bytes = [], [], None
        for line in (l for l in lines if l.get("level") == level):
            kind, total, views = line["kind"], line.get("total_ns"), line["views"]
            if kind == "build":
                answer = line.get("answer")
                note = f"row width {answer['row_width']:g}" if answer else ""
                rows.append((level, str(views), "(build, once)", ms(total[0])) + ("-",) * 8 + (note,))
                continue
            if kind == "report-bytes":
                report_bytes = line["bytes"]
                continue
            every += total
            cpu += line.get("cpu_ns", [])
            split = [ms(statistics.median(line[k])) if k in line else "-"
                     for k in ("cpu_ns", "edit_ns", "analyze_ns", "diff_ns")]
            verdicts = judge(views, total, line.get("cpu_ns"), misses)
            rows.append((level, str(views), kind, ms(statistics.median(total)), ms(p90(total)), *split,
                         "< 10 ms", *verdicts, f"{len(total)} ops"))
        if every:
            views = lines[0]["views"]
            verdicts = judge(views, every, cpu, misses)
            rows.append((level, str(views), "OVERALL", ms(statistics.median(every)), ms(p90(every)),
                         ms(statistics.median(cpu)) if cpu else "-", "", "", "", "< 10 ms", *verdicts,
                         f"{len(every)} ops" + (f", {report_bytes / 1024:.0f} KiB of reports" if report_bytes else "")))
    return rows


def judge(views, wall, cpu, misses):
    """(wall verdict, cpu verdict) on the medians. Other N than the target's are in
    parentheses: reference only, not counted."""
    verdicts = []
    for clock, samples in (("wall", wall), ("cpu", cpu)):
        if not samples:
            verdicts.append("-")
            continue
        verdict = "PASS" if statistics.median(samples) < TARGET_NS else "MISS"
        if views == TARGET_VIEWS:
            misses[clock] += verdict == "MISS"
            verdicts.append(verdict)
        else:
            verdicts.append(f"({verdict})")
    return verdicts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="the release alsh-bench")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--views", type=int, action="append", help="only these N (repeatable)")
    parser.add_argument("--rounds", type=int, help="rounds of every change kind")
    parser.add_argument("--session", choices=["yes", "no"], help="force the session level on or off")
    args = parser.parse_args()

    configs = plan(args.quick)
    if args.views:
        configs = [(n, r, s) for n, r, s in plan(False) if n in args.views] or [(n, 20, n <= 1000) for n in args.views]
    if args.rounds:
        configs = [(n, args.rounds, s) for n, _, s in configs]
    if args.session:
        configs = [(n, r, args.session == "yes") for n, r, _ in configs]

    rows, misses, failures = [], {"wall": 0, "cpu": 0}, 0
    load = os.getloadavg()[0]
    for views, rounds, session in configs:
        lines, failed = run(args.bin, views, rounds, session)
        failures += failed
        rows += rows_for(lines, misses)

    header = ("level", "N", "change", "median ms", "p90 ms", "cpu ms", "edit ms", "analyze ms", "diff ms", "target",
              "wall", "cpu", "note")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    print("Auto Layout: one change in a session of N views (grid(N) of the solver benchmark, built with the Layout API)")
    for row in [header] + rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
    print("layout = the Layout calls the shell makes per command: the edit (re-solve), analyze() (frames,"
          " ambiguity, conflicts, broken optionals) and LayoutChanges against the previous analysis."
          " session = a Session fed the command line (parse, the same calls, the report text), output dropped."
          " A round is: constant (a spacing 8 ⇄ 12), priority (a height @750 ⇄ @250), add/remove (a height @900"
          " that breaks one @750), resize (root width varies), rotate twice, add-conflict/remove-conflict (a"
          " required width no row can give), direction rtl and ltr (the grid's N + N/10 leading/trailing"
          " constraints re-lowered, every view moves). Target: median under 10 ms at 1,000 views, overall and per kind;"
          " (PASS)/(MISS) at other N is for reference only.")
    print("median/p90: wall clock; cpu: the median op's thread CPU time, what the change costs when other work"
          " shares the machine (the wall and cpu verdicts judge each median); edit/analyze/diff: medians of the"
          f" three parts of the layout level's wall time. Load average at the start: {load:.2f}"
          f" ({os.cpu_count()} CPUs).")
    print(f"\n{misses['wall']} layout target(s) missed on the wall clock, {misses['cpu']} on CPU time,"
          f" {failures} failed run(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
