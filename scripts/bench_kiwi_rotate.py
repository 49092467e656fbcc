#!/usr/bin/env python3
"""kiwisolver's side of the 10,000-view session's `rotate`: the same grid (bench_kiwi.py's
Grid), its root width switched between 1,000 and 28,008 as a rotation does, each solve
timed as CPU time (suggestValue; updateVariables, which rewrites every variable, apart).

    python3 scripts/bench_kiwi_rotate.py [N] [ROUNDS]
"""
import sys
import time

from bench_kiwi import Grid


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    grid = Grid(n, weak_widths=False)
    for _ in range(rounds):
        for width in (28008, 1000):
            start = time.process_time_ns()
            grid.solver.suggestValue(grid.root[2], width)
            solved = time.process_time_ns()
            grid.solver.updateVariables()
            done = time.process_time_ns()
            print("width %5d: solve %.1f ms, updateVariables %.1f ms"
                  % (width, (solved - start) / 1e6, (done - solved) / 1e6), flush=True)


if __name__ == "__main__":
    main()
