#!/usr/bin/env python3
"""The solver benchmark's grid workloads on kiwisolver, for scripts/bench to compare with
alsh-bench. Same arguments and the same JSON lines as `alsh-bench solver`
(see Sources/alsh-bench/GridBenchmark.swift for the workload definitions).

kiwi has no pivot counter, so pivots_per_op is null here."""
import argparse
import json
import time

import kiwisolver as kiwi

STRONG = kiwi.strength.strong
WEAK = kiwi.strength.weak


class Grid:
    """grid(N) / gridw(N), built in the same order as GridBenchmark.swift."""

    def __init__(self, n, weak_widths):
        self.n = n
        s = self.solver = kiwi.Solver()
        self.root = [kiwi.Variable(f"root.{a}") for a in ("left", "top", "width", "height")]
        left, top, width, height = self.root
        s.addConstraint(left == 0)
        s.addConstraint(top == 0)
        s.addConstraint(width >= 0)
        s.addEditVariable(width, STRONG)
        s.suggestValue(width, 1000)
        self.views = []
        self.middle_height = self.middle_left_pin = None
        for index in range(n):
            self._add_view(index, weak_widths)
        last_row_first = self.views[(n - 1) // 10 * 10]
        s.addConstraint(height == last_row_first[1] + last_row_first[3] + 8)
        s.updateVariables()

    def _add_view(self, index, weak_widths):
        s, root = self.solver, self.root
        column = index % 10
        v = [kiwi.Variable(f"v{index}.{a}") for a in ("left", "top", "width", "height")]
        left, top, width, height = v
        if column == 0:
            pin = left == root[0] + 8
        else:
            prev = self.views[index - 1]
            pin = left == prev[0] + prev[2] + 8
        s.addConstraint(pin)
        if index < 10:
            s.addConstraint(top == root[1] + 8)
        else:
            s.addConstraint(top == self.views[index - 10][1] + 28)
        if column != 0:
            s.addConstraint(width == self.views[index - column][2])
        s.addConstraint(width >= 10)
        s.addConstraint(height >= 0)
        strong_height = (height == 20) | STRONG
        s.addConstraint(strong_height)
        s.addConstraint((width <= 400) | STRONG)
        if weak_widths:
            s.addConstraint((width == 80) | WEAK)
        if column == 9 or index == self.n - 1:
            s.addConstraint(left + width + 8 == root[0] + root[2])
        self.views.append(v)
        if index == self.n // 2:
            self.middle_height, self.middle_left_pin = strong_height, pin

    def suggest(self, k):
        self.solver.suggestValue(self.root[2], 600 + (37 * k) % 1000)
        self.solver.updateVariables()
        return self.views[0][2].value()

    def cycle(self, constraint):
        self.solver.removeConstraint(constraint)
        self.solver.addConstraint(constraint)
        self.solver.updateVariables()

    def answer(self):
        middle = self.views[self.n // 2]
        return {
            "middle_height": middle[3].value(),
            "middle_left": middle[0].value(),
            "middle_top": middle[1].value(),
            "root_height": self.root[3].value(),
            "root_width": self.root[2].value(),
            "row_width": self.views[0][2].value(),
        }


def emit(args, phase, samples, ops, answer):
    print(json.dumps({
        "impl": "kiwi", "workload": args.workload, "n": args.n, "phase": phase,
        "ops_per_rep": ops, "per_op_ns": samples, "pivots_per_op": None, "answer": answer,
    }), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["solver"])
    parser.add_argument("--workload", choices=["grid", "gridw"], required=True)
    parser.add_argument("--n", type=int, required=True)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--edit-reps", type=int, default=5)
    parser.add_argument("--cycles", type=int, default=100)
    parser.add_argument("--pin-cycles", type=int, default=100)
    args = parser.parse_args()
    weak_widths = args.workload == "gridw"

    samples = []
    for _ in range(max(1, args.reps)):
        start = time.perf_counter_ns()
        grid = Grid(args.n, weak_widths)
        samples.append(time.perf_counter_ns() - start)
    emit(args, "W1", samples, 1, grid.answer())

    suggests = 1000
    samples = []
    for _ in range(max(1, args.edit_reps)):
        start = time.perf_counter_ns()
        for k in range(suggests):
            grid.suggest(k)
        samples.append((time.perf_counter_ns() - start) / suggests)
    emit(args, "W2", samples, suggests, grid.answer())

    phases = (("W3-strong", grid.middle_height, args.cycles),
              ("W3-required", grid.middle_left_pin, args.pin_cycles))
    for phase, constraint, cycles in phases:
        samples = []
        for _ in range(max(1, args.edit_reps)):
            start = time.perf_counter_ns()
            for _ in range(cycles):
                grid.cycle(constraint)
            samples.append((time.perf_counter_ns() - start) / cycles)
        emit(args, phase, samples, cycles, grid.answer())


if __name__ == "__main__":
    main()
