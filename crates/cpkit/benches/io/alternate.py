"""Times whole programs side by side, alternating their order every round,
so that a machine shifting between a fast and a slow state (as shared ones
do) weighs on each program alike; hyperfine runs one program's rounds all
together, and its medians then follow the state more than the program.

    python3 alternate.py ROUNDS "PROG <" "PROG ARG" ...

"PROG <" reads ints.txt (in the current folder) on stdin; anything else is
run with its arguments and stdin closed. Prints each program's median wall
time, its fastest, and its median CPU time (user and system).
"""
import subprocess, time, statistics, sys, os, resource
cmds = sys.argv[2:]
rounds = int(sys.argv[1])
times = {c: [] for c in cmds}
cpu = {c: [] for c in cmds}
for i in range(rounds):
    order = cmds if i % 2 == 0 else cmds[::-1]
    for c in order:
        prog, *rest = c.split()
        stdin = open('ints.txt', 'rb') if rest == ['<'] else subprocess.DEVNULL
        args = [prog] if rest == ['<'] else [prog] + rest
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(args, stdin=stdin, stdout=subprocess.DEVNULL)
        times[c].append(time.perf_counter() - t)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu[c].append((r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime))
for c in cmds:
    print(f"{c:30s} median {statistics.median(times[c])*1000:6.1f} ms  min {min(times[c])*1000:6.1f}  cpu median {statistics.median(cpu[c])*1000:6.1f} ms")
