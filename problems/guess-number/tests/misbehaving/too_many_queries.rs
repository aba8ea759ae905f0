//! guess-number, asking 1, 2, 3, ... in turn: right, flushed (`println!`
//! writes each line out), and far too slow in questions. The verdict is WA
//! at the 31st question.

use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next = || lines.next().unwrap().unwrap();
    let t: usize = next().trim().parse().unwrap();
    for _ in 0..t {
        let _n: u64 = next().trim().parse().unwrap();
        let mut y = 1;
        loop {
            println!("? {}", y);
            if next().trim() == "=" {
                println!("! {}", y);
                break;
            }
            y += 1;
        }
    }
}
