//! Fixture: always one too many.
use std::io::Read;

fn read_number() -> i64 {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    text.trim().parse().unwrap()
}

fn main() {
    println!("{}", 2 * read_number() + 1);
}
