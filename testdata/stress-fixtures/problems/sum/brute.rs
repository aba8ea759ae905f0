//! Fixture brute force: the sum, one number at a time.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut sum = 0i64;
    for token in text.split_whitespace().skip(1) {
        sum += token.parse::<i64>().unwrap();
    }
    println!("{}", sum);
}
