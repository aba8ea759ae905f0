"""The input shapes of the reading benchmark, written as files: the shapes a
judge's input usually takes, each about 10^6 values, so that a reader is
timed on every one and not only on the one it was written for.

    python3 shapes.py DIR          # writes DIR/<shape>.txt for every shape
    python3 shapes.py DIR SHAPE    # only that one

`read_shapes.rs` and `read_shapes.c` read each of them (the shape's name is
their argument) and print the same checksum; docs/performance.md has the
commands that time them. The numbers come from a fixed seed, so every run
writes the same bytes.
"""
import os, random, sys

N = 10**6
BIG = 10**12  # 13 digits with the sign, the usual 64-bit input
SMALL = 10**9  # 9 digits, the usual 32-bit input


def values(rng, count, low, high):
    return [str(rng.randint(low, high)) for _ in range(count)]


def per_line(rng):
    """n, then one value a line (±10^12)."""
    return f"{N}\n" + "\n".join(values(rng, N, -BIG, BIG)) + "\n"


def one_line(rng):
    """n, then every value on one line (±10^12): a 14 MB line."""
    return f"{N}\n" + " ".join(values(rng, N, -BIG, BIG)) + "\n"


def ten_per_line(rng):
    """n and 10, then n / 10 lines of 10 values (±10^12)."""
    rows = N // 10
    lines = (" ".join(values(rng, 10, -BIG, BIG)) for _ in range(rows))
    return f"{rows} 10\n" + "\n".join(lines) + "\n"


def nine_digits(rng):
    """n, then every value on one line, from 0 to 10^9 (9 digits)."""
    return f"{N}\n" + " ".join(values(rng, N, 0, SMALL - 1)) + "\n"


def words(rng):
    """n, then n words of 1 to 8 lowercase letters, one a line."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    chosen = ("".join(rng.choices(letters, k=rng.randint(1, 8))) for _ in range(N))
    return f"{N}\n" + "\n".join(chosen) + "\n"


def grid(rng):
    """h and w, then h lines of w characters, `#` or `.` (2000 x 2000)."""
    side = 2000
    rows = ("".join(rng.choices("#.", k=side)) for _ in range(side))
    return f"{side} {side}\n" + "\n".join(rows) + "\n"


SHAPES = {
    "per-line": per_line,
    "one-line": one_line,
    "ten-per-line": ten_per_line,
    "nine-digits": nine_digits,
    "words": words,
    "grid": grid,
}

if __name__ == "__main__":
    if len(sys.argv) not in (2, 3) or (len(sys.argv) == 3 and sys.argv[2] not in SHAPES):
        sys.exit("usage: python3 shapes.py DIR [" + "|".join(SHAPES) + "]")
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name, make in SHAPES.items():
        if len(sys.argv) == 3 and name != sys.argv[2]:
            continue
        with open(os.path.join(folder, name + ".txt"), "w") as file:
            file.write(make(random.Random(name)))
