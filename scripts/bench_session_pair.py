#!/usr/bin/env python3
"""One change in a big text-mode session, for two or more builds side by side (issue 10's
`rotate` and `root` in the 10,000-view session).

    python3 scripts/bench_session_pair.py --bench OLD/alsh-bench,NEW/alsh-bench --runs 8

Each run starts `alsh-bench session --views N --rounds R` of every build, one after the
other (which build goes first alternates by run, since on a shared machine the first of a
pair tends to be the faster), and takes the median CPU time of each kind of change in it.
Prints every run, then per build and kind the median of the runs' medians, and each later
build's ratio to the first, run by run (a busy spell falls on both builds of a run alike).
"""
import argparse
import json
import os
import statistics
import subprocess

KINDS = ("root", "rotate", "optional", "undo")


def run_once(bench, views, rounds):
    """The median CPU time in ms of each kind of change in one session."""
    done = subprocess.run([bench, "session", "--views", str(views), "--rounds", str(rounds)],
                          capture_output=True, text=True, check=True)
    medians = {}
    for line in done.stdout.splitlines():
        record = json.loads(line)
        if record.get("kind") in KINDS and "cpu_ns" in record:
            medians[record["kind"]] = statistics.median(record["cpu_ns"]) / 1e6
    return medians


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", required=True, help="comma-separated alsh-bench binaries")
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--views", type=int, default=10000)
    parser.add_argument("--rounds", type=int, default=16)
    options = parser.parse_args()
    builds = [os.path.abspath(b) for b in options.bench.split(",")]
    results = {b: [] for b in builds}
    for run in range(options.runs):
        for build in (builds if run % 2 == 0 else list(reversed(builds))):
            medians = run_once(build, options.views, options.rounds)
            results[build].append(medians)
            print("run %d %s: %s" % (run + 1, build,
                                     ", ".join("%s %.2f ms" % (k, medians[k]) for k in KINDS if k in medians)),
                  flush=True)
    print("\nmedians of %d runs (CPU, %d views, %d rounds each):" % (options.runs, options.views, options.rounds))
    first = builds[0]
    for build in builds:
        line = ", ".join("%s %.2f ms" % (k, statistics.median(r[k] for r in results[build])) for k in KINDS)
        print("%s: %s" % (build, line))
        if build != first:
            ratios = ", ".join("%s %.3f" % (k, statistics.median(
                new[k] / old[k] for new, old in zip(results[build], results[first]))) for k in ("root", "rotate"))
            faster = sum(1 for new, old in zip(results[build], results[first]) if new["rotate"] < old["rotate"])
            print("  against the first, median of the runs' ratios: %s; rotate faster in %d of %d runs"
                  % (ratios, faster, options.runs))


if __name__ == "__main__":
    main()
