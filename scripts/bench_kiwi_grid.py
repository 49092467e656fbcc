#!/usr/bin/env python3
"""kiwisolver's side of the shell replay benchmark (scripts/bench_shell.py): one whole
process that builds the solver benchmark's grid(N) (the Grid of bench_kiwi.py, the same
system `alsh-bench script` writes as alsh lines) and prints every frame as JSON, as
`alsh --json` prints its final state.

    python3 scripts/bench_kiwi_grid.py N > frames.json
"""
import json
import sys

from bench_kiwi import Grid


def main():
    n = int(sys.argv[1])
    grid = Grid(n, weak_widths=False)
    root = grid.root
    views = [{"name": f"v{index}",
              "frame": {"x": v[0].value() - root[0].value(), "y": v[1].value() - root[1].value(),
                        "width": v[2].value(), "height": v[3].value()}}
             for index, v in enumerate(grid.views)]
    json.dump({"root": {"width": root[2].value(), "height": root[3].value()}, "views": views}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
