#!/usr/bin/env python3
"""The shell issue's speed figures, measured on the release `alsh` as whole processes:

- startup: exec to the first prompt (`alsh> `) on a pseudo-terminal, target under 50 ms;
  `alsh --version` and `alsh - < /dev/null` alongside, for reference;
- replay: `alsh --json grid.al > out.json`, the solver benchmark's grid(N) written as alsh
  lines by `alsh-bench script`, against `python3 bench_kiwi_grid.py N` building the same
  system in kiwisolver; interleaved rounds, medians, target ratio <= 0.25 at N = 1,000.
  Every frame in alsh's JSON must match kiwi's.
Called by scripts/bench (--shell, and in the default runs)."""
import argparse
import json
import os
import pty
import resource
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROMPT = b"alsh> "
STARTUP_TARGET_S = 0.050
REPLAY_TARGET = 0.25
REPLAY_TARGET_N = 1000


def fmt_ms(seconds):
    return f"{seconds * 1e3:.1f} ms"


# MARK: startup


def time_to_prompt(binary, env, timeout=5.0):
    """Seconds from fork + exec to the prompt text on the pty (the welcome line comes
    first), then Ctrl-D to leave."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execve(binary, [binary], env)
        finally:
            os._exit(127)
    seen, elapsed = b"", None
    deadline = start + timeout
    try:
        while elapsed is None and time.perf_counter() < deadline:
            ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.perf_counter()))
            if not ready:
                continue
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break  # the child is gone (EIO)
            if not chunk:
                break
            seen += chunk
            if PROMPT in seen:
                elapsed = time.perf_counter() - start
        os.write(fd, b"\x04")
        drain(fd, pid)
    finally:
        os.close(fd)
    if elapsed is None:
        raise RuntimeError(f"no prompt within {timeout} s; the terminal showed {seen[-300:]!r}")
    if b"alsh" not in seen.split(PROMPT)[0]:
        raise RuntimeError(f"no welcome line before the prompt: {seen[:300]!r}")
    return elapsed


def drain(fd, pid):
    """Reads until the child exits (a full pty would block it), killing it after 2 s."""
    deadline = time.perf_counter() + 2.0
    while time.perf_counter() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            return
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 4096)
            except OSError:
                pass
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def time_process(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, env=None):
    """Wall seconds of the whole process."""
    return time_process_cpu(command, stdin, stdout, env)[0]


def time_process_cpu(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, env=None):
    """(wall seconds, CPU seconds: user + system of the process) of the whole process. The
    CPU time comes from the children's rusage, so processes must not overlap."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, env=env)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}: {done.stderr.decode()[-500:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def startup(binary, runs, env):
    """Rows: (what, median, p90, target, verdict)."""
    measures = [
        ("first prompt on a pty", lambda: time_to_prompt(binary, env), STARTUP_TARGET_S),
        ("alsh --version", lambda: time_process([binary, "--version"], env=env), None),
        ("alsh - < /dev/null", lambda: time_process([binary, "-"], env=env), None),
    ]
    samples = {name: [] for name, _, _ in measures}
    for _ in range(runs):
        for name, measure, _ in measures:  # interleaved, so load drift hits all three
            samples[name].append(measure())
    rows, misses = [], 0
    for name, _, target in measures:
        median = statistics.median(samples[name])
        verdict = "-" if target is None else ("PASS" if median < target else "MISS")
        misses += verdict == "MISS"
        rows.append((name, fmt_ms(median), fmt_ms(p90(samples[name])), f"{min(samples[name]) * 1e3:.1f} ms",
                     f"< {target * 1e3:.0f} ms" if target else "-", verdict))
    return rows, misses


