"""Times programs over every case of a folder, side by side: for each case,
each round runs every program once (alternating the order, as alternate.py
does), and each program's median wall and CPU time per case are summed over
the cases. The first program is the baseline of the printed ratios.

    python3 alternate_cases.py ROUNDS CASES_DIR PROG...

CASES_DIR holds `in/<case>.in` (as a Library Checker checkout's problem
folder does); each PROG reads a case on stdin, and its output is thrown away.
"""
import os
import resource
import statistics
import subprocess
import sys
import time


def timed(program, path):
    """Wall and CPU (user and system) seconds of one run reading `path`."""
    with open(path, "rb") as stdin:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([program], stdin=stdin, stdout=subprocess.DEVNULL, check=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu


def main():
    if len(sys.argv) < 4:
        sys.exit("error: usage: alternate_cases.py ROUNDS CASES_DIR PROG...")
    rounds, folder, programs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    cases = sorted(name[:-3] for name in os.listdir(os.path.join(folder, "in")) if name.endswith(".in"))
    wall = {program: 0.0 for program in programs}
    cpu = {program: 0.0 for program in programs}
    for case in cases:
        path = os.path.join(folder, "in", case + ".in")
        runs = {program: [] for program in programs}
        for round_ in range(rounds):
            for program in programs if round_ % 2 == 0 else programs[::-1]:
                runs[program].append(timed(program, path))
        for program in programs:
            wall[program] += statistics.median(w for w, _ in runs[program])
            cpu[program] += statistics.median(c for _, c in runs[program])
    base = programs[0]
    print(f"{len(cases)} cases, {rounds} rounds each; medians summed")
    for program in programs:
        print(
            f"{program:24} wall {wall[program] * 1000:8.1f} ms  cpu {cpu[program] * 1000:8.1f} ms"
            f"  / first: {wall[program] / wall[base]:.3f} ({cpu[program] / cpu[base]:.3f})"
        )


if __name__ == "__main__":
    main()
