#!/usr/bin/env python3
"""`export svg` and the `watch` page of a 10,000-view session: how long writing the
picture takes (target: under a second), measured as whole processes, interleaved: a
session that loads the grid and exports, against one that only loads it; the difference
of the medians is the picture's time. Also checks that the picture leaves out the
constraint labels (beyond SVGRenderer.labelLimit) and that its legend says so.

    python3 scripts/bench_picture.py --alsh .build/release/alsh [--views 10000] [--rounds 5]
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time


def grid_script(views, per_row=100):
    """Views in rows of `per_row`, 30x20 each, every one pinned by four constraints."""
    lines = []
    for i in range(views):
        row, column = divmod(i, per_row)
        name = f"v{i}"
        lines.append(f"view {name}")
        left = "root.left + 4" if column == 0 else f"v{i - 1}.right + 4"
        top = "root.top + 4" if row == 0 else f"v{i - per_row}.bottom + 4"
        lines += [f"{name}.left = {left}", f"{name}.top = {top}", f"{name}.width = 30", f"{name}.height = 20"]
    return "\n".join(lines) + "\n"


def run(alsh, folder, commands):
    start = time.perf_counter()
    result = subprocess.run([alsh, "--no-color", "-"], input=commands, cwd=folder,
                            capture_output=True, text=True, timeout=600)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise RuntimeError(result.stdout[-2000:] + result.stderr[-2000:])
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--alsh", required=True)
    parser.add_argument("--views", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    options.alsh = os.path.abspath(options.alsh)
    folder = tempfile.mkdtemp(prefix="alsh-picture-")
    with open(os.path.join(folder, "grid.al"), "w") as f:
        f.write(grid_script(options.views))
    load = "load -q grid.al\n"
    parts = {"export svg": load + "export svg out.svg\n", "watch page": load + "watch out.html\n"}
    times = {"load only": []} | {name: [] for name in parts}
    for _ in range(options.rounds):
        times["load only"].append(run(options.alsh, folder, load))
        for name, commands in parts.items():
            times[name].append(run(options.alsh, folder, commands))
    base = statistics.median(times["load only"])
    print(f"{options.views} views, {4 * options.views} constraints, {options.rounds} rounds, medians")
    print(f"  load only            {base:7.3f} s")
    failed = False
    for name, path in (("export svg", "out.svg"), ("watch page", "out.html")):
        median = statistics.median(times[name])
        extra = median - base
        size = os.path.getsize(os.path.join(folder, path))
        verdict = "ok" if extra < 1.0 else "SLOW"
        failed |= extra >= 1.0
        print(f"  load + {name:12}  {median:7.3f} s   picture {extra:6.3f} s (< 1 s: {verdict}), {size / 1e6:.1f} MB")
    svg = open(os.path.join(folder, "out.svg"), encoding="utf-8").read()
    left_out = "their labels are left out" in svg and 'class="label constraint-label"' not in svg
    print(f"  constraint labels left out and said so in the legend: {'yes' if left_out else 'NO'}")
    return 1 if failed or not left_out else 0


if __name__ == "__main__":
    raise SystemExit(main())