def p90(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


# MARK: replay


def write_script(bench_binary, n, directory):
    path = os.path.join(directory, f"grid{n}.al")
    with open(path, "w") as out:
        subprocess.run([bench_binary, "script", "--n", str(n)], stdout=out, check=True)
    with open(path) as script:
        lines = sum(1 for _ in script)
    return path, lines


def frames_agree(alsh_doc, kiwi_doc):
    """Problems, if any: every view's frame and the root size within 1e-6."""
    problems = []
    for key in ("width", "height"):
        if abs(alsh_doc["root"][key] - kiwi_doc["root"][key]) > 1e-6:
            problems.append(f"root.{key}: alsh {alsh_doc['root'][key]} kiwi {kiwi_doc['root'][key]}")
    ours = {v["name"]: v for v in alsh_doc["views"]}
    for view in kiwi_doc["views"]:
        mine = ours.get(view["name"])
        if mine is None:
            problems.append(f"{view['name']} missing from alsh's JSON")
            continue
        for key, value in view["frame"].items():
            if abs(mine["frame"][key] - value) > 1e-6:
                problems.append(f"{view['name']}.{key}: alsh {mine['frame'][key]} kiwi {value}")
        if mine.get("ambiguous"):
            problems.append(f"{view['name']} ambiguous in alsh: {mine['ambiguous']}")
    if len(ours) != len(kiwi_doc["views"]):
        problems.append(f"alsh has {len(ours)} views, kiwi {len(kiwi_doc['views'])}")
    broken = [c["id"] for c in alsh_doc.get("constraints", []) if c["state"] != "active" or not c["satisfied"]]
    if broken:
        problems.append(f"alsh constraints not active and satisfied: {broken[:5]}")
    return problems


def replay(binary, bench_binary, n, rounds, directory):
    script, lines = write_script(bench_binary, n, directory)
    alsh_out, kiwi_out = os.path.join(directory, "alsh.json"), os.path.join(directory, "kiwi.json")
    commands = {
        "alsh": [binary, "--json", script],
        "kiwi": [sys.executable, os.path.join(HERE, "bench_kiwi_grid.py"), str(n)],
    }
    outputs = {"alsh": alsh_out, "kiwi": kiwi_out}
    samples = {"alsh": [], "kiwi": []}
    cpu = {"alsh": [], "kiwi": []}
    for r in range(rounds):
        for impl in (("alsh", "kiwi") if r % 2 == 0 else ("kiwi", "alsh")):
            print(f"  replay N={n} round {r + 1}: {impl}", file=sys.stderr, flush=True)
            with open(outputs[impl], "w") as out:
                wall, used = time_process_cpu(commands[impl], stdout=out)
            samples[impl].append(wall)
            cpu[impl].append(used)
    with open(alsh_out) as a, open(kiwi_out) as k:
        alsh_doc, kiwi_doc = json.load(a), json.load(k)
    problems = frames_agree(alsh_doc, kiwi_doc)
    row_width = alsh_doc["views"][0]["frame"]["width"] if alsh_doc["views"] else float("nan")
    alsh, kiwi = statistics.median(samples["alsh"]), statistics.median(samples["kiwi"])
    ratio = alsh / kiwi
    alsh_cpu, kiwi_cpu = statistics.median(cpu["alsh"]), statistics.median(cpu["kiwi"])
    cpu_ratio = alsh_cpu / kiwi_cpu if kiwi_cpu > 0 else float("nan")
    target = REPLAY_TARGET if n == REPLAY_TARGET_N else None

    def verdict(value):
        if target is None:
            return "-"
        return "PASS" if value <= target else "MISS"

    row = (str(n), str(lines), fmt_ms(alsh), fmt_ms(kiwi), f"{ratio:.3f}", fmt_ms(alsh_cpu), fmt_ms(kiwi_cpu),
           f"{cpu_ratio:.3f}", f"≤ {target}" if target else "-", verdict(ratio), verdict(cpu_ratio),
           f"row width {row_width:g}; " + ("frames match kiwi" if not problems else f"{len(problems)} MISMATCH(ES)"))
    return row, verdict(ratio) == "MISS", problems


def table(header, rows):
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--alsh", required=True, help="the release alsh")
    parser.add_argument("--bench", required=True, help="the release alsh-bench (writes the script)")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--runs", type=int, help="startup runs (default 30, quick 15)")
    parser.add_argument("--rounds", type=int, help="replay rounds (default 7, quick 3)")
    parser.add_argument("--n", type=int, action="append", help="replay only these N (repeatable)")
    args = parser.parse_args()
    runs = args.runs or (15 if args.quick else 30)
    rounds = args.rounds or (3 if args.quick else 7)
    sizes = args.n or [100, 1000]

    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as directory:
        env = dict(os.environ, XDG_STATE_HOME=directory, TERM=os.environ.get("TERM", "xterm"))
        env.pop("NO_COLOR", None)
        print(f"  startup: {runs} runs of each", file=sys.stderr, flush=True)
        startup_rows, misses = startup(args.alsh, runs, env)
        replay_rows, problems = [], []
        for n in sizes:
            row, missed, wrong = replay(args.alsh, args.bench, n, rounds, directory)
            replay_rows.append(row)
            misses += missed
            problems += [f"N={n}: {p}" for p in wrong]

    print(f"alsh startup (release build, median of {runs})")
    table(("measure", "median", "p90", "min", "target", "verdict"), startup_rows)
    print("first prompt: pty.fork + exec of alsh until 'alsh> ' appears on the terminal (after the welcome"
          " line), with an empty history file; the others as whole processes.")
    print()
    print(f"alsh --json replay of grid(N) vs kiwisolver building the same system, whole processes (median of {rounds},"
          " interleaved)")
    table(("N", "lines", "alsh", "kiwi", "ratio", "alsh cpu", "kiwi cpu", "cpu ratio", "target", "wall", "cpu",
           "check"), replay_rows)
    print("alsh: `alsh --json gridN.al > out.json` (the script from `alsh-bench script --n N`); kiwi: `python3"
          " scripts/bench_kiwi_grid.py N > out.json` (interpreter start and `import kiwisolver` included, as"
          " alsh's own start is). In alsh root's size is a required constraint (`root 1000x2808`), in kiwi"
          " root.width is a strong edit variable suggested 1000 and root.height follows the last row: the"
          " same solution, checked frame by frame. cpu: user + system time of the process (rusage), what it"
          " costs when other work shares the machine; the wall verdict counts as the figure."
          f" Load average at the start: {load:.2f} ({os.cpu_count()} CPUs).")
    if problems:
        print("\n!!!!!!!! FRAME MISMATCH between alsh --json and kiwisolver !!!!!!!!")
        for problem in problems[:20]:
            print("  " + problem)
    print(f"\n{misses} shell target(s) missed, {len(problems)} frame mismatch(es)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
