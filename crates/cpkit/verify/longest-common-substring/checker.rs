//! Checker for verify-longest-common-substring (Library Checker "Longest
//! Common Substring"): any longest common substring is right. It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; 1 rejects, with the reason on the first line; 3 says an input
//! or answer file is unreadable.
//!
//! What it checks, from the statement: the output is four numbers `a b c
//! d` with `a <= b <= |S|` and `c <= d <= |T|`, `S[a..b]` equals
//! `T[c..d]`, and its length `b - a` is the expected answer's (so no
//! common substring is longer); an empty one is written `0 0 0 0`.

use std::env;
use std::fs;
use std::process;

fn read(path: &str) -> String {
    match fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) => {
            println!("cannot read {}: {}", path, err);
            process::exit(3);
        }
    }
}

fn reject(message: String) -> ! {
    println!("{}", message);
    process::exit(1);
}

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

/// The four numbers of an answer; `bad` ends the check when they are not.
fn four(text: &str, bad: fn(String) -> !) -> [usize; 4] {
    let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    if tokens.len() != 4 {
        bad(format!("expected 4 numbers; found {} tokens", tokens.len()));
    }
    let mut x = [0; 4];
    for (slot, token) in x.iter_mut().zip(&tokens) {
        *slot = token
            .parse()
            .unwrap_or_else(|_| bad(format!("expected a number; found {:?}", token)));
    }
    x
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut lines = input.split_ascii_whitespace();
    let s = lines.next().unwrap_or_else(|| fail("the input has no S".to_string()));
    let t = lines.next().unwrap_or_else(|| fail("the input has no T".to_string()));
    let expected = four(&answer, fail);
    let length = expected[1] - expected[0];
    let [a, b, c, d] = four(&output, reject);
    if a > b || b > s.len() || c > d || d > t.len() {
        reject(format!(
            "{} {} {} {} is not a pair of ranges of S (length {}) and T (length {})",
            a,
            b,
            c,
            d,
            s.len(),
            t.len()
        ));
    }
    if b - a != d - c {
        reject(format!("S[{}..{}] and T[{}..{}] differ in length", a, b, c, d));
    }
    if s.as_bytes()[a..b] != t.as_bytes()[c..d] {
        reject(format!("S[{}..{}] and T[{}..{}] differ", a, b, c, d));
    }
    if b - a != length {
        reject(format!(
            "a common substring of length {}; the longest has length {}",
            b - a,
            length
        ));
    }
    if length == 0 && [a, b, c, d] != [0, 0, 0, 0] {
        reject(format!("an empty answer must be 0 0 0 0; found {} {} {} {}", a, b, c, d));
    }
}
