//! Fixture: reads the interactor's number and says it back.

use std::io::{self, BufRead};

fn main() {
    let mut line = String::new();
    io::stdin().lock().read_line(&mut line).unwrap();
    println!("! {}", line.trim());
}
