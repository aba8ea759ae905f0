//! I/O benchmark, the usual way without a library: `BufWriter` and
//! `writeln!`; prints what `print_ints` prints.

use std::io::{BufWriter, Write};

fn main() {
    let n: i64 = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(1_000_000);
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for i in 0..n {
        writeln!(out, "{}", i * 2_654_435_761 % 2_000_001 - 1_000_000).unwrap();
    }
}
