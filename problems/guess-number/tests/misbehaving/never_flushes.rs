//! guess-number, the right search with raw std I/O and no flush: a
//! `BufWriter` keeps the first question until it holds 8 KiB, so the judge
//! never hears it and both wait. The verdict is TLE, a deadlock.

use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next = || lines.next().unwrap().unwrap();
    let mut out = BufWriter::new(io::stdout());
    let t: usize = next().trim().parse().unwrap();
    for _ in 0..t {
        let n: u64 = next().trim().parse().unwrap();
        let (mut lo, mut hi) = (1, n);
        loop {
            let y = lo + (hi - lo) / 2;
            writeln!(out, "? {}", y).unwrap(); // no out.flush(): the bug
            match next().trim() {
                "<" => hi = y - 1,
                ">" => lo = y + 1,
                _ => {
                    writeln!(out, "! {}", y).unwrap();
                    break;
                }
            }
        }
    }
}
