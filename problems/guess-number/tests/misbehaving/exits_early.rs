//! guess-number, playing the first game well and then stopping, as if t
//! were 1. The verdict is WA: the judge finds the dialogue ended before
//! the second game's answer.

use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next = || lines.next().unwrap().unwrap();
    let _t: usize = next().trim().parse().unwrap();
    let n: u64 = next().trim().parse().unwrap();
    let (mut lo, mut hi) = (1, n);
    loop {
        let y = lo + (hi - lo) / 2;
        println!("? {}", y);
        match next().trim() {
            "<" => hi = y - 1,
            ">" => lo = y + 1,
            _ => {
                println!("! {}", y);
                return;
            }
        }
    }
}
