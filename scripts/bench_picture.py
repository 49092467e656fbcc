#!/usr/bin/env python3
"""`export svg` and the `watch` page of a 10,000-view session: how long writing the
picture takes (target: under a second), measured as whole processes, interleaved: a
session that loads the grid and writes the picture, against one that only loads it; the
difference of the medians is the picture's time. CPU time (user + system) is what counts
on a shared machine; wall time is shown beside it. The sessions run with `--json`, so the
load is not a report per line (text mode's load takes ten times longer and its noise would
swamp the picture); the picture is drawn the same way in either mode. Also checks that the
picture leaves out the constraint labels (beyond SVGRenderer.labelLimit) and that its
legend says so.

    python3 scripts/bench_picture.py --alsh .build/release/alsh [--views 10000] [--rounds 5]
    python3 scripts/bench_picture.py --alsh OLD/alsh,NEW/alsh     # side by side, with ratios

With two builds the pictures they write are compared byte for byte.
"""
import argparse
import filecmp
import os
import resource
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
    """(CPU seconds, wall seconds) of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run([alsh, "--json", "--no-color", "-"], input=commands, cwd=folder,
                            capture_output=True, text=True, timeout=600)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        raise RuntimeError(result.stdout[-2000:] + result.stderr[-2000:])
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


PARTS = {"export svg": ("export svg {}\n", "out.svg"), "watch page": ("watch {}\n", "out.html")}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--alsh", required=True, help="one build, or OLD,NEW to compare two")
    parser.add_argument("--views", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    builds = [os.path.abspath(path) for path in options.alsh.split(",")]
    # A folder a build, so both write the same names and their files can be compared.
    folders = [tempfile.mkdtemp(prefix=f"alsh-picture-{b}-") for b in range(len(builds))]
    for folder in folders:
        with open(os.path.join(folder, "grid.al"), "w") as f:
            f.write(grid_script(options.views))
    load = "load -q grid.al\n"
    times = {(b, name): [] for b in range(len(builds)) for name in ["load only", *PARTS]}
    for _ in range(options.rounds):
        for b, alsh in enumerate(builds):
            times[(b, "load only")].append(run(alsh, folders[b], load))
            for name, (command, path) in PARTS.items():
                times[(b, name)].append(run(alsh, folders[b], load + command.format(path)))

    def median(b, name, which):
        return statistics.median(t[which] for t in times[(b, name)])

    print(f"{options.views} views, {4 * options.views} constraints, {options.rounds} rounds, medians "
          f"(CPU s / wall s; picture = the session minus load only)")
    failed = False
    pictures = {}
    for b, alsh in enumerate(builds):
        print(f"  {alsh}")
        print(f"    load only            {median(b, 'load only', 0):7.3f} / {median(b, 'load only', 1):7.3f}")
        for name, (_, path) in PARTS.items():
            cpu = median(b, name, 0) - median(b, "load only", 0)
            wall = median(b, name, 1) - median(b, "load only", 1)
            pictures[(b, name)] = cpu
            size = os.path.getsize(os.path.join(folders[b], path))
            verdict = "ok" if cpu < 1.0 else "SLOW"
            failed |= cpu >= 1.0 and b == len(builds) - 1
            print(f"    load + {name:12}  {median(b, name, 0):7.3f} / {median(b, name, 1):7.3f}   "
                  f"picture {cpu:6.3f} / {wall:6.3f} (< 1 s: {verdict}), {size / 1e6:.1f} MB")
    if len(builds) == 2:
        for name, (_, path) in PARTS.items():
            old, new = pictures[(0, name)], pictures[(1, name)]
            same = filecmp.cmp(os.path.join(folders[0], path), os.path.join(folders[1], path), shallow=False)
            print(f"  {name}: new / old = {new / old:.3f} ({old:.3f} → {new:.3f} CPU s), "
                  f"{'byte-identical' if same else 'DIFFERENT'} output")
            failed |= not same
    svg = open(os.path.join(folders[-1], "out.svg"), encoding="utf-8").read()
    left_out = "their labels are left out" in svg and 'class="label constraint-label"' not in svg
    print(f"  constraint labels left out and said so in the legend: {'yes' if left_out else 'NO'}")
    return 1 if failed or not left_out else 0


if __name__ == "__main__":
    raise SystemExit(main())
