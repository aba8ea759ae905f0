"""Times whole programs side by side, alternating their order every round,
so that a machine shifting between a fast and a slow state (as shared ones
do) weighs on each program alike; hyperfine runs one program's rounds all
together, and its medians then follow the state more than the program.

    python3 alternate.py ROUNDS "PROG ARG... < FILE" "cat FILE | PROG ARG..." ...

"PROG ARG... < FILE" reads FILE on stdin (a bare "PROG <" reads ints.txt in
the current folder); "cat FILE | PROG ARG..." reads it through a pipe that
`cat` fills, and is timed until both have ended; anything else is run with
its arguments and stdin closed. Prints each program's median wall time, its
fastest, and its median CPU time (user and system, `cat`'s included).
"""
import subprocess, time, statistics, sys, resource


def run(command):
    """Runs one command as the docstring says; stdout is thrown away."""
    if command.startswith("cat ") and " | " in command:
        feed, program = command.split(" | ", 1)
        cat = subprocess.Popen(feed.split(), stdout=subprocess.PIPE)
        subprocess.run(program.split(), stdin=cat.stdout, stdout=subprocess.DEVNULL)
        cat.stdout.close()
        cat.wait()
        return
    if " <" in command or command.endswith("<"):
        program, _, path = command.partition("<")
        with open(path.strip() or "ints.txt", "rb") as stdin:
            subprocess.run(program.split(), stdin=stdin, stdout=subprocess.DEVNULL)
        return
    subprocess.run(command.split(), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


def alternate(commands, rounds):
    """Runs `commands` `rounds` times, alternating their order each round;
    returns each command's wall times and CPU times (user and system of
    every child, `cat`'s included), in seconds."""
    wall = {c: [] for c in commands}
    cpu = {c: [] for c in commands}
    for i in range(rounds):
        for c in commands if i % 2 == 0 else commands[::-1]:
            r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            run(c)
            wall[c].append(time.perf_counter() - t)
            r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[c].append((r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime))
    return wall, cpu


if __name__ == "__main__":
    cmds = sys.argv[2:]
    times, cpu = alternate(cmds, int(sys.argv[1]))
    for c in cmds:
        print(f"{c:30s} median {statistics.median(times[c])*1000:6.1f} ms  min {min(times[c])*1000:6.1f}  cpu median {statistics.median(cpu[c])*1000:6.1f} ms")
