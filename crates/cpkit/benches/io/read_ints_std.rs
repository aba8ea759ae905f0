//! I/O benchmark, the usual way without a library: `read_to_string`, then
//! `split_ascii_whitespace` and `parse`; prints the sum of the n integers.

use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let a: Vec<i64> = (0..n)
        .map(|_| tokens.next().unwrap().parse().unwrap())
        .collect();
    let sum = a.iter().fold(0i64, |sum, &x| sum.wrapping_add(x));
    println!("{}", sum);
}
