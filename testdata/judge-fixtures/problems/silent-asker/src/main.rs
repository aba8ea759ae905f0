//! Fixture: asks a question through a `BufWriter` it never flushes, then
//! waits for the reply: a deadlock, the first interactive bug.

use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let secret = lines.next().unwrap().unwrap();
    let mut out = BufWriter::new(io::stdout());
    writeln!(out, "? {}", secret).unwrap();
    let _reply = lines.next();
    writeln!(out, "! {}", secret).unwrap();
}
