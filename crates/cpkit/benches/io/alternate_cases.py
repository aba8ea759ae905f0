"""Times programs over every case of a folder, side by side: for each case,
each round runs every program once (`alternate.py`'s `alternate`, which
turns the order around every round), and each program's median wall and
CPU times per case are summed over the cases. The first program is the
baseline of the printed ratios.

    python3 alternate_cases.py ROUNDS CASES_DIR PROG...

CASES_DIR holds `in/<case>.in` (as a Library Checker checkout's problem
folder does); each PROG reads a case on stdin, and its output is thrown away.
"""
import os
import statistics
import sys

from alternate import alternate


def main():
    if len(sys.argv) < 4:
        sys.exit("error: usage: alternate_cases.py ROUNDS CASES_DIR PROG...")
    rounds, folder, programs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    cases = sorted(name[:-3] for name in os.listdir(os.path.join(folder, "in")) if name.endswith(".in"))
    wall = {program: 0.0 for program in programs}
    cpu = {program: 0.0 for program in programs}
    for case in cases:
        path = os.path.join(folder, "in", case + ".in")
        commands = [f"{program} < {path}" for program in programs]
        times, cpus = alternate(commands, rounds)
        for program, command in zip(programs, commands):
            wall[program] += statistics.median(times[command])
            cpu[program] += statistics.median(cpus[command])
    base = programs[0]
    print(f"{len(cases)} cases, {rounds} rounds each; medians summed")
    for program in programs:
        print(
            f"{program:24} wall {wall[program] * 1000:8.1f} ms  cpu {cpu[program] * 1000:8.1f} ms"
            f"  / first: {wall[program] / wall[base]:.3f} ({cpu[program] / cpu[base]:.3f})"
        )


if __name__ == "__main__":
    main()
