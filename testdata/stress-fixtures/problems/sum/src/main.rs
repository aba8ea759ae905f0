//! Fixture: n, then n numbers; prints their sum.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let numbers: Vec<i64> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let sum: i64 = numbers[1..].iter().sum();
    println!("{}", sum);
}
