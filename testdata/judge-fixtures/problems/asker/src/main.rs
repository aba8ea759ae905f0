//! Fixture: reads the number and says it back, flushing as it should.

use std::io::{self, BufRead, Write};

fn main() {
    let mut line = String::new();
    io::stdin().lock().read_line(&mut line).unwrap();
    let mut out = io::stdout().lock();
    writeln!(out, "! {}", line.trim()).unwrap();
    out.flush().unwrap();
}
