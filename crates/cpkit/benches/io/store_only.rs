//! I/O benchmark, the floor under every reader that reads all of stdin and
//! keeps 10^6 integers: it reads the input whole and fills a vector of 10^6
//! i64 from its bytes, parsing nothing. What the readers take beyond this is
//! their parsing.

use std::io::Read;

fn main() {
    let mut bytes = Vec::new();
    std::io::stdin().lock().read_to_end(&mut bytes).unwrap();
    let mut a = vec![0i64; 1_000_000];
    for (i, x) in a.iter_mut().enumerate() {
        *x = i64::from(bytes[i % bytes.len().max(1)]);
    }
    println!("{}", a.iter().sum::<i64>());
}
