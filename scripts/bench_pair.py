#!/usr/bin/env python3
"""Text mode against --json for two or more alsh builds side by side (issue 10's grid ratio).

    python3 scripts/bench_pair.py --alsh OLD/alsh,NEW/alsh --script grid1000.al --rounds 15

Each round runs every build on the script in text mode and with --json, one after the
other (which build goes first alternates by round), so a busy spell of the shared machine
falls on all of them alike. Prints per build the medians and minimums of CPU time (user +
system of the child, from rusage) and the ratio three ways: of the medians, of the
minimums, and the median of each round's own ratio. Make the script with
`alsh-bench script --n 1000`.
"""
import argparse
import os
import resource
import statistics
import subprocess


def cpu_ms(args, cwd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return 1000 * ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--alsh", required=True, help="comma-separated alsh binaries")
    parser.add_argument("--script", required=True)
    parser.add_argument("--rounds", type=int, default=11)
    options = parser.parse_args()
    builds = [os.path.abspath(b) for b in options.alsh.split(",")]
    script = os.path.abspath(options.script)
    cwd = os.path.dirname(script)
    times = {(b, mode): [] for b in builds for mode in ("text", "json")}
    for round in range(options.rounds):
        # The order alternates: on a shared machine the build that runs first in a round
        # tends to be the faster.
        for build in (builds if round % 2 == 0 else list(reversed(builds))):
            times[(build, "text")].append(cpu_ms([build, script], cwd))
            times[(build, "json")].append(cpu_ms([build, "--json", script], cwd))
    for build in builds:
        text, json = times[(build, "text")], times[(build, "json")]
        per_round = statistics.median(t / j for t, j in zip(text, json))
        print(f"{build}: text {statistics.median(text):.1f} ms (min {min(text):.1f}), "
              f"--json {statistics.median(json):.1f} ms (min {min(json):.1f}); "
              f"text/json {statistics.median(text) / statistics.median(json):.2f} of medians, "
              f"{min(text) / min(json):.2f} of minimums, {per_round:.2f} per round")


if __name__ == "__main__":
    main()
