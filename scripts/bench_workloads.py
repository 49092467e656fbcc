#!/usr/bin/env python3
"""The workloads people run, whole `alsh` processes, text mode against `--json` (issue 34):

- dfgrid(N): grid(N) with every view declared first (`alsh-bench script --n N
  --declared-first yes`: `view` lines of 50 names, then each view's constraints; root
  1000x100000); targets: text <= 2x --json at N = 1,000, <= 3x at 10,000; growth per
  doubling <= 2.2x in both modes (`--growth` runs 1,000 ... 8,000);
- ib(500): a 500-view Interface Builder scene imported (scripts/ib_scene.py writes it;
  `import cards.storyboard`); target: text <= 1.5x --json;
- log(200): a UIKit conflict log of 200 constraints imported;
- examples: each examples/*.al (and the log) in turn, the sum;
- deep nests (issue 33), each line adding one level: stacks(60), stack views nested 60
  deep (`stack sI-1 axis horizontal views sI xI`); bnest(100), views nested 100 deep, each
  bounded by its superview (`vI.left >= vI-1.left + 1`, `vI.width <= vI-1.width - 2`);
  nest(400), views nested 400 deep with no constraints (`--quick`: half as deep);
- start-up: the first prompt on a pty, and a one-line script (`view a`), wall time; and
  how many programs one start runs (`strace -f -e trace=execve`; target 1);
- dfgrid(1,000) --json against kiwisolver building the same grid in one Python process
  (scripts/bench_kiwi_grid.py, process start and updateVariables included), wall time;
  target <= 0.25.

Each round runs every workload's two modes one after the other (which goes first
alternates by round), so a busy spell of the shared machine falls on both. Prints, per
workload, the medians of CPU time (user + system of the child) and the median of the
rounds' own ratios.

    python3 scripts/bench_workloads.py --alsh .build/release/alsh --bench .build/release/alsh-bench
Called by scripts/bench (--workloads).
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_shell  # noqa: E402  (time_to_prompt)
import ib_scene  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cpu_run(command, cwd):
    """(CPU seconds, wall seconds) of one whole process; its output goes to /dev/null."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          env=dict(os.environ, HOME=cwd, XDG_STATE_HOME=cwd))
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}: {done.stderr.decode()[-400:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def conflict_log(count=200):
    """A UIKit 'Unable to simultaneously satisfy constraints' log of `count` constraints:
    a row of labels of fixed width between the edges of a 320-point cell."""
    labels = (count - 2) // 2
    cell = "UIView:0x7fa1d2c0a110"
    label = [f"UILabel:0x7fa1d2c{0x10000 + k:05x}'Item {k + 1}'" for k in range(labels)]
    address = iter(f"0x600002b{k:05x}" for k in range(10 * count))
    names = f"(active, names: '|':{cell} )"
    lines = [f'    "<NSLayoutConstraint:{next(address)} {label[k]}.width == 50   (active)>",' for k in range(labels)]
    lines.append(f'    "<NSLayoutConstraint:{next(address)} H:|-(8)-[{label[0]}]   {names}>",')
    for k in range(1, labels):
        lines.append(f'    "<NSLayoutConstraint:{next(address)} H:[{label[k - 1]}]-(8)-[{label[k]}]   (active)>",')
    lines.append(f'    "<NSLayoutConstraint:{next(address)} H:[{label[-1]}]-(8)-|   {names}>",')
    lines.append(f'    "<NSLayoutConstraint:{next(address)} \'UIView-Encapsulated-Layout-Width\' {cell}.width == 320   (active)>"')
    first = lines[0].strip().strip('",')
    return "\n".join([
        "2026-11-28 09:41:07.512 Shop[5120:2001] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want.",
        "\tTry this:",
        "\t\t(1) look at each constraint and try to figure out which you don't expect;",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
        "(", *lines, ")", "", "Will attempt to recover by breaking constraint ", first, "",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.", ""])


def nest_scripts(scale):
    """{workload: script text} of the deep nests, `scale` times their full depth."""
    stacks, bounded, plain = (max(2, int(n * scale)) for n in (60, 100, 400))
    bnest = ["view v0"]
    for i in range(1, bounded + 1):
        bnest += [f"view v{i} in v{i - 1}", f"v{i}.left >= v{i - 1}.left + 1", f"v{i}.width <= v{i - 1}.width - 2"]
    return {
        f"stacks({stacks})": "view s0\n" + "".join(f"stack s{i - 1} axis horizontal views s{i} x{i}\n"
                                                  for i in range(1, stacks + 1)),
        f"bnest({bounded})": "\n".join(bnest) + "\n",
        f"nest({plain})": "view v0\n" + "".join(f"view v{i} in v{i - 1}\n" for i in range(1, plain + 1)),
    }


def prepare(directory, bench, sizes, nest_scale=1.0):
    """Writes the scripts; returns {workload: [script paths run one after the other]}."""
    workloads = {}
    for n in sizes:
        path = os.path.join(directory, f"dfgrid{n}.al")
        with open(path, "w") as out:
            subprocess.run([bench, "script", "--n", str(n), "--declared-first", "yes"], stdout=out, check=True)
        workloads[f"dfgrid({n:,})"] = [path]
    with open(os.path.join(directory, "cards.storyboard"), "w") as out:
        out.write(ib_scene.storyboard(500))
    with open(os.path.join(directory, "ib500.al"), "w") as out:
        out.write("import cards.storyboard\n")
    workloads["ib(500)"] = [os.path.join(directory, "ib500.al")]
    with open(os.path.join(directory, "log200.log"), "w") as out:
        out.write(conflict_log(200))
    with open(os.path.join(directory, "log200.al"), "w") as out:
        out.write("import log200.log\n")
    workloads["log(200)"] = [os.path.join(directory, "log200.al")]
    examples = sorted(os.path.join(ROOT, "examples", f) for f in os.listdir(os.path.join(ROOT, "examples"))
                      if f.endswith(".al"))
    log = os.path.join(directory, "example-log.al")
    with open(log, "w") as out:
        out.write(f"import {os.path.join(ROOT, 'examples', 'conflict.log')}\n")
    workloads["examples"] = examples + [log]
    for k, (name, text) in enumerate(nest_scripts(nest_scale).items()):
        path = os.path.join(directory, f"nest{k}.al")
        with open(path, "w") as out:
            out.write(text)
        workloads[name] = [path]
    return workloads


def text_against_json(alsh, workloads, rounds, directory):
    """{workload: (text CPU s per round, json CPU s per round)}."""
    times = {name: ([], []) for name in workloads}
    for r in range(rounds):
        for name, scripts in workloads.items():
            modes = [("text", []), ("json", ["--json"])]
            for mode, flags in (modes if r % 2 == 0 else reversed(modes)):
                total = sum(cpu_run([alsh, *flags, s], directory)[0] for s in scripts)
                times[name][0 if mode == "text" else 1].append(total)
        print(f"  round {r + 1}/{rounds} done", file=sys.stderr)
    return times


def startup(alsh, runs, directory):
    one_line = os.path.join(directory, "one.al")
    with open(one_line, "w") as out:
        out.write("view a\n")
    env = dict(os.environ, HOME=directory, XDG_STATE_HOME=directory, TERM="xterm")
    prompt, script = [], []
    for _ in range(runs):
        prompt.append(bench_shell.time_to_prompt(alsh, env))
        script.append(cpu_run([alsh, one_line], directory)[1])
    return statistics.median(prompt), statistics.median(script)


def processes_per_start(alsh, directory):
    """How many programs one start of `alsh` runs (execve calls under strace -f: 1 when it
    never starts itself again); None without strace."""
    one_line = os.path.join(directory, "one.al")
    trace = os.path.join(directory, "execve.trace")
    try:
        subprocess.run(["strace", "-f", "-qq", "-e", "trace=execve", "-o", trace, alsh, one_line], cwd=directory,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                       env=dict(os.environ, HOME=directory, XDG_STATE_HOME=directory))
    except (OSError, subprocess.CalledProcessError):
        return None
    with open(trace) as lines:
        return sum(1 for line in lines if "execve(" in line and "= 0" in line)


def against_kiwi(alsh, directory, rounds):
    script = os.path.join(directory, "dfgrid1000.al")
    kiwi = [sys.executable, os.path.join(ROOT, "scripts", "bench_kiwi_grid.py"), "1000"]
    ours, theirs, ratios = [], [], []
    for r in range(rounds):
        pair = [("alsh", [alsh, "--json", script]), ("kiwi", kiwi)]
        got = {}
        for name, command in (pair if r % 2 == 0 else reversed(pair)):
            got[name] = cpu_run(command, directory)[1]
        ours.append(got["alsh"])
        theirs.append(got["kiwi"])
        ratios.append(got["alsh"] / got["kiwi"])
    return statistics.median(ours), statistics.median(theirs), statistics.median(ratios)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--alsh", default=os.path.join(ROOT, ".build/release/alsh"))
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build/release/alsh-bench"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--big-rounds", type=int, default=3, help="rounds of dfgrid(10,000) and --growth")
    parser.add_argument("--growth", action="store_true", help="dfgrid 1,000 -> 8,000 too")
    parser.add_argument("--quick", action="store_true", help="no dfgrid(10,000); the nests half as deep")
    parser.add_argument("--only", help="only the workloads whose names start with one of these (comma-separated: "
                                       "dfgrid,ib,log,examples,stacks,bnest,nest); no start-up, kiwisolver or "
                                       "dfgrid(10,000) then")
    options = parser.parse_args()
    alsh, bench = os.path.abspath(options.alsh), os.path.abspath(options.bench)
    with tempfile.TemporaryDirectory() as directory:
        only = options.only.split(",") if options.only else None
        # The grids need alsh-bench to write them: not when only other workloads run.
        grids = [1000] if not only or "dfgrid" in only else []
        workloads = prepare(directory, bench, grids, nest_scale=0.5 if options.quick else 1.0)
        if only:
            workloads = {k: v for k, v in workloads.items() if any(k == p or k.startswith(p + "(") for p in only)}
        times = text_against_json(alsh, workloads, options.rounds, directory)
        big = [] if options.quick or only else [10000]
        if options.growth:
            big = sorted(set(big + [2000, 4000, 8000]))
        if big:
            big_workloads = prepare(directory, bench, big)
            times.update(text_against_json(alsh, {k: v for k, v in big_workloads.items() if k.startswith("dfgrid")},
                                           options.big_rounds, directory))
        targets = {"dfgrid(1,000)": 2.0, "dfgrid(10,000)": 3.0, "ib(500)": 1.5}
        print(f"{'workload':<16} {'text':>10} {'--json':>10} {'text/--json':>12}  target")
        for name, (text, json) in times.items():
            ratio = statistics.median(t / j for t, j in zip(text, json))
            target = targets.get(name)
            verdict = f"<= {target}: {'PASS' if ratio <= target else 'MISS'}" if target else "-"
            print(f"{name:<16} {statistics.median(text) * 1e3:>8.1f}ms {statistics.median(json) * 1e3:>8.1f}ms "
                  f"{ratio:>12.2f}  {verdict}")
        grids = sorted((int(k[7:-1].replace(",", "")), v) for k, v in times.items() if k.startswith("dfgrid"))
        for (n0, (t0, j0)), (n1, (t1, j1)) in zip(grids, grids[1:]):
            if n1 == 2 * n0:
                print(f"growth dfgrid {n0:,} -> {n1:,}: text {statistics.median(t1) / statistics.median(t0):.2f}, "
                      f"--json {statistics.median(j1) / statistics.median(j0):.2f} (target <= 2.2)")
        if only:
            return
        prompt, one_line = startup(alsh, max(5, options.rounds), directory)
        print(f"start-up: first prompt on a pty {prompt * 1e3:.1f} ms; one-line script {one_line * 1e3:.1f} ms (wall, medians)")
        processes = processes_per_start(alsh, directory)
        if processes is None:
            print("processes per start: strace is not installed, not counted")
        else:
            print(f"processes per start: {processes} (execve under strace -f; target 1: "
                  f"{'PASS' if processes == 1 else 'MISS'})")
        try:
            import kiwisolver  # noqa: F401
            ours, theirs, ratio = against_kiwi(alsh, directory, max(5, options.rounds))
            print(f"dfgrid(1,000) --json {ours * 1e3:.1f} ms against kiwisolver {theirs * 1e3:.1f} ms (wall, whole "
                  f"processes): {ratio:.3f} (target <= 0.25: {'PASS' if ratio <= 0.25 else 'MISS'})")
        except ImportError:
            print("kiwisolver is not installed (pip install kiwisolver): its comparison is left out")


if __name__ == "__main__":
    main()
